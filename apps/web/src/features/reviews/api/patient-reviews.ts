import { MyReviewSchema, ReviewableAppointmentSchema } from '@sanity/shared/schemas/reviews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { patientReviewsQueryKey } from './query-keys';

const ReviewableListSchema = z.array(ReviewableAppointmentSchema);
const MyReviewListSchema = z.array(MyReviewSchema);

/** GET /api/reviews/reviewable: the patient's visits that may be reviewed now (ended, within 30 days, not yet reviewed). */
export const reviewableQueryOptions = () =>
  queryOptions({
    queryKey: [...patientReviewsQueryKey, 'reviewable'],
    queryFn: ({ signal }) => api.get('/api/reviews/reviewable', import.meta.env.DEV ? ReviewableListSchema : undefined, signal),
  });

/** GET /api/reviews/mine: the patient's own reviews, newest first, with their state. */
export const myReviewsQueryOptions = () =>
  queryOptions({
    queryKey: [...patientReviewsQueryKey, 'mine'],
    queryFn: ({ signal }) => api.get('/api/reviews/mine', import.meta.env.DEV ? MyReviewListSchema : undefined, signal),
  });

/** Only a patient has reviewable visits: a doctor's or a signed-out screen asks nothing. */
export function useReviewable(enabled: boolean) {
  return useQuery({ ...reviewableQueryOptions(), enabled });
}

export function useMyReviews(enabled: boolean) {
  return useQuery({ ...myReviewsQueryOptions(), enabled });
}
