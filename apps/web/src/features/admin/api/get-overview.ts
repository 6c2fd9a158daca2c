import { AdminOverviewSchema } from '@sanity/shared/schemas/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const adminOverviewQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'overview'],
    queryFn: ({ signal }) => api.get('/api/admin/overview', import.meta.env.DEV ? AdminOverviewSchema : undefined, signal),
  });

/** GET /api/admin/overview: users, doctors, patients and active memberships counts (admins only). */
export function useAdminOverview() {
  return useQuery(adminOverviewQueryOptions());
}
