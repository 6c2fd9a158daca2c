import { AdminReviewSchema, type ReviewDecision } from '@sanity/shared/schemas/reviews';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { doctorsQueryKey } from '../../../lib/query-keys';
import { adminReviewsQueryKey } from './query-keys';

export type AdminQueue = 'pending' | 'reported';

const AdminReviewListSchema = z.array(AdminReviewSchema);

/** GET /api/admin/reviews?status=pending|reported: the reviews the automatic check held, or those someone reported. */
export const adminReviewsQueryOptions = (queue: AdminQueue) =>
  queryOptions({
    queryKey: [...adminReviewsQueryKey, queue],
    queryFn: ({ signal }) => api.get(`/api/admin/reviews?status=${queue}`, import.meta.env.DEV ? AdminReviewListSchema : undefined, signal),
  });

export function useAdminReviews(queue: AdminQueue) {
  return useQuery(adminReviewsQueryOptions(queue));
}

/** POST /api/admin/reviews/:id/decision: approve publishes, reject hides; both queues, the profile and the audit log refresh. */
export function useReviewDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ReviewDecision & { id: string }) =>
      api.post(`/api/admin/reviews/${encodeURIComponent(id)}/decision`, body, import.meta.env.DEV ? AdminReviewSchema : undefined),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['admin'] }), queryClient.invalidateQueries({ queryKey: doctorsQueryKey })]),
  });
}
