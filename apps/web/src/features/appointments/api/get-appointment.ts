import { AppointmentResponseSchema } from '@sanity/shared/schemas/appointments';
import { queryOptions } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import { appointmentsQueryKey } from './get-appointments';

/** GET /api/appointments/:id (participants only: 403 'Non hai accesso a questo appuntamento', 404 'Appuntamento non trovato'). */
export async function getAppointment(id: string, signal?: AbortSignal) {
  const res = await api.get(`/api/appointments/${encodeURIComponent(id)}`, import.meta.env.DEV ? AppointmentResponseSchema : undefined, signal);
  return res.appointment;
}

export const appointmentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...appointmentsQueryKey, 'detail', id],
    queryFn: ({ signal }) => getAppointment(id, signal),
    // A 403/404 is an answer, not a hiccup.
    retry: (count, error) => count < 1 && !isApiError(error, 403) && !isApiError(error, 404),
  });
