import { type CalDavConnectInput, CalendarConnectionSchema } from '@sanity/shared/schemas/calendar';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { api } from '../../../lib/api-client';
import { calendarConnectionQueryKey, calendarQueryKey } from './get-connection';
import { itCalendar } from '@sanity/shared/i18n/it-calendar';

/**
 * POST /api/calendar/caldav: the server checks the credentials with the CalDAV server while the
 * doctor waits (up to 15 s) and answers the new connection; its refusal is an Italian message
 * (wrong credentials, server not answering, no usable calendar).
 */
export function connectCalDav(body: CalDavConnectInput) {
  return api.post('/api/calendar/caldav', body, import.meta.env.DEV ? CalendarConnectionSchema : undefined);
}

/**
 * Connects, toasts and refreshes the calendar queries. The toast is here, not in the form: the form
 * unmounts as soon as the card shows the new connection, and a caller's own callbacks would be lost.
 */
export function useConnectCalDav() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectCalDav,
    onSuccess: async (connection) => {
      toast.success(itCalendar.caldavConnected);
      queryClient.setQueryData(calendarConnectionQueryKey, connection);
      await queryClient.invalidateQueries({ queryKey: calendarQueryKey });
    },
  });
}
