import { RELATIONSHIPS } from '@sanity/shared/domain/family/relationships';
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A person in an account holder's care (issue 30 point 1): a child, an elderly parent. The holder
 * books for them and acts for them; their appointments keep `patient_id` = the holder (the contact)
 * and name them in `appointments.family_member_id`. Point 2: once of age they may be invited to an
 * account of their own (`invite_*`, only the token's hash kept); accepting moves their history to
 * that account and sets `handed_over_at` and `account_id`. Deleted with the holder's erasure.
 */
export const familyMembers = pgTable(
  'family_members',
  {
    id: text('id').primaryKey(),
    holderId: text('holder_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nome: text('nome').notNull(),
    cognome: text('cognome').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    /** Upper case, no spaces; checked for form, check character and agreement when saved. */
    codiceFiscale: text('codice_fiscale'),
    relationship: text('relationship', { enum: RELATIONSHIPS }).notNull(),
    /** The pending invitation to an account of their own: the address, the token's SHA-256, when sent, until when valid. */
    inviteEmail: text('invite_email'),
    inviteTokenHash: text('invite_token_hash'),
    invitedAt: timestamptz('invited_at'),
    inviteExpiresAt: timestamptz('invite_expires_at'),
    /** The member's own account once they accepted (null if that account is later erased); when. */
    accountId: text('account_id').references(() => users.id, { onDelete: 'set null' }),
    handedOverAt: timestamptz('handed_over_at'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    index('family_members_holder_idx').on(t.holderId),
    uniqueIndex('family_members_invite_token_idx').on(t.inviteTokenHash),
    check('family_members_relationship_check', sql.raw(`relationship in (${RELATIONSHIPS.map((r) => `'${r}'`).join(', ')})`)),
  ],
);

export type FamilyMemberRow = typeof familyMembers.$inferSelect;
