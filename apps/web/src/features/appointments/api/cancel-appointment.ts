import { itAppointments } from '@sanity/shared/i18n/it-appointments';
import { AppointmentResponseSchema } from '@sanity/shared/schemas/appointments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { api, errorMessage } from '../../../lib/api-client';
import { appointmentQueryOptions } from './get-appointment';
import { appointmentsQueryKey } from './get-appointments';

/** POST /api/appointments/:id/cancel with an optional reason: the appointment comes back 'annullato'. */
export async function cancelAppointment(id: string, reason: string) {
  const trimmed = reason.trim();
  const res = await api.post(
    `/api/appointments/${encodeURIComponent(id)}/cancel`,
    trimmed ? { reason: trimmed } : {},
    import.meta.env.DEV ? AppointmentResponseSchema : undefined,
  );
  return res.appointment;
}

/**
 * Cancels, then refreshes every appointment query (lists, sidebar, detail, /crm). The server's
 * Italian refusal (403 within the patients' cut-off, 409 already cancelled or past) is toasted.
 */
export function useCancelAppointment(options: { onCancelled?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => cancelAppointment(id, reason),
    onSuccess: async (appointment) => {
      queryClient.setQueryData(appointmentQueryOptions(appointment.id).queryKey, appointment);
      toast.success(itAppointments.appointments.cancelled, { description: itAppointments.appointments.cancelledText });
      options.onCancelled?.();
      await queryClient.invalidateQueries({ queryKey: appointmentsQueryKey });
    },
    onError: (error) => {
      toast.error(itAppointments.appointments.cancelError, { description: errorMessage(error) });
    },
  });
}
