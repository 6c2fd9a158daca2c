import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './dialog';
import { Spinner } from './spinner';

type Props = {
  open: boolean;
  title: string;
  text: string;
  confirm: string;
  /** The safe choice ('Annulla', 'Mantieni'), first. */
  keep: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Where the focus goes on closing when the opener is gone (DialogContent's default otherwise). */
  onCloseAutoFocus?: (event: Event) => void;
};

/** A destructive confirmation (role alertdialog): the safe choice first, closing is refused while the action runs. */
export function ConfirmDialog({ open, title, text, confirm, keep, pending, onConfirm, onClose, onCloseAutoFocus }: Props) {
  return (
    <Dialog open={open} onOpenChange={(next) => (!next && !pending ? onClose() : undefined)}>
      <DialogContent size="sm" role="alertdialog" hideClose onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{text}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            {keep}
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={pending}>
            {pending ? <Spinner className="size-4 text-white" /> : null}
            {confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
