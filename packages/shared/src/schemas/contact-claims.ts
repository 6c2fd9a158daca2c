import { z } from 'zod';

/**
 * ADR 0039: the practice's phone-only contacts an account may claim with its verified phone
 * (GET /api/account/contact-claims), and the answer to one offer. Only the name the record carries and
 * how many visits: not the doctor nor the dates, since at a shared phone the offer may reach someone else.
 */
export const ContactClaimOfferSchema = z.object({
  /** The contact's id: the path of accept and decline. */
  id: z.string(),
  /** The name the practice wrote down. */
  contactName: z.string(),
  /** How many visits the record holds (cancelled ones too: they move as well). */
  visits: z.number().int(),
});
export type ContactClaimOffer = z.infer<typeof ContactClaimOfferSchema>;

export const ContactClaimOfferListSchema = z.object({ offers: z.array(ContactClaimOfferSchema) });
export type ContactClaimOfferList = z.infer<typeof ContactClaimOfferListSchema>;

/** POST …/accept: what moved to the account. */
export const ContactClaimResultSchema = z.object({ contactId: z.string(), appointments: z.number().int(), documents: z.number().int() });
export type ContactClaimResult = z.infer<typeof ContactClaimResultSchema>;
