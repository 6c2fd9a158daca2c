import { ADMIN_AUDIT_PAGE_DEFAULT } from '@sanity/shared/domain/privacy/audit-log';
import { AdminAuditPageSchema, type AuditActionName } from '@sanity/shared/schemas/audit';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const auditLogQueryKey = ['admin', 'audit'] as const;

/** The filters of the admin's log; empty means "any". They combine. */
export interface AuditLogFilters {
  action: '' | AuditActionName;
  actorId: string;
  subjectId: string;
}

/** One page of GET /api/admin/audit (admins only), newest first. */
export function getAuditLog(filters: AuditLogFilters, cursor: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams({ limit: String(ADMIN_AUDIT_PAGE_DEFAULT) });
  if (filters.action) params.set('action', filters.action);
  if (filters.actorId.trim()) params.set('actorId', filters.actorId.trim());
  if (filters.subjectId.trim()) params.set('subjectId', filters.subjectId.trim());
  if (cursor) params.set('cursor', cursor);
  return api.get(`/api/admin/audit?${params.toString()}`, import.meta.env.DEV ? AdminAuditPageSchema : undefined, signal);
}

export const auditLogQueryOptions = (filters: AuditLogFilters) =>
  infiniteQueryOptions({
    queryKey: [...auditLogQueryKey, filters],
    queryFn: ({ pageParam, signal }) => getAuditLog(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The entries matching the filters, a page at a time ('Carica altri'). */
export function useAuditLog(filters: AuditLogFilters) {
  return useInfiniteQuery(auditLogQueryOptions(filters));
}
