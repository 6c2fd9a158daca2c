import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sectors } from './sectors';
import { users } from './users';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A doctor's services (spec §3 Service). The spec's id is `sectorId_timestamp`, unique only per
 * doctor, hence the key (doctor_id, id). A service left out of a saved configuration is retired
 * (`deleted_at` set), never deleted, so that appointments can keep referring to it.
 */
export const services = pgTable(
  'services',
  {
    doctorId: text('doctor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    sectorId: text('sector_id')
      .notNull()
      .references(() => sectors.id),
    name: text('name').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** Euro cents: the API speaks euro with two decimals. */
    priceCents: integer('price_cents').notNull(),
    description: text('description').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    /** Rest blocked before and after each visit, and how long before its start a visit may still be booked (issue 25). */
    bufferBeforeMinutes: integer('buffer_before_minutes').notNull().default(0),
    bufferAfterMinutes: integer('buffer_after_minutes').notNull().default(0),
    minNoticeMinutes: integer('min_notice_minutes').notNull().default(0),
    /** Issue 29: 'in_studio', 'online' (a televisita) or 'both' (the patient chooses when booking). */
    mode: text('mode', { enum: ['in_studio', 'online', 'both'] }).notNull().default('in_studio'),
    /** Order of the services in the doctor's configuration. */
    position: integer('position').notNull(),
    /** Set when the service is retired; a retired service appears nowhere. */
    deletedAt: timestamptz('deleted_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.doctorId, t.id] }),
    index('services_sector_idx').on(t.sectorId),
    check('services_duration_check', sql`${t.durationMinutes} between 5 and 240`),
    check('services_price_check', sql`${t.priceCents} >= 0`),
    check('services_mode_check', sql`${t.mode} in ('in_studio', 'online', 'both')`),
    check('services_buffers_check', sql`${t.bufferBeforeMinutes} >= 0 and ${t.bufferAfterMinutes} >= 0 and ${t.minNoticeMinutes} >= 0`),
  ],
);

/** Intake fields a doctor asks for when a service is booked (spec §3 Custom field). */
export const serviceCustomFields = pgTable(
  'service_custom_fields',
  {
    doctorId: text('doctor_id').notNull(),
    serviceId: text('service_id').notNull(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    type: text('type', { enum: ['text', 'email', 'phone', 'textarea', 'select', 'checkbox', 'date', 'number'] }).notNull(),
    required: boolean('required').notNull().default(false),
    options: text('options').array().notNull().default([]),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.doctorId, t.serviceId, t.id] }),
    foreignKey({ columns: [t.doctorId, t.serviceId], foreignColumns: [services.doctorId, services.id], name: 'service_custom_fields_service_fk' }).onDelete(
      'cascade',
    ),
    check(
      'service_custom_fields_type_check',
      sql`${t.type} in ('text', 'email', 'phone', 'textarea', 'select', 'checkbox', 'date', 'number')`,
    ),
  ],
);

/** One row per weekday of a service's weekly schedule (spec §3 Availability). */
export const availabilityDays = pgTable(
  'availability_days',
  {
    doctorId: text('doctor_id').notNull(),
    serviceId: text('service_id').notNull(),
    weekday: text('weekday', { enum: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] }).notNull(),
    isAvailable: boolean('is_available').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.doctorId, t.serviceId, t.weekday] }),
    foreignKey({ columns: [t.doctorId, t.serviceId], foreignColumns: [services.doctorId, services.id], name: 'availability_days_service_fk' }).onDelete(
      'cascade',
    ),
    check('availability_days_weekday_check', sql`${t.weekday} in ('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday')`),
  ],
);

/**
 * Time windows of a day, wall-clock 'HH:MM' in the doctor's time zone (DESIGN: slots are
 * computed in that zone). Text keeps exactly what the doctor chose; the checks keep it well formed.
 */
export const availabilitySlots = pgTable(
  'availability_slots',
  {
    doctorId: text('doctor_id').notNull(),
    serviceId: text('service_id').notNull(),
    weekday: text('weekday').notNull(),
    position: integer('position').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.doctorId, t.serviceId, t.weekday, t.position] }),
    foreignKey({
      columns: [t.doctorId, t.serviceId, t.weekday],
      foreignColumns: [availabilityDays.doctorId, availabilityDays.serviceId, availabilityDays.weekday],
      name: 'availability_slots_day_fk',
    }).onDelete('cascade'),
    check('availability_slots_start_check', sql`${t.startTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('availability_slots_end_check', sql`${t.endTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('availability_slots_order_check', sql`${t.startTime} < ${t.endTime}`),
  ],
);

export type ServiceRow = typeof services.$inferSelect;
export type NewServiceRow = typeof services.$inferInsert;
export type CustomFieldRow = typeof serviceCustomFields.$inferSelect;
export type AvailabilityDayRow = typeof availabilityDays.$inferSelect;
export type AvailabilitySlotRow = typeof availabilitySlots.$inferSelect;

/**
 * Where the practice receives patients (issue 15): public practice data, kept apart from the
 * doctor's private home address on `users` (indirizzo, cap, citta, provincia). One per doctor.
 */
export const practiceAddresses = pgTable(
  'practice_addresses',
  {
    doctorId: text('doctor_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    street: text('street').notNull(),
    cap: text('cap').notNull(),
    city: text('city').notNull(),
    /** Two-letter Italian province code, upper case ('MI'). */
    province: text('province').notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // The directory's city filter compares lower case without accents (see doctors' repository).
    index('practice_addresses_city_idx').on(sql`translate(lower(${t.city}), 'àáâäãåèéêëìíîïòóôöõùúûüçñ', 'aaaaaaeeeeiiiiooooouuuucn')`),
    check('practice_addresses_cap_check', sql`${t.cap} ~ '^[0-9]{5}$'`),
    check('practice_addresses_province_check', sql`${t.province} ~ '^[A-Z]{2}$'`),
  ],
);

/**
 * The practice's weekly hours (issue 15), one row per weekday. Every service uses them unless it
 * overrides them with its own `availability_days` rows (a service with rows has its own hours).
 */
export const practiceHoursDays = pgTable(
  'practice_hours_days',
  {
    doctorId: text('doctor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekday: text('weekday', { enum: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] }).notNull(),
    isAvailable: boolean('is_available').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.doctorId, t.weekday] }),
    check('practice_hours_days_weekday_check', sql`${t.weekday} in ('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday')`),
  ],
);

/** Time windows of a practice day, wall-clock 'HH:MM' in the doctor's time zone (as availability_slots). */
export const practiceHoursSlots = pgTable(
  'practice_hours_slots',
  {
    doctorId: text('doctor_id').notNull(),
    weekday: text('weekday').notNull(),
    position: integer('position').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.doctorId, t.weekday, t.position] }),
    foreignKey({
      columns: [t.doctorId, t.weekday],
      foreignColumns: [practiceHoursDays.doctorId, practiceHoursDays.weekday],
      name: 'practice_hours_slots_day_fk',
    }).onDelete('cascade'),
    check('practice_hours_slots_start_check', sql`${t.startTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('practice_hours_slots_end_check', sql`${t.endTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('practice_hours_slots_order_check', sql`${t.startTime} < ${t.endTime}`),
  ],
);

export type PracticeAddressRow = typeof practiceAddresses.$inferSelect;
