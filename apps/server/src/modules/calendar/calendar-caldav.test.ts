import { createServer } from 'node:net';
import type { Appointment } from '@sanity/shared/schemas/appointments';
import type { CalendarConflicts, CalendarConnection, CalendarEvents, CalendarSyncResult } from '@sanity/shared/schemas/calendar';
import { and, eq, inArray, lte, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { book, bookingPayload, openPractice, romeIso, VISIT } from '../../../test/booking';
import { createTestApp, registerDoctor, registerPatient, type SignedIn, type TestApp } from '../../../test/helpers';
import { startRadicale, type LocalRadicale } from '../../../test/radicale';
import { calendarConnections, calendarEventLinks, externalEvents } from '../../db/schema/calendar';
import { jobs } from '../../db/schema/jobs';
import { createTestClock } from '../../lib/clock';

/**
 * The calendar sync over HTTP against a real CalDAV server (Debian's Radicale): connect, push of
 * bookings, pull of external events into the busy times, conflicts, disconnect, authorisation.
 * The job runner is started, as in server.ts, so bookings and POST /sync wait for real jobs.
 */

// Friday 6 November 2026, 10:00 in Rome; bookings go to the following week.
const clock = createTestClock('2026-11-06T09:00:00Z');
let radicale: LocalRadicale;
let t: TestApp;
let doctor: SignedIn;
let otherDoctor: SignedIn;
let patient: SignedIn;

const inject = (who: SignedIn | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, ...(payload ? { payload } : {}) });

const window = { timeMin: '2026-11-05T00:00:00Z', timeMax: '2026-11-30T00:00:00Z' };

/** Until no job is due or running: the runner works in the background. */
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

const objectUrl = (appointmentId: string) => `${radicale.calendars.calendar}${encodeURIComponent(`${appointmentId}@sanity`)}.ics`;
const dav = (url: string, init: RequestInit = {}) => fetch(url, { ...init, headers: { Authorization: radicale.authorization, ...init.headers } });

/** An event written into the calendar behind the app's back, as another calendar app would. */
async function putExternalEvent(uid: string, summary: string, start: string, end: string): Promise<void> {
  const stamp = (iso: string) => `${iso.replace(/[-:]/g, '').slice(0, 15)}Z`;
  const ics = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//EN',
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTAMP:${stamp('2026-11-01T00:00:00Z')}`,
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(end)}`,
    `SUMMARY:${summary}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
  const response = await dav(`${radicale.calendars.calendar}${uid}.ics`, { method: 'PUT', headers: { 'Content-Type': 'text/calendar' }, body: ics });
  expect(response.status).toBe(201);
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const { port } = server.address() as { port: number };
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

const connect = (who: SignedIn, overrides: Record<string, string> = {}) =>
  inject(who, 'POST', '/api/calendar/caldav', { serverUrl: radicale.url, username: radicale.username, password: radicale.password, ...overrides });

beforeAll(async () => {
  radicale = await startRadicale();
  // Radicale listens on 127.0.0.1: a clinic's own server, which CALDAV_ALLOW_PRIVATE_NETWORKS lets in.
  t = await createTestApp({ clock, env: { CALENDAR_SYNC_INTERVAL_MS: '0', JOBS_POLL_INTERVAL_MS: '60000', CALDAV_ALLOW_PRIVATE_NETWORKS: 'true' } });
  t.app.services.jobs.start();
  doctor = await registerDoctor(t.app, { displayName: 'Marco Bianchi' });
  otherDoctor = await registerDoctor(t.app, { displayName: 'Laura Esposito' });
  patient = await registerPatient(t.app, { displayName: 'Giulia Rossi' });
  await openPractice(t.app, doctor);
});

afterAll(async () => {
  await t?.app.services.jobs.stop();
  await t?.close();
  await radicale?.close();
});

describe('connecting a CalDAV calendar', () => {
  test('a wrong password is 400, an unreachable server 502, plain http to a public address 400', async () => {
    const wrong = await connect(doctor, { password: 'sbagliata' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ error: { message: string } }>().error.message).toBe('Credenziali del calendario non valide.');
    const down = await connect(doctor, { serverUrl: `http://127.0.0.1:${await closedPort()}/` });
    expect(down.statusCode).toBe(502);
    expect(down.json<{ error: { message: string } }>().error.message).toBe('Il server del calendario non risponde. Riprova più tardi.');
    // A public address literal: refused before any lookup or request, whatever the network of the test machine.
    const insecure = await connect(doctor, { serverUrl: 'http://9.9.9.9/dav/' });
    expect(insecure.statusCode).toBe(400);
    expect(insecure.json<{ error: { fields?: Record<string, string> } }>().error.fields).toEqual({ serverUrl: "L'indirizzo del server del calendario deve iniziare con https://." });
    expect((await inject(doctor, 'GET', '/api/calendar/connection')).json<CalendarConnection>().connected).toBe(false);
  });

  test('good credentials connect, are stored sealed, and a first pull runs', async () => {
    const response = await connect(doctor);
    expect(response.statusCode).toBe(200);
    expect(response.json<CalendarConnection>()).toMatchObject({ connected: true, provider: 'caldav', needsReauth: false, calendarName: 'Studio', detailedTitles: false, conflicts: 0 });
    expect(response.body).not.toContain(radicale.password);
    const [row] = await t.database.db.select().from(calendarConnections).where(eq(calendarConnections.doctorId, doctor.user.id));
    expect(row?.credentials).not.toContain(radicale.password);
    expect(row?.credentials.startsWith('v1.')).toBe(true);
    await settled();
    const status = (await inject(doctor, 'GET', '/api/calendar/connection')).json<CalendarConnection>();
    expect(status.lastUpdate).toBe(clock.now().toISOString());
    expect(status.problem).toBeNull();
  });
});

