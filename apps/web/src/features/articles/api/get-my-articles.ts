import { ArticleArchiveSchema, ArticleResponseSchema } from '@sanity/shared/schemas/articles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The author's archive; under ['articles'] so that any article change refreshes it. */
export const myArticlesQueryKey = ['articles', 'mine'] as const;

export const myArticlesQueryOptions = () =>
  queryOptions({
    queryKey: myArticlesQueryKey,
    queryFn: ({ signal }) => api.get('/api/articles/mine', import.meta.env.DEV ? ArticleArchiveSchema : undefined, signal),
  });

/** GET /api/articles/mine: drafts and published items, newest change first, with the total count. */
export function useMyArticles(enabled = true) {
  return useQuery({ ...myArticlesQueryOptions(), enabled });
}

/** GET /api/articles/:id for the editor (the author sees drafts and allowed users). */
export function getArticleForEdit(id: string) {
  return api.get(`/api/articles/${encodeURIComponent(id)}`, import.meta.env.DEV ? ArticleResponseSchema : undefined).then((r) => r.article);
}
