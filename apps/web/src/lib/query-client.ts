import { QueryClient } from '@tanstack/react-query';

/**
 * Spec §9: no automatic retry, data always stale, no refetch on window focus. `drawnWith`: the
 * queries a server-drawn page was made from (ADR 0019); they count as fresh until a route change
 * invalidates everything (spec §2), so the browser does not read at once what the page came with.
 */
export function createQueryClient({ drawnWith }: { drawnWith?: ReadonlySet<string> } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: drawnWith ? (query) => (drawnWith.has(query.queryHash) ? Infinity : 0) : 0, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
