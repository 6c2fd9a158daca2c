import { createHash } from 'node:crypto';
import type { AccessTokenList, CreatedToken } from '@sanity/shared/schemas/tokens';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAndLogin, createTestApp, patientSpec, registerDoctor, registerPatient, type SignedIn, type TestApp } from '../../../test/helpers';
import { accessTokens } from '../../db/schema/tokens';
import { createTestClock } from '../../lib/clock';

// Issue 31 point 3 at a fixed instant of the injected clock.
const clock = createTestClock('2026-05-04T08:00:00Z');
let t: TestApp;
let doctor: SignedIn;
let patient: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { SESSION_IDLE_DAYS: '365', SESSION_TTL_DAYS: '365' } });
  doctor = await registerDoctor(t.app, { displayName: 'Marco Bianchi' });
  patient = await registerPatient(t.app, { displayName: 'Giulia Rossi' });
  admin = await createAndLogin(t.app, patientSpec({ displayName: 'Anna Admin', admin: 1 }));
});
afterAll(() => t.close());

const create = (who: SignedIn, payload: object) => t.app.inject({ method: 'POST', url: '/api/tokens', headers: { cookie: who.cookie }, payload });
const list = async (who: SignedIn) => (await t.app.inject({ method: 'GET', url: '/api/tokens', headers: { cookie: who.cookie } })).json<AccessTokenList>();
const bearer = (token: string, url: string, extra: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, ...extra } });
const messageOf = (response: { json: <T>() => T }) => response.json<{ error: { message: string } }>().error.message;
async function tokenOf(who: SignedIn, scopes: string[], name = 'Gestionale'): Promise<CreatedToken> {
  const response = await create(who, { name, scopes });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CreatedToken>();
}

