import { it } from '@sanity/shared/i18n/it';
import { type CalendarConflict } from '@sanity/shared/schemas/calendar';
import { CalendarX2, RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { Button, danger } from '../../../components/ui/button';
import { LoadingText, Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useCalendarConflicts, useResolveCalendarConflict } from '../api/conflicts';
import { formatLocalDay } from '../format-when';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { itCalendar } from '@sanity/shared/i18n/it-calendar';

const c = itCalendar;

/**
 * 'Appuntamenti rimossi dal tuo calendario': confirmed future bookings whose event the doctor
 * deleted in their own calendar. Each can be put back ('Ripristina nel calendario') or cancelled for
 * real ('Annulla appuntamento', confirmed first: the patient is told by e-mail).
 */
export function ConflictsList({ count }: { count: number }) {
  const headingId = useId();
  const conflicts = useCalendarConflicts(count > 0);
  const resolve = useResolveCalendarConflict();
  const [cancelling, setCancelling] = useState<CalendarConflict | null>(null);

  if (count === 0) return null;

  const act = (conflict: CalendarConflict, action: 'restore' | 'cancel') =>
    resolve.mutate({ appointmentId: conflict.appointmentId, action }, { onSettled: () => setCancelling(null) });
  const busy = (conflict: CalendarConflict) => resolve.isPending && resolve.variables?.appointmentId === conflict.appointmentId;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50/50 p-4">
      <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-amber-950">
        <CalendarX2 className="size-4" aria-hidden="true" />
        {c.conflictsTitle}
      </h3>
      <p className="text-sm text-amber-900">{c.conflictsIntro}</p>
      {conflicts.isPending ? (
        <LoadingText>{it.common.loadingShort}</LoadingText>
      ) : conflicts.isError ? (
        <p className="text-sm text-red-700">{errorMessage(conflicts.error, c.actionError)}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {conflicts.data.map((conflict) => (
            <li key={conflict.appointmentId} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:flex-row sm:items-center sm:justify-between">
              <div id={`${headingId}-${conflict.appointmentId}`} className="flex min-w-0 flex-col text-sm">
                <span className="font-medium text-slate-900 first-letter:uppercase">
                  {formatLocalDay(conflict.date)}, <span className="tabular-nums">{conflict.time}</span>
                </span>
                <span className="break-words text-slate-700">
                  {conflict.patientName} · {conflict.serviceName}
                </span>
              </div>
              <div className="flex flex-col gap-2 sm:flex-row">
                <Button size="sm" variant="outline" aria-describedby={`${headingId}-${conflict.appointmentId}`} onClick={() => act(conflict, 'restore')} disabled={resolve.isPending}>
                  {busy(conflict) && resolve.variables?.action === 'restore' ? <Spinner className="size-4" /> : <RotateCcw aria-hidden="true" />}
                  {c.restore}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  className={danger.outline}
                  aria-describedby={`${headingId}-${conflict.appointmentId}`}
                  onClick={() => setCancelling(conflict)} disabled={resolve.isPending}>
                  {c.cancelAppointment}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={cancelling !== null}
        title={c.cancelTitle}
        text={cancelling ? c.cancelText(cancelling.patientName) : ''}
        confirm={c.cancelConfirm}
        keep={c.confirmKeep}
        pending={resolve.isPending}
        onConfirm={() => (cancelling ? act(cancelling, 'cancel') : undefined)}
        onClose={() => setCancelling(null)}
      />
    </section>
  );
}
