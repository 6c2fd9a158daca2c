import { randomUUID } from 'node:crypto';
import { DONE_JOB_RETENTION_DAYS } from '@sanity/shared/domain/privacy/retention';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { itAdmin } from '@sanity/shared/i18n/it-admin';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { decodePageCursor, pageOf } from '../../lib/page-cursor';
import { describeError } from '../../lib/safe-log';
import { retryDelayMs } from './backoff';
import type { JobContext, JobHandler, JobKind, JobPayloads, JobStatus, NewJob } from './job-kinds';
import { createJobsRepository, type JobRow } from './jobs.repository';

/** A job not finished within this time is taken to belong to an instance that died, and is retaken. */
export const JOB_LEASE_MS = 10 * 60 * 1000;
/** Jobs one claim takes at most; they run at once (a slow mail server delays them together, not in a row). */
export const JOB_BATCH = 10;
/** Done jobs are kept this long, then purged. */
export const DONE_RETENTION_MS = DONE_JOB_RETENTION_DAYS * 24 * 60 * 60 * 1000;

export interface JobSummary {
  id: string;
  kind: string;
  status: JobStatus;
  attempts: number;
  maxAttempts: number;
  runAt: Date;
  lastError: string | null;
  createdAt: Date;
  updatedAt: Date;
  /** The ids the payload names (`appointmentId`, `userId`…): all of a payload the admin may see. */
  refs: Record<string, string>;
  /** Which message of its kind (`appointment-mail`'s `mail`), null otherwise. */
  variant: string | null;
}

const PAYLOAD_ID_KEY = /^[a-z][A-Za-z]{0,30}Id$/;
const PRINTABLE_ID = /^[\x21-\x7e]{1,200}$/;
const VARIANT = /^[a-z][a-z-]{0,40}$/;

/**
 * The admin's view of a job: bookkeeping, plus only the payload's ids and the message variant.
 * Anything else a payload holds (e.g. the address of an e-mail change) never leaves the server.
 */
function summaryOf(row: JobRow): JobSummary {
  const refs: Record<string, string> = {};
  for (const [key, value] of Object.entries(row.payload)) {
    if (PAYLOAD_ID_KEY.test(key) && typeof value === 'string' && PRINTABLE_ID.test(value)) refs[key] = value;
  }
  const mail = row.payload.mail;
  return {
    id: row.id,
    kind: row.kind,
    status: row.status as JobStatus,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    runAt: row.runAt,
    lastError: row.lastError,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    refs,
    variant: typeof mail === 'string' && VARIANT.test(mail) ? mail : null,
  };
}

/** How often `waitFor` reads the job's row. */
export const WAIT_POLL_MS = 75;

/**
 * What `waitFor` saw: the job finished (`done`), was dead-lettered (`dead`), failed once and waits
 * for its retry (`retrying`: its error is known, the caller need not wait the backoff out), or
 * none of these within the time given (`timeout`, also when no such job exists).
 */
export type JobWaitOutcome = 'done' | 'dead' | 'retrying' | 'timeout';

