import { doctorDisplayName } from '@sanity/shared/domain/names';
import { DEFAULT_TIME_ZONE, instantOf, localDateOf, plusDays } from '@sanity/shared/domain/dates/local-time';
import { minutesOfDay } from '@sanity/shared/domain/reminders/quiet-hours';
import { REVIEW_WINDOW_DAYS, reviewEligibility } from '@sanity/shared/domain/reviews/rules';
import { itReviews as r } from '@sanity/shared/i18n/it-reviews';
import { itFamily } from '@sanity/shared/i18n/it-family';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { linkMail } from '../auth/link-mail';
import type { ReviewVisit } from '../appointments/review-visits';
import type { JobRunner } from '../jobs/jobs.service';
import { escapeHtml, formatDateTime } from '../notifications/format';
import type { Mailer } from '../notifications/mailer';
import type { MailContent } from '../notifications/templates';
import type { ReviewsRepository } from './reviews.repository';

declare module '../jobs/job-kinds' {
  interface JobPayloads {
    /** The invitation to review a visit, the day after it (issue 28). */
    'review-invite': { appointmentId: string };
    /** The doctor told of a newly published review of theirs. */
    'review-published': { reviewId: string };
  }
}

/** Invitations go from 09:00 Rome time, for the visits that ended on the days before (a server down for a day catches up). */
const INVITES_FROM_MINUTES = 9 * 60;
const INVITE_CATCH_UP_DAYS = 3;
/** Visits one run of the task invites at most. */
const INVITES_BATCH = 1000;
const INVITES_INTERVAL_MS = 15 * 60_000;

export interface ReviewMailDeps {
  db: Db;
  jobs: JobRunner;
  mailer: Mailer;
  repo: ReviewsRepository;
  publicUrl: string;
  logger: FastifyBaseLogger;
  users: { findById(id: string): Promise<UserRow | undefined> };
  visits: {
    reviewVisit(id: string): Promise<ReviewVisit | null>;
    visitsEndedBetween(from: Date, to: Date, limit: number): Promise<ReviewVisit[]>;
  };
  /** The person's e-mail switch and opt-out link (notifications/preferences): reviews e-mails follow the reminders' switch. */
  preferences: {
    reminderChannelsOf(userId: string): Promise<{ email: boolean }>;
    optOutUrl(userId: string, channel: 'email'): Promise<string>;
  };
}

/** A message with its main link and the opt-out link at the end, both clickable. */
function withOptOut(subject: string, text: string, link: string, optOutUrl: string): MailContent {
  const mail = linkMail(subject, `${text}\n\n${r.optOutLine(optOutUrl)}`, link);
  const anchor = `<a href="${escapeHtml(optOutUrl)}" style="color:#0f5fa8;word-break:break-all">${escapeHtml(optOutUrl)}</a>`;
  return { ...mail, html: mail.html.replace(escapeHtml(optOutUrl), anchor) };
}

/** Who may receive a reviews e-mail: an active account with a proven address that left the e-mail switch on. */
async function reachable(deps: ReviewMailDeps, user: UserRow | undefined): Promise<UserRow | null> {
  if (!user || user.isDisabled || user.erasedAt !== null || !user.emailVerifiedAt) return null;
  return (await deps.preferences.reminderChannelsOf(user.id)).email ? user : null;
}

/**
 * The reviews' e-mails as jobs (issue 28). A periodic task, from 09:00 Rome time, enqueues one
 * `review-invite` per visit that ended on the days before (once: its dedupe key); each job checks
 * again when it runs (still reviewable, not reviewed yet, the patient reachable). `review-published`
 * is enqueued in the transaction that publishes a review (at once or by an admin).
 */
export function registerReviewJobs(deps: ReviewMailDeps): void {
  const { jobs, mailer, repo, publicUrl, logger } = deps;

  jobs.every('review-invitations', INVITES_INTERVAL_MS, async (now) => {
    if (minutesOfDay(now, DEFAULT_TIME_ZONE) < INVITES_FROM_MINUTES) return;
    const today = localDateOf(now, DEFAULT_TIME_ZONE);
    const to = new Date(instantOf(today, 0, DEFAULT_TIME_ZONE)!.getTime() - 1);
    const from = instantOf(plusDays(today, -INVITE_CATCH_UP_DAYS), 0, DEFAULT_TIME_ZONE)!;
    const visits = await deps.visits.visitsEndedBetween(from, to, INVITES_BATCH);
    const reviewed = await repo.reviewedAppointments(visits.map((v) => v.id));
    const due = visits.filter((v) => !reviewed.has(v.id));
    if (due.length === 0) return;
    await jobs.enqueue(
      deps.db,
      due.map((v) => ({ kind: 'review-invite' as const, payload: { appointmentId: v.id }, dedupeKey: `review-invite:${v.id}` })),
    );
    jobs.wake();
  });

  jobs.register('review-invite', async ({ appointmentId }, { now }) => {
    const visit = await deps.visits.reviewVisit(appointmentId);
    if (!visit || reviewEligibility(visit, now) !== 'ok' || (await repo.reviewedAppointments([visit.id])).size > 0) {
      logger.info({ appointmentId }, 'review invitation no longer due: not sent');
      return;
    }
    const [account, doctor] = await Promise.all([deps.users.findById(visit.patientId), deps.users.findById(visit.doctorId)]);
    const patient = await reachable(deps, account);
    if (!doctor || !patient) {
      logger.info({ appointmentId }, 'patient not reachable by e-mail or switched it off: review invitation not sent');
      return;
    }
    const link = `${publicUrl}/appuntamenti?recensione=${encodeURIComponent(visit.id)}`;
    const args = [doctorDisplayName(doctor), visit.serviceName, formatDateTime(visit.startsAt, DEFAULT_TIME_ZONE), link, REVIEW_WINDOW_DAYS] as const;
    const name = patient.nome.trim() || patient.displayName;
    // Issue 30: a family member's visit is named so ('la visita di Luca Rossi'); the holder reviews it.
    const text = visit.personName ? itFamily.reviewInviteText(name, visit.personName, ...args) : r.inviteText(name, ...args);
    const optOutUrl = await deps.preferences.optOutUrl(patient.id, 'email');
    await mailer.send({ ...withOptOut(r.inviteSubject, text, link, optOutUrl), to: patient.email, subjectId: visit.id, kind: 'review-invite' });
  });

  jobs.register('review-published', async ({ reviewId }) => {
    const review = await repo.visibleOne(reviewId);
    if (!review) return;
    const doctor = await reachable(deps, await deps.users.findById(review.doctorId));
    if (!doctor) {
      logger.info({ reviewId }, 'doctor not reachable by e-mail or switched it off: new review notice not sent');
      return;
    }
    const link = `${publicUrl}/doctor/${encodeURIComponent(doctor.id)}#recensioni`;
    const text = r.newReviewText(doctor.nome.trim() || doctorDisplayName(doctor), review.rating, link);
    const optOutUrl = await deps.preferences.optOutUrl(doctor.id, 'email');
    await mailer.send({ ...withOptOut(r.newReviewSubject, text, link, optOutUrl), to: doctor.email, subjectId: review.id, kind: 'review-published' });
  });
}
