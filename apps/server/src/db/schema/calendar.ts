import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { appointments } from './appointments';
import { users } from './users';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A doctor's external calendar (issue 10, spec §3 Calendar connection status). One per doctor.
 * `credentials` is the provider's secret (Google tokens, or CalDAV URL + user + app password) as
 * JSON sealed by lib/secret-box (AES-256-GCM): never logged, never returned by the API.
 */
export const calendarConnections = pgTable(
  'calendar_connections',
  {
    doctorId: text('doctor_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['google', 'caldav'] }).notNull(),
    /** `needs_reauth` after the provider refused the stored credentials (Google invalid_grant, CalDAV 401). */
    status: text('status', { enum: ['connected', 'needs_reauth'] }).notNull().default('connected'),
    credentials: text('credentials').notNull(),
    /** The calendar written to and read from: Google calendar id, or the CalDAV collection URL. */
    calendarId: text('calendar_id').notNull(),
    /** Whether pushed event titles may name the service (off: no health data in the doctor's calendar). */
    detailedTitles: boolean('detailed_titles').notNull().default(false),
    /** The last successful pull (the spec's lastUpdate). */
    lastSyncedAt: timestamptz('last_synced_at'),
    /** The last failure reaching the calendar, a short code (shown to the doctor), null once it works again. */
    lastError: text('last_error'),
    /**
     * A pull's lease: set by the instance that syncs this calendar, so two server instances never
     * sync the same calendar at once (a crashed instance's lease simply expires).
     */
    syncLockedUntil: timestamptz('sync_locked_until'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    check('calendar_connections_provider_check', sql`${t.provider} in ('google', 'caldav')`),
    check('calendar_connections_status_check', sql`${t.status} in ('connected', 'needs_reauth')`),
  ],
);

/**
 * The external event that mirrors an app booking (push). Its id is derived from the appointment,
 * so a retried push finds the event instead of creating a second one; `etag` guards updates.
 * `state` becomes `missing` when a pull finds the event deleted outside the app while the booking
 * is still confirmed: a conflict the doctor resolves (the booking is never cancelled silently).
 */
export const calendarEventLinks = pgTable(
  'calendar_event_links',
  {
    appointmentId: text('appointment_id')
      .primaryKey()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    doctorId: text('doctor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['google', 'caldav'] }).notNull(),
    /** Google event id, or the CalDAV object URL. */
    externalId: text('external_id').notNull(),
    etag: text('etag'),
    state: text('state', { enum: ['synced', 'missing'] }).notNull().default('synced'),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    index('calendar_event_links_doctor_idx').on(t.doctorId, t.state),
    check('calendar_event_links_state_check', sql`${t.state} in ('synced', 'missing')`),
  ],
);

/**
 * Events of the doctor's external calendar that are not app bookings, as last pulled (recurring
 * events expanded, one row per occurrence). They are the busy times the slot engine avoids and
 * the 'Evento esterno' items of /appuntamenti (doctor only). A pull replaces the rows of its window.
 */
export const externalEvents = pgTable(
  'external_events',
  {
    doctorId: text('doctor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Provider id of the occurrence (event id, plus the recurrence id for an occurrence). */
    externalId: text('external_id').notNull(),
    summary: text('summary').notNull().default(''),
    description: text('description').notNull().default(''),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    /** All-day events keep their dates; `ends_at` is then the exclusive end (midnight Europe/Rome). */
    allDay: boolean('all_day').notNull().default(false),
    /** Transparent ('free') events do not block booking. */
    busy: boolean('busy').notNull().default(true),
    syncedAt: timestamptz('synced_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.doctorId, t.externalId] }),
    index('external_events_doctor_time_idx').on(t.doctorId, t.startsAt),
    check('external_events_order_check', sql`${t.startsAt} < ${t.endsAt}`),
  ],
);

/**
 * The secret of a doctor's ICS subscription feed (webcal). Only its SHA-256 is stored; revoking
 * deletes the row, and a new feed gets a new secret.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    doctorId: text('doctor_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_hash_key').on(t.tokenHash)],
);

export type CalendarConnectionRow = typeof calendarConnections.$inferSelect;
export type CalendarEventLinkRow = typeof calendarEventLinks.$inferSelect;
export type ExternalEventRow = typeof externalEvents.$inferSelect;
