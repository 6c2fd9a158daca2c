import { AdminActivationPageSchema } from '@sanity/shared/schemas/memberships';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminPlansQueryKey } from './get-admin-plans';

const PAGE = 20;

/** One page of GET /api/admin/memberships/activations, newest first; `membershipId` '' for every plan. */
export function getPlanActivations(membershipId: string, cursor: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams({ limit: String(PAGE) });
  if (membershipId) params.set('membershipId', membershipId);
  if (cursor) params.set('cursor', cursor);
  return api.get(`/api/admin/memberships/activations?${params.toString()}`, import.meta.env.DEV ? AdminActivationPageSchema : undefined, signal);
}

export const planActivationsQueryOptions = (membershipId: string) =>
  infiniteQueryOptions({
    queryKey: [...adminPlansQueryKey, 'activations', membershipId],
    queryFn: ({ pageParam, signal }) => getPlanActivations(membershipId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function usePlanActivations(membershipId: string) {
  return useInfiniteQuery(planActivationsQueryOptions(membershipId));
}
