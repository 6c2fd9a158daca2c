import { ProfessionalServicesSchema } from '@sanity/shared/schemas/practice';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { doctorsQueryKey } from '../../../lib/query-keys';
import { SERVICES_STALE_TIME_MS } from '../../practice/api/get-practice-config';

/** GET /api/doctors/:id/services: the doctor's active services (all of them for the doctor themself). */
export function getDoctorServices(id: string, signal?: AbortSignal) {
  return api.get(`/api/doctors/${encodeURIComponent(id)}/services?includeAvailabilities=false`, import.meta.env.DEV ? ProfessionalServicesSchema : undefined, signal);
}

export const doctorServicesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...doctorsQueryKey, 'services', id],
    queryFn: ({ signal }) => getDoctorServices(id, signal),
    // Spec §9: services 5 minutes.
    staleTime: SERVICES_STALE_TIME_MS,
  });

export function useDoctorServices(id: string) {
  return useQuery(doctorServicesQueryOptions(id));
}
