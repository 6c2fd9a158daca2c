import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { appointments } from './appointments';
import { familyMembers } from './family';
import { users } from './users';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const LOCAL_DATE = sql`'^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`;

/**
 * Time the practice is closed (issue 25): a holiday, a sick day, an afternoon. Instants, half-open
 * [starts_at, ends_at); whole days are stored from local midnight to local midnight. No slot of any
 * service is offered or accepted inside one. `note` is shown to patients ('Studio chiuso per ferie').
 */
export const practiceClosures = pgTable(
  'practice_closures',
  {
    id: text('id').primaryKey(),
    doctorId: text('doctor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    /** Whole local days (shown as dates) or part of a day (shown with times). */
    allDay: boolean('all_day').notNull().default(true),
    note: text('note').notNull().default(''),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('practice_closures_doctor_time_idx').on(t.doctorId, t.startsAt),
    check('practice_closures_time_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * Hours of one local date that replace the weekly pattern of every service for that date (issue 25):
 * an extra Saturday morning, a shorter Friday. `windows` as the weekly hours: [{ start, end }], 'HH:MM'.
 */
export const practiceDateHours = pgTable(
  'practice_date_hours',
  {
    doctorId: text('doctor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
    windows: jsonb('windows').$type<Array<{ start: string; end: string }>>().notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.doctorId, t.date] }), check('practice_date_hours_date_check', sql`${t.date} ~ ${LOCAL_DATE}`)],
);

/** A public holiday (or the patron saint's day) the doctor works on: open that date, one row per date (issue 25). */
export const practiceHolidayOpenings = pgTable(
  'practice_holiday_openings',
  {
    doctorId: text('doctor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
  },
  (t) => [primaryKey({ columns: [t.doctorId, t.date] }), check('practice_holiday_openings_date_check', sql`${t.date} ~ ${LOCAL_DATE}`)],
);

/** The practice's booking rules (issue 25): how far ahead patients may book, and the patron saint's city (closed that day). */
export const practiceBookingRules = pgTable(
  'practice_booking_rules',
  {
    doctorId: text('doctor_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    horizonDays: integer('horizon_days').notNull(),
    /** A key of the patron saints' list (packages/shared), or null: no patron saint's day. */
    patronCity: text('patron_city'),
    /** Minutes before a visit its patient is reminded (issue 26, at most three); null: the platform's default set. */
    reminderLeadMinutes: integer('reminder_lead_minutes').array(),
    /** The doctor's own morning e-mail with the day's agenda at 07:00 Rome time (issue 26). */
    agendaEmail: boolean('agenda_email').notNull().default(false),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [check('practice_booking_rules_horizon_check', sql`${t.horizonDays} between 1 and 730`)],
);

/**
 * 'Avvisami se si libera un posto prima' (issue 25): a patient waiting for an earlier time with a
 * doctor, for one service or any, optionally only on some weekdays or hours, optionally to move an
 * appointment they hold. Ends when left, fulfilled or past its date.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: text('id').primaryKey(),
    patientId: text('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    doctorId: text('doctor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** null: any service of the doctor (the offer then names one). */
    serviceId: text('service_id'),
    /** The appointment to move earlier; null: a new booking. */
    appointmentId: text('appointment_id').references(() => appointments.id, { onDelete: 'cascade' }),
    /**
     * Issue 30: the family member of the patient (the holder, who gets the e-mails) the visit is
     * for; null: the holder themself. An offer books for this person. Goes with the member.
     */
    familyMemberId: text('family_member_id').references(() => familyMembers.id, { onDelete: 'cascade' }),
    /** ISO weekdays 1–7 accepted; empty: any day. */
    weekdays: integer('weekdays').array().notNull().default([]),
    /** Local 'HH:MM' bounds of an acceptable start; null: any time. */
    timeFrom: text('time_from'),
    timeTo: text('time_to'),
    /** Last local date of interest (inclusive): the held appointment's date, or one the patient chose. */
    untilDate: text('until_date').notNull(),
    status: text('status', { enum: ['active', 'left', 'fulfilled', 'ended'] }).notNull().default('active'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    endedAt: timestamptz('ended_at'),
  },
  (t) => [
    index('waitlist_entries_doctor_idx').on(t.doctorId, t.createdAt).where(sql`${t.status} = 'active'`),
    index('waitlist_entries_patient_idx').on(t.patientId),
    check('waitlist_entries_status_check', sql`${t.status} in ('active', 'left', 'fulfilled', 'ended')`),
    check('waitlist_entries_until_check', sql`${t.untilDate} ~ ${LOCAL_DATE}`),
  ],
);

/** A freed time offered to a waiting patient (issue 25): the first to accept gets it; the others are told it is gone. */
export const waitlistOffers = pgTable(
  'waitlist_offers',
  {
    id: text('id').primaryKey(),
    entryId: text('entry_id')
      .notNull()
      .references(() => waitlistEntries.id, { onDelete: 'cascade' }),
    doctorId: text('doctor_id').notNull(),
    serviceId: text('service_id').notNull(),
    startsAt: timestamptz('starts_at').notNull(),
    /** SHA-256 of the link's token: the link itself is only in the e-mail. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    status: text('status', { enum: ['offered', 'accepted', 'gone', 'expired'] }).notNull().default('offered'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    decidedAt: timestamptz('decided_at'),
  },
  (t) => [
    uniqueIndex('waitlist_offers_token_idx').on(t.tokenHash),
    uniqueIndex('waitlist_offers_entry_time_idx').on(t.entryId, t.startsAt),
    index('waitlist_offers_open_idx').on(t.expiresAt).where(sql`${t.status} = 'offered'`),
    check('waitlist_offers_status_check', sql`${t.status} in ('offered', 'accepted', 'gone', 'expired')`),
  ],
);

/**
 * A signed link that lets the patient act on one appointment from an e-mail without signing in
 * (issue 25: choose another time or cancel after the doctor moved it; issue 26 adds confirm and
 * cancel). Single use; only the token's hash is kept.
 */
export const appointmentActionTokens = pgTable(
  'appointment_action_tokens',
  {
    id: text('id').primaryKey(),
    appointmentId: text('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('appointment_action_tokens_hash_idx').on(t.tokenHash), index('appointment_action_tokens_appointment_idx').on(t.appointmentId)],
);

export type PracticeClosureRow = typeof practiceClosures.$inferSelect;
export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;
export type WaitlistOfferRow = typeof waitlistOffers.$inferSelect;
