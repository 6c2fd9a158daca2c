import type { CustomFieldType } from '@sanity/shared/domain/practice/custom-fields';
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { familyMembers } from './family';
import { services } from './practice';
import { users } from './users';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A booking of a doctor's service (spec §3 Appointment, creation payload). The time is the
 * half-open range [starts_at, ends_at). No two rows of one doctor that are not cancelled may
 * overlap: the exclusion constraint `appointments_no_overlap` is added by hand (migration 0005; on
 * the blocked time, buffers included, since 0017), as drizzle cannot express it, and holds across
 * services, durations and server instances.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: text('id').primaryKey(),
    doctorId: text('doctor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceId: text('service_id').notNull(),
    /** The account that booked; the person visited may be someone else (customer_*). */
    patientId: text('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * Issue 30: the person visited when it is a family member of the booking account (who stays
     * `patient_id`, the contact); null when the account holder is visited. Set to null when the
     * member takes the visit to their own account (then `patient_id` is theirs).
     */
    familyMemberId: text('family_member_id').references(() => familyMembers.id),
    title: text('title').notNull(),
    serviceName: text('service_name').notNull(),
    category: text('category').notNull().default('Appuntamento'),
    /** Spec §4: 'confermato', 'annullato'; anything else ('pending') is pending and blocks its time too. */
    status: text('status').notNull(),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    /**
     * The time the visit holds in the agenda: [starts_at - buffer before, ends_at + buffer after) of
     * its service when booked (issue 25). `appointments_no_overlap` compares these, so the rest
     * between two visits is kept across instances as the visits themselves are.
     */
    blockedFrom: timestamptz('blocked_from').notNull(),
    blockedUntil: timestamptz('blocked_until').notNull(),
    /** The last move (issue 25): the start before it, when and by whom ('patient', 'doctor', 'waitlist'); how many moves. */
    previousStartsAt: timestamptz('previous_starts_at'),
    rescheduledAt: timestamptz('rescheduled_at'),
    rescheduledBy: text('rescheduled_by'),
    rescheduleCount: integer('reschedule_count').notNull().default(0),
    durationMinutes: integer('duration_minutes').notNull(),
    /** Issue 29: 'in_studio' or 'online' (a televisita; its room is derived from the id and the start, never stored). */
    mode: text('mode', { enum: ['in_studio', 'online'] }).notNull().default('in_studio'),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone').notNull().default(''),
    notes: text('notes').notNull().default(''),
    /** Answers to the service's intake fields, with the field's name (and, since issue 15, type) as they were when booked. */
    customFields: jsonb('custom_fields').$type<Array<{ id: string; name: string; type?: CustomFieldType; value: string | number | boolean }>>().notNull().default([]),
    /** The patient's explicit consent (GDPR art. 9) to the intake answers' health data: its text's version and when (issue 24). */
    healthConsentVersion: text('health_consent_version'),
    healthConsentAt: timestamptz('health_consent_at'),
    priceCents: integer('price_cents').notNull(),
    attendees: jsonb('attendees').$type<Array<{ email: string; displayName: string }>>().notNull().default([]),
    /** The client's Idempotency-Key and a fingerprint of its request (the same key with another body is refused). */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    cancelledAt: timestamptz('cancelled_at'),
    cancelledBy: text('cancelled_by'),
    cancelReason: text('cancel_reason'),
    /** The patient's 'Confermo la presenza' from a message's link (issue 26). */
    attendanceConfirmedAt: timestamptz('attendance_confirmed_at'),
    /** The doctor marked the visit 'Non presentato' after its end (issue 26); undone within 24 hours clears both. */
    noShowAt: timestamptz('no_show_at'),
    noShowBy: text('no_show_by'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.doctorId, t.serviceId], foreignColumns: [services.doctorId, services.id], name: 'appointments_service_fk' }),
    index('appointments_doctor_time_idx').on(t.doctorId, t.startsAt),
    index('appointments_patient_time_idx').on(t.patientId, t.startsAt),
    index('appointments_family_member_idx').on(t.familyMemberId, t.startsAt).where(sql`${t.familyMemberId} is not null`),
    // The reminders' scan (issue 26): confirmed visits starting within the next week, by start.
    index('appointments_confirmed_start_idx').on(t.startsAt).where(sql`${t.status} = 'confermato'`),
    uniqueIndex('appointments_idempotency_idx').on(t.patientId, t.idempotencyKey),
    check('appointments_time_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('appointments_blocked_check', sql`${t.blockedFrom} <= ${t.startsAt} and ${t.blockedUntil} >= ${t.endsAt}`),
    check('appointments_status_check', sql`${t.status} in ('confermato', 'annullato', 'pending')`),
    check('appointments_mode_check', sql`${t.mode} in ('in_studio', 'online')`),
    check('appointments_price_check', sql`${t.priceCents} >= 0`),
  ],
);
