import {
  AcceptOfferResponseSchema,
  type JoinWaitlistInput,
  WaitlistCountSchema,
  WaitlistEntryListSchema,
  WaitlistEntryResponseSchema,
  WaitlistOfferResponseSchema,
} from '@sanity/shared/schemas/waitlist';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { appointmentsQueryKey } from '../../../lib/query-keys';

/** Under the appointments key: a booking, a cancellation or a move refreshes the entries too (an entry ends with its appointment). */
export const waitlistQueryKey = [...appointmentsQueryKey, 'waitlist'] as const;

/** GET /api/waitlist: the signed-in patient's active entries. */
export const myWaitlistQueryOptions = () =>
  queryOptions({
    queryKey: [...waitlistQueryKey, 'mine'],
    queryFn: async () => (await api.get('/api/waitlist', import.meta.env.DEV ? WaitlistEntryListSchema : undefined)).entries,
  });

/** GET /api/waitlist/waiting: how many patients wait for the signed-in doctor. */
export const waitingCountQueryOptions = () =>
  queryOptions({
    queryKey: [...waitlistQueryKey, 'waiting'],
    queryFn: async () => (await api.get('/api/waitlist/waiting', import.meta.env.DEV ? WaitlistCountSchema : undefined)).waiting,
  });

/** GET /api/waitlist/offer?token=: the time an e-mail offered. Not retried: a 4xx is the answer to show. */
export const offerQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...waitlistQueryKey, 'offer', token],
    queryFn: async () => (await api.get(`/api/waitlist/offer?token=${encodeURIComponent(token)}`, import.meta.env.DEV ? WaitlistOfferResponseSchema : undefined)).offer,
    retry: false,
  });

export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: JoinWaitlistInput) => (await api.post('/api/waitlist', body, import.meta.env.DEV ? WaitlistEntryResponseSchema : undefined)).entry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: waitlistQueryKey }),
  });
}

export function useLeaveWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<undefined>(`/api/waitlist/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: waitlistQueryKey }),
  });
}

/** POST /api/waitlist/offer/accept; the appointments refresh after it (a new or moved visit). */
export function useAcceptOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { token: string; customFields: Record<string, string | number | boolean>; healthDataConsent: boolean }) =>
      api.post('/api/waitlist/offer/accept', body, import.meta.env.DEV ? AcceptOfferResponseSchema : undefined),
    onSettled: () => queryClient.invalidateQueries({ queryKey: appointmentsQueryKey }),
  });
}
