import { type WeeklySchedule } from '@sanity/shared/domain/practice/time-slots';
import { describe, expect, it } from 'vitest';
import { addMonths, calendarDays, calendarRulesOf, candidateSlots, firstSelectableDate, formatLongItalianDate, formatMonthTitle, keyTarget, monthRange, shownMonth, withAvailability } from './booking-calendar';

const off = { isAvailable: false, timeSlots: [] };
// Mondays 09:00–11:00, Wednesdays available without hours (09:00–18:00), nothing else.
const schedule: WeeklySchedule = {
  monday: { isAvailable: true, timeSlots: [{ start: '09:00', end: '11:00' }] },
  tuesday: off,
  wednesday: { isAvailable: true, timeSlots: [] },
  thursday: off,
  friday: off,
  saturday: off,
  sunday: off,
};
// Monday 6 May 2030, 10:00 in Rome.
const now = new Date('2030-05-06T08:00:00Z');
const rules = (durationMinutes: number | null = 60) => ({ weeklySchedule: schedule, durationMinutes });

describe('booking calendar', () => {
  it('has 42 cells, Monday first, with only future days that have hours selectable', () => {
    const days = calendarDays('2030-05', rules(), now);
    expect(days).toHaveLength(42);
    expect(days[0]).toMatchObject({ date: '2030-04-29', inMonth: false, label: 'lunedì 29 aprile 2030' });
    const selectable = days.filter((d) => d.inMonth && d.selectable).map((d) => d.date);
    // Today (Monday 6) is not selectable; Wednesday 1 is past.
    expect(selectable).toEqual(['2030-05-08', '2030-05-13', '2030-05-15', '2030-05-20', '2030-05-22', '2030-05-27', '2030-05-29']);
  });

  it('starts on the month of the first bookable day and stays within the range', () => {
    expect(firstSelectableDate(rules(), now)).toBe('2030-05-08');
    expect(firstSelectableDate(null, now)).toBeNull();
    expect(shownMonth(null, rules(), new Date('2030-05-30T08:00:00Z'))).toBe('2030-06');
    expect(shownMonth('2030-07', rules(), now)).toBe('2030-07');
    expect(monthRange(now)).toEqual({ first: '2030-05', last: '2030-11' });
    expect(addMonths('2030-11', 2)).toBe('2031-01');
    expect(addMonths('2030-01', -1)).toBe('2029-12');
  });

  it('formats dates and months in Italian', () => {
    expect(formatLongItalianDate('2030-05-08')).toBe('mercoledì 8 maggio 2030');
    expect(formatMonthTitle('2030-05')).toBe('Maggio 2030');
  });
});

describe('day times', () => {
  it('steps the hours by the service duration, 09:00–18:00 for a day without hours, 60 minutes by default', () => {
    expect(candidateSlots(rules(30), '2030-05-13', now).map((s) => s.time)).toEqual(['09:00', '09:30', '10:00', '10:30']);
    expect(candidateSlots(rules(30), '2030-05-13', now)[0]!.start).toBe('2030-05-13T07:00:00.000Z');
    const wednesday = candidateSlots(rules(null), '2030-05-08', now).map((s) => s.time);
    expect(wednesday).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00']);
    expect(candidateSlots(rules(30), '2030-05-06', now)).toEqual([]);
  });

  it("follows the doctor's schedule as the server does: closures, closed holidays, date hours, buffers, notice, horizon", () => {
    const data = {
      availabilities: [{ serviceId: 'visita', weeklySchedule: schedule }],
      schedule: {
        horizonDays: 20,
        // Monday 13 May closed from 09:30 to 10:30; Wednesday 8 May a closed holiday; Saturday 11 May open 09:00–10:00.
        closures: [{ startsAt: '2030-05-13T07:30:00.000Z', endsAt: '2030-05-13T08:30:00.000Z', allDay: false, note: 'Congresso' }],
        closedDates: ['2030-05-08'],
        dateHours: { '2030-05-11': [{ start: '09:00', end: '10:00' }] },
        services: [{ serviceId: 'visita', bufferBeforeMinutes: 0, bufferAfterMinutes: 15, minNoticeMinutes: 0 }],
      },
    };
    const own = calendarRulesOf(data, { id: 'visita', duration: 30 });
    expect(calendarRulesOf(data, { id: 'altro', duration: 30 })).toBeNull();
    // 30 minutes + 15 after: 09:00, 09:45 (meets the closure), 10:30.
    expect(candidateSlots(own, '2030-05-13', now).map((s) => s.time)).toEqual(['09:00', '10:30']);
    const selectable = calendarDays('2030-05', own, now).filter((d) => d.inMonth && d.selectable).map((d) => d.date);
    // The holiday is grey, Saturday 11 is open, nothing after 26 May (today + 20 days).
    expect(selectable).toEqual(['2030-05-11', '2030-05-13', '2030-05-15', '2030-05-20', '2030-05-22']);
  });

  it('applies the server verdict; a failed check leaves every time available (spec §8)', () => {
    const candidates = candidateSlots(rules(60), '2030-05-13', now);
    expect(withAvailability(candidates, { success: true, results: [{ time: '09:00', available: false }] }).map((s) => s.available)).toEqual([false, true]);
    expect(withAvailability(candidates, null).every((s) => s.available)).toBe(true);
    expect(withAvailability(candidates, { success: false, results: [{ time: '09:00', available: false }] }).every((s) => s.available)).toBe(true);
  });

  it('moves the active day with the grid keys, across weeks and months', () => {
    // Wednesday 1 May 2030.
    expect(keyTarget('2030-05-01', 'ArrowLeft')).toBe('2030-04-30');
    expect(keyTarget('2030-05-31', 'ArrowRight')).toBe('2030-06-01');
    expect(keyTarget('2030-05-01', 'ArrowUp')).toBe('2030-04-24');
    expect(keyTarget('2030-05-29', 'ArrowDown')).toBe('2030-06-05');
    expect(keyTarget('2030-05-01', 'Home')).toBe('2030-04-29');
    expect(keyTarget('2030-05-01', 'End')).toBe('2030-05-05');
    expect(keyTarget('2030-05-05', 'End')).toBe('2030-05-05');
    expect(keyTarget('2030-03-31', 'PageDown')).toBe('2030-04-30');
    expect(keyTarget('2030-01-15', 'PageUp')).toBe('2029-12-15');
    expect(keyTarget('2030-05-01', 'Enter')).toBeNull();
  });
});
