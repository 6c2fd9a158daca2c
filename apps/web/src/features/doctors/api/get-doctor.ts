import { DoctorResponseSchema } from '@sanity/shared/schemas/doctors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/doctors/:id: a doctor's public profile, readable signed out (content spec §2.7). */
export const doctorQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['doctors', id],
    queryFn: ({ signal }) => api.get(`/api/doctors/${encodeURIComponent(id)}`, DoctorResponseSchema, signal),
    staleTime: 5 * 60_000,
  });

export function useDoctor(id: string) {
  return useQuery(doctorQueryOptions(id));
}
