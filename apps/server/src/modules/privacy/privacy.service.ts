import { isDoctorRole } from '@sanity/shared/domain/roles';
import { it } from '@sanity/shared/i18n/it';
import type { ConsentList, DataExport, DeleteAccountInput, PrivacyStatus } from '@sanity/shared/schemas/privacy';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AppointmentsPrivacy } from '../appointments/appointments.privacy';
import type { ReviewsService } from '../reviews/reviews.service';
import { articlesPrivacy } from '../articles/articles.privacy';
import { chatPrivacy } from '../assistant/chat.privacy';
import type { AuditService } from '../audit/audit.service';
import { auditPrivacy } from '../audit/audit.privacy';
import { authPrivacy } from '../auth/auth.privacy';
import type { CurrentPasswordCheck } from '../auth/current-password';
import { contactPrivacy } from '../contact/contact.privacy';
import { followsPrivacy } from '../doctors/follows.privacy';
import { favoritesPrivacy } from '../favorites/favorites.privacy';
import { tokensPrivacy } from '../tokens/tokens.privacy';
import { webhooksPrivacy } from '../webhooks/webhooks.privacy';
import { jobsPrivacy } from '../jobs/jobs.privacy';
import type { JobRunner } from '../jobs/jobs.service';
import { limitsPrivacy } from '../limits/limits.privacy';
import type { RateLimitCounter } from '../limits/rate-limit-counter';
import { membershipsPrivacy } from '../memberships/memberships.privacy';
import { practicePrivacy } from '../practice/practice.privacy';
import { uploadsPrivacy } from '../uploads/uploads.privacy';
import { documentsPrivacy } from '../documents/documents.privacy';
import { toUserDto } from '../users/users.dto';
import { usersPrivacy } from '../users/users.privacy';
import { waitlistPrivacy } from '../waitlist/waitlist.privacy';
import { staffPrivacy } from '../staff/staff.privacy';
import { notificationPreferencesPrivacy } from '../notifications/preferences/preferences.privacy';
import { consentsRepository } from './consents.repository';
import { itPrivacy } from '@sanity/shared/i18n/it-privacy';
import { itFamily } from '@sanity/shared/i18n/it-family';
import { familyPrivacy } from '../family/family.privacy';
import { contactClaimsPrivacy } from '../contact-claims/contact-claims.privacy';

const p = itPrivacy;

export type PrivacyService = ReturnType<typeof createPrivacyService>;

/**
 * The data subject's rights (issue 13; ADR 0014, docs/privacy.md "Diritti dell'interessato"):
 * the export (art. 15, 20) and the erasure (art. 17) of one's own account, and the consents given
 * at registration. Each feature owns its part (`<feature>.privacy.ts`: what it holds about the
 * account, and how that is erased); this service asks them all and runs the erasure in ONE
 * database transaction, the tombstone of the account last. The stored files are deleted by a job
 * enqueued in that transaction, and the doctors' cancellation e-mails are sent after the commit.
 */
