import { AcceptOfferResponseSchema, WaitlistOfferResponseSchema } from '@sanity/shared/schemas/waitlist';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { appointmentsQueryKey } from '../../../lib/query-keys';
import { waitlistQueryKey } from './query-key';

/** GET /api/waitlist/offer?token=: the time an e-mail offered. Not retried: a 4xx is the answer to show. */
export const offerQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...waitlistQueryKey, 'offer', token],
    queryFn: async () => (await api.get(`/api/waitlist/offer?token=${encodeURIComponent(token)}`, import.meta.env.DEV ? WaitlistOfferResponseSchema : undefined)).offer,
    retry: false,
  });

/** POST /api/waitlist/offer/accept; the appointments refresh after it (a new or moved visit). */
export function useAcceptOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { token: string; customFields: Record<string, string | number | boolean>; healthDataConsent: boolean }) =>
      api.post('/api/waitlist/offer/accept', body, import.meta.env.DEV ? AcceptOfferResponseSchema : undefined),
    onSettled: () => queryClient.invalidateQueries({ queryKey: appointmentsQueryKey }),
  });
}
