import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { createFavoritesRepository, type FavoritePageKey } from './favorites.repository';

export type FavoritesService = ReturnType<typeof createFavoritesService>;

/**
 * Favourites (content spec §3 Favourite, §4 favourite toggle): only the marks themselves. Whether
 * the user may read an article is the articles feature's rule; it calls here after checking it,
 * and filters the listed favourites through the same rule (a favourite of content the user can no
 * longer read is kept but not listed).
 */
export function createFavoritesService({ db, clock }: { db: Db; clock: Clock }) {
  const repo = createFavoritesRepository(db);
  return {
    /** Idempotent. */
    add: (userId: string, articleId: string, now = clock.now()) => repo.add(userId, articleId, now),
    /** Idempotent. */
    remove: (userId: string, articleId: string) => repo.remove(userId, articleId),
    markedAmong: (userId: string, articleIds: readonly string[]) => repo.markedAmong(userId, articleIds),
    page: (userId: string, limit: number, after?: FavoritePageKey) => repo.page(userId, limit, after),
  };
}
