import { lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimitHits } from '../../db/schema/auth';
import type { Clock } from '../../lib/clock';

export interface RateLimitHit {
  /** Hits of the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends (never below 1: a client told to retry in 0 s would retry at once). */
  ttl: number;
}

export type RateLimitCounter = ReturnType<typeof createRateLimitCounter>;

/**
 * Fixed-window counters in `rate_limit_hits`, shared by every instance on the same database (the
 * in-memory store of @fastify/rate-limit would let each instance grant the whole limit). One
 * statement per hit, so two instances counting the same key at once never lose a hit: the row
 * lock of `on conflict do update` orders them. Time is the injected clock's, never the database's
 * `now()`, so API tests move windows with the test clock.
 */
export function createRateLimitCounter({ db, clock }: { db: Db; clock: Clock }) {
  return {
    async hit(key: string, windowMs: number): Promise<RateLimitHit> {
      const now = clock.now();
      const end = new Date(now.getTime() + windowMs);
      // The window that started at window_start is over when window_start + window <= now: start a new one.
      const over = sql`${rateLimitHits.windowStart} + make_interval(secs => ${windowMs / 1000}) <= ${now.toISOString()}::timestamptz`;
      const [row] = await db
        .insert(rateLimitHits)
        .values({ key, hits: 1, windowStart: now, expiresAt: end })
        .onConflictDoUpdate({
          target: rateLimitHits.key,
          set: {
            hits: sql`case when ${over} then 1 else ${rateLimitHits.hits} + 1 end`,
            windowStart: sql`case when ${over} then ${now.toISOString()}::timestamptz else ${rateLimitHits.windowStart} end`,
            expiresAt: sql`case when ${over} then ${end.toISOString()}::timestamptz else ${rateLimitHits.windowStart} + make_interval(secs => ${windowMs / 1000}) end`,
          },
        })
        .returning({ hits: rateLimitHits.hits, expiresAt: rateLimitHits.expiresAt });
      if (!row) throw new Error('rate limit counter: no row returned');
      return { current: row.hits, ttl: Math.max(1, row.expiresAt.getTime() - now.getTime()) };
    },

    /** Deletes the counters whose window is over (a periodic task of the job runner). */
    async purgeExpired(now = clock.now()): Promise<number> {
      const deleted = await db.delete(rateLimitHits).where(lte(rateLimitHits.expiresAt, now)).returning({ key: rateLimitHits.key });
      return deleted.length;
    },
  };
}
