import type { Appointment } from '@sanity/shared/schemas/appointments';
import type { CalendarConnection, CalendarEvents, CalendarSyncResult } from '@sanity/shared/schemas/calendar';
import { and, eq, lte, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startFakeGoogle, type FakeGoogle } from '../../../test/fake-google';
import { book, bookingPayload, openPractice, romeIso } from '../../../test/booking';
import { createTestApp, registerDoctor, registerPatient, type SignedIn, type TestApp } from '../../../test/helpers';
import { calendarConnections } from '../../db/schema/calendar';
import { jobs } from '../../db/schema/jobs';
import { createTestClock } from '../../lib/clock';
import { googleEventIdFor } from './google-provider';

/**
 * The calendar sync over HTTP with Google Calendar, against the local fake Google
 * (test/fake-google.ts): the OAuth round trip, push, pull, token refresh, revoked access.
 */

const CLIENT_ID = 'sanity-calendar-test';
const CLIENT_SECRET = 'un-segreto-di-prova-abbastanza-lungo';
const clock = createTestClock('2026-11-06T09:00:00Z');
let fake: FakeGoogle;
let t: TestApp;
let doctor: SignedIn;
let patient: SignedIn;

const window = { timeMin: '2026-11-05T00:00:00Z', timeMax: '2026-11-30T00:00:00Z' };
const inject = (who: SignedIn, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });

async function settled(): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    const busy = await t.database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(or(eq(jobs.status, 'running'), and(eq(jobs.status, 'pending'), lte(jobs.runAt, clock.now()))));
    if (busy.length === 0) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('jobs did not settle');
}

/** auth-url, then Google's authorize page, then the callback with the flow cookie: answers the callback's redirect. */
async function connectGoogle(who: SignedIn, tamper?: (back: { code: string; state: string | null }) => void): Promise<unknown> {
  const start = await inject(who, 'GET', '/api/calendar/google/auth-url');
  expect(start.statusCode).toBe(200);
  const flow = start.cookies.find((c) => c.name === 'sanity_calendar_flow');
  expect(flow?.value).toBeTruthy();
  const back = await fake.authorize(start.json<{ authUrl: string }>().authUrl);
  tamper?.(back);
  const callback = await t.app.inject({
    method: 'GET',
    url: `/api/calendar/google/callback?code=${encodeURIComponent(back.code)}&state=${encodeURIComponent(back.state ?? '')}`,
    headers: { cookie: `${who.cookie}; sanity_calendar_flow=${flow!.value}` },
  });
  expect(callback.statusCode).toBe(302);
  return callback.headers.location;
}

beforeAll(async () => {
  fake = await startFakeGoogle({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, clock, pageSize: 2 });
  t = await createTestApp({
    clock,
    env: {
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
      GOOGLE_ISSUER: fake.url,
      GOOGLE_CALENDAR_API_URL: fake.calendarApiUrl,
      CALENDAR_SYNC_INTERVAL_MS: '0',
      JOBS_POLL_INTERVAL_MS: '60000',
    },
  });
  t.app.services.jobs.start();
  doctor = await registerDoctor(t.app, { displayName: 'Marco Bianchi' });
  patient = await registerPatient(t.app, { displayName: 'Giulia Rossi' });
  await openPractice(t.app, doctor);
});

afterAll(async () => {
  await t?.app.services.jobs.stop();
  await t?.close();
  await fake?.close();
});

