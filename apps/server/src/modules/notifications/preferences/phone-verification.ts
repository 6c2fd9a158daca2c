import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { parseSmsPhone } from '@sanity/shared/domain/notifications/sms-phone';
import { itSms as s } from '@sanity/shared/i18n/it-sms';
import type { RequestPhoneCode, VerifyPhoneCode } from '@sanity/shared/schemas/notification-preferences';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { JobRunner } from '../../jobs/jobs.service';
import type { SmsSender } from '../channels/sms-sender';
import { createPreferencesRepository, type VerificationRow } from './preferences.repository';

/** A code is valid this long after it was asked for (a send delayed by retries leaves it less). */
export const CODE_TTL_MS = 10 * 60_000;
/** The short wait between two codes of one account. */
export const RESEND_WAIT_MS = 60_000;
/** Codes one account may ask for within CODES_WINDOW_MS. */
export const MAX_CODES_PER_WINDOW = 3;
export const CODES_WINDOW_MS = 60 * 60_000;
/** Wrong attempts one code allows; then a new code is needed. */
export const MAX_CODE_ATTEMPTS = 5;

export const PHONE_CODE_JOB = 'phone-code-sms';

declare module '../../jobs/job-kinds' {
  interface JobPayloads {
    /** `send`/`window`: which request of the account this job answers (a later request makes it stale). */
    'phone-code-sms': { userId: string; send: number; window: string };
  }
}

/** The hash kept of a code: bound to the account, so a code hash is never the same for two people. */
const hashCode = (userId: string, code: string) => createHash('sha256').update(`${userId}:${code}`).digest('hex');

/** When the account may ask for the next code, given its row (the short wait, then the hourly count). */
export function nextCodeAt(row: VerificationRow): Date {
  const lastAsked = row.expiresAt.getTime() - CODE_TTL_MS;
  const afterWait = lastAsked + RESEND_WAIT_MS;
  const windowEnd = row.windowStartedAt.getTime() + CODES_WINDOW_MS;
  return new Date(row.sends >= MAX_CODES_PER_WINDOW ? Math.max(afterWait, windowEnd) : afterWait);
}

const tooMany = (status: number, message: string, field: 'phone' | 'code', retryAfterMs?: number) =>
  new AppError(status, message, {
    fields: { [field]: message },
    ...(retryAfterMs === undefined ? {} : { headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) } }),
  });

type VerifyOutcome = { ok: true; phone: string } | { ok: false; error: AppError };

/**
 * The proof that a number reaches its owner (issue 26): a six-digit code sent by SMS through the
 * job runner. The job makes the code when it sends it and keeps only its hash, so the code is never
 * in a job's payload nor in the database. Limits: a short wait between two codes, at most three an
 * hour per account, five wrong attempts per code, ten minutes of life.
 */
