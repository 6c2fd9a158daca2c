import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { describeError } from '../../lib/safe-log';
import { retryDelayMs } from './backoff';
import type { JobContext, JobHandler, JobKind, JobPayloads, JobStatus, NewJob } from './job-kinds';
import { createJobsRepository, type JobRow } from './jobs.repository';

/** A job not finished within this time is taken to belong to an instance that died, and is retaken. */
export const JOB_LEASE_MS = 10 * 60 * 1000;
/** Jobs one claim takes at most; they run at once (a slow mail server delays them together, not in a row). */
export const JOB_BATCH = 10;
/** Done jobs are kept this long, then purged. */
export const DONE_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

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

    async list(status, limit) {
      return (await repo.list(status, limit)).map((row) => ({
        id: row.id,
        kind: row.kind,
        status: row.status as JobStatus,
        attempts: row.attempts,
        maxAttempts: row.maxAttempts,
        runAt: row.runAt,
        lastError: row.lastError,
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
      }));
    },
  };
}
