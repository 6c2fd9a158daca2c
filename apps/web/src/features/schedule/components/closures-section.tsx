import { itSchedule } from '@sanity/shared/i18n/it-schedule';
import { CalendarOff, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../components/ui/alert';
import { Button, danger } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { reportServerError } from '../../../lib/server-error';
import { type Closure, type ClosureWithAppointments, useClosures, useDeleteClosure } from '../api/schedule-api';
import { closureWhen } from '@sanity/shared/domain/schedule/schedule-text';
import { ClosureBookingsDialog } from './closure-bookings-dialog';
import { ClosureFormDialog } from './closure-form-dialog';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ScheduleSection } from './schedule-section';

/** 'Prossime chiusure': the list, 'Aggiungi chiusura', removal after asking, the appointments a closure covers. */
export function ClosuresSection({ today }: { today: string }) {
  const t = itSchedule.screens;
  const closures = useClosures();
  const remove = useDeleteClosure();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Closure | null>(null);
  const [bookings, setBookings] = useState<{ id: string; initial?: ClosureWithAppointments } | null>(null);

  const onCreated = (result: ClosureWithAppointments) => {
    setAdding(false);
    // Appointments inside the new closure: the doctor decides about each at once.
    if (result.appointments.length > 0) setBookings({ id: result.closure.id, initial: result });
  };

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        toast.success(t.closureRemoved);
        setRemoving(null);
      },
      onError: (error) => {
        reportServerError(error, { title: t.closureRemoveError, fallback: t.closureRemoveError });
      },
    });
  };

  return (
    <ScheduleSection
      title={t.closuresTitle}
      action={
        <Button variant="outline" size="sm" onClick={() => setAdding(true)}>
          <CalendarOff aria-hidden="true" />
          {t.addClosure}
        </Button>
      }
    >
      {closures.isPending ? null : closures.isError ? (
        <Alert>{errorMessage(closures.error)}</Alert>
      ) : closures.data.closures.length === 0 ? (
        <p className="text-sm text-slate-600">{t.closuresEmpty}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {closures.data.closures.map((c) => {
            const when = closureWhen(c);
            return (
              <li key={c.id} className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3 sm:flex-row sm:items-center sm:gap-3">
                <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <p className="font-medium break-words text-slate-900 first-letter:uppercase">{when}</p>
                  {c.note ? <p className="text-sm break-words text-slate-600">{c.note}</p> : null}
                </div>
                <div className="flex items-center gap-1 self-end sm:self-auto">
                  <Button variant="ghost" size="sm" className="text-brand-800" aria-label={t.showBookingsLabel(when)} onClick={() => setBookings({ id: c.id })}>
                    <Users aria-hidden="true" />
                    {t.showBookings}
                  </Button>
                  <Button variant="ghost" className={danger.ghost} size="icon-sm" aria-label={t.removeClosure(when)} onClick={() => setRemoving(c)}>
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {adding ? <ClosureFormDialog today={today} onClose={() => setAdding(false)} onCreated={onCreated} /> : null}
      {removing ? (
        <ConfirmDialog
          open
          confirm={t.removeConfirm}
          keep={t.keepIt}
          title={t.removeClosureTitle}
          text={t.removeClosureText(closureWhen(removing))}
          pending={remove.isPending}
          onConfirm={confirmRemove}
          onClose={() => setRemoving(null)}
        />
      ) : null}
      {bookings ? <ClosureBookingsDialog closureId={bookings.id} initial={bookings.initial} onClose={() => setBookings(null)} /> : null}
    </ScheduleSection>
  );
}
