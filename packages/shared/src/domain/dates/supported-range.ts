/**
 * The dates the API accepts. PostgreSQL holds years up to 294276, but JavaScript writes a year past
 * 9999 as `+010000-…`, which PostgreSQL cannot read, and year 0 does not exist in its calendar; no
 * appointment, sale or birth date of this product is near either edge. So every instant and every
 * calendar day the API takes lies in the years 1900–2999 (UTC for instants, the day as written for
 * local dates): a search window of a few days around them stays far inside what both ends read.
 */
export const SUPPORTED_YEAR_MIN = 1900;
export const SUPPORTED_YEAR_MAX = 2999;

const MIN_MS = Date.UTC(SUPPORTED_YEAR_MIN, 0, 1);
const END_MS = Date.UTC(SUPPORTED_YEAR_MAX + 1, 0, 1);

/** An instant (ISO string, epoch ms or Date) within the supported years. */
export function isSupportedInstant(value: string | number | Date): boolean {
  const ms = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(ms) && ms >= MIN_MS && ms < END_MS;
}

/** A calendar day `YYYY-MM-DD` whose year is within the supported years (its shape is checked elsewhere). */
export function isSupportedLocalDate(date: string): boolean {
  const year = Number(date.slice(0, 4));
  return Number.isInteger(year) && year >= SUPPORTED_YEAR_MIN && year <= SUPPORTED_YEAR_MAX;
}
