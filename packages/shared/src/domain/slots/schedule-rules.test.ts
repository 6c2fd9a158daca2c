import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyWeek, endChoicesFor, START_CHOICES, toMinutes, type WeeklySchedule } from '../practice/time-slots';
import { computeSlots, findFreeSlot, instantOf, isDateSelectable, localDateOf, localTimeOf, type Interval, type SlotQuery } from './compute-slots';
import { closedHolidayDates, easterSunday, holidaysOf, nationalHolidays } from './italian-holidays';

// Issue 25: closures, holidays, date hours, buffers, notice and the horizon in the one slot engine.
const TZ = 'Europe/Rome';
/** Property runs take seconds on a loaded machine: more than vitest's default 5 s. */
const PROPERTY_TIMEOUT_MS = 60_000;
const at = (date: string, time: string) => instantOf(date, toMinutes(time), TZ)!;
const times = (slots: Array<{ time: string }>) => slots.map((s) => s.time);
const weekdays: WeeklySchedule = (() => {
  const w = emptyWeek();
  for (const d of ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const) w[d] = { isAvailable: true, timeSlots: [{ start: '09:00', end: '12:00' }] };
  return w;
})();
const now = at('2026-11-23', '09:00'); // Monday
const base = { weeklySchedule: weekdays, durationMinutes: 60, bookings: [], now };
const day = (q: Omit<SlotQuery, 'from' | 'to'>, date: string) => computeSlots({ ...q, from: date, to: date });

describe('closures', () => {
  it('a part-day closure hides the slots whose visit meets it; touching ends do not', () => {
    const closures = [{ start: at('2026-11-24', '10:00'), end: at('2026-11-24', '11:00') }];
    expect(times(day({ ...base, closures }, '2026-11-24'))).toEqual(['09:00', '11:00']);
  });
  it('a whole-day closure greys the date out and creation refuses it', () => {
    const closures = [{ start: at('2026-11-25', '00:00'), end: at('2026-11-26', '00:00') }];
    expect(day({ ...base, closures }, '2026-11-25')).toEqual([]);
    expect(isDateSelectable({ ...base, closures }, '2026-11-25')).toBe(false);
    expect(isDateSelectable({ ...base, closures }, '2026-11-26')).toBe(true);
    expect(findFreeSlot({ ...base, closures }, at('2026-11-25', '09:00'))).toBeNull();
  });
  it("a closure blocks the visit, not its buffers: a buffer may run into closed time", () => {
    const closures = [{ start: at('2026-11-24', '10:00'), end: at('2026-11-24', '12:00') }];
    expect(times(day({ ...base, closures, bufferAfterMinutes: 30 }, '2026-11-24'))).toEqual(['09:00']);
  });
});

describe('holidays', () => {
  it('Easter by the computus, Pasquetta the day after (2027: 29 March)', () => {
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2038)).toBe('2038-04-25');
    expect(nationalHolidays(2027).find((h) => h.name.includes('Pasquetta'))?.date).toBe('2027-03-29');
    expect(nationalHolidays(2026).map((h) => h.date)).toEqual([
      '2026-01-01', '2026-01-06', '2026-04-06', '2026-04-25', '2026-05-01', '2026-06-02', '2026-08-15', '2026-11-01', '2026-12-08', '2026-12-25', '2026-12-26',
    ]);
  });
  it('across the new year, closed unless opened, with the patron saint of the chosen city', () => {
    expect(closedHolidayDates('2026-12-01', '2027-01-31', 'milano', ['2026-12-26'])).toEqual(['2026-12-07', '2026-12-08', '2026-12-25', '2027-01-01', '2027-01-06']);
    expect(closedHolidayDates('2026-12-01', '2027-01-31', null, [])).toEqual(['2026-12-08', '2026-12-25', '2026-12-26', '2027-01-01', '2027-01-06']);
  });
  it("Venezia's San Marco falls on the 25 aprile: one holiday", () => {
    expect(holidaysOf(2026, 'venezia').filter((h) => h.date === '2026-04-25')).toHaveLength(1);
  });
  it('a closed holiday offers nothing even with date hours; an opened one follows its weekday', () => {
    const week = { ...base, now: at('2026-12-28', '09:00') };
    const closedDates = closedHolidayDates('2027-01-01', '2027-01-31', null, []);
    expect(day({ ...week, closedDates, dateHours: { '2027-01-06': [{ start: '09:00', end: '10:00' }] } }, '2027-01-06')).toEqual([]);
    expect(times(day({ ...week, closedDates: closedHolidayDates('2027-01-01', '2027-01-31', null, ['2027-01-06']) }, '2027-01-06'))).toEqual(['09:00', '10:00', '11:00']);
    // Pasquetta 2027 is a Monday with weekly hours: closed.
    expect(day({ ...week, now: at('2027-03-20', '09:00'), closedDates: closedHolidayDates('2027-03-01', '2027-03-31', null, []) }, '2027-03-29')).toEqual([]);
  });
});

