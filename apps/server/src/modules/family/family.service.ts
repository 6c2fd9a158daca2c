import { randomBytes, randomUUID } from 'node:crypto';
import { birthDateRefusal, birthdayAt, FAMILY_ADULT_AGE, isAdultOn } from '@sanity/shared/domain/family/age';
import { DEFAULT_TIME_ZONE, localDateOf } from '@sanity/shared/domain/dates/local-time';
import { itFamily as f } from '@sanity/shared/i18n/it-family';
import {
  FAMILY_MEMBERS_MAX,
  type FamilyHandoverResult,
  type FamilyInvitationInfo,
  type FamilyMember,
  type FamilyMemberInput,
  type FamilyMemberList,
} from '@sanity/shared/schemas/family';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { FamilyMemberRow } from '../../db/schema/family';
import type { UserRow } from '../../db/schema/users';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { hashSecretToken } from '../../lib/token-hash';
import type { AuditService } from '../audit/audit.service';
import { linkMail } from '../auth/link-mail';
import type { JobRunner } from '../jobs/jobs.service';
import type { Mailer } from '../notifications/mailer';
import { requireActingHolder, requireHolder, requireInvitee, requireMayAddMembers, type FamilyViewer } from './family.access';
import { fullNameOf, stateOf, toFamilyMemberDto } from './family.dto';
import { createFamilyRepository } from './family.repository';

declare module '../jobs/job-kinds' {
  interface JobPayloads {
    /** Issue 30: the invitation of a member of age to an account of their own; the job makes the link's token. */
    'family-invite': { memberId: string; invitedAt: string };
  }
}

/** How long an invitation's link works. */
export const FAMILY_INVITE_TTL_DAYS = 14;
const DAY_MS = 86_400_000;
const italianDate = (date: string) => date.split('-').reverse().join('/');

/** A member as the other features need them to show an appointment's person seen. */
export interface MemberForBooking {
  id: string;
  nome: string;
  cognome: string;
  relationship: FamilyMemberRow['relationship'];
  birthDate: string;
}

/**
 * Family members (issue 30): the holder's people in care (point 1) and their hand-over to an
 * account of their own once of age (point 2). Who may do what: family.access.ts. The hand-over
 * moves the member's appointments and documents through `handOver` (the appointments and documents
 * features' part), in one transaction with the member's row and the audit entries.
 */
