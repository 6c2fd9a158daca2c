import { it } from '@sanity/shared/i18n/it';
import { and, count, eq, gt } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema/auth';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { verifyPassword } from './password';

const s = it.security;
const MINUTE_MS = 60 * 1000;

export type CurrentPasswordCheck = ReturnType<typeof createCurrentPasswordCheck>;

/**
 * The current password asked again by a signed-in account (password change, e-mail change). A wrong
 * one counts as a failed login of this (account, address) pair and the pair's limit applies, so a
 * stolen session cannot be used to guess the password (ADR 0003, update of issue 12).
 */
export function createCurrentPasswordCheck({ db, clock, config }: { db: Db; clock: Clock; config: Pick<Config, 'LOGIN_FAILURE_WINDOW_MINUTES' | 'LOGIN_MAX_FAILURES_PER_ACCOUNT'> }) {
  return {
    /** 429 past the pair's failures; 400 on the `currentPassword` field when wrong (and recorded). */
    async check(account: { email: string; passwordHash: string }, candidate: string, ip: string): Promise<void> {
      const now = clock.now();
      const since = new Date(now.getTime() - config.LOGIN_FAILURE_WINDOW_MINUTES * MINUTE_MS);
      const [row] = await db
        .select({ n: count() })
        .from(loginFailures)
        .where(and(eq(loginFailures.email, account.email), eq(loginFailures.ip, ip), gt(loginFailures.createdAt, since)));
      if ((row?.n ?? 0) >= config.LOGIN_MAX_FAILURES_PER_ACCOUNT) {
        throw new AppError(429, it.identity.tooManyRequests, { code: 'too-many-requests' });
      }
      if (!(await verifyPassword(account.passwordHash, candidate))) {
        await db.insert(loginFailures).values({ email: account.email, ip, createdAt: now });
        throw new AppError(400, s.wrongCurrentPassword, { code: 'wrong-current-password', fields: { currentPassword: s.wrongCurrentPassword } });
      }
    },
  };
}
