import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Issue 30 point 3: a doctor's collaborators ('Segreteria'). A row is an invitation to an address
 * ('invited'), then the account that accepted it ('active'), until the doctor revokes it
 * ('revoked'). Every staff request reads its row (plugins/access.ts): a revocation holds from the
 * very next request, on every instance. Only the SHA-256 of the invitation link's token is stored,
 * written by the e-mail job that makes the link.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: text('id').primaryKey(),
    doctorId: text('doctor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address invited, lower case. */
    email: text('email').notNull(),
    accountId: text('account_id').references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['invited', 'active', 'revoked'] }).notNull(),
    /** 'Accesso clinico': intake answers, notes and documents of the doctor's patients. */
    clinical: boolean('clinical').notNull().default(false),
    tokenHash: text('token_hash'),
    tokenExpiresAt: timestamptz('token_expires_at'),
    invitedAt: timestamptz('invited_at').notNull(),
    acceptedAt: timestamptz('accepted_at'),
    revokedAt: timestamptz('revoked_at'),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    index('staff_members_doctor_idx').on(t.doctorId, t.invitedAt),
    uniqueIndex('staff_members_token_key').on(t.tokenHash),
    // One live invitation or membership per doctor and address, and per doctor and account.
    uniqueIndex('staff_members_live_email_key').on(t.doctorId, t.email).where(sql`${t.status} <> 'revoked'`),
    uniqueIndex('staff_members_live_account_key').on(t.doctorId, t.accountId).where(sql`${t.status} <> 'revoked'`),
    // The access check of every staff request: (account, doctor) of active rows.
    index('staff_members_account_idx').on(t.accountId).where(sql`${t.status} = 'active'`),
    check('staff_members_status_check', sql`${t.status} in ('invited', 'active', 'revoked')`),
    check('staff_members_email_lower_check', sql`${t.email} = lower(${t.email})`),
  ],
);

export type StaffMemberRow = typeof staffMembers.$inferSelect;
