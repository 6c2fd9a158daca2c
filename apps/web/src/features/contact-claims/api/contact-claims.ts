import { ContactClaimOfferListSchema, ContactClaimResultSchema, type ContactClaimOfferList, type ContactClaimResult } from '@sanity/shared/schemas/contact-claims';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { appointmentsQueryKey } from '../../../lib/query-keys';

const check = <T,>(schema: T) => (import.meta.env.DEV ? schema : undefined);

export const contactClaimsQueryKey = ['account', 'contact-claims'] as const;

/** GET /api/account/contact-claims (ADR 0039): the visits a practice registered at the verified phone. */
export function useContactClaims(enabled = true) {
  return useQuery({
    queryKey: contactClaimsQueryKey,
    queryFn: ({ signal }) => api.get<ContactClaimOfferList>('/api/account/contact-claims', check(ContactClaimOfferListSchema), signal),
    enabled,
  });
}

/** 'Sì, sono io' (accept: the visits move, so every appointments list is refreshed) or 'Non sono io' (decline). */
export function useAnswerContactClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: 'accept' | 'decline' }): Promise<ContactClaimResult | undefined> =>
      answer === 'accept'
        ? api.post<ContactClaimResult>(`/api/account/contact-claims/${encodeURIComponent(id)}/accept`, undefined, check(ContactClaimResultSchema))
        : api.post<undefined>(`/api/account/contact-claims/${encodeURIComponent(id)}/decline`),
    onSettled: async (_data, _error, { answer }) => {
      await queryClient.invalidateQueries({ queryKey: contactClaimsQueryKey });
      if (answer === 'accept') await queryClient.invalidateQueries({ queryKey: appointmentsQueryKey });
    },
  });
}
