import {
  NotificationPreferencesSchema,
  OptOutViewSchema,
  SmsUsageSchema,
  type NotificationPreferences,
  type OptOutChannel,
  type OptOutView,
  type SmsUsage,
  type UpdateNotificationPreferences,
} from '@sanity/shared/schemas/notification-preferences';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contactClaimsQueryKey } from '../../contact-claims/api/contact-claims';

const check = <T,>(schema: T) => (import.meta.env.DEV ? schema : undefined);

export const preferencesQueryKey = ['account', 'notifications'] as const;

/** GET /api/users/me/notifications: the reminder channels, the verified number, a code in flight. */
export function useNotificationPreferences() {
  return useQuery(
    queryOptions({
      queryKey: preferencesQueryKey,
      queryFn: ({ signal }) => api.get<NotificationPreferences>('/api/users/me/notifications', check(NotificationPreferencesSchema), signal),
    }),
  );
}

/** Every call here answers the whole preferences: the cache takes the answer as it is. */
function usePreferencesMutation<I>(send: (input: I) => Promise<NotificationPreferences>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (prefs) => {
      queryClient.setQueryData(preferencesQueryKey, prefs);
      // ADR 0039: a number verified, changed or removed changes the practices' visits offered by it.
      await queryClient.invalidateQueries({ queryKey: contactClaimsQueryKey });
    },
  });
}

export const useSavePreferences = () =>
  usePreferencesMutation((input: UpdateNotificationPreferences) => api.put<NotificationPreferences>('/api/users/me/notifications', input, check(NotificationPreferencesSchema)));

export const useRequestPhoneCode = () =>
  usePreferencesMutation((phone: string) => api.post<NotificationPreferences>('/api/users/me/phone', { phone }, check(NotificationPreferencesSchema)));

export const useVerifyPhone = () =>
  usePreferencesMutation((code: string) => api.post<NotificationPreferences>('/api/users/me/phone/verify', { code }, check(NotificationPreferencesSchema)));

export const useRemovePhone = () => usePreferencesMutation(() => api.delete<NotificationPreferences>('/api/users/me/phone', check(NotificationPreferencesSchema)));

const optOutQuery = (token: string, channel: OptOutChannel) => `token=${encodeURIComponent(token)}&canale=${channel}`;

/** GET /api/notifications/opt-out: what the link would switch off (public). */
export function useOptOutView(token: string, channel: OptOutChannel | null) {
  return useQuery({
    queryKey: ['notification-opt-out', token, channel],
    queryFn: ({ signal }) => api.get<OptOutView>(`/api/notifications/opt-out?${optOutQuery(token, channel ?? 'email')}`, check(OptOutViewSchema), signal),
    enabled: token !== '' && channel !== null,
    retry: false,
  });
}

/** POST /api/notifications/opt-out (public): a POST, as mail scanners open the links of a message. */
export function optOut(token: string, channel: OptOutChannel) {
  return api.post<OptOutView>('/api/notifications/opt-out', { token, canale: channel }, check(OptOutViewSchema));
}

/** GET /api/admin/sms-usage: today's SMS per practice against the cap (admins). */
export function useSmsUsage() {
  return useQuery({
    queryKey: ['admin', 'sms-usage'],
    queryFn: ({ signal }) => api.get<SmsUsage>('/api/admin/sms-usage?limit=20', check(SmsUsageSchema), signal),
  });
}
