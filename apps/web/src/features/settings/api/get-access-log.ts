import { ACCESS_LOG_PAGE_DEFAULT } from '@sanity/shared/domain/privacy/audit-log';
import { AccessLogPageSchema } from '@sanity/shared/schemas/audit';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const accessLogQueryKey = ['account', 'access-log'] as const;

/** One page of GET /api/account/access-log: who read or changed the signed-in account's data, newest first. */
export function getAccessLog(cursor: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams({ limit: String(ACCESS_LOG_PAGE_DEFAULT) });
  if (cursor) params.set('cursor', cursor);
  return api.get(`/api/account/access-log?${params.toString()}`, import.meta.env.DEV ? AccessLogPageSchema : undefined, signal);
}

export const accessLogQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: accessLogQueryKey,
    queryFn: ({ pageParam, signal }) => getAccessLog(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The access log a page at a time ('Carica altri'). */
export function useAccessLog() {
  return useInfiniteQuery(accessLogQueryOptions());
}
