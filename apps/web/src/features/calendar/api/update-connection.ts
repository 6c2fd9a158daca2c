import { type CalendarConnectionPatch, CalendarConnectionSchema } from '@sanity/shared/schemas/calendar';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { calendarConnectionQueryKey } from './get-connection';

/** PATCH /api/calendar/connection (detailed titles of the pushed events); answers the connection. */
export function updateCalendarConnection(body: CalendarConnectionPatch) {
  return api.patch('/api/calendar/connection', body, import.meta.env.DEV ? CalendarConnectionSchema : undefined);
}

export function useUpdateCalendarConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCalendarConnection,
    onSuccess: (connection) => queryClient.setQueryData(calendarConnectionQueryKey, connection),
  });
}
