import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Every file stored for a user (avatars, article images and documents), with its size: what the
 * per-account storage quota sums (issue 12). `url` is the /media/ URL the file is served at.
 * Written with the upload and deleted with the file.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    url: text('url').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('stored_files_owner_idx').on(t.ownerId)],
);
