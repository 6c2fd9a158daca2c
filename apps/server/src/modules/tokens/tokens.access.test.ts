import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { registerErrorHandler } from '../../plugins/errors';
import type { Services } from '../../services';
import { registerTokenAuth, requestHasScope, tokenCaller } from './tokens.access';
import type { TokenAuthentication } from './tokens.service';

/** `tokenCaller`, the seam of the FHIR code (issue 31): what a /fhir route sees of a token, and the 403 of a missing scope. */
const app = Fastify({ logger: false });
const patientToken: TokenAuthentication = {
  user: { id: 'p1', role: 'user', admin: 0, email: 'p@example.it', sessionId: 'token:t1' },
  token: { id: 't1', scopes: ['appointments:read'] },
};

beforeAll(async () => {
  app.decorate('services', { tokens: { authenticate: (raw: string) => Promise.resolve(raw === 'snt_paziente' ? patientToken : null) } } as unknown as Services);
  app.decorateRequest('user', null);
  registerErrorHandler(app);
  registerTokenAuth(app);
  app.get('/fhir/R4/Appointment', (request) => ({ caller: tokenCaller(request, 'appointments:read'), scoped: requestHasScope(request, 'appointments:read') }));
  app.get('/fhir/R4/Schedule', (request) => ({ caller: tokenCaller(request, 'agenda:read') }));
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, token?: string) => app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('tokenCaller', () => {
  test('null without a token: the caller is the session’s (or nobody), as before', async () => {
    expect((await get('/fhir/R4/Appointment')).json()).toEqual({ caller: null, scoped: true });
  });

  test('the token’s account and scopes when it carries the scope', async () => {
    expect((await get('/fhir/R4/Appointment', 'snt_paziente')).json()).toEqual({
      caller: { userId: 'p1', tokenId: 't1', scopes: ['appointments:read'], isDoctor: false, isAdmin: false },
      scoped: true,
    });
  });

  test('403 naming the scope it lacks; 401 for an unknown token', async () => {
    const refused = await get('/fhir/R4/Schedule', 'snt_paziente');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: { code: 'permission-denied', message: 'Il token non ha il permesso necessario (agenda:read).' } });
    expect((await get('/fhir/R4/Appointment', 'snt_altro')).statusCode).toBe(401);
  });
});
