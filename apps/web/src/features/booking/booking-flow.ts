import { answerProblem, missingRequiredFields, needsHealthConsent, type CustomFieldAnswer } from '@sanity/shared/domain/appointments/booking-rules';
import { it } from '@sanity/shared/i18n/it';
import { bookingModeOf } from '@sanity/shared/domain/video/visit-mode';
import { itBooking } from '@sanity/shared/i18n/it-booking';
import { itVideo } from '@sanity/shared/i18n/it-video';
import { type AppointmentMode } from '@sanity/shared/schemas/video';
import { CustomerInfoSchema, type CreateAppointmentInput } from '@sanity/shared/schemas/appointments';
import { type CustomField, type Service } from '@sanity/shared/schemas/practice';

/**
 * The booking dialog's state machine (spec §2 "Booking dialog", §4 "Booking steps"): service (only
 * without a preselected service) → date → time → details → confirmation. Pure: the dialog feeds it
 * actions and reads the step, the button and the problems from it. No clock and no I/O here.
 */

export const BOOKING_STEPS = ['service', 'date', 'time', 'details', 'confirm'] as const;
export type BookingStep = (typeof BOOKING_STEPS)[number];

export type CustomerDetails = { name: string; email: string; phone: string; notes: string };

/** A candidate time of the chosen day with the server's verdict. */
export type SlotOption = { time: string; /** ISO instant of the slot start. */ start: string; available: boolean };

export interface BookingState {
  step: BookingStep;
  /** The service the dialog was opened with ('Prenota' on a service), or null: then the service step comes first. */
  preselectedServiceId: string | null;
  serviceId: string | null;
  /** The month the calendar shows, YYYY-MM; null = the month of the first bookable day. */
  month: string | null;
  /** Local date (Europe/Rome), YYYY-MM-DD. */
  date: string | null;
  /** The day's times after 'Controlla disponibilità'; null before the check. */
  slots: SlotOption[] | null;
  /** Local start time HH:MM. */
  time: string | null;
  details: CustomerDetails;
  /** Answers to the service's custom fields, by field id. */
  answers: Record<string, CustomFieldAnswer>;
  /** The explicit consent (GDPR art. 9) to the health data in the answers, asked beside them (issue 24). */
  healthConsent: boolean;
  /** Issue 29: in the studio or online, the patient's choice on the details step for a service offered both ways. */
  mode: AppointmentMode | null;
  /** Issue 30: the family member the visit is for ('Per chi è la visita?'); null = the signed-in holder. The details stay the holder's: the contact. */
  person: BookingPerson | null;
  /** The problem to announce (validation, failed booking, slot taken). */
  error: string | null;
  /** Idempotency-Key of this confirmation: made on entering the confirmation step, reused by retries. */
  idempotencyKey: string | null;
}

/** A family member chosen as the person seen, with what the summary shows of them. */
export type BookingPerson = { id: string; name: string; relationshipLabel: string };

export interface BookingInit {
  serviceId: string | null;
  /** The signed-in person's name, e-mail and phone. */
  prefill: CustomerDetails;
}

export function initialBookingState(init: BookingInit): BookingState {
  return {
    step: init.serviceId ? 'date' : 'service',
    preselectedServiceId: init.serviceId,
    serviceId: init.serviceId,
    month: null,
    date: null,
    slots: null,
    time: null,
    details: { ...init.prefill },
    answers: {},
    healthConsent: false,
    mode: null,
    person: null,
    error: null,
    idempotencyKey: null,
  };
}

/** The steps this dialog walks through: the service step only without a preselected service. */
export function stepsOf(state: Pick<BookingState, 'preselectedServiceId'>): BookingStep[] {
  return state.preselectedServiceId ? BOOKING_STEPS.filter((s) => s !== 'service') : [...BOOKING_STEPS];
}

export type BookingAction =
  | { type: 'selectService'; serviceId: string }
  | { type: 'showMonth'; month: string }
  | { type: 'selectDate'; date: string }
  /** The availability answer (or every candidate marked available when the check failed): on to the time step. */
  | { type: 'slotsLoaded'; slots: SlotOption[] }
  | { type: 'selectTime'; time: string }
  | { type: 'setDetail'; field: keyof CustomerDetails; value: string }
  | { type: 'setAnswer'; fieldId: string; value: CustomFieldAnswer }
  | { type: 'setHealthConsent'; value: boolean }
  | { type: 'setMode'; mode: AppointmentMode }
  /** Issue 30: whom the visit is for (null = the holder). */
  | { type: 'setPerson'; person: BookingPerson | null }
  /** Forward one step (the dialog validated the current one first). `key` is the Idempotency-Key for the confirmation step. */
  | { type: 'advance'; key?: string }
  | { type: 'back' }
  | { type: 'fail'; message: string }
  /** 409: the chosen time was just booked by someone else; back to the time step. */
  | { type: 'slotTaken'; message: string }
  /** Cancel and close: everything back to how the dialog opened. */
  | { type: 'reset'; init: BookingInit };

