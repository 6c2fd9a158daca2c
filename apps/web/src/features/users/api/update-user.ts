import { type ProfileUpdate } from '@sanity/shared/schemas/users';
import { type User, UserResponseSchema } from '@sanity/shared/schemas/auth';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { doctorsQueryKey, readinessQueryKey } from '../../../lib/query-keys';
import { type MeResult, meQueryKey } from '../../auth/api/get-me';

/** The profile fields of PATCH /api/users/:uid; doctors may also send `biografia` (≤ 500, docs/api.md). */
export type UserUpdate = ProfileUpdate & { biografia?: string | null };

/** PATCH /api/users/:uid with the profile fields (ProfileUpdateSchema). */
export function updateUser(uid: string, input: UserUpdate) {
  return api.patch(`/api/users/${encodeURIComponent(uid)}`, input, import.meta.env.DEV ? UserResponseSchema : undefined);
}

/** After a profile change: the session user is the answer, and every doctor view (profile, directory, setup checklist) refreshes. */
export function applyUpdatedUser(queryClient: QueryClient, user: User): void {
  queryClient.setQueryData<MeResult>(meQueryKey, (previous) => ({ ...previous, user, error: null }));
  void queryClient.invalidateQueries({ queryKey: doctorsQueryKey });
  void queryClient.invalidateQueries({ queryKey: readinessQueryKey });
}

export function useUpdateUser(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UserUpdate) => updateUser(uid, input),
    onSuccess: ({ user }) => applyUpdatedUser(queryClient, user),
  });
}
