import { CalendarConnectionSchema } from '@sanity/shared/schemas/calendar';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every calendar query starts with this key: connecting or disconnecting refreshes them all. */
export const calendarQueryKey = ['calendar'] as const;
export const calendarConnectionQueryKey = [...calendarQueryKey, 'connection'] as const;

/** GET /api/calendar/connection: the doctor's calendar status (spec §3 Calendar connection status). */
export function getCalendarConnection(signal?: AbortSignal) {
  return api.get('/api/calendar/connection', import.meta.env.DEV ? CalendarConnectionSchema : undefined, signal);
}

export const calendarConnectionQueryOptions = () =>
  queryOptions({
    queryKey: calendarConnectionQueryKey,
    queryFn: ({ signal }) => getCalendarConnection(signal),
  });

export function useCalendarConnection() {
  return useQuery(calendarConnectionQueryOptions());
}
