import { TagSuggestionsSchema } from '@sanity/shared/schemas/articles';
import { api } from '../../../lib/api-client';

/** POST /api/articles/:id/suggest-tags: up to 5 tags from the article's own text (the spec's tagArticleWithAI). */
export function suggestTags(id: string) {
  return api.post(`/api/articles/${encodeURIComponent(id)}/suggest-tags`, undefined, import.meta.env.DEV ? TagSuggestionsSchema : undefined).then((r) => r.tags);
}
