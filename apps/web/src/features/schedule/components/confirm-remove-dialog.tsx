import { itSchedule } from '@sanity/shared/i18n/it-schedule';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';

type Props = { title: string; text: string; pending: boolean; onConfirm: () => void; onClose: () => void };

/** 'Rimuovere …?' before a closure or a date's hours go (role alertdialog; the safe choice first; no closing while it runs). */
export function ConfirmRemoveDialog({ title, text, pending, onConfirm, onClose }: Props) {
  const t = itSchedule.screens;
  return (
    <Dialog open onOpenChange={(next) => (!next && !pending ? onClose() : undefined)}>
      <DialogContent size="sm" role="alertdialog" hideClose>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{text}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            {t.keepIt}
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={pending}>
            {pending ? <Spinner className="size-4 text-white" /> : null}
            {t.removeConfirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