describe('with CALDAV_ALLOW_PRIVATE_NETWORKS off (the default)', () => {
  let guarded: TestApp;
  let guardedDoctor: SignedIn;

  beforeAll(async () => {
    guarded = await createTestApp({ clock, env: { CALENDAR_SYNC_INTERVAL_MS: '0', JOBS_POLL_INTERVAL_MS: '0' } });
    guardedDoctor = await registerDoctor(guarded.app, { displayName: 'Paolo Ferri' });
  });

  afterAll(async () => {
    await guarded?.close();
  });

  test('the server’s own network is refused with 400 and nothing is stored: loopback (even the working Radicale), 10/8, a calendarUrl', async () => {
    const refused = 'Questo indirizzo non è raggiungibile dal server di Sanity.';
    const attempts = [
      { serverUrl: radicale.url },
      { serverUrl: 'https://10.0.0.1/dav/' },
      { serverUrl: 'https://[::ffff:127.0.0.1]/dav/' },
      { serverUrl: 'https://169.254.169.254/latest/meta-data/' },
      // The server is public, the chosen calendar is not: every request is checked, not only the first.
      { serverUrl: 'https://9.9.9.9/dav/', calendarUrl: 'https://192.168.1.10/dav/calendar/' },
    ];
    for (const attempt of attempts) {
      const response = await guarded.app.inject({
        method: 'POST',
        url: '/api/calendar/caldav',
        headers: { cookie: guardedDoctor.cookie },
        payload: { username: radicale.username, password: radicale.password, ...attempt },
      });
      expect(response.statusCode, JSON.stringify(attempt)).toBe(400);
      expect(response.json<{ error: { message: string; fields?: Record<string, string> } }>().error).toMatchObject({ message: refused, fields: { serverUrl: refused } });
    }
    expect(await guarded.database.db.select().from(calendarConnections)).toEqual([]);
    expect(await guarded.database.db.select().from(jobs).where(eq(jobs.kind, 'calendar-pull'))).toEqual([]);
  });
});

describe('without Google configured', () => {
  test('auth-url is 503 and the connection says Google is not available', async () => {
    const response = await inject(doctor, 'GET', '/api/calendar/google/auth-url');
    expect(response.statusCode).toBe(503);
    expect(response.json<{ error: { message: string } }>().error.message).toBe('Google Calendar non è configurato su questo server.');
    expect((await inject(doctor, 'GET', '/api/calendar/connection')).json<CalendarConnection>().googleAvailable).toBe(false);
  });
});

describe('the periodic pull', () => {
  test('enqueues one pull per connected doctor and interval', async () => {
    const pulls = () => t.database.db.select().from(jobs).where(eq(jobs.kind, 'calendar-pull'));
    const before = (await pulls()).length;
    expect(await t.app.services.calendar.enqueueDuePulls(clock.now())).toBe(1);
    expect(await t.app.services.calendar.enqueueDuePulls(clock.now())).toBe(1);
    const after = await pulls();
    expect(after.length).toBe(before + 1);
    expect(after.at(-1)?.payload).toMatchObject({ doctorId: doctor.user.id, from: '2026-11-05T09:00:00.000Z' });
    // In the runner the task runs just before a claim; here the runner is woken to take the job.
    t.app.services.jobs.wake();
    await settled();
  });
});

