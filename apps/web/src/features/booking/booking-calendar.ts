import { plusDays } from '@sanity/shared/domain/dates/local-time';
import { computeSlots, DEFAULT_TIME_ZONE, isDateSelectable, localDateOf, type SlotQuery } from '@sanity/shared/domain/slots/compute-slots';
import { type AvailabilityCheckResponse } from '@sanity/shared/schemas/appointments';
import { type ProfessionalAvailabilities } from '@sanity/shared/schemas/practice';
import { monthGridDays } from '../../lib/month-grid';
import { type SlotOption } from './booking-flow';

/**
 * The booking calendar and the day's times (spec §5 Booking): dates are local dates of the doctor's
 * time zone (Europe/Rome) as YYYY-MM-DD, months as YYYY-MM. The clock is a parameter.
 */

/** How far ahead the calendar goes, in months after the current one (ours). */
export const BOOKING_MONTHS_AHEAD = 6;
/** How far ahead the first bookable day is looked for when the dialog opens (ours). */
const FIRST_DAY_HORIZON = 120;

const pad = (n: number) => String(n).padStart(2, '0');


/** YYYY-MM plus `months`. */
export function addMonths(month: string, months: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + months;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

/**
 * What the slot engine needs of one service, as the server applies it (issue 25): its weekly
 * hours and duration, its buffers and notice, the practice's closures, date hours, closed holidays
 * and booking horizon. Everything but the bookings, which only the availability check knows.
 */
export type CalendarRules = Omit<SlotQuery, 'from' | 'to' | 'bookings' | 'busy' | 'now'>;

/** The engine's rules of `service` from GET /api/doctors/:id/availabilities; null when it has no hours. */
export function calendarRulesOf(data: ProfessionalAvailabilities | undefined, service: { id: string; duration: number } | null): CalendarRules | null {
  const weeklySchedule = data?.availabilities.find((a) => a.serviceId === service?.id)?.weeklySchedule ?? null;
  if (!data || !service || !weeklySchedule) return null;
  const schedule = data.schedule;
  const own = schedule?.services.find((s) => s.serviceId === service.id);
  return {
    weeklySchedule,
    durationMinutes: service.duration,
    ...(schedule
      ? {
          closures: schedule.closures.map((c) => ({ start: new Date(c.startsAt), end: new Date(c.endsAt) })),
          dateHours: schedule.dateHours,
          closedDates: new Set(schedule.closedDates),
          horizonDays: schedule.horizonDays,
        }
      : {}),
    ...(own ? { bufferBeforeMinutes: own.bufferBeforeMinutes, bufferAfterMinutes: own.bufferAfterMinutes, minNoticeMinutes: own.minNoticeMinutes } : {}),
  };
}

/** The first day after today with a slot for the service, or null within the horizon. */
export function firstSelectableDate(rules: CalendarRules | null, now: Date, timeZone = DEFAULT_TIME_ZONE): string | null {
  if (!rules) return null;
  const today = localDateOf(now, timeZone);
  for (let i = 1; i <= FIRST_DAY_HORIZON; i += 1) {
    const date = plusDays(today, i);
    if (isDateSelectable({ ...rules, bookings: [], now, timeZone }, date)) return date;
  }
  return null;
}

/** The months the calendar may show: from the current one to BOOKING_MONTHS_AHEAD later. */
export function monthRange(now: Date, timeZone = DEFAULT_TIME_ZONE): { first: string; last: string } {
  const first = localDateOf(now, timeZone).slice(0, 7);
  return { first, last: addMonths(first, BOOKING_MONTHS_AHEAD) };
}

/** The month to show: the chosen one, else the first bookable day's, else the current one. */
export function shownMonth(chosen: string | null, rules: CalendarRules | null, now: Date, timeZone = DEFAULT_TIME_ZONE): string {
  if (chosen) return chosen;
  return (firstSelectableDate(rules, now, timeZone) ?? localDateOf(now, timeZone)).slice(0, 7);
}

export type CalendarDay = {
  date: string;
  day: number;
  inMonth: boolean;
  selectable: boolean;
  /** The full Italian date, for the button's accessible name: 'lunedì 15 giugno 2026'. */
  label: string;
};

const longDate = new Intl.DateTimeFormat('it-IT', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthTitle = new Intl.DateTimeFormat('it-IT', { month: 'long', year: 'numeric', timeZone: 'UTC' });

function utcOf(date: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

/** 'lunedì 15 giugno 2026'. */
export function formatLongItalianDate(date: string): string {
  return longDate.format(utcOf(date));
}

/** 'Giugno 2026'. */
export function formatMonthTitle(month: string): string {
  const text = monthTitle.format(utcOf(`${month}-01`));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The 42 cells (Monday first) of a month, each with whether it can be booked (the engine gives it a slot). */
export function calendarDays(month: string, rules: CalendarRules | null, now: Date, timeZone = DEFAULT_TIME_ZONE): CalendarDay[] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return monthGridDays(new Date(y, m - 1, 1)).map(({ date, inMonth }) => {
    const key = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
    const selectable = rules !== null && isDateSelectable({ ...rules, bookings: [], now, timeZone }, key);
    return { date: key, day: date.getDate(), inMonth, selectable, label: formatLongItalianDate(key) };
  });
}

/** Monday = 0 … Sunday = 6, as the calendar's columns. */
const weekdayIndex = (date: string) => (utcOf(date).getUTCDay() + 6) % 7;

/** The day of the next or previous month with the same number, or that month's last day. */
function sameDayOfMonth(date: string, months: number): string {
  const month = addMonths(date.slice(0, 7), months);
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${month}-${pad(Math.min(Number(date.slice(8, 10)), last))}`;
}

/**
 * Where a key moves the calendar's active day (the grid pattern of WAI-ARIA): arrows by a day or
 * a week, Home/End to the week's Monday/Sunday, PageUp/PageDown by a month; null for other keys.
 */
export function keyTarget(date: string, key: string): string | null {
  switch (key) {
    case 'ArrowLeft':
      return plusDays(date, -1);
    case 'ArrowRight':
      return plusDays(date, 1);
    case 'ArrowUp':
      return plusDays(date, -7);
    case 'ArrowDown':
      return plusDays(date, 7);
    case 'Home':
      return plusDays(date, -weekdayIndex(date));
    case 'End':
      return plusDays(date, 6 - weekdayIndex(date));
    case 'PageUp':
      return sameDayOfMonth(date, -1);
    case 'PageDown':
      return sameDayOfMonth(date, 1);
    default:
      return null;
  }
}

/**
 * The day's candidate times: the engine's slots with every rule but the bookings (the service's
 * hours stepped by its duration and buffers, closures, notice…), before asking the server which are free.
 */
export function candidateSlots(rules: CalendarRules | null, date: string, now: Date, timeZone = DEFAULT_TIME_ZONE) {
  if (!rules) return [];
  return computeSlots({ ...rules, bookings: [], now, from: date, to: date, timeZone }).map((s) => ({
    time: s.time,
    start: s.start.toISOString(),
  }));
}

/**
 * The candidates with the server's verdict. Spec §8: if the availability check fails (null here, or
 * success false), every slot is treated as available; a time the answer does not mention is too.
 */
export function withAvailability(candidates: ReadonlyArray<{ time: string; start: string }>, answer: AvailabilityCheckResponse | null): SlotOption[] {
  const verdict = new Map((answer?.success ? answer.results : []).map((r) => [r.time, r.available]));
  return candidates.map((c) => ({ ...c, available: verdict.get(c.time) ?? true }));
}
