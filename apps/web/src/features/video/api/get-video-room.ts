import { VideoRoomSchema } from '@sanity/shared/schemas/video';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import { appointmentsQueryKey } from '../../../lib/query-keys';
import { nextRoomCheckIn } from '../room-timing';

/** GET /api/appointments/:id/video (its doctor and patient only; 404 for anyone else): the room's state and, open, its URL. */
export function getVideoRoom(appointmentId: string, signal?: AbortSignal) {
  return api.get(`/api/appointments/${encodeURIComponent(appointmentId)}/video`, import.meta.env.DEV ? VideoRoomSchema : undefined, signal);
}

/**
 * Under the appointments key: a move or a cancellation (which invalidate it) refreshes the room too.
 * Asked again as the room opens or closes (`nextRoomCheckIn`), so the button turns on by itself.
 */
export const videoRoomQueryOptions = (appointmentId: string) =>
  queryOptions({
    queryKey: [...appointmentsQueryKey, 'video', appointmentId],
    queryFn: ({ signal }) => getVideoRoom(appointmentId, signal),
    refetchInterval: (query) => (query.state.data ? nextRoomCheckIn(query.state.data, new Date()) : false),
    retry: (count, error) => count < 1 && !isApiError(error, 404),
  });

export function useVideoRoom(appointmentId: string, enabled = true) {
  return useQuery({ ...videoRoomQueryOptions(appointmentId), enabled });
}
