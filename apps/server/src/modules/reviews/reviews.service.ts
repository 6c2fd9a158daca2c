import { randomUUID } from 'node:crypto';
import { DEFAULT_TIME_ZONE, localDateOf } from '@sanity/shared/domain/dates/local-time';
import { doctorDisplayName, splitFullName } from '@sanity/shared/domain/names';
import { moderationFindings } from '@sanity/shared/domain/reviews/moderation';
import { REVIEWS_PAGE_SIZE, REVIEW_WINDOW_DAYS, ratingSummary, reviewAuthor, reviewEligibility, reviewableUntil } from '@sanity/shared/domain/reviews/rules';
import { itReviews as r } from '@sanity/shared/i18n/it-reviews';
import type {
  AdminReview,
  CreateReview,
  DoctorReviewsPage,
  MyReview,
  PublicReview,
  RatingSummary,
  ReplyReview,
  ReportReview,
  ReviewDecision,
  ReviewSubScores,
  ReviewableAppointment,
} from '@sanity/shared/schemas/reviews';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { ReviewRow } from '../../db/schema/reviews';
import type { UserRow } from '../../db/schema/users';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { ReviewVisit } from '../appointments/review-visits';
import type { AuditService } from '../audit/audit.service';
import type { JobRunner } from '../jobs/jobs.service';
import type { Mailer } from '../notifications/mailer';
import { createReadCache } from '../read-cache/read-cache';
import { bumpVersions, scope, type ReadVersions } from '../read-cache/read-versions';
import { requireOwnVisit, requireReportable, requireReviewDoctor } from './reviews.access';
import { registerReviewJobs, type ReviewMailDeps } from './reviews-jobs';
import { createReviewsRepository } from './reviews.repository';
import type { PlatformEvent } from '@sanity/shared/domain/webhooks/events';

export type ReviewsService = ReturnType<typeof createReviewsService>;

/** The writer's own reviews and the admin's queue are short lists: at most this many (newest / oldest first). */
const MINE_MAX = 200;
const QUEUE_MAX = 100;
/** A patient's visits of the review window, at most (a month of visits). */
const REVIEWABLE_MAX = 100;
const PAGES_KEPT = 2000;
/** One review per visit: more than any account writes. */
const EXPORT_MAX = 100_000;

const DAY_MS = 24 * 60 * 60 * 1000;

interface Viewer {
  id: string;
}

/**
 * Verified reviews (issue 28; docs/api.md "Reviews"): who may review which visit, the automatic
 * check, the doctor's one reply, reports and the admin's decisions, the public lists and ratings,
 * and the e-mails as jobs. Who may act is reviews.access.ts. Every change a reader of a profile
 * could see (a publication, a decision, a reply, an erased writer) moves the doctor's read versions
 * in its transaction (`doctor:` for the directory's cards, `reviews:` for the profile and the list).
 */
