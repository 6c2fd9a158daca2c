import { lazy, Suspense } from 'react';

/** The header's switcher, downloaded only by people who work for a practice (issue 30). */
const LazyPracticeSwitcher = lazy(() => import('../components/practice-switcher'));

export function PracticeSwitcherSlot(props: Parameters<typeof LazyPracticeSwitcher>[0]) {
  return (
    <Suspense fallback={null}>
      <LazyPracticeSwitcher {...props} />
    </Suspense>
  );
}
