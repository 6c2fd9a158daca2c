/** Issue 30 point 2: a family member may be invited to an account of their own from this age. */
export const FAMILY_ADULT_AGE = 18;

const pad = (n: number) => String(n).padStart(2, '0');
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/**
 * The local date (YYYY-MM-DD) on which someone born on `birthDate` turns `years`: the same day
 * and month; born on 29 February, 1 March of a common year (as the Italian civil reckoning counts it).
 */
export function birthdayAt(birthDate: string, years: number): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!match) throw new Error(`not a local date: ${birthDate}`);
  const parsed = { y: Number(match[1]), m: Number(match[2]), d: Number(match[3]) };
  const y = parsed.y + years;
  if (parsed.m === 2 && parsed.d === 29 && !isLeap(y)) return `${y}-03-01`;
  return `${y}-${pad(parsed.m)}-${pad(parsed.d)}`;
}

/** Whether someone born on `birthDate` is of age on the local date `today` (both YYYY-MM-DD; compare as text). */
export function isAdultOn(birthDate: string, today: string): boolean {
  return birthdayAt(birthDate, FAMILY_ADULT_AGE) <= today;
}

/** Why a birth date is refused on `today`, or null: not after today. (Before 1900 the schema's date builder refuses.) */
export function birthDateRefusal(birthDate: string, today: string): 'future' | null {
  return birthDate > today ? 'future' : null;
}
