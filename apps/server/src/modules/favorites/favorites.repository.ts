import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { favorites } from '../../db/schema/articles';

export interface FavoritePageKey {
  sortKey: string;
  id: string;
}

/** The favourites feature's own table: which user marked which article, and when. */
export function createFavoritesRepository(db: Db) {
  return {
    async add(userId: string, articleId: string, now: Date): Promise<void> {
      await db.insert(favorites).values({ userId, articleId, createdAt: now }).onConflictDoNothing();
    },

    async remove(userId: string, articleId: string): Promise<void> {
      await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.articleId, articleId)));
    },

    /** Which of `articleIds` the user has marked. */
    async markedAmong(userId: string, articleIds: readonly string[]): Promise<Set<string>> {
      if (articleIds.length === 0) return new Set();
      const rows = await db
        .select({ articleId: favorites.articleId })
        .from(favorites)
        .where(and(eq(favorites.userId, userId), inArray(favorites.articleId, [...articleIds])));
      return new Set(rows.map((r) => r.articleId));
    },

    /** A page of the user's favourites, most recently marked first (keyset on created_at, article_id). */
    async page(userId: string, limit: number, after?: FavoritePageKey): Promise<Array<{ articleId: string; sortKey: string }>> {
      const position = after ? sql`(${favorites.createdAt}, ${favorites.articleId}) < (${after.sortKey}::timestamptz, ${after.id})` : undefined;
      return db
        .select({
          articleId: favorites.articleId,
          sortKey: sql<string>`to_char(${favorites.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
        })
        .from(favorites)
        .where(and(eq(favorites.userId, userId), position))
        .orderBy(sql`${favorites.createdAt} desc nulls last`, sql`${favorites.articleId} desc nulls last`)
        .limit(limit);
    },
  };
}