describe('Google Calendar', () => {
  test('a callback whose state does not match the flow stores nothing', async () => {
    const location = await connectGoogle(doctor, (back) => {
      back.state = 'altro-stato';
    });
    expect(location).toBe('/settings?calendario=errore');
    expect((await inject(doctor, 'GET', '/api/calendar/connection')).json<CalendarConnection>()).toMatchObject({ connected: false, googleAvailable: true });
  });

  test('auth-url → Google → callback stores the connection and pulls', async () => {
    expect(await connectGoogle(doctor)).toBe('/settings?calendario=collegato');
    await settled();
    const status = (await inject(doctor, 'GET', '/api/calendar/connection')).json<CalendarConnection>();
    expect(status).toMatchObject({ connected: true, provider: 'google', needsReauth: false, googleAvailable: true, lastUpdate: clock.now().toISOString() });
    const [row] = await t.database.db.select().from(calendarConnections).where(eq(calendarConnections.doctorId, doctor.user.id));
    expect(row?.credentials).not.toMatch(/ya29|"refreshToken"/);
  });

  test('a booking is pushed with the marker, and pulled back as a booking (not an external event)', async () => {
    const response = await book(t.app, patient, bookingPayload(doctor.user.id, romeIso('2026-11-09', '09:00')));
    expect(response.statusCode).toBe(201);
    const { appointment, googleCalendarSynced } = response.json<{ appointment: Appointment; googleCalendarSynced: boolean }>();
    expect(googleCalendarSynced).toBe(true);
    const event = fake.event(googleEventIdFor(`${appointment.id}@sanity`));
    expect(event).toMatchObject({ status: 'confirmed', summary: 'Appuntamento' });
    expect(event?.description).toContain('Appuntamento prenotato su Sanity.');
    expect(event?.description).toContain(`ID Paziente: ${patient.user.id}`);

    fake.addEvent({ summary: 'Congresso', start: { dateTime: romeIso('2026-11-10', '14:00') }, end: { dateTime: romeIso('2026-11-10', '16:00') } });
    fake.addEvent({ summary: 'Ferie', start: { date: '2026-11-12' }, end: { date: '2026-11-13' } });
    fake.addEvent({ summary: 'Promemoria', transparency: 'transparent', start: { dateTime: romeIso('2026-11-10', '08:00') }, end: { dateTime: romeIso('2026-11-10', '08:30') } });
    expect((await inject(doctor, 'POST', '/api/calendar/sync', window)).json<CalendarSyncResult>().success).toBe(true);
    const events = (await inject(doctor, 'GET', `/api/calendar/events?timeMin=${window.timeMin}&timeMax=${window.timeMax}`)).json<CalendarEvents>().events;
    expect(events.map((e) => e.summary)).toEqual(['Promemoria', 'Congresso', 'Ferie']);
    expect(events[2]).toMatchObject({ start: { date: '2026-11-12' }, end: { date: '2026-11-13' } });

    // The all-day event holds the whole day; the transparent one holds nothing.
    const check = async (date: string, time: string) =>
      (
        await t.app.inject({ method: 'POST', url: '/api/appointments/check-availability', payload: { professionalId: doctor.user.id, date, timeSlots: [time] } })
      ).json<{ results: Array<{ available: boolean }> }>().results[0]?.available;
    expect(await check('2026-11-12', '12:00')).toBe(false);
    expect(await check('2026-11-10', '08:00')).toBe(true);
    expect(await check('2026-11-10', '15:00')).toBe(false);
  });

  test('a moved booking moves its event in Google (the same event updated, never a second one)', async () => {
    const response = await book(t.app, patient, bookingPayload(doctor.user.id, romeIso('2026-11-16', '09:00')));
    expect(response.statusCode).toBe(201);
    const { appointment } = response.json<{ appointment: Appointment }>();
    const eventId = googleEventIdFor(`${appointment.id}@sanity`);
    const before = fake.events().length;
    const moved = await inject(doctor, 'POST', `/api/appointments/${appointment.id}/reschedule`, { dateTime: romeIso('2026-11-17', '11:30') });
    expect(moved.statusCode, moved.body).toBe(200);
    await settled();
    expect(fake.events()).toHaveLength(before);
    const event = fake.event(eventId);
    expect(event).toMatchObject({ status: 'confirmed' });
    expect(new Date(event!.start.dateTime!).toISOString()).toBe(romeIso('2026-11-17', '11:30'));
    expect(new Date(event!.end.dateTime!).toISOString()).toBe(romeIso('2026-11-17', '12:00'));
  });

  test('an expired access token is refreshed and the new tokens are stored sealed', async () => {
    const [before] = await t.database.db.select().from(calendarConnections).where(eq(calendarConnections.doctorId, doctor.user.id));
    clock.advance(2 * 60 * 60 * 1000);
    const refreshesBefore = fake.requests.filter((r) => r.grantType === 'refresh_token').length;
    expect((await inject(doctor, 'POST', '/api/calendar/sync', window)).json<CalendarSyncResult>().success).toBe(true);
    expect(fake.requests.filter((r) => r.grantType === 'refresh_token').length).toBe(refreshesBefore + 1);
    const [after] = await t.database.db.select().from(calendarConnections).where(eq(calendarConnections.doctorId, doctor.user.id));
    expect(after?.credentials).not.toBe(before?.credentials);
    expect(after?.status).toBe('connected');
  });

  test('revoked access: the sync says so and the connection needs re-authorising', async () => {
    fake.revokeRefreshTokens();
    fake.invalidateAccessTokens();
    const sync = (await inject(doctor, 'POST', '/api/calendar/sync', window)).json<CalendarSyncResult>();
    expect(sync.success).toBe(false);
    expect(sync.message).toContain('ricollegalo');
    expect((await inject(doctor, 'GET', '/api/calendar/connection')).json<CalendarConnection>()).toMatchObject({ connected: true, needsReauth: true });
    // A booking still works: busy times come from the cache, the push is simply not attempted.
    const response = await book(t.app, patient, bookingPayload(doctor.user.id, romeIso('2026-11-16', '09:00')));
    expect(response.statusCode).toBe(201);
    expect(response.json<{ googleCalendarSynced: boolean }>().googleCalendarSynced).toBe(false);
  });

  test('disconnect', async () => {
    expect((await inject(doctor, 'DELETE', '/api/calendar/connection')).json()).toEqual({ disconnected: true });
    expect((await inject(doctor, 'GET', '/api/calendar/connection')).json<CalendarConnection>()).toMatchObject({ connected: false, provider: null, needsReauth: false });
  });
});
