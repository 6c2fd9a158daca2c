import { itReviewsScreens as s } from '@sanity/shared/i18n/it-reviews';
import { type ReactNode, useState } from 'react';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { LazyConfirmDialog } from '../../../components/ui/lazy-dialog';
import { useUnsavedChangesGuard } from '../../../lib/unsaved-changes';

type Props = {
  open: boolean;
  /** Something typed or chosen and not yet sent: closing asks first, and so does leaving the page. */
  dirty: boolean;
  /** While sending, the dialog does not close. */
  busy: boolean;
  discardText: string;
  onClose: () => void;
  size?: 'sm' | 'md' | 'lg';
  /** Without the corner's close button (a view whose one action is 'Chiudi'). */
  hideClose?: boolean;
  /** The content, given the close request its own 'Annulla' uses (the same question as Escape). */
  children: (requestClose: () => void) => ReactNode;
};

/**
 * The feature's writing dialogs (review, reply, report): Escape, the close button or a click outside
 * with unsent text asks 'Chiudere senza inviare?' first, as the app's other editors do (issue 24).
 */
export function GuardedDialog({ open, dirty, busy, discardText, onClose, size = 'md', hideClose, children }: Props) {
  const [asking, setAsking] = useState(false);
  useUnsavedChangesGuard(open && dirty);
  const requestClose = () => {
    if (busy) return;
    if (dirty) setAsking(true);
    else onClose();
  };
  return (
    <>
      <Dialog open={open} onOpenChange={(next) => (next ? undefined : requestClose())}>
        <DialogContent size={size} hideClose={hideClose}>
          {children(requestClose)}
        </DialogContent>
      </Dialog>
      <LazyConfirmDialog
        open={asking}
        title={s.discardTitle}
        text={discardText}
        keep={s.discardKeep}
        confirm={s.discardConfirm}
        pending={false}
        onConfirm={() => {
          setAsking(false);
          onClose();
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