describe('push and pull', () => {
  let booked: Appointment;

  test('a booking is pushed: the event carries the marker and the patient id, no health data', async () => {
    const response = await book(t.app, patient, bookingPayload(doctor.user.id, romeIso('2026-11-09', '09:00')));
    expect(response.statusCode).toBe(201);
    const body = response.json<{ appointment: Appointment; googleCalendarSynced: boolean }>();
    booked = body.appointment;
    expect(body.googleCalendarSynced).toBe(true);
    const object = await dav(objectUrl(booked.id));
    expect(object.status).toBe(200);
    const ics = (await object.text()).replace(/\r\n[ \t]/g, '');
    expect(ics).toContain('SUMMARY:Appuntamento\r\n');
    expect(ics).toContain('Appuntamento prenotato su Sanity.');
    expect(ics).toContain(`ID Paziente: ${patient.user.id}`);
    expect(ics).not.toMatch(/cardiologica|Palpitazioni|Nessuna/);
    const [link] = await t.database.db.select().from(calendarEventLinks).where(eq(calendarEventLinks.appointmentId, booked.id));
    expect(link).toMatchObject({ state: 'synced', provider: 'caldav', externalId: objectUrl(booked.id) });
  });

  test('a cancelled booking leaves the calendar', async () => {
    const response = await inject(patient, 'POST', `/api/appointments/${booked.id}/cancel`, {});
    expect(response.statusCode).toBe(200);
    await settled();
    expect((await dav(objectUrl(booked.id))).status).toBe(404);
    expect(await t.database.db.select().from(calendarEventLinks).where(eq(calendarEventLinks.appointmentId, booked.id))).toHaveLength(0);
  });

  test('an external event, after a sync, is listed and its time can no longer be booked', async () => {
    await putExternalEvent('riunione-asl', 'Riunione ASL', romeIso('2026-11-10', '10:00'), romeIso('2026-11-10', '11:00'));
    const sync = await inject(doctor, 'POST', '/api/calendar/sync', window);
    expect(sync.statusCode).toBe(200);
    expect(sync.json<CalendarSyncResult>()).toEqual({ success: true, message: 'Aggiornamento completato', errors: [] });

    const events = (await inject(doctor, 'GET', `/api/calendar/events?timeMin=${window.timeMin}&timeMax=${window.timeMax}`)).json<CalendarEvents>();
    expect(events.connected).toBe(true);
    expect(events.events).toEqual([
      expect.objectContaining({ summary: 'Riunione ASL', start: { dateTime: romeIso('2026-11-10', '10:00') }, end: { dateTime: romeIso('2026-11-10', '11:00') } }),
    ]);

    const check = await t.app.inject({
      method: 'POST',
      url: '/api/appointments/check-availability',
      payload: { professionalId: doctor.user.id, serviceId: VISIT.id, date: '2026-11-10', timeSlots: ['09:30', '10:00', '10:30', '11:00'] },
    });
    expect(check.json<{ results: Array<{ time: string; available: boolean }> }>().results).toEqual([
      { time: '09:30', available: true },
      { time: '10:00', available: false },
      { time: '10:30', available: false },
      { time: '11:00', available: true },
    ]);
    const refused = await book(t.app, patient, bookingPayload(doctor.user.id, romeIso('2026-11-10', '10:30')));
    expect(refused.statusCode).toBe(400);
    // Right after the event ends, the time is free.
    const allowed = await book(t.app, patient, bookingPayload(doctor.user.id, romeIso('2026-11-10', '11:00')));
    expect(allowed.statusCode).toBe(201);
  });

  test('an app event deleted in the calendar becomes a conflict; restore writes it again', async () => {
    const response = await book(t.app, patient, bookingPayload(doctor.user.id, romeIso('2026-11-11', '09:00'), { customerInfo: { name: 'Anna Verdi', email: 'anna@example.it', phone: '+39 333 000 1111', notes: '' } }));
    expect(response.statusCode).toBe(201);
    const id = response.json<{ appointment: Appointment }>().appointment.id;
    expect((await dav(objectUrl(id), { method: 'DELETE' })).status).toBeLessThan(300);

    expect((await inject(doctor, 'POST', '/api/calendar/sync', window)).json<CalendarSyncResult>().success).toBe(true);
    const conflicts = (await inject(doctor, 'GET', '/api/calendar/conflicts')).json<CalendarConflicts>().conflicts;
    expect(conflicts).toEqual([{ appointmentId: id, date: '2026-11-11', time: '09:00 - 09:30', patientName: 'Anna Verdi', serviceName: VISIT.name }]);
    expect((await inject(doctor, 'GET', '/api/calendar/connection')).json<CalendarConnection>().conflicts).toBe(1);
    // The booking itself is untouched: never cancelled by a deletion in the calendar.
    expect((await inject(doctor, 'GET', `/api/appointments/${id}`)).json<{ appointment: Appointment }>().appointment.status).toBe('confermato');

    const restored = await inject(doctor, 'POST', `/api/calendar/conflicts/${id}`, { action: 'restore' });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual({ resolved: true });
    await settled();
    expect((await dav(objectUrl(id))).status).toBe(200);
    expect((await inject(doctor, 'GET', '/api/calendar/conflicts')).json<CalendarConflicts>().conflicts).toEqual([]);

    expect((await inject(doctor, 'POST', `/api/calendar/conflicts/${id}`, { action: 'restore' })).statusCode).toBe(404);
  });

  test('two pulls of the same calendar at once: one does the work, the other finds the lease taken', async () => {
    const now = clock.now();
    const range = { from: new Date(window.timeMin), to: new Date(window.timeMax) };
    const outcomes = await Promise.all([t.app.services.calendar.pull(doctor.user.id, range, now), t.app.services.calendar.pull(doctor.user.id, range, now)]);
    expect(outcomes.sort()).toEqual(['done', 'locked']);
    // The lease is released afterwards: the next pull works.
    expect(await t.app.services.calendar.pull(doctor.user.id, range, now)).toBe('done');
  });

  test('detailed titles are the doctor’s choice', async () => {
    const patched = await inject(doctor, 'PATCH', '/api/calendar/connection', { detailedTitles: true });
    expect(patched.json<CalendarConnection>().detailedTitles).toBe(true);
    const response = await book(t.app, patient, bookingPayload(doctor.user.id, romeIso('2026-11-12', '09:00')));
    const id = response.json<{ appointment: Appointment }>().appointment.id;
    const ics = (await (await dav(objectUrl(id))).text()).replace(/\r\n[ \t]/g, '');
    expect(ics).toContain(`SUMMARY:Appuntamento: ${VISIT.name}`);
    expect(ics).not.toMatch(/Palpitazioni|Nessuna/);
  });
});

