import { lazy, Suspense } from 'react';
import type { BookForPatientProps } from '../components/book-for-patient-dialog';

const BookForPatientDialog = lazy(() => import('../components/book-for-patient-dialog'));

/** 'Prenota per un paziente' (issue 30), loaded when first opened from the agenda. */
export function LazyBookForPatientDialog(props: BookForPatientProps) {
  return (
    <Suspense fallback={null}>
      <BookForPatientDialog {...props} />
    </Suspense>
  );
}
