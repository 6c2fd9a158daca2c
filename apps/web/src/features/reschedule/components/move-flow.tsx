import { itReschedule } from '@sanity/shared/i18n/it-reschedule';
import { ArrowLeft, CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useAvailabilities } from '../../booking/api/get-availabilities';
import { calendarRulesOf, DayAndTimePicker, useDaySlots } from '../../booking/public/slot-picking';
import { formatWhen } from '../public/when';

const r = itReschedule;

export type MoveTarget = { professionalId: string; serviceId: string; serviceName: string; duration: number; dateTime: string };

type Props = {
  target: MoveTarget;
  /** Sends the move; its rejection (a time just taken, the cut-off…) is shown and the day's times are checked again. */
  submit: (dateTime: string) => Promise<unknown>;
  onCancel: () => void;
  cancelLabel: string;
};

/**
 * Picking the new time of a visit (issue 25): the booking dialog's calendar and time list for the
 * same service, the current time shown above, then one clear question ('Spostare l'appuntamento a
 * …?') before anything changes. Used by the details dialog and by the page of a doctor's-move link.
 */
export function MoveFlow({ target, submit, onCancel, cancelLabel }: Props) {
  // The clock of this session: "today" does not move while the dialog is open.
  const [now] = useState(() => new Date());
  const availabilities = useAvailabilities(target.professionalId);
  // The service's hours with the practice's closures, holidays, date hours, buffers, notice and horizon, as in the booking dialog.
  const rules = calendarRulesOf(availabilities.data, { id: target.serviceId, duration: target.duration });
  const picker = useDaySlots({ professionalId: target.professionalId, serviceId: target.serviceId, rules, now, hiddenStart: target.dateTime });
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const chosen = picker.chosen;

  const send = async () => {
    if (!chosen) return;
    setSending(true);
    setError(null);
    try {
      await submit(chosen.start);
    } catch (failure) {
      setError(errorMessage(failure, r.error));
      setConfirming(false);
      // The time was just taken (or closed): the day's times again, checked now.
      if (isApiError(failure, 409) || isApiError(failure, 400)) picker.reload();
    } finally {
      setSending(false);
    }
  };

  if (confirming && chosen) {
    return (
      <div className="flex flex-col gap-4">
        <h3 className="text-base font-semibold text-slate-900">{r.confirmTitle}</h3>
        <p className="text-sm text-slate-800">{r.confirmQuestion(formatWhen(chosen.start))}</p>
        <p className="text-sm text-slate-600">{r.current(formatWhen(target.dateTime))}</p>
        <p className="text-sm text-slate-600">{r.confirmHint}</p>
        <div className="flex flex-wrap items-center gap-2">
          <Button onClick={() => void send()} disabled={sending} className="order-1 w-full sm:order-2 sm:ml-auto sm:w-auto">
            {sending ? <Spinner className="size-4 text-white" /> : <CalendarClock aria-hidden="true" />}
            {sending ? r.moving : r.confirm}
          </Button>
          <Button variant="outline" onClick={() => setConfirming(false)} disabled={sending} className="order-2 sm:order-1">
            <ArrowLeft aria-hidden="true" />
            {r.back}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800">{r.current(formatWhen(target.dateTime))}</p>
      <DayAndTimePicker hours={availabilities} rules={rules} now={now} picker={picker} onPick={() => setError(null)} noSlots={r.noSlots} />
      {error ? <Alert>{error}</Alert> : null}
      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={() => setConfirming(true)} disabled={!chosen} className="order-1 w-full sm:order-2 sm:ml-auto sm:w-auto">
          <CalendarClock aria-hidden="true" />
          {r.action}
        </Button>
        <Button variant="ghost" onClick={onCancel} className="order-2 sm:order-1">
          {cancelLabel}
        </Button>
      </div>
    </div>
  );
}
