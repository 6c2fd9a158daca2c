import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Spec §2: every route change invalidates all cached data so that it is fetched again. */
export function RouteChangeInvalidation() {
  const queryClient = useQueryClient();
  const { pathname, search } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void queryClient.invalidateQueries();
  }, [pathname, search, queryClient]);
  return null;
}
