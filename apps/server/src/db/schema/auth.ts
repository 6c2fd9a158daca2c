import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
