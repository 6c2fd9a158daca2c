import { DEFAULT_TIME_ZONE } from '@sanity/shared/domain/dates/local-time';

const dateTime = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: DEFAULT_TIME_ZONE });
const dateOnly = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', year: 'numeric', timeZone: DEFAULT_TIME_ZONE });

/** '23 novembre 2026 alle ore 14:05': the date and time of an ISO instant in the practice's zone; null when unreadable. */
export function formatInstant(iso: string | null): string | null {
  if (!iso) return null;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : dateTime.format(new Date(time));
}

/** '23 novembre 2026' of an ISO instant in the practice's zone; null when unreadable. */
export function formatDay(iso: string | null): string | null {
  if (!iso) return null;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : dateOnly.format(new Date(time));
}

/** '23 novembre 2026' of a YYYY-MM-DD day (no zone involved: the day is already local). */
export function formatLocalDay(day: string): string {
  const time = Date.parse(`${day}T12:00:00Z`);
  return Number.isNaN(time) ? day : new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', year: 'numeric', weekday: 'long', timeZone: 'UTC' }).format(new Date(time));
}
