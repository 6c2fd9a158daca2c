import { DoctorReviewResponseSchema } from '@sanity/shared/schemas/doctor-review';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { readinessQueryKey } from '../../../lib/query-keys';
import { meQueryKey } from './get-me';

/** POST /api/practice/review/request: a rejected doctor asks to be checked again (409 when not rejected). */
export function requestReview() {
  return api.post('/api/practice/review/request', undefined, import.meta.env.DEV ? DoctorReviewResponseSchema : undefined);
}

/** Asks again; `me` (the banner) and the setup checklist then show the review as pending. */
export function useRequestReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestReview,
    onSettled: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: meQueryKey }), queryClient.invalidateQueries({ queryKey: readinessQueryKey })]);
    },
  });
}
