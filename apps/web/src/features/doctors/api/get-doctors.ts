import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { DOCTORS_PAGE_DEFAULT, DoctorListSchema } from '@sanity/shared/schemas/doctors';
import { api } from '../../../lib/api-client';
import { doctorsQueryKey } from '../../../lib/query-keys';
import { type DoctorSearch } from '../doctor-search';
import { DOCTORS_GC_TIME_MS, DOCTORS_STALE_TIME_MS } from './get-doctor';

/** GET /api/doctors?q=&sectors=&city=&limit=&cursor=: the directory, by name, without the signed-in user. */
export function getDoctors(search: DoctorSearch, cursor: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.sectors.length) params.set('sectors', search.sectors.join(','));
  if (search.city) params.set('city', search.city);
  params.set('limit', String(DOCTORS_PAGE_DEFAULT));
  if (cursor) params.set('cursor', cursor);
  return api.get(`/api/doctors?${params.toString()}`, import.meta.env.DEV ? DoctorListSchema : undefined, signal);
}

export const doctorsListQueryOptions = (search: DoctorSearch) =>
  infiniteQueryOptions({
    queryKey: [...doctorsQueryKey, 'list', search],
    queryFn: ({ pageParam, signal }) => getDoctors(search, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: DOCTORS_STALE_TIME_MS,
    gcTime: DOCTORS_GC_TIME_MS,
  });

export function useDoctors(search: DoctorSearch) {
  // While a new search loads, the previous cards stay (no flash of the empty state at each keystroke).
  return useInfiniteQuery({ ...doctorsListQueryOptions(search), placeholderData: keepPreviousData });
}
