import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Appointment } from '@sanity/shared/schemas/appointments';
import type { ServiceInput } from '@sanity/shared/schemas/practice';
import type { VideoRoom } from '@sanity/shared/schemas/video';
import { errors, jwtVerify } from 'jose';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { book, bookingPayload, openPractice, romeIso, VISIT } from '../../../test/booking';
import { createTestApp, registerDoctor, registerPatient, type SignedIn, type TestApp } from '../../../test/helpers';
import { createTestClock } from '../../lib/clock';
import { createVideoService } from './video.service';

// Issue 29 at fixed instants of the injected clock: Monday 4 May 2026, 10:00 in Rome.
const clock = createTestClock('2026-05-04T08:00:00Z');
const JWT_SECRET = 'segreto-del-server-jitsi-di-prova-123';
let t: TestApp;
let doctor: SignedIn;
let otherDoctor: SignedIn;
let patient: SignedIn;
let otherPatient: SignedIn;

const ONLINE: ServiceInput = { ...VISIT, id: 'cardiologia_1767225600010', name: 'Controllo online', customFields: [], mode: 'online' };
const BOTH: ServiceInput = { ...VISIT, id: 'cardiologia_1767225600011', name: 'Visita di controllo', customFields: [], mode: 'both' };

beforeAll(async () => {
  t = await createTestApp({
    clock,
    env: { VIDEO_BASE_URL: 'https://video.studio.example/', VIDEO_JWT_SECRET: JWT_SECRET, VIDEO_JWT_APP_ID: 'sanity', SESSION_IDLE_DAYS: '365', SESSION_TTL_DAYS: '365', BOOKINGS_PER_DOCTOR_MAX: '50' },
  });
  doctor = await registerDoctor(t.app, { displayName: 'Marco Bianchi' });
  otherDoctor = await registerDoctor(t.app, { displayName: 'Laura Esposito' });
  patient = await registerPatient(t.app, { displayName: 'Giulia Rossi' });
  otherPatient = await registerPatient(t.app, { displayName: 'Anna Verdi' });
  await openPractice(t.app, doctor, [VISIT, ONLINE, BOTH]);
});
afterAll(() => t.close());

async function bookOnline(date: string, time = '10:00', overrides: Record<string, unknown> = {}): Promise<Appointment> {
  clock.set('2026-05-04T08:00:00Z');
  const response = await book(t.app, patient, bookingPayload(doctor.user.id, romeIso(date, time), { serviceId: ONLINE.id, customFields: {}, ...overrides }));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ appointment: Appointment }>().appointment;
}
const room = (id: string, who: SignedIn | null = patient) =>
  t.app.inject({ method: 'GET', url: `/api/appointments/${id}/video`, headers: who ? { cookie: who.cookie } : {} });
/** The room as `who` sees it at `minutes` from the visit's start. */
async function roomAt(appointment: { dateTime: string; id: string }, minutes: number, who: SignedIn = patient): Promise<VideoRoom> {
  clock.set(new Date(Date.parse(appointment.dateTime) + minutes * 60_000));
  const response = await room(appointment.id, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<VideoRoom>();
}
const roomName = (url: string) => new URL(url).pathname.slice(1);

describe('the visit’s mode at booking', () => {
  test('a service offered both ways needs the choice (422), a one-way service is booked that way whatever is asked', async () => {
    clock.set('2026-05-04T08:00:00Z');
    const payload = (serviceId: string, time: string, mode?: 'online' | 'in_studio') =>
      bookingPayload(doctor.user.id, romeIso('2026-05-20', time), { serviceId, customFields: {}, ...(mode ? { mode } : {}) });
    const missing = await book(t.app, patient, payload(BOTH.id, '09:00'));
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ error: { message: 'Scegli se fare la visita in studio oppure online.' } });
    const chosen = await book(t.app, patient, payload(BOTH.id, '09:00', 'online'));
    expect(chosen.json<{ appointment: Appointment }>().appointment.mode).toBe('online');
    const forced = await book(t.app, patient, payload(ONLINE.id, '11:00', 'in_studio'));
    expect(forced.json<{ appointment: Appointment }>().appointment.mode).toBe('online');
    const studio = await book(t.app, patient, { ...payload(VISIT.id, '12:00', 'online'), customFields: { motivo: 'Controllo', allergie: 'Nessuna' } });
    expect(studio.json<{ appointment: Appointment }>().appointment.mode).toBe('in_studio');
    // The service's mode is in its public read.
    const services = await t.app.inject({ method: 'GET', url: `/api/doctors/${doctor.user.id}/services` });
    expect(services.json<{ services: Array<{ id: string; mode: string }> }>().services.map((s) => [s.id, s.mode])).toEqual([
      [VISIT.id, 'in_studio'],
      [ONLINE.id, 'online'],
      [BOTH.id, 'both'],
    ]);
  });
});

