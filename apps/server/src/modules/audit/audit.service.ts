import { auditLog } from '../../db/schema/privacy';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';

/**
 * What happened, in a stable dotted name (shown to the patient and the admin through the catalogue
 * `it.audit.actions`). Reads of a patient's data end in `.read`; admin changes name their action.
 */
export type AuditAction =
  | 'crm.patient.read'
  | 'appointment.read'
  | 'admin.user.read'
  | 'admin.doctor.approve'
  | 'admin.doctor.reject'
  | 'admin.user.disable'
  | 'admin.user.enable'
  | 'admin.sector.create'
  | 'admin.sector.update'
  | 'admin.sector.delete'
  | 'admin.membership.create'
  | 'admin.membership.update'
  | 'admin.settings.notifications'
  | 'admin.job.retry';

export interface AuditEntry {
  actorId: string;
  actorRole: 'doctor' | 'admin' | 'patient' | 'system';
  /** Whose data: the patient read, the account changed; null for platform data. */
  subjectId: string | null;
  action: AuditAction;
  targetId?: string | null;
  /** Ids, flags and counts only: never a name, an e-mail or health data. */
  details?: Record<string, string | number | boolean | null>;
}

export type AuditService = ReturnType<typeof createAuditService>;

/**
 * The audit log (issue 13; ADR 0015). `record` is awaited by the route's service before it answers,
 * on the caller's transaction when it passes one: a read whose entry cannot be written fails
 * rather than go unrecorded.
 */
export function createAuditService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    async record(entry: AuditEntry, tx: Db = db): Promise<void> {
      await tx.insert(auditLog).values({
        at: clock.now(),
        actorId: entry.actorId,
        actorRole: entry.actorRole,
        subjectId: entry.subjectId,
        action: entry.action,
        targetId: entry.targetId ?? null,
        details: entry.details ?? {},
      });
    },
  };
}
