import { GoogleAuthUrlSchema } from '@sanity/shared/schemas/calendar';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { calendarQueryKey } from './get-connection';

/** GET /api/calendar/google/auth-url: Google's consent page for this doctor (503 when Google is not configured). */
export function getGoogleAuthUrl(signal?: AbortSignal) {
  return api.get('/api/calendar/google/auth-url', import.meta.env.DEV ? GoogleAuthUrlSchema : undefined, signal);
}

/**
 * Spec §4: with needsReauth the authorization link is fetched automatically. Never cached: the
 * link carries a one-time state bound to a short-lived cookie.
 */
export const googleAuthUrlQueryOptions = () =>
  queryOptions({
    queryKey: [...calendarQueryKey, 'google-auth-url'],
    queryFn: ({ signal }) => getGoogleAuthUrl(signal),
    gcTime: 0,
  });
