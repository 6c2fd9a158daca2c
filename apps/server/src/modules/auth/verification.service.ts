import { ACCOUNT_TOKEN_RETENTION_DAYS } from '@sanity/shared/domain/privacy/retention';
import { it } from '@sanity/shared/i18n/it';
import { itSettings } from '@sanity/shared/i18n/it-settings';
import { VERIFY_EMAIL_TTL_HOURS, VERIFY_RESEND_INTERVAL_SECONDS } from '@sanity/shared/schemas/account';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import type { JobRunner } from '../jobs/jobs.service';
import type { Mailer } from '../notifications/mailer';
import type { UsersService } from '../users/users.service';
import type { AccountTokens } from './account-tokens';
import type { CurrentPasswordCheck } from './current-password';
import { verifyMail } from './verification-mail';
import { createVerificationRepository } from './verification.repository';

/** The job kind sending one verification link (the account's address, or the new one of a change). */
export const VERIFY_EMAIL_JOB = 'verify-email';

declare module '../jobs/job-kinds' {
  interface JobPayloads {
    /**
     * `email` only for an e-mail change (the new address is not stored anywhere else until it is
     * proven); without it the link goes to the account's current address.
     */
    'verify-email': { userId: string; email?: string };
  }
}

const s = itSettings.security;
const HOUR_MS = 60 * 60 * 1000;
/** Used and expired links are kept this long (the resend interval and the reset limit count recent ones), then deleted. */
const STALE_TOKEN_RETENTION_MS = ACCOUNT_TOKEN_RETENTION_DAYS * 24 * HOUR_MS;

export type VerificationService = ReturnType<typeof createVerificationService>;

/**
 * E-mail verification and change (issue 12, ADR 0012). The link's token is created by the mail job
 * itself, so the raw token exists only in the e-mail: neither the jobs table nor the logs hold a
 * working link. A new link replaces the older ones (account-tokens).
 */
