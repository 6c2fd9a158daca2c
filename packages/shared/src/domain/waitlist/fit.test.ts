import { describe, expect, test } from 'vitest';
import { fitsWaitlist, isoWeekdayOf, type WaitlistCriteria } from './fit';

const now = new Date('2026-11-30T09:00:00Z');
const any: WaitlistCriteria = { serviceId: null, weekdays: [], timeFrom: null, timeTo: null, untilDate: '2026-12-31', appointmentStartsAt: null };
// Thursday 3 December 2026, 10:00 in Rome (UTC+1).
const thursday10 = { serviceId: 'visita', start: new Date('2026-12-03T09:00:00Z') };

describe('fitsWaitlist', () => {
  test('an entry without conditions takes any future time of any service', () => {
    expect(fitsWaitlist(any, thursday10, now)).toBe(true);
    expect(fitsWaitlist(any, { ...thursday10, serviceId: 'ecg' }, now)).toBe(true);
  });

  test('a time already started or past never fits', () => {
    expect(fitsWaitlist(any, thursday10, thursday10.start)).toBe(false);
  });

  test('one service: only that service', () => {
    expect(fitsWaitlist({ ...any, serviceId: 'visita' }, thursday10, now)).toBe(true);
    expect(fitsWaitlist({ ...any, serviceId: 'ecg' }, thursday10, now)).toBe(false);
  });

  test('weekdays are ISO (Thursday is 4) and read on the local date', () => {
    expect(isoWeekdayOf('2026-12-03')).toBe(4);
    expect(isoWeekdayOf('2026-12-06')).toBe(7);
    expect(fitsWaitlist({ ...any, weekdays: [4] }, thursday10, now)).toBe(true);
    expect(fitsWaitlist({ ...any, weekdays: [1, 2, 3, 5] }, thursday10, now)).toBe(false);
    // 23:30 UTC on Thursday is already Friday 00:30 in Rome.
    expect(fitsWaitlist({ ...any, weekdays: [5] }, { ...thursday10, start: new Date('2026-12-03T23:30:00Z') }, now)).toBe(true);
  });

  test('hours: the start lies in [from, to) of local time', () => {
    expect(fitsWaitlist({ ...any, timeFrom: '10:00', timeTo: '12:00' }, thursday10, now)).toBe(true);
    expect(fitsWaitlist({ ...any, timeFrom: '10:30', timeTo: '12:00' }, thursday10, now)).toBe(false);
    expect(fitsWaitlist({ ...any, timeFrom: '08:00', timeTo: '10:00' }, thursday10, now)).toBe(false);
    expect(fitsWaitlist({ ...any, timeFrom: '09:00', timeTo: null }, thursday10, now)).toBe(true);
  });

  test('hours follow the wall clock across the DST change (10:00 in summer is 08:00 UTC)', () => {
    const summer = { serviceId: 'visita', start: new Date('2027-04-01T08:00:00Z') };
    expect(fitsWaitlist({ ...any, untilDate: '2027-12-31', timeFrom: '10:00', timeTo: '11:00' }, summer, now)).toBe(true);
  });

  test('the until date is inclusive, in local dates', () => {
    expect(fitsWaitlist({ ...any, untilDate: '2026-12-03' }, thursday10, now)).toBe(true);
    expect(fitsWaitlist({ ...any, untilDate: '2026-12-02' }, thursday10, now)).toBe(false);
  });

  test('an entry moving an appointment takes only times earlier than it', () => {
    const held = { ...any, serviceId: 'visita', appointmentStartsAt: new Date('2026-12-10T09:00:00Z') };
    expect(fitsWaitlist(held, thursday10, now)).toBe(true);
    expect(fitsWaitlist(held, { ...thursday10, start: new Date('2026-12-10T09:00:00Z') }, now)).toBe(false);
    expect(fitsWaitlist(held, { ...thursday10, start: new Date('2026-12-11T09:00:00Z') }, now)).toBe(false);
  });
});
