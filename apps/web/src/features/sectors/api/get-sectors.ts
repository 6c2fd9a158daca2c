import { SectorListSchema } from '@sanity/shared/schemas/sectors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const sectorsQueryOptions = () =>
  queryOptions({
    queryKey: ['sectors'],
    queryFn: ({ signal }) => api.get('/api/sectors', import.meta.env.DEV ? SectorListSchema : undefined, signal),
    // Only active sectors are offered (the API already filters; this keeps the rule visible).
    select: (data) => data.sectors.filter((s) => s.active),
  });

/** GET /api/sectors: active sectors, by name. */
export function useSectors() {
  return useQuery(sectorsQueryOptions());
}
