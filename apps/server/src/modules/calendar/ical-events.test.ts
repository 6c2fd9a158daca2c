import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { describe, expect, test } from 'vitest';
import { parseICalEvents } from './ical-events';

const ROME = getVtimezoneComponent('Europe/Rome') ?? '';

/** One VCALENDAR as a CalDAV server returns it, CRLF line ends. */
function vcalendar(...parts: string[]): string {
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...parts, 'END:VCALENDAR', '']
    .join('\n')
    .replace(/\r?\n/g, '\r\n');
}

function vevent(...lines: string[]): string {
  return ['BEGIN:VEVENT', 'DTSTAMP:20260901T000000Z', ...lines, 'END:VEVENT'].join('\n');
}

const window = (from: string, to: string) => ({ from: new Date(from), to: new Date(to) });

/** Weekly on Mondays at 09:00–10:00 Rome from 5 October 2026; Rome leaves summer time on 25 October. */
const weekly = (...extra: string[]) =>
  vevent('UID:weekly-1', 'SUMMARY:Riunione', 'DTSTART;TZID=Europe/Rome:20261005T090000', 'DTEND;TZID=Europe/Rome:20261005T100000', 'RRULE:FREQ=WEEKLY;COUNT=6', ...extra);

describe('parseICalEvents', () => {
  test('a weekly series at 09:00 Rome stays at 09:00 local across the DST change (the UTC hour moves)', () => {
    const events = parseICalEvents(vcalendar(ROME, weekly()), window('2026-10-01T00:00:00Z', '2026-11-30T00:00:00Z'));
    expect(events.map((e) => [e.start.toISOString(), e.end.toISOString()])).toEqual([
      ['2026-10-05T07:00:00.000Z', '2026-10-05T08:00:00.000Z'],
      ['2026-10-12T07:00:00.000Z', '2026-10-12T08:00:00.000Z'],
      ['2026-10-19T07:00:00.000Z', '2026-10-19T08:00:00.000Z'],
      ['2026-10-26T08:00:00.000Z', '2026-10-26T09:00:00.000Z'],
      ['2026-11-02T08:00:00.000Z', '2026-11-02T09:00:00.000Z'],
      ['2026-11-09T08:00:00.000Z', '2026-11-09T09:00:00.000Z'],
    ]);
    expect(events[3]).toEqual({
      externalId: 'weekly-1/2026-10-26T08:00:00.000Z',
      uid: 'weekly-1',
      summary: 'Riunione',
      description: '',
      start: new Date('2026-10-26T08:00:00Z'),
      end: new Date('2026-10-26T09:00:00Z'),
      allDay: false,
      busy: true,
    });
  });

  test('only the occurrences overlapping the window come back', () => {
    const events = parseICalEvents(vcalendar(ROME, weekly()), window('2026-10-19T07:30:00Z', '2026-10-26T08:00:00Z'));
    expect(events.map((e) => e.externalId)).toEqual(['weekly-1/2026-10-19T07:00:00.000Z']);
  });

  test('EXDATE removes one occurrence', () => {
    const events = parseICalEvents(
      vcalendar(ROME, weekly('EXDATE;TZID=Europe/Rome:20261026T090000')),
      window('2026-10-01T00:00:00Z', '2026-11-30T00:00:00Z'),
    );
    expect(events).toHaveLength(5);
    expect(events.map((e) => e.start.toISOString())).not.toContain('2026-10-26T08:00:00.000Z');
  });

  test('an override (RECURRENCE-ID) moves one occurrence, even from outside the window into it', () => {
    const override = vevent(
      'UID:weekly-1',
      'RECURRENCE-ID;TZID=Europe/Rome:20261109T090000',
      'SUMMARY:Riunione spostata',
      'DTSTART;TZID=Europe/Rome:20261027T150000',
      'DTEND;TZID=Europe/Rome:20261027T153000',
    );
    const text = vcalendar(ROME, weekly(), override);
    const all = parseICalEvents(text, window('2026-10-01T00:00:00Z', '2026-11-30T00:00:00Z'));
    expect(all).toHaveLength(6);
    const moved = all.find((e) => e.externalId === 'weekly-1/2026-11-09T08:00:00.000Z');
    expect(moved).toMatchObject({ summary: 'Riunione spostata', start: new Date('2026-10-27T14:00:00Z'), end: new Date('2026-10-27T14:30:00Z') });
    expect(all.map((e) => e.start.toISOString())).not.toContain('2026-11-09T08:00:00.000Z');

    const lateOctober = parseICalEvents(text, window('2026-10-26T00:00:00Z', '2026-10-31T00:00:00Z'));
    expect(lateOctober.map((e) => e.externalId)).toEqual(['weekly-1/2026-10-26T08:00:00.000Z', 'weekly-1/2026-11-09T08:00:00.000Z']);
  });

  test('a cancelled occurrence and a cancelled event are left out', () => {
    const cancelledOne = vevent('UID:weekly-1', 'RECURRENCE-ID;TZID=Europe/Rome:20261012T090000', 'STATUS:CANCELLED', 'DTSTART;TZID=Europe/Rome:20261012T090000', 'DTEND;TZID=Europe/Rome:20261012T100000');
    const cancelled = vevent('UID:gone', 'STATUS:CANCELLED', 'DTSTART:20261013T080000Z', 'DTEND:20261013T090000Z');
    const events = parseICalEvents(vcalendar(ROME, weekly(), cancelledOne, cancelled), window('2026-10-01T00:00:00Z', '2026-10-20T00:00:00Z'));
    expect(events.map((e) => e.externalId)).toEqual(['weekly-1/2026-10-05T07:00:00.000Z', 'weekly-1/2026-10-19T07:00:00.000Z']);
  });

  test('an all-day event spans Rome midnights, end exclusive', () => {
    const text = vcalendar(vevent('UID:ferie', 'SUMMARY:Ferie', 'DTSTART;VALUE=DATE:20261026', 'DTEND;VALUE=DATE:20261028'));
    expect(parseICalEvents(text, window('2026-10-01T00:00:00Z', '2026-11-01T00:00:00Z'))).toEqual([
      {
        externalId: 'ferie',
        uid: 'ferie',
        summary: 'Ferie',
        description: '',
        start: new Date('2026-10-25T23:00:00Z'),
        end: new Date('2026-10-27T23:00:00Z'),
        allDay: true,
        busy: true,
      },
    ]);
    // Without DTEND an all-day event lasts its one day; across the DST night that is 25 hours.
    const oneDay = vcalendar(vevent('UID:giorno', 'DTSTART;VALUE=DATE:20261025'));
    expect(parseICalEvents(oneDay, window('2026-10-01T00:00:00Z', '2026-11-01T00:00:00Z'))).toMatchObject([
      { start: new Date('2026-10-24T22:00:00Z'), end: new Date('2026-10-25T23:00:00Z'), allDay: true },
    ]);
  });

  test('a floating time is read as Rome wall-clock time', () => {
    const text = vcalendar(vevent('UID:floating', 'DTSTART:20260715T093000', 'DTEND:20260715T103000'));
    expect(parseICalEvents(text, window('2026-07-01T00:00:00Z', '2026-08-01T00:00:00Z'))).toMatchObject([
      { externalId: 'floating', start: new Date('2026-07-15T07:30:00Z'), end: new Date('2026-07-15T08:30:00Z') },
    ]);
  });

  test('a transparent event does not block (busy false)', () => {
    const text = vcalendar(vevent('UID:free', 'TRANSP:TRANSPARENT', 'DTSTART:20261013T080000Z', 'DTEND:20261013T090000Z'), vevent('UID:opaque', 'TRANSP:OPAQUE', 'DTSTART:20261013T100000Z', 'DTEND:20261013T110000Z'));
    expect(parseICalEvents(text, window('2026-10-13T00:00:00Z', '2026-10-14T00:00:00Z')).map((e) => [e.uid, e.busy])).toEqual([
      ['free', false],
      ['opaque', true],
    ]);
  });

  test('the VTIMEZONE of the object defines a non-IANA TZID; a known IANA TZID works without one', () => {
    const outlook = ROME.replace('TZID:Europe/Rome', 'TZID:W. Europe Standard Time');
    const text = vcalendar(
      outlook,
      vevent('UID:outlook', 'DTSTART;TZID=W. Europe Standard Time:20261026T090000', 'DTEND;TZID=W. Europe Standard Time:20261026T100000'),
      vevent('UID:new-york', 'DTSTART;TZID=America/New_York:20261026T090000', 'DTEND;TZID=America/New_York:20261026T100000'),
    );
    expect(parseICalEvents(text, window('2026-10-26T00:00:00Z', '2026-10-27T00:00:00Z')).map((e) => [e.uid, e.start.toISOString()])).toEqual([
      ['outlook', '2026-10-26T08:00:00.000Z'],
      ['new-york', '2026-10-26T13:00:00.000Z'],
    ]);
  });

  test('text that is not iCalendar throws (the caller skips that object)', () => {
    expect(() => parseICalEvents('not a calendar', window('2026-10-01T00:00:00Z', '2026-10-02T00:00:00Z'))).toThrow();
    expect(() => parseICalEvents('BEGIN:VCARD\r\nVERSION:4.0\r\nEND:VCARD\r\n', window('2026-10-01T00:00:00Z', '2026-10-02T00:00:00Z'))).toThrow();
  });

  test('overridden instances without their series stand alone', () => {
    const text = vcalendar(ROME, vevent('UID:invited', 'RECURRENCE-ID;TZID=Europe/Rome:20261014T090000', 'DTSTART;TZID=Europe/Rome:20261014T110000', 'DTEND;TZID=Europe/Rome:20261014T120000'));
    expect(parseICalEvents(text, window('2026-10-14T00:00:00Z', '2026-10-15T00:00:00Z'))).toMatchObject([
      { externalId: 'invited/2026-10-14T07:00:00.000Z', uid: 'invited', start: new Date('2026-10-14T09:00:00Z') },
    ]);
  });
});
