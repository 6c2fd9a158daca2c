import { doctorDisplayName } from '@sanity/shared/domain/names';
import { it } from '@sanity/shared/i18n/it';
import { itAdmin } from '@sanity/shared/i18n/it-admin';
import { itStaff } from '@sanity/shared/i18n/it-staff';
import type { AccessLogEntry, AccessLogPage, AccessLogQuery, AdminAuditPage, AdminAuditQuery, AuditActionName } from '@sanity/shared/schemas/audit';
import { inArray } from 'drizzle-orm';
import { auditLog } from '../../db/schema/privacy';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { decodePageCursor, pageOf } from '../../lib/page-cursor';
import { createAuditRepository, type ListedAuditRow } from './audit.repository';

/**
 * What happened, in a stable dotted name (shown to the patient and the admin through the catalogue
 * `itAdmin.audit.actions`). Reads of a patient's data end in `.read`; admin changes name their action.
 */
export type AuditAction =
  | 'crm.patient.read'
  | 'appointment.read'
  /** Issue 25: the doctor moved a patient's appointment (the patient's own moves are not logged, like their own reads). */
  | 'appointment.move'
  /** Issue 26: the doctor marked the patient absent, or undid it within 24 hours. */
  | 'appointment.no-show'
  | 'appointment.no-show.undo'
  /** Issue 29: the doctor (or an admin) opened a document of the patient's visit; an admin read the list of its documents. */
  | 'document.read'
  | 'document.list.read'
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
  | 'admin.job.retry'
  /** `npm run admin` at the console (actor 'system'). */
  | 'admin.user.grant-admin'
  | 'admin.user.revoke-admin'
  /** The owner deleted their account (issue 13): the only entry left about it, ids and counts only. */
  | 'account.erase'
  /** Issue 24: the owner's own name corrected, or (an approved doctor) asked for; an admin settling the request. */
  | 'account.name.change'
  | 'account.name.request'
  | 'admin.doctor.name.approve'
  | 'admin.doctor.name.reject'
  /** Issue 28: a reader reported a review, its doctor replied, an admin approved or rejected it. */
  | 'review.report'
  | 'review.reply'
  | 'admin.review.approve'
  | 'admin.review.reject'
  /** Issue 31: an account's personal access tokens and webhook endpoints (through a session or a 'webhooks:manage' token). */
  | 'token.create'
  | 'token.revoke'
  | 'webhook.create'
  | 'webhook.update'
  | 'webhook.delete'
  | 'webhook.rotate'
  | 'webhook.replay'
  /** Issue 30: a holder invited a family member of age to an account of their own; the member accepted and took their history. */
  | 'family.invite'
  | 'family.handover'
  /** ADR 0036/0039: an account claimed a practice's contact (by its verified e-mail or, accepted, by its verified phone); declined one offered by phone. */
  | 'contact.claim'
  | 'contact.claim.decline'
  /** Issue 30: the practice (the doctor, or staff for them) booked for a patient or cancelled a visit; the doctor's collaborators. */
  | 'appointment.book'
  | 'appointment.cancel'
  | 'staff.invite'
  | 'staff.accept'
  | 'staff.grant'
  | 'staff.revoke'
  /** Issue 30 point 5: a collaborator changed the practice's agenda (closures, a date's hours, a holiday); the doctor's own changes are not logged. */
  | 'schedule.closure.create'
  | 'schedule.closure.delete'
  | 'schedule.date-hours.set'
  | 'schedule.date-hours.delete'
  | 'schedule.holiday.set';

export interface AuditEntry {
  actorId: string;
  actorRole: 'doctor' | 'admin' | 'patient' | 'system' | 'staff';
  /** Issue 30: whom the actor acted for (a 'staff' account: the doctor whose practice it works for); null or absent when for itself. */
  onBehalfOf?: string | null;
  /** Whose data: the patient read, the account changed; null for platform data. */
  subjectId: string | null;
  action: AuditAction;
  targetId?: string | null;
  /** Ids, flags and counts only: never a name, an e-mail or health data. */
  details?: Record<string, string | number | boolean | null>;
}

export type AuditService = ReturnType<typeof createAuditService>;

const a = itAdmin.audit;
/** Every action has its Italian label: a name added to `AuditAction` without one does not compile. */
const ACTION_LABELS: Record<AuditAction, string> = a.actions;
/** …and the catalogue names no action the server cannot write (the admin's filter offers them all). */
const CATALOGUE_MATCHES: [Exclude<AuditActionName, AuditAction>] extends [never] ? true : false = true;
void CATALOGUE_MATCHES;

function labelOf(action: string): string {
  return Object.hasOwn(ACTION_LABELS, action) ? ACTION_LABELS[action as AuditAction] : a.unknownAction;
}

type Person = Pick<UserRow, 'displayName' | 'name' | 'nome' | 'cognome' | 'erasedAt'>;

/** An account's current name; a deleted or erased one is 'Account eliminato'. */
function nameOf(person: Person | undefined): string {
  if (!person || person.erasedAt) return a.deletedActor;
  return doctorDisplayName(person) || a.unnamedActor;
}

/** Who acted, as the patient may know it (AccessLogActorKindSchema); staff as 'Anna Verdi, segreteria del Dott. Marco Bianchi'. */
function patientFacingActor(row: ListedAuditRow, actor: Person | undefined, onBehalf: Person | undefined): Pick<AccessLogEntry, 'actorName' | 'actorKind'> {
  if (row.actorRole === 'admin') return { actorName: a.adminActor, actorKind: 'admin' };
  if (row.actorRole === 'staff') {
    if (!actor || actor.erasedAt) return { actorName: a.deletedActor, actorKind: 'deleted' };
    return { actorName: itStaff.actorOnBehalf(nameOf(actor), nameOf(onBehalf)), actorKind: 'staff' };
  }
  if (row.actorRole === 'system') return { actorName: a.systemActor, actorKind: 'other' };
  if (!actor || actor.erasedAt) return { actorName: a.deletedActor, actorKind: 'deleted' };
  return { actorName: nameOf(actor), actorKind: row.actorRole === 'doctor' ? 'doctor' : 'other' };
}