export function createPrivacyService({
  db,
  clock,
  jobs,
  audit,
  currentPassword,
  appointments,
  reviews,
  rateLimits,
  publicUrl,
}: {
  /** The platform's address: the export links each document's download (issue 29). */
  publicUrl: string;
  db: Db;
  clock: Clock;
  jobs: JobRunner;
  audit: AuditService;
  currentPassword: CurrentPasswordCheck;
  appointments: AppointmentsPrivacy;
  /** Issue 28: the reviews feature's part (a service: erasure moves the read versions of the doctors reviewed). */
  reviews: Pick<ReviewsService, 'exportOf' | 'eraseWriter'>;
  rateLimits: RateLimitCounter;
}) {
  async function requireAccount(userId: string) {
    const found = await usersPrivacy.profileOf(db, userId);
    if (!found || found.row.erasedAt) throw new AppError(401, it.identity.notAuthenticated);
    return found;
  }

  /**
   * The account's e-mail when it is verified, else null. Other people's data found by the address
   * (contact messages sent from it, a doctor's allowed readers) is the account's only once the
   * owner proved the address is theirs: anyone can register an address they do not own (ADR 0012),
   * as `viewerKeys` already says for reading private content.
   */
  function addressOwned(row: { email: string; emailVerifiedAt: Date | null }): string | null {
    return row.emailVerifiedAt ? row.email : null;
  }

  function deletionOf(row: { role: string; admin: number; passwordHash: string | null }): PrivacyStatus['deletion'] {
    if (row.admin === 1) return 'admin';
    if (isDoctorRole(row.role)) return 'doctor';
    return row.passwordHash ? 'password' : 'email';
  }

  return {
    async consents(userId: string): Promise<ConsentList> {
      return { consents: await consentsRepository.of(db, userId) };
    },

    async status(userId: string): Promise<PrivacyStatus> {
      const { row } = await requireAccount(userId);
      const [consents, family] = await Promise.all([consentsRepository.of(db, userId), familyPrivacy.counts(db, userId)]);
      return { consents, deletion: deletionOf(row), family };
    },

    /** Everything the platform holds about the account; of others, only the names needed to read it. */
    async exportFor(userId: string, now = clock.now()): Promise<DataExport> {
      const { row, sectorIds } = await requireAccount(userId);
      const doctor = isDoctorRole(row.role);
      const verifiedEmail = addressOwned(row);
      // Independent reads: on PostgreSQL they run on separate connections at once.
      const [consents, appointmentRows, favorites, follows, waitlist, notifications, chat, sessions, memberships, files, contactMessages, accessLog, services, articles, written, documents, family, tokens, webhooks, staff, contactClaims] = await Promise.all([
        consentsRepository.of(db, userId),
        appointments.ofPatient(db, userId, now),
        favoritesPrivacy.of(db, userId),
        followsPrivacy.of(db, userId),
        waitlistPrivacy.of(db, userId),
        notificationPreferencesPrivacy.of(db, userId),
        chatPrivacy.of(db, userId),
        authPrivacy.sessionsOf(db, userId),
        membershipsPrivacy.of(db, userId),
        uploadsPrivacy.of(db, userId),
        verifiedEmail ? contactPrivacy.of(db, verifiedEmail) : Promise.resolve([]),
        auditPrivacy.aboutSubject(db, userId),
        doctor ? practicePrivacy.servicesOf(db, userId) : Promise.resolve([]),
        doctor ? articlesPrivacy.ofAuthor(db, userId) : Promise.resolve([]),
        reviews.exportOf(userId),
        documentsPrivacy.of(db, userId, publicUrl),
        familyPrivacy.of(db, userId, now),
        tokensPrivacy.of(db, userId),
        webhooksPrivacy.of(db, userId),
        staffPrivacy.of(db, userId),
        contactClaimsPrivacy.of(db, userId),
      ]);
      return {
        format: 'sanity-export',
        version: 1,
        generatedAt: now.toISOString(),
        profile: {
          ...toUserDto(row, sectorIds),
          emailVerifiedAt: row.emailVerifiedAt?.toISOString() ?? null,
          doctorReviewedAt: row.doctorReviewedAt?.toISOString() ?? null,
          isDisabled: row.isDisabled,
          googleLinked: row.googleSub !== null,
          hasPassword: row.passwordHash !== null,
        },
        consents,
        appointments: appointmentRows,
        family,
        contactClaims,
        favorites,
        follows,
        waitlist,
        notifications,
        reviews: written.reviews,
        reviewReports: written.reviewReports,
        chat,
        sessions,
        memberships,
        files,
        documents,
        tokens,
        webhooks,
        staff,
        contactMessages,
        accessLog,
        practice: doctor ? { services, articles } : null,
      };
    },

    /**
     * Deletes the signed-in patient's account (art. 17). Confirmed by the current password (the
     * throttled check of password and e-mail change), or by the e-mail typed again for an account
     * that only signs in with Google. Doctors and admins: 409 (docs/privacy.md).
     */
    async eraseAccount(userId: string, input: DeleteAccountInput, ip: string): Promise<void> {
      const { row } = await requireAccount(userId);
      const deletion = deletionOf(row);
      if (deletion === 'admin') throw new AppError(409, p.adminCannotDelete, { code: 'failed-precondition' });
      if (deletion === 'doctor') throw new AppError(409, p.doctorCannotDelete, { code: 'failed-precondition' });
      if (row.passwordHash) {
        if (!input.currentPassword) throw new AppError(400, p.passwordRequired, { fields: { currentPassword: p.passwordRequired } });
        await currentPassword.check({ id: row.id, email: row.email, passwordHash: row.passwordHash }, input.currentPassword, ip);
      } else if (input.confirmEmail !== row.email) {
        throw new AppError(400, p.emailMismatch, { fields: { confirmEmail: p.emailMismatch } });
      }

      // Issue 30: the people in the account's care go with it; the API says so and wants it confirmed.
      const { members } = await familyPrivacy.counts(db, userId);
      if (members > 0 && input.confirmFamilyErasure !== true) {
        throw new AppError(409, itFamily.erasureNeedsConfirm(members), { code: 'failed-precondition', fields: { confirmFamilyErasure: itFamily.confirmRequired } });
      }

      const now = clock.now();
      await db.transaction(async (tx) => {
        if (!(await usersPrivacy.lockLive(tx, userId))) throw new AppError(401, it.identity.notAuthenticated);
        const cancelled = await appointments.eraseForPatient(tx, userId, now);
        const familyMembers = await familyPrivacy.erase(tx, userId);
        await favoritesPrivacy.erase(tx, userId);
        await waitlistPrivacy.erase(tx, userId);
        // Issue 31: no token of an erased account works, and no endpoint of theirs receives anything.
        await tokensPrivacy.erase(tx, userId);
        await webhooksPrivacy.erase(tx, userId);
        // Issue 30: out of every practice they worked for, and no invitation keeps the address.
        await staffPrivacy.erase(tx, userId, row.email);
        // The texts stay, signed 'Paziente', without the link to the account (docs/privacy.md).
        await reviews.eraseWriter(tx, userId);
        await notificationPreferencesPrivacy.erase(tx, userId);
        await contactClaimsPrivacy.erase(tx, userId);
        await followsPrivacy.erase(tx, userId);
        await chatPrivacy.erase(tx, userId);
        const verifiedEmail = addressOwned(row);
        if (verifiedEmail) await contactPrivacy.erase(tx, verifiedEmail);
        await membershipsPrivacy.erase(tx, userId);
        // Before the account's own files: the visits' documents go whoever added them (the doctor's copies too).
        const documents = await documentsPrivacy.erase(tx, jobs, userId);
        const files = await uploadsPrivacy.erase(tx, jobs, userId, [row.avatar]);
        if (verifiedEmail) await articlesPrivacy.eraseReader(tx, verifiedEmail);
        await limitsPrivacy.erase(tx, userId);
        await jobsPrivacy.erase(tx, userId);
        await consentsRepository.erase(tx, userId);
        await authPrivacy.erase(tx, userId, row.email);
        await usersPrivacy.tombstone(tx, userId, now);
        // Ids and counts only: the entry outlives the account and names nobody.
        await audit.record({ actorId: userId, actorRole: 'patient', subjectId: userId, action: 'account.erase', details: { cancelledAppointments: cancelled, files, documents, familyMembers } }, tx);
      });
      rateLimits.forgetAccount(userId);
      appointments.flush();
      jobs.wake();
    },
  };
}
