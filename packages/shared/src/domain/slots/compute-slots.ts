import { TZDate } from '@date-fns/tz';
import { DEFAULT_TIME_ZONE, instantOf, localDateOf, parseLocalDate, plusDays } from '../dates/local-time';
import { BOOKING_DURATION_DEFAULT } from '../practice/duration';
import { DEFAULT_SLOT, toMinutes, WEEK_DAYS, type DaySchedule, type TimeSlot, type WeeklySchedule } from '../practice/time-slots';

// The engine's callers read local dates and times from here too.
export { DEFAULT_TIME_ZONE, instantOf, localDateOf, localTimeOf } from '../dates/local-time';

/**
 * The slot engine (spec §5 Booking; DESIGN "one pure function computes slots"). It decides both
 * what the booking dialog offers and whether the server accepts a booking. Weekly hours are
 * wall-clock times in the doctor's time zone; every slot start is converted from that wall clock,
 * so afternoon slots stay at their local time across the DST Sundays. The clock is a parameter.
 */

export interface Interval {
  start: Date;
  end: Date;
}

export interface SlotQuery {
  /** The service's weekly hours; null means the service has none (only `dateHours` dates are selectable). */
  weeklySchedule: WeeklySchedule | null;
  /** Minutes; missing or invalid gives the booking default of 60. */
  durationMinutes?: number | null;
  /**
   * The doctor's held time of any service, pending bookings included, cancelled ones excluded: each
   * booking's blocked time (its visit with its service's buffers, `appointments.blocked_*`).
   */
  bookings: readonly Interval[];
  /** Busy times from the doctor's external calendar. */
  busy?: readonly Interval[];
  now: Date;
  timeZone?: string;
  /** First and last local date of the range, inclusive, as YYYY-MM-DD. */
  from: string;
  to: string;
  /**
   * Hours of single local dates (issue 25) that replace the weekly pattern of that date for every
   * service; an empty list: no hours that date.
   */
  dateHours?: Readonly<Record<string, readonly TimeSlot[]>>;
  /** Local dates closed all day whatever their hours: the public holidays the doctor did not open. */
  closedDates?: ReadonlySet<string> | readonly string[];
  /** Times the practice is closed, [start, end): no visit may meet one (its buffers may). */
  closures?: readonly Interval[];
  /** Minutes kept free before and after each visit of the service; 0 by default. */
  bufferBeforeMinutes?: number | null;
  bufferAfterMinutes?: number | null;
  /** A visit may not start sooner than this many minutes after `now`; 0 by default. */
  minNoticeMinutes?: number | null;
  /** No date later than today plus this many days is offered; none: no limit. */
  horizonDays?: number | null;
}

export interface Slot {
  /** Local date YYYY-MM-DD in the doctor's time zone. */
  date: string;
  /** Local start time HH:MM. */
  time: string;
  start: Date;
  end: Date;
}

const DAY_MS = 86_400_000;

function formatDate(utcMidnight: number): string {
  return new Date(utcMidnight).toISOString().slice(0, 10);
}

/** Minutes to add to a local wall-clock time to get UTC, at that local time (Date's sign convention). */
function offsetAt(y: number, m: number, d: number, minutes: number, timeZone: string): number {
  return new TZDate(y, m - 1, d, Math.floor(minutes / 60), minutes % 60, timeZone).getTimezoneOffset();
}

/**
 * Converts wall-clock minutes of one local date to instants. Most days have one UTC offset, so
 * two look-ups serve the whole day; on a DST day each time is converted on its own.
 */
function dayClock(date: string, timeZone: string): (minutes: number) => Date | null {
  const { y, m, d } = parseLocalDate(date)!;
  const first = offsetAt(y, m, d, 0, timeZone);
  if (first !== offsetAt(y, m, d, 23 * 60 + 59, timeZone)) return (minutes) => instantOf(date, minutes, timeZone);
  const midnight = Date.UTC(y, m - 1, d) + first * 60_000;
  return (minutes) => new Date(midnight + minutes * 60_000);
}

/** Weekday key of a local date (monday … sunday). */
export function weekDayOf(date: string): (typeof WEEK_DAYS)[number] | null {
  const p = parseLocalDate(date);
  if (!p) return null;
  const sundayFirst = new Date(Date.UTC(p.y, p.m - 1, p.d)).getUTCDay();
  return WEEK_DAYS[(sundayFirst + 6) % 7]!;
}

/** The opening windows of a day: its time slots, or 09:00–18:00 when it is available without slots. */
export function windowsOf(day: DaySchedule | undefined): TimeSlot[] {
  if (!day) return [];
  if (day.timeSlots.length > 0) return day.timeSlots;
  return day.isAvailable ? [{ ...DEFAULT_SLOT }] : [];
}

function effectiveDuration(minutes: number | null | undefined): number {
  return typeof minutes === 'number' && Number.isInteger(minutes) && minutes > 0 ? minutes : BOOKING_DURATION_DEFAULT;
}

