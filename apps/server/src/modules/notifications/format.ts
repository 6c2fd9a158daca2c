import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { it as itLocale } from 'date-fns/locale/it';

/** 'lunedì 23 novembre 2026, 10:30': the wall-clock time in `timeZone`, never UTC. */
export function formatDateTime(date: Date, timeZone: string): string {
  return format(new TZDate(date, timeZone), "EEEE d MMMM yyyy, HH:mm", { locale: itLocale });
}

/** '23 novembre 2026': the calendar day in `timeZone`. */
export function formatDate(date: Date, timeZone: string): string {
  return format(new TZDate(date, timeZone), 'd MMMM yyyy', { locale: itLocale });
}

/** '10:30' in `timeZone`. */
export function formatTime(date: Date, timeZone: string): string {
  return format(new TZDate(date, timeZone), 'HH:mm', { locale: itLocale });
}

/** For HTML bodies: every user-entered value goes through this. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
