import { lazy, Suspense } from 'react';
import type { RescheduleDialogProps } from '../components/reschedule-dialog';

const RescheduleDialog = lazy(() => import('../components/reschedule-dialog'));

export type { RescheduleDialogProps };

/**
 * 'Sposta l'appuntamento' (issue 25), loaded when first shown: the appointment details and the
 * doctor's closure-over-bookings dialog mount it with the appointment to move.
 */
export function LazyRescheduleDialog(props: RescheduleDialogProps) {
  return (
    <Suspense fallback={null}>
      <RescheduleDialog {...props} />
    </Suspense>
  );
}