export interface JobRunner {
  /** The handler of a kind; one per kind. */
  register<K extends JobKind>(kind: K, handler: JobHandler<K>): void;
  /** A task run every `intervalMs` of the clock by each instance's runner (e.g. enqueueing due reminders); it must be safe to run on several instances at once. */
  every(name: string, intervalMs: number, task: (now: Date) => Promise<void>): void;
  /** Writes a job in `tx`, the caller's Drizzle transaction (or the database): it exists once that commits. */
  enqueue<K extends JobKind>(tx: Db, job: NewJob<K>): Promise<void>;
  /** After a commit that enqueued something: run now instead of at the next poll. Nothing before start(). */
  wake(): void;
  /** Runs the periodic tasks that are due, then claims and runs one batch at the clock's time; returns how many jobs ran. */
  runOnce(): Promise<number>;
  /** runOnce until no job is due. */
  drain(): Promise<number>;
  /** Polls every JOBS_POLL_INTERVAL_MS (nothing when 0). Only server.ts calls it. */
  start(): void;
  /** Stops polling and waits for the jobs in progress. */
  stop(): Promise<void>;
  /**
   * Waits up to `timeoutMs` (real time, not the injected clock: it bounds how long a request waits)
   * for a job to end, reading its row every WAIT_POLL_MS: for a request that enqueued work and would
   * like its result (POST /api/calendar/sync, a booking's calendar push). The job runs wherever a
   * runner claims it; on an instance whose runner is not started the answer is `timeout`.
   */
  waitFor(ref: { id: string } | { dedupeKey: string }, timeoutMs: number): Promise<JobWaitOutcome>;
  counts(): Promise<Record<JobStatus, number>>;
  list(status: JobStatus, limit: number): Promise<JobSummary[]>;
  /** A page of one status, most recently updated first; `cursor` is the previous page's `nextCursor` (400 when not one). */
  page(status: JobStatus, limit: number, cursor?: string): Promise<{ items: JobSummary[]; nextCursor: string | null }>;
  /**
   * Puts a dead job back in the queue (attempts 0, due now, lease cleared) in `tx`, the caller's
   * transaction; 404 for an unknown id, 409 for a job that is not dead. The caller wakes the runner after its commit.
   */
  revive(tx: Db, id: string): Promise<JobSummary>;
  /** Retention (DEAD_JOB_RETENTION_DAYS): up to `limit` dead jobs dead-lettered before `before`; how many went. */
  purgeDeadBefore(before: Date, limit: number): Promise<number>;
}

/**
 * The one job runner (ADR 0008): a `jobs` table on the same database (PGlite or PostgreSQL), claims
 * with FOR UPDATE SKIP LOCKED and a lease, retries with exponential backoff and jitter, dead-letters
 * a job once its attempts are spent. Delivery is at least once: a handler must tolerate running
 * again after an instance died mid-job (the mail handlers check what was already sent).
 */
