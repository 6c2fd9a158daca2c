import { type ReplyReview, type ReportReview } from '@sanity/shared/schemas/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminReviewsQueryKey, doctorReviewsQueryKey } from './query-keys';

/** POST /api/reviews/:id/reply: the doctor's one public reply (409 when one exists); the list shows it at once. */
export function useReplyReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ReplyReview & { id: string }) => api.post<unknown>(`/api/reviews/${encodeURIComponent(id)}/reply`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: doctorReviewsQueryKey }),
  });
}

/** POST /api/reviews/:id/report: the review goes back to the admin's queue (it stays visible until an admin decides). */
export function useReportReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ReportReview & { id: string }) => api.post<unknown>(`/api/reviews/${encodeURIComponent(id)}/report`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminReviewsQueryKey }),
  });
}
