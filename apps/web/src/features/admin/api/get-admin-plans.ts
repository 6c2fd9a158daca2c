import { AdminMembershipListSchema } from '@sanity/shared/schemas/memberships';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const adminPlansQueryKey = ['admin', 'memberships'] as const;

export const adminPlansQueryOptions = () =>
  queryOptions({
    queryKey: [...adminPlansQueryKey, 'plans'],
    queryFn: ({ signal }) => api.get('/api/admin/memberships', import.meta.env.DEV ? AdminMembershipListSchema : undefined, signal),
    select: (data) => data.memberships,
  });

/** GET /api/admin/memberships: every plan, inactive ones too, with its running activations (admins only). */
export function useAdminPlans() {
  return useQuery(adminPlansQueryOptions());
}
