import { describe, expect, it } from 'vitest';
import { closureWhen, closuresMeeting } from './schedule-text';

describe('closureWhen', () => {
  it('writes one whole day, a range of days and part of a day in Italian, in Rome time', () => {
    expect(closureWhen({ startsAt: '2026-08-09T22:00:00.000Z', endsAt: '2026-08-10T22:00:00.000Z', allDay: true })).toBe('lunedì 10 agosto 2026');
    expect(closureWhen({ startsAt: '2026-08-09T22:00:00.000Z', endsAt: '2026-08-14T22:00:00.000Z', allDay: true })).toBe('dal 10 agosto 2026 al 14 agosto 2026');
    expect(closureWhen({ startsAt: '2026-08-10T12:00:00.000Z', endsAt: '2026-08-10T16:00:00.000Z', allDay: false })).toBe('lunedì 10 agosto 2026, dalle 14:00 alle 18:00');
  });

  it('a closure across two days with times names both ends', () => {
    expect(closureWhen({ startsAt: '2026-08-10T12:00:00.000Z', endsAt: '2026-08-11T08:00:00.000Z', allDay: false })).toBe('dal 10 agosto 2026 14:00 al 11 agosto 2026 10:00');
  });
});

describe('closuresMeeting', () => {
  const week = { startsAt: '2026-08-09T22:00:00.000Z', endsAt: '2026-08-14T22:00:00.000Z', allDay: true };
  it('keeps the closures that meet the dates, ends included, and drops the next day', () => {
    expect(closuresMeeting([week], '2026-08-14', '2026-08-31')).toEqual([week]);
    expect(closuresMeeting([week], '2026-08-15', '2026-08-31')).toEqual([]);
    expect(closuresMeeting([week], '2026-07-01', '2026-08-10')).toEqual([week]);
  });
});