export function createReviewsService({
  db,
  clock,
  jobs,
  audit,
  versions,
  users,
  visits,
  requireVisibleDoctor,
  mailer,
  preferences,
  publicUrl,
  logger,
  events = { emit: () => Promise.resolve() },
}: {
  /** Issue 31: a review published (at once, or approved), reported in its transaction (the webhooks). */
  events?: { emit(tx: Db, event: PlatformEvent): Promise<void> };
  db: Db;
  clock: Clock;
  jobs: JobRunner;
  audit: AuditService;
  versions: ReadVersions;
  users: { findById(id: string): Promise<UserRow | undefined>; findByIds(ids: readonly string[]): Promise<UserRow[]> };
  /** The appointments feature's reads of visits (it owns them). */
  visits: {
    reviewVisit(id: string): Promise<ReviewVisit | null>;
    visitsEndedBetween(from: Date, to: Date, limit: number, patientId?: string): Promise<ReviewVisit[]>;
  };
  /** The doctors feature's 404 for a doctor others may not see (not approved, disabled, erased): their reviews leave with the profile. */
  requireVisibleDoctor: (id: string) => Promise<unknown>;
  mailer: Mailer;
  preferences: ReviewMailDeps['preferences'];
  publicUrl: string;
  logger: FastifyBaseLogger;
}) {
  const repo = createReviewsRepository(db);

  /** A review becomes public (at once, or approved): the doctor's e-mail job and the webhooks' event, in its transaction. */
  async function announcePublished(tx: Db, review: ReviewRow, now: Date): Promise<void> {
    await jobs.enqueue(tx, { kind: 'review-published', payload: { reviewId: review.id }, dedupeKey: `review-published:${review.id}` });
    const publishedAt = (review.publishedAt ?? now).toISOString();
    await events.emit(tx, {
      type: 'review.published',
      doctorId: review.doctorId,
      occurredAt: now,
      data: { reviewId: review.id, doctorId: review.doctorId, appointmentId: review.appointmentId, rating: review.rating, publishedAt },
    });
  }
  const pages = createReadCache<DoctorReviewsPage>({ versions, clock, size: PAGES_KEPT });
  registerReviewJobs({ db, jobs, mailer, repo, publicUrl, logger, users, visits, preferences });

  const doctorNames = async (ids: readonly string[]) => new Map((await users.findByIds([...new Set(ids)])).map((u) => [u.id, doctorDisplayName(u)]));
  const labels = { verified: r.verifiedPatient, erased: r.erasedAuthor };

  function toPublic(row: ReviewRow): PublicReview {
    return {
      id: row.id,
      rating: row.rating,
      subScores: row.subScores,
      text: row.text,
      author: row.authorName,
      visitMonth: row.visitMonth,
      serviceName: row.serviceName,
      publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
      reply: row.replyText !== null && row.replyAt ? { text: row.replyText, publishedAt: row.replyAt.toISOString() } : null,
    };
  }

  function toMine(row: ReviewRow, doctorName: string): MyReview {
    return {
      id: row.id,
      appointmentId: row.appointmentId ?? '',
      doctorId: row.doctorId,
      doctorName,
      rating: row.rating,
      subScores: row.subScores,
      text: row.text,
      showAs: row.showAs === 'name' ? 'name' : 'verified',
      // A report does not unpublish: the writer still reads it as published.
      status: row.status === 'pending' || row.status === 'rejected' ? row.status : 'published',
      createdAt: row.createdAt.toISOString(),
      reply: toPublic(row).reply,
    };
  }

  async function toAdmin(rows: readonly ReviewRow[]): Promise<AdminReview[]> {
    const [names, reports] = await Promise.all([doctorNames(rows.map((x) => x.doctorId)), repo.reportsOf(rows.map((x) => x.id))]);
    return rows.map((row) => ({
      ...toPublic(row),
      status: row.status as AdminReview['status'],
      doctorId: row.doctorId,
      doctorName: names.get(row.doctorId) ?? '',
      findings: row.findings,
      reports: reports.filter((p) => p.reviewId === row.id).map((p) => ({ reason: p.reason, createdAt: p.createdAt.toISOString() })),
    }));
  }

  /** One page of a doctor's visible reviews with the rating, read from the database. */
  async function pageFresh(doctorId: string, page: number): Promise<DoctorReviewsPage> {
    const [rows, totals] = await Promise.all([repo.visiblePage(doctorId, (page - 1) * REVIEWS_PAGE_SIZE, REVIEWS_PAGE_SIZE), repo.totals([doctorId])]);
    const total = totals.get(doctorId) ?? { sum: 0, count: 0 };
    return { rating: ratingSummary(total.sum, total.count), reviews: rows.map(toPublic), total: total.count, page, pageSize: REVIEWS_PAGE_SIZE };
  }

  /** What readers of the doctor's profile see changes: the cards (through `doctor:`), the profile and the list (`reviews:`). */
  const bump = (tx: Db, doctorId: string) => bumpVersions(tx, [scope.doctor(doctorId), scope.reviews(doctorId)]);

  return {
    /** The visits the signed-in patient may review now: ended, confirmed, not a no-show, not reviewed, within 30 days. */
    async reviewable(viewer: Viewer): Promise<ReviewableAppointment[]> {
      const now = clock.now();
      const ended = await visits.visitsEndedBetween(new Date(now.getTime() - REVIEW_WINDOW_DAYS * DAY_MS), now, REVIEWABLE_MAX, viewer.id);
      const reviewed = await repo.reviewedAppointments(ended.map((v) => v.id));
      const open = ended.filter((v) => !reviewed.has(v.id) && reviewEligibility(v, now) === 'ok');
      const names = await doctorNames(open.map((v) => v.doctorId));
      return open.map((v) => ({
        appointmentId: v.id,
        doctorId: v.doctorId,
        doctorName: names.get(v.doctorId) ?? '',
        serviceName: v.serviceName,
        startsAt: v.startsAt.toISOString(),
        reviewableUntil: reviewableUntil(v.endsAt).toISOString(),
      }));
    },

    /** The writer's own reviews, newest first. */
    async mine(viewer: Viewer): Promise<MyReview[]> {
      const rows = await repo.ofPatient(viewer.id, MINE_MAX);
      const names = await doctorNames(rows.map((x) => x.doctorId));
      return rows.map((row) => toMine(row, names.get(row.doctorId) ?? ''));
    },

    /**
     * A review of one's own visit that took place, once, within 30 days of its end. Published at once
     * when the automatic check finds nothing, else held for an admin with its findings.
     */
    async create(viewer: Viewer, input: CreateReview): Promise<MyReview> {
      const now = clock.now();
      const visit = requireOwnVisit(viewer.id, await visits.reviewVisit(input.appointmentId));
      if (await repo.byAppointment(visit.id)) throw new AppError(409, r.alreadyReviewed);
      const eligibility = reviewEligibility(visit, now);
      if (eligibility !== 'ok') throw new AppError(422, notReviewable[eligibility], { code: 'failed-precondition' });
      const writer = await users.findById(viewer.id);
      const names = writer && (writer.nome.trim() || writer.cognome.trim()) ? { nome: writer.nome, cognome: writer.cognome } : splitFullName(writer?.displayName ?? '');
      const findings = moderationFindings(input.text);
      const status = findings.length === 0 ? 'published' : 'pending';
      const row = await db.transaction(async (tx) => {
        const inserted = await createReviewsRepository(tx).insertOnce({
          ...ofVisit(visit),
          rating: input.rating,
          subScores: input.subScores ?? {},
          text: input.text,
          showAs: input.showAs,
          authorName: reviewAuthor(names, input.showAs, labels),
          status,
          findings,
          createdAt: now,
          publishedAt: status === 'published' ? now : null,
        });
        // Two sends at once: the unique index lets one in.
        if (!inserted) throw new AppError(409, r.alreadyReviewed);
        if (status === 'published') await announcePublished(tx, inserted, now);
        await bump(tx, visit.doctorId);
        return inserted;
      });
      if (status === 'published') jobs.wake();
      return toMine(row, (await doctorNames([row.doctorId])).get(row.doctorId) ?? '');
    },

    /** GET /api/doctors/:id/reviews: a visible doctor's published reviews, kept under the doctor's review version (ADR 0024). */
    async publicPage(doctorId: string, page: number): Promise<DoctorReviewsPage> {
      return pages.read(`${doctorId}|${page}`, [scope.directory, scope.reviews(doctorId)], async () => {
        await requireVisibleDoctor(doctorId);
        return { value: await pageFresh(doctorId, page) };
      });
    },

    /** GET /api/doctor/reviews: the signed-in doctor's own published reviews, whatever their profile's state. */
    ownPage: (doctorId: string, page: number) => pageFresh(doctorId, page),

    /** The ratings of the directory's cards and the profile: null below the threshold. */
    async ratings(doctorIds: readonly string[]): Promise<Map<string, RatingSummary>> {
      const totals = await repo.totals(doctorIds);
      return new Map(doctorIds.map((id) => [id, ratingSummary(totals.get(id)?.sum ?? 0, totals.get(id)?.count ?? 0)]));
    },

    /** The doctor's one public reply to a visible review about them; it cannot be changed afterwards. */
    async reply(viewer: Viewer, id: string, input: ReplyReview): Promise<PublicReview> {
      const review = requireReviewDoctor(viewer.id, await repo.byId(id));
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const replied = await createReviewsRepository(tx).reply(review.id, input.text, now);
        if (!replied) throw new AppError(409, r.replyExists);
        await audit.record({ actorId: viewer.id, actorRole: 'doctor', subjectId: null, action: 'review.reply', targetId: review.id }, tx);
        await bump(tx, review.doctorId);
        return replied;
      });
      return toPublic(row);
    },

    /** A signed-in reader's report: the review goes back to the admin's queue and stays visible until a decision. */
    async report(viewer: Viewer, id: string, input: ReportReview): Promise<void> {
      const review = requireReportable(viewer.id, await repo.byId(id));
      const now = clock.now();
      await db.transaction(async (tx) => {
        const reported = await createReviewsRepository(tx).report({ id: randomUUID(), reviewId: review.id, reporterId: viewer.id, reason: input.reason, createdAt: now });
        if (!reported) throw new AppError(409, r.alreadyReported);
        const role = viewer.id === review.doctorId ? 'doctor' : 'patient';
        await audit.record({ actorId: viewer.id, actorRole: role, subjectId: null, action: 'review.report', targetId: review.id }, tx);
      });
    },

    /** The admin's queue: held by the automatic check ('pending') or reported, oldest first. */
    async queue(status: 'pending' | 'reported'): Promise<AdminReview[]> {
      return toAdmin(await repo.queue(status, QUEUE_MAX));
    },

    /** Approve publishes (a reported review stays), reject hides; the reports are settled; audited. */
    async decide(admin: Viewer, id: string, input: ReviewDecision): Promise<AdminReview> {
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const txRepo = createReviewsRepository(tx);
        const before = await txRepo.byId(id);
        if (!before) throw new AppError(404, r.reviewNotFound);
        const decided = await txRepo.decide(id, {
          status: input.decision === 'approve' ? 'published' : 'rejected',
          decidedAt: now,
          decidedBy: admin.id,
          decisionNote: input.note?.trim() || null,
        });
        if (!decided) throw new AppError(409, r.alreadyDecided);
        await audit.record(
          { actorId: admin.id, actorRole: 'admin', subjectId: decided.patientId, action: input.decision === 'approve' ? 'admin.review.approve' : 'admin.review.reject', targetId: id, details: { was: before.status } },
          tx,
        );
        // Published for the first time: the doctor is told, as for one published at once.
        if (decided.status === 'published' && before.publishedAt === null) await announcePublished(tx, decided, now);
        await bump(tx, decided.doctorId);
        return decided;
      });
      jobs.wake();
      return (await toAdmin([row]))[0]!;
    },

    /**
     * Demo data (seed/demo-appointments.ts): a published review of a past visit written as given, its
     * window long closed; no e-mail. The moderation check still holds: demo texts must pass it.
     */
    async importPublished(review: { appointmentId: string; rating: number; subScores: ReviewSubScores; text: string; showAs: 'name' | 'verified'; at: Date; reply?: { text: string; at: Date } }): Promise<void> {
      const visit = await visits.reviewVisit(review.appointmentId);
      const writer = visit && (await users.findById(visit.patientId));
      if (!visit || !writer || moderationFindings(review.text).length > 0) throw new Error(`demo review of ${review.appointmentId} cannot be imported`);
      await db.transaction(async (tx) => {
        await createReviewsRepository(tx).insertOnce({
          ...ofVisit(visit),
          rating: review.rating,
          subScores: review.subScores,
          text: review.text,
          showAs: review.showAs,
          authorName: reviewAuthor(writer, review.showAs, labels),
          status: 'published',
          findings: [],
          createdAt: review.at,
          publishedAt: review.at,
          replyText: review.reply?.text ?? null,
          replyAt: review.reply?.at ?? null,
        });
        await bump(tx, visit.doctorId);
      });
    },

    /** The export's part (docs/privacy.md): the account's reviews and reports. */
    async exportOf(userId: string) {
      const [rows, reports] = await Promise.all([repo.ofPatient(userId, EXPORT_MAX), repo.reportsBy(userId)]);
      const names = await doctorNames(rows.map((x) => x.doctorId));
      return {
        reviews: rows.map((row) => {
          const mine = toMine(row, names.get(row.doctorId) ?? '');
          return { id: mine.id, doctorName: mine.doctorName, rating: mine.rating, subScores: { ...mine.subScores }, text: mine.text, author: row.authorName, status: mine.status, findings: row.findings, createdAt: mine.createdAt, reply: mine.reply };
        }),
        reviewReports: reports.map((p) => ({ reviewId: p.reviewId, reason: p.reason, createdAt: p.createdAt.toISOString() })),
      };
    },

    /** Erasure (in the erasure's transaction): the texts stay signed 'Paziente', unlinked; the reports lose their author. */
    async eraseWriter(tx: Db, userId: string): Promise<number> {
      const txRepo = createReviewsRepository(tx);
      const doctors = await txRepo.doctorsReviewedBy(userId);
      const count = await txRepo.anonymiseWriter(userId, r.erasedAuthor);
      await txRepo.forgetReporter(userId);
      for (const doctorId of doctors) await bumpVersions(tx, [scope.reviews(doctorId)]);
      return count;
    },
  };
}

/** A new review's fields taken from its visit: a fresh id, the visit, its doctor and patient, the service and the visit's month in Rome time. */
function ofVisit(visit: ReviewVisit) {
  return {
    id: randomUUID(),
    appointmentId: visit.id,
    doctorId: visit.doctorId,
    patientId: visit.patientId,
    serviceName: visit.serviceName,
    visitMonth: localDateOf(visit.startsAt, DEFAULT_TIME_ZONE).slice(0, 7),
  };
}

const notReviewable = {
  cancelled: r.notReviewableCancelled,
  'no-show': r.notReviewableNoShow,
  'not-yet': r.notReviewableNotYet,
  'window-closed': r.notReviewableWindowClosed(REVIEW_WINDOW_DAYS),
} as const;
