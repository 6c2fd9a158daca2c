import { lazy, Suspense, useSyncExternalStore } from 'react';
import { onToasterWanted, toasterWanted } from '../lib/toast';

const ToasterView = lazy(() => import('./toaster-view'));

/** The toasts' place in the app: empty until the first toast is asked for (lib/toast.ts). */
export function AppToaster() {
  const wanted = useSyncExternalStore(onToasterWanted, toasterWanted, () => false);
  return wanted ? (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  ) : null;
}
