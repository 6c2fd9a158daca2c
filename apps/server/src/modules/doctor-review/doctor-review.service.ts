import { doctorReviewStatus, type DoctorReviewStatus } from '@sanity/shared/domain/doctors/review';
import { isDoctorRole } from '@sanity/shared/domain/roles';
import { itSettings } from '@sanity/shared/i18n/it-settings';
import type { AdminDoctorEntry, AdminDoctorList, AdminDoctorListQuery, DoctorReview } from '@sanity/shared/schemas/doctor-review';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { decodePageCursor, pageOf } from '../../lib/page-cursor';
import type { AuditService } from '../audit/audit.service';
import type { JobRunner } from '../jobs/jobs.service';
import type { Mailer } from '../notifications/mailer';
import { renamedDisplayName } from '@sanity/shared/domain/names';
import type { UserRow, UsersService } from '../users/users.service';
import { approvedMail, rejectedMail } from './doctor-review-mail';

/** The job kind telling a doctor the admin's decision by e-mail. */
export const DOCTOR_REVIEW_MAIL_JOB = 'doctor-review-mail';

declare module '../jobs/job-kinds' {
  interface JobPayloads {
    'doctor-review-mail': { doctorId: string; decision: 'approved' | 'rejected' };
  }
}

export type DoctorReviewService = ReturnType<typeof createDoctorReviewService>;

/** The admin taking the decision, as the audit log names them. */
export interface ReviewActor {
  id: string;
}

const t = itSettings.adminDoctors;

/**
 * Doctors' review by an admin (issue 13, ADR 0013): the queue, approval, rejection with a reason,
 * and a rejected doctor asking again. The users feature owns the columns (`users.setDoctorReview`);
 * each decision writes the row, its audit entry and the doctor's e-mail job in one transaction.
 */
export function createDoctorReviewService({
  db,
  users,
  audit,
  jobs,
  mailer,
  clock,
  config,
  logger,
}: {
  db: Db;
  users: Pick<UsersService, 'findById' | 'doctorReviewQueue' | 'doctorSectorsOf' | 'setDoctorReview' | 'settlePendingName'>;
  audit: Pick<AuditService, 'record'>;
  jobs: JobRunner;
  mailer: Mailer;
  clock: Clock;
  config: Pick<Config, 'PUBLIC_URL'>;
  logger: FastifyBaseLogger;
}) {
  jobs.register(DOCTOR_REVIEW_MAIL_JOB, async ({ doctorId, decision }) => {
    const row = await users.findById(doctorId);
    if (!row || row.erasedAt !== null) return logger.info({ doctorId }, 'doctor gone: review e-mail not sent');
    // Decided again since (approved, then rejected): only the current decision is worth telling.
    if (doctorReviewStatus(row) !== decision) return logger.info({ doctorId, decision }, 'review changed since: e-mail not sent');
    const link = `${config.PUBLIC_URL}/dashboard`;
    const content = decision === 'approved' ? approvedMail(row.displayName, link) : rejectedMail(row.displayName, row.doctorRejectionReason ?? '', link);
    await mailer.send({ ...content, to: row.email, subjectId: doctorId, kind: 'doctor-review' });
  });

  async function entriesOf(rows: readonly UserRow[]): Promise<AdminDoctorEntry[]> {
    const sectorsOf = await users.doctorSectorsOf(rows.map((r) => r.id));
    return rows.map((row) => ({
      id: row.id,
      displayName: row.displayName,
      email: row.email,
      specialization: row.specialization,
      licenseNumber: row.licenseNumber,
      licenseProvince: row.licenseProvince,
      sectors: sectorsOf.get(row.id) ?? [],
      telefono: row.telefono,
      createdAt: row.createdAt.toISOString(),
      status: doctorReviewStatus(row) ?? 'pending',
      rejectionReason: row.isVerified ? null : row.doctorRejectionReason,
      reviewedAt: row.doctorReviewedAt?.toISOString() ?? null,
      pendingName: row.pendingNome !== null && row.pendingCognome !== null ? renamedDisplayName(row.displayName, row.pendingNome, row.pendingCognome) : null,
    }));
  }

  /** Why a review write changed nothing: 404 for no doctor (or an erased one), 409 for the state it is already in. */
  async function refusal(id: string, conflict: string): Promise<AppError> {
    const row = await users.findById(id);
    if (!row || !isDoctorRole(row.role) || row.erasedAt !== null) return new AppError(404, t.notFound);
    return new AppError(409, conflict, { code: 'failed-precondition' });
  }

  /** Writes a decision with its audit entry and e-mail job, all or nothing. */
  async function decide(actor: ReviewActor, id: string, decision: 'approved' | 'rejected', reason: string | null): Promise<AdminDoctorEntry> {
    const now = clock.now();
    const from: DoctorReviewStatus[] = decision === 'approved' ? ['pending', 'rejected'] : ['pending', 'approved'];
    const row = await db.transaction(async (tx) => {
      const updated = await users.setDoctorReview(id, { isVerified: decision === 'approved', doctorRejectionReason: reason, doctorReviewedAt: now }, from, tx);
      if (!updated) return undefined;
      await audit.record(
        { actorId: actor.id, actorRole: 'admin', subjectId: id, action: decision === 'approved' ? 'admin.doctor.approve' : 'admin.doctor.reject', targetId: id },
        tx,
      );
      await jobs.enqueue(tx, { kind: DOCTOR_REVIEW_MAIL_JOB, payload: { doctorId: id, decision } });
      return updated;
    });
    if (!row) throw await refusal(id, decision === 'approved' ? t.alreadyApproved : t.alreadyRejected);
    jobs.wake();
    const [entry] = await entriesOf([row]);
    return entry!;
  }

  return {
    /** GET /api/admin/doctors: one review state (pending by default), oldest registration first. */
    async list(query: AdminDoctorListQuery): Promise<AdminDoctorList> {
      const after = query.cursor ? decodePageCursor('admin-doctors', query.cursor) : undefined;
      const rows = await users.doctorReviewQueue(query.status, after, query.limit + 1);
      const { items, nextCursor } = pageOf(rows, query.limit, 'admin-doctors', (r) => ({ at: r.sortKey, id: r.user.id }));
      return { doctors: await entriesOf(items.map((r) => r.user)), nextCursor };
    },

    /** Approves a pending or rejected doctor: listed, bookable and publishing from now on. */
    approve: (actor: ReviewActor, id: string) => decide(actor, id, 'approved', null),

    /** Rejects a pending doctor, or withdraws an approval, with the reason the doctor will read. */
    reject: (actor: ReviewActor, id: string, reason: string) => decide(actor, id, 'rejected', reason),

    /** Approves (or refuses) the new name an approved doctor asked for (issue 24). */
    async settleName(actor: ReviewActor, id: string, approve: boolean): Promise<AdminDoctorEntry> {
      const row = await users.settlePendingName(actor.id, id, approve);
      const [entry] = await entriesOf([row]);
      return entry!;
    },

    /** A rejected doctor, having fixed their profile, asks again: back to pending (409 when not rejected). */
    async requestAgain(doctorId: string): Promise<DoctorReview> {
      const row = await users.setDoctorReview(doctorId, { isVerified: false, doctorRejectionReason: null }, ['rejected']);
      if (!row) throw new AppError(409, t.notRejected, { code: 'failed-precondition' });
      return { status: 'pending', reason: null };
    },
  };
}
