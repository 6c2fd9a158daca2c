import { z } from 'zod';
import { ADMIN_USERS_PAGE_DEFAULT, ADMIN_USERS_PAGE_MAX, ADMIN_USERS_QUERY_MAX, DISABLE_REASON_MAX, DISABLE_REASON_MIN } from '../domain/admin/accounts';
import { PAGE_CURSOR_MAX_LENGTH } from '../domain/appointments/list-pages';
import { it } from '../i18n/it';
import { itAdmin } from '../i18n/it-admin';
import { text } from './fields';

/**
 * The admin's accounts (issue 13 point 8): GET /api/admin/users, POST /api/admin/users/:id/disable
 * and /enable. Erased accounts (GDPR tombstones) are never listed.
 */
const invalid = it.validation.invalidRequest;
const a = itAdmin.adminAccounts;


/** ?q&role&status&limit&cursor. `q` matches the name or the e-mail shown (never a contact's placeholder), case aside; `role=doctor` includes 'professionista'. */
export const AdminUserListQuerySchema = z.object({
  q: text()
    .trim()
    .max(ADMIN_USERS_QUERY_MAX, { message: invalid })
    .optional()
    .transform((q) => (q ? q : undefined)),
  role: z.enum(['user', 'doctor'], { message: invalid }).optional(),
  status: z.enum(['active', 'disabled'], { message: invalid }).optional(),
  limit: z.coerce.number({ message: invalid }).int({ message: invalid }).min(1, { message: invalid }).max(ADMIN_USERS_PAGE_MAX, { message: invalid }).default(ADMIN_USERS_PAGE_DEFAULT),
  cursor: text().max(PAGE_CURSOR_MAX_LENGTH, { message: invalid }).optional(),
});
export type AdminUserListQuery = z.infer<typeof AdminUserListQuerySchema>;

/** One account as the admin sees it. */
export const AdminUserSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  /** Null for a practice's contact without an address (issue 30): its placeholder is never shown. */
  email: z.string().nullable(),
  /** A patient record a practice made for someone who phoned (ADR 0036): nobody signs in as it. */
  isContact: z.boolean(),
  role: z.string(),
  admin: z.number().int(),
  /** A doctor approved by an admin. */
  isVerified: z.boolean(),
  isDisabled: z.boolean(),
  disabledAt: z.string().nullable(),
  disabledReason: z.string().nullable(),
  createdAt: z.string(),
  ultimoLogin: z.string().nullable(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

/** Newest accounts first; `nextCursor` for the next page, null on the last. */
export const AdminUserListSchema = z.object({ users: z.array(AdminUserSchema), nextCursor: z.string().nullable() });
export type AdminUserList = z.infer<typeof AdminUserListSchema>;

export const AdminUserResponseSchema = z.object({ user: AdminUserSchema });
export type AdminUserResponse = z.infer<typeof AdminUserResponseSchema>;

/** POST /api/admin/users/:id/disable: why (kept for the admins, never shown to the account). */
export const DisableUserSchema = z.object({
  reason: text(a.reasonTooShort)
    .trim()
    .min(DISABLE_REASON_MIN, { message: a.reasonTooShort })
    .max(DISABLE_REASON_MAX, { message: a.reasonTooLong }),
});
export type DisableUser = z.infer<typeof DisableUserSchema>;
