import { type ArticleSaveInput, DraftSavedSchema } from '@sanity/shared/schemas/articles';
import { api } from '../../../lib/api-client';

/** POST /api/articles/drafts: creates the draft, or updates `draftId`; answers the draft id. */
export function saveDraft(payload: ArticleSaveInput) {
  return api.post('/api/articles/drafts', payload, import.meta.env.DEV ? DraftSavedSchema : undefined);
}
