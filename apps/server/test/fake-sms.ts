import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for an SMS provider speaking Twilio's Messages API (issue 26), on 127.0.0.1:
 * `POST /2010-04-01/Accounts/{sid}/Messages.json` with form-encoded To/From/Body and basic auth.
 * It records every message it accepted and every request; a test makes it fail (an error status
 * with Twilio's error body) or slow (an answer after a delay) for the next requests.
 */
export interface FakeSmsMessage {
  sid: string;
  accountSid: string;
  to: string;
  from: string;
  body: string;
  /** The basic-auth credentials it was sent with, `sid:token`. */
  auth: string;
}

export interface FakeSmsBehaviour {
  /** Answer this status with Twilio's error body instead of accepting. */
  status?: number;
  /** Wait this long before answering. */
  delayMs?: number;
}

export interface FakeSmsProvider {
  /** SMS_API_URL: http://127.0.0.1:PORT */
  url: string;
  /** The messages accepted, in order. */
  messages: FakeSmsMessage[];
  /** How many requests arrived, accepted or not. */
  requests: number;
  /** How to answer from now on (default: accept at once). */
  behave(behaviour: FakeSmsBehaviour): void;
  reset(): void;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeSmsProvider(): Promise<FakeSmsProvider> {
  let behaviour: FakeSmsBehaviour = {};
  const fake = { messages: [] as FakeSmsMessage[], requests: 0 };
  const pending = new Set<NodeJS.Timeout>();

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      fake.requests += 1;
      const answer = behaviour;
      const raw = await readBody(request);
      const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(request.url ?? '');
      const send = (status: number, body: unknown) => {
        if (response.destroyed) return;
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const reply = () => {
        if (!match || request.method !== 'POST') return send(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
        if (answer.status) return send(answer.status, { code: 30001, message: `Queue overflow while sending to ${new URLSearchParams(raw).get('To') ?? ''}`, status: answer.status });
        const form = new URLSearchParams(raw);
        const auth = Buffer.from((request.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString('utf8');
        const message = { sid: `SM${String(fake.messages.length + 1).padStart(32, '0')}`, accountSid: decodeURIComponent(match[1] ?? ''), to: form.get('To') ?? '', from: form.get('From') ?? '', body: form.get('Body') ?? '', auth };
        fake.messages.push(message);
        return send(201, { sid: message.sid, status: 'queued', to: message.to, from: message.from, body: message.body });
      };
      if (answer.delayMs) {
        const timer = setTimeout(() => {
          pending.delete(timer);
          reply();
        }, answer.delayMs);
        pending.add(timer);
      } else {
        reply();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    get messages() {
      return fake.messages;
    },
    get requests() {
      return fake.requests;
    },
    behave(next) {
      behaviour = next;
    },
    reset() {
      behaviour = {};
      fake.messages.length = 0;
      fake.requests = 0;
    },
    async close() {
      for (const timer of pending) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
