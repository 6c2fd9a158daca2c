/**
 * Where to go after signing in or registering (issue 24): `/auth?next=…` carries the page the
 * visitor was on, and what they were doing there (`?prenota=SERVICE` on a doctor's page). Only a
 * path of this site is followed, never another site's address (an open redirect would let a link
 * to our sign-in page send people to a look-alike after they typed their password).
 */
import { sameSitePath } from '@sanity/shared/domain/auth/same-site-path';

/** The query parameter of /auth holding the path to return to. */
export const NEXT_PARAM = 'next';
/** The query parameter of a doctor's page that opens the booking dialog with that service. */
export const BOOK_PARAM = 'prenota';

// A base of our own for reading a path already known to be of this site.
const BASE = 'https://sanity.invalid';

/** `value` as a same-site relative path ('/public/doctor/ID?prenota=SERVICE'), or null: absent, another site, or /auth itself. */
export function safeNextPath(value: string | null | undefined): string | null {
  const path = sameSitePath(value);
  return path && new URL(path, BASE).pathname !== '/auth' ? path : null;
}

/** The sign-in page that returns to `next` afterwards. */
export function authPathReturningTo(next: string, tab?: 'registrati'): string {
  const params = new URLSearchParams();
  if (tab) params.set('tab', tab);
  params.set(NEXT_PARAM, next);
  return `/auth?${params.toString()}`;
}

/** The booking a `next` path resumes: the doctor's page with `?prenota=SERVICE`, or null. */
export function bookingIntentOf(next: string | null): { doctorId: string; serviceId: string } | null {
  if (!next) return null;
  const url = new URL(next, BASE);
  const doctorId = /^\/(?:public\/)?doctor\/([^/]+)$/.exec(url.pathname)?.[1];
  const serviceId = url.searchParams.get(BOOK_PARAM);
  if (!doctorId || !serviceId) return null;
  try {
    return { doctorId: decodeURIComponent(doctorId), serviceId };
  } catch {
    return null;
  }
}
