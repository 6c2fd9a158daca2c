import { connect } from 'node:net';
import type { ResponseLike } from './response-check';

/**
 * Requests that only a real socket can send: Node's HTTP parser refuses them before Fastify (and
 * `app.inject`) ever sees a request. Each is written byte for byte.
 */
export const rawHttpRequests: ReadonlyArray<{ label: string; bytes: string | Buffer }> = [
  { label: 'header oltre 16 KB', bytes: `GET /api/doctors HTTP/1.1\r\nHost: x\r\nX-Grande: ${'a'.repeat(20_000)}\r\n\r\n` },
  { label: 'URL oltre 16 KB', bytes: `GET /api/doctors?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n` },
  { label: 'riga di richiesta malformata', bytes: 'GET /api/doctors HTTP/9.9 extra\r\nHost: x\r\n\r\n' },
  { label: 'header senza due punti', bytes: 'GET /api/doctors HTTP/1.1\r\nHost: x\r\nSenzaDuePunti\r\n\r\n' },
  { label: 'NUL nel percorso', bytes: Buffer.from('GET /api/doctors/a\u0000b HTTP/1.1\r\nHost: x\r\n\r\n', 'latin1') },
  { label: 'byte non ASCII nel percorso', bytes: Buffer.concat([Buffer.from('GET /api/doctors/'), Buffer.from([0xff, 0xfe]), Buffer.from(' HTTP/1.1\r\nHost: x\r\n\r\n')]) },
  { label: 'percent-encoding malformato', bytes: 'GET /api/doctors/%ff HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n' },
  { label: 'Content-Length non numerico', bytes: 'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n{}' },
  { label: 'Content-Length doppio', bytes: 'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}' },
  { label: 'chunked malformato', bytes: 'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n' },
  { label: 'chunked e Content-Length', bytes: 'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n' },
  { label: 'metodo inventato', bytes: 'FUZZ /api/doctors HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n' },
  { label: 'spazzatura', bytes: Buffer.from([0x16, 0x03, 0x01, 0x02, 0x00, 0x01, 0x00, 0x01, 0xfc, 0x03, 0x03, 0x0d, 0x0a, 0x0d, 0x0a]) },
];

function dechunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < body.length) {
    const lineEnd = body.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = parseInt(body.subarray(at, lineEnd).toString('latin1'), 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** Writes `bytes` on a new connection and reads the answer until the server closes it (or 3 s pass). */
export function rawRequest(port: number, bytes: string | Buffer): Promise<ResponseLike | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect({ port, host: '127.0.0.1' }, () => socket.end(bytes));
    socket.setTimeout(3000, () => socket.destroy());
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? undefined : reject(error)));
    socket.on('close', () => {
      const raw = Buffer.concat(chunks);
      const headEnd = raw.indexOf('\r\n\r\n');
      if (raw.length === 0 || headEnd < 0) return resolve(null);
      const [statusLine = '', ...lines] = raw.subarray(0, headEnd).toString('latin1').split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      let body: Buffer = raw.subarray(headEnd + 4);
      if (headers['transfer-encoding']?.includes('chunked')) body = dechunk(body);
      resolve({ statusCode: Number(statusLine.split(' ')[1]), headers, body: body.toString('utf8') });
    });
  });
}
