import { format, isValid, parseISO } from 'date-fns';
import { it as itLocale } from 'date-fns/locale';

const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });

/** 12,5 → "12,50 €" (it-IT). */
export function formatEuro(amount: number): string {
  return euro.format(amount);
}

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

/** Month and year, capitalised: "Novembre 2026". */
export function formatMonthYear(date: Date): string {
  const text = format(date, 'LLLL yyyy', { locale: itLocale });
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export { itLocale };

const plainAmount = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A service's price as the profile shows it (content spec §2.7): 120 → "€ 120,00" (it-IT digits, euro sign first). */
export function formatServicePrice(amount: number): string {
  return `€ ${plainAmount.format(amount)}`;
}
