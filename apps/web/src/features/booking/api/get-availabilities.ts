import { ProfessionalAvailabilitiesSchema } from '@sanity/shared/schemas/practice';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { doctorsQueryKey } from '../../../lib/query-keys';

/** Spec §9: availability is cached for 2 minutes. */
export const AVAILABILITY_STALE_TIME_MS = 2 * 60_000;

/** GET /api/doctors/:id/availabilities: the weekly hours of the doctor's active services. */
export function getAvailabilities(professionalId: string, signal?: AbortSignal) {
  return api.get(
    `/api/doctors/${encodeURIComponent(professionalId)}/availabilities`,
    import.meta.env.DEV ? ProfessionalAvailabilitiesSchema : undefined,
    signal,
  );
}

export const availabilitiesQueryOptions = (professionalId: string) =>
  queryOptions({
    queryKey: [...doctorsQueryKey, 'availabilities', professionalId],
    queryFn: ({ signal }) => getAvailabilities(professionalId, signal),
    staleTime: AVAILABILITY_STALE_TIME_MS,
  });

export function useAvailabilities(professionalId: string) {
  return useQuery(availabilitiesQueryOptions(professionalId));
}
