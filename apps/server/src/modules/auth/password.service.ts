import { setTimeout as sleep } from 'node:timers/promises';
import { performance } from 'node:perf_hooks';
import { it } from '@sanity/shared/i18n/it';
import { itSettings } from '@sanity/shared/i18n/it-settings';
import { RESET_PASSWORD_TTL_MINUTES } from '@sanity/shared/schemas/account';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { JobRunner } from '../jobs/jobs.service';
import type { Mailer } from '../notifications/mailer';
import type { UsersService } from '../users/users.service';
import type { AccountTokens } from './account-tokens';
import type { CurrentPasswordCheck } from './current-password';
import { hashPassword } from './password';
import { createPasswordRepository } from './password.repository';
import { resetMail } from './reset-mail';

/** The job kind sending one password-reset link. */
export const RESET_PASSWORD_JOB = 'reset-password';

declare module '../jobs/job-kinds' {
  interface JobPayloads {
    /** `email`: the address asked for; the link is not sent if the account's address changed since. */
    'reset-password': { userId: string; email: string };
  }
}

/** Reset links one account may get per hour; further requests are dropped without a word. */
export const RESET_LINKS_PER_HOUR = 3;
/**
 * 'Password dimenticata?' answers no sooner than this, whatever it did: a known address costs a
 * few queries more than an unknown one, and the difference must not be measurable from outside.
 */
export const FORGOT_MIN_RESPONSE_MS = 150;

const s = itSettings.security;
const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

export type PasswordService = ReturnType<typeof createPasswordService>;

/**
 * Password reset and change (issue 12 point 3). The reset link's token is created by the mail job,
 * so the raw token exists only in the e-mail. A reset ends every session of the account (whoever
 * knew the old password is out); a change ends every other session (the one asking stays).
 */
export function createPasswordService({
  db,
  users,
  tokens,
  jobs,
  mailer,
  clock,
  config,
  logger,
  currentPassword,
}: {
  db: Db;
  users: UsersService;
  tokens: AccountTokens;
  jobs: JobRunner;
  mailer: Mailer;
  clock: Clock;
  config: Pick<Config, 'PUBLIC_URL'>;
  logger: FastifyBaseLogger;
  currentPassword: CurrentPasswordCheck;
}) {
  const repo = createPasswordRepository(db);
  const invalidLink = () => new AppError(400, s.resetLinkInvalid, { code: 'reset-link-invalid' });

  jobs.register(RESET_PASSWORD_JOB, async ({ userId, email }) => {
    const user = await users.findById(userId);
    if (!user || user.isDisabled || user.email !== email) return logger.info({ userId }, 'account gone, disabled or moved: reset e-mail not sent');
    // Checked again here: several requests may have been accepted before the first link existed.
    if ((await repo.countResetLinksSince(userId, new Date(clock.now().getTime() - HOUR_MS))) >= RESET_LINKS_PER_HOUR) {
      return logger.info({ userId }, 'reset links per hour reached: e-mail not sent');
    }
    const token = await tokens.issue(db, { userId, purpose: 'reset-password', email, ttlMs: RESET_PASSWORD_TTL_MINUTES * MINUTE_MS });
    const link = `${config.PUBLIC_URL}/reimposta-password?token=${token}`;
    await mailer.send({ ...resetMail(user.displayName, link, RESET_PASSWORD_TTL_MINUTES), to: email, subjectId: userId, kind: 'reset-password' });
  });

  return {
    /**
     * POST /api/auth/password/forgot: always the same answer after the same time. Only for an
     * existing, enabled account under the hourly cap is a mail job enqueued.
     */
    async forgot(email: string): Promise<void> {
      // A duration, not a date: measured on the monotonic timer (the injected clock may stand still in tests).
      const started = performance.now();
      try {
        const user = await users.findByEmail(email);
        if (user && !user.isDisabled) {
          const now = clock.now();
          if ((await repo.countResetLinksSince(user.id, new Date(now.getTime() - HOUR_MS))) < RESET_LINKS_PER_HOUR) {
            await jobs.enqueue(db, {
              kind: RESET_PASSWORD_JOB,
              payload: { userId: user.id, email: user.email },
              dedupeKey: `reset-password:${user.id}:${now.getTime()}`,
            });
            jobs.wake();
          }
        }
      } finally {
        const left = FORGOT_MIN_RESPONSE_MS - (performance.now() - started);
        if (left > 0) await sleep(left);
      }
    },

    /**
     * POST /api/auth/password/reset: consumes the link, sets the password, ends every session of
     * the account and forgets its failed logins (the owner proved the mailbox). 400 for an
     * unknown, used or expired link, or one whose account changed address or was disabled since.
     */
    async reset(rawToken: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const found = await tokens.consume('reset-password', rawToken, tx);
        if (!found) throw invalidLink();
        const user = await repo.findUser(tx, found.userId);
        if (!user || user.isDisabled || user.email !== found.email) throw invalidLink();
        await repo.setPasswordHash(tx, user.id, passwordHash);
        await repo.deleteSessions(tx, user.id);
        await repo.clearFailures(tx, user.email);
      });
    },

    /**
     * POST /api/auth/password/change: the current password first (400 on its field; an account
     * without one, Google only, is sent to the reset), then every other session ends.
     */
    async change(
      who: { id: string; sessionId: string },
      input: { currentPassword: string; password: string },
      ip: string,
    ): Promise<void> {
      const user = await users.findById(who.id);
      if (!user) throw new AppError(401, it.identity.notAuthenticated);
      if (user.passwordHash === null) {
        throw new AppError(400, s.noPasswordYet, { code: 'no-password-yet', fields: { currentPassword: s.noPasswordYet } });
      }
      await currentPassword.check({ id: user.id, email: user.email, passwordHash: user.passwordHash }, input.currentPassword, ip);
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        await repo.setPasswordHash(tx, user.id, passwordHash);
        await repo.deleteSessions(tx, user.id, who.sessionId);
      });
    },
  };
}
