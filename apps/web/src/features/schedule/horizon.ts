import { HORIZON_MAX_DAYS, HORIZON_MIN_DAYS } from '@sanity/shared/schemas/schedule';

/**
 * 'Prenotabile fino a … giorni/mesi prima' (issue 25): the server keeps days (1–730); the form
 * offers months too, a month being 30 days, so what is saved is what the doctor reads back.
 */

export const DAYS_PER_MONTH = 30;

export type HorizonUnit = 'days' | 'months';

/** How a stored horizon is shown: in months when it is a whole number of them. */
export function horizonForm(days: number): { amount: string; unit: HorizonUnit } {
  return days % DAYS_PER_MONTH === 0 ? { amount: String(days / DAYS_PER_MONTH), unit: 'months' } : { amount: String(days), unit: 'days' };
}

/** The days to save, or null when the amount is not a whole number within 1–730 days. */
export function horizonDaysOf(amount: string, unit: HorizonUnit): number | null {
  if (!/^\d+$/.test(amount.trim())) return null;
  const days = Number(amount.trim()) * (unit === 'months' ? DAYS_PER_MONTH : 1);
  return days >= HORIZON_MIN_DAYS && days <= HORIZON_MAX_DAYS ? days : null;
}
