import { DEFAULT_TIME_ZONE } from '@sanity/shared/domain/dates/wall-clock';

/**
 * The sidebar card's year, Italian month name and day number (spec §2 Right sidebar), in the
 * doctor's time zone. Intl, not date-fns, so the shell's first load stays small.
 */
export function cardDateParts(date: Date, timeZone = DEFAULT_TIME_ZONE): { year: string; month: string; day: string } {
  const parts = new Intl.DateTimeFormat('it-IT', { year: 'numeric', month: 'long', day: 'numeric', timeZone }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { year: part('year'), month: part('month'), day: part('day') };
}
