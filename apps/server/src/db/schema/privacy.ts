import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Which version of which document an account accepted, and when (issue 13, consent). One row per
 * document and version: accepting again the same version changes nothing.
 */
export const userConsents = pgTable(
  'user_consents',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    document: text('document', { enum: ['terms', 'doctor-terms'] }).notNull(),
    version: text('version').notNull(),
    acceptedAt: timestamptz('accepted_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.document, t.version] }),
    check('user_consents_document_check', sql`${t.document} in ('terms', 'doctor-terms')`),
  ],
);

/**
 * Who read or changed whose data (issue 13): every read of a patient's data by a doctor or an
 * admin, and every admin action. Ids only, no names or e-mails, and no foreign keys: an entry
 * outlives the accounts it names (a deleted account's id no longer identifies anyone). Kept for
 * the retention period of docs/privacy.md, then deleted by the retention job.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamptz('at').notNull(),
    actorId: text('actor_id').notNull(),
    actorRole: text('actor_role', { enum: ['doctor', 'admin', 'patient', 'system', 'staff'] }).notNull(),
    /** Issue 30: whom the actor acted for (the doctor whose practice a 'staff' account works for); null when for itself. */
    onBehalfOf: text('on_behalf_of'),
    /** The account whose data was read or changed; null for actions on platform data (a sector, a plan). */
    subjectId: text('subject_id'),
    action: text('action').notNull(),
    /** The record concerned (an appointment, a sector, a job), when there is one. */
    targetId: text('target_id'),
    details: jsonb('details').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
  },
  (t) => [
    index('audit_log_subject_at_idx').on(t.subjectId, t.at),
    index('audit_log_actor_at_idx').on(t.actorId, t.at),
    index('audit_log_at_idx').on(t.at),
  ],
);

/** Platform settings an admin changes at run time (the notification settings), one JSON value per key. */
export const platformSettings = pgTable('platform_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
  updatedBy: text('updated_by'),
});