describe('authorisation', () => {
  test('a patient gets 403 on every calendar route', async () => {
    const routes: Array<[Parameters<typeof inject>[1], string, object?]> = [
      ['GET', '/api/calendar/connection'],
      ['PATCH', '/api/calendar/connection', { detailedTitles: true }],
      ['DELETE', '/api/calendar/connection'],
      ['GET', '/api/calendar/google/auth-url'],
      ['GET', '/api/calendar/google/callback?code=x&state=y'],
      ['POST', '/api/calendar/caldav', { serverUrl: radicale.url, username: 'a', password: 'b' }],
      ['GET', `/api/calendar/events?timeMin=${window.timeMin}&timeMax=${window.timeMax}`],
      ['POST', '/api/calendar/sync', window],
      ['GET', '/api/calendar/conflicts'],
      ['POST', '/api/calendar/conflicts/abc', { action: 'restore' }],
    ];
    for (const [method, url, payload] of routes) {
      expect((await inject(patient, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await inject(null, method, url, payload)).statusCode, `${method} ${url} signed out`).toBe(401);
    }
  });

  test('another doctor sees none of these events or conflicts', async () => {
    const events = (await inject(otherDoctor, 'GET', `/api/calendar/events?timeMin=${window.timeMin}&timeMax=${window.timeMax}`)).json<CalendarEvents>();
    expect(events).toEqual({ connected: false, events: [] });
    expect((await inject(otherDoctor, 'GET', '/api/calendar/conflicts')).json<CalendarConflicts>()).toEqual({ conflicts: [] });
    expect((await inject(otherDoctor, 'GET', '/api/calendar/connection')).json<CalendarConnection>().connected).toBe(false);
  });

  test('a window over 62 days is refused', async () => {
    const response = await inject(doctor, 'GET', '/api/calendar/events?timeMin=2026-11-01T00:00:00Z&timeMax=2027-02-01T00:00:00Z');
    expect(response.statusCode).toBe(400);
  });
});

describe('disconnecting', () => {
  test('forgets the connection, its links and the cached events; the busy time is free again', async () => {
    const response = await inject(doctor, 'DELETE', '/api/calendar/connection');
    expect(response.json()).toEqual({ disconnected: true });
    expect((await inject(doctor, 'GET', '/api/calendar/connection')).json<CalendarConnection>()).toMatchObject({ connected: false, provider: null });
    const db = t.database.db;
    expect(await db.select().from(calendarEventLinks).where(eq(calendarEventLinks.doctorId, doctor.user.id))).toHaveLength(0);
    expect(await db.select().from(externalEvents).where(inArray(externalEvents.doctorId, [doctor.user.id]))).toHaveLength(0);
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/appointments/check-availability',
      payload: { professionalId: doctor.user.id, serviceId: VISIT.id, date: '2026-11-10', timeSlots: ['10:00'] },
    });
    expect(check.json<{ results: Array<{ available: boolean }> }>().results[0]?.available).toBe(true);
  });
});
