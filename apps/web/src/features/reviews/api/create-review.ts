import { type CreateReviewInput, MyReviewSchema } from '@sanity/shared/schemas/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { doctorReviewsQueryKey, patientReviewsQueryKey } from './query-keys';
import { doctorsQueryKey } from '../../../lib/query-keys';

/** POST /api/reviews: 201 with the review, 'published' at once or 'pending' when the automatic check held it. */
export function createReview(input: CreateReviewInput) {
  return api.post('/api/reviews', input, import.meta.env.DEV ? MyReviewSchema : undefined);
}

/**
 * Sends a review; the patient's lists refresh (the visit leaves 'reviewable', the review joins 'mine'),
 * and so do the doctor's reviews and rating, which a review published at once changes.
 */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: async (review) => {
      await queryClient.invalidateQueries({ queryKey: patientReviewsQueryKey });
      if (review.status === 'published') {
        await Promise.all([queryClient.invalidateQueries({ queryKey: doctorReviewsQueryKey }), queryClient.invalidateQueries({ queryKey: doctorsQueryKey })]);
      }
    },
  });
}
