import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { appointments } from './appointments';
import { users } from './users';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One reminder of one appointment at one lead time (issue 26), claimed by the instance that queues
 * it: the primary key makes it once across instances. `starts_at` is the visit's start the reminder
 * was for, so a moved visit gets its own reminders and the old ones are recognised as stale.
 * `status`: 'queued' (its jobs are in the runner), 'sent', or 'skipped' (its moment passed while the
 * server was down and a later reminder or the visit itself was closer, or the visit changed).
 */
export const appointmentReminders = pgTable(
  'appointment_reminders',
  {
    appointmentId: text('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    startsAt: timestamptz('starts_at').notNull(),
    leadMinutes: integer('lead_minutes').notNull(),
    dueAt: timestamptz('due_at').notNull(),
    status: text('status', { enum: ['queued', 'sent', 'skipped'] }).notNull().default('queued'),
    claimedAt: timestamptz('claimed_at').notNull(),
    decidedAt: timestamptz('decided_at'),
  },
  (t) => [
    primaryKey({ columns: [t.appointmentId, t.startsAt, t.leadMinutes] }),
    check('appointment_reminders_status_check', sql`${t.status} in ('queued', 'sent', 'skipped')`),
    check('appointment_reminders_lead_check', sql`${t.leadMinutes} between 60 and 10080`),
  ],
);

/**
 * Every message handed to a channel (issue 26): its stored key suppresses a duplicate when a job
 * runs twice (delivery is at least once), and the SMS rows give each practice's daily count
 * against its cap (shown to the admin). Holds no message text: only what, to whom, when.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    key: text('key').primaryKey(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    kind: text('kind').notNull(),
    doctorId: text('doctor_id').references(() => users.id, { onDelete: 'set null' }),
    appointmentId: text('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    /** The provider's id of the message (Twilio's sid), when it gave one. */
    providerId: text('provider_id'),
    sentAt: timestamptz('sent_at').notNull(),
  },
  (t) => [
    index('notification_deliveries_doctor_day_idx').on(t.doctorId, t.sentAt).where(sql`${t.channel} = 'sms'`),
    index('notification_deliveries_sent_idx').on(t.sentAt),
    check('notification_deliveries_channel_check', sql`${t.channel} in ('email', 'sms')`),
  ],
);

/**
 * A patient's choice of reminder channels (issue 26). No row: e-mail reminders on, SMS off. The SMS
 * number is E.164 and counts only once verified by a code (`sms_phone_verified_at`).
 */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailReminders: boolean('email_reminders').notNull().default(true),
  sms: boolean('sms').notNull().default(false),
  smsPhone: text('sms_phone'),
  smsPhoneVerifiedAt: timestamptz('sms_phone_verified_at'),
  /**
   * The random secret of the opt-out link every reminder carries (made with the row, stable across
   * restarts and instances, unlike a cookie secret); a new one ends the links already sent.
   */
  optOutToken: text('opt_out_token').notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
}, (t) => [uniqueIndex('notification_preferences_opt_out_idx').on(t.optOutToken)]);

/**
 * The six-digit code proving a number reaches its owner (issue 26): only its hash is kept; it
 * expires, counts wrong attempts, and the codes sent in the current window are limited.
 */
export const phoneVerifications = pgTable('phone_verifications', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phone: text('phone').notNull(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  attempts: integer('attempts').notNull().default(0),
  /** Codes sent since `window_started_at` (the rate limit's window). */
  sends: integer('sends').notNull().default(1),
  windowStartedAt: timestamptz('window_started_at').notNull(),
});