describe('creating, listing and revoking', () => {
  test('the token is shown once, only its SHA-256 is stored, the list shows its prefix and dates', async () => {
    clock.set('2026-05-04T08:00:00Z');
    const created = await tokenOf(patient, ['appointments:read'], 'App del telefono');
    expect(created.token).toMatch(/^snt_[A-Za-z0-9_-]{43}$/);
    expect(created.accessToken).toMatchObject({ name: 'App del telefono', scopes: ['appointments:read'], createdAt: '2026-05-04T08:00:00.000Z', lastUsedAt: null, expiresAt: null });
    expect(created.token.startsWith(created.accessToken.prefix)).toBe(true);
    const [row] = await t.database.db.select().from(accessTokens).where(eq(accessTokens.id, created.accessToken.id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(created.token).digest('hex'));
    // Nothing stored holds the token itself.
    expect(JSON.stringify(row)).not.toContain(created.token.slice(12));
    const listed = await list(patient);
    expect(listed.tokens.map((x) => x.id)).toContain(created.accessToken.id);
    expect(JSON.stringify(listed)).not.toContain(created.token);
    expect(listed.grantableScopes).toEqual(['appointments:read']);
  });

  test('scopes follow the account: a patient reads only their appointments, a doctor also the agenda and webhooks, an admin webhooks', async () => {
    const refused = await create(patient, { name: 'Agenda', scopes: ['agenda:read'] });
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe('Il tuo account non può concedere questo permesso.');
    expect((await create(patient, { name: 'Webhook', scopes: ['webhooks:manage'] })).statusCode).toBe(403);
    expect((await list(doctor)).grantableScopes).toEqual(['appointments:read', 'agenda:read', 'webhooks:manage']);
    expect((await list(admin)).grantableScopes).toEqual(['appointments:read', 'webhooks:manage']);
    expect((await create(doctor, { name: 'Gestionale', scopes: ['agenda:read', 'webhooks:manage'] })).statusCode).toBe(201);
    const bad = await create(doctor, { name: '', scopes: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { code: 'invalid-argument' } });
    expect(messageOf(await create(doctor, { name: 'X', scopes: ['tutto'] }))).toContain('Permesso sconosciuto.');
  });

  test('revoking: the token stops working at once; another account’s token cannot be revoked', async () => {
    const created = await tokenOf(doctor, ['webhooks:manage']);
    expect((await bearer(created.token, '/api/webhooks/endpoints')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/tokens/${created.accessToken.id}`, headers: { cookie: patient.cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/tokens/${created.accessToken.id}`, headers: { cookie: doctor.cookie } })).statusCode).toBe(204);
    const after = await bearer(created.token, '/api/webhooks/endpoints');
    expect(after.statusCode).toBe(401);
    expect(messageOf(after)).toBe('Token di accesso non valido, scaduto o revocato.');
    expect((await list(doctor)).tokens.map((x) => x.id)).not.toContain(created.accessToken.id);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/tokens/${created.accessToken.id}`, headers: { cookie: doctor.cookie } })).statusCode).toBe(404);
    const audit = await t.app.services.audit.adminLog({ limit: 50, subjectId: doctor.user.id });
    expect(audit.entries.map((x) => x.action)).toEqual(expect.arrayContaining(['token.create', 'token.revoke']));
  });

  test('an expiring token stops working at its expiry (the injected clock)', async () => {
    clock.set('2026-05-04T08:00:00Z');
    const created = await t.app.inject({ method: 'POST', url: '/api/tokens', headers: { cookie: doctor.cookie }, payload: { name: 'Prova', scopes: ['webhooks:manage'], expiresInDays: 1 } });
    const { token } = created.json<CreatedToken>();
    expect((await bearer(token, '/api/webhooks/endpoints')).statusCode).toBe(200);
    clock.set('2026-05-05T08:00:01Z');
    expect((await bearer(token, '/api/webhooks/endpoints')).statusCode).toBe(401);
    clock.set('2026-05-04T08:00:00Z');
  });
});

describe('where a token works', () => {
  test('the webhook API with its scope; last use written at most once a minute', async () => {
    clock.set('2026-05-04T09:00:00Z');
    const created = await tokenOf(doctor, ['webhooks:manage']);
    expect((await bearer(created.token, '/api/webhooks/endpoints')).statusCode).toBe(200);
    const lastUsed = async () => (await list(doctor)).tokens.find((x) => x.id === created.accessToken.id)!.lastUsedAt;
    expect(await lastUsed()).toBe('2026-05-04T09:00:00.000Z');
    clock.advance(30_000);
    await bearer(created.token, '/api/webhooks/endpoints');
    expect(await lastUsed()).toBe('2026-05-04T09:00:00.000Z');
    clock.advance(60_000);
    await bearer(created.token, '/api/webhooks/endpoints');
    expect(await lastUsed()).toBe('2026-05-04T09:01:30.000Z');
  });

  test('without the scope: 403 naming it', async () => {
    const created = await tokenOf(doctor, ['agenda:read']);
    const response = await bearer(created.token, '/api/webhooks/endpoints');
    expect(response.statusCode).toBe(403);
    expect(messageOf(response)).toBe('Il token non ha il permesso necessario (webhooks:manage).');
  });

  test.each(['/api/auth/me', '/api/appointments', '/api/tokens', '/api/users/me/notifications', '/api/doctors'])('refused on the app’s own route %s, even with a valid cookie beside it', async (url) => {
    const created = await tokenOf(doctor, ['appointments:read', 'agenda:read', 'webhooks:manage']);
    const alone = await bearer(created.token, url);
    expect(alone.statusCode).toBe(403);
    expect(messageOf(alone)).toBe('I token di accesso personali valgono solo per l’API FHIR e per i webhook.');
    expect((await bearer(created.token, url, { cookie: doctor.cookie })).statusCode).toBe(403);
    // The same request with the cookie alone is the app's as always.
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie: doctor.cookie } })).statusCode).not.toBe(403);
  });

  test('a token cannot make tokens', async () => {
    const created = await tokenOf(doctor, ['webhooks:manage']);
    const response = await t.app.inject({ method: 'POST', url: '/api/tokens', headers: { authorization: `Bearer ${created.token}` }, payload: { name: 'Altro', scopes: ['webhooks:manage'] } });
    expect(response.statusCode).toBe(403);
  });

  test('an unknown token is 401 on /fhir and the webhook API; a valid one reads /fhir', async () => {
    expect((await bearer('snt_sconosciuto', '/api/webhooks/endpoints')).statusCode).toBe(401);
    expect((await bearer('snt_sconosciuto', '/fhir/R4/Appointment')).statusCode).toBe(401);
    const created = await tokenOf(patient, ['appointments:read']);
    const read = await bearer(created.token, '/fhir/R4/Appointment');
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<{ resourceType: string }>().resourceType).toBe('Bundle');
  });

  test('a disabled account’s tokens stop working', async () => {
    const other = await registerDoctor(t.app, { displayName: 'Laura Esposito' });
    const created = await tokenOf(other, ['webhooks:manage']);
    expect((await bearer(created.token, '/api/webhooks/endpoints')).statusCode).toBe(200);
    const disabled = await t.app.inject({ method: 'POST', url: `/api/admin/users/${other.user.id}/disable`, headers: { cookie: admin.cookie }, payload: { reason: 'Prova' } });
    expect(disabled.statusCode, disabled.body).toBeLessThan(300);
    expect((await bearer(created.token, '/api/webhooks/endpoints')).statusCode).toBe(401);
  });

  test('an erased account’s tokens are deleted with it', async () => {
    const leaving = await registerPatient(t.app, { displayName: 'Paolo Verdi' });
    const created = await tokenOf(leaving, ['appointments:read']);
    const erased = await t.app.inject({ method: 'DELETE', url: '/api/account', headers: { cookie: leaving.cookie }, payload: { currentPassword: 'Paziente123!' } });
    expect(erased.statusCode, erased.body).toBeLessThan(300);
    expect(await t.database.db.select().from(accessTokens).where(eq(accessTokens.userId, leaving.user.id))).toEqual([]);
    expect((await bearer(created.token, '/fhir/R4/Appointment')).statusCode).toBe(401);
  });
});
