/**
 * Issue 30 (docs/contracts/staff.md §1): the practice a staff member works for in this tab, chosen with the
 * header's switcher. Every request to the practice's routes then names it in `X-Sanity-Practice`;
 * without a practice the account acts for itself. Kept in memory per tab (another tab switching
 * changes nothing here) and remembered in localStorage for the next visit. Loaded only for people
 * who work for a practice (features/auth/api/get-me.ts, which hands the API client its headers).
 */
import type { StaffPractice } from '@sanity/shared/schemas/staff';

/** The header's name: `PRACTICE_HEADER` of schemas/staff.ts (which brings zod), checked equal in acting-practice.test.ts. */
export const PRACTICE_HEADER = 'x-sanity-practice';

/** The practice's routes that staff may call (docs/contracts/staff.md §5); the account's own ones never carry it. */
const PRACTICE_ROUTES = /^\/api\/(appointments\/(?!check-availability)|crm\/|schedule\/|waitlist\/waiting|staff\/(patients|bookings)|documents\/)/;

const KEY = 'sanity.practice:';
/** Whose choice `current` is (an account id), and the choice: the practice's doctor id, '' for the account itself, null when unknown. */
let owner: string | null = null;
let current: string | null = null;
let refused: (() => void) | null = null;

function stored(accountId: string): string | null {
  try {
    return localStorage.getItem(KEY + accountId);
  } catch {
    // Storage refused (private mode): the choice lives in memory only.
    return null;
  }
}

export function actingPracticeId(): string | null {
  return current;
}

/** `doctorId`, or '' for the account itself. */
export function setActingPractice(doctorId: string): void {
  current = doctorId;
  try {
    if (owner) localStorage.setItem(KEY + owner, doctorId);
  } catch {
    // As above.
  }
}

/** The header a request to `path` carries: the practice on its routes, nothing elsewhere. */
export function practiceHeaders(path: string): Record<string, string> {
  return current && PRACTICE_ROUTES.test(path) ? { [PRACTICE_HEADER]: current } : {};
}

/** What to do when the server refuses a request made for the practice (403: revoked, or not granted). */
export function whenPracticeRefused(handler: () => void): void {
  refused = handler;
}

export function practiceRefused(): void {
  refused?.();
}

/**
 * Which practice this tab works for, once /api/auth/me answered (`accountId` null: signed out): the
 * one this account chose last if still active; a revoked one falls back to the account itself; with
 * no choice yet, a person who is not a doctor starts in their first practice (a secretary's account
 * is for the desk). Not on the server that draws public pages: its module is shared by every visitor.
 */
export function settleActingPractice(accountId: string | null, practices: readonly StaffPractice[], doctor: boolean): StaffPractice | null {
  if (typeof window === 'undefined') return null;
  if (owner !== accountId) {
    owner = accountId;
    current = accountId ? stored(accountId) : null;
  }
  if (!accountId) return null;
  const find = (id: string | null) => practices.find((p) => p.doctorId === id) ?? null;
  const kept = current === '' || find(current) !== null;
  // The practice this tab worked for is gone from the session read again (a route change reads it
  // with the page's requests, and may hear it before any of them is refused): as for a refusal, so
  // that the person is told (features/staff's switcher), while `current` still names it.
  if (!kept && current) practiceRefused();
  setActingPractice(kept ? current! : current === null && !doctor ? (practices[0]?.doctorId ?? '') : '');
  return find(current);
}
