import { TZDate } from '@date-fns/tz';
import { DEFAULT_TIME_ZONE } from '@sanity/shared/domain/slots/compute-slots';
import { format } from 'date-fns';
import { it as itLocale } from 'date-fns/locale';

/** 'giovedì 3 dicembre 2026, 10:00' in the doctor's time zone (the e-mails say the same). */
export function doctorDateTime(iso: string): string {
  return format(new TZDate(iso, DEFAULT_TIME_ZONE), 'EEEE d MMMM yyyy, HH:mm', { locale: itLocale });
}

/** '10:15' in the doctor's time zone. */
export function doctorTime(iso: string): string {
  return format(new TZDate(iso, DEFAULT_TIME_ZONE), 'HH:mm', { locale: itLocale });
}

/** '20 dicembre 2026' from a local date YYYY-MM-DD. */
export function longLocalDate(date: string): string {
  return format(new Date(`${date}T12:00:00`), 'd MMMM yyyy', { locale: itLocale });
}

/** The local date `days` after today in the doctor's time zone, YYYY-MM-DD. */
export function doctorDatePlus(days: number, from = new Date()): string {
  return format(new TZDate(from.getTime() + days * 86_400_000, DEFAULT_TIME_ZONE), 'yyyy-MM-dd');
}
