import { DoctorResponseSchema } from '@sanity/shared/schemas/doctors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { doctorsQueryKey } from '../../../lib/query-keys';

/** Content spec §7: doctors are fresh for 5 minutes and kept 10. */
export const DOCTORS_STALE_TIME_MS = 5 * 60_000;
export const DOCTORS_GC_TIME_MS = 10 * 60_000;

export function getDoctor(id: string, signal?: AbortSignal) {
  return api.get(`/api/doctors/${encodeURIComponent(id)}`, import.meta.env.DEV ? DoctorResponseSchema : undefined, signal);
}

/** GET /api/doctors/:id: a doctor's public profile with counts and `isFollowing`, readable signed out (content spec §2.7). */
export const doctorQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...doctorsQueryKey, 'detail', id],
    queryFn: ({ signal }) => getDoctor(id, signal),
    staleTime: DOCTORS_STALE_TIME_MS,
    gcTime: DOCTORS_GC_TIME_MS,
  });

export function useDoctor(id: string) {
  return useQuery(doctorQueryOptions(id));
}
