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

export interface RateLimitCounter {
  hit(key: string, windowMs: number): Promise<RateLimitHit>;
  /** Deletes the counters whose window is over (a periodic task of the job runner); how many went. */
  purgeExpired(now?: Date): Promise<number>;
  /**
   * After an account's erasure (issue 13): drops the counters kept outside the database that name
   * it. The table's rows go inside the erasure's own transaction (limits.privacy.ts).
   */
  forgetAccount(userId: string): void;
}

/**
 * Fixed-window counters in `rate_limit_hits`, shared by every instance on the same database (the
 * in-memory store of @fastify/rate-limit would let each instance grant the whole limit). The hits
 * of one key asked in the same turn of the event loop go in one statement that adds them all (a
 * directory under 50 clients wrote the row once per request), and each gets its own place in the
 * count: n hits that find the row at h are counted h+1 … h+n. So two instances counting the same key
 * at once never lose a hit: the row lock of `on conflict do update` orders their statements. Time is
 * the injected clock's, never the database's `now()`, so API tests move windows with the test clock.
 */
export function createRateLimitCounter({ db, clock }: { db: Db; clock: Clock }): RateLimitCounter {
  interface Waiting {
    resolve: (hit: RateLimitHit) => void;
    reject: (error: unknown) => void;
  }
  /** The hits asked this turn, by window and key. */
  const gathering = new Map<string, Waiting[]>();

  async function count(key: string, windowMs: number, n: number): Promise<{ hits: number; ttl: number }> {
    const now = clock.now();
    const end = new Date(now.getTime() + windowMs);
    // The window that started at window_start is over when window_start + window <= now: start a new one.
    const over = sql`${rateLimitHits.windowStart} + make_interval(secs => ${windowMs / 1000}) <= ${now.toISOString()}::timestamptz`;
    const [row] = await db
      .insert(rateLimitHits)
      .values({ key, hits: n, windowStart: now, expiresAt: end })
      .onConflictDoUpdate({
        target: rateLimitHits.key,
        set: {
          hits: sql`case when ${over} then ${n}::integer else ${rateLimitHits.hits} + ${n}::integer end`,
          windowStart: sql`case when ${over} then ${now.toISOString()}::timestamptz else ${rateLimitHits.windowStart} end`,
          expiresAt: sql`case when ${over} then ${end.toISOString()}::timestamptz else ${rateLimitHits.windowStart} + make_interval(secs => ${windowMs / 1000}) end`,
        },
      })
      .returning({ hits: rateLimitHits.hits, expiresAt: rateLimitHits.expiresAt });
    if (!row) throw new Error('rate limit counter: no row returned');
    return { hits: row.hits, ttl: Math.max(1, row.expiresAt.getTime() - now.getTime()) };
  }

  /** A new turn's queue of hits for one key: counted together once the turn's requests have asked. */
  function gather(id: string, key: string, windowMs: number): Waiting[] {
    const hits: Waiting[] = [];
    gathering.set(id, hits);
    setImmediate(() => {
      gathering.delete(id);
      const n = hits.length;
      count(key, windowMs, n).then(
        ({ hits: total, ttl }) => hits.forEach((w, i) => w.resolve({ current: total - n + 1 + i, ttl })),
        (error: unknown) => hits.forEach((w) => w.reject(error)),
      );
    });
    return hits;
  }

  return {
    hit(key: string, windowMs: number): Promise<RateLimitHit> {
      const id = `${windowMs}|${key}`;
      const queue = gathering.get(id) ?? gather(id, key, windowMs);
      return new Promise<RateLimitHit>((resolve, reject) => queue.push({ resolve, reject }));
    },

    /** Deletes the counters whose window is over (a periodic task of the job runner). */
    async purgeExpired(now = clock.now()): Promise<number> {
      const deleted = await db.delete(rateLimitHits).where(lte(rateLimitHits.expiresAt, now)).returning({ key: rateLimitHits.key });
      return deleted.length;
    },

    forgetAccount() {
      // Every counter is a row of the table: nothing is kept elsewhere.
    },
  };
}

interface Window {
  hits: number;
  expiresAt: number;
}

/** One table of counters per PGlite database, whatever number of apps this process builds on it (tests build several). */
const windowsOfDatabase = new WeakMap<Db, Map<string, Window>>();

/**
 * The same fixed windows in this process's memory, for PGlite (ADR 0016). A PGlite database is
 * opened by one process only, so its memory sees every hit there is: the counts are exact, and the
 * busiest reads (availability, directory, search) no longer write a row each, which on PGlite's
 * single connection was most of their cost. Counts start again when the process restarts.
 */
export function createMemoryRateLimitCounter({ db, clock }: { db: Db; clock: Clock }): RateLimitCounter {
  let windows = windowsOfDatabase.get(db);
  if (!windows) {
    windows = new Map();
    windowsOfDatabase.set(db, windows);
  }
  const table = windows;
  return {
    hit(key, windowMs) {
      const now = clock.now().getTime();
      let window = table.get(key);
      if (!window || window.expiresAt <= now) {
        window = { hits: 0, expiresAt: now + windowMs };
        table.set(key, window);
      }
      window.hits += 1;
      return Promise.resolve({ current: window.hits, ttl: Math.max(1, window.expiresAt - now) });
    },
    purgeExpired(now = clock.now()) {
      let purged = 0;
      for (const [key, window] of table) {
        if (window.expiresAt <= now.getTime()) {
          table.delete(key);
          purged += 1;
        }
      }
      return Promise.resolve(purged);
    },
    forgetAccount(userId) {
      // As in limits.privacy.ts: a key names the account by its id (a UUID, never part of another key).
      for (const key of table.keys()) if (key.includes(userId)) table.delete(key);
    },
  };
}
