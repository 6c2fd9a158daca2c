import { DoctorCitiesSchema } from '@sanity/shared/schemas/doctors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { doctorsQueryKey } from '../../../lib/query-keys';
import { DOCTORS_GC_TIME_MS, DOCTORS_STALE_TIME_MS } from './get-doctor';

/** GET /api/doctors/cities: the cities where doctors receive, for the directory's city filter. */
export function getDoctorCities(signal?: AbortSignal) {
  return api.get('/api/doctors/cities', import.meta.env.DEV ? DoctorCitiesSchema : undefined, signal);
}

// Under the doctors prefix: a doctor's new address refreshes the list of cities too.
export const doctorCitiesQueryOptions = () =>
  queryOptions({
    queryKey: [...doctorsQueryKey, 'cities'],
    queryFn: ({ signal }) => getDoctorCities(signal),
    staleTime: DOCTORS_STALE_TIME_MS,
    gcTime: DOCTORS_GC_TIME_MS,
  });

export function useDoctorCities() {
  return useQuery(doctorCitiesQueryOptions());
}
