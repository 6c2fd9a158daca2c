import { ArticleListSchema, type ArticleType } from '@sanity/shared/schemas/articles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ARTICLES_GC_TIME_MS, ARTICLES_STALE_TIME_MS, articlesQueryKey, LIST_RETRY, LIST_RETRY_DELAY_MS } from './get-articles';

/** GET /api/doctors/:id/articles?type=&category=: that doctor's published content the viewer may read. */
export const doctorArticlesQueryOptions = (doctorId: string, type: ArticleType, category: string | null) =>
  queryOptions({
    queryKey: [...articlesQueryKey, 'doctor', doctorId, type, category ?? 'all'],
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ type });
      if (category) params.set('category', category);
      return (await api.get(`/api/doctors/${encodeURIComponent(doctorId)}/articles?${params.toString()}`, import.meta.env.DEV ? ArticleListSchema : undefined, signal)).articles;
    },
    // Content spec §7: articles by author are fresh for 5 minutes.
    staleTime: ARTICLES_STALE_TIME_MS,
    gcTime: ARTICLES_GC_TIME_MS,
    retry: LIST_RETRY,
    retryDelay: LIST_RETRY_DELAY_MS,
  });

export function useDoctorArticles(doctorId: string, type: ArticleType, category: string | null) {
  return useQuery(doctorArticlesQueryOptions(doctorId, type, category));
}
