import { randomUUID } from 'node:crypto';
import { DONE_JOB_RETENTION_DAYS } from '@sanity/shared/domain/privacy/retention';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { itAdmin } from '@sanity/shared/i18n/it-admin';
import { isPglite, type Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { decodePageCursor, pageOf } from '../../lib/page-cursor';
import { describeError } from '../../lib/safe-log';
import { retryDelayMs } from './backoff';
import type { JobContext, JobHandler, JobKind, JobPayloads, JobStatus, NewJob } from './job-kinds';
import { createJobsRepository, type JobRow } from './jobs.repository';

/**
 * A job not finished within this time is taken to belong to an instance that died, and is retaken.
 * Every outside call a job makes has its own shorter time-out (SMTP_*_TIMEOUT_MS, the calendar
 * providers' request time-outs), so a live instance never holds a job this long. On PGlite the
 * runner releases, when it starts, the leases a killed predecessor left (start()).
 */
export const JOB_LEASE_MS = 10 * 60 * 1000;
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
  /** The kinds with a handler (the admin names each failed job by its kind). */
  kinds(): string[];
  /** A task run every `intervalMs` of the clock by each instance's runner (e.g. enqueueing due reminders); it must be safe to run on several instances at once. */
  every(name: string, intervalMs: number, task: (now: Date) => Promise<void>): void;
  /**
   * Writes a job in `tx`, the caller's Drizzle transaction (or the database): it exists once that
   * commits. Several jobs of one kind (a booking's two e-mails) go in one statement.
   */
  enqueue<K extends JobKind>(tx: Db, job: NewJob<K> | ReadonlyArray<NewJob<K>>): Promise<void>;
  /** After a commit that enqueued something: run now instead of at the next poll. Nothing before start(). */
  wake(): void;
  /**
   * Runs the periodic tasks that are due, then claims as many due jobs as there are free slots
   * (JOBS_CONCURRENCY) at the clock's time and waits for them; returns how many it claimed.
   */
  runOnce(): Promise<number>;
  /** Until no job is due and none runs: each slot that frees takes the next due job at once; returns how many ran. */
  drain(): Promise<number>;
  /**
   * Polls every JOBS_POLL_INTERVAL_MS (nothing when 0); a wake(), or a job ending while the last
   * claim may have left due jobs behind (it filled every free slot, or a job was enqueued while it ran),
   * claims at once for the slot that is free. On PGlite it first releases the leases held by any other worker: only one
   * process can open that database, so they are a killed predecessor's (never start a runner on a
   * PGlite that another started runner uses). Only server.ts calls it, and tests acting as a server.
   */
  start(): void;
  /** Stops polling and claiming, and waits for the periodic tasks and the jobs in progress. */
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
  config: Pick<Config, 'JOBS_POLL_INTERVAL_MS' | 'JOBS_MAX_ATTEMPTS' | 'JOBS_CONCURRENCY'>;
  /** For the jitter; tests pass a fixed one. */
  random?: () => number;
}): JobRunner {
  const repo = createJobsRepository(db);
  const workerId = randomUUID();
  // The registry is keyed by kind; each handler was registered with its own kind's payload type.
  const handlers = new Map<string, JobHandler<JobKind>>();
  const tasks: Array<{ name: string; intervalMs: number; run: (now: Date) => Promise<void>; lastRun: number | null }> = [];

  /**
   * The jobs that ended well and wait to be recorded as done, and the statement recording the
   * previous ones: the jobs that end while it runs are recorded together by the next (as a database
   * groups commits). Under a booking load two e-mail jobs end per booking, and one UPDATE each was
   * a round trip and a commit each.
   */
  let doneWaiting: Array<{ id: string; resolve: () => void; reject: (error: unknown) => void }> = [];
  let recordingDone: Promise<void> | null = null;

  async function recordDoneJobs(): Promise<void> {
    while (doneWaiting.length > 0) {
      const batch = doneWaiting;
      doneWaiting = [];
      try {
        await repo.finishDone(
          batch.map((j) => j.id),
          workerId,
          clock.now(),
        );
        for (const j of batch) j.resolve();
      } catch (error) {
        for (const j of batch) j.reject(error);
      }
    }
    recordingDone = null;
  }

  /** Records a job as done, with the others that end meanwhile; resolves once it is recorded. */
  function recordDone(id: string): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      doneWaiting.push({ id, resolve, reject });
      recordingDone ??= recordDoneJobs();
    });
  }

  async function runJob(job: JobRow, now: Date): Promise<void> {
    const handler = handlers.get(job.kind);
    const context: JobContext = { id: job.id, now, attempt: job.attempts };
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(job.payload as JobPayloads[JobKind], context);
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
      return;
    }
    await recordDone(job.id);
  }

  /** The tasks that are due; how many ran. */
  async function runTasks(now: Date): Promise<number> {
    let ran = 0;
    for (const task of tasks) {
      // A clock set back (a system time correction, a test) runs the task rather than stalling it.
      if (task.lastRun !== null && now.getTime() >= task.lastRun && now.getTime() - task.lastRun < task.intervalMs) continue;
      task.lastRun = now.getTime();
      ran += 1;
      try {
        await task.run(now);
      } catch (error) {
        logger.error({ task: task.name, error: describeError(error) }, 'periodic task failed');
      }
    }
    return ran;
  }

  /** The jobs in progress on this instance, each removing itself when it ends. */
  const active = new Set<Promise<void>>();
  /**
   * The last claim found fewer due jobs than free slots, and no wake-up or poll came since: a job
   * ending then has nothing to claim for its slot. Without it every job's end sent one more claim
   * (an UPDATE finding nothing): under a booking load, three claims in four were empty.
   */
  let queueEmpty = false;
  /**
   * Counts enqueues: a job during which one was made claims again when it ends, whatever the last
   * claim found (a handler's follow-up commits before its job ends, perhaps after a claim that
   * missed it; any other enqueue is announced by a wake-up after its commit).
   */
  let enqueues = 0;
  /** Claims one at a time, so that two callers never both fill the same free slots. */
  let claiming: Promise<unknown> = Promise.resolve();

  /**
   * Claims up to the free slots' worth of due jobs and starts them without waiting for them: each
   * job frees its slot when it ends and, unless the last claim found fewer due jobs than slots,
   * ticks (a started runner then claims the next due job at once), so one job waiting out a slow
   * server never holds back the others. Answers the runs.
   */
  function fillSlots(now: Date): Promise<Array<Promise<void>>> {
    const claim = claiming.then(async () => {
      const free = config.JOBS_CONCURRENCY - active.size;
      if (free <= 0) return [];
      const claimed = await repo.claim(now, new Date(now.getTime() + JOB_LEASE_MS), workerId, free);
      queueEmpty = claimed.length < free;
      // UPDATE … RETURNING gives no order: start them oldest first, as they were picked.
      claimed.sort((x, y) => x.runAt.getTime() - y.runAt.getTime());
      return claimed.map((job) => {
        const enqueuesAtStart = enqueues;
        const run: Promise<void> = runJob(job, now)
          .catch((error: unknown) => logger.error({ jobId: job.id, kind: job.kind, error: describeError(error) }, 'job could not be recorded'))
          .finally(() => {
            active.delete(run);
            if (!queueEmpty || enqueues !== enqueuesAtStart) tick();
          });
        active.add(run);
        return run;
      });
    });
    claiming = claim.catch(() => undefined);
    return claim;
  }

  async function runOnce(): Promise<number> {
    const now = clock.now();
    await runTasks(now);
    const started = await fillSlots(now);
    await Promise.all(started);
    return started.length;
  }

  async function drain(): Promise<number> {
    let total = 0;
    // Bounded: a handler that keeps enqueueing due work must not hang a test or a shutdown.
    for (let round = 0; round < 10_000; round += 1) {
      const now = clock.now();
      await runTasks(now);
      const started = await fillSlots(now);
      total += started.length;
      if (active.size === 0) {
        if (started.length === 0) break;
        continue;
      }
      // As soon as one job ends its slot can take the next due job.
      await Promise.race(active);
    }
    return total;
  }

  let timer: NodeJS.Timeout | null = null;
  let pumping: Promise<void> | null = null;
  let tasksRunning: Promise<void> | null = null;
  let again = false;
  let stopped = true;
  let lastPurge = 0;
  /** Set by start() on PGlite: the first tick releases the leases of a dead predecessor. */
  let releaseLeases = false;

  /** The periodic tasks and the purge, beside the jobs: a slow task never delays a claim. */
  function runTasksInBackground(): void {
    if (tasksRunning || stopped) return;
    let ran = 0;
    tasksRunning = (async () => {
      const now = clock.now();
      ran = await runTasks(now);
      if (now.getTime() - lastPurge > 60 * 60 * 1000) {
        lastPurge = now.getTime();
        await repo.purgeDone(new Date(now.getTime() - DONE_RETENTION_MS));
      }
    })()
      .catch((error: unknown) => logger.error({ error: describeError(error) }, 'job runner tasks failed'))
      .finally(() => {
        tasksRunning = null;
        // A task that ran may have enqueued due work (reminders, calendar pulls): claim it now.
        if (ran > 0) poll();
      });
  }

  /** A wake-up or a poll: something may have become due since the last claim. */
  function poll(): void {
    queueEmpty = false;
    tick();
  }

  function tick(): void {
    if (stopped) return;
    if (pumping) {
      again = true; // woken during a claim: claim once more when it ends
      return;
    }
    pumping = (async () => {
      do {
        again = false;
        try {
          if (releaseLeases) {
            releaseLeases = false;
            const released = await repo.releaseLeases(workerId, clock.now());
            if (released > 0) logger.warn({ jobs: released }, 'jobs left running by a previous process: released to run again');
          }
          runTasksInBackground();
          // Claims until the slots are full or fewer jobs than free slots were due (the jobs run on unawaited).
          for (;;) {
            const started = await fillSlots(clock.now());
            if (started.length === 0 || queueEmpty || stopped || active.size >= config.JOBS_CONCURRENCY) break;
          }
        } catch (error) {
          logger.error({ error: describeError(error) }, 'job runner failed');
        }
      } while (again && !stopped);
    })().finally(() => {
      pumping = null;
    });
  }

  return {
    register(kind, handler) {
      if (handlers.has(kind)) throw new Error(`job kind ${kind} already has a handler`);
      handlers.set(kind, handler as JobHandler<JobKind>);
    },

    kinds: () => [...handlers.keys()],

    every(name, intervalMs, run) {
      tasks.push({ name, intervalMs, run, lastRun: null });
    },

    async enqueue(tx, job) {
      // A handler enqueueing a follow-up needs no wake-up: its job claims again when it ends.
      enqueues += 1;
      const now = clock.now();
      const list: ReadonlyArray<NewJob<JobKind>> = Array.isArray(job) ? job : [job];
      if (list.length === 0) return;
      await repo.insert(
        tx,
        list.map((one) => ({
          id: randomUUID(),
          kind: one.kind,
          payload: one.payload,
          status: 'pending',
          dedupeKey: one.dedupeKey ?? null,
          maxAttempts: one.maxAttempts ?? config.JOBS_MAX_ATTEMPTS,
          runAt: one.runAt ?? now,
          createdAt: now,
          updatedAt: now,
        })),
      );
    },

    wake() {
      if (!stopped) setImmediate(poll);
    },

    runOnce,
    drain,

    start() {
      if (!stopped || config.JOBS_POLL_INTERVAL_MS === 0) return;
      stopped = false;
      releaseLeases = isPglite(db);
      timer = setInterval(poll, config.JOBS_POLL_INTERVAL_MS);
      timer.unref();
      poll();
    },

    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      if (pumping) await pumping;
      if (tasksRunning) await tasksRunning;
      await Promise.all(active);
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
