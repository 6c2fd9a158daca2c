import { LegalInfoSchema } from '@sanity/shared/schemas/legal';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const legalQueryOptions = () =>
  queryOptions({
    queryKey: ['legal'],
    queryFn: ({ signal }) => api.get('/api/legal', import.meta.env.DEV ? LegalInfoSchema : undefined, signal),
    // The operator's details and the texts' versions change only with a new start of the server.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Who runs the platform and the versions of its legal texts (GET /api/legal, issue 24). */
export function useLegalInfo() {
  return useQuery(legalQueryOptions());
}
