/**
 * The payload of each job kind. A feature that adds a kind declares it here by augmentation, next to
 * its handler:
 *
 *   declare module '../jobs/job-kinds' {
 *     interface JobPayloads { 'appointment-mail': { appointmentId: string; mail: MailKind } }
 *   }
 *
 * so `enqueue` and `register` are checked against the same type. Payloads hold ids, not personal
 * data: the handler loads the row when it runs (and ends cleanly when the row is gone).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface JobPayloads {}

export type JobKind = keyof JobPayloads;

export const JOB_STATUSES = ['pending', 'running', 'done', 'dead'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export interface NewJob<K extends JobKind> {
  kind: K;
  payload: JobPayloads[K];
  /** When to run it first; now by default. */
  runAt?: Date;
  /** A job with the same key is enqueued once (a second enqueue is ignored). */
  dedupeKey?: string;
  /** Attempts before the job is dead-lettered; JOBS_MAX_ATTEMPTS by default. */
  maxAttempts?: number;
}

export interface JobContext {
  id: string;
  /** The runner's clock time when the job was claimed. */
  now: Date;
  /** 1 on the first run. */
  attempt: number;
}

/** Runs one job; throwing schedules a retry (or dead-letters the job once its attempts are spent). */
export type JobHandler<K extends JobKind> = (payload: JobPayloads[K], context: JobContext) => Promise<void>;
