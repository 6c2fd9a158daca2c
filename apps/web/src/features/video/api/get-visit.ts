import { AppointmentResponseSchema } from '@sanity/shared/schemas/appointments';
import { queryOptions } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import { appointmentsQueryKey } from '../../../lib/query-keys';

/**
 * GET /api/appointments/:id for the /televisita page's heading (what, with whom, when). Read here and
 * not through the appointments feature, which shows this feature's room in its details (one way only).
 */
export const visitQueryOptions = (appointmentId: string) =>
  queryOptions({
    queryKey: [...appointmentsQueryKey, 'video', appointmentId, 'visit'],
    queryFn: async ({ signal }) =>
      (await api.get(`/api/appointments/${encodeURIComponent(appointmentId)}`, import.meta.env.DEV ? AppointmentResponseSchema : undefined, signal)).appointment,
    retry: (count, error) => count < 1 && !isApiError(error, 403) && !isApiError(error, 404),
  });
