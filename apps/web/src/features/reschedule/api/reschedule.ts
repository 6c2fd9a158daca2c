import { AppointmentResponseSchema } from '@sanity/shared/schemas/appointments';
import { AppointmentLinkSchema, ConfirmByLinkResponseSchema } from '@sanity/shared/schemas/reschedule';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { appointmentsQueryKey } from '../../../lib/query-keys';

const linkPath = (token: string) => `/api/appointment-links/${encodeURIComponent(token)}`;

/** POST /api/appointments/:id/reschedule: the appointment at its new time. */
export async function rescheduleAppointment(id: string, dateTime: string) {
  const res = await api.post(`/api/appointments/${encodeURIComponent(id)}/reschedule`, { dateTime }, import.meta.env.DEV ? AppointmentResponseSchema : undefined);
  return res.appointment;
}

/** Moves, then refreshes every appointment query (the sidebar, /appuntamenti, the details, /crm). */
export function useRescheduleAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, dateTime }: { id: string; dateTime: string }) => rescheduleAppointment(id, dateTime),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentsQueryKey }),
  });
}

/** GET /api/appointment-links/:token: what a link of a doctor's move does, or its Italian refusal (used, expired, changed). */
export const appointmentLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['appointment-link', token],
    queryFn: ({ signal }) => api.get(linkPath(token), import.meta.env.DEV ? AppointmentLinkSchema : undefined, signal),
    // A refusal is an answer: asking again would say the same.
    retry: false,
    staleTime: Infinity,
  });

/** The patient moves the visit from the link (no sign-in; the cut-off as the link says). */
export function moveByLink(token: string, dateTime: string) {
  return api.post(`${linkPath(token)}/reschedule`, { dateTime }, import.meta.env.DEV ? AppointmentLinkSchema : undefined);
}

/** The patient cancels from the link (no sign-in; the cut-off as the link says). */
export function cancelByLink(token: string) {
  return api.post(`${linkPath(token)}/cancel`, {}, import.meta.env.DEV ? AppointmentLinkSchema : undefined);
}

/** 'Confermo la presenza' from a confirmation's or reminder's link (issue 26); answered also when already confirmed. */
export function confirmByLink(token: string) {
  return api.post(`${linkPath(token)}/confirm`, {}, import.meta.env.DEV ? ConfirmByLinkResponseSchema : undefined);
}
