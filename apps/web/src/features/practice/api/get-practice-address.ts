import { PracticeAddressResponseSchema } from '@sanity/shared/schemas/practice-address';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const practiceAddressQueryKey = ['practice', 'address'] as const;

/** GET /api/practice/address: the signed-in doctor's practice address, or null when not set. */
export function getPracticeAddress(signal?: AbortSignal) {
  return api.get('/api/practice/address', import.meta.env.DEV ? PracticeAddressResponseSchema : undefined, signal);
}

export const practiceAddressQueryOptions = () =>
  queryOptions({
    queryKey: practiceAddressQueryKey,
    queryFn: ({ signal }) => getPracticeAddress(signal),
  });

export function usePracticeAddress() {
  return useQuery(practiceAddressQueryOptions());
}
