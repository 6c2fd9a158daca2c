import { TZDate } from '@date-fns/tz';
import { DEFAULT_TIME_ZONE } from './wall-clock';

/**
 * Local dates and wall-clock times in the doctor's time zone. Apart from the slot engine
 * (slots/compute-slots.ts) so that a screen that only prints a date does not load the engine; the
 * time zone and `localTimeOf` are in ./wall-clock.ts, without `TZDate`, for the shell's first load.
 */
export { DEFAULT_TIME_ZONE, localTimeOf } from './wall-clock';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD local date's parts, or null when it is not a real date. */
export function parseLocalDate(date: string): { y: number; m: number; d: number } | null {
  const match = DATE.exec(date);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(y, m - 1, d));
  return utc.getUTCMonth() === m - 1 && utc.getUTCDate() === d ? { y, m, d } : null;
}

/** The local calendar date of an instant in a time zone, YYYY-MM-DD. */
export function localDateOf(instant: Date, timeZone = DEFAULT_TIME_ZONE): string {
  const local = new TZDate(instant.getTime(), timeZone);
  return `${local.getFullYear()}-${String(local.getMonth() + 1).padStart(2, '0')}-${String(local.getDate()).padStart(2, '0')}`;
}

/** The instant of a wall-clock time on a local date, or null when that time does not exist (DST gap). */
export function instantOf(date: string, minutes: number, timeZone = DEFAULT_TIME_ZONE): Date | null {
  const p = parseLocalDate(date);
  if (!p) return null;
  const h = Math.floor(minutes / 60);
  const min = minutes % 60;
  const local = new TZDate(p.y, p.m - 1, p.d, h, min, timeZone);
  if (local.getHours() !== h || local.getMinutes() !== min || local.getDate() !== p.d) return null;
  return new Date(local.getTime());
}

/** The local date `days` after a YYYY-MM-DD date (calendar arithmetic: no time zone involved). */
export function plusDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
