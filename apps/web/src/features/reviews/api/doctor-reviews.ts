import { DoctorReviewsPageSchema, type DoctorReviewsPage } from '@sanity/shared/schemas/reviews';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { doctorReviewsQueryKey } from './query-keys';

/** Whose reviews: anyone's reading of a doctor's profile, or the signed-in doctor's own (with the same published reviews and replies). */
export type ReviewsSource = { kind: 'public'; doctorId: string } | { kind: 'own'; doctorId: string };

function pathOf(source: ReviewsSource, page: number): string {
  return source.kind === 'own' ? `/api/doctor/reviews?page=${page}` : `/api/doctors/${encodeURIComponent(source.doctorId)}/reviews?page=${page}`;
}

/** The page after `last`, or undefined when every published review is shown. */
export function nextReviewsPage(last: Pick<DoctorReviewsPage, 'page' | 'pageSize' | 'total'>): number | undefined {
  return last.page * last.pageSize < last.total ? last.page + 1 : undefined;
}

/** GET /api/doctors/:id/reviews?page=N (or /api/doctor/reviews for the doctor): published reviews, newest first, 10 a page. */
export const doctorReviewsQueryOptions = (source: ReviewsSource) =>
  infiniteQueryOptions({
    queryKey: [...doctorReviewsQueryKey, source.kind, source.doctorId],
    queryFn: ({ pageParam, signal }) => api.get(pathOf(source, pageParam), import.meta.env.DEV ? DoctorReviewsPageSchema : undefined, signal),
    initialPageParam: 1,
    getNextPageParam: nextReviewsPage,
  });

export function useDoctorReviews(source: ReviewsSource) {
  return useInfiniteQuery(doctorReviewsQueryOptions(source));
}
