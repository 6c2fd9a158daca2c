import { type JoinWaitlistInput, WaitlistEntryResponseSchema } from '@sanity/shared/schemas/waitlist';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { waitlistQueryKey } from './query-key';

/** POST /api/waitlist, then the entries are read again. */
export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: JoinWaitlistInput) => (await api.post('/api/waitlist', body, import.meta.env.DEV ? WaitlistEntryResponseSchema : undefined)).entry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: waitlistQueryKey }),
  });
}
