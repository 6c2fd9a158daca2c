import { lazy } from 'react';
import { WhenOpened } from '../../components/ui/lazy-dialog';

const IgeaScreenDialog = lazy(() => import('./igea-screen-dialog'));

/** Igea's own screen below lg (igea-screen-dialog.tsx), loaded the first time it opens. */
export function IgeaScreen({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <WhenOpened open={open}>
      <IgeaScreenDialog open={open} onOpenChange={onOpenChange} />
    </WhenOpened>
  );
}