/** Sorted, merged busy intervals as [start, end) milliseconds. */
function mergeBusy(intervals: readonly Interval[]): Array<[number, number]> {
  const sorted = intervals
    .map((i): [number, number] => [i.start.getTime(), i.end.getTime()])
    .filter(([s, e]) => Number.isFinite(s) && Number.isFinite(e) && e > s)
    .sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const [s, e] of sorted) {
    const last = merged.at(-1);
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else merged.push([s, e]);
  }
  return merged;
}

/** Whether [s, e) meets any merged busy interval (disjoint and sorted, so their ends ascend too). */
function isBusy(busy: ReadonlyArray<[number, number]>, s: number, e: number): boolean {
  let lo = 0;
  let hi = busy.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (busy[mid]![1] <= s) lo = mid + 1;
    else hi = mid;
  }
  return lo < busy.length && busy[lo]![0] < e;
}

/** A non-negative whole number of minutes, else 0 (missing, invalid). */
function minutesOrZero(minutes: number | null | undefined): number {
  return typeof minutes === 'number' && Number.isInteger(minutes) && minutes > 0 ? minutes : 0;
}

/**
 * The opening windows of a local date for the service, sorted: the date's own hours when it has
 * some, else its weekday's; none on a closed date (a closed holiday is a whole-day closure, so it
 * wins over the date's own hours: the doctor opens the holiday first).
 */
function windowsOnDate(query: Pick<SlotQuery, 'weeklySchedule' | 'dateHours'>, closed: ReadonlySet<string>, date: string, weekday: (typeof WEEK_DAYS)[number]): TimeSlot[] {
  if (closed.has(date)) return [];
  const own = query.dateHours?.[date];
  const windows = own ? [...own] : [...windowsOf(query.weeklySchedule?.[weekday])];
  return windows.sort((a, b) => toMinutes(a.start) - toMinutes(b.start));
}

/**
 * The free slots of the range, ascending. A window's slots start at its opening and step by
 * buffer before + duration + buffer after; the visit lies inside the window (its buffers need
 * not). A slot is free when its blocked time [start − before, end + after) meets no booking's
 * blocked time and no external busy time, its visit meets no closure, it starts at least the
 * notice after `now`, and its date is after today and within the horizon.
 */
export function computeSlots(query: SlotQuery): Slot[] {
  const timeZone = query.timeZone ?? DEFAULT_TIME_ZONE;
  const from = parseLocalDate(query.from);
  const to = parseLocalDate(query.to);
  if (!from || !to || (!query.weeklySchedule && !query.dateHours)) return [];
  const duration = effectiveDuration(query.durationMinutes);
  const before = minutesOrZero(query.bufferBeforeMinutes);
  const after = minutesOrZero(query.bufferAfterMinutes);
  const step = before + duration + after;
  const earliest = query.now.getTime() + minutesOrZero(query.minNoticeMinutes) * 60_000;
  const busy = mergeBusy([...query.bookings, ...(query.busy ?? [])]);
  const closures = mergeBusy(query.closures ?? []);
  const closed = query.closedDates instanceof Set ? query.closedDates : new Set(query.closedDates ?? []);
  const today = localDateOf(query.now, timeZone);
  const lastDate = typeof query.horizonDays === 'number' ? plusDays(today, query.horizonDays) : null;
  const slots: Slot[] = [];

  const last = Date.UTC(to.y, to.m - 1, to.d);
  for (let day = Date.UTC(from.y, from.m - 1, from.d); day <= last; day += DAY_MS) {
    const date = formatDate(day);
    if (date <= today) continue;
    if (lastDate !== null && date > lastDate) break;
    const weekday = WEEK_DAYS[(new Date(day).getUTCDay() + 6) % 7]!;
    const windows = windowsOnDate(query, closed, date, weekday);
    if (windows.length === 0) continue;
    const clock = dayClock(date, timeZone);
    for (const window of windows) {
      const open = toMinutes(window.start);
      const close = toMinutes(window.end);
      for (let t = open; t + duration <= close; t += step) {
        const start = clock(t);
        if (!start) continue;
        const s = start.getTime();
        const e = s + duration * 60_000;
        if (s < earliest || isBusy(closures, s, e) || isBusy(busy, s - before * 60_000, e + after * 60_000)) continue;
        slots.push({ date, time: `${String(Math.floor(t / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`, start, end: new Date(e) });
      }
    }
  }
  return slots;
}

/**
 * Whether the calendar offers a date (spec §5: never today or a past date): exactly when the
 * engine gives it at least one slot with the same rules. The booking calendar passes no bookings
 * (it does not know them; the availability check tells which times are taken).
 */
export function isDateSelectable(query: Omit<SlotQuery, 'from' | 'to'>, date: string): boolean {
  if (!parseLocalDate(date)) return false;
  return computeSlots({ ...query, from: date, to: date }).length > 0;
}

/** The slot starting exactly at `start`, when it is free: the server's acceptance rule for a booking. */
export function findFreeSlot(query: Omit<SlotQuery, 'from' | 'to'>, start: Date): Slot | null {
  const date = localDateOf(start, query.timeZone ?? DEFAULT_TIME_ZONE);
  return computeSlots({ ...query, from: date, to: date }).find((s) => s.start.getTime() === start.getTime()) ?? null;
}
