import { itBooking } from '@sanity/shared/i18n/it-booking';
import { itStaff } from '@sanity/shared/i18n/it-staff';
import { itStaffWeb } from '@sanity/shared/i18n/it-staff-web';
import { itVideo } from '@sanity/shared/i18n/it-video';
import type { Service } from '@sanity/shared/schemas/practice';
import type { PatientHit } from '@sanity/shared/schemas/staff';
import type { AppointmentMode } from '@sanity/shared/schemas/video';
import { ArrowLeft, CalendarCheck, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { GuardedDialog } from '../../../components/ui/guarded-dialog';
import { Textarea } from '../../../components/ui/input';
import { LoadingText, Spinner } from '../../../components/ui/spinner';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useAvailabilities } from '../../booking/api/get-availabilities';
import {
  calendarRulesOf,
  DayAndTimePicker,
  formatLongItalianDate,
  ModeChoice,
  newIdempotencyKey,
  ServiceChoice,
  StepIndicator,
  useDaySlots,
} from '../../booking/public/slot-picking';
import { useDoctorServices } from '../../doctors/api/get-doctor-services';
import { useBookForPatient } from '../api/book-for-patient';
import { type Contact, contactErrors, type ContactErrors, PatientStep, type Who } from './patient-step';

const t = itStaffWeb.booking;
const b = itBooking.booking;

type Step = 'patient' | 'service' | 'time' | 'confirm';
const STEPS: Step[] = ['patient', 'service', 'time', 'confirm'];
const STEP_NAMES: Record<Step, string> = { patient: t.stepPatient, service: t.stepService, time: t.stepTime, confirm: t.stepConfirm };

export type BookForPatientProps = {
  /** The practice's doctor: the signed-in doctor, or the one a staff member works for. */
  doctorId: string;
  doctorName: string;
  onClose: () => void;
};

const emptyContact: Contact = { nome: '', cognome: '', phone: '', email: '' };

/**
 * 'Prenota per un paziente' (issue 30 point 4), from the agenda of the doctor or of their staff: who
 * (a patient found, or a new contact), the service (and how, when it is offered both ways), a free
 * time of the booking calendar checked with the server, then the summary and the booking. The patient
 * fills nothing (no intake answers by phone); they get the confirmation when an e-mail is known.
 * Its own chunk (public/book-for-patient.tsx).
 */
