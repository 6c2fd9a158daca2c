import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { sectors } from './sectors';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The lower-cased text the doctors directory searches: name, specialization and biography joined
 * by spaces. The trigram index below is built on exactly this expression, so a query must use it
 * verbatim to be served by the index (see modules/users/users.repository.ts).
 */
export function doctorSearchText(t: { name: AnyPgColumn; specialization: AnyPgColumn; biografia: AnyPgColumn }): SQL {
  return sql`lower(${t.name} || ' ' || coalesce(${t.specialization}, '') || ' ' || coalesce(${t.biografia}, ''))`;
}

/**
 * The digits of a phone column ('+39 340 555 6666' → '393405556666'), the form the practice's look-up
 * by exact phone compares (`phoneMatches`, modules/users/practice-contacts.ts). The index
 * `users_telefono_digits_idx` is built on exactly this expression, so a query must use it verbatim.
 */
export function phoneDigits(column: AnyPgColumn): SQL {
  return sql`regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g')`;
}

/** Spec §3 User / doctor. created_at doubles as the spec's dataRegistrazione. */
export const users = pgTable(
  'users',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    role: text('role', { enum: ['user', 'doctor', 'professionista'] }).notNull().default('user'),
    /** 1 means admin (spec §3). */
    admin: integer('admin').notNull().default(0),
    name: text('name').notNull(),
    displayName: text('display_name').notNull(),
    nome: text('nome').notNull().default(''),
    cognome: text('cognome').notNull().default(''),
    /** Always stored lower case. */
    email: text('email').notNull(),
    /** Null for accounts that only sign in with Google. */
    passwordHash: text('password_hash'),
    telefono: text('telefono'),
    avatar: text('avatar'),
    userid: text('userid').notNull(),
    indirizzo: text('indirizzo'),
    cap: text('cap'),
    citta: text('citta'),
    provincia: text('provincia'),
    specialization: text('specialization'),
    /** A doctor's registration with the Ordine (issue 24): `license_number` is the Albo number, this the Ordine's province (sigla, 'MI'). */
    licenseNumber: text('license_number'),
    licenseProvince: text('license_province'),
    biografia: text('biografia'),
    isVerified: boolean('is_verified').notNull().default(false),
    /**
     * When the account's e-mail was last proven to reach its owner (a verification link followed,
     * or Google's `email_verified`); null until then. Distinct from `is_verified` (a doctor checked
     * by an admin). What is granted by e-mail (private content) needs this (ADR 0012).
     */
    emailVerifiedAt: timestamptz('email_verified_at'),
    /**
     * A doctor's review by an admin (issue 13, ADR 0013): approved is `is_verified`; rejected has
     * a reason; pending is neither. Only approved doctors are listed, booked and publish.
     */
    doctorReviewedAt: timestamptz('doctor_reviewed_at'),
    doctorRejectionReason: text('doctor_rejection_reason'),
    /**
     * An approved doctor's corrected nome and cognome (issue 24), waiting for an admin: patients keep
     * seeing the old name until it is approved. Both null when nothing waits.
     */
    pendingNome: text('pending_nome'),
    pendingCognome: text('pending_cognome'),
    isDisabled: boolean('is_disabled').notNull().default(false),
    /** Why and when an admin disabled the account (shown to admins only). */
    disabledAt: timestamptz('disabled_at'),
    disabledReason: text('disabled_reason'),
    /**
     * Set when the owner deleted the account (GDPR art. 17): the row stays as a tombstone without
     * personal data so that the doctor's anonymised appointments keep their key (ADR 0014).
     */
    erasedAt: timestamptz('erased_at'),
    googleSub: text('google_sub'),
    /**
     * Issue 30 (ADR 0036): a patient record a practice made for someone who phoned, without an
     * account (`is_contact`); `contact_of` is the doctor whose practice made it. Its `email` is a placeholder nobody can receive
     * (`contatto-<id>@contatti.invalid`, no password, no Google link: nobody signs in as it);
     * `contact_email` is the address given, if any, where its booking e-mails go. The person claims
     * it (its appointments move to their account) when they sign up and verify that address.
     */
    isContact: boolean('is_contact').notNull().default(false),
    contactOf: text('contact_of').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    contactEmail: text('contact_email'),
    /**
     * When the contact was claimed by an account (ADR 0036 by its e-mail, ADR 0039 by a verified
     * phone): its visits, documents and log entries moved there; a claimed contact is offered to nobody.
     */
    claimedAt: timestamptz('claimed_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    ultimoLogin: timestamptz('ultimo_login'),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_google_sub_key').on(t.googleSub),
    index('users_contact_of_idx').on(t.contactOf).where(sql`${t.contactOf} is not null`),
    index('users_contact_email_idx').on(t.contactEmail).where(sql`${t.contactEmail} is not null`),
    index('users_role_idx').on(t.role),
    // The staff search by exact phone and a new contact's duplicate check (issue 30): an index, not a scan of every patient.
    index('users_telefono_digits_idx').on(phoneDigits(t.telefono)),
    // Doctors directory (GET /api/doctors): trigram search over name, specialization and biography,
    // and the keyset order (lower(name), id) of doctor roles. Small GIN pending list: see schema/articles.ts.
    index('users_search_trgm_idx').using('gin', sql`${doctorSearchText(t)} gin_trgm_ops`).with({ gin_pending_list_limit: 64 }),
    index('users_doctor_directory_idx')
      .on(sql`lower(${t.name})`, t.id)
      .where(sql`${t.role} in ('doctor', 'professionista')`),
    check('users_role_check', sql`${t.role} in ('user', 'doctor', 'professionista')`),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
  ],
);

/** The spec's `sectors` list of a user (doctors' fields of competence). */
export const userSectors = pgTable(
  'user_sectors',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sectorId: text('sector_id')
      .notNull()
      // A sector in use cannot be deleted, only deactivated (issue 13).
      .references(() => sectors.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.sectorId] }), index('user_sectors_sector_idx').on(t.sectorId)],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
