import { DEFAULT_TIME_ZONE, localDateOf, localTimeOf } from '../slots/compute-slots';

/**
 * Whether a freed time suits a waiting patient (issue 25, 'Avvisami se si libera un posto prima').
 * One pure rule, used by the offering job to pick the patients and by the tests; the clock is a
 * parameter, the time zone the doctor's.
 */
export interface WaitlistCriteria {
  /** null: any service of the doctor. */
  serviceId: string | null;
  /** ISO weekdays 1 (Monday) – 7 (Sunday) accepted; empty: any day. */
  weekdays: readonly number[];
  /** Local 'HH:MM' bounds of an acceptable start, [from, to); null: no bound. */
  timeFrom: string | null;
  timeTo: string | null;
  /** Last local date of interest, inclusive. */
  untilDate: string;
  /** The start of the appointment the entry would move; only earlier times count. null: a new booking. */
  appointmentStartsAt: Date | null;
}

export interface OfferableTime {
  serviceId: string;
  start: Date;
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a YYYY-MM-DD date. */
export function isoWeekdayOf(date: string): number {
  const sundayFirst = new Date(`${date}T00:00:00Z`).getUTCDay();
  return sundayFirst === 0 ? 7 : sundayFirst;
}

export function fitsWaitlist(entry: WaitlistCriteria, time: OfferableTime, now: Date, timeZone = DEFAULT_TIME_ZONE): boolean {
  if (time.start <= now) return false;
  if (entry.serviceId !== null && entry.serviceId !== time.serviceId) return false;
  if (entry.appointmentStartsAt !== null && time.start >= entry.appointmentStartsAt) return false;
  const date = localDateOf(time.start, timeZone);
  if (date > entry.untilDate) return false;
  if (entry.weekdays.length > 0 && !entry.weekdays.includes(isoWeekdayOf(date))) return false;
  const clock = localTimeOf(time.start, timeZone);
  if (entry.timeFrom !== null && clock < entry.timeFrom) return false;
  if (entry.timeTo !== null && clock >= entry.timeTo) return false;
  return true;
}
