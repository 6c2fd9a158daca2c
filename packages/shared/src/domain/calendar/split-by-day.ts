import { TZDate } from '@date-fns/tz';
import { plusDays } from '../dates/local-time';
import { DEFAULT_TIME_ZONE, localDateOf } from '../slots/compute-slots';

/** The part of an event that falls on one local day. */
export interface DayPart {
  /** The local date, YYYY-MM-DD in the time zone. */
  date: string;
  start: Date;
  /** Exclusive: the event's end, or the next local midnight when the event goes on. */
  end: Date;
}

/** The instant of local midnight at the start of `date` (YYYY-MM-DD) in the zone. */
export function localMidnight(date: string, timeZone = DEFAULT_TIME_ZONE): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  // TZDate gives the wall clock's instant across DST changes and rolls day overflow over like Date.
  return new Date(new TZDate(y, m - 1, d, 0, 0, timeZone).getTime());
}


const later = (a: Date, b: Date) => (a > b ? a : b);
const earlier = (a: Date, b: Date) => (a < b ? a : b);

/**
 * Spec §9: an event crossing midnight becomes one entry per local day, each with its own start and
 * end: a night shift 22:00–06:00 gives 22:00–24:00 and 00:00–06:00. Days are cut at midnight in
 * the time zone (Europe/Rome), so the day of a DST change is 23 or 25 hours long, never 24 hours
 * added. An event ending exactly at midnight has no part on the next day. `within` keeps only the
 * days meeting a window (the range shown), so an event lasting years gives only the days asked
 * for; the parts keep the event's own times. An event without duration is one part on its day.
 */
export function splitByDay(start: Date, end: Date, options: { timeZone?: string; within?: { from: Date; to: Date } } = {}): DayPart[] {
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  const within = options.within;
  if (end.getTime() <= start.getTime()) {
    const inside = !within || (start >= within.from && start < within.to);
    return inside ? [{ date: localDateOf(start, timeZone), start, end: start }] : [];
  }
  const first = within ? later(start, within.from) : start;
  const stop = within ? earlier(end, within.to) : end;
  const parts: DayPart[] = [];
  if (first >= stop) return parts;
  for (let date = localDateOf(first, timeZone); ; date = plusDays(date, 1)) {
    const dayStart = localMidnight(date, timeZone);
    if (dayStart >= stop) break;
    const dayEnd = localMidnight(plusDays(date, 1), timeZone);
    parts.push({ date, start: later(dayStart, start), end: earlier(dayEnd, end) });
  }
  return parts;
}
