import { itAttendance } from '@sanity/shared/i18n/it-attendance';
import { AppointmentResponseSchema } from '@sanity/shared/schemas/appointments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { api, errorMessage } from '../../../lib/api-client';
import { appointmentQueryOptions } from './get-appointment';
import { appointmentsQueryKey } from './get-appointments';

const path = (id: string) => `/api/appointments/${encodeURIComponent(id)}/no-show`;

/** POST (mark) or DELETE (undo) /api/appointments/:id/no-show (issue 26): the appointment as it is after. */
export async function setNoShow(id: string, missed: boolean) {
  const schema = import.meta.env.DEV ? AppointmentResponseSchema : undefined;
  const res = missed ? await api.post(path(id), {}, schema) : await api.delete(path(id), schema);
  return res.appointment;
}

/** Marks or undoes, then refreshes every appointment query (lists, the details, /crm and its count). */
export function useNoShow(options: { onDone?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, missed }: { id: string; missed: boolean }) => setNoShow(id, missed),
    onSuccess: async (appointment, { missed }) => {
      queryClient.setQueryData(appointmentQueryOptions(appointment.id).queryKey, appointment);
      toast.success(missed ? itAttendance.noShowMarked : itAttendance.noShowUndone);
      options.onDone?.();
      await queryClient.invalidateQueries({ queryKey: appointmentsQueryKey });
    },
    onError: (error) => {
      toast.error(itAttendance.noShowError, { description: errorMessage(error) });
    },
  });
}
