import { instantOf, localDateOf, localTimeOf, plusDays } from '../dates/local-time';

/** No SMS from 21:00 to 08:00 Rome time (issue 26 item 3), in minutes of the local day. */
export const QUIET_FROM_MINUTES = 21 * 60;
export const QUIET_UNTIL_MINUTES = 8 * 60;
export const QUIET_HOURS_TIME_ZONE = 'Europe/Rome';

/** The minutes since local midnight of an instant's wall-clock time in `timeZone` (10:30 is 630). */
export function minutesOfDay(instant: Date, timeZone: string): number {
  const [h, m] = localTimeOf(instant, timeZone).split(':').map(Number);
  return h! * 60 + m!;
}

/**
 * When an SMS reminder may go: `now` outside the quiet hours; inside them, at the next 08:00 Rome
 * time, unless the visit starts by then (a 07:30 visit is reminded now, not after it began).
 * 08:00 always exists in Rome (the clocks change at 02:00 and 03:00), so the DST nights are just
 * an hour shorter or longer.
 */
export function smsSendTime(now: Date, startsAt: Date, timeZone = QUIET_HOURS_TIME_ZONE): Date {
  const minutes = minutesOfDay(now, timeZone);
  if (minutes >= QUIET_UNTIL_MINUTES && minutes < QUIET_FROM_MINUTES) return now;
  const today = localDateOf(now, timeZone);
  const endDate = minutes < QUIET_UNTIL_MINUTES ? today : plusDays(today, 1);
  const end = instantOf(endDate, QUIET_UNTIL_MINUTES, timeZone)!;
  return startsAt.getTime() <= end.getTime() ? now : end;
}
