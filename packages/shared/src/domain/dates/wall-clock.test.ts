import { TZDate } from '@date-fns/tz';
import { describe, expect, test } from 'vitest';
import { localTimeOf } from './wall-clock';

/** What `localTimeOf` answered with `TZDate` before it moved to Intl (issue 27): the reference. */
const withTzDate = (instant: Date, timeZone: string) => {
  const local = new TZDate(instant.getTime(), timeZone);
  return `${String(local.getHours()).padStart(2, '0')}:${String(local.getMinutes()).padStart(2, '0')}`;
};

describe('localTimeOf', () => {
  test('gives the wall-clock time TZDate gives, through two years and minute by minute around the DST switches', () => {
    const mismatches: string[] = [];
    const check = (t: number, timeZone: string) => {
      const instant = new Date(t);
      const got = localTimeOf(instant, timeZone);
      if (got !== withTzDate(instant, timeZone)) mismatches.push(`${timeZone} ${instant.toISOString()}: ${got}`);
    };
    for (const timeZone of ['Europe/Rome', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe', 'UTC']) {
      // 67 minutes and 13 seconds apart: every minute of the hour, and seconds that must be dropped, not rounded.
      for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2028, 0, 1); t += 4_033_000) check(t, timeZone);
    }
    // Rome's switches of 2026 and 2027, three hours either side, every 61 seconds.
    for (const at of ['2026-03-29T01:00:00Z', '2026-10-25T01:00:00Z', '2027-03-28T01:00:00Z', '2027-10-31T01:00:00Z']) {
      const t0 = Date.parse(at);
      for (let t = t0 - 3 * 3_600_000; t < t0 + 3 * 3_600_000; t += 61_000) check(t, 'Europe/Rome');
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });

  test('reads Europe/Rome by default: midnight and the hour after the spring switch', () => {
    expect(localTimeOf(new Date('2026-03-28T23:00:00Z'))).toBe('00:00');
    expect(localTimeOf(new Date('2026-03-29T01:00:00Z'))).toBe('03:00');
    expect(localTimeOf(new Date('2026-10-25T00:59:59Z'))).toBe('02:59');
    expect(localTimeOf(new Date('2026-10-25T01:00:00Z'))).toBe('02:00');
  });
});
