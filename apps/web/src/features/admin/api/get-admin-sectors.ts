import { AdminSectorListSchema } from '@sanity/shared/schemas/sectors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const adminSectorsQueryKey = ['admin', 'sectors'] as const;

export const adminSectorsQueryOptions = () =>
  queryOptions({
    queryKey: adminSectorsQueryKey,
    queryFn: ({ signal }) => api.get('/api/admin/sectors', import.meta.env.DEV ? AdminSectorListSchema : undefined, signal),
    select: (data) => data.sectors,
  });

/** GET /api/admin/sectors: every sector, inactive ones too, with what uses it (admins only). */
export function useAdminSectors() {
  return useQuery(adminSectorsQueryOptions());
}
