import { DEFAULT_TIME_ZONE, localDateOf, localTimeOf } from '@sanity/shared/domain/slots/compute-slots';
import { it } from '@sanity/shared/i18n/it';
import { itSchedule } from '@sanity/shared/i18n/it-schedule';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarClock, Check, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button, danger } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/input';
import { LoadingText, Spinner } from '../../../components/ui/spinner';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { reportServerError } from '../../../lib/server-error';
import { useUnsavedChangesGuard } from '../../../lib/unsaved-changes';
import { useAgendaRole } from '../../auth/api/get-me';
import { AppointmentDetailsHost, type AppointmentEntry, toEntries } from '../../appointments/public/details-host';
import { appointmentDetailQueryOptions, type AffectedAppointment, closureQueryOptions, type ClosureWithAppointments, useCancelWithMessage } from '../api/schedule-api';
import { closureWhen, formatDay } from '@sanity/shared/domain/schedule/schedule-text';

type Outcome = 'kept' | 'cancelled' | 'moved';

type Props = {
  closureId: string;
  /** What the creation answered, shown at once; the closure's GET lists them again later. */
  initial?: ClosureWithAppointments;
  onClose: () => void;
};

/**
 * 'Appuntamenti nel periodo chiuso' (issue 25 item 5): the confirmed appointments a closure covers.
 * Nothing happens to them unless the doctor chooses: 'Mantieni' (nothing to do), 'Sposta' (the
 * appointment's details, where the move is), 'Annulla' with a message the patient receives by e-mail.
 */
export function ClosureBookingsDialog({ closureId, initial, onClose }: Props) {
  const t = itSchedule.screens;
  const query = useQuery({ ...closureQueryOptions(closureId), initialData: initial });
  const [first] = useState<AffectedAppointment[] | null>(() => initial?.appointments ?? null);
  const [outcomes, setOutcomes] = useState<Record<string, Outcome>>({});
  const [moving, setMoving] = useState<string | null>(null);
  const queryClient = useQueryClient();
  // Issue 30: staff in a practice see its bookings as its doctor does.
  const role = useAgendaRole();
  const detail = useQuery({ ...appointmentDetailQueryOptions(moving ?? ''), enabled: moving !== null });
  const [entry, setEntry] = useState<AppointmentEntry | null>(null);
  if (moving && detail.data && entry?.id !== moving) setEntry(toEntries([detail.data], role, new Date())[0] ?? null);

  // The rows stay as first listed, so a cancelled or moved one shows what became of it.
  const listed = query.data?.appointments ?? [];
  const rows = first ?? listed;
  const stillInside = new Set(listed.map((a) => a.id));
  const outcomeOf = (a: AffectedAppointment): Outcome | null => outcomes[a.id] ?? (query.isFetched && !stillInside.has(a.id) ? 'moved' : null);
  const closure = query.data?.closure;

  const afterDetails = () => {
    setEntry(null);
    setMoving(null);
    // A move takes the appointment out of the closure: the closure's list says so.
    void queryClient.invalidateQueries({ queryKey: closureQueryOptions(closureId).queryKey });
  };

  return (
    <>
      <Dialog open={entry === null} onOpenChange={(open) => (open ? undefined : onClose())}>
        <DialogContent size="lg">
          <DialogHeader>
            <DialogTitle>{t.bookingsTitle}</DialogTitle>
            <DialogDescription>
              {closure ? `${closureWhen(closure)}. ` : null}
              {rows.length > 0 ? t.bookingsHint(rows.length) : null}
            </DialogDescription>
          </DialogHeader>
          {query.isPending ? (
            <LoadingText>{it.common.loadingShort}</LoadingText>
          ) : query.isError && rows.length === 0 ? (
            <Alert>{errorMessage(query.error)}</Alert>
          ) : rows.length === 0 ? (
            <p className="text-sm text-slate-600">{t.bookingsNone}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {rows.map((a) => (
                <BookingRow
                  key={a.id}
                  booking={a}
                  outcome={outcomeOf(a)}
                  opening={moving === a.id && detail.isPending}
                  onKeep={() => setOutcomes((o) => ({ ...o, [a.id]: 'kept' }))}
                  onMove={() => setMoving(a.id)}
                  onCancelled={() => setOutcomes((o) => ({ ...o, [a.id]: 'cancelled' }))}
                />
              ))}
            </ul>
          )}
          {moving && detail.isError ? <Alert className="mt-3">{errorMessage(detail.error)}</Alert> : null}
          <DialogFooter>
            <Button onClick={onClose}>{t.done}</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <AppointmentDetailsHost entry={entry} viewerRole={role} onClose={afterDetails} />
    </>
  );
}

