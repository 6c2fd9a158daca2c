import { SESSION_TIMEOUT_MS } from '@sanity/shared/constants';
import { it } from '@sanity/shared/i18n/it';
import { type User, UserResponseSchema } from '@sanity/shared/schemas/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { apiRequest, errorMessage, isApiError } from '../../../lib/api-client';

/** What the session query holds: the signed-in user, or none (with the reason when it was an error). */
export type MeResult = { user: User | null; error: string | null };

export const signedOut: MeResult = { user: null, error: null };

export const meQueryKey = ['auth', 'me'] as const;

/**
 * GET /api/auth/me. A 401 means signed out. After 20 s without an answer the session resets to
 * signed out with the spec's time-out message (spec §4); any other failure signs out with the
 * spec's profile error.
 */
export async function getMe(signal?: AbortSignal): Promise<MeResult> {
  const controller = new AbortController();
  const forward = () => controller.abort();
  signal?.addEventListener('abort', forward);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, SESSION_TIMEOUT_MS);
  try {
    const { user } = await apiRequest('/api/auth/me', { signal: controller.signal, schema: import.meta.env.DEV ? UserResponseSchema : undefined });
    return { user, error: null };
  } catch (error) {
    if (timedOut) {
      toast.error(it.identity.sessionTimeout);
      return { user: null, error: it.identity.sessionTimeout };
    }
    if (signal?.aborted) throw error;
    if (isApiError(error, 401)) return signedOut;
    toast.error(it.identity.profileFallback, { description: errorMessage(error) });
    return { user: null, error: it.identity.profileFallback };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forward);
  }
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe(signal),
  });

export type Session =
  | { status: 'loading' }
  | { status: 'signed-out'; error: string | null }
  | { status: 'signed-in'; user: User };

export function useSession(): Session {
  const query = useQuery(meQueryOptions());
  if (query.isPending) return { status: 'loading' };
  const user = query.data?.user;
  if (user) return { status: 'signed-in', user };
  return { status: 'signed-out', error: query.data?.error ?? null };
}

/** For screens that only render inside the signed-in shell. */
export function useCurrentUser(): User {
  const session = useSession();
  if (session.status !== 'signed-in') throw new Error('useCurrentUser fuori dalla sessione');
  return session.user;
}
