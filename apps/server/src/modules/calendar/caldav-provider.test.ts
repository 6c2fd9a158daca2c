import { createServer } from 'node:net';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createTestClock } from '../../lib/clock';
import { startRadicale, type LocalRadicale } from '../../../test/radicale';
import { CalendarAuthError, CalendarUnavailableError, type OutgoingEvent } from './calendar-provider';
import { buildCalDavEventIcs, CalDavSetupError, createCalDavProvider, listCalDavCalendars } from './caldav-provider';

/**
 * The CalDAV provider against a real Radicale on 127.0.0.1 (test/radicale.ts): discovery, the
 * error kinds, writing the app's events and reading everything else, recurring events included.
 */
let radicale: LocalRadicale<'attivita' | 'calendar' | 'privato'>;
let startError: Error | undefined;

beforeAll(async () => {
  try {
    // A tasks-only collection besides the event calendars: the provider must never pick it.
    radicale = await startRadicale([
      { slug: 'attivita', displayName: 'Attività', components: ['VTODO'] },
      { slug: 'calendar', displayName: 'Studio' },
      { slug: 'privato', displayName: 'Privato' },
    ]);
  } catch (error) {
    startError = error instanceof Error ? error : new Error(String(error));
  }
});

// Without Radicale every test fails with the reason (a failing beforeAll would only mark them skipped).
beforeEach(() => {
  if (startError) throw startError;
});

afterAll(async () => {
  await radicale?.close();
});

const clock = createTestClock('2026-10-01T08:00:00Z');

function provider(overrides: { password?: string; calendarUrl?: string; serverUrl?: string } = {}) {
  return createCalDavProvider({
    serverUrl: overrides.serverUrl ?? radicale.url,
    username: radicale.username,
    password: overrides.password ?? radicale.password,
    calendarUrl: overrides.calendarUrl,
    clock,
    // Radicale listens on 127.0.0.1: the clinic's own network, as CALDAV_ALLOW_PRIVATE_NETWORKS allows.
    allowPrivateNetworks: true,
  });
}

const booking = (uid: string, summary = 'Visita cardiologica — Mario Rossi'): OutgoingEvent => ({
  uid,
  summary,
  description: 'Evento creato da Sanity.\nID Paziente: 0000-1111',
  start: new Date('2026-10-27T09:00:00Z'),
  end: new Date('2026-10-27T09:30:00Z'),
  location: 'Via Roma 1, Milano',
});

/** The object names in a collection (PROPFIND depth 1), straight from the server. */
async function objectsIn(calendarUrl: string): Promise<string[]> {
  const response = await fetch(calendarUrl, {
    method: 'PROPFIND',
    headers: { Authorization: radicale.authorization, Depth: '1', 'Content-Type': 'application/xml' },
    body: '<?xml version="1.0"?><propfind xmlns="DAV:"><prop><getetag/></prop></propfind>',
  });
  const xml = await response.text();
  return [...xml.matchAll(/<href>([^<]+\.ics)<\/href>/g)].map((match) => decodeURIComponent(match[1] ?? ''));
}

async function putRaw(url: string, text: string): Promise<void> {
  const response = await fetch(url, { method: 'PUT', headers: { Authorization: radicale.authorization, 'Content-Type': 'text/calendar; charset=utf-8' }, body: text });
  expect(response.status).toBe(201);
}

async function getRaw(url: string): Promise<string> {
  const response = await fetch(url, { headers: { Authorization: radicale.authorization } });
  expect(response.status).toBe(200);
  return response.text();
}

