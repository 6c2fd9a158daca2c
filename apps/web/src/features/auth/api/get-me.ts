import { SESSION_TIMEOUT_MS } from '@sanity/shared/constants';
import { it } from '@sanity/shared/i18n/it';
import { isDoctorRole } from '@sanity/shared/domain/roles';
import { type User, UserResponseSchema } from '@sanity/shared/schemas/auth';
import type { StaffPractice } from '@sanity/shared/schemas/staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { apiRequest, errorMessage, isApiError, practiceHeadersSet, setPracticeHeaders } from '../../../lib/api-client';

/**
 * What the session query holds: the signed-in user, or none (with the reason when it was an error);
 * `practices`: those the person works for as staff (issue 30), absent when not read with the user;
 * `practice`: the one this tab works for (lib/acting-practice.ts), null when acting for the account.
 */
export type MeResult = { user: User | null; error: string | null; practices?: StaffPractice[]; practice?: StaffPractice | null };

/**
 * Issue 30: which practice this tab works for. The upkeep (lib/acting-practice.ts) loads only for people
 * who work for a practice, or once loaded (a practice revoked, a sign-out).
 */
async function settlePractice(user: User | null, practices: StaffPractice[]): Promise<StaffPractice | null> {
  // Not on the server that draws public pages: its modules are shared by every visitor.
  if (typeof window === 'undefined' || (practices.length === 0 && !practiceHeadersSet())) return null;
  const { practiceHeaders, practiceRefused, settleActingPractice } = await import('../../../lib/acting-practice');
  setPracticeHeaders(practiceHeaders, practiceRefused);
  return settleActingPractice(user?.id ?? null, practices, user !== null && isDoctorRole(user.role));
}

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
    // `practices`: docs/contracts/staff.md §2 (checked in development by the user's schema only: the shared staff schemas bring the staff strings).
    const { user, practices = [] } = await apiRequest<{ user: User; practices?: StaffPractice[] }>('/api/auth/me', { signal: controller.signal, schema: import.meta.env.DEV ? UserResponseSchema : undefined });
    return { user, error: null, practices, practice: await settlePractice(user, practices) };
  } catch (error) {
    if (timedOut) {
      toast.error(it.identity.sessionTimeout);
      return { user: null, error: it.identity.sessionTimeout };
    }
    if (signal?.aborted) throw error;
    await settlePractice(null, []);
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

/**
 * `practices`: the practices the person works for; `practice`: the one this tab works for now (the
 * header's switcher, lib/acting-practice.ts), null when acting for the account itself.
 */
export type Session =
  | { status: 'loading' }
  | { status: 'signed-out'; error: string | null }
  | { status: 'signed-in'; user: User; practices: StaffPractice[]; practice: StaffPractice | null };

export function useSession(): Session {
  const query = useQuery(meQueryOptions());
  if (query.isPending) return { status: 'loading' };
  const user = query.data?.user;
  if (user) return { status: 'signed-in', user, practices: query.data?.practices ?? [], practice: query.data?.practice ?? null };
  return { status: 'signed-out', error: query.data?.error ?? null };
}

/** The practice this tab works for as staff, or null (for screens inside the signed-in shell). */
export function useActingPractice(): StaffPractice | null {
  const session = useSession();
  return session.status === 'signed-in' ? session.practice : null;
}

/**
 * The role the agenda's screens read (appointments, /crm, the sidebar's next visits): a doctor's,
 * for a doctor and for staff in a practice; otherwise the account's own.
 */
export function useAgendaRole(): string {
  const session = useSession();
  if (session.status !== 'signed-in') return 'user';
  return session.practice ? 'doctor' : session.user.role;
}

/** For screens that only render inside the signed-in shell. */
export function useCurrentUser(): User {
  const session = useSession();
  if (session.status !== 'signed-in') throw new Error('useCurrentUser fuori dalla sessione');
  return session.user;
}