export function createPhoneVerification({ db, jobs, sms, logger }: { db: Db; jobs: JobRunner; sms: SmsSender; logger: FastifyBaseLogger }) {
  jobs.register(PHONE_CODE_JOB, async ({ userId, send, window }, { now }) => {
    const repo = createPreferencesRepository(db);
    const row = await repo.verification(userId);
    // Asked again, verified or withdrawn meanwhile (both end the row's life), or still failing ten
    // minutes after it was asked: this request's code is no longer wanted.
    if (!row || row.sends !== send || row.windowStartedAt.toISOString() !== window || row.expiresAt <= now) {
      return logger.info({ userId }, 'phone code no longer wanted: not sent');
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    // Stored before sending: an SMS whose code was not stored could never be used. A retry makes a new code.
    await repo.updateVerification(userId, { codeHash: hashCode(userId, code), attempts: 0 });
    await sms.send({ to: row.phone, text: s.codeSms(code), subjectId: userId, kind: PHONE_CODE_JOB });
  });

  return {
    /** Ends a pending code (the number was withdrawn); the hourly count stays. */
    async withdraw(tx: Db, userId: string, now: Date): Promise<void> {
      await createPreferencesRepository(tx).updateVerification(userId, { codeHash: '', expiresAt: now });
    },

    /** POST /api/users/me/phone: checks the number and the limits, then queues the SMS in the same transaction. */
    async requestCode(userId: string, input: RequestPhoneCode, now: Date): Promise<{ phone: string }> {
      const parsed = parseSmsPhone(input.phone);
      if (!parsed.ok) throw new AppError(400, parsed.message, { fields: { phone: parsed.message } });
      await db.transaction(async (tx) => {
        const repo = createPreferencesRepository(tx);
        const previous = await repo.lockVerification(userId);
        const windowOpen = previous !== undefined && now.getTime() < previous.windowStartedAt.getTime() + CODES_WINDOW_MS;
        if (previous && windowOpen) {
          const waitMs = nextCodeAt(previous).getTime() - now.getTime();
          if (waitMs > 0) {
            throw previous.sends >= MAX_CODES_PER_WINDOW
              ? tooMany(429, s.codeTooManyPerHour(Math.ceil(waitMs / 60_000)), 'phone', waitMs)
              : tooMany(429, s.codeWaitSeconds(Math.ceil(waitMs / 1000)), 'phone', waitMs);
          }
        }
        const row: VerificationRow = {
          userId,
          phone: parsed.e164,
          // No code until the job sends one: an empty hash matches nothing.
          codeHash: '',
          expiresAt: new Date(now.getTime() + CODE_TTL_MS),
          attempts: 0,
          sends: previous && windowOpen ? previous.sends + 1 : 1,
          windowStartedAt: previous && windowOpen ? previous.windowStartedAt : now,
        };
        await repo.saveVerification(row);
        await jobs.enqueue(tx, {
          kind: PHONE_CODE_JOB,
          payload: { userId, send: row.sends, window: row.windowStartedAt.toISOString() },
          dedupeKey: `${PHONE_CODE_JOB}:${userId}:${row.windowStartedAt.toISOString()}:${row.sends}`,
        });
      });
      jobs.wake();
      return { phone: parsed.e164 };
    },

    /**
     * POST /api/users/me/phone/verify: the right code makes the number the account's verified SMS
     * number (`onVerified`, in the same transaction); the code is spent.
     * A wrong attempt is counted even though the request fails (hence the outcome, thrown after the commit).
     */
    async verifyCode(userId: string, input: VerifyPhoneCode, now: Date, onVerified: (tx: Db, phone: string) => Promise<void>): Promise<string> {
      const outcome = await db.transaction(async (tx): Promise<VerifyOutcome> => {
        const repo = createPreferencesRepository(tx);
        const row = await repo.lockVerification(userId);
        if (!row || row.codeHash === '') return { ok: false, error: new AppError(400, s.codeNone, { fields: { code: s.codeNone } }) };
        if (row.attempts >= MAX_CODE_ATTEMPTS) return { ok: false, error: tooMany(429, s.codeTooManyAttempts, 'code') };
        if (now >= row.expiresAt) return { ok: false, error: new AppError(400, s.codeExpired, { fields: { code: s.codeExpired } }) };
        const expected = Buffer.from(row.codeHash, 'hex');
        const given = Buffer.from(hashCode(userId, input.code), 'hex');
        if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
          const attempts = row.attempts + 1;
          await repo.updateVerification(userId, { attempts });
          const left = MAX_CODE_ATTEMPTS - attempts;
          return { ok: false, error: left > 0 ? new AppError(400, s.codeWrong(left), { fields: { code: s.codeWrong(left) } }) : tooMany(429, s.codeTooManyAttempts, 'code') };
        }
        // The row stays (its hourly count too), without a code: the same code cannot be used again.
        await repo.updateVerification(userId, { codeHash: '', expiresAt: now });
        await onVerified(tx, row.phone);
        return { ok: true, phone: row.phone };
      });
      if (!outcome.ok) throw outcome.error;
      return outcome.phone;
    },
  };
}
