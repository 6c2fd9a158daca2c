import { appointmentsQueryKey, doctorsQueryKey } from '../../../lib/query-keys';

/** The patient's reviewable visits and own reviews: under the appointments key, so a cancellation or a no-show mark refreshes them too. */
export const patientReviewsQueryKey = [...appointmentsQueryKey, 'reviews'] as const;

/** A doctor's published reviews (public and the doctor's own): under the doctors key, which every review change refreshes with the rating. */
export const doctorReviewsQueryKey = [...doctorsQueryKey, 'reviews'] as const;

/** The admin's queue: under 'admin', which the admin's other decisions refresh. */
export const adminReviewsQueryKey = ['admin', 'reviews'] as const;
