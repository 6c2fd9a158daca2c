import { allowedUserKey } from '@sanity/shared/domain/content/allowed-users';

/**
 * Who reads (docs/api.md "Who may read what"). The one rule, written twice in the same words: here
 * for a single loaded article, and as SQL in `articles.repository.ts` (`readableBy`) for every
 * list, count and search. Keep them together.
 *
 * - draft: its author only; anyone else: not-found (a draft does not exist for them)
 * - published and public: anyone, signed out too
 * - published and private: its author, and the users whose account e-mail has the same
 *   `allowedUserKey` as an entry of `allowedUsers`; anyone else: forbidden
 *
 * Phone entries are accepted in `allowedUsers` (spec) but match no one yet: an account's telefono
 * is typed by its owner and never verified, so matching it would let anyone claim someone else's
 * number and read what a doctor assigned to that patient. They take effect once phones are verified.
 */
export type ReadDecision = 'ok' | 'forbidden' | 'not-found';

/** A signed-in reader as the rule needs them: their id and the keys they are recognised by. */
export interface Viewer {
  id: string;
  /** `allowedUserKey` of the account's e-mail (see above for phones); never empty strings. */
  keys: string[];
}

export interface ReadableArticle {
  authorId: string;
  status: 'draft' | 'published';
  isPublic: boolean;
  /** The `match_key`s of the article's allowed users. */
  allowedKeys: readonly string[];
}

/** The keys a reader is recognised by in allowed-user lists: the verified e-mail only. */
export function viewerKeys(account: { email: string }): string[] {
  const key = allowedUserKey(account.email);
  return key ? [key] : [];
}

export function canRead(viewer: Viewer | null, article: ReadableArticle): ReadDecision {
  const isAuthor = viewer !== null && viewer.id === article.authorId;
  if (article.status !== 'published') return isAuthor ? 'ok' : 'not-found';
  if (article.isPublic || isAuthor) return 'ok';
  if (viewer && viewer.keys.some((k) => article.allowedKeys.includes(k))) return 'ok';
  return 'forbidden';
}
