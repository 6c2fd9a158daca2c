import { z } from 'zod';
import { it } from '../i18n/it';
import { itReviews as r } from '../i18n/it-reviews';
import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, REVIEWS_PAGE_SIZE } from '../domain/reviews/rules';
import { id as idField, text } from './fields';
import { RatingSummarySchema } from './rating-summary';

/**
 * Verified reviews (issue 28; docs/api.md "Reviews"): what a patient writes after a visit booked on
 * Sanity, what everyone reads on a doctor's profile, the doctor's one reply, the reports and the
 * admin's queue. Instants are ISO 8601; `visitMonth` is the visit's month in Rome time.
 */
const invalid = it.validation.invalidRequest;

const score = (message: string) => z.number({ message }).int({ message }).min(1, { message }).max(5, { message });

export const SUB_SCORE_KEYS = ['puntualita', 'ascolto', 'chiarezza', 'struttura'] as const;

export const ReviewSubScoresSchema = z.object({
  puntualita: score(r.subScoreInvalid).optional(),
  ascolto: score(r.subScoreInvalid).optional(),
  chiarezza: score(r.subScoreInvalid).optional(),
  struttura: score(r.subScoreInvalid).optional(),
});
export type ReviewSubScores = z.infer<typeof ReviewSubScoresSchema>;

export const REVIEW_SHOW_AS = ['name', 'verified'] as const;
export type ReviewShowAs = (typeof REVIEW_SHOW_AS)[number];

export const CreateReviewSchema = z.object({
  appointmentId: idField({ message: r.appointmentNotFound }),
  rating: score(r.ratingInvalid),
  subScores: ReviewSubScoresSchema.optional(),
  text: text(r.textLength).trim().min(REVIEW_TEXT_MIN, { message: r.textLength }).max(REVIEW_TEXT_MAX, { message: r.textLength }),
  showAs: z.enum(REVIEW_SHOW_AS, { message: r.showAsInvalid }),
});
export type CreateReview = z.infer<typeof CreateReviewSchema>;
export type CreateReviewInput = z.input<typeof CreateReviewSchema>;

export const ReviewReplySchema = z.object({ text: z.string(), publishedAt: z.string() });

export const PublicReviewSchema = z.object({
  id: z.string(),
  rating: z.number(),
  subScores: ReviewSubScoresSchema,
  text: z.string(),
  /** 'Maria R.', 'Paziente verificato', or 'Paziente' once the writer erased their account. */
  author: z.string(),
  /** 'YYYY-MM', the visit's month in Rome time. */
  visitMonth: z.string(),
  serviceName: z.string(),
  publishedAt: z.string(),
  reply: ReviewReplySchema.nullable(),
});
export type PublicReview = z.infer<typeof PublicReviewSchema>;

export { RatingSummarySchema, type RatingSummary } from './rating-summary';

export const DoctorReviewsPageSchema = z.object({
  rating: RatingSummarySchema,
  reviews: z.array(PublicReviewSchema),
  /** Published reviews in all (the list pages through them even below the rating's threshold). */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.literal(REVIEWS_PAGE_SIZE),
});
export type DoctorReviewsPage = z.infer<typeof DoctorReviewsPageSchema>;

export const ReviewsPageQuerySchema = z.object({
  page: z.coerce.number({ message: invalid }).int({ message: invalid }).min(1, { message: invalid }).max(10_000, { message: invalid }).default(1),
});

export const MY_REVIEW_STATUSES = ['pending', 'published', 'rejected'] as const;
export type MyReviewStatus = (typeof MY_REVIEW_STATUSES)[number];

/** The writer's own review: 'reported' reads as 'published' to them (it stays visible while an admin looks). */
export const MyReviewSchema = z.object({
  id: z.string(),
  appointmentId: z.string(),
  doctorId: z.string(),
  doctorName: z.string(),
  rating: z.number(),
  subScores: ReviewSubScoresSchema,
  text: z.string(),
  showAs: z.enum(REVIEW_SHOW_AS),
  status: z.enum(MY_REVIEW_STATUSES),
  createdAt: z.string(),
  reply: ReviewReplySchema.nullable(),
});
export type MyReview = z.infer<typeof MyReviewSchema>;

export const ReviewableAppointmentSchema = z.object({
  appointmentId: z.string(),
  doctorId: z.string(),
  doctorName: z.string(),
  serviceName: z.string(),
  startsAt: z.string(),
  /** The visit's end + REVIEW_WINDOW_DAYS. */
  reviewableUntil: z.string(),
});
export type ReviewableAppointment = z.infer<typeof ReviewableAppointmentSchema>;

export const ReportReviewSchema = z.object({
  reason: text(r.reportReasonLength).trim().min(5, { message: r.reportReasonLength }).max(500, { message: r.reportReasonLength }),
});
export type ReportReview = z.infer<typeof ReportReviewSchema>;

export const ReplyReviewSchema = z.object({
  text: text(r.replyLength).trim().min(2, { message: r.replyLength }).max(1000, { message: r.replyLength }),
});
export type ReplyReview = z.infer<typeof ReplyReviewSchema>;

export const ADMIN_REVIEW_STATUSES = ['pending', 'reported', 'published', 'rejected'] as const;

export const AdminReviewSchema = PublicReviewSchema.extend({
  status: z.enum(ADMIN_REVIEW_STATUSES),
  doctorId: z.string(),
  doctorName: z.string(),
  /** Why the automatic check held it (Italian, from `moderationFindings`); empty for a reported review that passed. */
  findings: z.array(z.string()),
  reports: z.array(z.object({ reason: z.string(), createdAt: z.string() })),
});
export type AdminReview = z.infer<typeof AdminReviewSchema>;

export const AdminReviewsQuerySchema = z.object({
  status: z.enum(['pending', 'reported'], { message: invalid }).default('pending'),
});

export const ReviewDecisionSchema = z.object({
  decision: z.enum(['approve', 'reject'], { message: invalid }),
  note: text().trim().max(500, { message: r.decisionNoteLength }).optional(),
});
export type ReviewDecision = z.infer<typeof ReviewDecisionSchema>;
