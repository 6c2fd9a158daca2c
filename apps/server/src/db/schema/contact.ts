import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A message sent from the landing's contact form (spec §2 only simulated it; docs/ux-choices.md).
 * Kept so that it is not lost if the e-mail to CONTACT_TO fails; the `contact-mail` job sends it.
 * `ip_hash` is a keyed hash of the sender's address, never the address itself: it is only counted
 * for the per-address throttle (the rows of the last hour).
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: text('id').primaryKey(),
    nome: text('nome').notNull(),
    cognome: text('cognome').notNull(),
    email: text('email').notNull(),
    telefono: text('telefono'),
    note: text('note'),
    ipHash: text('ip_hash').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('contact_messages_ip_created_idx').on(t.ipHash, t.createdAt)],
);
