import { type ArticlePatch, ArticleSavedSchema } from '@sanity/shared/schemas/articles';
import { api } from '../../../lib/api-client';

/** PATCH /api/articles/:id: fields replace the stored ones; `status: 'draft'` is 'Riporta in bozza'. */
export function updateArticle(id: string, patch: ArticlePatch) {
  return api.patch(`/api/articles/${encodeURIComponent(id)}`, patch, import.meta.env.DEV ? ArticleSavedSchema : undefined);
}
