/**
 * Issue 30 points 3-4: the rules of a doctor's collaborators and of booking on behalf that both the
 * server and the web app read.
 */

/** What a staff member may do on a doctor's route (plugins/access.ts `config.staff`). */
export const STAFF_LEVELS = ['agenda', 'clinical', 'never'] as const;
export type StaffLevel = (typeof STAFF_LEVELS)[number];

/** Invited and active collaborators one doctor may have at once. */
export const STAFF_MEMBERS_MAX = 20;
/** How long an invitation link stays valid. */
export const STAFF_INVITE_DAYS = 7;
/** The least a patient search needs, and the most it answers. */
export const PATIENT_SEARCH_MIN_CHARS = 2;
export const PATIENT_SEARCH_MAX_RESULTS = 10;

/**
 * A phone number reduced to what an exact match compares: digits only, an Italian number without
 * its prefix given one ('+39 347 123 4567', '0039 3471234567' and '347-123 4567' are the same
 * number). Null when fewer than 6 digits remain (not a phone number).
 */
export function phoneKey(value: string): string | null {
  let digits = value.replace(/\D/g, '');
  if (value.trim().startsWith('+')) digits = digits.replace(/^39(?=\d{6,})/, '');
  else digits = digits.replace(/^0039(?=\d{6,})/, '');
  return digits.length >= 6 ? digits : null;
}

/** Whether a search text is a whole e-mail address (an exact match may reach any patient). */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

/** Whether a search text is a phone number rather than a name: digits with the usual separators only. */
export function looksLikePhone(value: string): boolean {
  return /^\+?[\d\s\-().]+$/.test(value.trim()) && phoneKey(value) !== null;
}

/** How one role or grant allows one level: the doctor everything; staff agenda, or clinical with the grant. */
export function staffMayUse(level: StaffLevel, clinicalGrant: boolean): boolean {
  if (level === 'never') return false;
  return level === 'agenda' || clinicalGrant;
}
