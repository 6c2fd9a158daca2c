import { lazy, Suspense } from 'react';

const ScheduleCardChunk = lazy(() => import('../components/schedule-card'));

/** 'Chiusure e festività' in its own chunk: settings loads it only for a doctor, after the page itself. */
export function ScheduleCard() {
  return (
    <Suspense fallback={null}>
      <ScheduleCardChunk />
    </Suspense>
  );
}