describe('date hours', () => {
  it('replace the weekly pattern: an extra Saturday morning, a shorter Friday, a day off', () => {
    const dateHours = { '2026-11-28': [{ start: '09:00', end: '11:00' }], '2026-11-27': [{ start: '10:00', end: '11:00' }], '2026-11-26': [] };
    const q = { ...base, dateHours };
    expect(times(day(q, '2026-11-28'))).toEqual(['09:00', '10:00']);
    expect(times(day(q, '2026-11-27'))).toEqual(['10:00']);
    expect(day(q, '2026-11-26')).toEqual([]);
    expect(isDateSelectable(q, '2026-11-28')).toBe(true);
    expect(isDateSelectable(q, '2026-11-26')).toBe(false);
    expect(times(day(q, '2026-11-25'))).toEqual(['09:00', '10:00', '11:00']);
  });
});

describe('buffers', () => {
  it('step by before + duration + after from the opening; the visit stays inside the hours, the buffers need not', () => {
    const q = { ...base, durationMinutes: 30, bufferBeforeMinutes: 10, bufferAfterMinutes: 20 };
    // 09:00 (blocked 08:50–09:50), 10:00, 11:00; 11:30 would be a visit 11:30–12:00 but the step is 60.
    expect(times(day(q, '2026-11-24'))).toEqual(['09:00', '10:00', '11:00']);
    const last = day(q, '2026-11-24').at(-1)!;
    expect(localTimeOf(last.end, TZ)).toBe('11:30');
  });
  it('at the day edges: the buffer before the opening and after the closing is allowed', () => {
    const q = { ...base, durationMinutes: 60, bufferBeforeMinutes: 30, bufferAfterMinutes: 30 };
    // The step is 120 minutes: 09:00–10:00 (blocked 08:30–10:30), then 11:00–12:00 (blocked 10:30–12:30).
    expect(times(day(q, '2026-11-24'))).toEqual(['09:00', '11:00']);
  });
  it("the blocked time may not meet a booking's blocked time or an external busy time", () => {
    const q = { ...base, durationMinutes: 60, bufferAfterMinutes: 15 };
    // Slots 09:00, 10:15, (11:30 does not fit). A booking blocked 11:20–12:00 takes 10:15 (blocked until 11:30).
    expect(times(day(q, '2026-11-24'))).toEqual(['09:00', '10:15']);
    expect(times(day({ ...q, bookings: [{ start: at('2026-11-24', '11:20'), end: at('2026-11-24', '12:00') }] }, '2026-11-24'))).toEqual(['09:00']);
    expect(times(day({ ...q, busy: [{ start: at('2026-11-24', '08:40'), end: at('2026-11-24', '09:05') }] }, '2026-11-24'))).toEqual(['10:15']);
  });
});

