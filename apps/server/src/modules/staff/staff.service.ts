import { randomBytes, randomUUID } from 'node:crypto';
import { doctorDisplayName } from '@sanity/shared/domain/names';
import { STAFF_INVITE_DAYS, STAFF_MEMBERS_MAX } from '@sanity/shared/domain/staff/staff-rules';
import { itStaff } from '@sanity/shared/i18n/it-staff';
import type { InvitationInfo, InviteStaff, StaffMember, StaffPractice } from '@sanity/shared/schemas/staff';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { hashSecretToken } from '../../lib/token-hash';
import type { AuditService } from '../audit/audit.service';
import type { JobRunner } from '../jobs/jobs.service';
import type { Mailer } from '../notifications/mailer';
import { requireDoctorItself } from './staff.access';
import { staffInviteMail } from './staff-mail';
import { createStaffRepository, type ListedMember } from './staff.repository';

export const STAFF_INVITE_JOB = 'staff-invite-mail';
declare module '../jobs/job-kinds' {
  interface JobPayloads {
    'staff-invite-mail': { memberId: string };
  }
}

const e = itStaff.errors;
const DAY_MS = 86_400_000;
const LIST_MAX = 100;

const STATUS_WORD = { invited: 'invitata', active: 'attiva', revoked: 'revocata' } as const;

