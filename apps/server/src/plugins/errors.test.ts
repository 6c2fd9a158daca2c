import net from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, registerPatient, type TestApp } from '../../test/helpers';
import { registerErrorHandler } from './errors';

/** Our error body, exactly: a code and the Italian message, nothing of Fastify's own shape. */
function expectError(body: string, code: string, message: string): void {
  expect(JSON.parse(body)).toEqual({ error: { code, message } });
}

/** Writes raw bytes on a new connection and returns everything the server sends until it closes. */
function rawExchange(baseUrl: string, chunks: Array<{ data: string; delayMs?: number; before?: () => void }>): Promise<string> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (d: string) => (received += d));
    socket.on('error', () => resolve(received));
    socket.on('close', () => resolve(received));
    socket.on('connect', () => {
      void (async () => {
        for (const chunk of chunks) {
          if (chunk.delayMs) await new Promise((r) => setTimeout(r, chunk.delayMs));
          chunk.before?.();
          socket.write(chunk.data);
        }
      })().catch(reject);
    });
  });
}

describe('errors raised before our handler: same status, our shape, Italian', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test('malformed percent-encoding in the path is 400 Richiesta non valida', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/doctors/%ff' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['x-request-id']).toBeTruthy();
    expectError(response.body, 'invalid-argument', 'Richiesta non valida.');
  });

  test('a path parameter over the limit is 414 in Italian', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/doctors/${'a'.repeat(500)}` });
    expect(response.statusCode).toBe(414);
    expectError(response.body, 'invalid-argument', "L'indirizzo richiesto è troppo lungo.");
  });

  test.each([
    ['a body over the limit', 'application/json', JSON.stringify({ email: 'a@b.it', password: 'x'.repeat(2 * 1024 * 1024) }), 413, 'Il contenuto inviato è troppo grande.'],
    ['an unsupported content type', 'application/xml', '<login/>', 415, 'Il formato del contenuto inviato non è supportato.'],
    ['malformed JSON', 'application/json', '{"email": ', 400, 'Richiesta non valida.'],
  ])('%s is answered %i in Italian', async (_case, contentType, payload, status, message) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': contentType }, payload });
    expect(response.statusCode).toBe(status);
    expectError(response.body, 'invalid-argument', message);
  });

  test('an unknown API route is 404 in Italian, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/non-esiste' });
      expect(response.statusCode).toBe(404);
      expectError(response.body, 'not-found', 'Risorsa non trovata.');
    }
  });
});

describe('errors answered on the socket by a listening server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ listen: 0 });
  });
  afterAll(() => t.close());

  test('headers over the limit are 431 in our shape and Italian', async () => {
    const response = await rawExchange(t.baseUrl!, [
      { data: `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Grande: ${'a'.repeat(64 * 1024)}\r\n\r\n` },
    ]);
    expect(response).toMatch(/^HTTP\/1\.1 431 /);
    expect(response.toLowerCase()).toContain('content-type: application/json; charset=utf-8');
    expectError(response.slice(response.indexOf('\r\n\r\n') + 4), 'invalid-argument', 'Le intestazioni della richiesta sono troppo grandi.');
  });

  test('a request that is not HTTP is 400 in our shape and Italian', async () => {
    const response = await rawExchange(t.baseUrl!, [{ data: 'NON È HTTP\r\n\r\n' }]);
    expect(response).toMatch(/^HTTP\/1\.1 400 /);
    expectError(response.slice(response.indexOf('\r\n\r\n') + 4), 'invalid-argument', 'Richiesta non valida.');
  });
});

describe('while the server is closing', () => {
  test('a request arriving on an open connection is 503 in our shape and Italian, and the connection closes', async () => {
    const t = await createTestApp({ listen: 0 });
    let closing: Promise<void> | undefined;
    try {
      const body = JSON.stringify({ email: 'nessuno@example.it', password: 'Password123!' });
      // The first request is left unfinished (half its body), so its connection is busy when the
      // server starts closing; the rest of it and a second request follow once closing has begun.
      const response = await rawExchange(t.baseUrl!, [
        {
          data:
            `POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
            `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
        },
        {
          delayMs: 150,
          before: () => {
            closing = t.app.close();
          },
          data: `${body.slice(10)}GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n`,
        },
      ]);
      const second = response.slice(response.indexOf('HTTP/1.1', 1));
      expect(second).toMatch(/^HTTP\/1\.1 503 /);
      expect(second.toLowerCase()).toContain('connection: close');
      expectError(second.slice(second.indexOf('\r\n\r\n') + 4), 'unavailable', 'Servizio momentaneamente non disponibile.');
    } finally {
      await closing;
      await t.database.close();
    }
  });
});

describe('the database refusing a value is the client’s 400, not a 500', () => {
  test('SQLSTATEs of unstorable input inside a driver error become 400 Richiesta non valida; others stay 500', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    const dbError = (code: string) => Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('driver'), { code }) });
    for (const code of ['22021', '22P05', '22008', '22007', '22003', '22P02', '54000', '22001']) {
      app.get(`/state/${code}`, () => {
        throw dbError(code);
      });
    }
    app.get('/state/42P01', () => {
      throw dbError('42P01');
    });
    for (const code of ['22021', '22P05', '22008', '22007', '22003', '22P02', '54000', '22001']) {
      const response = await app.inject({ method: 'GET', url: `/state/${code}` });
      expect(response.statusCode, code).toBe(400);
      expectError(response.body, 'invalid-argument', 'Richiesta non valida.');
    }
    const undefinedTable = await app.inject({ method: 'GET', url: '/state/42P01' });
    expect(undefinedTable.statusCode).toBe(500);
    expectError(undefinedTable.body, 'internal', 'Si è verificato un errore interno. Riprova più tardi.');
    await app.close();
  });

  test('a transaction rolled back for a concurrent one (deadlock, serialization) is 503 to send again, not a 500', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    const codes = ['40P01', '40001', '55P03'];
    for (const code of codes) {
      app.post(`/state/${code}`, () => {
        throw Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('driver'), { code }) });
      });
    }
    for (const code of codes) {
      const response = await app.inject({ method: 'POST', url: `/state/${code}` });
      expect(response.statusCode, code).toBe(503);
      expect(response.headers['retry-after'], code).toBe('1');
      expectError(response.body, 'unavailable', 'Troppe modifiche nello stesso momento: non è stato salvato nulla. Riprova tra qualche istante.');
    }
    await app.close();
  });

  test('a registered user still signs in after the refused requests (nothing half-written)', async () => {
    const t = await createTestApp();
    try {
      const patient = await registerPatient(t.app);
      const refused = await t.app.inject({ method: 'PATCH', url: `/api/users/${patient.user.id}`, headers: { cookie: patient.cookie }, payload: { citta: 'Ro\u0000ma' } });
      expect(refused.statusCode).toBe(400);
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: patient.cookie } });
      expect(me.json<{ user: { citta: string | null } }>().user.citta).toBeNull();
    } finally {
      await t.close();
    }
  });
});
