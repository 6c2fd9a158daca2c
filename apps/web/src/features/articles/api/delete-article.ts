import { api } from '../../../lib/api-client';

/** DELETE /api/articles/:id (drafts only; a published item answers 409). */
export function deleteArticle(id: string) {
  return api.delete<void>(`/api/articles/${encodeURIComponent(id)}`);
}
