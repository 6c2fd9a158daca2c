import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '../constants';
import { isCommonPassword } from '../domain/auth/common-passwords';
import { it } from '../i18n/it';
import { itSettings } from '../i18n/it-settings';
import { text } from './fields';

const v = it.validation;
const a = itSettings.security;

/** How long a verification link works, and a reset link (a reset link is more dangerous: shorter). */
export const VERIFY_EMAIL_TTL_HOURS = 48;
export const RESET_PASSWORD_TTL_MINUTES = 60;
/** A new verification link at most this often per account ('Invia di nuovo'). */
export const VERIFY_RESEND_INTERVAL_SECONDS = 60;

const email = text(v.email)
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: v.email }).max(254, { message: v.email }));

/** A new password: the spec's minimum length, and not one of the most common passwords. */
export const newPassword = z
  .string({ message: v.passwordMin })
  .min(PASSWORD_MIN, { message: v.passwordMin })
  .max(PASSWORD_MAX, { message: v.tooLong })
  .refine((p) => !isCommonPassword(p), { message: a.commonPassword });

/** A token from a link: base64url, bounded. */
const token = text(it.validation.invalidRequest).trim().min(20, { message: it.validation.invalidRequest }).max(200, { message: it.validation.invalidRequest });

/** POST /api/auth/verify-email: the token of the link. */
export const VerifyEmailSchema = z.object({ token });

/** POST /api/auth/password/forgot: always 202, whether the address exists or not. */
export const ForgotPasswordSchema = z.object({ email });

const confirmation = { password: newPassword, confirmPassword: z.string({ message: v.passwordsMismatch }) };
const matching = (data: { password: string; confirmPassword: string }, ctx: z.RefinementCtx) => {
  if (data.password !== data.confirmPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: v.passwordsMismatch });
};

/** POST /api/auth/password/reset: the link's token and the new password (every session ends). */
export const ResetPasswordSchema = z.object({ token, ...confirmation }).superRefine(matching);

/** POST /api/auth/password/change (signed in): every other session ends. */
export const ChangePasswordSchema = z
  .object({
    currentPassword: z.string({ message: a.wrongCurrentPassword }).min(1, { message: a.wrongCurrentPassword }).max(PASSWORD_MAX, { message: v.tooLong }),
    ...confirmation,
  })
  .superRefine(matching);

/** POST /api/auth/email/change (signed in): the new address gets a verification link; it replaces the old one when followed. */
export const ChangeEmailSchema = z.object({
  email,
  /** Required when the account has a password (an open session alone must not be enough to move the account away). */
  currentPassword: z.string().max(PASSWORD_MAX, { message: v.tooLong }).optional(),
});

/** One signed-in device (GET /api/auth/sessions). */
export const SessionInfoSchema = z.object({
  /** Opaque id for DELETE /api/auth/sessions/:id (not the cookie, not its hash). */
  id: z.string(),
  /** 'Chrome su Windows', 'Safari su iPhone', or null when the user agent says nothing usable. */
  device: z.string().nullable(),
  /** 'Italia' / 'Rete locale' from the IP without any network call, or null. */
  place: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof SessionInfoSchema>;
export const SessionListSchema = z.object({ sessions: z.array(SessionInfoSchema) });
export type SessionList = z.infer<typeof SessionListSchema>;
