import { it } from '@sanity/shared/i18n/it';
import { type ReactNode, useState } from 'react';
import { Dialog, DialogContent } from './dialog';
import { LazyConfirmDialog } from './lazy-dialog';
import { useUnsavedChangesGuard } from '../../lib/unsaved-changes';

/** The question asked before closing with unsaved input. */
export type DiscardTexts = { title: string; text: string; keep: string; confirm: string };

const unsaved: DiscardTexts = { title: it.unsavedChanges.title, text: it.unsavedChanges.text, keep: it.unsavedChanges.stay, confirm: it.unsavedChanges.leave };

type Props = {
  open: boolean;
  /** Something typed or chosen and not yet sent: closing asks first, and so does leaving the page. */
  dirty: boolean;
  /** While sending, the dialog does not close. */
  busy: boolean;
  /** The question; 'Modifiche non salvate' unless the feature has its own words. */
  discard?: DiscardTexts;
  onClose: () => void;
  size?: 'sm' | 'md' | 'lg';
  /** Without the corner's close button (a view whose one action is 'Chiudi'). */
  hideClose?: boolean;
  /** The content, given the close request its own 'Annulla' uses (the same question as Escape). */
  children: (requestClose: () => void) => ReactNode;
};

/**
 * A dialog holding a form: Escape, the close button, a click outside or its own 'Annulla' with unsaved
 * input asks first (issue 24), leaving the page too; nothing closes it while it sends.
 */
export function GuardedDialog({ open, dirty, busy, discard = unsaved, onClose, size = 'md', hideClose, children }: Props) {
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
        title={discard.title}
        text={discard.text}
        keep={discard.keep}
        confirm={discard.confirm}
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
