import { ReadinessSchema } from '@sanity/shared/schemas/onboarding';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { readinessQueryKey } from '../../../lib/query-keys';

/** GET /api/practice/readiness: the signed-in doctor's setup steps and whether patients can book. */
export function getReadiness(signal?: AbortSignal) {
  return api.get('/api/practice/readiness', import.meta.env.DEV ? ReadinessSchema : undefined, signal);
}

export const readinessQueryOptions = () => queryOptions({ queryKey: readinessQueryKey, queryFn: ({ signal }) => getReadiness(signal) });

/** Only a doctor has a practice: for anyone else the query never runs. */
export function useReadiness(enabled: boolean) {
  return useQuery({ ...readinessQueryOptions(), enabled });
}
