import { ArticleListSchema, type ArticleCard, type ArticleType } from '@sanity/shared/schemas/articles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Content spec §7: articles are fresh for 5 minutes and kept 10. */
export const ARTICLES_STALE_TIME_MS = 5 * 60_000;
export const ARTICLES_GC_TIME_MS = 10 * 60_000;
/** Content spec §7/§9: content lists retry 2 times, 1 s apart, then fall back to an empty list. */
export const LIST_RETRY = 2;
export const LIST_RETRY_DELAY_MS = 1000;

/**
 * Query keys. The spec refreshes "articles, therapies and userArticles" after a favourite toggle or a
 * publication: every article query starts with `articlesQueryKey`, so one invalidation reaches them all.
 */
export const articlesQueryKey = ['articles'] as const;
export const articleListKey = (type: ArticleType, category: string | null) => [...articlesQueryKey, 'list', type, category ?? 'all'] as const;

/** The cards a list query shows: its data, or an empty list while loading or after its final error (spec §8). */
export function cardsOf(query: { data?: ArticleCard[] }): ArticleCard[] {
  return query.data ?? [];
}

export function getArticles(type: ArticleType, category: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams({ type });
  if (category) params.set('category', category);
  return api.get(`/api/articles?${params.toString()}`, import.meta.env.DEV ? ArticleListSchema : undefined, signal);
}

/** GET /api/articles?type=&category=: published content the viewer may read, newest first. */
export const articlesListQueryOptions = (type: ArticleType, category: string | null) =>
  queryOptions({
    queryKey: articleListKey(type, category),
    queryFn: async ({ signal }) => (await getArticles(type, category, signal)).articles,
    staleTime: ARTICLES_STALE_TIME_MS,
    gcTime: ARTICLES_GC_TIME_MS,
    retry: LIST_RETRY,
    retryDelay: LIST_RETRY_DELAY_MS,
  });

/** The dashboard's 'Articoli' or 'Terapie' list; on a final error the screen shows the empty text. */
export function useArticleList(type: ArticleType, category: string | null) {
  return useQuery(articlesListQueryOptions(type, category));
}