describe('notice and horizon', () => {
  it('notice across midnight: a visit may not start sooner than the notice, tomorrow included', () => {
    const late = at('2026-11-23', '23:00');
    const night: WeeklySchedule = { ...weekdays, tuesday: { isAvailable: true, timeSlots: [{ start: '00:00', end: '03:00' }] } };
    const q = { weeklySchedule: night, durationMinutes: 60, bookings: [], now: late, minNoticeMinutes: 120 };
    expect(times(day(q, '2026-11-24'))).toEqual(['01:00', '02:00']);
    expect(findFreeSlot(q, at('2026-11-24', '00:00'))).toBeNull();
    expect(findFreeSlot(q, at('2026-11-24', '01:00'))?.time).toBe('01:00');
  });
  it('a notice longer than the date greys it out', () => {
    expect(isDateSelectable({ ...base, minNoticeMinutes: 48 * 60 }, '2026-11-24')).toBe(false);
    expect(isDateSelectable({ ...base, minNoticeMinutes: 48 * 60 }, '2026-11-25')).toBe(true);
  });
  it('today is never selectable, however short the notice', () => {
    expect(isDateSelectable({ ...base, now: at('2026-11-24', '06:00') }, '2026-11-24')).toBe(false);
  });
  it('no date after today + the horizon', () => {
    const q = { ...base, horizonDays: 7 };
    expect(isDateSelectable(q, '2026-11-30')).toBe(true);
    expect(isDateSelectable(q, '2026-12-01')).toBe(false);
    expect(computeSlots({ ...q, from: '2026-11-24', to: '2027-01-31' }).at(-1)!.date).toBe('2026-11-30');
  });
});

describe('DST Sundays with buffers and closures', () => {
  const sundays: WeeklySchedule = { ...emptyWeek(), sunday: { isAvailable: true, timeSlots: [{ start: '01:00', end: '05:00' }, { start: '15:00', end: '18:00' }] } };
  it('spring: 02:30 does not exist; buffers and closures are real elapsed time', () => {
    const q = { weeklySchedule: sundays, durationMinutes: 30, bufferAfterMinutes: 30, bookings: [], now: new Date('2026-03-27T10:00:00Z') };
    // 01:00, 02:00 (does not exist), 03:00, 04:00; the afternoon at its local hours.
    expect(times(day(q, '2026-03-29'))).toEqual(['01:00', '03:00', '04:00', '15:00', '16:00', '17:00']);
    const closures = [{ start: new Date('2026-03-29T13:00:00Z'), end: new Date('2026-03-29T14:00:00Z') }]; // 15:00–16:00 local (UTC+2)
    expect(times(day({ ...q, closures }, '2026-03-29'))).toEqual(['01:00', '03:00', '04:00', '16:00', '17:00']);
  });
  it('autumn: the afternoon at UTC+1, a closure in UTC instants lands on the right local slot', () => {
    const q = { weeklySchedule: sundays, durationMinutes: 60, bookings: [], now: new Date('2026-10-23T10:00:00Z') };
    const closures = [{ start: new Date('2026-10-25T14:00:00Z'), end: new Date('2026-10-25T15:00:00Z') }]; // 15:00–16:00 local
    expect(times(day({ ...q, closures }, '2026-10-25')).filter((t) => t >= '15:00')).toEqual(['16:00', '17:00']);
  });
});

// Shown = accepted with every rule at random: each slot shown is accepted, and any accepted start is shown.
const slotArb = fc.constantFrom(...START_CHOICES).chain((start) => fc.constantFrom(...endChoicesFor(start)).map((end) => ({ start, end })));
const windowsArb = fc.array(slotArb, { maxLength: 3 }).map((slots) => {
  const kept: typeof slots = [];
  for (const s of slots) if (!kept.some((k) => toMinutes(s.start) < toMinutes(k.end) && toMinutes(k.start) < toMinutes(s.end))) kept.push(s);
  return kept;
});
const dayArb = windowsArb.map((timeSlots) => ({ isAvailable: timeSlots.length > 0, timeSlots }));
const weekArb = fc.record({ monday: dayArb, tuesday: dayArb, wednesday: dayArb, thursday: dayArb, friday: dayArb, saturday: dayArb, sunday: dayArb });
const START = Date.parse('2026-03-20T00:00:00Z');
const FIVE_MIN = 300_000;
const instantArb = fc.integer({ min: START, max: START + 40 * 86_400_000 }).map((t) => new Date(Math.floor(t / FIVE_MIN) * FIVE_MIN));
const intervalArb = (maxMinutes: number): fc.Arbitrary<Interval> =>
  fc.tuple(instantArb, fc.integer({ min: 5, max: maxMinutes })).map(([start, minutes]) => ({ start, end: new Date(start.getTime() + minutes * 60_000) }));
