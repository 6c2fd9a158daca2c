import { CalendarDisconnectedSchema } from '@sanity/shared/schemas/calendar';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { api } from '../../../lib/api-client';
import { reportServerError } from '../../../lib/server-error';
import { calendarQueryKey } from './get-connection';
import { itCalendar } from '@sanity/shared/i18n/it-calendar';

/** DELETE /api/calendar/connection → { disconnected: true }; events already pushed stay in the doctor's calendar. */
export function disconnectCalendar() {
  return api.delete('/api/calendar/connection', import.meta.env.DEV ? CalendarDisconnectedSchema : undefined);
}

/** Disconnects with the spec's toasts (§8); here rather than in the card, whose connected part unmounts on success. */
export function useDisconnectCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectCalendar,
    onSuccess: async () => {
      toast.success(itCalendar.disconnected);
      await queryClient.invalidateQueries({ queryKey: calendarQueryKey });
    },
    onError: (error) => reportServerError(error, { title: itCalendar.errorTitle, fallback: itCalendar.disconnectError }),
  });
}
