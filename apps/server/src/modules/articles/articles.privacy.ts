import { allowedUserKey } from '@sanity/shared/domain/content/allowed-users';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articleAllowedUsers, articles } from '../../db/schema/articles';

/** The articles' part of the privacy rights (issue 13): a doctor's own content in their export; an erased reader's address leaves every allowed list. */
export const articlesPrivacy = {
  async ofAuthor(db: Db, userId: string) {
    const rows = await db
      .select({ id: articles.id, title: articles.title, isTherapy: articles.isTherapy, status: articles.status, createdAt: articles.createdAt })
      .from(articles)
      .where(eq(articles.authorId, userId))
      .orderBy(asc(articles.createdAt), asc(articles.id));
    return rows.map((r) => ({ id: r.id, title: r.title, type: r.isTherapy ? 'therapy' : 'article', status: r.status, createdAt: r.createdAt.toISOString() }));
  },

  /**
   * The account's verified e-mail as a reader of private content (entries the doctors typed): the
   * person no longer has an account to read with. Never the profile's phone: it is typed by its
   * owner and never verified (articles.access.ts), so it may be someone else's entry.
   */
  async eraseReader(db: Db, verifiedEmail: string): Promise<void> {
    const key = allowedUserKey(verifiedEmail);
    if (key.length > 0) await db.delete(articleAllowedUsers).where(eq(articleAllowedUsers.matchKey, key));
  },
};
