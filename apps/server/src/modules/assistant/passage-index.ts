import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { JobRunner } from '../jobs/jobs.service';
import { cutPassages } from './passages';
import { createPassagesRepository } from './passages.repository';

/** The job kind that (re)cuts one article's passages, or deletes them when it is not published. */
export const ASSISTANT_INDEX_JOB = 'assistant-index';

declare module '../jobs/job-kinds' {
  interface JobPayloads {
    'assistant-index': { articleId: string };
  }
}

/** How often each instance's runner looks for articles whose passages are missing or stale. */
export const BACKFILL_INTERVAL_MS = 10 * 60 * 1000;
/** Index jobs one backfill run enqueues at most. */
export const BACKFILL_BATCH = 200;
/** Articles one backfill run examines (a primary-key range), so a run costs the same at any size. */
export const BACKFILL_CHUNK = 5_000;
/**
 * Articles saved more recently are left to their save's own job (still due, or running): the first
 * run after a start would otherwise index the demo content the seed just enqueued a second time.
 */
export const BACKFILL_GRACE_MS = 2 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface PassageIndex {
  /**
   * Enqueues the re-index of an article in `tx`, the transaction that saved it (insert, update,
   * status change): the passages follow every committed save, and a rolled-back save enqueues
   * nothing. One job per saved version (dedupe key); a duplicate enqueue is skipped, never thrown.
   */
  enqueueFor(tx: Db, articleId: string, updatedAt: Date): Promise<void>;
  /** After the save committed: runs the job now rather than at the next poll. */
  wake(): void;
  /**
   * One backfill run: enqueues an index job for up to BACKFILL_BATCH articles of the next
   * BACKFILL_CHUNK (by id, wrapping around) whose passages are missing, older than the article, or
   * left over after it stopped being published. Returns how many it enqueued.
   */
  backfill(now?: Date): Promise<number>;
}

/**
 * Igea's retrieval index (assistant_passages), kept by the job runner: every save of an article
 * enqueues `assistant-index` in its own transaction (articles.service `onWrite`, wired in
 * services.ts); the job replaces the article's passages (or deletes them once it is a draft); a
 * periodic task sweeps the articles for the ones still missing (the backfill after migration 0012,
 * and a job that was dead-lettered). Reads never trust the index alone: retrieval joins `articles`
 * with the read rule, so a passage of an article returned to draft is never shown, even before
 * its job runs.
 */
export function createPassageIndex({ db, jobs, clock, logger }: { db: Db; jobs: JobRunner; clock: Clock; logger: FastifyBaseLogger }): PassageIndex {
  const repo = createPassagesRepository(db);
  // Where this instance's sweep continues; every instance sweeps on its own, which is harmless.
  let cursor = '';

  jobs.register(ASSISTANT_INDEX_JOB, async ({ articleId }) => {
    const result = await repo.replace(articleId, cutPassages);
    logger.debug({ articleId, ...result }, 'assistant passages indexed');
  });

  async function backfill(now: Date = clock.now()): Promise<number> {
    const { stale, last } = await repo.staleAfter(cursor, BACKFILL_CHUNK, BACKFILL_BATCH, new Date(now.getTime() - BACKFILL_GRACE_MS));
    cursor = last ?? '';
    if (stale.length === 0) return 0;
    // Not the save's dedupe key (its job is done and kept for a week, so it would be skipped); one
    // per article version and day, so a backlog the runner has not reached is not enqueued again
    // at every run.
    const day = Math.floor(now.getTime() / DAY_MS);
    await db.transaction(async (tx) => {
      for (const row of stale) {
        await jobs.enqueue(tx, {
          kind: ASSISTANT_INDEX_JOB,
          payload: { articleId: row.id },
          dedupeKey: `assistant-index-backfill:${row.id}:${row.updatedAt.getTime()}:${day}`,
        });
      }
    });
    logger.info({ enqueued: stale.length }, 'assistant index backfill: stale articles enqueued');
    jobs.wake();
    return stale.length;
  }

  jobs.every('assistant-index-backfill', BACKFILL_INTERVAL_MS, (now) => backfill(now).then(() => undefined));

  return {
    async enqueueFor(tx, articleId, updatedAt) {
      await jobs.enqueue(tx, {
        kind: ASSISTANT_INDEX_JOB,
        payload: { articleId },
        dedupeKey: `assistant-index:${articleId}:${updatedAt.getTime()}`,
      });
    },
    wake: () => jobs.wake(),
    backfill,
  };
}