export function createFamilyService({
  db,
  clock,
  jobs,
  mailer,
  audit,
  users,
  handOver,
  publicUrl,
  logger,
}: {
  db: Db;
  clock: Clock;
  jobs: JobRunner;
  mailer: Mailer;
  audit: Pick<AuditService, 'record'>;
  users: { findById(id: string): Promise<UserRow | undefined> };
  /** Moves a member's appointments (and their documents) from the holder to the member's own account, in `tx`. */
  handOver: (tx: Db, move: { memberId: string; holderId: string; accountId: string; now: Date }) => Promise<FamilyHandoverResult>;
  publicUrl: string;
  logger: FastifyBaseLogger;
}) {
  const repo = createFamilyRepository(db);
  const today = (now: Date) => localDateOf(now, DEFAULT_TIME_ZONE);
  const dto = async (row: FamilyMemberRow, now: Date): Promise<FamilyMember> => toFamilyMemberDto(row, await repo.appointmentCount(row.id), now, today(now));

  function checkBirthDate(input: FamilyMemberInput, now: Date): void {
    if (birthDateRefusal(input.birthDate, today(now)) === 'future') throw new AppError(400, f.birthDateFuture, { fields: { birthDate: f.birthDateFuture } });
  }

  const fieldsOf = (input: FamilyMemberInput) => ({
    nome: input.nome,
    cognome: input.cognome,
    birthDate: input.birthDate,
    relationship: input.relationship,
    codiceFiscale: input.codiceFiscale,
  });

  /** A pending invitation that may be used at `now`, by its token; 404 otherwise. */
  async function invitationOf(token: string, now: Date, tx: Db = db): Promise<FamilyMemberRow> {
    const found = await createFamilyRepository(tx).byInviteHash(hashSecretToken(token));
    if (!found || found.handedOverAt || !found.inviteEmail || !found.inviteExpiresAt || found.inviteExpiresAt <= now) throw new AppError(404, f.inviteNotFound);
    return found;
  }

  jobs.register('family-invite', async ({ memberId, invitedAt }, { now }) => {
    const member = await repo.byId(memberId);
    // Withdrawn, replaced by a newer invitation, handed over or expired meanwhile: nothing to send.
    if (!member || member.handedOverAt || !member.inviteEmail || member.invitedAt?.toISOString() !== invitedAt || !member.inviteExpiresAt || member.inviteExpiresAt <= now) {
      return logger.info({ memberId }, 'family invitation no longer pending: not sent');
    }
    const holder = await users.findById(member.holderId);
    if (!holder || holder.erasedAt) return logger.info({ memberId }, 'holder gone: family invitation not sent');
    // The raw token exists only in the e-mail: neither the jobs table nor the logs hold a working link.
    const token = randomBytes(32).toString('base64url');
    await repo.update(member.id, { inviteTokenHash: hashSecretToken(token) });
    const link = `${publicUrl}/invito-familiare?token=${token}`;
    const holderName = holder.displayName.trim() || `${holder.nome} ${holder.cognome}`.trim();
    const mail = linkMail(f.inviteSubject(holderName), f.inviteText(member.nome, holderName, link, FAMILY_INVITE_TTL_DAYS), link);
    await mailer.send({ ...mail, to: member.inviteEmail, subjectId: member.id, kind: 'family-invite' });
  });

  return {
    async list(viewer: FamilyViewer, now = clock.now()): Promise<FamilyMemberList> {
      const rows = await repo.ofHolder(viewer.id);
      return { members: rows.map(({ row, appointmentCount }) => toFamilyMemberDto(row, appointmentCount, now, today(now))) };
    },

    async get(viewer: FamilyViewer, id: string, now = clock.now()): Promise<FamilyMember> {
      return dto(requireHolder(viewer, await repo.byId(id)), now);
    },

    async create(viewer: FamilyViewer, input: FamilyMemberInput, now = clock.now()): Promise<FamilyMember> {
      requireMayAddMembers(viewer);
      checkBirthDate(input, now);
      if ((await repo.countOfHolder(viewer.id)) >= FAMILY_MEMBERS_MAX) throw new AppError(409, f.tooMany(FAMILY_MEMBERS_MAX), { code: 'failed-precondition' });
      const row = await repo.insert({ id: randomUUID(), holderId: viewer.id, ...fieldsOf(input), createdAt: now, updatedAt: now });
      return toFamilyMemberDto(row, 0, now, today(now));
    },

    async update(viewer: FamilyViewer, id: string, input: FamilyMemberInput, now = clock.now()): Promise<FamilyMember> {
      const member = requireActingHolder(viewer, await repo.byId(id));
      checkBirthDate(input, now);
      return dto(await repo.update(member.id, { ...fieldsOf(input), updatedAt: now }), now);
    },

    async remove(viewer: FamilyViewer, id: string): Promise<void> {
      const member = requireActingHolder(viewer, await repo.byId(id));
      // Their visits are the doctors' records and the member's history: removing the person would orphan them.
      if ((await repo.appointmentCount(member.id)) > 0) throw new AppError(409, f.hasVisits, { code: 'failed-precondition' });
      await repo.remove(member.id);
    },

    /** Point 2: the holder invites a member of age (by the clock) to an account of their own; the e-mail goes by a job. */
    async invite(viewer: FamilyViewer & { email: string }, id: string, email: string, now = clock.now()): Promise<FamilyMember> {
      const member = requireActingHolder(viewer, await repo.byId(id));
      if (!isAdultOn(member.birthDate, today(now))) {
        throw new AppError(409, f.notAdultYet(fullNameOf(member), italianDate(birthdayAt(member.birthDate, FAMILY_ADULT_AGE))), { code: 'failed-precondition' });
      }
      if (email.toLowerCase() === viewer.email.toLowerCase()) throw new AppError(400, f.inviteOwnEmail, { fields: { email: f.inviteOwnEmail } });
      const updated = await db.transaction(async (tx) => {
        const row = await createFamilyRepository(tx).update(member.id, {
          inviteEmail: email.toLowerCase(),
          // A new invitation voids the older link at once; the job makes the new one.
          inviteTokenHash: null,
          invitedAt: now,
          inviteExpiresAt: new Date(now.getTime() + FAMILY_INVITE_TTL_DAYS * DAY_MS),
          updatedAt: now,
        });
        await jobs.enqueue(tx, { kind: 'family-invite', payload: { memberId: member.id, invitedAt: now.toISOString() }, dedupeKey: `family-invite:${member.id}:${now.toISOString()}` });
        await audit.record({ actorId: viewer.id, actorRole: 'patient', subjectId: viewer.id, action: 'family.invite', targetId: member.id, details: { familyMemberId: member.id } }, tx);
        return row;
      });
      jobs.wake();
      return dto(updated, now);
    },

    async withdrawInvitation(viewer: FamilyViewer, id: string, now = clock.now()): Promise<FamilyMember> {
      const member = requireActingHolder(viewer, await repo.byId(id));
      const row = await repo.update(member.id, { inviteEmail: null, inviteTokenHash: null, invitedAt: null, inviteExpiresAt: null, updatedAt: now });
      return dto(row, now);
    },

    /** The invitation page, before signing in: who invites whom, to which address. */
    async lookup(token: string, now = clock.now()): Promise<FamilyInvitationInfo> {
      const member = await invitationOf(token, now);
      const holder = await users.findById(member.holderId);
      if (!holder || holder.erasedAt) throw new AppError(404, f.inviteNotFound);
      return {
        memberName: fullNameOf(member),
        holderName: holder.displayName.trim() || `${holder.nome} ${holder.cognome}`.trim(),
        email: member.inviteEmail!,
        expiresAt: member.inviteExpiresAt!.toISOString(),
      };
    },

    /**
     * Point 2: the invited person, signed in with the invited address, takes their history: their
     * appointments and documents become their account's, the member row is marked handed over, and
     * the holder loses access. Audited for both accounts.
     */
    async accept(viewer: FamilyViewer & { email: string }, token: string, now = clock.now()): Promise<FamilyHandoverResult> {
      const found = await invitationOf(token, now);
      requireInvitee(viewer, found);
      return db.transaction(async (tx) => {
        const txRepo = createFamilyRepository(tx);
        const member = await txRepo.lockById(found.id);
        // Accepted by a concurrent request meanwhile, or withdrawn.
        if (!member || member.handedOverAt || member.inviteTokenHash !== found.inviteTokenHash) throw new AppError(404, f.inviteNotFound);
        const moved = await handOver(tx, { memberId: member.id, holderId: member.holderId, accountId: viewer.id, now });
        await txRepo.update(member.id, { accountId: viewer.id, handedOverAt: now, inviteTokenHash: null, inviteExpiresAt: null, updatedAt: now });
        const details = { familyMemberId: member.id, appointments: moved.appointments, documents: moved.documents, accountId: viewer.id };
        // In the holder's access log (their data left them) and in the new account's (its history arrived).
        await audit.record({ actorId: viewer.id, actorRole: 'patient', subjectId: member.holderId, action: 'family.handover', targetId: member.id, details }, tx);
        await audit.record({ actorId: viewer.id, actorRole: 'patient', subjectId: viewer.id, action: 'family.handover', targetId: member.id, details }, tx);
        return moved;
      });
    },

    /**
     * Booking for a member (the appointments feature): the holder's own member they still act for;
     * 404 for anyone else's, 409 once handed over.
     */
    async memberForBooking(holderId: string, memberId: string): Promise<MemberForBooking> {
      const member = requireActingHolder({ id: holderId }, await repo.byId(memberId));
      return { id: member.id, nome: member.nome, cognome: member.cognome, relationship: member.relationship, birthDate: member.birthDate };
    },

    /** The holder's members, for Igea (the names and relationships it matches a question against). */
    async membersOf(holderId: string): Promise<FamilyMemberRow[]> {
      return (await repo.ofHolder(holderId)).map((r) => r.row).filter((r) => !r.handedOverAt);
    },

    /** Demo data: a member of `holderId` as given (the seed's child), no checks beyond the table's. */
    importMember: (holderId: string, input: Pick<FamilyMemberRow, 'nome' | 'cognome' | 'birthDate' | 'relationship' | 'codiceFiscale'>, now = clock.now()) =>
      repo.insert({ id: randomUUID(), holderId, ...input, createdAt: now, updatedAt: now }),

    stateOf,
  };
}
export type FamilyService = ReturnType<typeof createFamilyService>;