export function bookingReducer(state: BookingState, action: BookingAction): BookingState {
  switch (action.type) {
    case 'selectService':
      if (action.serviceId === state.serviceId) return { ...state, error: null };
      return { ...state, serviceId: action.serviceId, month: null, date: null, slots: null, time: null, answers: {}, healthConsent: false, mode: null, error: null };
    case 'showMonth':
      return { ...state, month: action.month };
    case 'selectDate':
      return { ...state, date: action.date, slots: null, time: null, error: null };
    case 'slotsLoaded': {
      const stillFree = action.slots.some((s) => s.time === state.time && s.available);
      return { ...state, step: 'time', slots: action.slots, time: stillFree ? state.time : null };
    }
    case 'selectTime':
      return { ...state, time: action.time, error: null };
    case 'setDetail':
      return { ...state, details: { ...state.details, [action.field]: action.value }, error: null };
    case 'setAnswer':
      return { ...state, answers: { ...state.answers, [action.fieldId]: action.value }, error: null };
    case 'setHealthConsent':
      return { ...state, healthConsent: action.value, error: null };
    case 'setMode':
      return { ...state, mode: action.mode, error: null };
    case 'setPerson':
      return { ...state, person: action.person, error: null };
    case 'advance': {
      const steps = stepsOf(state);
      const next = steps[steps.indexOf(state.step) + 1];
      if (!next) return state;
      return { ...state, step: next, error: null, idempotencyKey: next === 'confirm' ? (state.idempotencyKey ?? action.key ?? null) : state.idempotencyKey };
    }
    case 'back': {
      const steps = stepsOf(state);
      const previous = steps[steps.indexOf(state.step) - 1];
      if (!previous) return state;
      const base = { ...state, step: previous, error: null };
      // Leaving a step forgets what depended on it: the checked times belong to the day, the day to the service,
      // and a confirmation left behind gets a new key (its data may change).
      if (state.step === 'time') return { ...base, slots: null, time: null };
      if (state.step === 'date') return { ...base, date: null, slots: null, time: null, month: null };
      if (state.step === 'confirm') return { ...base, idempotencyKey: null };
      return base;
    }
    case 'fail':
      return { ...state, error: action.message };
    case 'slotTaken':
      return {
        ...state,
        step: 'time',
        time: null,
        slots: state.slots?.map((s) => (s.time === state.time ? { ...s, available: false } : s)) ?? null,
        error: action.message,
        idempotencyKey: null,
      };
    case 'reset':
      return initialBookingState(action.init);
  }
}

export type PrimaryAction = { kind: 'next' | 'check' | 'confirm'; label: string };

/** The main button of a step: 'Controlla disponibilità' on the date step once a day is chosen, 'Conferma prenotazione' last, else 'Avanti'. */
export function primaryActionOf(state: Pick<BookingState, 'step' | 'date'>): PrimaryAction {
  const b = itBooking.booking;
  if (state.step === 'confirm') return { kind: 'confirm', label: b.confirm };
  if (state.step === 'date' && state.date) return { kind: 'check', label: b.checkAvailability };
  return { kind: 'next', label: b.next };
}

function answerMessage(field: CustomField, value: CustomFieldAnswer | undefined): string | null {
  const b = itBooking.booking;
  switch (answerProblem(field, value)) {
    case 'email':
      return b.invalidEmail;
    case 'phone':
      return b.invalidPhone;
    case 'number':
      return b.invalidNumber(field.name);
    case 'option':
      return b.invalidOption(field.name);
    case 'date':
      return b.invalidDate;
    default:
      return null;
  }
}

const CONTACT_ORDER = ['name', 'email', 'phone', 'notes'];

/**
 * The contact details checked by the server's own schema (`CustomerInfoSchema`), so the form never
 * lets through what creation refuses (issue 9: a regex here took 'mario@rossi.i'). The first
 * problem in the form's order, with the schema's Italian message.
 */
function contactProblem(details: CustomerDetails): string | null {
  const parsed = CustomerInfoSchema.safeParse(details);
  if (parsed.success) return null;
  const rank = (path: readonly PropertyKey[]) => CONTACT_ORDER.indexOf(String(path[0]));
  const [first] = [...parsed.error.issues].sort((x, y) => rank(x.path) - rank(y.path));
  return first?.message ?? it.validation.invalidRequest;
}

