import { type NameChange } from '@sanity/shared/schemas/users';
import { UserResponseSchema } from '@sanity/shared/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { applyUpdatedUser } from './update-user';

/** PUT /api/users/:uid/name (issue 24): applied at once, or for an approved doctor kept as `pendingName` for the admin. */
export function useChangeName(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NameChange) => api.put(`/api/users/${encodeURIComponent(uid)}/name`, input, import.meta.env.DEV ? UserResponseSchema : undefined),
    onSuccess: ({ user }) => applyUpdatedUser(queryClient, user),
  });
}
