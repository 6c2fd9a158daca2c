import { ContactClaimResultSchema, type ContactClaimResult } from '@sanity/shared/schemas/contact-claims';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { appointmentsQueryKey } from '../../../lib/query-keys';
import { contactClaimsQueryKey } from './contact-claims';

/** 'Sì, sono io' (accept: the visits move, so every appointments list is refreshed) or 'Non sono io' (decline). */
export function useAnswerContactClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: 'accept' | 'decline' }): Promise<ContactClaimResult | undefined> =>
      answer === 'accept'
        ? api.post<ContactClaimResult>(`/api/account/contact-claims/${encodeURIComponent(id)}/accept`, undefined, import.meta.env.DEV ? ContactClaimResultSchema : undefined)
        : api.post<undefined>(`/api/account/contact-claims/${encodeURIComponent(id)}/decline`),
    onSettled: async (_data, _error, { answer }) => {
      await queryClient.invalidateQueries({ queryKey: contactClaimsQueryKey });
      if (answer === 'accept') await queryClient.invalidateQueries({ queryKey: appointmentsQueryKey });
    },
  });
}
