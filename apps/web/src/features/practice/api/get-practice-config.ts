import { PracticeConfigSchema } from '@sanity/shared/schemas/practice';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Spec §9: services are cached 5 minutes. */
export const SERVICES_STALE_TIME_MS = 5 * 60_000;

export const practiceConfigQueryKey = ['practice', 'config'] as const;

/** GET /api/practice/config: all of the signed-in doctor's services (active or not) with their hours. */
export function getPracticeConfig(signal?: AbortSignal) {
  return api.get('/api/practice/config', import.meta.env.DEV ? PracticeConfigSchema : undefined, signal);
}

export const practiceConfigQueryOptions = () =>
  queryOptions({
    queryKey: practiceConfigQueryKey,
    queryFn: ({ signal }) => getPracticeConfig(signal),
    staleTime: SERVICES_STALE_TIME_MS,
  });

export function usePracticeConfig() {
  return useQuery(practiceConfigQueryOptions());
}
