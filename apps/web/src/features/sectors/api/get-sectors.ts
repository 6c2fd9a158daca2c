import { SectorListSchema } from '@sanity/shared/schemas/sectors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * Every sector, deactivated ones too (one request for both hooks below): a deactivated sector is no
 * longer offered, but the doctors who have it keep it and their profiles still show its name (issue 13).
 */
export const sectorsQueryOptions = () =>
  queryOptions({
    queryKey: ['sectors'],
    queryFn: ({ signal }) => api.get('/api/sectors?include=inactive', import.meta.env.DEV ? SectorListSchema : undefined, signal),
  });

/** Active sectors, by name: what registration, settings and the filters offer. */
export function useSectors() {
  return useQuery({ ...sectorsQueryOptions(), select: (data) => data.sectors.filter((s) => s.active) });
}

/** Every sector, to name the ones a profile, a service or an article already has. */
export function useAllSectors() {
  return useQuery({ ...sectorsQueryOptions(), select: (data) => data.sectors });
}