type RowProps = {
  booking: AffectedAppointment;
  outcome: Outcome | null;
  opening: boolean;
  onKeep: () => void;
  onMove: () => void;
  onCancelled: () => void;
};

function BookingRow({ booking, outcome, opening, onKeep, onMove, onCancelled }: RowProps) {
  const t = itSchedule.screens;
  const [cancelling, setCancelling] = useState(false);
  const who = booking.patientName || t.patientUnknown;
  const start = new Date(booking.startsAt);
  const when = `${formatDay(localDateOf(start, DEFAULT_TIME_ZONE))}, ${localTimeOf(start, DEFAULT_TIME_ZONE)}`;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 p-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-0.5">
          <p className="font-medium break-words text-slate-900">{when}</p>
          <p className="text-sm break-words text-slate-700">
            {who} · {booking.serviceName}
          </p>
        </div>
        {outcome ? (
          <Badge tone={outcome === 'cancelled' ? 'danger' : outcome === 'kept' ? 'success' : 'brand'} className="self-start">
            {outcome === 'cancelled' ? t.cancelledState : outcome === 'kept' ? t.kept : t.moved}
          </Badge>
        ) : null}
      </div>
      {outcome === null || outcome === 'kept' ? (
        cancelling ? (
          <CancelForm booking={booking} who={who} onBack={() => setCancelling(false)} onDone={onCancelled} />
        ) : (
          <div className="flex flex-wrap gap-2">
            {outcome === null ? (
              <Button variant="outline" size="sm" aria-label={t.keepLabel(who)} onClick={onKeep}>
                <Check aria-hidden="true" />
                {t.keep}
              </Button>
            ) : null}
            <Button variant="outline" size="sm" aria-label={t.moveLabel(who)} onClick={onMove} disabled={opening}>
              {opening ? <Spinner className="size-4" /> : <CalendarClock aria-hidden="true" />}
              {t.move}
            </Button>
            <Button variant="outline" className={danger.outline} size="sm" aria-label={t.cancelLabel(who)} onClick={() => setCancelling(true)}>
              <X aria-hidden="true" />
              {t.cancel}
            </Button>
          </div>
        )
      ) : null}
    </li>
  );
}

/** The message to the patient, then the existing doctor's cancellation (the patient's e-mail carries it). */
function CancelForm({ booking, who, onBack, onDone }: { booking: AffectedAppointment; who: string; onBack: () => void; onDone: () => void }) {
  const t = itSchedule.screens;
  const id = useId();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const cancel = useCancelWithMessage();
  useUnsavedChangesGuard(message.trim() !== '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (message.trim() === '') {
      setError(t.cancelMessageRequired);
      document.getElementById(`${id}-message`)?.focus();
      return;
    }
    cancel.mutate(
      { id: booking.id, reason: message },
      {
        onSuccess: () => {
          toast.success(t.cancelDone);
          onDone();
        },
        onError: (e) => {
          const text = reportServerError(e, { title: t.cancelError, fallback: t.cancelError });
          if (isApiError(e) && e.status !== 0) setError(text);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t.cancelTitle(who)} className="flex flex-col gap-3 rounded-lg border border-red-200 bg-red-50/40 p-3">
      <p className="text-sm font-semibold text-slate-900">{t.cancelTitle(who)}</p>
      <p className="text-sm text-slate-700">{t.cancelText}</p>
      <Field id={`${id}-message`} label={t.cancelMessage} required error={error}>
        {(control) => (
          <Textarea
            {...control}
            autoFocus
            rows={3}
            maxLength={500}
            placeholder={t.cancelMessagePlaceholder}
            value={message}
            onChange={(e) => {
              setMessage(e.target.value);
              setError(undefined);
            }}
          />
        )}
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" size="sm" onClick={onBack} disabled={cancel.isPending}>
          {t.cancelBack}
        </Button>
        <Button type="submit" variant="destructive" size="sm" disabled={cancel.isPending}>
          {cancel.isPending ? <Spinner className="size-4 text-white" /> : null}
          {t.cancelConfirm}
        </Button>
      </div>
    </form>
  );
}
