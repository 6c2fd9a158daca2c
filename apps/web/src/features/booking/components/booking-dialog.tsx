import { itBooking } from '@sanity/shared/i18n/it-booking';
import { itSettings } from '@sanity/shared/i18n/it-settings';
import { formatPracticeAddress } from '@sanity/shared/domain/practice/address';
import { type Service } from '@sanity/shared/schemas/practice';
import { type PracticeAddress } from '@sanity/shared/schemas/practice-address';
import { ArrowLeft, CalendarCheck, CalendarSearch, ChevronRight } from 'lucide-react';
import { useReducer, useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { displayNameOf } from '../../../lib/user-names';
import { useSession } from '../../auth/api/get-me';
import { checkAvailability } from '../api/check-availability';
import { useCreateAppointment } from '../api/create-appointment';
import { ClosureNotes } from './closure-notes';
import { useAvailabilities } from '../api/get-availabilities';
import { calendarRulesOf, candidateSlots, formatLongItalianDate, shownMonth, withAvailability } from '../booking-calendar';
import {
  appointmentPayload,
  type BookingInit,
  bookingReducer,
  type BookingStep,
  initialBookingState,
  primaryActionOf,
  stepProblem,
  stepsOf,
  visitModeOf,
} from '../booking-flow';
import { itVideoScreens } from '@sanity/shared/i18n/it-video';
import { itFamilyWeb } from '@sanity/shared/i18n/it-family-web';
import { isDoctorRole } from '@sanity/shared/domain/roles';
import { PersonChoice } from '../../family/public/person-choice';
import { newIdempotencyKey } from '../idempotency-key';
import { BookingCalendar } from './booking-calendar';
import { BookingSummary } from './booking-summary';
import { DayTimes, WithHours } from './day-and-time-picker';
import { DetailsForm } from './details-form';
import { ModeChoice } from './mode-choice';
import { ServiceChoice } from './service-choice';
import { StepIndicator } from './step-indicator';

export type BookingDialogProps = {
  /** The service chosen with 'Prenota', or null to choose it in the dialog. */
  service: Service | null;
  /** The professional's bookable services. */
  services: Service[];
  professionalName: string;
  professionalId: string;
  /** Where the visit takes place (the practice address), shown in the summary; null when the doctor has none. */
  location?: PracticeAddress | null;
  onClose: () => void;
};

const b = itBooking.booking;
const stepNames: Record<BookingStep, string> = {
  service: b.stepService,
  date: b.stepDate,
  time: b.stepTime,
  details: b.stepDetails,
  confirm: b.stepConfirm,
};
const stepHeadings: Record<BookingStep, string> = {
  service: b.chooseService,
  date: b.chooseDate,
  time: b.chooseTime,
  details: b.yourDetails,
  confirm: b.summary,
};

/**
 * 'Prenota un appuntamento' (spec §2 Booking dialog): the steps of `booking-flow.ts`, the month
 * calendar, the day's times checked with the server, the details form and the confirmation.
 * Cancel and close reset everything (the parent unmounts the dialog, and the state is reset first).
 */
export default function BookingDialog({ service: preselected, services, professionalName, professionalId, location = null, onClose }: BookingDialogProps) {
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  // Issue 30: a signed-in patient may book for a family member; a doctor's account may not (the server refuses it).
  const mayBookForFamily = user !== null && !isDoctorRole(user.role);
  const [init] = useState<BookingInit>(() => ({
    serviceId: preselected?.id ?? null,
    prefill: { name: user ? displayNameOf(user) : '', email: user?.email ?? '', phone: user?.telefono ?? '', notes: '' },
  }));
  const [state, dispatch] = useReducer(bookingReducer, init, initialBookingState);
  // The clock of this dialog session: "today" does not move while the dialog is open.
  const [now] = useState(() => new Date());
  const [checking, setChecking] = useState(false);
  const [checkFailed, setCheckFailed] = useState(false);
  const availabilities = useAvailabilities(professionalId);
  const create = useCreateAppointment();
  const errorToast = useRef<string | number | null>(null);

  const service = services.find((s) => s.id === state.serviceId) ?? (preselected?.id === state.serviceId ? preselected : null);
  // The service's hours with the practice's closures, holidays, date hours, buffers, notice and horizon: the server's own rules.
  const rules = calendarRulesOf(availabilities.data, service);
  const steps = stepsOf(state);
  const stepIndex = steps.indexOf(state.step);
  const action = primaryActionOf(state);
  const busy = checking || create.isPending;
  const longDate = state.date ? formatLongItalianDate(state.date) : '';
  const calendarMonth = shownMonth(state.month, rules, now);

  const close = () => {
    dispatch({ type: 'reset', init });
    onClose();
  };

  /** Candidate times of the day, then the server's verdict; a failed check shows them all as free (spec §8). */
  const loadSlots = async (date: string) => {
    if (!service) return;
    const candidates = candidateSlots(rules, date, now);
    setChecking(true);
    let answer = null;
    try {
      if (candidates.length > 0) {
        answer = await checkAvailability({ professionalId, serviceId: service.id, date, timeSlots: candidates.map((c) => c.time), duration: service.duration });
      }
      setCheckFailed(false);
    } catch {
      setCheckFailed(true);
    } finally {
      setChecking(false);
    }
    dispatch({ type: 'slotsLoaded', slots: withAvailability(candidates, answer) });
  };

  const confirm = () => {
    if (!service || !state.date || !state.time) return;
    const key = state.idempotencyKey ?? newIdempotencyKey();
    const body = appointmentPayload(state, professionalId, service);
    if (!body) {
      dispatch({ type: 'fail', message: b.requiredFields });
      return;
    }
    const [date, time] = [formatLongItalianDate(state.date), state.time];
    // Only one toast shows at a time: the previous failure gives way to this attempt's answer.
    if (errorToast.current !== null) toast.dismiss(errorToast.current);
    create.mutate(
      { body, key },
      {
        onSuccess: (result) => {
          // The booked appointment's own location when the server sent it, else what the summary showed;
          // an online visit says where to enter instead (issue 29).
          const online = (result.appointment?.mode ?? visitModeOf(service, state.mode)) === 'online';
          const place = result.appointment ? result.appointment.location : location;
          const where = online ? itVideoScreens.bookedOnline : place ? itSettings.practiceAddress.bookedWhere(formatPracticeAddress(place)) : null;
          const forWhom = state.person ? itFamilyWeb.bookedFor(state.person.name) : null;
          toast.success(b.successTitle, { description: [forWhom, b.successText(date, time), where, result.googleCalendarSynced ? b.successSynced : null].filter(Boolean).join(' ') });
          close();
        },
        onError: (error) => {
          const message = errorMessage(error, b.errorDefault);
          errorToast.current = toast.error(b.errorTitle, { description: message });
          if (isApiError(error, 409)) {
            // The time was just taken: back to the times of that day, checked again.
            dispatch({ type: 'slotTaken', message });
            void loadSlots(state.date!);
          } else {
            dispatch({ type: 'fail', message });
          }
        },
      },
    );
  };

  const onPrimary = () => {
    const problem = stepProblem(state, { service, signedIn: user !== null });
    if (problem) {
      dispatch({ type: 'fail', message: problem });
      return;
    }
    if (action.kind === 'check') void loadSlots(state.date!);
    else if (action.kind === 'confirm') confirm();
    else dispatch({ type: 'advance', key: newIdempotencyKey() });
  };

  const bookable = services.filter((s) => s.isActive);

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent
        size="lg"
        // While a check or a booking runs the dialog stays open (closing would drop its answer).
        onInteractOutside={(e) => busy && e.preventDefault()}
        onEscapeKeyDown={(e) => busy && e.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>{b.title}</DialogTitle>
          <DialogDescription>
            {b.with(professionalName)}
            {service && steps[0] !== 'service' ? ` · ${service.name}` : null}
          </DialogDescription>
        </DialogHeader>

        <StepIndicator steps={steps} current={stepIndex} names={stepNames} />

        <section aria-labelledby="booking-step-heading" className="mt-5 flex flex-col gap-4">
          <h3 id="booking-step-heading" aria-live="polite" className="text-base font-semibold text-slate-900">
            {stepHeadings[state.step]}
          </h3>

          {state.step === 'service' ? (
            <ServiceChoice services={bookable} selected={state.serviceId} onSelect={(serviceId) => dispatch({ type: 'selectService', serviceId })} />
          ) : null}

          {state.step === 'date' ? (
            <WithHours hours={availabilities} rules={rules}>
              {(known) => (
                <>
                  <BookingCalendar
                    month={calendarMonth}
                    rules={known}
                    now={now}
                    selected={state.date}
                    onMonthChange={(month) => dispatch({ type: 'showMonth', month })}
                    onSelect={(date) => dispatch({ type: 'selectDate', date })}
                  />
                  {/* The doctor's notes for the closed days of this month ('Studio chiuso per ferie', issue 25). */}
                  <ClosureNotes closures={availabilities.data?.schedule?.closures ?? []} month={calendarMonth} />
                  <p className="text-sm text-slate-700" role="status">
                    {state.date ? b.selectedDate(longDate) : b.noDateYet}
                  </p>
                </>
              )}
            </WithHours>
          ) : null}

          {state.step === 'time' && state.date && state.slots ? (
            <DayTimes date={state.date} slots={state.slots} checkFailed={checkFailed} selected={state.time} onSelect={(time) => dispatch({ type: 'selectTime', time })} />
          ) : null}

          {/* Issue 30: 'Per chi è la visita?' first; the details below stay the holder's, the contact. */}
          {state.step === 'details' && mayBookForFamily ? (
            <>
              <PersonChoice
                holderName={state.details.name.trim()}
                selected={state.person?.id ?? null}
                onSelect={(m) => dispatch({ type: 'setPerson', person: m ? { id: m.id, name: m.fullName, relationshipLabel: m.relationshipLabel } : null })}
              />
              {state.person ? <p className="text-sm text-slate-700">{itFamilyWeb.contactHint(state.person.name)}</p> : null}
            </>
          ) : null}

          {state.step === 'details' && service?.mode === 'both' ? (
            <ModeChoice selected={state.mode} location={location} showMissing={state.error !== null} onSelect={(mode) => dispatch({ type: 'setMode', mode })} />
          ) : null}

          {state.step === 'details' ? (
            <DetailsForm
              details={state.details}
              fields={service?.customFields ?? []}
              answers={state.answers}
              showMissing={state.error !== null}
              onDetail={(field, value) => dispatch({ type: 'setDetail', field, value })}
              onAnswer={(fieldId, value) => dispatch({ type: 'setAnswer', fieldId, value })}
              healthConsent={state.healthConsent}
              onHealthConsent={(value) => dispatch({ type: 'setHealthConsent', value })}
            />
          ) : null}

          {state.step === 'confirm' && service && state.date && state.time ? (
            <BookingSummary
              professionalName={professionalName}
              location={location}
              service={service}
              mode={visitModeOf(service, state.mode)}
              date={longDate}
              time={state.time}
              details={state.details}
              answers={state.answers}
              person={state.person}
            />
          ) : null}
        </section>

        {/* Sticky at the dialog's bottom edge (DialogContent's padding is 24 px): long steps scroll under it on phones. */}
        <div className="sticky -bottom-6 z-10 -mx-6 mt-6 -mb-6 flex flex-col gap-3 border-t border-slate-200 bg-white px-6 pt-4 pb-6">
          {state.error ? <Alert>{state.error}</Alert> : null}
          {/* Phones: the main button on its own full-width row, 'Annulla' and 'Indietro' under it. */}
          <div className="flex flex-wrap items-center gap-2">
            <Button onClick={onPrimary} disabled={busy || (state.step === 'service' && bookable.length === 0)} className={cn('order-1 w-full sm:order-3 sm:w-auto', stepIndex === 0 && 'sm:ml-auto')}>
              {busy ? <Spinner className="size-4 text-white" /> : action.kind === 'check' ? <CalendarSearch aria-hidden="true" /> : action.kind === 'confirm' ? <CalendarCheck aria-hidden="true" /> : null}
              {checking ? b.checking : create.isPending ? b.confirming : action.label}
              {action.kind === 'next' && !busy ? <ChevronRight aria-hidden="true" /> : null}
            </Button>
            <Button variant="ghost" onClick={close} className="order-2 sm:order-1">
              {b.cancel}
            </Button>
            {stepIndex > 0 ? (
              <Button variant="outline" onClick={() => dispatch({ type: 'back' })} disabled={busy} className="order-3 ml-auto sm:order-2">
                <ArrowLeft aria-hidden="true" />
                {b.back}
              </Button>
            ) : null}
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
