import { type Appointment, AppointmentSchema } from '@sanity/shared/schemas/appointments';
import { type BookOnBehalf, PatientSearchResultSchema } from '@sanity/shared/schemas/staff';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, api } from '../../../lib/api-client';
import { appointmentsQueryKey } from '../../../lib/query-keys';

/** Booking on behalf of a patient who phoned (docs/contracts/staff.md §6), for the doctor and for staff. */


/** GET /api/staff/patients/search?q=: the practice's patients by name, any patient by exact e-mail or phone. */
export const patientSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['staff', 'patients', q],
    queryFn: async ({ signal }) => (await api.get(`/api/staff/patients/search?${new URLSearchParams({ q }).toString()}`, import.meta.env.DEV ? PatientSearchResultSchema : undefined, signal)).patients,
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
  });

export function usePatientSearch(q: string) {
  return useQuery(patientSearchQueryOptions(q));
}

/** POST /api/staff/bookings with one `Idempotency-Key` per confirmation (its retries reuse it); every appointments list refreshes. */
export function useBookForPatient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, key }: { body: BookOnBehalf; key: string }): Promise<Appointment> =>
      (await apiRequest('/api/staff/bookings', { method: 'POST', body, headers: { 'Idempotency-Key': key }, schema: import.meta.env.DEV ? z.object({ appointment: AppointmentSchema }) : undefined })).appointment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentsQueryKey }),
  });
}
