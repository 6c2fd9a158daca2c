import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { actingPracticeId, onActingPracticeChange, whenPracticeRefused } from '../../../lib/acting-practice';
import { toast } from '../../../lib/toast';
import { meQueryKey, meQueryOptions } from '../../auth/api/get-me';

/** The header's switcher, downloaded only by people who work for a practice (issue 30). */
export const LazyPracticeSwitcher = lazy(() => import('../components/practice-switcher'));

export function PracticeSwitcherSlot(props: Parameters<typeof LazyPracticeSwitcher>[0]) {
  return (
    <Suspense fallback={null}>
      <LazyPracticeSwitcher {...props} />
    </Suspense>
  );
}

/**
 * The shell's part of issue 30: switching practice drops what was read for the other one (the
 * session stays); a request the server refused for the practice (403: revoked, or not granted)
 * reads the session again, and when the practice is gone says so and falls back to the account.
 */
export function usePracticeSession(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    whenPracticeRefused(() => {
      const before = actingPracticeId();
      void queryClient.fetchQuery(meQueryOptions()).then(async (me) => {
        if (!before || me.practices?.some((p) => p.doctorId === before)) return;
        const { itStaffWeb } = await import('@sanity/shared/i18n/it-staff-web');
        toast.error(itStaffWeb.switcher.revoked);
      });
    });
    return onActingPracticeChange(() => void queryClient.resetQueries({ predicate: (q) => q.queryKey[0] !== meQueryKey[0] }));
  }, [queryClient]);
}
