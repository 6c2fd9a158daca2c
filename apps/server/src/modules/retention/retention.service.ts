import { performance } from 'node:perf_hooks';
import {
  APPOINTMENT_RETENTION_DAYS,
  AUDIT_LOG_RETENTION_DAYS,
  CANCELLED_APPOINTMENT_RETENTION_DAYS,
  CHAT_HISTORY_RETENTION_DAYS,
  CONTACT_MESSAGE_RETENTION_DAYS,
  DEAD_JOB_RETENTION_DAYS,
  DOCUMENT_RETENTION_DAYS,
  ENDED_SESSION_RETENTION_DAYS,
  LOGIN_FAILURE_RETENTION_DAYS,
  retentionCutoff,
} from '@sanity/shared/domain/privacy/retention';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock';
import { describeError } from '../../lib/safe-log';
import type { AppointmentsService } from '../appointments/appointments.service';
import type { AssistantService } from '../assistant/assistant.service';
import type { AuditService } from '../audit/audit.service';
import type { AuthService } from '../auth/auth.service';
import type { ContactService } from '../contact/contact.service';
import type { DocumentsService } from '../documents/documents.service';
import type { JobRunner } from '../jobs/jobs.service';

/** Rows one statement deletes at most: short statements, short locks. */
export const RETENTION_BATCH = 1000;
/** A run stops starting new batches after this much real time; the next run goes on where it stopped. */
export const RETENTION_TIME_BUDGET_MS = 30_000;

/** What one run deleted, per family of rows (counts only: the log line has no personal data). */
export type RetentionCounts = Record<RetentionFamily, number>;
export type RetentionFamily = 'chatMessages' | 'documents' | 'appointments' | 'auditLog' | 'deadJobs' | 'sessions' | 'loginFailures' | 'contactMessages';

export type RetentionService = ReturnType<typeof createRetentionService>;

/**
 * Data retention (issue 13 point 10; docs/privacy.md, ADR 0015): deletes what is older than its
 * period (packages/shared/src/domain/privacy/retention.ts). Each feature deletes its own rows
 * through its service, a batch at a time, until none is left or the time budget is spent. Run by
 * the job runner every RETENTION_INTERVAL_MS; safe on several instances at once (a row deleted
 * twice is simply not found the second time). Other housekeeping already runs elsewhere: done
 * jobs (the runner), used links (verification), rate-limit counters (services.ts).
 */
export function createRetentionService({
  clock,
  logger,
  appointments,
  assistant,
  audit,
  auth,
  contact,
  jobs,
  documents,
  batch = RETENTION_BATCH,
  timeBudgetMs = RETENTION_TIME_BUDGET_MS,
}: {
  clock: Clock;
  logger: FastifyBaseLogger;
  appointments: Pick<AppointmentsService, 'purgeExpired'>;
  assistant: Pick<AssistantService, 'purgeBefore'>;
  audit: Pick<AuditService, 'purgeBefore'>;
  auth: Pick<AuthService, 'purgeEndedSessions' | 'purgeLoginFailures'>;
  contact: Pick<ContactService, 'purgeBefore'>;
  jobs: Pick<JobRunner, 'purgeDeadBefore'>;
  /** Issue 29: the visits' documents and their files (before the appointments, whose deletion would take the rows but leave the files). */
  documents: Pick<DocumentsService, 'purgeBefore'>;
  batch?: number;
  timeBudgetMs?: number;
}) {
  const families: Array<{ family: RetentionFamily; purge: (now: Date, limit: number) => Promise<number> }> = [
    { family: 'chatMessages', purge: (now, n) => assistant.purgeBefore(retentionCutoff(now, CHAT_HISTORY_RETENTION_DAYS), n) },
    { family: 'documents', purge: (now, n) => documents.purgeBefore(retentionCutoff(now, DOCUMENT_RETENTION_DAYS), n) },
    {
      family: 'appointments',
      purge: (now, n) =>
        appointments.purgeExpired(
          { cancelledBefore: retentionCutoff(now, CANCELLED_APPOINTMENT_RETENTION_DAYS), heldBefore: retentionCutoff(now, APPOINTMENT_RETENTION_DAYS) },
          n,
        ),
    },
    { family: 'auditLog', purge: (now, n) => audit.purgeBefore(retentionCutoff(now, AUDIT_LOG_RETENTION_DAYS), n) },
    { family: 'deadJobs', purge: (now, n) => jobs.purgeDeadBefore(retentionCutoff(now, DEAD_JOB_RETENTION_DAYS), n) },
    { family: 'sessions', purge: (now, n) => auth.purgeEndedSessions(retentionCutoff(now, ENDED_SESSION_RETENTION_DAYS), n) },
    { family: 'loginFailures', purge: (now, n) => auth.purgeLoginFailures(retentionCutoff(now, LOGIN_FAILURE_RETENTION_DAYS), n) },
    { family: 'contactMessages', purge: (now, n) => contact.purgeBefore(retentionCutoff(now, CONTACT_MESSAGE_RETENTION_DAYS), n) },
  ];

  return {
    /**
     * One pass at `now` (the clock's by default): each family in turn, batch after batch. A failing
     * family is logged and skipped, so that one table's trouble does not keep the others' data.
     */
    async run(now = clock.now()): Promise<{ deleted: RetentionCounts; complete: boolean }> {
      const deadline = performance.now() + timeBudgetMs;
      const deleted = Object.fromEntries(families.map((f) => [f.family, 0])) as RetentionCounts;
      let complete = true;
      for (const { family, purge } of families) {
        try {
          for (;;) {
            if (performance.now() > deadline) {
              complete = false;
              break;
            }
            const n = await purge(now, batch);
            deleted[family] += n;
            if (n < batch) break;
          }
        } catch (error) {
          complete = false;
          logger.error({ family, error: describeError(error) }, 'retention: deleting expired rows failed');
        }
      }
      const total = Object.values(deleted).reduce((sum, n) => sum + n, 0);
      if (total > 0 || !complete) logger.info({ deleted, complete }, 'retention: expired rows deleted');
      return { deleted, complete };
    },
  };
}
