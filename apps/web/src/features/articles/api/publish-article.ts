import { ArticleSavedSchema, type ArticleSaveInput } from '@sanity/shared/schemas/articles';
import { type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/articles: publishes a new article, or the draft `draftId` when given. */
export function publishArticle(payload: ArticleSaveInput) {
  return api.post('/api/articles', payload, import.meta.env.DEV ? ArticleSavedSchema : undefined);
}

/** After a write: the feeds (articles, therapies), the archive and the doctors' content and counts. */
export function invalidateArticleQueries(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ['articles'] });
  void queryClient.invalidateQueries({ queryKey: ['therapies'] });
  void queryClient.invalidateQueries({ queryKey: ['userArticles'] });
  void queryClient.invalidateQueries({ queryKey: ['doctors'] });
  void queryClient.invalidateQueries({ queryKey: ['search'] });
}
