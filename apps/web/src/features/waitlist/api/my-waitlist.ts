import { WaitlistEntryListSchema } from '@sanity/shared/schemas/waitlist';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { waitlistQueryKey } from './query-key';

/** GET /api/waitlist: the signed-in patient's active entries. */
export const myWaitlistQueryOptions = () =>
  queryOptions({
    queryKey: [...waitlistQueryKey, 'mine'],
    queryFn: async () => (await api.get('/api/waitlist', import.meta.env.DEV ? WaitlistEntryListSchema : undefined)).entries,
  });
