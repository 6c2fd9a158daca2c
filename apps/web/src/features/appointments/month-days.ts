import { type ClientAppointment } from '@sanity/shared/domain/appointments/map-appointment';
import { DEFAULT_TIME_ZONE, instantOf, localDateOf } from '@sanity/shared/domain/dates/local-time';
import { MONTH_GRID_CELLS } from '../../lib/month-grid';

// The appointments page's days: its month grid's query window and its entries by local date. Apart
// from appointment-entry.ts, which the sidebar of every signed-in page loads, because these need
// `TZDate` (issue 27).

export type MonthRef = { year: number; month: number };

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' of a day of a month (month 1-12). */
export const dayKey = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

const DAY_MS = 86_400_000;

/**
 * The query window of a month view: every day its grid shows (`monthGridDays`: 6 weeks, Monday
 * first), so a day of the previous or next month shows its bookings too (issue 24), from midnight
 * of the grid's first day to midnight after its last, in Europe/Rome.
 */
export function monthGridRange({ year, month }: MonthRef, timeZone = DEFAULT_TIME_ZONE): { timeMin: string; timeMax: string } {
  // Day arithmetic on UTC dates: only the calendar days matter here, never the browser's zone.
  const first = Date.UTC(year, month - 1, 1);
  const mondayBefore = (new Date(first).getUTCDay() + 6) % 7;
  const start = new Date(first - mondayBefore * DAY_MS);
  const end = new Date(start.getTime() + MONTH_GRID_CELLS * DAY_MS);
  const keyOf = (d: Date) => dayKey(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
  // Midnight always exists in Europe/Rome (DST switches at 02:00/03:00).
  const from = instantOf(keyOf(start), 0, timeZone) as Date;
  const to = instantOf(keyOf(end), 0, timeZone) as Date;
  return { timeMin: from.toISOString(), timeMax: to.toISOString() };
}

/** Entries by their local date (YYYY-MM-DD in Europe/Rome), each day ascending by start. */
export function groupByDay<T extends ClientAppointment>(items: readonly T[], timeZone = DEFAULT_TIME_ZONE): Map<string, T[]> {
  const byDay = new Map<string, T[]>();
  for (const item of [...items].sort((a, b) => a.date.getTime() - b.date.getTime())) {
    const key = localDateOf(item.date, timeZone);
    const list = byDay.get(key);
    if (list) list.push(item);
    else byDay.set(key, [item]);
  }
  return byDay;
}
