import { NotificationSettingsViewSchema, type NotificationSettings } from '@sanity/shared/schemas/platform-settings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const notificationSettingsQueryKey = ['admin', 'settings', 'notifications'] as const;

export const notificationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: notificationSettingsQueryKey,
    queryFn: ({ signal }) => api.get('/api/admin/settings/notifications', import.meta.env.DEV ? NotificationSettingsViewSchema : undefined, signal),
  });

/** GET /api/admin/settings/notifications: which booking e-mails are sent and the reminder lead time (admins only). */
export function useNotificationSettings() {
  return useQuery(notificationSettingsQueryOptions());
}

/** The form's values (the reminder leads as ticked: the server refuses none or more than three with the field's message); a cap that is not a number is sent as null, and the server answers with the field's message. */
export type NotificationSettingsInput = Omit<NotificationSettings, 'smsDailyCap'> & { smsDailyCap: number | null };

/** PUT /api/admin/settings/notifications (admins only). */
export function saveNotificationSettings(settings: NotificationSettingsInput) {
  return api.put('/api/admin/settings/notifications', settings, import.meta.env.DEV ? NotificationSettingsViewSchema : undefined);
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationSettings,
    onSuccess: (view) => {
      queryClient.setQueryData(notificationSettingsQueryKey, view);
      return queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}
