import type { JobList, JobSummary as JobSummaryDto } from '@sanity/shared/schemas/jobs';
import type { Db } from '../../db/client';
import type { AuditService } from '../audit/audit.service';
import type { JobStatus } from '../jobs/job-kinds';
import type { JobRunner, JobSummary } from '../jobs/jobs.service';

export type DeadLettersService = ReturnType<typeof createDeadLettersService>;

function toDto(job: JobSummary): JobSummaryDto {
  return { ...job, runAt: job.runAt.toISOString(), createdAt: job.createdAt.toISOString(), updatedAt: job.updatedAt.toISOString() };
}

/**
 * The admin's view of the job runner (issue 13 point 9): counts by status, a page of jobs (the dead
 * letters by default), and retrying a dead one, recorded in the audit log with the same commit.
 */
export function createDeadLettersService({ db, jobs, audit }: { db: Db; jobs: JobRunner; audit: AuditService }) {
  return {
    async list(query: { status: JobStatus; limit: number; cursor?: string | undefined }): Promise<JobList> {
      const [counts, page] = await Promise.all([jobs.counts(), jobs.page(query.status, query.limit, query.cursor)]);
      return { counts, jobs: page.items.map(toDto), nextCursor: page.nextCursor };
    },

    async retry(actor: { id: string }, id: string): Promise<JobSummaryDto> {
      const job = await db.transaction(async (tx) => {
        const revived = await jobs.revive(tx, id);
        await audit.record({ actorId: actor.id, actorRole: 'admin', subjectId: null, action: 'admin.job.retry', targetId: id, details: { kind: revived.kind } }, tx);
        return revived;
      });
      jobs.wake();
      return toDto(job);
    },
  };
}
