import { SessionListSchema } from '@sanity/shared/schemas/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const sessionsQueryKey = ['auth', 'sessions'] as const;

/** GET /api/auth/sessions: the account's signed-in devices, the current one flagged. */
export function getSessions(signal?: AbortSignal) {
  return api.get('/api/auth/sessions', import.meta.env.DEV ? SessionListSchema : undefined, signal);
}

export const sessionsQueryOptions = () => queryOptions({ queryKey: sessionsQueryKey, queryFn: ({ signal }) => getSessions(signal) });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
