import { ContactClaimOfferListSchema, type ContactClaimOfferList } from '@sanity/shared/schemas/contact-claims';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// The answer's mutation is in answer-contact-claim.ts (loaded with the card only). The schemas inline in the ternary (not through a helper): the production build then drops them and zod from the dashboard's first load.
export const contactClaimsQueryKey = ['account', 'contact-claims'] as const;

/** GET /api/account/contact-claims (ADR 0039): the visits a practice registered at the verified phone. */
export function useContactClaims(enabled = true) {
  return useQuery({
    queryKey: contactClaimsQueryKey,
    queryFn: ({ signal }) => api.get<ContactClaimOfferList>('/api/account/contact-claims', import.meta.env.DEV ? ContactClaimOfferListSchema : undefined, signal),
    enabled,
  });
}
