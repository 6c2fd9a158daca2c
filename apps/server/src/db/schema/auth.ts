import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Server-side sessions (docs/decisions/0002-server-sessions.md). */
export const sessions = pgTable(
  'sessions',
  {
    /** sha256 hex of the random token in the cookie; the raw token is never stored. */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Failed logins, counted per e-mail and per IP (docs/decisions/0003-login-throttling.md). */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_email_created_idx').on(t.email, t.createdAt),
    index('login_failures_ip_created_idx').on(t.ip, t.createdAt),
  ],
);

/**
 * Single-use links sent by e-mail (ADR 0012): `verify-email` proves an address (the account's, or
 * the new one of an e-mail change, in `email`), `reset-password` lets the owner set a new password.
 * `id` is the sha256 of the token in the link; the raw token is never stored. A link works once
 * (`used_at`) and until `expires_at`; a newer link of the same purpose replaces the older ones.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify-email', 'reset-password'] }).notNull(),
    /** The address the link was sent to (for verify-email: the address it proves). */
    email: text('email').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [
    check('account_tokens_purpose_check', sql`${t.purpose} in ('verify-email', 'reset-password')`),
    index('account_tokens_user_purpose_idx').on(t.userId, t.purpose),
    index('account_tokens_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Counters of the rate limits (@fastify/rate-limit's store, shared by every instance): one row per
 * limit and client key, counting the hits of the window that started at `window_start`.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowStart: timestamptz('window_start').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('rate_limit_hits_expires_idx').on(t.expiresAt)],
);
