import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reviewReports, reviews, type NewReviewRow, type ReviewReportRow, type ReviewRow } from '../../db/schema/reviews';

/** Shown to everyone: published, and reported ones while an admin has not decided (a report never hides a review). */
const VISIBLE: readonly string[] = ['published', 'reported'];
const visible = inArray(reviews.status, [...VISIBLE]);

export function isVisible(review: Pick<ReviewRow, 'status'>): boolean {
  return VISIBLE.includes(review.status);
}

/** The queries of the reviews feature (issue 28); it owns `reviews` and `review_reports`. */
export function createReviewsRepository(db: Db) {
  return {
    /** The new row, or undefined when the appointment already has a review (the unique index decides a race). */
    async insertOnce(row: NewReviewRow): Promise<ReviewRow | undefined> {
      const [inserted] = await db.insert(reviews).values(row).onConflictDoNothing({ target: reviews.appointmentId }).returning();
      return inserted;
    },

    async byId(id: string): Promise<ReviewRow | undefined> {
      const [row] = await db.select().from(reviews).where(eq(reviews.id, id)).limit(1);
      return row;
    },

    async byAppointment(appointmentId: string): Promise<ReviewRow | undefined> {
      const [row] = await db.select().from(reviews).where(eq(reviews.appointmentId, appointmentId)).limit(1);
      return row;
    },

    /** Which of these appointments already have a review. */
    async reviewedAppointments(ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db.select({ id: reviews.appointmentId }).from(reviews).where(inArray(reviews.appointmentId, [...ids]));
      return new Set(rows.flatMap((r) => (r.id ? [r.id] : [])));
    },

    /** The writer's own reviews, newest first (at most `limit`). */
    ofPatient(patientId: string, limit: number): Promise<ReviewRow[]> {
      return db.select().from(reviews).where(eq(reviews.patientId, patientId)).orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(limit);
    },

    /** One page of a doctor's visible reviews, newest first. */
    visiblePage(doctorId: string, offset: number, limit: number): Promise<ReviewRow[]> {
      return db
        .select()
        .from(reviews)
        .where(and(eq(reviews.doctorId, doctorId), visible))
        .orderBy(desc(reviews.publishedAt), desc(reviews.id))
        .offset(offset)
        .limit(limit);
    },

    /** Sum and count of the visible ratings of each doctor (doctors without any are absent). */
    async totals(doctorIds: readonly string[]): Promise<Map<string, { sum: number; count: number }>> {
      if (doctorIds.length === 0) return new Map();
      const rows = await db
        .select({ doctorId: reviews.doctorId, sum: sql<number>`coalesce(sum(${reviews.rating}), 0)::int`, count: sql<number>`count(*)::int` })
        .from(reviews)
        .where(and(inArray(reviews.doctorId, [...doctorIds]), visible))
        .groupBy(reviews.doctorId);
      return new Map(rows.map((r) => [r.doctorId, { sum: Number(r.sum), count: Number(r.count) }]));
    },

    /** The admin's queue: oldest first, at most `limit`. */
    queue(status: 'pending' | 'reported', limit: number): Promise<ReviewRow[]> {
      return db.select().from(reviews).where(eq(reviews.status, status)).orderBy(asc(reviews.createdAt), asc(reviews.id)).limit(limit);
    },

    /** Every report of these reviews, settled ones too (an admin sees a review's whole history), oldest first. */
    reportsOf(reviewIds: readonly string[]): Promise<ReviewReportRow[]> {
      if (reviewIds.length === 0) return Promise.resolve([]);
      return db.select().from(reviewReports).where(inArray(reviewReports.reviewId, [...reviewIds])).orderBy(asc(reviewReports.createdAt));
    },

    /** The admin's decision, only while the review waits for one (pending or reported): undefined when another admin decided first. */
    async decide(id: string, change: { status: 'published' | 'rejected'; decidedAt: Date; decidedBy: string; decisionNote: string | null }): Promise<ReviewRow | undefined> {
      const [row] = await db
        .update(reviews)
        .set({
          status: change.status,
          decidedAt: change.decidedAt,
          decidedBy: change.decidedBy,
          decisionNote: change.decisionNote,
          // The first publication dates it in the list; a reported review keeps its place.
          publishedAt: change.status === 'published' ? sql`coalesce(${reviews.publishedAt}, ${change.decidedAt.toISOString()}::timestamptz)` : reviews.publishedAt,
        })
        .where(and(eq(reviews.id, id), inArray(reviews.status, ['pending', 'reported'])))
        .returning();
      if (row) await db.update(reviewReports).set({ resolvedAt: change.decidedAt }).where(and(eq(reviewReports.reviewId, id), isNull(reviewReports.resolvedAt)));
      return row;
    },

    /** The one reply: undefined when there is one already. */
    async reply(id: string, text: string, at: Date): Promise<ReviewRow | undefined> {
      const [row] = await db
        .update(reviews)
        .set({ replyText: text, replyAt: at })
        .where(and(eq(reviews.id, id), isNull(reviews.replyText)))
        .returning();
      return row;
    },

    /** A report (undefined when this reader reported the review already); the review goes back to the queue, still shown. */
    async report(row: { id: string; reviewId: string; reporterId: string; reason: string; createdAt: Date }): Promise<ReviewReportRow | undefined> {
      const [inserted] = await db.insert(reviewReports).values(row).onConflictDoNothing().returning();
      if (inserted) await db.update(reviews).set({ status: 'reported' }).where(and(eq(reviews.id, row.reviewId), eq(reviews.status, 'published')));
      return inserted;
    },

    /** The doctors whose reviews this writer wrote (their versions move when the author becomes 'Paziente'). */
    async doctorsReviewedBy(patientId: string): Promise<string[]> {
      const rows = await db.selectDistinct({ doctorId: reviews.doctorId }).from(reviews).where(eq(reviews.patientId, patientId));
      return rows.map((r) => r.doctorId);
    },

    /** Erasure: the texts stay, signed 'Paziente', without the link to the account. */
    async anonymiseWriter(patientId: string, authorName: string): Promise<number> {
      const rows = await db.update(reviews).set({ patientId: null, authorName, showAs: 'verified' }).where(eq(reviews.patientId, patientId)).returning({ id: reviews.id });
      return rows.length;
    },

    /** Erasure of a reporter: their reasons stay for the admin, without them. */
    async forgetReporter(reporterId: string): Promise<number> {
      const rows = await db.update(reviewReports).set({ reporterId: null }).where(eq(reviewReports.reporterId, reporterId)).returning({ id: reviewReports.id });
      return rows.length;
    },

    reportsBy(reporterId: string): Promise<ReviewReportRow[]> {
      return db.select().from(reviewReports).where(eq(reviewReports.reporterId, reporterId)).orderBy(asc(reviewReports.createdAt));
    },

    /** A visible review of this doctor (the doctor's new-review e-mail checks it is still there). */
    async visibleOne(id: string): Promise<ReviewRow | undefined> {
      const [row] = await db.select().from(reviews).where(and(eq(reviews.id, id), visible)).limit(1);
      return row;
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