/**
 * The audit log (issue 13; ADR 0015). `record` is awaited by the route's service before it answers,
 * on the caller's transaction when it passes one: a read whose entry cannot be written fails
 * rather than go unrecorded.
 */
export function createAuditService({
  db,
  clock,
  people,
  appointmentTimes,
}: {
  db: Db;
  clock: Clock;
  /** The accounts named by a page of entries (the users service), to show them by name. */
  people: { findByIds(ids: readonly string[]): Promise<Array<Pick<UserRow, 'id' | 'displayName' | 'name' | 'nome' | 'cognome' | 'erasedAt'>>> };
  /** When each appointment is (the appointments service): the patient sees which visit was read. Missing ids are left out. */
  appointmentTimes: (ids: readonly string[]) => Promise<Map<string, Date>>;
}) {
  const repo = createAuditRepository(db);

  /** The page after `cursor` (400 for anything that is not one of ours) and its accounts, by id. */
  async function pageAndPeople(filter: Parameters<typeof repo.page>[0], query: { limit: number; cursor?: string | undefined }) {
    const after = query.cursor === undefined ? undefined : decodePageCursor('audit', query.cursor);
    // The id half of the position is a bigint here: anything else would reach the database as a bad cast.
    if (after && !/^\d{1,18}$/.test(after.id)) throw new AppError(400, it.validation.invalidRequest, { fields: { cursor: it.validation.invalidRequest } });
    const rows = await repo.page(filter, query.limit + 1, after);
    const page = pageOf(rows, query.limit, 'audit', (r) => ({ at: r.sortKey, id: String(r.id) }));
    const ids = new Set(page.items.flatMap((r) => [r.actorId, ...(r.subjectId ? [r.subjectId] : []), ...(r.onBehalfOf ? [r.onBehalfOf] : [])]));
    const found = await people.findByIds([...ids]);
    return { ...page, people: new Map(found.map((p) => [p.id, p])) };
  }

  return {
    /**
     * GET /api/account/access-log: who read or changed the caller's data, newest first. A doctor
     * by name, any admin as 'Amministratore' (which admin is not the patient's to know), a
     * deleted account as 'Account eliminato'; an appointment read says which appointment.
     */
    async accessLog(subjectId: string, query: AccessLogQuery): Promise<AccessLogPage> {
      // What the caller did to their own account (correcting their name) is not someone reading their data.
      const { items, nextCursor, people: byId } = await pageAndPeople({ subjectId, notActorId: subjectId }, query);
      const appointmentIds = items.filter((r) => r.action === 'appointment.read' && r.targetId).map((r) => r.targetId!);
      const times = appointmentIds.length > 0 ? await appointmentTimes([...new Set(appointmentIds)]) : new Map<string, Date>();
      const entries = items.map((row): AccessLogEntry => {
        const actor = byId.get(row.actorId);
        const who = patientFacingActor(row, actor, row.onBehalfOf ? byId.get(row.onBehalfOf) : undefined);
        const appointmentAt = row.action === 'appointment.read' && row.targetId ? (times.get(row.targetId)?.toISOString() ?? null) : null;
        return { id: String(row.id), at: row.at.toISOString(), ...who, action: row.action, label: labelOf(row.action), appointmentAt };
      });
      return { entries, nextCursor };
    },

    /** GET /api/admin/audit: the whole log, filtered, newest first, both parties by their current name. */
    async adminLog(query: AdminAuditQuery): Promise<AdminAuditPage> {
      const filter = { actorId: query.actorId, subjectId: query.subjectId, action: query.action };
      const { items, nextCursor, people: byId } = await pageAndPeople(filter, query);
      return {
        entries: items.map((row) => ({
          id: String(row.id),
          at: row.at.toISOString(),
          actor: { id: row.actorId, name: row.actorRole === 'system' ? a.systemActor : nameOf(byId.get(row.actorId)), role: row.actorRole },
          onBehalfOf: row.onBehalfOf ? { id: row.onBehalfOf, name: nameOf(byId.get(row.onBehalfOf)) } : null,
          subject: row.subjectId ? { id: row.subjectId, name: nameOf(byId.get(row.subjectId)) } : null,
          action: row.action,
          label: labelOf(row.action),
          targetId: row.targetId,
          details: row.details,
        })),
        nextCursor,
      };
    },

    /** Retention: up to `limit` entries older than `cutoff` (AUDIT_LOG_RETENTION_DAYS); how many went. */
    purgeBefore: (cutoff: Date, limit: number) => repo.purgeBefore(cutoff, limit),

    /** Issue 30 (ADR 0036): entries about claimed contacts become entries about the account that claimed them, in `tx`. */
    async reassignSubject(from: readonly string[], to: string, tx: Db): Promise<void> {
      if (from.length > 0) await tx.update(auditLog).set({ subjectId: to }).where(inArray(auditLog.subjectId, [...from]));
    },

    async record(entry: AuditEntry, tx: Db = db): Promise<void> {
      await tx.insert(auditLog).values({
        at: clock.now(),
        actorId: entry.actorId,
        actorRole: entry.actorRole,
        onBehalfOf: entry.onBehalfOf ?? null,
        subjectId: entry.subjectId,
        action: entry.action,
        targetId: entry.targetId ?? null,
        details: entry.details ?? {},
      });
    },
  };
}
