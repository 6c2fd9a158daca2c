import { lazy, Suspense } from 'react';
import { type AppointmentEntry } from '../appointment-entry';

const loadDialog = () => import('./appointment-details-dialog');
const AppointmentDetailsDialog = lazy(loadDialog);

/** Starts loading the dialog's chunk early (on hover or focus of an entry). */
export function preloadAppointmentDetails(): void {
  void loadDialog();
}

/**
 * Mounts 'Dettagli Appuntamento' for the chosen entry; the dialog is its own chunk so the sidebar,
 * present on every signed-in page, stays light. The entry is kept by the caller, so the dialog stays
 * open even when a cancellation removes the entry from the list it came from.
 */
export function AppointmentDetailsHost({ entry, viewerRole, onClose }: { entry: AppointmentEntry | null; viewerRole: string; onClose: () => void }) {
  if (!entry) return null;
  return (
    <Suspense fallback={null}>
      <AppointmentDetailsDialog key={entry.id} entry={entry} viewerRole={viewerRole} open onOpenChange={(open) => (open ? undefined : onClose())} />
    </Suspense>
  );
}
