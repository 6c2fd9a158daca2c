import { allowedUserKey } from '@sanity/shared/domain/content/allowed-users';
import { asc, eq, inArray } from 'drizzle-orm';
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

  /** The account's e-mail and phone as readers of private content (entries the doctors typed): the person no longer has an account to read with. */
  async eraseReader(db: Db, email: string, phone: string | null): Promise<void> {
    const keys = [allowedUserKey(email), ...(phone ? [allowedUserKey(phone)] : [])].filter((k) => k.length > 0);
    if (keys.length > 0) await db.delete(articleAllowedUsers).where(inArray(articleAllowedUsers.matchKey, keys));
  },
};
