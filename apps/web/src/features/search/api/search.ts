import { SearchResultsSchema } from '@sanity/shared/schemas/articles';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { articlesQueryKey } from '../../articles/api/get-articles';
import { canSearch } from '../search-state';

export function searchArticles(q: string, sectors: readonly string[], signal?: AbortSignal) {
  const params = new URLSearchParams({ q: q.trim() });
  if (sectors.length > 0) params.set('sectors', sectors.join(','));
  return api.get(`/api/search?${params.toString()}`, import.meta.env.DEV ? SearchResultsSchema : undefined, signal);
}

/**
 * GET /api/search?q=&sectors=: at most 5 cards, articles first then therapies (server order). Kept
 * under the articles key, so whatever refreshes the articles lists refreshes the results too.
 */
export const searchQueryOptions = (q: string, sectors: readonly string[]) =>
  queryOptions({
    queryKey: [...articlesQueryKey, 'search', q.trim(), [...sectors].sort().join(',')],
    queryFn: async ({ signal }) => (await searchArticles(q, sectors, signal)).results,
    staleTime: 30_000,
  });

/** Runs only for a (debounced) query of at least 3 characters; keeps the previous rows while typing. */
export function useSearch(q: string, sectors: readonly string[]) {
  return useQuery({ ...searchQueryOptions(q, sectors), enabled: canSearch(q), placeholderData: keepPreviousData });
}
