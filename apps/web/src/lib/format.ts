import { format, isValid, parseISO } from 'date-fns';
import { it as itLocale } from 'date-fns/locale';

// Dates with date-fns; amounts are in @sanity/shared/domain/money, so screens that only show prices (the dashboard's
// cards) do not load date-fns.

function toDate(value: string | Date): Date | null {
  const date = typeof value === 'string' ? parseISO(value) : value;
  return isValid(date) ? date : null;
}

/** Long Italian date: "20 febbraio 2027"; null when the value is not a date. */
export function formatLongDate(value: string | Date | null | undefined): string | null {
  if (!value) return null;
  const date = toDate(value);
  return date ? format(date, 'd MMMM yyyy', { locale: itLocale }) : null;
}

/** Date and time in the device's zone: "23 novembre 2026 alle 16:05"; null when the value is not a date. */
export function formatDateTime(value: string | Date | null | undefined): string | null {
  if (!value) return null;
  const date = toDate(value);
  return date ? format(date, "d MMMM yyyy 'alle' HH:mm", { locale: itLocale }) : null;
}

/** Month and year, capitalised: "Novembre 2026". */
export function formatMonthYear(date: Date): string {
  const text = format(date, 'LLLL yyyy', { locale: itLocale });
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export { itLocale };
