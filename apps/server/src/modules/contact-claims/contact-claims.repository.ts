import { and, count, eq, isNull, ne, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments } from '../../db/schema/appointments';
import { contactClaims } from '../../db/schema/contact-claims';
import { users } from '../../db/schema/users';
import { phoneMatches } from '../users/practice-contacts';

export type ContactClaimRow = typeof contactClaims.$inferSelect;

/**
 * What an offer shows: the name the practice wrote and how many visits. Not the doctor nor the dates: at a
 * shared phone the offer may reach someone else, and which doctor a person sees is health data (ADR 0039).
 */
export interface OfferRow {
  id: string;
  contactName: string;
  visits: number;
}

/** The account asking: its id, its own address, the key (`phoneKey`) of its verified phone. */
export interface Claimant {
  accountId: string;
  email: string;
  phoneKey: string;
}

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
    async offers(claimant: Claimant, contactId?: string): Promise<OfferRow[]> {
      return db
        .select({ id: users.id, contactName: users.displayName, visits: count(appointments.id) })
        .from(users)
        .innerJoin(appointments, eq(appointments.patientId, users.id))
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
        .groupBy(users.id)
        .orderBy(users.createdAt, users.id)
        .limit(20);
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
