import { and, asc, count, eq, gt, gte, inArray, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments } from '../../db/schema/appointments';
import { familyMembers } from '../../db/schema/family';
import { waitlistEntries, waitlistOffers, type WaitlistEntryRow, type WaitlistOfferRow } from '../../db/schema/schedule';
import { users } from '../../db/schema/users';

export type NewEntryRow = typeof waitlistEntries.$inferInsert;

/**
 * An active entry that may be offered a time, with the start of the appointment it would move.
 * The entry names that appointment by foreign key; reading its start and state here (the same
 * statement) keeps an offer from going to an entry whose appointment was cancelled or has passed.
 */
export type CandidateEntry = WaitlistEntryRow & { appointmentStartsAt: Date | null };

/** Issue 30: the family member an entry is for (null: the patient themself), as the lists and offers name them. */
export type EntryMember = { id: string; nome: string; cognome: string; relationship: (typeof familyMembers.$inferSelect)['relationship']; birthDate: string };
export type ListedEntry = CandidateEntry & { member: EntryMember | null };
export type OfferWithEntry = WaitlistOfferRow & { entry: WaitlistEntryRow; member: EntryMember | null };
const memberColumns = { id: familyMembers.id, nome: familyMembers.nome, cognome: familyMembers.cognome, relationship: familyMembers.relationship, birthDate: familyMembers.birthDate };

/** The held appointment of an entry: still to come and not cancelled. */
const heldAppointment = (now: Date) =>
  sql`exists (select 1 from ${appointments} a where a.id = ${waitlistEntries.appointmentId} and a.status <> 'annullato' and a.starts_at > ${now.toISOString()}::timestamptz)`;

