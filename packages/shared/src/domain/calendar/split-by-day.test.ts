import { describe, expect, it } from 'vitest';
import { localMidnight, splitByDay } from './split-by-day';

const iso = (parts: Array<{ date: string; start: Date; end: Date }>) => parts.map((p) => [p.date, p.start.toISOString(), p.end.toISOString()]);

describe('splitByDay (spec §9: multi-day events, one entry per day in Europe/Rome)', () => {
  it('an event within one day is one part, unchanged', () => {
    const start = new Date('2026-05-04T08:00:00Z');
    const end = new Date('2026-05-04T09:30:00Z');
    expect(splitByDay(start, end)).toEqual([{ date: '2026-05-04', start, end }]);
  });

  it('a night shift crossing midnight (22:00–06:00 Rome) gives two parts cut at local midnight', () => {
    expect(iso(splitByDay(new Date('2026-05-04T20:00:00Z'), new Date('2026-05-05T04:00:00Z')))).toEqual([
      ['2026-05-04', '2026-05-04T20:00:00.000Z', '2026-05-04T22:00:00.000Z'],
      ['2026-05-05', '2026-05-04T22:00:00.000Z', '2026-05-05T04:00:00.000Z'],
    ]);
  });

  it('an event ending exactly at midnight has no part on the next day; one starting at midnight is on its day', () => {
    expect(iso(splitByDay(new Date('2026-05-04T18:00:00Z'), new Date('2026-05-04T22:00:00Z')))).toEqual([
      ['2026-05-04', '2026-05-04T18:00:00.000Z', '2026-05-04T22:00:00.000Z'],
    ]);
    expect(splitByDay(new Date('2026-05-04T22:00:00Z'), new Date('2026-05-04T23:00:00Z'))[0]?.date).toBe('2026-05-05');
  });

  it('across the autumn DST change (2026-10-25, 03:00 → 02:00): the Sunday part lasts 25 hours', () => {
    // Saturday 20:00 CEST (UTC+2) to Monday 10:00 CET (UTC+1).
    const parts = splitByDay(new Date('2026-10-24T18:00:00Z'), new Date('2026-10-26T09:00:00Z'));
    expect(iso(parts)).toEqual([
      ['2026-10-24', '2026-10-24T18:00:00.000Z', '2026-10-24T22:00:00.000Z'],
      ['2026-10-25', '2026-10-24T22:00:00.000Z', '2026-10-25T23:00:00.000Z'],
      ['2026-10-26', '2026-10-25T23:00:00.000Z', '2026-10-26T09:00:00.000Z'],
    ]);
    expect(parts[1]!.end.getTime() - parts[1]!.start.getTime()).toBe(25 * 3_600_000);
  });

  it('across the spring DST change (2026-03-29, 02:00 → 03:00): the Sunday part lasts 23 hours', () => {
    const parts = splitByDay(new Date('2026-03-28T12:00:00Z'), new Date('2026-03-30T12:00:00Z'));
    expect(parts.map((p) => p.date)).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
    expect(parts[1]!.end.getTime() - parts[1]!.start.getTime()).toBe(23 * 3_600_000);
    expect(parts[2]!.start.toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });

  it('`within` keeps only the days meeting the window, with the event’s own times', () => {
    // A year-long event asked for one week: seven parts, whole days.
    const parts = splitByDay(new Date('2026-01-01T09:00:00Z'), new Date('2026-12-31T09:00:00Z'), {
      within: { from: localMidnight('2026-05-04'), to: localMidnight('2026-05-11') },
    });
    expect(parts.map((p) => p.date)).toEqual(['2026-05-04', '2026-05-05', '2026-05-06', '2026-05-07', '2026-05-08', '2026-05-09', '2026-05-10']);
    expect(parts[0]!.start.toISOString()).toBe('2026-05-03T22:00:00.000Z');
    // A window starting mid-day still gives that day's part from its midnight (or the event's start).
    const cut = splitByDay(new Date('2026-05-04T20:00:00Z'), new Date('2026-05-05T04:00:00Z'), {
      within: { from: new Date('2026-05-05T00:00:00Z'), to: new Date('2026-05-06T00:00:00Z') },
    });
    expect(iso(cut)).toEqual([['2026-05-05', '2026-05-04T22:00:00.000Z', '2026-05-05T04:00:00.000Z']]);
    expect(splitByDay(new Date('2026-05-04T08:00:00Z'), new Date('2026-05-04T09:00:00Z'), { within: { from: localMidnight('2026-05-05'), to: localMidnight('2026-05-06') } })).toEqual([]);
  });

  it('an event without duration is one part on its day (or none outside the window)', () => {
    const at = new Date('2026-05-04T08:00:00Z');
    expect(splitByDay(at, at)).toEqual([{ date: '2026-05-04', start: at, end: at }]);
    expect(splitByDay(at, new Date('2026-05-04T07:00:00Z'), { within: { from: localMidnight('2026-05-05'), to: localMidnight('2026-05-06') } })).toEqual([]);
  });

  it('honours another time zone', () => {
    expect(splitByDay(new Date('2026-05-04T20:00:00Z'), new Date('2026-05-05T04:00:00Z'), { timeZone: 'UTC' }).map((p) => p.date)).toEqual(['2026-05-04', '2026-05-05']);
    expect(splitByDay(new Date('2026-05-04T20:00:00Z'), new Date('2026-05-04T23:00:00Z'), { timeZone: 'UTC' }).map((p) => p.date)).toEqual(['2026-05-04']);
  });
});
