import { TZDate } from '@date-fns/tz';
import { DEFAULT_TIME_ZONE } from '@sanity/shared/domain/dates/local-time';
import { format, isValid } from 'date-fns';
import { it as itLocale } from 'date-fns/locale';

/** Spec §2: the long Italian date with the weekday, in Europe/Rome: "martedì 24 novembre 2026"; null when invalid. */
export function longDateWithWeekday(date: Date | null, timeZone = DEFAULT_TIME_ZONE): string | null {
  if (!date || !isValid(date)) return null;
  return format(new TZDate(date.getTime(), timeZone), 'EEEE d MMMM yyyy', { locale: itLocale });
}

/** A short Italian date in Europe/Rome: "24 nov 2026". */
export function shortDate(date: Date | string | null, timeZone = DEFAULT_TIME_ZONE): string | null {
  if (!date) return null;
  const d = typeof date === 'string' ? new Date(date) : date;
  if (!isValid(d)) return null;
  return format(new TZDate(d.getTime(), timeZone), 'd MMM yyyy', { locale: itLocale });
}

/** Day header of the list view: "Martedì 24 novembre". */
export function dayHeading(date: Date, timeZone = DEFAULT_TIME_ZONE): string {
  const text = format(new TZDate(date.getTime(), timeZone), 'EEEE d MMMM', { locale: itLocale });
  return text.charAt(0).toUpperCase() + text.slice(1);
}
