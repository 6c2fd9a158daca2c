import { z } from 'zod';

export const JobStatusSchema = z.enum(['pending', 'running', 'done', 'dead']);

/** GET /api/admin/jobs query: which jobs to list (dead-lettered ones by default). */
export const JobListQuerySchema = z.object({
  status: JobStatusSchema.default('dead'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
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
});

/** GET /api/admin/jobs: how many jobs are in each state, and the listed ones (most recently updated first). */
export const JobListSchema = z.object({
  counts: z.object({ pending: z.number().int(), running: z.number().int(), done: z.number().int(), dead: z.number().int() }),
  jobs: z.array(JobSummarySchema),
});
export type JobList = z.infer<typeof JobListSchema>;
