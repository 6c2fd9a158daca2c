import { ADMIN_USERS_PAGE_DEFAULT } from '@sanity/shared/domain/admin/accounts';
import { AdminUserListSchema } from '@sanity/shared/schemas/admin-accounts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const adminUsersQueryKey = ['admin', 'users'] as const;

export interface AdminUserFilters {
  q: string;
  role: '' | 'user' | 'doctor';
  status: '' | 'active' | 'disabled';
}

/** One page of GET /api/admin/users (admins only), newest accounts first. */
export function getAdminUsers(filters: AdminUserFilters, cursor: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams({ limit: String(ADMIN_USERS_PAGE_DEFAULT) });
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.role) params.set('role', filters.role);
  if (filters.status) params.set('status', filters.status);
  if (cursor) params.set('cursor', cursor);
  return api.get(`/api/admin/users?${params.toString()}`, import.meta.env.DEV ? AdminUserListSchema : undefined, signal);
}

export const adminUsersQueryOptions = (filters: AdminUserFilters) =>
  infiniteQueryOptions({
    queryKey: [...adminUsersQueryKey, filters],
    queryFn: ({ pageParam, signal }) => getAdminUsers(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The accounts matching the filters, a page at a time ('Carica altri'). */
export function useAdminUsers(filters: AdminUserFilters) {
  return useInfiniteQuery(adminUsersQueryOptions(filters));
}