const dateArb = fc.integer({ min: 0, max: 40 }).map((n) => new Date(START + n * 86_400_000).toISOString().slice(0, 10));
const ruleArb = fc.record({
  weeklySchedule: weekArb,
  durationMinutes: fc.constantFrom(15, 30, 45, 60),
  bookings: fc.array(intervalArb(240), { maxLength: 20 }),
  busy: fc.array(intervalArb(120), { maxLength: 5 }),
  closures: fc.array(intervalArb(3 * 24 * 60), { maxLength: 4 }),
  dateHours: fc.dictionary(dateArb, windowsArb, { maxKeys: 6 }),
  closedDates: fc.array(dateArb, { maxLength: 4 }),
  bufferBeforeMinutes: fc.constantFrom(0, 5, 10, 30),
  bufferAfterMinutes: fc.constantFrom(0, 5, 15, 60),
  minNoticeMinutes: fc.constantFrom(0, 60, 120, 24 * 60, 3 * 24 * 60),
  horizonDays: fc.option(fc.integer({ min: 1, max: 40 }), { nil: undefined }),
  now: instantArb,
});

describe('shown = accepted, with every rule', () => {
  it('every slot shown is accepted by findFreeSlot, and no accepted start is missing', () => {
    fc.assert(
      fc.property(ruleArb, fc.array(instantArb, { minLength: 20, maxLength: 40 }), (q, probes) => {
        const from = localDateOf(q.now, TZ);
        const to = new Date(Date.parse(`${from}T00:00:00Z`) + 14 * 86_400_000).toISOString().slice(0, 10);
        const shown = computeSlots({ ...q, from, to });
        const shownAt = new Set(shown.map((s) => s.start.getTime()));
        for (const slot of shown) {
          expect(findFreeSlot(q, slot.start)?.start.getTime()).toBe(slot.start.getTime());
          // What every slot promises: free, open, noticed, within the horizon.
          const s = slot.start.getTime();
          const before = q.bufferBeforeMinutes * 60_000;
          const after = q.bufferAfterMinutes * 60_000;
          expect(s).toBeGreaterThanOrEqual(q.now.getTime() + q.minNoticeMinutes * 60_000);
          for (const c of q.closures) expect(slot.start < c.end && c.start < slot.end).toBe(false);
          for (const b of [...q.bookings, ...q.busy]) expect(s - before < b.end.getTime() && b.start.getTime() < slot.end.getTime() + after).toBe(false);
          expect(q.closedDates.includes(slot.date)).toBe(false);
          expect(isDateSelectable(q, slot.date)).toBe(true);
        }
        // Probes: shown starts and arbitrary instants, within the range.
        for (const probe of [...probes, ...shown.slice(0, 10).map((s) => s.start)]) {
          const accepted = findFreeSlot(q, probe);
          if (accepted && localDateOf(probe, TZ) <= to) expect(shownAt.has(probe.getTime())).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  }, PROPERTY_TIMEOUT_MS);
  it('a date is selectable exactly when the engine gives it a slot', () => {
    fc.assert(
      fc.property(ruleArb, dateArb, (q, date) => {
        expect(isDateSelectable(q, date)).toBe(computeSlots({ ...q, from: date, to: date }).length > 0);
      }),
      { numRuns: 150 },
    );
  }, PROPERTY_TIMEOUT_MS);
});
