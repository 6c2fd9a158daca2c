import { type ComponentProps, lazy, Suspense } from 'react';
import type DoctorReviews from './doctor-reviews';

const Reviews = lazy(() => import('./doctor-reviews'));

/**
 * The profile's reviews, their code loaded after the page's own (the server's renderer waits for it,
 * so the public page carries them). Its own boundary: the rest of the page hydrates without waiting.
 */
export function LazyDoctorReviews(props: ComponentProps<typeof DoctorReviews>) {
  return (
    <Suspense fallback={null}>
      <Reviews {...props} />
    </Suspense>
  );
}
