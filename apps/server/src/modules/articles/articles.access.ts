import { allowedUserKey } from '@sanity/shared/domain/content/allowed-users';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { articleAllowedUsers, articles } from '../../db/schema/articles';
import { users } from '../../db/schema/users';

/**
 * Who reads (docs/api.md "Who may read what"). The one rule, written twice in the same words, both
 * here: `canRead` for a single loaded article, and `readableBy` as SQL for every list, count and
 * search (the search feature gets it through the articles service). Change both or neither.
 *
 * - draft: its author only; anyone else: not-found (a draft does not exist for them)
 * - by an author whose account is disabled or erased: its author only; anyone else: not-found
 *   (a disabled doctor's content leaves lists, feeds, search, favourites and Igea with them, ADR 0013)
 * - published and public: anyone, signed out too
 * - published and private: its author, and the users whose account e-mail, once verified, has the
 *   same `allowedUserKey` as an entry of `allowedUsers`; anyone else: forbidden
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
  /** The author's account is neither disabled nor erased. */
  authorActive: boolean;
}

/**
 * The keys a reader is recognised by in allowed-user lists: the account's e-mail once it is
 * verified, nothing before (ADR 0012: anyone can register an address they do not own).
 */
export function viewerKeys(account: { email: string; emailVerifiedAt: Date | null }): string[] {
  if (!account.emailVerifiedAt) return [];
  const key = allowedUserKey(account.email);
  return key ? [key] : [];
}

export function canRead(viewer: Viewer | null, article: ReadableArticle): ReadDecision {
  const isAuthor = viewer !== null && viewer.id === article.authorId;
  if (article.status !== 'published' || !article.authorActive) return isAuthor ? 'ok' : 'not-found';
  if (article.isPublic || isAuthor) return 'ok';
  if (viewer && viewer.keys.some((k) => article.allowedKeys.includes(k))) return 'ok';
  return 'forbidden';
}

/**
 * `canRead` as SQL, for rows of `articles` (status is checked by the caller: lists show published
 * content only). Signed out: public only. Signed in: public, own, or private with an allowed user
 * matching one of the viewer's keys. Others' content only while its author is active.
 */
export function readableBy(viewer: Viewer | null): SQL {
  if (!viewer) return and(articles.isPublic, authorActive())!;
  const allowed =
    viewer.keys.length > 0
      ? sql`exists (select 1 from ${articleAllowedUsers} where ${articleAllowedUsers.articleId} = ${articles.id} and ${inArray(articleAllowedUsers.matchKey, viewer.keys)})`
      : undefined;
  return or(eq(articles.authorId, viewer.id), and(authorActive(), or(articles.isPublic, allowed)))!;
}

/** `authorActive` as SQL on rows of `articles`: the author's account is neither disabled nor erased. */
export function authorActive(): SQL {
  return sql`exists (select 1 from ${users} where ${users.id} = ${articles.authorId} and not ${users.isDisabled} and ${users.erasedAt} is null)`;
}