/** The waiting list's queries (issue 25): `db` may be a transaction. */
export function createWaitlistRepository(db: Db) {
  async function offerWhere(condition: SQL): Promise<OfferWithEntry | undefined> {
    const [row] = await db
      .select({ offer: waitlistOffers, entry: waitlistEntries, member: memberColumns })
      .from(waitlistOffers)
      .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId))
      .leftJoin(familyMembers, eq(familyMembers.id, waitlistEntries.familyMemberId))
      .where(condition)
      .limit(1);
    return row ? { ...row.offer, entry: row.entry, member: row.member } : undefined;
  }

  return {
    /** Serialises the writes about one key (a patient's entries, a doctor's offers) across instances, until the transaction ends. */
    async lock(key: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`waitlist:${key}`}, 0))`);
    },

    async insertEntry(row: NewEntryRow): Promise<WaitlistEntryRow> {
      const [inserted] = await db.insert(waitlistEntries).values(row).returning();
      return inserted!;
    },

    /** Active entries that still count: not past their date. */
    async countActiveOf(patientId: string, today: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(waitlistEntries)
        .where(and(eq(waitlistEntries.patientId, patientId), eq(waitlistEntries.status, 'active'), gte(waitlistEntries.untilDate, today)));
      return row?.n ?? 0;
    },

    async activeForAppointment(appointmentId: string, today: string): Promise<WaitlistEntryRow | undefined> {
      const [row] = await db
        .select()
        .from(waitlistEntries)
        .where(and(eq(waitlistEntries.appointmentId, appointmentId), eq(waitlistEntries.status, 'active'), gte(waitlistEntries.untilDate, today)))
        .limit(1);
      return row;
    },

    /** The patient's active entries, oldest first; at most the limit of active entries, so one page. */
    async activeOf(patientId: string, today: string, limit: number): Promise<ListedEntry[]> {
      const rows = await db
        .select({ entry: waitlistEntries, appointmentStartsAt: appointments.startsAt, member: memberColumns })
        .from(waitlistEntries)
        .leftJoin(appointments, eq(appointments.id, waitlistEntries.appointmentId))
        .leftJoin(familyMembers, eq(familyMembers.id, waitlistEntries.familyMemberId))
        .where(and(eq(waitlistEntries.patientId, patientId), eq(waitlistEntries.status, 'active'), gte(waitlistEntries.untilDate, today)))
        .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
        .limit(limit);
      return rows.map((r) => ({ ...r.entry, appointmentStartsAt: r.appointmentStartsAt, member: r.member }));
    },

    async findEntry(id: string): Promise<WaitlistEntryRow | undefined> {
      const [row] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id)).limit(1);
      return row;
    },

    /** Ends an active entry ('left' or 'fulfilled'); false when it was no longer active. */
    async endEntry(id: string, status: 'left' | 'fulfilled', now: Date): Promise<boolean> {
      const rows = await db
        .update(waitlistEntries)
        .set({ status, endedAt: now })
        .where(and(eq(waitlistEntries.id, id), eq(waitlistEntries.status, 'active')))
        .returning({ id: waitlistEntries.id });
      return rows.length > 0;
    },

    /** Issue 30: a family member's active entries become 'ended' (handed over: the holder no longer books for them); how many. */
    async endOfMember(familyMemberId: string, now: Date): Promise<number> {
      const rows = await db
        .update(waitlistEntries)
        .set({ status: 'ended', endedAt: now })
        .where(and(eq(waitlistEntries.familyMemberId, familyMemberId), eq(waitlistEntries.status, 'active')))
        .returning({ id: waitlistEntries.id });
      return rows.length;
    },

    /** Entries past their date, or whose appointment was cancelled or has started, become 'ended'; how many. */
    async endStale(today: string, now: Date, limit: number): Promise<number> {
      const stale = db
        .select({ id: waitlistEntries.id })
        .from(waitlistEntries)
        .where(
          and(
            eq(waitlistEntries.status, 'active'),
            or(lt(waitlistEntries.untilDate, today), and(sql`${waitlistEntries.appointmentId} is not null`, sql`not ${heldAppointment(now)}`)),
          ),
        )
        .limit(limit)
        .for('update', { skipLocked: true });
      const rows = await db.update(waitlistEntries).set({ status: 'ended', endedAt: now }).where(inArray(waitlistEntries.id, stale)).returning({ id: waitlistEntries.id });
      return rows.length;
    },

    /** Patients waiting for a doctor now (active entries not past their date). */
    async countWaitingFor(doctorId: string, today: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(distinct ${waitlistEntries.patientId})::int` })
        .from(waitlistEntries)
        .where(and(eq(waitlistEntries.doctorId, doctorId), eq(waitlistEntries.status, 'active'), gte(waitlistEntries.untilDate, today)));
      return row?.n ?? 0;
    },

    /**
     * The doctor's entries that may be offered a time now, in creation order: active, not past
     * `today`, the patient's address verified (offers travel by e-mail only), the appointment to
     * move still held, and no offer of theirs still open (one offer at a time per entry).
     */
    async candidates(doctorId: string, today: string, now: Date): Promise<CandidateEntry[]> {
      const rows = await db
        .select({ entry: waitlistEntries, appointmentStartsAt: appointments.startsAt })
        .from(waitlistEntries)
        .innerJoin(users, eq(users.id, waitlistEntries.patientId))
        .leftJoin(appointments, eq(appointments.id, waitlistEntries.appointmentId))
        .where(
          and(
            eq(waitlistEntries.doctorId, doctorId),
            eq(waitlistEntries.status, 'active'),
            gte(waitlistEntries.untilDate, today),
            sql`${users.emailVerifiedAt} is not null`,
            eq(users.isDisabled, false),
            isNull(users.erasedAt),
            or(isNull(waitlistEntries.appointmentId), heldAppointment(now)),
            sql`not exists (select 1 from ${waitlistOffers} o where o.entry_id = ${waitlistEntries.id} and o.status = 'offered' and o.expires_at > ${now.toISOString()}::timestamptz)`,
          ),
        )
        .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
      return rows.map((r) => ({ ...r.entry, appointmentStartsAt: r.appointmentStartsAt }));
    },

    /** Offers of a doctor's time: how many are still open, and which entries were ever offered it. */
    async offersOfTime(doctorId: string, startsAt: Date, now: Date): Promise<{ open: number; entryIds: Set<string> }> {
      const rows = await db
        .select({ entryId: waitlistOffers.entryId, status: waitlistOffers.status, expiresAt: waitlistOffers.expiresAt })
        .from(waitlistOffers)
        .where(and(eq(waitlistOffers.doctorId, doctorId), eq(waitlistOffers.startsAt, startsAt)));
      return { open: rows.filter((r) => r.status === 'offered' && r.expiresAt > now).length, entryIds: new Set(rows.map((r) => r.entryId)) };
    },

    /** One offer per entry and time (unique key): a second writer inserts nothing and gets null. */
    async insertOffer(row: typeof waitlistOffers.$inferInsert): Promise<WaitlistOfferRow | null> {
      const [inserted] = await db.insert(waitlistOffers).values(row).onConflictDoNothing().returning();
      return inserted ?? null;
    },

    /** An offer with its entry and the family member it is for (null: the patient themself). */
    async findOffer(id: string): Promise<OfferWithEntry | undefined> {
      return offerWhere(eq(waitlistOffers.id, id));
    },

    async findOfferByHash(tokenHash: string): Promise<OfferWithEntry | undefined> {
      return offerWhere(eq(waitlistOffers.tokenHash, tokenHash));
    },

    /** Puts the hash of the link being sent on a still open offer; false when it is no longer open. */
    async setTokenHash(id: string, tokenHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(waitlistOffers)
        .set({ tokenHash })
        .where(and(eq(waitlistOffers.id, id), eq(waitlistOffers.status, 'offered'), gt(waitlistOffers.expiresAt, now)))
        .returning({ id: waitlistOffers.id });
      return rows.length > 0;
    },

    /** An open offer past its time becomes 'expired'; null when it was decided meanwhile. */
    async expire(id: string, now: Date): Promise<WaitlistOfferRow | null> {
      const [row] = await db
        .update(waitlistOffers)
        .set({ status: 'expired', decidedAt: now })
        .where(and(eq(waitlistOffers.id, id), eq(waitlistOffers.status, 'offered'), lte(waitlistOffers.expiresAt, now)))
        .returning();
      return row ?? null;
    },

    async markGone(id: string, now: Date): Promise<void> {
      await db.update(waitlistOffers).set({ status: 'gone', decidedAt: now }).where(and(eq(waitlistOffers.id, id), eq(waitlistOffers.status, 'offered')));
    },

    /** The accepted offer (an open one, or one that expired while its booking was being made). */
    async markAccepted(id: string, now: Date): Promise<void> {
      await db
        .update(waitlistOffers)
        .set({ status: 'accepted', decidedAt: now })
        .where(and(eq(waitlistOffers.id, id), inArray(waitlistOffers.status, ['offered', 'expired'])));
    },

    /** The other open offers of the same time become 'gone'; their ids (each patient is told). */
    async othersGone(doctorId: string, startsAt: Date, acceptedId: string, now: Date): Promise<string[]> {
      const rows = await db
        .update(waitlistOffers)
        .set({ status: 'gone', decidedAt: now })
        .where(and(eq(waitlistOffers.doctorId, doctorId), eq(waitlistOffers.startsAt, startsAt), eq(waitlistOffers.status, 'offered'), ne(waitlistOffers.id, acceptedId)))
        .returning({ id: waitlistOffers.id });
      return rows.map((r) => r.id);
    },
  };
}

export type WaitlistRepository = ReturnType<typeof createWaitlistRepository>;
