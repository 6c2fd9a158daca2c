import { it } from '@sanity/shared/i18n/it';
import { itSettings } from '@sanity/shared/i18n/it-settings';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { clientAddressKey } from '../../lib/client-address';
import { createAuthRepository } from './auth.repository';

/**
 * How long this address must still wait before trying the account again (0: it may try now). Only
 * an address that already failed on the account and never had a session of it waits, and only once
 * the account has `after` failures from such addresses in the window: 2^k seconds after the latest
 * of them, k growing by one with each further failure, at most the window itself.
 */
export function slowDownMs(
  pressure: { byPair: number; foreign: number; lastForeignMs: number | null; knownIp: boolean },
  after: number,
  windowMs: number,
  now: Date,
): number {
  if (pressure.knownIp || pressure.byPair === 0 || pressure.foreign < after || pressure.lastForeignMs === null) return 0;
  const delayMs = Math.min(2 ** Math.min(pressure.foreign - after + 1, 30) * 1000, windowMs);
  return Math.max(0, pressure.lastForeignMs + delayMs - now.getTime());
}

/** A password attempt let through the throttle, counted as a failure until the password proves right. */
export interface PasswordAttempt {
  /** The password was right: this attempt is not a failure. */
  passed(): Promise<void>;
  /** The password was right on a login: this address's earlier failures on the account are forgiven too. */
  forgiveAddress(): Promise<void>;
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

type ThrottleConfig = Pick<Config, 'LOGIN_MAX_FAILURES_PER_ACCOUNT' | 'LOGIN_MAX_FAILURES_PER_IP' | 'LOGIN_FAILURE_WINDOW_MINUTES'>;

/**
 * The one throttle in front of every password check: the login and the current password asked
 * again (password change, e-mail change, erasure), so that an open session is no cheaper a way to
 * guess (docs/decisions/0003-login-throttling.md, updates for issues 12 and 23).
 *
 * Addresses are counted by `clientAddressKey` (IPv6 by its /64), as the route limits are: one IPv6
 * host draws a fresh address from its /64 at will. Check and record are one step: the attempt is
 * recorded first and the limits are read afterwards, leaving it out; of parallel attempts each one
 * then sees every attempt recorded before it, so no more than the limit get past (checking first
 * let 16 parallel guesses all pass a limit of 5). An attempt refused here is deleted again, so the
 * block lifts when the window passes; one whose password proves right is deleted by the caller.
 */
export function createLoginThrottle({ db, clock, config }: { db: Db; clock: Clock; config: ThrottleConfig }) {
  const repo = createAuthRepository(db);
  return {
    /** 429 past the pair's or the address's failures, or while the address must wait; otherwise the recorded attempt. */
    async begin(email: string, ip: string, userId: string | null, now = clock.now()): Promise<PasswordAttempt> {
      const address = clientAddressKey(ip);
      const windowMs = config.LOGIN_FAILURE_WINDOW_MINUTES * 60 * 1000;
      const id = await repo.recordFailure(email, address, now);
      const refuse = async (error: AppError): Promise<never> => {
        await repo.deleteFailure(id);
        throw error;
      };
      const known = userId ? [...new Set((await repo.sessionAddresses(userId)).map(clientAddressKey))] : [];
      const pressure = await repo.loginPressure(email, address, known, new Date(now.getTime() - windowMs), id);
      if (pressure.byPair >= config.LOGIN_MAX_FAILURES_PER_ACCOUNT || pressure.byIp >= config.LOGIN_MAX_FAILURES_PER_IP) {
        return refuse(new AppError(429, it.identity.tooManyRequests, { code: 'too-many-requests' }));
      }
      const waitMs = slowDownMs({ ...pressure, knownIp: known.includes(address) }, config.LOGIN_MAX_FAILURES_PER_ACCOUNT, windowMs, now);
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        return refuse(new AppError(429, itSettings.security.loginSlowDown(seconds), { code: 'too-many-requests', headers: { 'retry-after': String(seconds) } }));
      }
      return {
        passed: () => repo.deleteFailure(id),
        forgiveAddress: () => repo.clearFailuresOfPair(email, address),
      };
    },
  };
}
