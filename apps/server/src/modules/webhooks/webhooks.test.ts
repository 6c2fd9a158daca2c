import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Appointment } from '@sanity/shared/schemas/appointments';
import type { DataExport } from '@sanity/shared/schemas/privacy';
import type { CreatedToken } from '@sanity/shared/schemas/tokens';
import type { WebhookDeliveryPage, WebhookEndpoint, WebhookSecret } from '@sanity/shared/schemas/webhooks';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { book, bookingPayload, insertConfirmedAppointment, openPractice, romeIso, VISIT } from '../../../test/booking';
import { createAndLogin, createTestApp, patientSpec, registerDoctor, registerPatient, type SignedIn, type TestApp } from '../../../test/helpers';
import { markEmailVerified } from '../../../test/verification';
import { createTestClock } from '../../lib/clock';
import { hashSecretToken } from '../../lib/token-hash';

// Issue 31 point 4 at fixed instants of the injected clock: Monday 4 May 2026, 10:00 in Rome.
const clock = createTestClock('2026-05-04T08:00:00Z');
let t: TestApp;
let doctor: SignedIn;
let otherDoctor: SignedIn;
let patient: SignedIn;
let admin: SignedIn;

/** A local receiver (127.0.0.1: WEBHOOKS_ALLOW_PRIVATE_NETWORKS lets it in, as CALDAV_ALLOW_PRIVATE_NETWORKS does Radicale). */
interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}
let receiver: Server;
let base = '';
const received: Received[] = [];
let answer = 200;

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body });
      response.statusCode = answer;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  t = await createTestApp({ clock, env: { WEBHOOKS_ALLOW_PRIVATE_NETWORKS: 'true', SESSION_IDLE_DAYS: '365', SESSION_TTL_DAYS: '365', BOOKINGS_PER_DOCTOR_MAX: '50' } });
  doctor = await registerDoctor(t.app, { displayName: 'Marco Bianchi' });
  otherDoctor = await registerDoctor(t.app, { displayName: 'Laura Esposito' });
  patient = await registerPatient(t.app, { displayName: 'Giulia Rossi' });
  admin = await createAndLogin(t.app, patientSpec({ displayName: 'Anna Admin', admin: 1 }));
  await markEmailVerified(t, doctor.user.id, otherDoctor.user.id);
  await openPractice(t.app, doctor, [VISIT]);
  await openPractice(t.app, otherDoctor, [VISIT]);
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => receiver.close(resolve));
});

const call = (who: SignedIn, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });
const messageOf = (response: { json: <T>() => T }) => response.json<{ error: { message: string } }>().error.message;
const ALL = ['appointment.booked', 'appointment.moved', 'appointment.cancelled', 'appointment.confirmed', 'appointment.no_show', 'review.published'];

async function register(who: SignedIn, pathName: string, events = ALL, scope: 'practice' | 'platform' = 'practice'): Promise<WebhookSecret> {
  const response = await call(who, 'POST', '/api/webhooks/endpoints', { url: `${base}${pathName}`, events, scope });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<WebhookSecret>();
}
const to = (pathName: string) => received.filter((r) => r.path === pathName);
/** Verifies with the Standard Webhooks library, its clock set to the message's own time (ours is the injected test clock). */
function verify(secret: string, message: Received): unknown {
  const at = Number(message.headers['webhook-timestamp']) * 1000;
  const spy = vi.spyOn(Date, 'now').mockReturnValue(at);
  try {
    return new Webhook(secret).verify(message.body, message.headers as Record<string, string>);
  } finally {
    spy.mockRestore();
  }
}
async function deliveries(who: SignedIn, endpointId: string): Promise<WebhookDeliveryPage> {
  return (await call(who, 'GET', `/api/webhooks/endpoints/${endpointId}/deliveries`)).json<WebhookDeliveryPage>();
}

