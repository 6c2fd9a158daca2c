import { z } from 'zod';
import { PAGE_CURSOR_MAX_LENGTH } from '../domain/appointments/list-pages';
import { it } from '../i18n/it';
import { text } from './fields';

const invalid = it.validation.invalidRequest;

export const JobStatusSchema = z.enum(['pending', 'running', 'done', 'dead'], { message: invalid });

/** GET /api/admin/jobs query: which jobs to list (dead-lettered ones by default), a page at a time (`cursor`: the previous page's `nextCursor`). */
export const JobListQuerySchema = z.object({
  status: JobStatusSchema.default('dead'),
  limit: z.coerce.number({ message: invalid }).int({ message: invalid }).min(1, { message: invalid }).max(200, { message: invalid }).default(50),
  cursor: text().max(PAGE_CURSOR_MAX_LENGTH, { message: invalid }).optional(),
});

/** One background job as the admin sees it: its kind and bookkeeping, never its payload. */
export const JobSummarySchema = z.object({
  id: z.string(),
  kind: z.string(),
  status: JobStatusSchema,
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  runAt: z.string(),
  /** The last failure: an error code and message, e-mail addresses masked. */
  lastError: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * The ids the payload names (`appointmentId`, `userId`, `messageId`, `articleId`, `doctorId`…):
   * the only part of a payload the admin sees (an e-mail address a payload carries never leaves).
   */
  refs: z.record(z.string(), z.string()),
  /** Which message of its kind (`appointment-mail`: `booked-patient`, `reminder`…), null when the kind has one. */
  variant: z.string().nullable(),
});
export type JobSummary = z.infer<typeof JobSummarySchema>;

/** GET /api/admin/jobs: how many jobs are in each state, and the listed ones (most recently updated first). */
export const JobListSchema = z.object({
  counts: z.object({ pending: z.number().int(), running: z.number().int(), done: z.number().int(), dead: z.number().int() }),
  jobs: z.array(JobSummarySchema),
  nextCursor: z.string().nullable(),
});
export type JobList = z.infer<typeof JobListSchema>;

/** POST /api/admin/jobs/:id/retry: the dead job, pending again. */
export const JobRetryResponseSchema = z.object({ job: JobSummarySchema });
export type JobRetryResponse = z.infer<typeof JobRetryResponseSchema>;
