import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Personal access tokens (issue 31 point 3): an account's named keys for the FHIR API and the
 * webhook API, never for the app's own routes. Only the SHA-256 of the token is kept (`token_hash`);
 * `prefix` is its first characters, shown in the list so that its owner recognises it.
 */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 'appointments:read', 'agenda:read', 'webhooks:manage' (packages/shared/src/domain/tokens/scopes.ts). */
    scopes: text('scopes').array().notNull(),
    tokenHash: text('token_hash').notNull(),
    prefix: text('prefix').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    /** Written at most once a minute (tokens.service.ts). */
    lastUsedAt: timestamptz('last_used_at'),
    expiresAt: timestamptz('expires_at'),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [
    uniqueIndex('access_tokens_hash_idx').on(t.tokenHash),
    index('access_tokens_user_idx').on(t.userId, t.createdAt),
    check('access_tokens_scopes_check', sql`cardinality(${t.scopes}) > 0`),
  ],
);
