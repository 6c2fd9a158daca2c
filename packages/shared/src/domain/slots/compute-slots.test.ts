import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyWeek, START_CHOICES, endChoicesFor, toMinutes, type WeeklySchedule } from '../practice/time-slots';
import { computeSlots, findFreeSlot, instantOf, isDateSelectable, localDateOf, localTimeOf, type Interval } from './compute-slots';

const TZ = 'Europe/Rome';
/** Property runs take seconds on a loaded machine: more than vitest's default 5 s. */
const PROPERTY_TIMEOUT_MS = 60_000;
function week(setup: (w: WeeklySchedule) => void): WeeklySchedule {
  const w = emptyWeek();
  setup(w);
  return w;
}
const sundays = week((w) => {
  w.sunday = { isAvailable: true, timeSlots: [{ start: '09:00', end: '12:00' }, { start: '15:00', end: '18:00' }] };
});
// Frozen clocks: the Friday before each 2026 DST Sunday.
const beforeSpring = new Date('2026-03-27T10:00:00Z');
const beforeAutumn = new Date('2026-10-23T10:00:00Z');

describe('DST Sundays keep local wall-clock times', () => {
  it('last Sunday of March (02:00 → 03:00): morning and afternoon slots at their local hours, UTC+2', () => {
    const slots = computeSlots({ weeklySchedule: sundays, durationMinutes: 60, bookings: [], now: beforeSpring, from: '2026-03-29', to: '2026-03-29' });
    expect(slots.map((s) => s.time)).toEqual(['09:00', '10:00', '11:00', '15:00', '16:00', '17:00']);
    expect(slots.map((s) => localTimeOf(s.start, TZ))).toEqual(['09:00', '10:00', '11:00', '15:00', '16:00', '17:00']);
    expect(slots[0]!.start.toISOString()).toBe('2026-03-29T07:00:00.000Z');
    expect(slots[3]!.start.toISOString()).toBe('2026-03-29T13:00:00.000Z');
  });
  it('last Sunday of October (03:00 → 02:00): afternoon slots at 15:00 local, UTC+1', () => {
    const slots = computeSlots({ weeklySchedule: sundays, durationMinutes: 60, bookings: [], now: beforeAutumn, from: '2026-10-25', to: '2026-10-25' });
    expect(slots.map((s) => localTimeOf(s.start, TZ))).toEqual(['09:00', '10:00', '11:00', '15:00', '16:00', '17:00']);
    expect(slots[0]!.start.toISOString()).toBe('2026-10-25T08:00:00.000Z');
    expect(slots[3]!.start.toISOString()).toBe('2026-10-25T14:00:00.000Z');
  });
  it('the Saturdays before use the old offset', () => {
    expect(instantOf('2026-03-28', 15 * 60, TZ)!.toISOString()).toBe('2026-03-28T14:00:00.000Z');
    expect(instantOf('2026-10-24', 15 * 60, TZ)!.toISOString()).toBe('2026-10-24T13:00:00.000Z');
  });
  it('a wall-clock time inside the spring gap does not exist', () => {
    expect(instantOf('2026-03-29', 2 * 60 + 30, TZ)).toBeNull();
  });
});

describe('spec §5 rules', () => {
  const weekdays = week((w) => {
    w.monday = { isAvailable: true, timeSlots: [{ start: '09:00', end: '11:00' }] };
    w.tuesday = { isAvailable: true, timeSlots: [] };
  });
  const now = new Date('2026-11-23T08:00:00Z'); // Monday 09:00 in Rome

  it('today and past dates offer nothing', () => {
    expect(computeSlots({ weeklySchedule: weekdays, bookings: [], now, from: '2026-11-16', to: '2026-11-23' })).toEqual([]);
    expect(isDateSelectable({ weeklySchedule: weekdays, bookings: [], now }, '2026-11-23')).toBe(false);
    expect(isDateSelectable({ weeklySchedule: weekdays, bookings: [], now }, '2026-11-30')).toBe(true);
  });
  it('a day available without slots uses 09:00-18:00, stepped by the duration (60 by default)', () => {
    const slots = computeSlots({ weeklySchedule: weekdays, bookings: [], now, from: '2026-11-24', to: '2026-11-24' });
    expect(slots.map((s) => s.time)).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00']);
  });
  it('slots step by the service duration and never run past the window', () => {
    const slots = computeSlots({ weeklySchedule: weekdays, durationMinutes: 45, bookings: [], now, from: '2026-11-30', to: '2026-11-30' });
    expect(slots.map((s) => `${s.time}-${localTimeOf(s.end, TZ)}`)).toEqual(['09:00-09:45', '09:45-10:30']);
  });
  it('days without hours, and a service without any, offer nothing', () => {
    expect(computeSlots({ weeklySchedule: weekdays, bookings: [], now, from: '2026-11-25', to: '2026-11-29' })).toEqual([]);
    expect(computeSlots({ weeklySchedule: null, bookings: [], now, from: '2026-11-24', to: '2026-11-30' })).toEqual([]);
    expect(isDateSelectable({ weeklySchedule: null, bookings: [], now }, '2026-11-30')).toBe(false);
  });
  it('a booking of another service and length blocks every slot it touches; touching ends do not', () => {
    const booking = { start: new Date('2026-11-30T08:30:00Z'), end: new Date('2026-11-30T09:00:00Z') }; // 09:30-10:00 local
    const slots = computeSlots({ weeklySchedule: weekdays, durationMinutes: 30, bookings: [booking], now, from: '2026-11-30', to: '2026-11-30' });
    expect(slots.map((s) => s.time)).toEqual(['09:00', '10:00', '10:30']);
  });
  it('external busy times block slots too', () => {
    const busy = [{ start: new Date('2026-11-30T07:45:00Z'), end: new Date('2026-11-30T08:15:00Z') }]; // 08:45-09:15
    const slots = computeSlots({ weeklySchedule: weekdays, durationMinutes: 30, bookings: [], busy, now, from: '2026-11-30', to: '2026-11-30' });
    expect(slots.map((s) => s.time)).toEqual(['09:30', '10:00', '10:30']);
  });
  it('the server accepts only a free slot start', () => {
    const base = { weeklySchedule: weekdays, durationMinutes: 30, bookings: [], now };
    expect(findFreeSlot(base, new Date('2026-11-30T08:00:00Z'))?.time).toBe('09:00');
    expect(findFreeSlot(base, new Date('2026-11-30T08:10:00Z'))).toBeNull();
    expect(findFreeSlot({ ...base, bookings: [{ start: new Date('2026-11-30T08:00:00Z'), end: new Date('2026-11-30T09:00:00Z') }] }, new Date('2026-11-30T08:30:00Z'))).toBeNull();
  });
});

