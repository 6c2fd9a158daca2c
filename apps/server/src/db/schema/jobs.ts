import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Background work (ADR 0008): written by a feature in the same transaction as the change that
 * causes it (the outbox), run by the job runner of `modules/jobs`. A job is `pending` until
 * `run_at`, `running` while an instance holds its lease (`locked_until`; an expired lease is
 * retaken), then `done`, or `dead` once its attempts are spent (kept for the admin area).
 * Payloads hold ids, not personal data: the handler loads what it needs when it runs.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull().default('pending'),
    /** Enqueued once: a second enqueue with the same key is ignored (NULLs never collide). */
    dedupeKey: text('dedupe_key').unique('jobs_dedupe_key_unique'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    runAt: timestamptz('run_at').notNull(),
    lockedUntil: timestamptz('locked_until'),
    lockedBy: text('locked_by'),
    /** The last failure's message (a code or a transport error, never a payload). */
    lastError: text('last_error'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [
    index('jobs_due_idx').on(t.runAt).where(sql`${t.status} = 'pending'`),
    index('jobs_lease_idx').on(t.lockedUntil).where(sql`${t.status} = 'running'`),
    index('jobs_status_idx').on(t.status, t.updatedAt),
    check('jobs_status_check', sql`${t.status} in ('pending', 'running', 'done', 'dead')`),
    check('jobs_attempts_check', sql`${t.attempts} >= 0 and ${t.maxAttempts} >= 1`),
  ],
);
