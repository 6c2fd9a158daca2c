import { z } from 'zod';
import { PAGE_CURSOR_MAX_LENGTH } from '../domain/appointments/list-pages';
import { SLUG_PATTERN } from '../domain/sectors/slug';
import { it } from '../i18n/it';
import { itAdmin } from '../i18n/it-admin';
import { id, text } from './fields';

export const MembershipSchema = z.object({
  id: z.string(),
  name: z.string(),
  active: z.boolean(),
  privileges: z.array(z.string()),
  /** Euro per month, as numbers with cents. */
  price: z.number(),
  discountedPrice: z.number(),
  offerDays: z.number().int(),
});
export type Membership = z.infer<typeof MembershipSchema>;

export const MembershipListSchema = z.object({ memberships: z.array(MembershipSchema) });

export const ActivateMembershipSchema = z.object({ membershipId: id({ max: 100 }) });

export const MembershipActivationSchema = z.object({
  membershipId: z.string(),
  activatedAt: z.string(),
  expiryDate: z.string().nullable(),
});
export type MembershipActivation = z.infer<typeof MembershipActivationSchema>;

/* Issue 13: membership plans as data (admin). */

const p = itAdmin.adminPlatform.plans;
/** Euro with at most two decimals, 0 to 99 999.99 (numeric(10,2) holds more; no plan costs that much). */
const euro = z
  .number({ message: p.priceInvalid })
  .min(0, { message: p.priceInvalid })
  .max(99_999.99, { message: p.priceInvalid })
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { message: p.priceInvalid });
const planName = text(p.nameRequired)
  .trim()
  .min(1, { message: p.nameRequired })
  .max(80, { message: p.nameTooLong })
  .refine((name) => /[\p{L}\p{N}]/u.test(name), { message: p.nameWithoutLetters });
const privileges = z
  .array(text(p.privilegeInvalid).trim().min(1, { message: p.privilegeInvalid }).max(200, { message: p.privilegeInvalid }), { message: p.privilegeInvalid })
  .max(20, { message: p.privilegesTooMany });
const offerDays = z.number({ message: p.offerDaysInvalid }).int({ message: p.offerDaysInvalid }).min(1, { message: p.offerDaysInvalid }).max(3650, { message: p.offerDaysInvalid });
const activeFlag = z.boolean({ message: it.validation.invalidRequest });

/** POST /api/admin/memberships: `id` is optional (made from the name) and never changes afterwards. */
export const CreateMembershipSchema = z
  .object({
    id: text(p.idInvalid).trim().max(60, { message: p.idInvalid }).regex(SLUG_PATTERN, { message: p.idInvalid }).optional(),
    name: planName,
    price: euro,
    discountedPrice: euro,
    privileges,
    offerDays,
    active: activeFlag,
  })
  .refine((plan) => plan.discountedPrice <= plan.price, { message: p.discountAbovePrice, path: ['discountedPrice'] });
export type CreateMembership = z.infer<typeof CreateMembershipSchema>;

/** PATCH /api/admin/memberships/:id: any field but the id; the service checks discountedPrice ≤ price against the stored plan. */
export const UpdateMembershipSchema = z
  .object({
    name: planName.optional(),
    price: euro.optional(),
    discountedPrice: euro.optional(),
    privileges: privileges.optional(),
    offerDays: offerDays.optional(),
    active: activeFlag.optional(),
  })
  .refine((patch) => Object.values(patch).some((v) => v !== undefined), { message: p.nothingToChange })
  .refine((patch) => patch.price === undefined || patch.discountedPrice === undefined || patch.discountedPrice <= patch.price, {
    message: p.discountAbovePrice,
    path: ['discountedPrice'],
  });
export type UpdateMembership = z.infer<typeof UpdateMembershipSchema>;

/** A plan as the admin sees it: inactive ones too, with how many activations are running now. */
export const AdminMembershipSchema = MembershipSchema.extend({ activeActivations: z.number().int() });
export type AdminMembership = z.infer<typeof AdminMembershipSchema>;
export const AdminMembershipListSchema = z.object({ memberships: z.array(AdminMembershipSchema) });

/** GET /api/admin/memberships/activations: newest first, one page at a time. */
export const MembershipActivationsQuerySchema = z.object({
  membershipId: id({ max: 100 }).optional(),
  limit: z.coerce
    .number({ message: it.validation.invalidRequest })
    .int({ message: it.validation.invalidRequest })
    .min(1, { message: it.validation.invalidRequest })
    .max(100, { message: it.validation.invalidRequest })
    .default(20),
  cursor: text().max(PAGE_CURSOR_MAX_LENGTH, { message: it.validation.invalidRequest }).optional(),
});
export type MembershipActivationsQuery = z.infer<typeof MembershipActivationsQuerySchema>;

export const AdminActivationSchema = z.object({
  id: z.string(),
  doctor: z.object({ id: z.string(), displayName: z.string(), email: z.string() }),
  membership: z.object({ id: z.string(), name: z.string() }),
  activatedAt: z.string(),
  expiresAt: z.string(),
  /** Running at the server's clock now. */
  activeNow: z.boolean(),
});
export type AdminActivation = z.infer<typeof AdminActivationSchema>;
export const AdminActivationPageSchema = z.object({ activations: z.array(AdminActivationSchema), nextCursor: z.string().nullable() });
export type AdminActivationPage = z.infer<typeof AdminActivationPageSchema>;
