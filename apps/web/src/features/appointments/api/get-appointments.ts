import { type Appointment, AppointmentListSchema } from '@sanity/shared/schemas/appointments';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type AppointmentSource } from '../appointment-entry';

/**
 * Every appointment query lives under ['appointments', …]: the booking dialog and a cancellation
 * invalidate ['appointments'] so every list, detail and the /crm views refresh together.
 */
export const appointmentsQueryKey = ['appointments'] as const;

const pathOf = (source: AppointmentSource) => (source === 'professional' ? '/api/appointments/professional' : '/api/appointments');

/**
 * GET /api/appointments (the caller's bookings as patient) or /api/appointments/professional
 * (a doctor's appointments, spec §6): ascending by start within [timeMin, timeMax); without a
 * window the most recent first, at most `limit`.
 */
export async function getAppointments(
  source: AppointmentSource,
  query: { timeMin?: string; timeMax?: string; limit?: number },
  signal?: AbortSignal,
): Promise<Appointment[]> {
  const params = new URLSearchParams();
  if (query.timeMin) params.set('timeMin', query.timeMin);
  if (query.timeMax) params.set('timeMax', query.timeMax);
  if (query.limit !== undefined) params.set('limit', String(query.limit));
  const qs = params.toString();
  const res = await api.get(`${pathOf(source)}${qs ? `?${qs}` : ''}`, import.meta.env.DEV ? AppointmentListSchema : undefined, signal);
  return res.appointments;
}

/** One window of appointments (a month of the calendar, the sidebar's next months). */
export const appointmentsWindowQueryOptions = (source: AppointmentSource, timeMin: string, timeMax: string) =>
  queryOptions({
    queryKey: [...appointmentsQueryKey, source, timeMin, timeMax],
    queryFn: ({ signal }) => getAppointments(source, { timeMin, timeMax }, signal),
  });

/** Whether the user has any appointment at all (limit=1, no window): without any, the page shows two examples. */
export const hasAppointmentsQueryOptions = (source: AppointmentSource) =>
  queryOptions({
    queryKey: [...appointmentsQueryKey, source, 'any'],
    queryFn: async ({ signal }) => (await getAppointments(source, { limit: 1 }, signal)).length > 0,
  });
