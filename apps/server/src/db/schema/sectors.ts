import { boolean, pgTable, text } from 'drizzle-orm/pg-core';

/** Fields of medicine a doctor declares competence in (spec §3 Sector). Reference data. */
export const sectors = pgTable('sectors', {
  /** A readable slug, e.g. 'cardiologia'. */
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  active: boolean('active').notNull().default(true),
});
