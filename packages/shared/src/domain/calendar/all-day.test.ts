import { describe, expect, it } from 'vitest';
import { allDayRange } from './all-day';
import { splitByDay } from './split-by-day';

describe('allDayRange (spec §9: all-day end dates are exclusive)', () => {
  it('a one-day event on 2026-12-08 has end 2026-12-09 and covers only the 8th', () => {
    const range = allDayRange('2026-12-08', '2026-12-09');
    expect(range?.days).toEqual(['2026-12-08']);
    expect(range?.start.toISOString()).toBe('2026-12-07T23:00:00.000Z');
    expect(range?.end.toISOString()).toBe('2026-12-08T23:00:00.000Z');
    // Split per day, the instants give back the same single day.
    expect(splitByDay(range!.start, range!.end).map((p) => p.date)).toEqual(['2026-12-08']);
  });

  it('a three-day event across the autumn DST change: its instants are local midnights (UTC+2, then UTC+1)', () => {
    const range = allDayRange('2026-10-24', '2026-10-27');
    expect(range?.days).toEqual(['2026-10-24', '2026-10-25', '2026-10-26']);
    expect(range?.start.toISOString()).toBe('2026-10-23T22:00:00.000Z');
    expect(range?.end.toISOString()).toBe('2026-10-26T23:00:00.000Z');
    expect(range!.end.getTime() - range!.start.getTime()).toBe((3 * 24 + 1) * 3_600_000);
    const parts = splitByDay(range!.start, range!.end);
    expect(parts.map((p) => p.date)).toEqual(range?.days);
    expect(parts[1]!.end.getTime() - parts[1]!.start.getTime()).toBe(25 * 3_600_000);
  });

  it('the spring DST Sunday lasts 23 hours', () => {
    const range = allDayRange('2026-03-29', '2026-03-30');
    expect(range?.days).toEqual(['2026-03-29']);
    expect(range!.end.getTime() - range!.start.getTime()).toBe(23 * 3_600_000);
  });

  it('crosses months and years', () => {
    expect(allDayRange('2026-12-31', '2027-01-02')?.days).toEqual(['2026-12-31', '2027-01-01']);
    expect(allDayRange('2028-02-28', '2028-03-01')?.days).toEqual(['2028-02-28', '2028-02-29']);
  });

  it('an end not after the start, or none, covers the start day alone', () => {
    for (const end of ['2026-12-08', '2026-12-01', null, undefined]) {
      const range = allDayRange('2026-12-08', end);
      expect(range?.days).toEqual(['2026-12-08']);
      expect(range?.end.toISOString()).toBe('2026-12-08T23:00:00.000Z');
    }
  });

  it('refuses dates that are not calendar days', () => {
    expect(allDayRange('2026-02-30', '2026-03-01')).toBeNull();
    expect(allDayRange('2026-12-08', '20261209')).toBeNull();
    expect(allDayRange('', '2026-12-09')).toBeNull();
  });

  it('bounds the list of days, never the instants', () => {
    const range = allDayRange('2026-01-01', '2036-01-01', { maxDays: 10 });
    expect(range?.days).toHaveLength(10);
    expect(range?.end.toISOString()).toBe('2035-12-31T23:00:00.000Z');
  });

  it('honours another time zone', () => {
    expect(allDayRange('2026-12-08', '2026-12-09', { timeZone: 'UTC' })?.start.toISOString()).toBe('2026-12-08T00:00:00.000Z');
  });
});
