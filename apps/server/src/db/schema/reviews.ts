import type { ReviewSubScores } from '@sanity/shared/schemas/reviews';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { appointments } from './appointments';
import { users } from './users';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A verified review (issue 28): written by the patient of a visit booked on Sanity that took place,
 * once per visit. `status`: 'pending' (held by the automatic check, `findings` say why), 'published',
 * 'reported' (published and still shown while an admin looks at its reports), 'rejected' (hidden).
 * The author is kept as it was signed ('Maria R.' or 'Paziente verificato'), and becomes 'Paziente'
 * with `patient_id` null when the writer erases their account. The visit's month and service are
 * copied too: the review outlives the appointment's retention period (the link is then null).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: text('id').primaryKey(),
    appointmentId: text('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    doctorId: text('doctor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    patientId: text('patient_id').references(() => users.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    subScores: jsonb('sub_scores').$type<ReviewSubScores>().notNull().default({}),
    text: text('text').notNull(),
    /** 'name' or 'verified', as the writer chose. */
    showAs: text('show_as').notNull(),
    authorName: text('author_name').notNull(),
    serviceName: text('service_name').notNull(),
    /** 'YYYY-MM' of the visit in Rome time. */
    visitMonth: text('visit_month').notNull(),
    status: text('status').notNull(),
    /** Why the automatic check held it (Italian, as `moderationFindings` said). */
    findings: jsonb('findings').$type<string[]>().notNull().default([]),
    createdAt: timestamptz('created_at').notNull(),
    /** First published (at once, or by an admin's approval): the list's order. */
    publishedAt: timestamptz('published_at'),
    decidedAt: timestamptz('decided_at'),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decisionNote: text('decision_note'),
    /** The doctor's one public reply: never edited or removed by them. */
    replyText: text('reply_text'),
    replyAt: timestamptz('reply_at'),
  },
  (t) => [
    uniqueIndex('reviews_appointment_idx').on(t.appointmentId),
    index('reviews_doctor_published_idx').on(t.doctorId, t.publishedAt).where(sql`${t.status} in ('published', 'reported')`),
    index('reviews_queue_idx').on(t.status, t.createdAt),
    index('reviews_patient_idx').on(t.patientId),
    check('reviews_status_check', sql`${t.status} in ('pending', 'published', 'reported', 'rejected')`),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_show_as_check', sql`${t.showAs} in ('name', 'verified')`),
  ],
);

export type ReviewRow = typeof reviews.$inferSelect;
export type NewReviewRow = typeof reviews.$inferInsert;

/**
 * A signed-in reader's report of a published review, with their reason: one per reader and review.
 * Open until an admin decides the review (`resolved_at`). A reporter who erases their account
 * leaves the reason without its author.
 */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: text('id').primaryKey(),
    reviewId: text('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    reporterId: text('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    resolvedAt: timestamptz('resolved_at'),
  },
  (t) => [uniqueIndex('review_reports_reporter_idx').on(t.reviewId, t.reporterId), index('review_reports_reporter_only_idx').on(t.reporterId)],
);

export type ReviewReportRow = typeof reviewReports.$inferSelect;