// Properties over random weekly hours, durations, bookings and clocks.
const slotArb = fc
  .constantFrom(...START_CHOICES)
  .chain((start) => fc.constantFrom(...endChoicesFor(start)).map((end) => ({ start, end })));
const dayArb = fc.record({ isAvailable: fc.boolean(), timeSlots: fc.array(slotArb, { maxLength: 3 }) }).map((d) => {
  // Keep days valid (no overlaps), as the settings dialog and the server guarantee.
  const kept: typeof d.timeSlots = [];
  for (const s of d.timeSlots) if (!kept.some((k) => toMinutes(s.start) < toMinutes(k.end) && toMinutes(k.start) < toMinutes(s.end))) kept.push(s);
  return { isAvailable: d.isAvailable || kept.length > 0, timeSlots: kept };
});
const weekArb = fc.record({ monday: dayArb, tuesday: dayArb, wednesday: dayArb, thursday: dayArb, friday: dayArb, saturday: dayArb, sunday: dayArb });
const RANGE_START = Date.parse('2026-03-01T00:00:00Z');
const instantArb = fc.integer({ min: RANGE_START, max: RANGE_START + 300 * 86_400_000 }).map((t) => new Date(Math.floor(t / 300_000) * 300_000));
const intervalArb: fc.Arbitrary<Interval> = fc
  .tuple(instantArb, fc.integer({ min: 5, max: 240 }))
  .map(([start, minutes]) => ({ start, end: new Date(start.getTime() + minutes * 60_000) }));
const queryArb = fc.record({
  weeklySchedule: weekArb,
  durationMinutes: fc.constantFrom(15, 20, 30, 45, 60, 90),
  bookings: fc.array(intervalArb, { maxLength: 40 }),
  busy: fc.array(intervalArb, { maxLength: 10 }),
  now: instantArb,
  startOffsetDays: fc.integer({ min: -3, max: 30 }),
  days: fc.integer({ min: 1, max: 31 }),
});
function range(q: { now: Date; startOffsetDays: number; days: number }) {
  const from = new Date(Date.parse(`${localDateOf(q.now, TZ)}T00:00:00Z`) + q.startOffsetDays * 86_400_000);
  const to = new Date(from.getTime() + (q.days - 1) * 86_400_000);
  return { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) };
}

describe('slot engine properties', () => {
  it('no slot overlaps a booking or a busy time', () => {
    fc.assert(
      fc.property(queryArb, (q) => {
        for (const slot of computeSlots({ ...q, ...range(q) })) {
          for (const b of [...q.bookings, ...q.busy]) {
            expect(slot.start < b.end && b.start < slot.end).toBe(false);
          }
        }
      }),
      { numRuns: 150 },
    );
  }, PROPERTY_TIMEOUT_MS);
  it('every slot lies inside one window of its weekday, in local time', () => {
    fc.assert(
      fc.property(queryArb, (q) => {
        for (const slot of computeSlots({ ...q, ...range(q) })) {
          const weekday = (['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const)[new Date(`${slot.date}T12:00:00Z`).getUTCDay()]!;
          const day = q.weeklySchedule[weekday];
          const windows = day.timeSlots.length ? day.timeSlots : day.isAvailable ? [{ start: '09:00', end: '18:00' }] : [];
          const s = toMinutes(localTimeOf(slot.start, TZ));
          const e = s + q.durationMinutes;
          expect(localDateOf(slot.start, TZ)).toBe(slot.date);
          expect(windows.some((w) => toMinutes(w.start) <= s && e <= toMinutes(w.end))).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  }, PROPERTY_TIMEOUT_MS);
  it('no slot is today or in the past', () => {
    fc.assert(
      fc.property(queryArb, (q) => {
        const today = localDateOf(q.now, TZ);
        for (const slot of computeSlots({ ...q, ...range(q) })) {
          expect(slot.date > today).toBe(true);
          expect(slot.start.getTime()).toBeGreaterThan(q.now.getTime());
        }
      }),
      { numRuns: 150 },
    );
  }, PROPERTY_TIMEOUT_MS);
  it('on the DST Sundays every slot keeps its wall-clock time', () => {
    fc.assert(
      fc.property(weekArb, fc.constantFrom(['2026-03-29', beforeSpring] as const, ['2026-10-25', beforeAutumn] as const), fc.constantFrom(30, 45, 60), (w, [date, now], duration) => {
        const slots = computeSlots({ weeklySchedule: w, durationMinutes: duration, bookings: [], now, from: date, to: date });
        for (const slot of slots) expect(localTimeOf(slot.start, TZ)).toBe(slot.time);
      }),
      { numRuns: 100 },
    );
  }, PROPERTY_TIMEOUT_MS);
});
