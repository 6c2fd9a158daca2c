import { randomUUID } from 'node:crypto';
import { boolean, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Membership plans (spec §3 Membership): the Pro plan offered to doctors. */
export const memberships = pgTable('memberships', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  active: boolean('active').notNull().default(true),
  privileges: text('privileges').array().notNull().default([]),
  /** Euro per month. */
  price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  discountedPrice: numeric('discounted_price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  /** Length of the launch offer. */
  offerDays: integer('offer_days').notNull(),
});

export const membershipActivations = pgTable(
  'membership_activations',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    membershipId: text('membership_id')
      .notNull()
      .references(() => memberships.id),
    activatedAt: timestamptz('activated_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [
    index('membership_activations_user_idx').on(t.userId, t.membershipId, t.expiresAt),
    index('membership_activations_expires_idx').on(t.expiresAt),
  ],
);
