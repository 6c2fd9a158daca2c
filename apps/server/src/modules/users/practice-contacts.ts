import { randomUUID } from 'node:crypto';
import { defaultUserid } from '@sanity/shared/domain/names';
import { phoneKey } from '@sanity/shared/domain/staff/staff-rules';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments } from '../../db/schema/appointments';
import { phoneDigits, users } from '../../db/schema/users';

/** The placeholder addresses of contacts: `.invalid` is reserved (RFC 2606) and never delivered. */
export const CONTACT_EMAIL_DOMAIN = 'contatti.invalid';

/**
 * SQL: the address a person's row may show anyone: an account's own, a contact's given address, or
 * null for a contact without one. Never the placeholder (ADR 0036).
 */
export function shownEmail(u: typeof users) {
  return sql<string | null>`case when ${u.isContact} then ${u.contactEmail} else ${u.email} end`;
}

/** SQL: the phone column's digits equal the key, with or without the Italian prefix (`phoneKey`); served by `users_telefono_digits_idx`. */
export function phoneMatches(column: typeof users.telefono, key: string) {
  const digits = phoneDigits(column);
  return sql`${digits} in (${key}, ${`39${key}`}, ${`0039${key}`})`;
}

export interface NewContact {
  doctorId: string;
  nome: string;
  cognome: string;
  phone: string;
  email: string | null;
}

/**
 * Issue 30 point 4 (ADR 0036): a patient record that a practice makes for someone who phoned and
 * has no account. A `users` row with `is_contact`, no password, no Google link and a placeholder
 * address, so that appointments, /crm, reminders and the audit log treat it as any patient; the
 * address given (if any) is `contact_email`. Claimed by the person's own account once they verify
 * that address (`claimable`).
 */
export function createPracticeContacts(db: Db) {
  return {
    /** An account or contact that already holds this e-mail or phone number: the practice must pick it instead. */
    async conflictOf(email: string | null, phone: string): Promise<string | null> {
      const key = phoneKey(phone);
      const byEmail = email ? or(and(eq(users.isContact, false), eq(users.email, email)), eq(users.contactEmail, email)) : undefined;
      const byPhone = key ? phoneMatches(users.telefono, key) : undefined;
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'user'), isNull(users.erasedAt), or(byEmail, byPhone)))
        .limit(1);
      return row?.id ?? null;
    },

    /**
     * The contact this practice made in a booking sent with this Idempotency-Key, if any: a retried
     * new-contact booking (a lost answer) is the same request, answered as the first was.
     */
    async madeWithKey(doctorId: string, idempotencyKey: string): Promise<string | null> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .innerJoin(appointments, and(eq(appointments.patientId, users.id), eq(appointments.idempotencyKey, idempotencyKey)))
        .where(and(eq(users.isContact, true), eq(users.contactOf, doctorId), eq(appointments.doctorId, doctorId)))
        .limit(1);
      return row?.id ?? null;
    },

    /** Writes the contact in `tx` (the booking's transaction); its id. */
    async create(tx: Db, contact: NewContact, now: Date, id: string = randomUUID()): Promise<string> {
      const name = `${contact.nome} ${contact.cognome}`;
      await tx.insert(users).values({
        id,
        role: 'user',
        name,
        displayName: name,
        nome: contact.nome,
        cognome: contact.cognome,
        email: `contatto-${id}@${CONTACT_EMAIL_DOMAIN}`,
        passwordHash: null,
        telefono: contact.phone,
        userid: defaultUserid(id),
        isContact: true,
        contactOf: contact.doctorId,
        contactEmail: contact.email,
        createdAt: now,
        updatedAt: now,
      });
      return id;
    },

    /** The contacts an account with this verified address may claim (not erased), read in `tx`. */
    async claimable(email: string, tx: Db = db): Promise<string[]> {
      const rows = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.isContact, true), eq(users.contactEmail, email.toLowerCase()), isNull(users.erasedAt)))
        .limit(50);
      return rows.map((r) => r.id);
    },

    /**
     * Claimed contacts keep their (now empty) row, never deleted: rows of other features may still
     * name it; without its address it receives nothing and is claimed by nobody else.
     */
    async markClaimed(tx: Db, ids: readonly string[], now: Date): Promise<void> {
      if (ids.length > 0) await tx.update(users).set({ contactEmail: null, claimedAt: now, updatedAt: now }).where(and(inArray(users.id, [...ids]), eq(users.isContact, true)));
    },
  };
}
export type PracticeContacts = ReturnType<typeof createPracticeContacts>;
