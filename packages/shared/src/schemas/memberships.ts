import { z } from 'zod';
import { id } from './fields';

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
