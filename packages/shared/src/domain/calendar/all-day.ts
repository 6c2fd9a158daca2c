import { DEFAULT_TIME_ZONE } from '../slots/compute-slots';
import { plusDays } from '../dates/local-time';
import { localMidnight } from './split-by-day';

/** An all-day event as the days it covers and as instants. */
export interface AllDayRange {
  /** Every local date covered, YYYY-MM-DD, in order (at most `maxDays`). */
  days: string[];
  /** Midnight (in the time zone) starting the first day. */
  start: Date;
  /** Exclusive: midnight starting the day after the last one. */
  end: Date;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isDate(value: string): boolean {
  return DATE.test(value) && new Date(Date.parse(`${value}T00:00:00Z`)).toISOString().startsWith(value);
}

/**
 * An all-day event from its date-only start and end (iCalendar DTSTART/DTEND;VALUE=DATE, Google's
 * start.date/end.date). Spec §9: the end date is exclusive, so a one-day event on 2026-12-08 has
 * end 2026-12-09 and covers only the 8th. An end not after the start (a calendar that wrote the
 * last day itself, or none) covers the start day alone. The instants are local midnights, DST-safe:
 * a day of the DST change lasts 23 or 25 hours. Null when a date is not a real calendar day.
 * `maxDays` bounds the list of days a broken end date could ask for (built in memory); the instants
 * always keep the real end.
 */
export function allDayRange(startDate: string, endDate: string | null | undefined, options: { timeZone?: string; maxDays?: number } = {}): AllDayRange | null {
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  if (!isDate(startDate) || (endDate != null && !isDate(endDate))) return null;
  const last = endDate != null && endDate > startDate ? plusDays(endDate, -1) : startDate;
  const days: string[] = [];
  for (let day = startDate; day <= last && days.length < (options.maxDays ?? 3660); day = plusDays(day, 1)) days.push(day);
  return { days, start: localMidnight(startDate, timeZone), end: localMidnight(plusDays(last, 1), timeZone) };
}