export default function BookForPatientDialog({ doctorId, doctorName, onClose }: BookForPatientProps) {
  const [now] = useState(() => new Date());
  const [step, setStep] = useState<Step>('patient');
  const [who, setWho] = useState<Who>('existing');
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<PatientHit | null>(null);
  const [contact, setContact] = useState<Contact>(emptyContact);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [serviceId, setServiceId] = useState<string | null>(null);
  const [mode, setMode] = useState<AppointmentMode | null>(null);
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [key, setKey] = useState<string | null>(null);

  const services = useDoctorServices(doctorId);
  const bookable = (services.data?.services ?? []).filter((s) => s.isActive);
  const service: Service | null = bookable.find((s) => s.id === serviceId) ?? null;
  const availabilities = useAvailabilities(doctorId);
  const rules = calendarRulesOf(availabilities.data, service);
  const picker = useDaySlots({ professionalId: doctorId, serviceId: service?.id ?? null, duration: service?.duration, rules, now });
  const book = useBookForPatient();
  const slot = picker.chosen;
  const date = picker.date;
  const typed = query.trim() !== '' || Object.values(contact).some((v) => v.trim() !== '') || serviceId !== null || notes.trim() !== '';
  // What was typed is not lost by leaving the page without asking (issue 24's guard), nor by closing the dialog.
  const dirty = typed && !book.isSuccess;

  const patientName = who === 'existing' ? (chosen?.name ?? '') : `${contact.nome.trim()} ${contact.cognome.trim()}`;
  const patientEmail = who === 'existing' ? chosen?.email : contact.email.trim();
  const patientContacts = [patientEmail, who === 'existing' ? chosen?.phone : contact.phone.trim()].filter((v): v is string => Boolean(v));
  const stepIndex = STEPS.indexOf(step);

  /** What keeps this step from going on, or null. */
  const problem = (): string | null => {
    if (step === 'patient') {
      if (who === 'existing') return chosen ? null : t.choosePatient;
      const missing = contactErrors(contact);
      setErrors(missing);
      return Object.keys(missing).length > 0 ? b.requiredFields : null;
    }
    if (step === 'service') {
      if (!service) return b.chooseService;
      return service.mode === 'both' && mode === null ? itVideo.modeRequired : null;
    }
    if (step === 'time') return slot ? null : b.chooseTime;
    return null;
  };

  const next = () => {
    const why = problem();
    setError(why);
    if (why) return;
    const following = STEPS[stepIndex + 1];
    if (following === 'confirm') setKey(newIdempotencyKey());
    if (following) setStep(following);
  };

  const back = () => {
    setError(null);
    const previous = STEPS[stepIndex - 1];
    if (previous) setStep(previous);
  };

  const confirm = () => {
    if (!service || !slot || !key) return;
    const patient =
      who === 'existing' && chosen
        ? { kind: 'existing' as const, id: chosen.id }
        : { kind: 'new' as const, nome: contact.nome.trim(), cognome: contact.cognome.trim(), phone: contact.phone.trim(), ...(contact.email.trim() ? { email: contact.email.trim() } : {}) };
    setError(null);
    book.mutate(
      { body: { serviceId: service.id, dateTime: slot.start, ...(service.mode === 'both' && mode ? { mode } : {}), notes: notes.trim(), patient }, key },
      {
        onSuccess: () => {
          const when = `${formatLongItalianDate(date!)}, ${slot.time}`;
          toast.success(t.booked, { description: [t.bookedText(patientName, when), patientEmail ? t.bookedMail : null].filter(Boolean).join(' ') });
          onClose();
        },
        onError: (failure) => {
          const message = errorMessage(failure, t.error);
          setError(message);
          if (isApiError(failure, 409) && message === itStaff.errors.patientExists) {
            // A new contact whose e-mail or phone is a patient's: find them instead.
            setWho('existing');
            setQuery(contact.email.trim() || contact.phone.trim());
            setStep('patient');
          } else if (isApiError(failure, 409) || isApiError(failure, 400)) {
            // The time was just taken, or the patient's data refused: the step it concerns, checked again.
            if (isApiError(failure, 409)) {
              setStep('time');
              picker.reload();
            } else if (who === 'new') {
              setStep('patient');
            }
          }
        },
      },
    );
  };

  return (
    <GuardedDialog open dirty={dirty} busy={book.isPending} size="lg" onClose={onClose}>
      {(close) => (
        <>
          <DialogHeader>
            <DialogTitle>{t.title}</DialogTitle>
            <DialogDescription>{t.description(doctorName)}</DialogDescription>
          </DialogHeader>

          <StepIndicator steps={STEPS} current={stepIndex} names={STEP_NAMES} />

          <section aria-labelledby="book-for-patient-step" className="mt-5 flex flex-col gap-4">
            <h3 id="book-for-patient-step" aria-live="polite" className="text-base font-semibold text-slate-900">
              {STEP_NAMES[step]}
            </h3>

            {step === 'patient' ? (
              <PatientStep
                who={who}
                onWho={(value) => {
                  setWho(value);
                  setError(null);
                }}
                query={query}
                onQuery={(value) => {
                  setQuery(value);
                  setChosen(null);
                }}
                chosen={chosen}
                onChoose={(hit) => {
                  setChosen(hit);
                  setError(null);
                }}
                contact={contact}
                onContact={(field, value) => {
                  setContact((c) => ({ ...c, [field]: value }));
                  if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
                }}
                errors={errors}
              />
            ) : null}

            {step === 'service' ? (
              services.isPending ? (
                <LoadingText>{b.loadingHours}</LoadingText>
              ) : services.isError ? (
                <Alert>{t.servicesError}</Alert>
              ) : bookable.length === 0 ? (
                <p className="text-sm text-slate-600">{t.noServices}</p>
              ) : (
                <>
                  <ServiceChoice
                    services={bookable}
                    selected={serviceId}
                    onSelect={(id) => {
                      setServiceId(id);
                      setMode(null);
                      picker.clear();
                      setError(null);
                    }}
                  />
                  {service?.mode === 'both' ? <ModeChoice selected={mode} location={null} showMissing={error !== null} onSelect={setMode} /> : null}
                </>
              )
            ) : null}

            {step === 'time' ? <DayAndTimePicker hours={availabilities} rules={rules} now={now} picker={picker} onPick={() => setError(null)} /> : null}

            {step === 'confirm' && service && slot && date ? (
              <>
                <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-3 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm">
                  <dt className="font-medium text-slate-600">{t.summaryPatient}</dt>
                  <dd className="flex flex-col text-slate-900">
                    <span className="font-semibold break-words">{patientName}</span>
                    {patientContacts.map((value) => (
                      <span key={value} className="[overflow-wrap:anywhere] text-slate-700">
                        {value}
                      </span>
                    ))}
                  </dd>
                  <dt className="font-medium text-slate-600">{t.summaryService}</dt>
                  <dd className="break-words text-slate-900">{service.name}</dd>
                  <dt className="font-medium text-slate-600">{t.summaryWhen}</dt>
                  <dd className="text-slate-900">{`${formatLongItalianDate(date)}, ${slot.time}`}</dd>
                  {service.mode === 'both' && mode ? (
                    <>
                      <dt className="font-medium text-slate-600">{t.summaryMode}</dt>
                      <dd className="text-slate-900">{mode === 'online' ? itVideo.modeOnline : itVideo.modeInStudio}</dd>
                    </>
                  ) : null}
                </dl>
                <Field label={t.notes}>
                  {(control) => <Textarea {...control} rows={3} maxLength={1000} value={notes} onChange={(ev) => setNotes(ev.target.value)} />}
                </Field>
              </>
            ) : null}
          </section>

          {/* Sticky at the dialog's bottom edge, as in the booking dialog: long steps scroll under it on phones. */}
          <div className="sticky -bottom-6 z-10 -mx-6 mt-6 -mb-6 flex flex-col gap-3 border-t border-slate-200 bg-white px-6 pt-4 pb-6">
            {error ? <Alert>{error}</Alert> : null}
            <div className="flex flex-wrap items-center gap-2">
              {step === 'confirm' ? (
                <Button onClick={confirm} disabled={book.isPending} className="order-1 w-full sm:order-3 sm:w-auto">
                  {book.isPending ? <Spinner className="size-4 text-white" /> : <CalendarCheck aria-hidden="true" />}
                  {book.isPending ? t.confirming : t.confirm}
                </Button>
              ) : (
                <Button onClick={next} className={cn('order-1 w-full sm:order-3 sm:w-auto', stepIndex === 0 && 'sm:ml-auto')}>
                  {t.next}
                  <ChevronRight aria-hidden="true" />
                </Button>
              )}
              <Button variant="ghost" onClick={close} disabled={book.isPending} className="order-2 sm:order-1">
                {t.cancel}
              </Button>
              {stepIndex > 0 ? (
                <Button variant="outline" onClick={back} disabled={book.isPending} className="order-3 ml-auto sm:order-2">
                  <ArrowLeft aria-hidden="true" />
                  {t.back}
                </Button>
              ) : null}
            </div>
          </div>
        </>
      )}
    </GuardedDialog>
  );
}