function toMember({ row, account }: ListedMember): StaffMember {
  return {
    id: row.id,
    email: row.email,
    status: STATUS_WORD[row.status],
    clinical: row.clinical,
    account: account && !account.erasedAt ? { id: account.id, name: doctorDisplayName(account), email: account.email } : null,
    invitedAt: row.invitedAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

export type StaffService = ReturnType<typeof createStaffService>;

/**
 * A doctor's collaborators (issue 30 point 3; docs/api.md "Staff"): invitations sent as jobs with a
 * single-use link, acceptance by any signed-in account holding the link, the clinical grant and
 * revocation. `activeMembership` is read by plugins/access.ts on every staff request, so a
 * revocation or a withdrawn grant holds from the next request on, on every instance.
 */
export function createStaffService({
  db,
  clock,
  jobs,
  mailer,
  audit,
  publicUrl,
  logger,
  people,
}: {
  db: Db;
  clock: Clock;
  jobs: JobRunner;
  mailer: Mailer;
  audit: Pick<AuditService, 'record'>;
  publicUrl: string;
  logger: FastifyBaseLogger;
  /** The accounts feature: a doctor's name, an account's e-mail. */
  people: { findById(id: string): Promise<{ id: string; email: string; displayName: string; name: string; nome: string; cognome: string; role: string; erasedAt: Date | null; isDisabled: boolean } | null | undefined> };
}) {
  const repo = createStaffRepository(db);

  async function memberOf(doctorId: string, id: string): Promise<ListedMember> {
    const found = await repo.findOf(doctorId, id);
    if (!found) throw new AppError(404, e.memberNotFound);
    return found;
  }

  jobs.register(STAFF_INVITE_JOB, async ({ memberId }, { now }) => {
    const row = await repo.findById(memberId);
    if (!row || row.status !== 'invited') return logger.info({ memberId }, 'invitation no longer open: e-mail not sent');
    const doctor = await people.findById(row.doctorId);
    if (!doctor || doctor.erasedAt) return logger.info({ memberId }, 'doctor gone: invitation not sent');
    // The link's token is made here, when the message is: only its hash is stored, and a new send kills the old link.
    const raw = randomBytes(32).toString('base64url');
    const changed = await createStaffRepository(db).update(memberId, ['invited'], { tokenHash: hashSecretToken(raw), tokenExpiresAt: new Date(now.getTime() + STAFF_INVITE_DAYS * DAY_MS), updatedAt: now });
    if (!changed) return logger.info({ memberId }, 'invitation no longer open: e-mail not sent');
    const link = `${publicUrl}/collaboratori/invito?token=${raw}`;
    await mailer.send({ ...staffInviteMail(doctorDisplayName(doctor), link), to: row.email, subjectId: memberId, kind: 'staff-invite' });
  });

  async function enqueueInvite(tx: Db, memberId: string, now: Date): Promise<void> {
    await jobs.enqueue(tx, { kind: STAFF_INVITE_JOB, payload: { memberId }, dedupeKey: `staff-invite:${memberId}:${now.getTime()}` });
  }

  return {
    /** Demo data: a collaborator who has already accepted (no e-mail, no audit entry). */
    async addAcceptedMember(member: { doctorId: string; accountId: string; email: string; clinical: boolean }, now = clock.now()): Promise<void> {
      await repo.insert({ id: randomUUID(), ...member, status: 'active', invitedAt: now, acceptedAt: now, updatedAt: now });
    },

    /** plugins/access.ts: whether `accountId` works for `doctorId` now, and with which grant. */
    activeMembership: (accountId: string, doctorId: string) => repo.activeMembership(accountId, doctorId),

    /** GET /api/auth/me `practices`, GET /api/staff/practices. */
    async practicesOf(accountId: string): Promise<StaffPractice[]> {
      const rows = await repo.practicesOf(accountId);
      return rows.map((r) => ({ doctorId: r.doctorId, doctorName: doctorDisplayName(r.doctor), clinical: r.clinical }));
    },

    async list(actor: Actor): Promise<StaffMember[]> {
      return (await repo.listOf(requireDoctorItself(actor), LIST_MAX)).map(toMember);
    },

    /** Invites an address; the e-mail (with its link) is a job written in the same transaction. */
    async invite(actor: Actor, input: InviteStaff, now = clock.now()): Promise<StaffMember> {
      const doctorId = requireDoctorItself(actor);
      const doctor = await people.findById(doctorId);
      if (doctor?.email === input.email) throw new AppError(400, e.inviteSelf, { fields: { email: e.inviteSelf } });
      const id = randomUUID();
      try {
        await db.transaction(async (tx) => {
          const txRepo = createStaffRepository(tx);
          if ((await txRepo.countLive(doctorId)) >= STAFF_MEMBERS_MAX) throw new AppError(409, e.tooManyStaff(STAFF_MEMBERS_MAX));
          await txRepo.insert({ id, doctorId, email: input.email, status: 'invited', clinical: input.clinical, invitedAt: now, updatedAt: now });
          await audit.record({ actorId: doctorId, actorRole: 'doctor', subjectId: null, action: 'staff.invite', targetId: id, details: { clinical: input.clinical } }, tx);
          await enqueueInvite(tx, id, now);
        });
      } catch (error) {
        if (isUniqueViolation(error, 'staff_members_live_email_key')) throw new AppError(409, e.alreadyInvited, { fields: { email: e.alreadyInvited } });
        throw error;
      }
      jobs.wake();
      return toMember(await memberOf(doctorId, id));
    },

    /** A new link for an invitation not yet accepted (the old one stops working when the job makes the new one). */
    async resend(actor: Actor, id: string, now = clock.now()): Promise<StaffMember> {
      const doctorId = requireDoctorItself(actor);
      const member = await memberOf(doctorId, id);
      if (member.row.status === 'revoked') throw new AppError(409, e.alreadyRevoked);
      if (member.row.status !== 'invited') throw new AppError(409, e.notInvited);
      await db.transaction((tx) => enqueueInvite(tx, id, now));
      jobs.wake();
      return toMember(member);
    },

    /** Grants or withdraws 'accesso clinico'; the next request of that person reads it. */
    async setClinical(actor: Actor, id: string, clinical: boolean, now = clock.now()): Promise<StaffMember> {
      const doctorId = requireDoctorItself(actor);
      const member = await memberOf(doctorId, id);
      if (member.row.status === 'revoked') throw new AppError(409, e.alreadyRevoked);
      await db.transaction(async (tx) => {
        const changed = await createStaffRepository(tx).update(id, ['invited', 'active'], { clinical, updatedAt: now });
        if (!changed) throw new AppError(409, e.alreadyRevoked);
        await audit.record({ actorId: doctorId, actorRole: 'doctor', subjectId: member.row.accountId, action: 'staff.grant', targetId: id, details: { clinical } }, tx);
      });
      return toMember(await memberOf(doctorId, id));
    },

    /** Ends an invitation or a membership at once: the link dies, the next staff request is refused. */
    async revoke(actor: Actor, id: string, now = clock.now()): Promise<StaffMember> {
      const doctorId = requireDoctorItself(actor);
      const member = await memberOf(doctorId, id);
      if (member.row.status === 'revoked') throw new AppError(409, e.alreadyRevoked);
      await db.transaction(async (tx) => {
        const changed = await createStaffRepository(tx).update(id, ['invited', 'active'], { status: 'revoked', revokedAt: now, tokenHash: null, tokenExpiresAt: null, updatedAt: now });
        if (!changed) throw new AppError(409, e.alreadyRevoked);
        await audit.record({ actorId: doctorId, actorRole: 'doctor', subjectId: member.row.accountId, action: 'staff.revoke', targetId: id }, tx);
      });
      return toMember(await memberOf(doctorId, id));
    },

    /** What the invitation page shows before accepting; 404 for a link unknown, used, revoked or expired. */
    async invitation(token: string, now = clock.now()): Promise<InvitationInfo> {
      const row = await repo.findByTokenHash(hashSecretToken(token));
      if (!row || row.status !== 'invited' || !row.tokenExpiresAt || row.tokenExpiresAt <= now) throw new AppError(404, e.invitationInvalid);
      const doctor = await people.findById(row.doctorId);
      if (!doctor || doctor.erasedAt) throw new AppError(404, e.invitationInvalid);
      return { invitation: { doctorName: doctorDisplayName(doctor), email: row.email, expiresAt: row.tokenExpiresAt.toISOString() } };
    },

    /** The signed-in account takes the invitation: single use; the doctor cannot be their own staff. */
    async accept(accountId: string, token: string, now = clock.now()): Promise<StaffPractice> {
      const row = await repo.findByTokenHash(hashSecretToken(token));
      if (!row || row.status !== 'invited' || !row.tokenExpiresAt || row.tokenExpiresAt <= now) throw new AppError(404, e.invitationInvalid);
      if (row.doctorId === accountId) throw new AppError(400, e.acceptOwnPractice);
      const doctor = await people.findById(row.doctorId);
      if (!doctor || doctor.erasedAt) throw new AppError(404, e.invitationInvalid);
      try {
        await db.transaction(async (tx) => {
          const changed = await createStaffRepository(tx).update(row.id, ['invited'], { status: 'active', accountId, acceptedAt: now, tokenHash: null, tokenExpiresAt: null, updatedAt: now });
          if (!changed) throw new AppError(404, e.invitationInvalid);
          await audit.record({ actorId: accountId, actorRole: 'staff', onBehalfOf: row.doctorId, subjectId: accountId, action: 'staff.accept', targetId: row.id }, tx);
        });
      } catch (error) {
        if (isUniqueViolation(error, 'staff_members_live_account_key')) throw new AppError(409, e.alreadyMember);
        throw error;
      }
      return { doctorId: row.doctorId, doctorName: doctorDisplayName(doctor), clinical: row.clinical };
    },
  };
}
