import { type VideoSettings, VideoSettingsSchema } from '@sanity/shared/schemas/video';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const videoSettingsKey = ['video', 'settings'] as const;

/** GET /api/video/settings (doctors): whether the room's link goes into the external calendar and the ICS feed. */
const videoSettingsQueryOptions = () =>
  queryOptions({
    queryKey: videoSettingsKey,
    queryFn: ({ signal }) => api.get('/api/video/settings', import.meta.env.DEV ? VideoSettingsSchema : undefined, signal),
  });

export const useVideoSettings = () => useQuery(videoSettingsQueryOptions());

/** PUT /api/video/settings: the answer is the stored setting. */
export function useSaveVideoSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: VideoSettings) => api.put('/api/video/settings', settings, import.meta.env.DEV ? VideoSettingsSchema : undefined),
    onSuccess: (saved) => queryClient.setQueryData(videoSettingsKey, saved),
  });
}