describe('registering an endpoint', () => {
  test('https only, and the private-network guard of CalDAV (with the flag off, the default)', async () => {
    const strict = await createTestApp({ clock });
    try {
      const who = await registerDoctor(strict.app);
      const post = (url: string) => strict.app.inject({ method: 'POST', url: '/api/webhooks/endpoints', headers: { cookie: who.cookie }, payload: { url, events: ['appointment.booked'] } });
      const plain = await post('http://93.184.215.14/hook');
      expect(plain.statusCode).toBe(400);
      expect(messageOf(plain)).toBe('L’endpoint deve usare https.');
      for (const url of ['https://127.0.0.1/hook', 'https://10.1.2.3/hook', 'https://169.254.169.254/latest', 'https://[::1]/hook', 'https://192.168.1.10/hook']) {
        const refused = await post(url);
        expect(refused.statusCode, url).toBe(400);
        expect(messageOf(refused)).toBe('Questo indirizzo è su una rete privata: Sanity non può contattarlo.');
      }
      expect(messageOf(await post('non è un url'))).toBe('Inserisci un URL valido.');
      const ok = await post('https://93.184.215.14/hook');
      expect(ok.statusCode, ok.body).toBe(201);
      expect(ok.json<WebhookSecret>().secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    } finally {
      await strict.close();
    }
    // Even with the flag, the metadata service and link-local addresses are never a receiver.
    expect((await call(doctor, 'POST', '/api/webhooks/endpoints', { url: 'http://169.254.169.254/x', events: ['appointment.booked'] })).statusCode).toBe(400);
  });

  test('who manages what: a patient none, a doctor their practice, the admin the platform', async () => {
    expect((await call(patient, 'GET', '/api/webhooks/endpoints')).statusCode).toBe(403);
    expect((await call(patient, 'POST', '/api/webhooks/endpoints', { url: `${base}/p`, events: ['appointment.booked'] })).statusCode).toBe(403);
    const platformByDoctor = await call(doctor, 'POST', '/api/webhooks/endpoints', { url: `${base}/p`, events: ['appointment.booked'], scope: 'platform' });
    expect(platformByDoctor.statusCode).toBe(403);
    expect(messageOf(platformByDoctor)).toBe('Solo un amministratore gestisce i webhook della piattaforma.');
    const mine = await register(otherDoctor, '/other', ['appointment.booked']);
    // Another doctor's endpoint does not exist for this one.
    expect((await call(doctor, 'DELETE', `/api/webhooks/endpoints/${mine.endpoint.id}`)).statusCode).toBe(404);
    expect((await call(doctor, 'GET', `/api/webhooks/endpoints/${mine.endpoint.id}/deliveries`)).statusCode).toBe(404);
    expect((await call(otherDoctor, 'DELETE', `/api/webhooks/endpoints/${mine.endpoint.id}`)).statusCode).toBe(204);
  });

  test('with a token carrying webhooks:manage, as with the session', async () => {
    const created = (await call(doctor, 'POST', '/api/tokens', { name: 'Gestionale', scopes: ['webhooks:manage'] })).json<CreatedToken>();
    const response = await t.app.inject({ method: 'POST', url: '/api/webhooks/endpoints', headers: { authorization: `Bearer ${created.token}` }, payload: { url: `${base}/by-token`, events: ['review.published'] } });
    expect(response.statusCode, response.body).toBe(201);
    const listed = await t.app.inject({ method: 'GET', url: '/api/webhooks/endpoints', headers: { authorization: `Bearer ${created.token}` } });
    expect(listed.json<{ endpoints: WebhookEndpoint[] }>().endpoints.map((e) => e.url)).toContain(`${base}/by-token`);
    expect((await call(doctor, 'DELETE', `/api/webhooks/endpoints/${response.json<WebhookSecret>().endpoint.id}`)).statusCode).toBe(204);
  });
});

describe('deliveries', () => {
  test('every event reaches the practice’s and the platform’s endpoints, signed, with ids and times but no health data', async () => {
    clock.set('2026-05-04T08:00:00Z');
    received.length = 0;
    answer = 200;
    const practice = await register(doctor, '/practice');
    const platform = await register(admin, '/platform', ALL, 'platform');
    const otherPractice = await register(otherDoctor, '/other-practice');

    const booked = await book(t.app, patient, bookingPayload(doctor.user.id, romeIso('2026-05-20', '10:00'), { customerInfo: { name: 'Giulia Rossi', email: 'giulia@example.it', phone: '+39 333 1234567', notes: 'Dolore al petto da una settimana' } }));
    expect(booked.statusCode, booked.body).toBe(201);
    const appointment = booked.json<{ appointment: Appointment }>().appointment;
    const moved = await call(patient, 'POST', `/api/appointments/${appointment.id}/reschedule`, { dateTime: romeIso('2026-05-21', '11:00') });
    expect(moved.statusCode, moved.body).toBe(200);
    const links = await t.app.services.appointments.reminderLinksFor(appointment.id, clock.now());
    const confirmToken = new URL(links!.confirm).searchParams.get('token')!;
    expect((await t.app.inject({ method: 'POST', url: `/api/appointment-links/${confirmToken}/confirm` })).statusCode).toBe(200);
    const cancelled = await call(patient, 'POST', `/api/appointments/${appointment.id}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBeLessThan(300);
    // A visit that took place: no-show, then (another) reviewed.
    const past = await insertConfirmedAppointment(t.database.db, { doctorId: doctor.user.id, serviceId: VISIT.id, patient }, new Date('2026-05-01T08:00:00Z'));
    expect((await call(doctor, 'POST', `/api/appointments/${past}/no-show`)).statusCode).toBe(200);
    const reviewed = await insertConfirmedAppointment(t.database.db, { doctorId: doctor.user.id, serviceId: VISIT.id, patient }, new Date('2026-05-02T08:00:00Z'));
    const review = await call(patient, 'POST', '/api/reviews', { appointmentId: reviewed, rating: 5, text: 'Puntuale e molto chiaro nelle spiegazioni, studio accogliente.', showAs: 'name' });
    expect(review.statusCode, review.body).toBe(201);

    await t.app.services.jobs.drain();
    for (const [pathName, secret] of [['/practice', practice.secret], ['/platform', platform.secret]] as const) {
      const messages = to(pathName);
      // Each event once (the runner delivers concurrently: in any order).
      expect(messages.map((m) => (JSON.parse(m.body) as { type: string }).type).sort(), pathName).toEqual([...ALL].sort());
      for (const message of messages) {
        const payload = verify(secret, message) as { type: string; timestamp: string; data: Record<string, unknown> };
        expect(message.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
        expect(message.headers['content-type']).toBe('application/json');
        expect(payload.data.doctorId).toBe(doctor.user.id);
        // Ids and times only: no notes, intake answers, the person visited or the service's name.
        expect(message.body).not.toMatch(/Dolore|Giulia|giulia@|333|Visita cardiologica|Puntuale|customFields|notes/);
        expect(Object.keys(payload.data).every((k) => /Id$|At$|^status$|^mode$|^rating$|^cancelledBy$/.test(k))).toBe(true);
      }
    }
    const bodies = to('/practice').map((m) => JSON.parse(m.body) as { type: string; data: Record<string, string> });
    const first = bodies.find((b) => b.type === 'appointment.booked');
    const second = bodies.find((b) => b.type === 'appointment.moved');
    expect(first!.data).toMatchObject({ appointmentId: appointment.id, patientId: patient.user.id, serviceId: VISIT.id, startsAt: romeIso('2026-05-20', '10:00') });
    expect(second!.data).toMatchObject({ startsAt: romeIso('2026-05-21', '11:00'), previousStartsAt: romeIso('2026-05-20', '10:00') });
    // Another practice's endpoint hears nothing of this doctor.
    expect(to('/other-practice')).toEqual([]);
    const log = await deliveries(doctor, practice.endpoint.id);
    expect(log.deliveries).toHaveLength(6);
    expect(log.deliveries.every((d) => d.status === 'succeeded' && d.attempts === 1 && d.responseCode === 200)).toBe(true);
    for (const id of [practice.endpoint.id, otherPractice.endpoint.id]) await call(id === practice.endpoint.id ? doctor : otherDoctor, 'DELETE', `/api/webhooks/endpoints/${id}`);
    await call(admin, 'DELETE', `/api/webhooks/endpoints/${platform.endpoint.id}`);
  });

  test('a failure is retried with backoff under the same webhook-id, logged, and can be replayed', async () => {
    clock.set('2026-05-05T08:00:00Z');
    received.length = 0;
    answer = 503;
    const endpoint = await register(doctor, '/flaky', ['appointment.booked']);
    const booked = await book(t.app, patient, bookingPayload(doctor.user.id, romeIso('2026-05-22', '10:00')));
    expect(booked.statusCode, booked.body).toBe(201);
    await t.app.services.jobs.drain();
    expect(to('/flaky')).toHaveLength(1);
    let [entry] = (await deliveries(doctor, endpoint.endpoint.id)).deliveries;
    expect(entry).toMatchObject({ status: 'pending', attempts: 1, responseCode: 503, lastError: 'Risposta HTTP 503' });
    // Nothing before the backoff's wait, then the second attempt.
    await t.app.services.jobs.drain();
    expect(to('/flaky')).toHaveLength(1);
    answer = 200;
    clock.advance(60_000);
    await t.app.services.jobs.drain();
    const attempts = to('/flaky');
    expect(attempts).toHaveLength(2);
    expect(attempts[1]!.headers['webhook-id']).toBe(attempts[0]!.headers['webhook-id']);
    expect(Number(attempts[1]!.headers['webhook-timestamp'])).toBeGreaterThan(Number(attempts[0]!.headers['webhook-timestamp']));
    verify(endpoint.secret, attempts[1]!);
    [entry] = (await deliveries(doctor, endpoint.endpoint.id)).deliveries;
    expect(entry).toMatchObject({ status: 'succeeded', attempts: 2, responseCode: 200, lastError: null });

    const replay = await call(doctor, 'POST', `/api/webhooks/deliveries/${entry!.id}/replay`);
    expect(replay.statusCode, replay.body).toBe(202);
    expect((await call(otherDoctor, 'POST', `/api/webhooks/deliveries/${entry!.id}/replay`)).statusCode).toBe(404);
    await t.app.services.jobs.drain();
    expect(to('/flaky')).toHaveLength(3);
    expect(to('/flaky')[2]!.headers['webhook-id']).toBe(attempts[0]!.headers['webhook-id']);
    [entry] = (await deliveries(doctor, endpoint.endpoint.id)).deliveries;
    expect(entry).toMatchObject({ status: 'succeeded', attempts: 3 });
    await call(doctor, 'DELETE', `/api/webhooks/endpoints/${endpoint.endpoint.id}`);
  });

  test('an endpoint failing for three days is disabled and its owner gets an e-mail', async () => {
    clock.set('2026-05-06T08:00:00Z');
    received.length = 0;
    answer = 500;
    const endpoint = await register(otherDoctor, '/down', ['appointment.booked']);
    expect((await book(t.app, patient, bookingPayload(otherDoctor.user.id, romeIso('2026-05-25', '10:00')))).statusCode).toBe(201);
    await t.app.services.jobs.drain();
    clock.advance(2 * 24 * 60 * 60_000);
    expect((await book(t.app, patient, bookingPayload(otherDoctor.user.id, romeIso('2026-05-26', '10:00')))).statusCode).toBe(201);
    await t.app.services.jobs.drain();
    let listed = (await call(otherDoctor, 'GET', '/api/webhooks/endpoints')).json<{ endpoints: WebhookEndpoint[] }>().endpoints;
    expect(listed[0]).toMatchObject({ enabled: true, failingSince: '2026-05-06T08:00:00.000Z' });
    clock.advance(24 * 60 * 60_000);
    expect((await book(t.app, patient, bookingPayload(otherDoctor.user.id, romeIso('2026-05-27', '10:00')))).statusCode).toBe(201);
    await t.app.services.jobs.drain();
    listed = (await call(otherDoctor, 'GET', '/api/webhooks/endpoints')).json<{ endpoints: WebhookEndpoint[] }>().endpoints;
    expect(listed[0]).toMatchObject({ enabled: false, disabledAt: '2026-05-09T08:00:00.000Z' });
    const outbox = path.join(t.config.DATA_DIR, 'outbox');
    const files = (await readdir(outbox)).filter((f) => f.includes(`_${endpoint.endpoint.id}_webhook-disabled_`));
    expect(files).toHaveLength(1);
    const mail = await readFile(path.join(outbox, files[0]!), 'utf8');
    expect(mail).toContain('Subject: Webhook disattivato');
    // Disabled: no more deliveries; a replay is refused until it is enabled again.
    const sent = to('/down').length;
    expect((await book(t.app, patient, bookingPayload(otherDoctor.user.id, romeIso('2026-05-28', '10:00')))).statusCode).toBe(201);
    clock.advance(2 * 60 * 60_000);
    await t.app.services.jobs.drain();
    expect(to('/down')).toHaveLength(sent);
    const [last] = (await deliveries(otherDoctor, endpoint.endpoint.id)).deliveries;
    expect((await call(otherDoctor, 'POST', `/api/webhooks/deliveries/${last!.id}/replay`)).statusCode).toBe(409);
    const enabled = await call(otherDoctor, 'PATCH', `/api/webhooks/endpoints/${endpoint.endpoint.id}`, { enabled: true });
    expect(enabled.json<WebhookEndpoint>()).toMatchObject({ enabled: true, disabledAt: null, failingSince: null });
    await call(otherDoctor, 'DELETE', `/api/webhooks/endpoints/${endpoint.endpoint.id}`);
  });

  test('a rotated secret: both signatures during the overlap, then only the new one', async () => {
    clock.set('2026-05-10T08:00:00Z');
    received.length = 0;
    answer = 200;
    const endpoint = await register(doctor, '/rotating', ['appointment.booked']);
    const rotated = await call(doctor, 'POST', `/api/webhooks/endpoints/${endpoint.endpoint.id}/rotate-secret`);
    expect(rotated.statusCode).toBe(200);
    const fresh = rotated.json<WebhookSecret>();
    expect(fresh.secret).not.toBe(endpoint.secret);
    expect(fresh.endpoint.previousSecretUntil).toBe('2026-05-11T08:00:00.000Z');
    expect((await book(t.app, patient, bookingPayload(doctor.user.id, romeIso('2026-05-29', '10:00')))).statusCode).toBe(201);
    await t.app.services.jobs.drain();
    const [during] = to('/rotating');
    expect(String(during!.headers['webhook-signature']).split(' ')).toHaveLength(2);
    verify(endpoint.secret, during!);
    verify(fresh.secret, during!);
    clock.advance(25 * 60 * 60_000);
    expect((await book(t.app, patient, bookingPayload(doctor.user.id, romeIso('2026-05-29', '11:00')))).statusCode).toBe(201);
    await t.app.services.jobs.drain();
    const after = to('/rotating')[1]!;
    expect(String(after.headers['webhook-signature']).split(' ')).toHaveLength(1);
    verify(fresh.secret, after);
    expect(() => verify(endpoint.secret, after)).toThrow('No matching signature found');
    await call(doctor, 'DELETE', `/api/webhooks/endpoints/${endpoint.endpoint.id}`);
  });
});

describe('the OpenAPI document', () => {
  test('covers the token and webhook routes, with the bearer scheme on the webhook API', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, { security?: unknown[] }>>; components: { securitySchemes: Record<string, unknown> } }>();
    expect(doc.components.securitySchemes.accessToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/tokens/', '/api/tokens/{id}', '/api/webhooks/endpoints', '/api/webhooks/endpoints/{id}/rotate-secret', '/api/webhooks/deliveries/{id}/replay']));
    expect(doc.paths['/api/webhooks/endpoints']!.post!.security).toEqual([{ session: [] }, { accessToken: [] }]);
  });
});

describe('an account erased (GDPR art. 17) cancels its future visits', () => {
  test('each cancellation reaches the doctor’s endpoint as the same appointment.cancelled event, with ids and times only', async () => {
    clock.set('2026-05-12T08:00:00Z');
    received.length = 0;
    answer = 200;
    const endpoint = await register(doctor, '/erasure', ['appointment.cancelled']);
    const leaving = await registerPatient(t.app, { displayName: 'Ettore Uscente', email: 'ettore.uscente@example.it' });
    const visits: Appointment[] = [];
    for (const [date, time] of [['2026-05-25', '09:00'], ['2026-05-26', '15:30']] as const) {
      const booked = await book(t.app, leaving, bookingPayload(doctor.user.id, romeIso(date, time), { customerInfo: { name: 'Ettore Uscente', email: 'ettore.uscente@example.it', phone: '+39 333 9998887', notes: 'Dolore al petto' } }));
      expect(booked.statusCode, booked.body).toBe(201);
      visits.push(booked.json<{ appointment: Appointment }>().appointment);
    }
    await t.app.services.jobs.drain();
    expect(to('/erasure')).toEqual([]);

    const erased = await t.app.inject({ method: 'DELETE', url: '/api/account', headers: { cookie: leaving.cookie }, payload: { currentPassword: 'Paziente123!' } });
    expect(erased.statusCode, erased.body).toBe(204);
    await t.app.services.jobs.drain();

    const messages = to('/erasure');
    expect(messages).toHaveLength(2);
    const events = messages.map((m) => verify(endpoint.secret, m) as { type: string; timestamp: string; data: Record<string, string> });
    expect(events.map((e) => [e.type, e.data.appointmentId]).sort()).toEqual(visits.map((v) => ['appointment.cancelled', v.id]).sort());
    const first = events.find((e) => e.data.appointmentId === visits[0]!.id)!;
    // The same event a patient's own cancellation sends: cancelled by the patient, at the clock's time.
    expect(first).toEqual({
      type: 'appointment.cancelled',
      timestamp: '2026-05-12T08:00:00.000Z',
      data: { appointmentId: visits[0]!.id, doctorId: doctor.user.id, patientId: leaving.user.id, serviceId: VISIT.id, status: 'annullato', mode: 'in_studio', startsAt: romeIso('2026-05-25', '09:00'), endsAt: visits[0]!.endDateTime, cancelledBy: 'patient' },
    });
    for (const message of messages) expect(message.body).not.toMatch(/Ettore|Uscente|ettore|333|Dolore|Visita cardiologica/);
    expect((await deliveries(doctor, endpoint.endpoint.id)).deliveries.map((d) => d.status)).toEqual(['succeeded', 'succeeded']);
    await call(doctor, 'DELETE', `/api/webhooks/endpoints/${endpoint.endpoint.id}`);
  });
});

describe('the data export (GDPR art. 15, 20)', () => {
  test('holds one’s tokens (revoked too) and webhook endpoints, never a token, its hash or a secret; nothing of another owner', async () => {
    clock.set('2026-05-10T08:00:00Z');
    const owner = await registerDoctor(t.app, { displayName: 'Sergio Esportato' });
    await markEmailVerified(t, owner.user.id);
    const kept = (await call(owner, 'POST', '/api/tokens', { name: 'Gestionale dello studio', scopes: ['webhooks:manage'], expiresInDays: 30 })).json<CreatedToken>();
    const old = (await call(owner, 'POST', '/api/tokens', { name: 'Vecchio script', scopes: ['agenda:read'] })).json<CreatedToken>();
    clock.set('2026-05-11T08:00:00Z');
    expect((await call(owner, 'DELETE', `/api/tokens/${old.accessToken.id}`)).statusCode).toBe(204);
    const endpoint = await call(owner, 'POST', '/api/webhooks/endpoints', { url: `${base}/export`, events: ['appointment.booked'], description: 'Gestionale' });
    expect(endpoint.statusCode, endpoint.body).toBe(201);
    const { secret } = endpoint.json<WebhookSecret>();

    const response = await call(owner, 'GET', '/api/account/export');
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json<DataExport>();
    // Both made at the same instant: the export orders them by (created_at, random id), so compare by name.
    expect([...data.tokens].sort((x, y) => x.name.localeCompare(y.name))).toEqual([
      { id: kept.accessToken.id, name: 'Gestionale dello studio', scopes: ['webhooks:manage'], prefix: kept.accessToken.prefix, createdAt: '2026-05-10T08:00:00.000Z', lastUsedAt: null, expiresAt: '2026-06-09T08:00:00.000Z', revokedAt: null },
      { id: old.accessToken.id, name: 'Vecchio script', scopes: ['agenda:read'], prefix: old.accessToken.prefix, createdAt: '2026-05-10T08:00:00.000Z', lastUsedAt: null, expiresAt: null, revokedAt: '2026-05-11T08:00:00.000Z' },
    ]);
    expect(data.webhooks).toEqual([
      { id: endpoint.json<WebhookSecret>().endpoint.id, scope: 'practice', url: `${base}/export`, description: 'Gestionale', events: ['appointment.booked'], enabled: true, disabledAt: null, createdAt: '2026-05-11T08:00:00.000Z' },
    ]);
    for (const hidden of [kept.token, old.token, hashSecretToken(kept.token), secret]) expect(response.body).not.toContain(hidden);

    const html = (await call(owner, 'GET', '/api/account/export?format=html')).body;
    for (const shown of ['Token di accesso API', 'Gestionale dello studio', 'Gestire i webhook', 'Vecchio script', 'Endpoint webhook', `${base}/export`, 'Appuntamento prenotato']) expect(html).toContain(shown);
    for (const hidden of [kept.token, secret]) expect(html).not.toContain(hidden);

    const others = (await call(otherDoctor, 'GET', '/api/account/export')).json<DataExport>();
    expect(others.tokens.map((x) => x.id)).not.toContain(kept.accessToken.id);
    expect(others.webhooks.map((x) => x.url)).not.toContain(`${base}/export`);
  });
});
