import { and, desc, eq, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/privacy';
import { deleteBatch } from '../../lib/batched-delete';
import type { PageKey } from '../../lib/page-cursor';

export type AuditRow = typeof auditLog.$inferSelect;
/** An entry with its exact instant (the page cursor's `at`, to the microsecond). */
export type ListedAuditRow = AuditRow & { sortKey: string };

export interface AuditFilter {
  actorId?: string;
  /** Leaves out what this account did itself (a patient's log is about others). */
  notActorId?: string;
  subjectId?: string;
  action?: string;
}

const exactAt = sql<string>`to_char(${auditLog.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The audit_log table: pages newest first, by (at, id), and the retention's deletes. */
export function createAuditRepository(db: Db) {
  return {
    /**
     * One page newest first after `after`. The row comparison is served by the (subject_id, at) and
     * (actor_id, at) indexes for the patient's log and the admin's filters, by (at) otherwise.
     */
    page(filter: AuditFilter, limit: number, after?: PageKey): Promise<ListedAuditRow[]> {
      const keyset = after ? sql`(${auditLog.at}, ${auditLog.id}) < (${after.at}::timestamptz, ${after.id}::bigint)` : undefined;
      const where: Array<SQL | undefined> = [
        filter.actorId === undefined ? undefined : eq(auditLog.actorId, filter.actorId),
        filter.subjectId === undefined ? undefined : eq(auditLog.subjectId, filter.subjectId),
        filter.notActorId === undefined ? undefined : ne(auditLog.actorId, filter.notActorId),
        filter.action === undefined ? undefined : eq(auditLog.action, filter.action),
        keyset,
      ];
      return db
        .select({
          id: auditLog.id,
          at: auditLog.at,
          actorId: auditLog.actorId,
          actorRole: auditLog.actorRole,
          onBehalfOf: auditLog.onBehalfOf,
          subjectId: auditLog.subjectId,
          action: auditLog.action,
          targetId: auditLog.targetId,
          details: auditLog.details,
          sortKey: exactAt,
        })
        .from(auditLog)
        .where(and(...where))
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(limit);
    },

    /** Up to `limit` entries written before `cutoff`; how many went. */
    purgeBefore: (cutoff: Date, limit: number) => deleteBatch(db, auditLog, auditLog.id, lt(auditLog.at, cutoff), limit),
  };
}
