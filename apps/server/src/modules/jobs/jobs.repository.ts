import { and, asc, count, desc, eq, getTableColumns, gt, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema/jobs';
import { deleteBatch } from '../../lib/batched-delete';
import type { PageKey } from '../../lib/page-cursor';
import type { JobStatus } from './job-kinds';

export type JobRow = typeof jobs.$inferSelect;
export type NewJobRow = typeof jobs.$inferInsert;

/** updated_at to the microsecond, the admin list's cursor (a Date would round it to milliseconds). */
const exactUpdatedAt = sql<string>`to_char(${jobs.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The jobs table. Every time comes from the caller (the runner's clock), never from the database's now(). */
export function createJobsRepository(db: Db) {
  return {
    /** Inside the caller's transaction when `tx` is one; a row with an existing dedupe key is skipped. */
    async insert(tx: Db, rows: NewJobRow[]): Promise<void> {
      await tx.insert(jobs).values(rows).onConflictDoNothing({ target: jobs.dedupeKey });
    },

    /**
     * Takes up to `limit` jobs that are due (pending with run_at reached) or whose lease has expired
     * (the instance holding them died), with FOR UPDATE SKIP LOCKED so that instances claiming at once
     * never take the same row, and leases them to `workerId` until `lockedUntil`.
     */
    async claim(now: Date, lockedUntil: Date, workerId: string, limit: number): Promise<JobRow[]> {
      const due = db
        .select({ id: jobs.id })
        .from(jobs)
        .where(or(and(eq(jobs.status, 'pending'), lte(jobs.runAt, now)), and(eq(jobs.status, 'running'), lte(jobs.lockedUntil, now))))
        .orderBy(asc(jobs.runAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(jobs)
        .set({ status: 'running', lockedUntil, lockedBy: workerId, attempts: sql`${jobs.attempts} + 1`, updatedAt: now })
        .where(inArray(jobs.id, due))
        .returning();
    },

    /**
     * Ends now the leases of running jobs held by any worker but `workerId`, so that the next claim
     * retakes them (their attempt stays counted: a job that kills its process each time still ends
     * dead-lettered). Only for a database no other live process can use (PGlite); how many.
     */
    async releaseLeases(workerId: string, now: Date): Promise<number> {
      const released = await db
        .update(jobs)
        .set({ lockedUntil: now })
        .where(and(eq(jobs.status, 'running'), gt(jobs.lockedUntil, now), or(isNull(jobs.lockedBy), ne(jobs.lockedBy, workerId))))
        .returning({ id: jobs.id });
      return released.length;
    },

    /** Ends a job this worker still holds (a lease taken over by another instance is left alone). */
    async finish(id: string, workerId: string, patch: Partial<NewJobRow>): Promise<void> {
      await db
        .update(jobs)
        .set({ lockedUntil: null, lockedBy: null, ...patch })
        .where(and(eq(jobs.id, id), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running')));
    },

    /** Ends as done, in one statement, the jobs of `ids` this worker still holds (as `finish`). */
    async finishDone(ids: readonly string[], workerId: string, at: Date): Promise<void> {
      await db
        .update(jobs)
        .set({ status: 'done', lockedUntil: null, lockedBy: null, finishedAt: at, updatedAt: at, lastError: null })
        .where(and(inArray(jobs.id, [...ids]), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running')));
    },

    /** One job's state, by id or by dedupe key (for waitFor); null when there is no such row. */
    async state(ref: { id: string } | { dedupeKey: string }): Promise<Pick<JobRow, 'status' | 'attempts' | 'lastError'> | null> {
      const [row] = await db
        .select({ status: jobs.status, attempts: jobs.attempts, lastError: jobs.lastError })
        .from(jobs)
        .where('id' in ref ? eq(jobs.id, ref.id) : eq(jobs.dedupeKey, ref.dedupeKey))
        .limit(1);
      return row ?? null;
    },
    async countByStatus(): Promise<Record<JobStatus, number>> {
      const rows = await db.select({ status: jobs.status, n: count() }).from(jobs).groupBy(jobs.status);
      const counts: Record<JobStatus, number> = { pending: 0, running: 0, done: 0, dead: 0 };
      for (const row of rows) counts[row.status as JobStatus] = row.n;
      return counts;
    },

    list(status: JobStatus, limit: number): Promise<JobRow[]> {
      return db.select().from(jobs).where(eq(jobs.status, status)).orderBy(desc(jobs.updatedAt), desc(jobs.id)).limit(limit);
    },

    /** A page of one status, most recently updated first ((updated_at, id) descending), after `after`. */
    page(status: JobStatus, limit: number, after?: PageKey): Promise<Array<JobRow & { sortKey: string }>> {
      const keyset = after ? sql`(${jobs.updatedAt}, ${jobs.id}) < (${after.at}::timestamptz, ${after.id}::text)` : undefined;
      return db
        .select({ ...getTableColumns(jobs), sortKey: exactUpdatedAt })
        .from(jobs)
        .where(and(eq(jobs.status, status), keyset))
        .orderBy(desc(jobs.updatedAt), desc(jobs.id))
        .limit(limit);
    },

    /**
     * A dead job back in the queue as if new (attempts 0, due `now`, no lease), in `tx`; the last
     * error stays until the next run ends. Null when there is no such job or it is not dead (only
     * one of two concurrent retries gets the row).
     */
    async revive(tx: Db, id: string, now: Date): Promise<JobRow | null> {
      const [row] = await tx
        .update(jobs)
        .set({ status: 'pending', attempts: 0, runAt: now, lockedUntil: null, lockedBy: null, finishedAt: null, updatedAt: now })
        .where(and(eq(jobs.id, id), eq(jobs.status, 'dead')))
        .returning();
      return row ?? null;
    },

    async exists(tx: Db, id: string): Promise<boolean> {
      const [row] = await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, id)).limit(1);
      return row !== undefined;
    },

    /** Retention: up to `limit` dead jobs dead-lettered before `before`; how many went. */
    purgeDeadBefore: (before: Date, limit: number) => deleteBatch(db, jobs, jobs.id, and(eq(jobs.status, 'dead'), lt(jobs.finishedAt, before)), limit),

    /** Done jobs older than `before` (their dedupe keys are no longer needed). */
    async purgeDone(before: Date): Promise<void> {
      await db.delete(jobs).where(and(eq(jobs.status, 'done'), lte(jobs.finishedAt, before)));
    },
  };
}
