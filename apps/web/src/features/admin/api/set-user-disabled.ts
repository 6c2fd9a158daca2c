import { AdminUserResponseSchema } from '@sanity/shared/schemas/admin-accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/admin/users/:id/disable with the reason: the account's sessions end at once. */
export function disableUser(id: string, reason: string) {
  return api.post(`/api/admin/users/${encodeURIComponent(id)}/disable`, { reason }, import.meta.env.DEV ? AdminUserResponseSchema : undefined);
}

/** POST /api/admin/users/:id/enable. */
export function enableUser(id: string) {
  return api.post(`/api/admin/users/${encodeURIComponent(id)}/enable`, undefined, import.meta.env.DEV ? AdminUserResponseSchema : undefined);
}

/**
 * Disables (with a reason) or re-enables an account. Every admin query refreshes: the accounts
 * list, the doctors awaiting review and the audit log may all show the change.
 */
export function useSetUserDisabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { id: string; disable: true; reason: string } | { id: string; disable: false }) =>
      change.disable ? disableUser(change.id, change.reason) : enableUser(change.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
