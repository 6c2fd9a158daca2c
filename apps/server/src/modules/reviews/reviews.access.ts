import { itReviews as r } from '@sanity/shared/i18n/it-reviews';
import type { ReviewRow } from '../../db/schema/reviews';
import { AppError } from '../../lib/app-error';
import type { ReviewVisit } from '../appointments/review-visits';
import { isVisible } from './reviews.repository';

/**
 * Who may do what with reviews (issue 28), in one place; the routes declare the level (signed-in,
 * doctor, admin, public) and the service calls these before acting.
 * - A visit is reviewed only by its patient: another account's appointment answers 404 as if it did
 *   not exist (its existence is health data).
 * - A review is answered only by the doctor it is about: anyone else 403 (the review is public).
 * - Anyone signed in may report a visible review, except its own writer.
 * - Hidden reviews (pending, rejected) exist only for their writer and the admins.
 */
export function requireOwnVisit(viewerId: string, visit: ReviewVisit | null): ReviewVisit {
  if (!visit || visit.patientId !== viewerId) throw new AppError(404, r.appointmentNotFound);
  return visit;
}

export function requireReviewDoctor(viewerId: string, review: ReviewRow | undefined): ReviewRow {
  if (!review || !isVisible(review)) throw new AppError(404, r.reviewNotFound);
  if (review.doctorId !== viewerId) throw new AppError(403, r.replyNotYours);
  return review;
}

export function requireReportable(viewerId: string, review: ReviewRow | undefined): ReviewRow {
  if (!review || !isVisible(review)) throw new AppError(404, r.reviewNotFound);
  if (review.patientId === viewerId) throw new AppError(403, r.reportOwn);
  return review;
}
