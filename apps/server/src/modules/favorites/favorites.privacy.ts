import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles, favorites } from '../../db/schema/articles';

/** The favourites' part of the privacy rights (issue 13): the marks in the export, deleted with the account. */
export const favoritesPrivacy = {
  async of(db: Db, userId: string) {
    const rows = await db
      .select({ articleId: favorites.articleId, title: articles.title, addedAt: favorites.createdAt })
      .from(favorites)
      .innerJoin(articles, eq(articles.id, favorites.articleId))
      .where(eq(favorites.userId, userId))
      .orderBy(asc(favorites.createdAt));
    return rows.map((r) => ({ articleId: r.articleId, title: r.title, addedAt: r.addedAt.toISOString() }));
  },
  async erase(db: Db, userId: string): Promise<void> {
    await db.delete(favorites).where(eq(favorites.userId, userId));
  },
};
