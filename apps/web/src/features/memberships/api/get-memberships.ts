import { MEMBERSHIP_FETCH_RETRIES, MEMBERSHIP_FETCH_RETRY_DELAY_MS } from '@sanity/shared/constants';
import { MembershipListSchema } from '@sanity/shared/schemas/memberships';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pickOffer } from '../pick-offer';

export const membershipsQueryOptions = () =>
  queryOptions({
    queryKey: ['memberships'],
    queryFn: ({ signal }) => api.get('/api/memberships', import.meta.env.DEV ? MembershipListSchema : undefined, signal),
    // Spec §9: the membership list is retried 2 times, 1 s apart.
    retry: MEMBERSHIP_FETCH_RETRIES,
    retryDelay: MEMBERSHIP_FETCH_RETRY_DELAY_MS,
  });

/** GET /api/memberships, reduced to the plan offered to a new doctor (the Pro plan, else the first active one). */
export function useMembershipOffer() {
  return useQuery({ ...membershipsQueryOptions(), select: (data) => pickOffer(data.memberships) });
}
