import { type ProfileUpdate } from '@sanity/shared/schemas/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type MeResult, MeResponseSchema, meQueryKey } from '../../auth/api/get-me';
import { doctorQueryOptions } from '../../doctors/api/get-doctor';

/** PATCH /api/users/:uid with the profile fields (ProfileUpdateSchema). */
export function updateUser(uid: string, input: ProfileUpdate) {
  return api.patch(`/api/users/${encodeURIComponent(uid)}`, input, MeResponseSchema);
}

export function useUpdateUser(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdate) => updateUser(uid, input),
    onSuccess: ({ user }) => {
      queryClient.setQueryData<MeResult>(meQueryKey, { user, error: null });
      void queryClient.invalidateQueries({ queryKey: doctorQueryOptions(uid).queryKey });
    },
  });
}
