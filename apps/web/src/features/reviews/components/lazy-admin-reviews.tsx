import { it } from '@sanity/shared/i18n/it';
import { lazy, Suspense } from 'react';
import { LoadingText } from '../../../components/ui/spinner';

const AdminReviewsSection = lazy(() => import('./admin-reviews-section'));

/** /admin's 'Recensioni' tab, its code loaded when the tab is first shown. */
export function LazyAdminReviewsSection() {
  return (
    <Suspense fallback={<LoadingText>{it.common.loadingShort}</LoadingText>}>
      <AdminReviewsSection />
    </Suspense>
  );
}
