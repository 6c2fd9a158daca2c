import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * ADR 0039: an account's answer to the offer of a practice's phone-only contact (its verified phone
 * matched the contact's): 'accepted' (the contact's visits moved to the account, like the e-mail
 * claim of ADR 0036) or 'declined' (never offered to this account again). One answer per pair.
 * In the account's export; deleted with its erasure.
 */
export const contactClaims = pgTable(
  'contact_claims',
  {
    contactId: text('contact_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    decision: text('decision', { enum: ['accepted', 'declined'] }).notNull(),
    decidedAt: timestamptz('decided_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.contactId, t.accountId] }),
    index('contact_claims_account_idx').on(t.accountId),
    check('contact_claims_decision_check', sql`${t.decision} in ('accepted', 'declined')`),
  ],
);
