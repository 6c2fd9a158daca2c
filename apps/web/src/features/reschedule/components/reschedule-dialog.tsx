import { itReschedule } from '@sanity/shared/i18n/it-reschedule';
import { toast } from '../../../lib/toast';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { useRescheduleAppointment } from '../api/reschedule';
import { formatWhen } from '../public/when';
import { MoveFlow, type MoveTarget } from './move-flow';

const r = itReschedule;

export type RescheduleDialogProps = {
  /** The appointment to move: its id and what picking a time of its service needs. */
  appointment: MoveTarget & { id: string };
  onClose: () => void;
  /** After the move, with the new start (the details dialog stays open and shows it). */
  onMoved?: (dateTime: string) => void;
};

/**
 * 'Sposta l'appuntamento' (issue 25) for the patient and the doctor: the move flow in a dialog.
 * Its own chunk (public/reschedule-dialog.ts): the details dialog and the doctor's closure dialog
 * load it only when 'Sposta' is pressed.
 */
export default function RescheduleDialog({ appointment, onClose, onMoved }: RescheduleDialogProps) {
  const move = useRescheduleAppointment();
  return (
    <Dialog open onOpenChange={(open) => (open || move.isPending ? undefined : onClose())}>
      <DialogContent size="lg" onInteractOutside={(e) => move.isPending && e.preventDefault()} onEscapeKeyDown={(e) => move.isPending && e.preventDefault()}>
        <DialogHeader>
          <DialogTitle>{r.title}</DialogTitle>
          <DialogDescription>{r.description(appointment.serviceName)}</DialogDescription>
        </DialogHeader>
        <MoveFlow
          target={appointment}
          cancelLabel={r.close}
          onCancel={onClose}
          submit={async (dateTime) => {
            const moved = await move.mutateAsync({ id: appointment.id, dateTime });
            toast.success(r.moved, { description: r.movedText(formatWhen(moved.dateTime)) });
            onMoved?.(moved.dateTime);
            onClose();
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
