import { ArticleResponseSchema } from '@sanity/shared/schemas/articles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import { ARTICLES_GC_TIME_MS, ARTICLES_STALE_TIME_MS, articlesQueryKey } from './get-articles';

export function getArticle(id: string, signal?: AbortSignal) {
  return api.get(`/api/articles/${encodeURIComponent(id)}`, import.meta.env.DEV ? ArticleResponseSchema : undefined, signal);
}

/** GET /api/articles/:id: one article under the read rule (404 unknown or someone else's draft, 403 private). */
export const articleQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...articlesQueryKey, 'detail', id],
    queryFn: ({ signal }) => getArticle(id, signal),
    staleTime: ARTICLES_STALE_TIME_MS,
    gcTime: ARTICLES_GC_TIME_MS,
    // 403 and 404 are answers, not hiccups: retrying them would only delay the message.
    retry: (count, error) => !isApiError(error, 403) && !isApiError(error, 404) && !isApiError(error, 401) && count < 2,
    retryDelay: 1000,
    select: (data) => data.article,
  });

export function useArticle(id: string) {
  return useQuery({ ...articleQueryOptions(id), enabled: id !== '' });
}
