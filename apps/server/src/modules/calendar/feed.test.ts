import type { Appointment } from '@sanity/shared/schemas/appointments';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { book, bookingPayload, openPractice, romeIso, VISIT } from '../../../test/booking';
import { createTestApp, registerDoctor, registerPatient, type SignedIn, type TestApp } from '../../../test/helpers';
import { calendarFeeds } from '../../db/schema/calendar';
import { users } from '../../db/schema/users';
import { createTestClock } from '../../lib/clock';

// Tuesday 20 October 2026, 10:00 in Rome (CEST): the bookings below straddle the DST change of Sunday 25.
const clock = createTestClock('2026-10-20T08:00:00Z');
let t: TestApp;
let doctor: SignedIn;
let otherDoctor: SignedIn;
let patient: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { PUBLIC_URL: 'https://sanity.example.it' } });
  doctor = await registerDoctor(t.app, { displayName: 'Marco Bianchi' });
  otherDoctor = await registerDoctor(t.app, { displayName: 'Laura Esposito' });
  patient = await registerPatient(t.app, { displayName: 'Giulia Rossi' });
  await openPractice(t.app, doctor, [VISIT]);
  await openPractice(t.app, otherDoctor, [VISIT]);
});
afterAll(() => t.close());

const feedApi = (method: 'GET' | 'POST' | 'DELETE', who: SignedIn | null) =>
  t.app.inject({ method, url: '/api/calendar/feed', headers: who ? { cookie: who.cookie } : {} });

async function createFeed(who: SignedIn): Promise<{ url: string; webcalUrl: string; path: string }> {
  const response = await feedApi('POST', who);
  expect(response.statusCode).toBe(201);
  expect(response.headers['cache-control']).toBe('no-store');
  const urls = response.json<{ url: string; webcalUrl: string }>();
  return { ...urls, path: new URL(urls.url).pathname };
}

async function bookAt(who: SignedIn, doctorId: string, date: string, time: string, name = 'Giulia Rossi'): Promise<Appointment> {
  const response = await book(t.app, who, bookingPayload(doctorId, romeIso(date, time), { customerInfo: { name, email: 'giulia.rossi@example.it', phone: '+39 333 765 4321', notes: 'Palpitazioni la sera' } }));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ appointment: Appointment }>().appointment;
}

interface FeedEvent {
  uid: string;
  summary: string;
  description: string;
  start: string;
  end: string;
  startTzid: string | null;
}

/** The feed parsed with ical.js, a real ICS parser, events sorted by start. */
function parseFeed(body: string): { name: unknown; events: FeedEvent[]; timezones: number } {
  const calendar = new ICAL.Component(ICAL.parse(body) as unknown[]);
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      startTzid: component.getFirstProperty('dtstart')?.getParameter('tzid') ?? null,
    } as FeedEvent;
  });
  events.sort((a, b) => a.start.localeCompare(b.start));
  return { name: calendar.getFirstPropertyValue('x-wr-calname'), events, timezones: calendar.getAllSubcomponents('vtimezone').length };
}

async function fetchFeed(path: string) {
  return t.app.inject({ method: 'GET', url: path });
}

