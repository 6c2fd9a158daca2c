import { createServer, type Server, type Socket } from 'node:net';

/** One message the server accepted: envelope and the raw RFC 822 text. */
export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

export interface TestSmtpServer {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** How many DATA commands were answered, accepted or refused. */
  attempts: number;
  /** How many messages were taken and left without an answer (`hang`). */
  hung: number;
  /** Change the behaviour while running (e.g. stop failing). */
  options: TestSmtpOptions;
  close(): Promise<void>;
}

export interface TestSmtpOptions {
  /** Wait this long before answering the end of DATA (a slow mail server). */
  delayMs?: number;
  /** Refuse every message at the end of DATA with this reply, e.g. '451 4.3.0 prova' (a failing server). */
  failWith?: string | null;
  /** Take the message and never answer its end of DATA (a stuck server: only the client's time-out ends the wait). */
  hang?: boolean;
}

/**
 * A minimal SMTP server on 127.0.0.1 (enough of RFC 5321 for nodemailer: EHLO, MAIL, RCPT, DATA,
 * RSET, NOOP, QUIT; no TLS, no AUTH), so tests and the benchmark can make a mail server slow or
 * failing without a dependency.
 */
export async function startTestSmtpServer(options: TestSmtpOptions = {}): Promise<TestSmtpServer> {
  const sockets = new Set<Socket>();
  const state: TestSmtpServer = { url: '', received: [], attempts: 0, hung: 0, options, close: () => Promise.resolve() };

  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let envelope: { from: string; to: string[] } = { from: '', to: [] };
    const reply = (line: string) => {
      if (!socket.destroyed) socket.write(`${line}\r\n`);
    };
    reply('220 localhost ESMTP test');

    const endOfData = (data: string) => {
      const mail = { ...envelope, data: data.replace(/^\.\./gm, '.') };
      envelope = { from: '', to: [] };
      if (state.options.hang) {
        state.hung += 1;
        return;
      }
      setTimeout(() => {
        state.attempts += 1;
        if (state.options.failWith) return reply(state.options.failWith);
        state.received.push(mail);
        reply('250 2.0.0 OK queued');
      }, state.options.delayMs ?? 0);
    };

    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          // Starts after the CRLF put back in front by the DATA branch.
          const data = buffer.slice(2, end + 2);
          buffer = buffer.slice(end + 5);
          inData = false;
          endOfData(data);
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') reply('250-localhost\r\n250-8BITMIME\r\n250 SMTPUTF8');
        else if (verb === 'HELO') reply('250 localhost');
        else if (verb === 'MAIL') {
          envelope.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          reply('250 2.1.0 OK');
        } else if (verb === 'RCPT') {
          envelope.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 2.1.5 OK');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
          // A CRLF in front lets an empty body ('.' alone) match the same end marker.
          buffer = `\r\n${buffer}`;
        } else if (verb === 'RSET') {
          envelope = { from: '', to: [] };
          reply('250 OK');
        } else if (verb === 'NOOP') reply('250 OK');
        else if (verb === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else reply('502 5.5.2 Command not implemented');
      }
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  state.url = `smtp://127.0.0.1:${address.port}`;
  state.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return state;
}