export function createJobRunner({
  db,
  clock,
  logger,
  config,
  random = Math.random,
}: {
  db: Db;
  clock: Clock;
  logger: FastifyBaseLogger;
  config: Pick<Config, 'JOBS_POLL_INTERVAL_MS' | 'JOBS_MAX_ATTEMPTS'>;
  /** For the jitter; tests pass a fixed one. */
  random?: () => number;
}): JobRunner {
  const repo = createJobsRepository(db);
  const workerId = randomUUID();
  // The registry is keyed by kind; each handler was registered with its own kind's payload type.
  const handlers = new Map<string, JobHandler<JobKind>>();
  const tasks: Array<{ name: string; intervalMs: number; run: (now: Date) => Promise<void>; lastRun: number | null }> = [];

  async function runJob(job: JobRow, now: Date): Promise<void> {
    const handler = handlers.get(job.kind);
    const context: JobContext = { id: job.id, now, attempt: job.attempts };
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(job.payload as JobPayloads[JobKind], context);
      const at = clock.now();
      await repo.finish(job.id, workerId, { status: 'done', finishedAt: at, updatedAt: at, lastError: null });
    } catch (error) {
      const at = clock.now();
      const failure = describeError(error);
      const log = { jobId: job.id, kind: job.kind, attempt: job.attempts, maxAttempts: job.maxAttempts, error: failure };
      if (!handler || job.attempts >= job.maxAttempts) {
        await repo.finish(job.id, workerId, { status: 'dead', finishedAt: at, updatedAt: at, lastError: failure });
        logger.error(log, 'job failed for the last time: dead-lettered');
      } else {
        const runAt = new Date(at.getTime() + retryDelayMs(job.attempts, random));
        await repo.finish(job.id, workerId, { status: 'pending', runAt, updatedAt: at, lastError: failure });
        logger.warn({ ...log, retryAt: runAt.toISOString() }, 'job failed: retrying later');
      }
    }
  }

  async function runTasks(now: Date): Promise<void> {
    for (const task of tasks) {
      // A clock set back (a system time correction, a test) runs the task rather than stalling it.
      if (task.lastRun !== null && now.getTime() >= task.lastRun && now.getTime() - task.lastRun < task.intervalMs) continue;
      task.lastRun = now.getTime();
      try {
        await task.run(now);
      } catch (error) {
        logger.error({ task: task.name, error: describeError(error) }, 'periodic task failed');
      }
    }
  }

  async function runOnce(): Promise<number> {
    const now = clock.now();
    await runTasks(now);
    const claimed = await repo.claim(now, new Date(now.getTime() + JOB_LEASE_MS), workerId, JOB_BATCH);
    await Promise.all(claimed.map((job) => runJob(job, now)));
    return claimed.length;
  }

  async function drain(): Promise<number> {
    let total = 0;
    // Bounded: a handler that keeps enqueueing due work must not hang a test or a shutdown.
    for (let round = 0; round < 1000; round += 1) {
      const ran = await runOnce();
      total += ran;
      if (ran === 0) break;
    }
    return total;
  }

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = true;
  let lastPurge = 0;

  function tick(): void {
    if (stopped) return;
    if (running) {
      again = true; // woken during a run: look once more when it ends
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await drain();
          const now = clock.now().getTime();
          if (now - lastPurge > 60 * 60 * 1000) {
            lastPurge = now;
            await repo.purgeDone(new Date(now - DONE_RETENTION_MS));
          }
        } catch (error) {
          logger.error({ error: describeError(error) }, 'job runner failed');
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
  }

  return {
    register(kind, handler) {
      if (handlers.has(kind)) throw new Error(`job kind ${kind} already has a handler`);
      handlers.set(kind, handler as JobHandler<JobKind>);
    },

    every(name, intervalMs, run) {
      tasks.push({ name, intervalMs, run, lastRun: null });
    },

    async enqueue(tx, job) {
      const now = clock.now();
      await repo.insert(tx, {
        id: randomUUID(),
        kind: job.kind,
        payload: job.payload,
        status: 'pending',
        dedupeKey: job.dedupeKey ?? null,
        maxAttempts: job.maxAttempts ?? config.JOBS_MAX_ATTEMPTS,
        runAt: job.runAt ?? now,
        createdAt: now,
        updatedAt: now,
      });
    },

    wake() {
      if (!stopped) setImmediate(tick);
    },

    runOnce,
    drain,

    start() {
      if (!stopped || config.JOBS_POLL_INTERVAL_MS === 0) return;
      stopped = false;
      timer = setInterval(tick, config.JOBS_POLL_INTERVAL_MS);
      timer.unref();
      tick();
    },

    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      if (running) await running;
    },

    async waitFor(ref, timeoutMs) {
      const deadline = performance.now() + timeoutMs;
      for (;;) {
        const state = await repo.state(ref);
        if (state?.status === 'done' || state?.status === 'dead') return state.status;
        if (state?.status === 'pending' && state.attempts > 0 && state.lastError !== null) return 'retrying';
        const left = deadline - performance.now();
        if (left <= 0) return 'timeout';
        await sleep(Math.min(WAIT_POLL_MS, left));
      }
    },
    counts: () => repo.countByStatus(),
    purgeDeadBefore: (before, limit) => repo.purgeDeadBefore(before, limit),

    async list(status, limit) {
      return (await repo.list(status, limit)).map(summaryOf);
    },

    async page(status, limit, cursor) {
      const after = cursor ? decodePageCursor('jobs', cursor) : undefined;
      const rows = await repo.page(status, limit + 1, after);
      const page = pageOf(rows, limit, 'jobs', (row) => ({ at: row.sortKey, id: row.id }));
      return { items: page.items.map(summaryOf), nextCursor: page.nextCursor };
    },

    async revive(tx, id) {
      const row = await repo.revive(tx, id, clock.now());
      if (row) return summaryOf(row);
      if (await repo.exists(tx, id)) throw new AppError(409, itAdmin.adminAccounts.jobs.errors.notDead, { code: 'job-not-dead' });
      throw new AppError(404, itAdmin.adminAccounts.jobs.errors.notFound, { code: 'job-not-found' });
    },
  };
}
