import { JobListSchema } from '@sanity/shared/schemas/jobs';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const adminJobsQueryKey = ['admin', 'jobs'] as const;
const PAGE = 20;

/** One page of GET /api/admin/jobs (admins only): the counts by status and the dead-lettered jobs, most recent first. */
export function getDeadJobs(cursor: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams({ status: 'dead', limit: String(PAGE) });
  if (cursor) params.set('cursor', cursor);
  return api.get(`/api/admin/jobs?${params.toString()}`, import.meta.env.DEV ? JobListSchema : undefined, signal);
}

export const deadJobsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...adminJobsQueryKey, 'dead'],
    queryFn: ({ pageParam, signal }) => getDeadJobs(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useDeadJobs() {
  return useInfiniteQuery(deadJobsQueryOptions());
}
