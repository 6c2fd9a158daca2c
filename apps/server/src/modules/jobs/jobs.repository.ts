import { and, asc, count, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema/jobs';
import type { JobStatus } from './job-kinds';

export type JobRow = typeof jobs.$inferSelect;
export type NewJobRow = typeof jobs.$inferInsert;

/** The jobs table. Every time comes from the caller (the runner's clock), never from the database's now(). */
export function createJobsRepository(db: Db) {
  return {
    /** Inside the caller's transaction when `tx` is one; a row with an existing dedupe key is skipped. */
    async insert(tx: Db, row: NewJobRow): Promise<void> {
      await tx.insert(jobs).values(row).onConflictDoNothing({ target: jobs.dedupeKey });
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

    /** Ends a job this worker still holds (a lease taken over by another instance is left alone). */
    async finish(id: string, workerId: string, patch: Partial<NewJobRow>): Promise<void> {
      await db
        .update(jobs)
        .set({ lockedUntil: null, lockedBy: null, ...patch })
        .where(and(eq(jobs.id, id), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running')));
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

    /** Done jobs older than `before` (their dedupe keys are no longer needed). */
    async purgeDone(before: Date): Promise<void> {
      await db.delete(jobs).where(and(eq(jobs.status, 'done'), lte(jobs.finishedAt, before)));
    },
  };
}
