import { DEFAULT_TIME_ZONE, localDateOf, localTimeOf } from '../dates/local-time';
import { itSchedule } from '../../i18n/it-schedule';

/**
 * How the schedule screens write dates and closures in Italian. Dates are local dates of the
 * doctor's time zone (YYYY-MM-DD); closures are instants, shown in that zone. Pure.
 */

const t = itSchedule.screens;

const utcOf = (date: string) => new Date(`${date}T12:00:00Z`);
const longDay = new Intl.DateTimeFormat('it-IT', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const shortDay = new Intl.DateTimeFormat('it-IT', { weekday: 'short', day: 'numeric', month: 'long', timeZone: 'UTC' });
const dayMonthYear = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'lunedì 10 agosto 2026'. */
export function formatDay(date: string): string {
  return longDay.format(utcOf(date));
}

/** 'lun 10 agosto' (the year is in the section's title or obvious from the list). */
export function formatShortDay(date: string): string {
  return shortDay.format(utcOf(date));
}

/** '10 agosto 2026'. */
export function formatDate(date: string): string {
  return dayMonthYear.format(utcOf(date));
}

export type ClosureTimes = { startsAt: string; endsAt: string; allDay: boolean };

/** The local dates a closure starts and ends on (its end is exclusive: a whole-day closure ends at the next midnight). */
export function closureDates(c: ClosureTimes, timeZone = DEFAULT_TIME_ZONE): { first: string; last: string } {
  const first = localDateOf(new Date(c.startsAt), timeZone);
  const last = localDateOf(new Date(new Date(c.endsAt).getTime() - 1), timeZone);
  return { first, last };
}

/**
 * A closure in words: 'lunedì 10 agosto 2026'; 'dal 10 agosto 2026 al 14 agosto 2026';
 * 'lunedì 10 agosto 2026, dalle 14:00 alle 18:00'; across days with times, both ends in full.
 */
export function closureWhen(c: ClosureTimes, timeZone = DEFAULT_TIME_ZONE): string {
  const { first, last } = closureDates(c, timeZone);
  if (c.allDay) return first === last ? t.oneDay(formatDay(first)) : t.dayRange(formatDate(first), formatDate(last));
  const start = new Date(c.startsAt);
  const end = new Date(c.endsAt);
  if (first === localDateOf(end, timeZone) || first === last) {
    const endTime = localTimeOf(end, timeZone);
    return t.partOfDay(formatDay(first), localTimeOf(start, timeZone), endTime === '00:00' ? '24:00' : endTime);
  }
  return t.instantRange(`${formatDate(first)} ${localTimeOf(start, timeZone)}`, `${formatDate(localDateOf(end, timeZone))} ${localTimeOf(end, timeZone)}`);
}

/** The closures that meet the local dates [from, to] (both included), for the booking calendar's notes. */
export function closuresMeeting<C extends ClosureTimes>(closures: readonly C[], from: string, to: string, timeZone = DEFAULT_TIME_ZONE): C[] {
  return closures.filter((c) => {
    const { first, last } = closureDates(c, timeZone);
    return first <= to && last >= from;
  });
}
