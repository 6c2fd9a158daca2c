import { WaitlistCountSchema } from '@sanity/shared/schemas/waitlist';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { waitlistQueryKey } from './query-key';

/** GET /api/waitlist/waiting: how many patients wait for the signed-in doctor. */
export const waitingCountQueryOptions = () =>
  queryOptions({
    queryKey: [...waitlistQueryKey, 'waiting'],
    queryFn: async () => (await api.get('/api/waitlist/waiting', import.meta.env.DEV ? WaitlistCountSchema : undefined)).waiting,
  });
