import { CalendarFeedStatusSchema, CalendarFeedUrlsSchema } from '@sanity/shared/schemas/calendar-feed';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { calendarQueryKey } from './get-connection';

const feedQueryKey = [...calendarQueryKey, 'feed'] as const;

/** GET /api/calendar/feed: whether an ICS subscription URL is active (the URL itself is shown only once, at creation). */
export function getCalendarFeed(signal?: AbortSignal) {
  return api.get('/api/calendar/feed', import.meta.env.DEV ? CalendarFeedStatusSchema : undefined, signal);
}

export const calendarFeedQueryOptions = () => queryOptions({ queryKey: feedQueryKey, queryFn: ({ signal }) => getCalendarFeed(signal) });

export function useCalendarFeed() {
  return useQuery(calendarFeedQueryOptions());
}

/** POST /api/calendar/feed: a new secret URL (the previous one stops working), answered once. */
export function createCalendarFeed() {
  return api.post('/api/calendar/feed', undefined, import.meta.env.DEV ? CalendarFeedUrlsSchema : undefined);
}

/** DELETE /api/calendar/feed (204). */
export function revokeCalendarFeed() {
  return api.delete<undefined>('/api/calendar/feed');
}

export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCalendarFeed, onSuccess: () => queryClient.invalidateQueries({ queryKey: feedQueryKey }) });
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeCalendarFeed, onSuccess: () => queryClient.invalidateQueries({ queryKey: feedQueryKey }) });
}
