import { ArticleListSchema } from '@sanity/shared/schemas/articles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ARTICLES_GC_TIME_MS, ARTICLES_STALE_TIME_MS, articlesQueryKey, LIST_RETRY, LIST_RETRY_DELAY_MS } from './get-articles';

/** GET /api/articles/assigned: published private content whose allowed users list the user. */
export const assignedQueryOptions = () =>
  queryOptions({
    queryKey: [...articlesQueryKey, 'assigned'],
    queryFn: async ({ signal }) => (await api.get('/api/articles/assigned', import.meta.env.DEV ? ArticleListSchema : undefined, signal)).articles,
    staleTime: ARTICLES_STALE_TIME_MS,
    gcTime: ARTICLES_GC_TIME_MS,
    retry: LIST_RETRY,
    retryDelay: LIST_RETRY_DELAY_MS,
  });

export function useAssigned() {
  return useQuery(assignedQueryOptions());
}
