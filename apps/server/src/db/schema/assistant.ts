import type { ChatSource } from '@sanity/shared/schemas/chat';
import { sql } from 'drizzle-orm';
import { check, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { articles } from './articles';
import { users } from './users';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Igea's conversation with each user (spec §3 History item), kept on the server so it survives a
 * reload and can be cleared (GDPR). `sources` are the links an answer named; `answered_by` says
 * which path wrote it ('builtin', 'model', 'emergency'); `intent` what the built-in path understood
 * (for the quality figures, never shown). Counting a user's rows of the last minute / day is the
 * rate limit, so it holds across instances.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    sources: jsonb('sources').$type<ChatSource[]>().notNull().default([]),
    answeredBy: text('answered_by'),
    intent: text('intent'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    check('chat_messages_role_check', sql`${t.role} in ('user', 'assistant')`),
    index('chat_messages_user_created_idx').on(t.userId, t.createdAt, t.id),
  ],
);

/**
 * Igea's retrieval index: each published article or therapy cut into passages of a few sentences,
 * with their Italian full text. Kept up to date by the `assistant-index` job (enqueued in the same
 * transaction as every save of an article); rows of an article that is no longer published are
 * deleted by that job, and every read joins `articles` with the same read rule as the article API,
 * so a stale row can never show content to someone who may not read it.
 * `source_updated_at` is the article's `updated_at` the passages were cut from.
 */
export const assistantPassages = pgTable(
  'assistant_passages',
  {
    articleId: text('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    ordinal: integer('ordinal').notNull(),
    text: text('text').notNull(),
    sourceUpdatedAt: timestamptz('source_updated_at').notNull(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(sql`to_tsvector('italian'::regconfig, "text")`),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.ordinal] }),
    // The same pending-list limit as the articles' search indexes (see articles.ts).
    index('assistant_passages_search_idx').using('gin', t.searchVector).with({ gin_pending_list_limit: 64 }),
  ],
);
