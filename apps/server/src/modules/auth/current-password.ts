import { itSettings } from '@sanity/shared/i18n/it-settings';
import { AppError } from '../../lib/app-error';
import type { LoginThrottle } from './login-throttle';
import { verifyPassword } from './password';

const s = itSettings.security;

export type CurrentPasswordCheck = ReturnType<typeof createCurrentPasswordCheck>;

/**
 * The current password asked again by a signed-in account (password change, e-mail change,
 * erasure). It goes through the login's throttle: the pair's and the address's limits and the
 * growing delays, and a wrong one counts as a failed login; so a stolen session is no cheaper a
 * way to guess the password than the login form (ADR 0003, updates of issues 12 and 23).
 */
export function createCurrentPasswordCheck({ throttle }: { throttle: LoginThrottle }) {
  return {
    /** 429 as a login would get it; 400 on the `currentPassword` field when wrong (and recorded). */
    async check(account: { id: string; email: string; passwordHash: string }, candidate: string, ip: string): Promise<void> {
      const attempt = await throttle.begin(account.email, ip, account.id);
      if (!(await verifyPassword(account.passwordHash, candidate))) {
        throw new AppError(400, s.wrongCurrentPassword, { code: 'wrong-current-password', fields: { currentPassword: s.wrongCurrentPassword } });
      }
      // Right: not a failure. The address's earlier failures stay, as they did before (only a login forgives them).
      await attempt.passed();
    },
  };
}
