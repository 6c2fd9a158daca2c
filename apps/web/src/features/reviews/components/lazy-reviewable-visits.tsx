import { lazy, Suspense } from 'react';

const ReviewableVisits = lazy(() => import('./reviewable-visits'));

/** 'Com'è andata la visita?' on /appuntamenti, its code loaded only for a patient with something to show there. */
export function LazyReviewableVisits() {
  return (
    <Suspense fallback={null}>
      <ReviewableVisits />
    </Suspense>
  );
}