describe('ICS subscription feed', () => {
  let before: Appointment;
  let afterDst: Appointment;
  let cancelled: Appointment;
  let others: Appointment;

  beforeAll(async () => {
    clock.set('2026-10-20T08:00:00Z');
    before = await bookAt(patient, doctor.user.id, '2026-10-23', '15:00'); // CEST, UTC+2
    afterDst = await bookAt(patient, doctor.user.id, '2026-10-26', '10:00', 'Anna Verdi'); // CET, UTC+1
    cancelled = await bookAt(patient, doctor.user.id, '2026-10-27', '09:00');
    const cancel = await t.app.inject({ method: 'POST', url: `/api/appointments/${cancelled.id}/cancel`, headers: { cookie: doctor.cookie }, payload: {} });
    expect(cancel.statusCode).toBe(200);
    others = await bookAt(patient, otherDoctor.user.id, '2026-10-26', '10:00');
  });

  test('no feed at first; only doctors manage one (patient 403, anonymous 401)', async () => {
    expect((await feedApi('GET', doctor)).json()).toEqual({ active: false, createdAt: null });
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const forbidden = await feedApi(method, patient);
      expect(forbidden.statusCode, method).toBe(403);
      expect(forbidden.json()).toEqual({ error: { code: 'permission-denied', message: 'Non hai i permessi per eseguire questa operazione.' } });
      expect((await feedApi(method, null)).statusCode, method).toBe(401);
    }
  });

  test('create: the URL (and its webcal twin) serves the confirmed appointments, times in Rome with VTIMEZONE, no health data', async () => {
    const feed = await createFeed(doctor);
    expect(feed.url).toMatch(/^https:\/\/sanity\.example\.it\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(feed.webcalUrl).toBe(feed.url.replace('https://', 'webcal://'));
    expect((await feedApi('GET', doctor)).json()).toEqual({ active: true, createdAt: '2026-10-20T08:00:00.000Z' });

    const response = await fetchFeed(feed.path);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, max-age=300');
    const { name, events, timezones } = parseFeed(response.body);
    expect(name).toBe('Sanity – Appuntamenti');
    expect(timezones).toBe(1);
    expect(events).toEqual([
      {
        uid: `${before.id}@sanity`,
        summary: 'Appuntamento – Giulia Rossi',
        description: `Appuntamento prenotato su Sanity.\nID Paziente: ${patient.user.id}\nID Appuntamento: ${before.id}`,
        start: '2026-10-23T13:00:00.000Z',
        end: '2026-10-23T13:30:00.000Z',
        startTzid: 'Europe/Rome',
      },
      {
        uid: `${afterDst.id}@sanity`,
        summary: 'Appuntamento – Anna Verdi',
        description: `Appuntamento prenotato su Sanity.\nID Paziente: ${patient.user.id}\nID Appuntamento: ${afterDst.id}`,
        start: '2026-10-26T09:00:00.000Z',
        end: '2026-10-26T09:30:00.000Z',
        startTzid: 'Europe/Rome',
      },
    ]);
    // The cancelled visit and the other doctor's are absent; nothing of the service, notes or intake answers.
    expect(response.body).not.toContain(cancelled.id);
    expect(response.body).not.toContain(others.id);
    for (const secret of ['Visita cardiologica', 'Palpitazioni', 'Prima visita', 'Nessuna', 'giulia.rossi@example.it']) expect(response.body).not.toContain(secret);
    expect(response.body).toContain('DTSTART;TZID=Europe/Rome:20261026T100000');
    expect(response.body).toMatch(/DTSTAMP:20261020T080000Z/);
  });

  test('only the secret’s SHA-256 is stored', async () => {
    const feed = await createFeed(doctor);
    const token = feed.path.slice('/calendar/feed/'.length, -'.ics'.length);
    const [row] = await t.database.db.select().from(calendarFeeds).where(eq(calendarFeeds.doctorId, doctor.user.id));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toContain(token);
  });

  test('appointments that started more than 30 days ago leave the feed', async () => {
    const feed = await createFeed(doctor);
    // 24 November, 13:00 Rome: 23 October is 32 days ago, 26 October 29 days.
    clock.set('2026-11-24T12:00:00Z');
    try {
      const { events } = parseFeed((await fetchFeed(feed.path)).body);
      expect(events.map((e) => e.uid)).toEqual([`${afterDst.id}@sanity`]);
    } finally {
      clock.set('2026-10-20T08:00:00Z');
    }
  });

  test('another doctor’s token shows only that doctor’s appointments', async () => {
    const mine = await createFeed(doctor);
    const theirs = await createFeed(otherDoctor);
    expect(theirs.url).not.toBe(mine.url);
    const { events } = parseFeed((await fetchFeed(theirs.path)).body);
    expect(events.map((e) => e.uid)).toEqual([`${others.id}@sanity`]);
    expect(parseFeed((await fetchFeed(mine.path)).body).events.map((e) => e.uid)).not.toContain(`${others.id}@sanity`);
  });

  test('rotate: the old URL answers 404 in Italian, the new one works', async () => {
    const old = await createFeed(doctor);
    expect((await fetchFeed(old.path)).statusCode).toBe(200);
    const fresh = await createFeed(doctor);
    const gone = await fetchFeed(old.path);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ error: { code: 'not-found', message: 'Risorsa non trovata.' } });
    expect((await fetchFeed(fresh.path)).statusCode).toBe(200);
  });

  test('DELETE revokes: the URL answers 404 and the feed is inactive; revoking again is fine', async () => {
    const feed = await createFeed(doctor);
    const revoked = await feedApi('DELETE', doctor);
    expect(revoked.statusCode).toBe(204);
    expect((await fetchFeed(feed.path)).statusCode).toBe(404);
    expect((await feedApi('GET', doctor)).json()).toEqual({ active: false, createdAt: null });
    expect((await feedApi('DELETE', doctor)).statusCode).toBe(204);
  });

  test('a malformed or unknown address is 404, never 400', async () => {
    const feed = await createFeed(doctor);
    const token = feed.path.slice('/calendar/feed/'.length, -'.ics'.length);
    for (const path of [
      `/calendar/feed/${token}`,
      `/calendar/feed/${token}.ICS`,
      `/calendar/feed/${token}.ics.ics`,
      `/calendar/feed/${token.slice(1)}.ics`,
      `/calendar/feed/${'A'.repeat(43)}.ics`,
      '/calendar/feed/.ics',
      `/calendar/feed/${token.slice(0, 42)}%20.ics`,
    ]) {
      const response = await fetchFeed(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.json<{ error: { code: string } }>().error.code, path).toBe('not-found');
    }
    expect((await fetchFeed(feed.path)).statusCode).toBe(200);
  });

  test('the feed of a disabled doctor answers 404', async () => {
    const feed = await createFeed(otherDoctor);
    await t.database.db.update(users).set({ isDisabled: true }).where(eq(users.id, otherDoctor.user.id));
    try {
      expect((await fetchFeed(feed.path)).statusCode).toBe(404);
    } finally {
      await t.database.db.update(users).set({ isDisabled: false }).where(eq(users.id, otherDoctor.user.id));
    }
  });
});