/** The details step's problem (spec §5 Booking), or null. */
export function detailsProblem(details: CustomerDetails, fields: readonly CustomField[], answers: BookingState['answers']): string | null {
  const b = itBooking.booking;
  if (!details.name.trim() || !details.email.trim()) return b.requiredFields;
  const missing = missingRequiredFields(fields, answers);
  if (missing.length > 0) return b.requiredCustomFields(missing.join(', '));
  const contact = contactProblem(details);
  if (contact) return contact;
  for (const field of fields) {
    const message = answerMessage(field, answers[field.id]);
    if (message) return message;
  }
  return null;
}

/**
 * What stops the current step from going on, or null. On the confirmation step every rule is
 * checked again, authentication first (spec §5: 'Devi essere autenticato per prenotare').
 */
export function stepProblem(state: BookingState, context: { service: Service | null; signedIn: boolean }): string | null {
  const b = itBooking.booking;
  const serviceProblem = !state.serviceId || !context.service ? b.selectService : null;
  switch (state.step) {
    case 'service':
      return serviceProblem;
    case 'date':
      return serviceProblem ?? (state.date ? null : b.requiredFields);
    case 'time':
      if (!state.date || !state.time) return b.requiredFields;
      return state.slots?.some((s) => s.time === state.time && s.available) ? null : b.slotUnavailable;
    case 'details':
      return modeProblem(state, context.service) ?? detailsProblem(state.details, context.service?.customFields ?? [], state.answers) ?? consentProblem(state, context.service);
    case 'confirm':
      if (!context.signedIn) return b.mustSignIn;
      if (serviceProblem) return serviceProblem;
      if (!state.date || !state.time) return b.requiredFields;
      return (
        modeProblem(state, context.service) ?? detailsProblem(state.details, context.service?.customFields ?? [], state.answers) ?? consentProblem(state, context.service)
      );
  }
}

/**
 * The visit's mode as booked (issue 29), by the server's own rule (`bookingModeOf`): the service's own
 * when it is offered one way, the patient's choice when both (null until chosen).
 */
export function visitModeOf(service: Pick<Service, 'mode'>, chosen: AppointmentMode | null): AppointmentMode | null {
  const mode = bookingModeOf(service.mode, chosen ?? undefined);
  return mode === 'required' ? null : mode;
}

/** A service offered both ways needs the patient's choice ('Come vuoi fare la visita?'): the server refuses without it. */
function modeProblem(state: BookingState, service: Service | null): string | null {
  return service && visitModeOf(service, state.mode) === null ? itVideo.modeRequired : null;
}

/** Answers given without the art. 9 consent: the server would refuse them (issue 24). */
function consentProblem(state: BookingState, service: Service | null): string | null {
  const answers = payloadAnswers(service?.customFields ?? [], state.answers);
  return needsHealthConsent(answers) && !state.healthConsent ? itBooking.booking.healthConsentRequired : null;
}

/** The answers as the creation payload carries them: trimmed text, numbers as numbers, every checkbox as true/false. */
export function payloadAnswers(fields: readonly CustomField[], answers: BookingState['answers']): Record<string, CustomFieldAnswer> {
  const out: Record<string, CustomFieldAnswer> = {};
  for (const field of fields) {
    const value = answers[field.id];
    if (field.type === 'checkbox') {
      out[field.id] = value === true;
      continue;
    }
    if (value === undefined || typeof value === 'boolean') continue;
    const text = String(value).trim();
    if (!text) continue;
    out[field.id] = field.type === 'number' ? Number(text) : text;
  }
  return out;
}

/** The spec §3 creation payload of a complete state, or null while something is missing. */
export function appointmentPayload(state: BookingState, professionalId: string, service: Service): CreateAppointmentInput | null {
  const slot = state.slots?.find((s) => s.time === state.time);
  if (!slot) return null;
  const name = state.details.name.trim();
  const email = state.details.email.trim();
  return {
    professionalId,
    serviceId: service.id,
    serviceName: service.name,
    title: service.name,
    dateTime: slot.start,
    duration: service.duration,
    // Spec §4: a new appointment is sent as 'confermato'.
    status: 'confermato',
    customerInfo: { name, email, phone: state.details.phone.trim(), notes: state.details.notes.trim() },
    customFields: payloadAnswers(service.customFields, state.answers),
    healthDataConsent: state.healthConsent,
    ...(service.mode === 'both' && state.mode ? { mode: state.mode } : {}),
    // Issue 30: the person seen, when not the holder (customerInfo stays the holder: the contact).
    ...(state.person ? { familyMemberId: state.person.id } : {}),
    price: service.price,
    attendees: [{ email, displayName: name }],
  };
}