export function createVerificationService({
  db,
  users,
  tokens,
  jobs,
  mailer,
  clock,
  config,
  logger,
  currentPassword,
  onVerified,
}: {
  /** Called in the verification's transaction once an address is proven (the practices' contacts are claimed). */
  onVerified?: (tx: Db, userId: string, email: string, now: Date) => Promise<void>;
  db: Db;
  users: UsersService;
  tokens: AccountTokens;
  currentPassword: CurrentPasswordCheck;
  jobs: JobRunner;
  mailer: Mailer;
  clock: Clock;
  config: Pick<Config, 'PUBLIC_URL'>;
  logger: FastifyBaseLogger;
}) {
  const repo = createVerificationRepository();

  // Housekeeping of every purpose's links (reset links too): nothing in the table stays useful for long.
  jobs.every('account-tokens-purge', HOUR_MS, (now) => tokens.deleteStale(new Date(now.getTime() - STALE_TOKEN_RETENTION_MS)));

  jobs.register(VERIFY_EMAIL_JOB, async ({ userId, email }) => {
    const user = await users.findById(userId);
    if (!user || user.isDisabled) return logger.info({ userId }, 'account gone or disabled: verification e-mail not sent');
    const to = email ?? user.email;
    // Followed meanwhile (or a change back to the current address): nothing to prove.
    if (to === user.email && user.emailVerifiedAt) return;
    const token = await tokens.issue(db, { userId, purpose: 'verify-email', email: to, ttlMs: VERIFY_EMAIL_TTL_HOURS * HOUR_MS });
    const link = `${config.PUBLIC_URL}/verifica-email?token=${token}`;
    await mailer.send({ ...verifyMail(user.displayName, link, VERIFY_EMAIL_TTL_HOURS), to, subjectId: userId, kind: 'verify-email' });
  });

  /**
   * `occasion` names the e-mail within its resend interval: a second request for the same one (a
   * double click before the first link is even created) is the same job, not a second e-mail whose
   * link would silently void the first.
   */
  async function enqueue(tx: Db, userId: string, email: string | undefined, occasion: string): Promise<void> {
    await jobs.enqueue(tx, {
      kind: VERIFY_EMAIL_JOB,
      payload: email ? { userId, email } : { userId },
      dedupeKey: `verify-email:${userId}:${occasion}`,
    });
  }
  const intervalOf = (now: Date) => Math.floor(now.getTime() / (VERIFY_RESEND_INTERVAL_SECONDS * 1000));

  return {
    /** After registration: the first link to the new account's address (sent by the job runner). */
    async afterRegister(userId: string, tx: Db = db): Promise<void> {
      await enqueue(tx, userId, undefined, 'registered');
      jobs.wake();
    },

    /** POST /api/auth/verify-email/resend: 409 when verified, 429 within the resend interval of the last link. */
    async resend(userId: string): Promise<void> {
      const user = await users.findById(userId);
      if (!user) throw new AppError(401, it.identity.notAuthenticated);
      if (user.emailVerifiedAt) throw new AppError(409, s.alreadyVerified, { code: 'already-verified' });
      const now = clock.now();
      const last = await tokens.lastIssuedAt(userId, 'verify-email');
      if (last && now.getTime() - last.getTime() < VERIFY_RESEND_INTERVAL_SECONDS * 1000) {
        throw new AppError(429, s.verifyTooSoon, { code: 'verify-too-soon' });
      }
      await enqueue(db, userId, undefined, `resend:${intervalOf(now)}`);
      jobs.wake();
    },

    /**
     * POST /api/auth/email/change: a link to the new address; the account keeps its address (and
     * its verified state) until the link is followed. The current password is asked when the
     * account has one, so that an open session alone cannot move the account away from its owner.
     */
    async requestChange(userId: string, input: { email: string; currentPassword?: string | undefined }, ip: string): Promise<void> {
      const user = await users.findById(userId);
      if (!user) throw new AppError(401, it.identity.notAuthenticated);
      if (user.passwordHash !== null) await currentPassword.check({ id: user.id, email: user.email, passwordHash: user.passwordHash }, input.currentPassword ?? '', ip);
      if (input.email === user.email) throw new AppError(400, s.sameEmail, { code: 'same-email', fields: { email: s.sameEmail } });
      const other = await users.findByEmail(input.email);
      if (other) throw new AppError(409, it.identity.emailInUse, { code: 'email-already-in-use', fields: { email: it.identity.emailInUse } });
      await enqueue(db, userId, input.email, `change:${input.email}:${intervalOf(clock.now())}`);
      jobs.wake();
    },

    /**
     * POST /api/auth/verify-email (signed in or not: the link is the proof). The account's address
     * becomes verified, or, for a change, is replaced by the proven one, which must still be free
     * (409, and the link keeps working). 400 for an unknown, used or expired link.
     */
    async verify(rawToken: string): Promise<void> {
      const now = clock.now();
      try {
        await db.transaction(async (tx) => {
          const found = await tokens.consume('verify-email', rawToken, tx);
          if (!found) throw new AppError(400, s.verifyLinkInvalid, { code: 'verify-link-invalid' });
          const user = await repo.findUser(tx, found.userId);
          if (!user || user.isDisabled) throw new AppError(400, s.verifyLinkInvalid, { code: 'verify-link-invalid' });
          const done =
            found.email === user.email
              ? await repo.markVerified(tx, user.id, found.email, now)
              : await repo.replaceEmail(tx, user.id, found.email, now);
          if (!done) throw new AppError(400, s.verifyLinkInvalid, { code: 'verify-link-invalid' });
          // Issue 30 (ADR 0036): a practice's contacts made with this address become this account's.
          await onVerified?.(tx, user.id, found.email, now);
        });
      } catch (error) {
        if (isUniqueViolation(error, 'users_email_key')) {
          throw new AppError(409, it.identity.emailInUse, { code: 'email-already-in-use' });
        }
        throw error;
      }
    },
  };
}
