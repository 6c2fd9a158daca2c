import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A webhook endpoint (issue 31 point 4): a doctor's, for their own practice's events ('practice',
 * `doctor_id` = the owner), or the admin's, for the whole platform ('platform', no doctor). The
 * signing secret must be read back to sign, so it is sealed (lib/secret-box, the endpoint's id as
 * context), never hashed; a rotated secret stays valid, and is signed with too, until
 * `previous_secret_until`.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope', { enum: ['practice', 'platform'] }).notNull(),
    doctorId: text('doctor_id').references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: text('events').array().notNull(),
    secretSealed: text('secret_sealed').notNull(),
    previousSecretSealed: text('previous_secret_sealed'),
    previousSecretUntil: timestamptz('previous_secret_until'),
    enabled: integer('enabled').notNull().default(1),
    /** The first failed attempt since the last success; three days of failures disable the endpoint. */
    failingSince: timestamptz('failing_since'),
    disabledAt: timestamptz('disabled_at'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    index('webhook_endpoints_doctor_idx').on(t.doctorId),
    index('webhook_endpoints_owner_idx').on(t.ownerId, t.createdAt),
    check('webhook_endpoints_scope_check', sql`(${t.scope} = 'practice') = (${t.doctorId} is not null)`),
  ],
);

/**
 * One event for one endpoint: its `id` is the message's `webhook-id`, the same on every attempt and
 * on a replay. `payload` holds ids and times only (never intake answers, notes or health data).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** pending (queued or retrying), succeeded, failed (attempts spent or endpoint disabled). */
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    responseCode: integer('response_code'),
    createdAt: timestamptz('created_at').notNull(),
    lastAttemptAt: timestamptz('last_attempt_at'),
  },
  (t) => [index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt)],
);
