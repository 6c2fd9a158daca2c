import { ArticleListSchema, FavoriteStateSchema } from '@sanity/shared/schemas/articles';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { doctorsQueryKey } from '../../../lib/query-keys';
import { ARTICLES_GC_TIME_MS, ARTICLES_STALE_TIME_MS, articlesQueryKey, LIST_RETRY, LIST_RETRY_DELAY_MS } from './get-articles';

/** GET /api/favorites: the user's favourites they may still read, most recently marked first. */
export const favoritesQueryOptions = () =>
  queryOptions({
    queryKey: [...articlesQueryKey, 'favorites'],
    queryFn: async ({ signal }) => (await api.get('/api/favorites', import.meta.env.DEV ? ArticleListSchema : undefined, signal)).articles,
    staleTime: ARTICLES_STALE_TIME_MS,
    gcTime: ARTICLES_GC_TIME_MS,
    retry: LIST_RETRY,
    retryDelay: LIST_RETRY_DELAY_MS,
  });

export function useFavorites() {
  return useQuery(favoritesQueryOptions());
}

export function setFavorite(articleId: string, favorite: boolean) {
  const path = `/api/articles/${encodeURIComponent(articleId)}/favorite`;
  return favorite ? api.post(path, undefined, import.meta.env.DEV ? FavoriteStateSchema : undefined) : api.delete(path, import.meta.env.DEV ? FavoriteStateSchema : undefined);
}

/**
 * 'Aggiungi ai preferiti' / 'Rimuovi dai preferiti' (content spec §4): POST or DELETE; afterwards the
 * articles, therapies and personal lists (all under `articlesQueryKey`) and the doctors' counts are
 * refreshed. A failure is only logged (spec §8).
 */
export function useToggleFavorite(articleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (favorite: boolean) => setFavorite(articleId, favorite),
    onError: (error) => console.error('Aggiornamento dei preferiti non riuscito', error),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: articlesQueryKey }), queryClient.invalidateQueries({ queryKey: doctorsQueryKey })]),
  });
}
