import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FollowResponseSchema } from '@sanity/shared/schemas/doctors';
import { api } from '../../../lib/api-client';
import { doctorQueryOptions } from './get-doctor';

/** POST (follow) or DELETE (unfollow) /api/doctors/:id/follow; both idempotent. */
export function setFollowing(id: string, follow: boolean) {
  const path = `/api/doctors/${encodeURIComponent(id)}/follow`;
  return follow ? api.post(path, undefined, import.meta.env.DEV ? FollowResponseSchema : undefined) : api.delete(path, import.meta.env.DEV ? FollowResponseSchema : undefined);
}

/** Follows or unfollows a doctor; the profile's count and button follow the server's answer. */
export function useFollowDoctor(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) => setFollowing(id, follow),
    onSuccess: ({ following, followersCount }) => {
      queryClient.setQueryData(doctorQueryOptions(id).queryKey, (old) =>
        old ? { doctor: { ...old.doctor, isFollowing: following, followersCount } } : old,
      );
    },
  });
}
