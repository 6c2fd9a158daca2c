import { and, count, eq, isNull, ne, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { appointments } from '../../db/schema/appointments';
import { contactClaims } from '../../db/schema/contact-claims';
import { users } from '../../db/schema/users';
import { phoneMatches } from '../users/practice-contacts';

export type ContactClaimRow = typeof contactClaims.$inferSelect;

/** What an offer shows: who made the record, its name, how many visits and the next one. Nothing clinical. */
export interface OfferRow {
  id: string;
  contactName: string;
  doctor: { displayName: string; name: string; nome: string; cognome: string } | null;
  visits: number;
  nextVisitAt: Date | null;
}

/** The account asking: its id, its own address, the key (`phoneKey`) of its verified phone. */
export interface Claimant {
  accountId: string;
  email: string;
  phoneKey: string;
}

const doctor = alias(users, 'contact_doctor');

/** The contacts, offers and answers of ADR 0039, read and written in `db` (a transaction when given one). */
export function createContactClaimsRepository(db: Db) {
  return {
    /**
     * The practice contacts the claimant may be offered now: made by a practice (`is_contact`), not
     * erased, not claimed, with visits, whose phone matches the verified one (`phoneMatches`: the
     * duplicate check's and the staff search's normalisation, on its index), without an address or
     * with the claimant's own (another address belongs to the e-mail claim), and not answered by
     * this account yet. `contactId` narrows it to one.
     */
    async offers(claimant: Claimant, now: Date, contactId?: string): Promise<OfferRow[]> {
      const rows = await db
        .select({
          id: users.id,
          contactName: users.displayName,
          doctorId: doctor.id,
          doctorDisplayName: doctor.displayName,
          doctorName: doctor.name,
          doctorNome: doctor.nome,
          doctorCognome: doctor.cognome,
          visits: count(appointments.id),
          nextVisitAt: sql<Date | null>`min(case when ${appointments.status} <> 'annullato' and ${appointments.startsAt} > ${now} then ${appointments.startsAt} end)`.mapWith(appointments.startsAt),
        })
        .from(users)
        .innerJoin(appointments, eq(appointments.patientId, users.id))
        .leftJoin(doctor, eq(doctor.id, users.contactOf))
        .where(
          and(
            phoneMatches(users.telefono, claimant.phoneKey),
            eq(users.isContact, true),
            isNull(users.erasedAt),
            isNull(users.claimedAt),
            ne(users.id, claimant.accountId),
            contactId === undefined ? undefined : eq(users.id, contactId),
            or(isNull(users.contactEmail), eq(users.contactEmail, claimant.email.toLowerCase())),
            notExists(
              db
                .select({ one: sql`1` })
                .from(contactClaims)
                .where(and(eq(contactClaims.contactId, users.id), eq(contactClaims.accountId, claimant.accountId))),
            ),
          ),
        )
        .groupBy(users.id, doctor.id)
        .orderBy(users.createdAt, users.id)
        .limit(20);
      return rows.map((r) => ({
        id: r.id,
        contactName: r.contactName,
        doctor: r.doctorId ? { displayName: r.doctorDisplayName ?? '', name: r.doctorName ?? '', nome: r.doctorNome ?? '', cognome: r.doctorCognome ?? '' } : null,
        visits: r.visits,
        nextVisitAt: r.nextVisitAt,
      }));
    },

    /** The contact row locked for this transaction: two accounts sharing a phone claim it one after the other. */
    async lockContact(contactId: string): Promise<{ id: string; claimedAt: Date | null } | undefined> {
      const [row] = await db.select({ id: users.id, claimedAt: users.claimedAt }).from(users).where(and(eq(users.id, contactId), eq(users.isContact, true))).limit(1).for('update');
      return row;
    },

    async answerOf(contactId: string, accountId: string): Promise<ContactClaimRow | undefined> {
      const [row] = await db.select().from(contactClaims).where(and(eq(contactClaims.contactId, contactId), eq(contactClaims.accountId, accountId))).limit(1);
      return row;
    },

    async saveAnswer(row: ContactClaimRow): Promise<void> {
      await db.insert(contactClaims).values(row).onConflictDoNothing();
    },

    /** The account's answers, oldest first (its export). */
    ofAccount(accountId: string): Promise<ContactClaimRow[]> {
      return db.select().from(contactClaims).where(eq(contactClaims.accountId, accountId)).orderBy(contactClaims.decidedAt);
    },

    async eraseOfAccount(accountId: string): Promise<void> {
      await db.delete(contactClaims).where(eq(contactClaims.accountId, accountId));
    },
  };
}
