import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The versions of what public reads show (issue 27, ADR 0024): one row per scope ('directory',
 * 'articles', 'doctor:<id>', 'follows:<id>', 'favorites:<user id>', 'user:<id>'), moved forward by
 * triggers of the tables they read (migration 0019), so every write on any instance and any code
 * path changes it in the writing transaction. Each instance keeps its answers under the versions it
 * read and uses them only while one statement per request still finds the same numbers.
 */
export const readVersions = pgTable('read_versions', {
  scope: text('scope').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
