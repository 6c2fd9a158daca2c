import { describe, expect, it } from 'vitest';
import { parseTimeShape } from './time-shape';

const iso = '2026-03-29T10:30:00.000Z';
const ms = Date.parse(iso);

describe('time shapes (spec §3)', () => {
  it('reads every shape the spec lists', () => {
    for (const value of [
      iso,
      ms,
      new Date(ms),
      { seconds: ms / 1000 },
      { _seconds: ms / 1000 },
      { toDate: () => new Date(ms) },
      { $date: iso },
      { $date: { $numberLong: String(ms) } },
    ]) {
      expect(parseTimeShape(value)?.toISOString(), JSON.stringify(value)).toBe(iso);
    }
  });
  it('adds the nanoseconds, to the millisecond', () => {
    expect(parseTimeShape({ seconds: ms / 1000, nanoseconds: 250_999_999 })?.toISOString()).toBe('2026-03-29T10:30:00.250Z');
    expect(parseTimeShape({ _seconds: ms / 1000, _nanoseconds: 5_000_000 })?.toISOString()).toBe('2026-03-29T10:30:00.005Z');
  });
  it('gives null for what is not a date', () => {
    for (const value of [null, undefined, '', 'ieri', Number.NaN, {}, { seconds: 'x' }, { toDate: () => 'x' }, true]) {
      expect(parseTimeShape(value)).toBeNull();
    }
  });
});