describe('GET /api/appointments/:id/video', () => {
  test('opens 15 minutes before the start and closes 60 minutes after it', async () => {
    const visit = await bookOnline('2026-05-11');
    const window = { opensAt: romeIso('2026-05-11', '09:45'), closesAt: romeIso('2026-05-11', '11:00') };
    expect(await roomAt(visit, -16)).toEqual({ state: 'not_yet', ...window });
    expect(await roomAt(visit, -15 - 1 / 60)).toEqual({ state: 'not_yet', ...window });
    expect(await roomAt(visit, -14)).toMatchObject({ state: 'open' });
    const atOpening = await roomAt(visit, -15);
    expect(atOpening).toMatchObject({ state: 'open', ...window });
    expect(atOpening.state === 'open' && atOpening.url).toMatch(/^https:\/\/video\.studio\.example\/sanity[0-9a-f]{32}\?jwt=/);
    expect(await roomAt(visit, 60)).toMatchObject({ state: 'open' });
    expect(await roomAt(visit, 61)).toEqual({ state: 'ended', ...window });
    // The doctor gets the same room.
    const asDoctor = await roomAt(visit, 0, doctor);
    expect(asDoctor.state === 'open' && roomName(asDoctor.url)).toBe(atOpening.state === 'open' && roomName(atOpening.url));
  });

  test('only its doctor and patient: another patient or doctor 404, signed out 401', async () => {
    const visit = await bookOnline('2026-05-12');
    clock.set(visit.dateTime);
    expect((await room(visit.id, otherPatient)).statusCode).toBe(404);
    expect((await room(visit.id, otherDoctor)).statusCode).toBe(404);
    expect((await room('00000000-0000-0000-0000-000000000000', patient)).statusCode).toBe(404);
    expect((await room(visit.id, null)).statusCode).toBe(401);
  });

  test('a moved visit gets another room and the old one is never given again; a cancelled one, an in-studio one: unavailable', async () => {
    const visit = await bookOnline('2026-05-13');
    const before = await roomAt(visit, 0);
    clock.set('2026-05-04T08:00:00Z');
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/appointments/${visit.id}/reschedule`,
      headers: { cookie: patient.cookie },
      payload: { dateTime: romeIso('2026-05-14', '10:00') },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = await roomAt(moved.json<{ appointment: Appointment }>().appointment, 0);
    expect(before.state === 'open' && after.state === 'open').toBe(true);
    expect(after.state === 'open' && roomName(after.url)).not.toBe(before.state === 'open' && roomName(before.url));
    // At the old time the visit's room is not open (it opens at the new time).
    expect((await roomAt(visit, 0)).state).toBe('not_yet');

    const cancelled = await bookOnline('2026-05-15');
    clock.set('2026-05-04T08:00:00Z');
    expect((await t.app.inject({ method: 'POST', url: `/api/appointments/${cancelled.id}/cancel`, headers: { cookie: patient.cookie }, payload: {} })).statusCode).toBe(200);
    expect(await roomAt(cancelled, 0)).toMatchObject({ state: 'unavailable' });

    const studio = await bookOnline('2026-05-15', '15:00', { serviceId: VISIT.id, customFields: { motivo: 'Controllo', allergie: 'Nessuna' } });
    expect(studio.mode).toBe('in_studio');
    expect(await roomAt(studio, 0)).toMatchObject({ state: 'unavailable' });
  });

  test('with the Jitsi secret the link carries an HS256 token for that room only, expiring when it closes; without it none', async () => {
    const visit = await bookOnline('2026-05-18');
    const open = await roomAt(visit, 5);
    if (open.state !== 'open') throw new Error('room not open');
    const token = new URL(open.url).searchParams.get('jwt')!;
    const key = new TextEncoder().encode(JWT_SECRET);
    const { payload, protectedHeader } = await jwtVerify(token, key, { audience: 'jitsi', issuer: 'sanity', subject: 'video.studio.example', currentDate: clock.now() });
    expect(protectedHeader.alg).toBe('HS256');
    expect(payload).toMatchObject({ room: roomName(open.url), exp: Date.parse(open.closesAt) / 1000, context: { user: { name: 'Giulia Rossi' } } });
    await expect(jwtVerify(token, key, { currentDate: new Date(Date.parse(open.closesAt) + 1000) })).rejects.toBeInstanceOf(errors.JWTExpired);
    await expect(jwtVerify(token, new TextEncoder().encode('un-altro-segreto-qualsiasi-123456'))).rejects.toBeInstanceOf(errors.JWSSignatureVerificationFailed);

    // The same platform without the secret: the bare room.
    const plain = createVideoService({
      db: t.database.db,
      clock,
      config: { ...t.config, VIDEO_JWT_SECRET: undefined, VIDEO_JWT_APP_ID: undefined },
      visitOf: (id) => t.app.services.appointments.visitOf(id),
    });
    const bare = await plain.room(patient.user.id, visit.id);
    expect(bare.state === 'open' && bare.url).toMatch(/^https:\/\/video\.studio\.example\/sanity[0-9a-f]{32}$/);
  });
});

describe('the televisita’s link: e-mails, the invitation, the doctor’s ICS feed', () => {
  test('the booking e-mail says Televisita with the /televisita page, the .ics carries it as URL, not LOCATION', async () => {
    const visit = await bookOnline('2026-05-19');
    await t.app.services.jobs.drain();
    const dir = path.join(t.config.DATA_DIR, 'outbox');
    const name = (await readdir(dir)).find((f) => f.includes(`_${visit.id}_booked-patient_`));
    // The patient's address is not verified here: the doctor's copy says the same.
    const file = name ?? (await readdir(dir)).find((f) => f.includes(`_${visit.id}_booked-doctor_`))!;
    const mail = await simpleParser(await readFile(path.join(dir, file)));
    const page = `${t.config.PUBLIC_URL}/televisita/${visit.id}`;
    expect(mail.text).toContain(`Televisita: online, da ${page}`);
    const ics = mail.attachments.find((a) => a.filename === 'invito.ics')!.content.toString('utf8').replace(/\r\n /g, '');
    expect(ics).toContain(`URL;VALUE=URI:${page}`);
    expect(ics).not.toMatch(/^LOCATION/m);
  });

  test('the doctor’s setting, off by default: the feed shows the link only once switched on', async () => {
    const visit = await bookOnline('2026-05-21');
    const get = (who: SignedIn) => t.app.inject({ method: 'GET', url: '/api/video/settings', headers: { cookie: who.cookie } });
    expect((await get(doctor)).json()).toEqual({ linkInCalendar: false });
    expect((await get(patient)).statusCode).toBe(403);
    const created = await t.app.inject({ method: 'POST', url: '/api/calendar/feed', headers: { cookie: doctor.cookie } });
    const feed = () => t.app.inject({ method: 'GET', url: new URL(created.json<{ url: string }>().url).pathname }).then((r) => r.body.replace(/\r\n /g, ''));
    const page = `${t.config.PUBLIC_URL}/televisita/${visit.id}`;
    expect(await feed()).toContain(`${visit.id}@sanity`);
    expect(await feed()).not.toContain('/televisita/');

    const put = await t.app.inject({ method: 'PUT', url: '/api/video/settings', headers: { cookie: doctor.cookie }, payload: { linkInCalendar: true } });
    expect(put.json()).toEqual({ linkInCalendar: true });
    expect((await get(doctor)).json()).toEqual({ linkInCalendar: true });
    const shown = await feed();
    expect(shown).toContain(`Televisita: ${page}`);
    expect(shown).toContain(`URL;VALUE=URI:${page}`);
  });
});
