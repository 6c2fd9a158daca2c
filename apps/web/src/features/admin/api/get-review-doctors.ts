import { DOCTOR_REVIEW_PAGE_DEFAULT } from '@sanity/shared/domain/doctors/review';
import { type AdminDoctorFilter, AdminDoctorListSchema } from '@sanity/shared/schemas/doctor-review';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const reviewDoctorsQueryKey = ['admin', 'doctors'] as const;

/** One page of GET /api/admin/doctors (admins only): one review state, oldest registration first. */
export function getReviewDoctors(status: AdminDoctorFilter, cursor: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams({ status, limit: String(DOCTOR_REVIEW_PAGE_DEFAULT) });
  if (cursor) params.set('cursor', cursor);
  return api.get(`/api/admin/doctors?${params.toString()}`, import.meta.env.DEV ? AdminDoctorListSchema : undefined, signal);
}

export const reviewDoctorsQueryOptions = (status: AdminDoctorFilter) =>
  infiniteQueryOptions({
    queryKey: [...reviewDoctorsQueryKey, status],
    queryFn: ({ pageParam, signal }) => getReviewDoctors(status, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The doctors in one review state, a page at a time ('Carica altri'). */
export function useReviewDoctors(status: AdminDoctorFilter) {
  return useInfiniteQuery(reviewDoctorsQueryOptions(status));
}
