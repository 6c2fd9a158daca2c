import { it } from '@sanity/shared/i18n/it';
import { itAttendance } from '@sanity/shared/i18n/it-attendance';
import { type Appointment } from '@sanity/shared/schemas/appointments';
import { UserX } from 'lucide-react';
import { useState } from 'react';
import { Button, danger } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { useNoShow } from '../api/no-show';

const t = itAttendance;

/**
 * The doctor's 'Segna come non presentato' after the visit's end, or 'Annulla segnalazione' within
 * 24 hours of the mark (issue 26), each after one question. One trigger button whose label follows the
 * state, so closing the question returns the focus to it (Radix) even after the label changed.
 * Nothing shows when the server offers neither (`canMarkNoShow`, `canUndoNoShow`).
 */
export function NoShowAction({ appointment }: { appointment: Appointment }) {
  const [open, setOpen] = useState(false);
  const noShow = useNoShow({ onDone: () => setOpen(false) });
  if (!appointment.canMarkNoShow && !appointment.canUndoNoShow && !open) return null;
  const missed = !appointment.canUndoNoShow;
  return (
    <Dialog open={open} onOpenChange={(next) => (noShow.isPending ? undefined : setOpen(next))}>
      <DialogTrigger asChild>
        <Button variant="outline" className={missed ? danger.outline : undefined}>
          <UserX aria-hidden="true" />
          {missed ? t.noShowMark : t.noShowUndo}
        </Button>
      </DialogTrigger>
      <DialogContent size="sm" role="alertdialog" hideClose>
        <DialogHeader>
          <DialogTitle>{missed ? t.noShowMarkTitle : t.noShowUndoTitle}</DialogTitle>
          <DialogDescription>{missed ? t.noShowMarkText : t.noShowUndoText}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)} disabled={noShow.isPending}>
            {it.common.back}
          </Button>
          <Button variant={missed ? 'destructive' : 'primary'} disabled={noShow.isPending} onClick={() => noShow.mutate({ id: appointment.id, missed })}>
            {noShow.isPending ? t.noShowSaving : missed ? t.noShowMarkConfirm : t.noShowUndoConfirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
