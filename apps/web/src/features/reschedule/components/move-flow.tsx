import { itBooking } from '@sanity/shared/i18n/it-booking';
import { itReschedule } from '@sanity/shared/i18n/it-reschedule';
import { ArrowLeft, CalendarClock } from 'lucide-react';
import { useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LoadingText, Spinner } from '../../../components/ui/spinner';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { checkAvailability } from '../../booking/api/check-availability';
import { useAvailabilities } from '../../booking/api/get-availabilities';
import { BookingCalendar, calendarRulesOf, candidateSlots, formatLongItalianDate, shownMonth, type SlotOption, TimeSlots, withAvailability } from '../../booking/public/slot-picking';
import { formatWhen } from '../public/when';

const r = itReschedule;
const b = itBooking.booking;

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
  const [month, setMonth] = useState<string | null>(null);
  const [date, setDate] = useState<string | null>(null);
  const [slots, setSlots] = useState<SlotOption[] | null>(null);
  const [checkFailed, setCheckFailed] = useState(false);
  const [time, setTime] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Only the answer for the last chosen day is kept (a slower earlier one is dropped).
  const asked = useRef(0);

  const loadSlots = async (day: string) => {
    const ticket = (asked.current += 1);
    setSlots(null);
    setTime(null);
    const candidates = candidateSlots(rules, day, now);
    let answer = null;
    let failed = false;
    try {
      if (candidates.length > 0) answer = await checkAvailability({ professionalId: target.professionalId, serviceId: target.serviceId, date: day, timeSlots: candidates.map((c) => c.time) });
    } catch {
      failed = true;
    }
    if (ticket !== asked.current) return;
    setCheckFailed(failed);
    // Its own current time is held by itself: not a choice.
    setSlots(withAvailability(candidates, answer).filter((s) => s.start !== new Date(target.dateTime).toISOString()));
  };

  const chosen = slots?.find((s) => s.time === time && s.available) ?? null;

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
      if (isApiError(failure, 409) || isApiError(failure, 400)) void loadSlots(date!);
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
      {availabilities.isPending ? (
        <LoadingText>{b.loadingHours}</LoadingText>
      ) : availabilities.isError ? (
        <Alert>{b.hoursLoadError}</Alert>
      ) : !rules ? (
        <p className="text-sm text-slate-600">{b.noAvailability}</p>
      ) : (
        <BookingCalendar
          month={shownMonth(month, rules, now)}
          rules={rules}
          now={now}
          selected={date}
          onMonthChange={setMonth}
          onSelect={(day) => {
            setDate(day);
            setError(null);
            void loadSlots(day);
          }}
        />
      )}
      {date && !slots ? <LoadingText>{b.checking}</LoadingText> : null}
      {date && slots ? (
        <>
          {checkFailed ? <Alert tone="info">{b.checkFailed}</Alert> : null}
          {slots.some((s) => s.available) ? (
            <TimeSlots legend={b.timesFor(formatLongItalianDate(date))} slots={slots} selected={time} onSelect={setTime} />
          ) : (
            <p className="text-sm text-slate-600">{r.noSlots}</p>
          )}
        </>
      ) : null}
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