/** A port nothing listens on: bound, read, released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('verify and the calendar list', () => {
  test('finds the first event calendar of the account (in the server order), never the tasks-only one', async () => {
    const listed = await provider().listCalendars();
    const firstWithEvents = listed.find((calendar) => calendar.supportsEvents);
    expect(firstWithEvents?.url).not.toBe(radicale.calendars.attivita);
    await expect(provider().verify()).resolves.toEqual({ calendarId: firstWithEvents?.url });
  });

  test('keeps the calendar the doctor chose, and refuses one that holds no events', async () => {
    await expect(provider({ calendarUrl: radicale.calendars.privato }).verify()).resolves.toEqual({ calendarId: radicale.calendars.privato });
    await expect(provider({ calendarUrl: radicale.calendars.attivita }).verify()).rejects.toBeInstanceOf(CalDavSetupError);
    await expect(provider({ calendarUrl: `${radicale.url}${radicale.username}/missing/` }).verify()).rejects.toBeInstanceOf(CalDavSetupError);
  });

  test('lists the calendars by name for the settings page', async () => {
    const calendars = await listCalDavCalendars({ serverUrl: radicale.url, username: radicale.username, password: radicale.password, allowPrivateNetworks: true });
    expect(calendars.sort((a, b) => a.url.localeCompare(b.url))).toEqual([
      { url: radicale.calendars.attivita, name: 'Attività', supportsEvents: false },
      { url: radicale.calendars.calendar, name: 'Studio', supportsEvents: true },
      { url: radicale.calendars.privato, name: 'Privato', supportsEvents: true },
    ]);
  });

  test('a wrong password is a CalendarAuthError that does not quote the password', async () => {
    const error = await provider({ password: 'wrong-secret-42' }).verify().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CalendarAuthError);
    expect(String((error as Error).message)).not.toContain('wrong-secret-42');
    expect(JSON.stringify(error)).not.toContain('wrong-secret-42');
  });

  test('an unreachable server is a CalendarUnavailableError', async () => {
    const port = await closedPort();
    const error = await provider({ serverUrl: `http://127.0.0.1:${port}/`, calendarUrl: `http://127.0.0.1:${port}/x/calendar/` })
      .verify()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CalendarUnavailableError);
    const listing = await provider({ serverUrl: `http://127.0.0.1:${port}/`, calendarUrl: `http://127.0.0.1:${port}/x/calendar/` })
      .listEvents({ from: new Date('2026-10-01T00:00:00Z'), to: new Date('2026-10-02T00:00:00Z') })
      .catch((e: unknown) => e);
    expect(listing).toBeInstanceOf(CalendarUnavailableError);
  });

  test('a server error is a CalendarUnavailableError', async () => {
    const failing = createCalDavProvider({
      serverUrl: radicale.url,
      username: radicale.username,
      password: radicale.password,
      fetch: () => Promise.resolve(new Response('down', { status: 503 })),
      allowPrivateNetworks: true,
    });
    await expect(failing.verify()).rejects.toBeInstanceOf(CalendarUnavailableError);
  });
});

describe('the app writes its booking events', () => {
  test('upsert creates one object, a second upsert of the same uid updates it (new etag), delete removes it', async () => {
    const calendar = provider({ calendarUrl: radicale.calendars.calendar });
    const uid = 'appt-0001@sanity';
    const created = await calendar.upsertEvent(booking(uid), null);
    expect(created.externalId).toBe(`${radicale.calendars.calendar}appt-0001%40sanity.ics`);
    expect(created.etag).toMatch(/^".+"$/);
    expect(await objectsIn(radicale.calendars.calendar)).toEqual([`/${radicale.username}/calendar/appt-0001@sanity.ics`]);
    const stored = await getRaw(created.externalId);
    expect(stored).toContain('UID:appt-0001@sanity');
    expect(stored).toContain('CLASS:PRIVATE');
    expect(stored).toContain('DTSTART;TZID=Europe/Rome:20261027T100000');
    expect(stored).toContain('BEGIN:VTIMEZONE');

    // A retried push that lost its link (existing = null) finds the object by uid and overwrites it.
    const retried = await calendar.upsertEvent(booking(uid, 'Visita cardiologica — spostata'), null);
    expect(retried.externalId).toBe(created.externalId);
    expect(retried.etag).not.toBe(created.etag);
    // An update with a stale etag (the doctor touched the event) still wins.
    const updated = await calendar.upsertEvent(booking(uid, 'Visita cardiologica — ore 11'), created);
    expect(updated.etag).not.toBe(retried.etag);
    expect(await objectsIn(radicale.calendars.calendar)).toHaveLength(1);
    expect(await getRaw(created.externalId)).toContain('SUMMARY:Visita cardiologica — ore 11');

    const events = await calendar.listEvents({ from: new Date('2026-10-27T00:00:00Z'), to: new Date('2026-10-28T00:00:00Z') });
    expect(events).toEqual([
      {
        externalId: uid,
        uid,
        summary: 'Visita cardiologica — ore 11',
        description: 'Evento creato da Sanity.\nID Paziente: 0000-1111',
        start: new Date('2026-10-27T09:00:00Z'),
        end: new Date('2026-10-27T09:30:00Z'),
        allDay: false,
        busy: true,
      },
    ]);

    await calendar.deleteEvent(updated);
    expect(await objectsIn(radicale.calendars.calendar)).toEqual([]);
    await expect(calendar.deleteEvent(updated)).resolves.toBeUndefined();
  });

  test('an event deleted in the calendar is written again on update', async () => {
    const calendar = provider({ calendarUrl: radicale.calendars.privato });
    const ref = await calendar.upsertEvent(booking('appt-0002@sanity'), null);
    const gone = await fetch(ref.externalId, { method: 'DELETE', headers: { Authorization: radicale.authorization } });
    expect(gone.status).toBe(200);
    const again = await calendar.upsertEvent(booking('appt-0002@sanity'), ref);
    expect(again.externalId).toBe(ref.externalId);
    expect(await objectsIn(radicale.calendars.privato)).toHaveLength(1);
    await calendar.deleteEvent(again);
  });

  test('the written event is iCalendar with the VTIMEZONE and the DTSTAMP of the clock', () => {
    const text = buildCalDavEventIcs(booking('x@sanity'), clock.now());
    expect(text).toContain('DTSTAMP:20261001T080000Z');
    expect(text).not.toContain('METHOD:');
    expect(text.indexOf('BEGIN:VTIMEZONE')).toBeLessThan(text.indexOf('BEGIN:VEVENT'));
  });
});

describe('reading the calendar', () => {
  const rome = (getVtimezoneComponent('Europe/Rome') ?? '').trimEnd();
  const object = (...lines: string[]) =>
    ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Other client//EN', rome, ...lines, 'END:VCALENDAR', ''].join('\n').replace(/\r?\n/g, '\r\n');

  beforeAll(async () => {
    if (startError) return;
    const url = radicale.calendars.calendar;
    await putRaw(
      `${url}weekly.ics`,
      object(
        'BEGIN:VEVENT',
        'UID:weekly-ext',
        'DTSTAMP:20260901T000000Z',
        'SUMMARY:Ambulatorio ospedale',
        'DTSTART;TZID=Europe/Rome:20261005T090000',
        'DTEND;TZID=Europe/Rome:20261005T110000',
        'RRULE:FREQ=WEEKLY;BYDAY=MO',
        'EXDATE;TZID=Europe/Rome:20261102T090000',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:weekly-ext',
        'DTSTAMP:20260901T000000Z',
        'RECURRENCE-ID;TZID=Europe/Rome:20261019T090000',
        'SUMMARY:Ambulatorio ospedale (pomeriggio)',
        'DTSTART;TZID=Europe/Rome:20261019T140000',
        'DTEND;TZID=Europe/Rome:20261019T160000',
        'END:VEVENT',
      ),
    );
    await putRaw(
      `${url}free.ics`,
      object('BEGIN:VEVENT', 'UID:free-ext', 'DTSTAMP:20260901T000000Z', 'SUMMARY:Promemoria', 'TRANSP:TRANSPARENT', 'DTSTART:20261021T120000Z', 'DTEND:20261021T130000Z', 'END:VEVENT'),
    );
    await putRaw(
      `${url}earlier.ics`,
      object('BEGIN:VEVENT', 'UID:earlier-ext', 'DTSTAMP:20260901T000000Z', 'DTSTART:20260901T120000Z', 'DTEND:20260901T130000Z', 'END:VEVENT'),
    );
  });

  test('an external recurring event comes expanded over a window across DST, with its exception and override', async () => {
    const events = await provider({ calendarUrl: radicale.calendars.calendar }).listEvents({
      from: new Date('2026-10-12T00:00:00Z'),
      to: new Date('2026-11-10T00:00:00Z'),
    });
    const weekly = events.filter((e) => e.uid === 'weekly-ext');
    expect(weekly.map((e) => [e.externalId, e.start.toISOString(), e.end.toISOString(), e.summary])).toEqual([
      ['weekly-ext/2026-10-12T07:00:00.000Z', '2026-10-12T07:00:00.000Z', '2026-10-12T09:00:00.000Z', 'Ambulatorio ospedale'],
      ['weekly-ext/2026-10-19T07:00:00.000Z', '2026-10-19T12:00:00.000Z', '2026-10-19T14:00:00.000Z', 'Ambulatorio ospedale (pomeriggio)'],
      // After 25 October Rome is UTC+1: still 09:00 local.
      ['weekly-ext/2026-10-26T08:00:00.000Z', '2026-10-26T08:00:00.000Z', '2026-10-26T10:00:00.000Z', 'Ambulatorio ospedale'],
      ['weekly-ext/2026-11-09T08:00:00.000Z', '2026-11-09T08:00:00.000Z', '2026-11-09T10:00:00.000Z', 'Ambulatorio ospedale'],
    ]);
    expect(events.some((e) => e.uid === 'earlier-ext')).toBe(false);
  });

  test('a transparent event comes back busy=false', async () => {
    const events = await provider({ calendarUrl: radicale.calendars.calendar }).listEvents({
      from: new Date('2026-10-21T00:00:00Z'),
      to: new Date('2026-10-22T00:00:00Z'),
    });
    expect(events.map((e) => [e.uid, e.busy])).toEqual([['free-ext', false]]);
  });

  test('a calendar that is gone is an error, not an empty calendar', async () => {
    const events = provider({ calendarUrl: `${radicale.url}${radicale.username}/missing/` }).listEvents({
      from: new Date('2026-10-21T00:00:00Z'),
      to: new Date('2026-10-22T00:00:00Z'),
    });
    await expect(events).rejects.toBeInstanceOf(CalDavSetupError);
  });
});
