import { z } from 'zod';
import { APPOINTMENTS_WINDOW_MAX_DAYS } from '../constants';
import { APPOINTMENTS_PAGE_DEFAULT, APPOINTMENTS_PAGE_MAX, CRM_PAGE_DEFAULT, CRM_PAGE_MAX, PAGE_CURSOR_MAX_LENGTH } from '../domain/appointments/list-pages';
import { isValidPhone } from '../domain/phone';
import { CUSTOM_FIELD_TYPES } from '../domain/practice/custom-fields';
import { it } from '../i18n/it';
import { itBooking } from '../i18n/it-booking';
import { id as idField, instant, localDate, text } from './fields';
import { PracticeAddressSchema } from './practice-address';
import { AppointmentModeSchema } from './video';
import { AppointmentDocumentSchema } from './documents';
import { ContactSchema, PersonSeenSchema } from './family-person';

/**
 * The appointments contract (docs/api.md "Appointments"): the spec's availability check (§7
 * checkTimeSlotAvailability), the creation payload (§3), the patient's and the doctor's lists, one
 * appointment, cancellation, and the doctor's patients (/crm). Times travel as ISO 8601 instants;
 * local dates and times (YYYY-MM-DD, HH:MM) are in the doctor's time zone, Europe/Rome.
 */
const b = itBooking.booking;
const invalid = it.validation.invalidRequest;

const LOCAL_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const id = idField();

// ---- availability check (spec §7, callable signed out) ----

export const AvailabilityCheckSchema = z.object({
  professionalId: id,
  /** Our addition: with a service, a time is available only if it is one of that service's slots. */
  serviceId: id.optional(),
  date: localDate(b.invalidDate),
  timeSlots: z.array(z.string().regex(LOCAL_TIME, { message: b.invalidDate })).max(200, { message: invalid }),
  duration: z.number({ message: invalid }).int({ message: invalid }).min(5, { message: invalid }).max(240, { message: invalid }).optional(),
});
export type AvailabilityCheck = z.infer<typeof AvailabilityCheckSchema>;

export const AvailabilityCheckResponseSchema = z.object({
  success: z.boolean(),
  results: z.array(z.object({ time: z.string(), available: z.boolean() })),
});
export type AvailabilityCheckResponse = z.infer<typeof AvailabilityCheckResponseSchema>;

// ---- creation (spec §3 Appointment creation payload) ----

const answer = z.union([text().max(2000, { message: invalid }), z.number(), z.boolean()]);

/**
 * Spec §5 Booking: name and email are required ('Compila tutti i campi obbligatori'). Required
 * custom fields, the slot and the service are checked on the server against the doctor's data.
 */
export const CustomerInfoSchema = z.object({
  name: text(b.requiredFields).trim().min(1, { message: b.requiredFields }).max(200, { message: invalid }),
  email: text(b.requiredFields)
    .trim()
    .min(1, { message: b.requiredFields })
    .pipe(z.email({ message: b.invalidEmail }).max(254, { message: b.invalidEmail })),
  phone: text()
    .trim()
    .max(40, { message: b.invalidPhone })
    .refine((v) => v === '' || isValidPhone(v), { message: b.invalidPhone })
    .default(''),
  notes: text().trim().max(2000, { message: invalid }).default(''),
});
export type CustomerInfo = z.infer<typeof CustomerInfoSchema>;

export const CreateAppointmentSchema = z.object({
  professionalId: id,
  serviceId: text(b.selectService).trim().min(1, { message: b.selectService }).max(120, { message: invalid }),
  serviceName: text().trim().max(200).optional(),
  title: text().trim().max(200).optional(),
  dateTime: instant(b.invalidDate),
  duration: z.number().int().min(5).max(240).optional(),
  /** Spec §4: a new appointment is sent as 'confermato'; the server decides the stored status. */
  status: text().max(40).optional(),
  customerInfo: CustomerInfoSchema,
  /** Answers keyed by custom field id. */
  customFields: z.record(text().max(120), answer, { message: invalid }).default({}),
  /**
   * The patient's explicit consent (GDPR art. 9) to the processing of the health data in the intake
   * answers (issue 24); required when any answer is given, recorded with its version and time.
   */
  healthDataConsent: z.boolean().default(false),
  /** Euro; informative: the server charges the service's own price. */
  price: z.number().min(0).max(100_000).optional(),
  attendees: z
    .array(z.object({ email: z.email({ message: b.invalidEmail }), displayName: text().trim().max(200).default('') }))
    .max(10, { message: invalid })
    .default([]),
  /**
   * Issue 29: 'in_studio' or 'online'. Required when the service is offered both ways (422
   * otherwise); for a service offered one way the server uses that way.
   */
  // A value that is neither is no form's doing ('Richiesta non valida.'); the missing choice is the server's 422.
  mode: z.enum(['in_studio', 'online'], { message: invalid }).optional(),
  /**
   * Issue 30: the family member the visit is for (GET /api/family); absent: the account holder.
   * `customerInfo` stays the contact, the holder.
   */
  familyMemberId: id.optional(),
});
export type CreateAppointment = z.infer<typeof CreateAppointmentSchema>;
export type CreateAppointmentInput = z.input<typeof CreateAppointmentSchema>;

// ---- the appointment as the API returns it (spec §3 Appointment (server)) ----

export const APPOINTMENT_STATUSES = ['confermato', 'annullato', 'pending'] as const;

/**
 * One intake answer as stored with the appointment: the question's label and type as they were
 * when booked (the doctor may rename or delete the field later). `type` is absent on answers
 * stored before issue 15; clients then format by the value alone.
 */
export const IntakeAnswerSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(CUSTOM_FIELD_TYPES).optional(),
  value: z.union([z.string(), z.number(), z.boolean()]),
});
export type IntakeAnswer = z.infer<typeof IntakeAnswerSchema>;

export const AppointmentSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.string(),
  category: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  notes: z.string(),
  professionalId: z.string(),
  professionalName: z.string(),
  clientId: z.string(),
  patientId: z.string(),
  client: z.object({ userId: z.string(), name: z.string(), displayName: z.string(), email: z.string(), phone: z.string() }),
  clientName: z.string(),
  /** The counterpart of the viewer: the professional for the patient, the person seen (`personSeen.name`) for the doctor. */
  otherParty: z.object({ name: z.string() }),
  /** Issue 30: who is visited — a family member of the booking account, or the holder (`familyMemberId` null). */
  personSeen: PersonSeenSchema,
  /** Issue 30: the booking account's holder as the contact (the same data as `client`). */
  contact: ContactSchema,
  serviceId: z.string(),
  serviceName: z.string(),
  dateTime: z.string(),
  endDateTime: z.string(),
  duration: z.number(),
  price: z.number(),
  /** The intake answers (only the appointment's doctor and patient ever receive an appointment). */
  customFields: z.array(IntakeAnswerSchema),
  /** The art. 9 consent given with the intake answers (issue 24): which text and when; null when none was asked. */
  healthDataConsent: z.object({ version: z.string(), acceptedAt: z.string() }).nullable(),
  cancelledAt: z.string().nullable(),
  cancelledBy: z.enum(['patient', 'doctor']).nullable(),
  cancelReason: z.string().nullable(),
  /** Whether the viewer may cancel it now (future, active, and for patients outside the cut-off). */
  canCancel: z.boolean(),
  /**
   * Issue 25: whether the viewer may move it now (the same rule as the server's refusals,
   * domain/appointments/reschedule-rules.ts), and the start before its last move (null when never moved).
   */
  canReschedule: z.boolean(),
  previousDateTime: z.string().nullable(),
  /** Issue 26: when the patient confirmed attending from a message's link ('Presenza confermata'); a move clears it. */
  attendanceConfirmedAt: z.string().nullable(),
  /** Issue 26: when the doctor marked the patient absent ('Non presentato'); null otherwise. */
  noShowAt: z.string().nullable(),
  /** Whether the viewer (its doctor) may mark it 'Non presentato' now: ended, not cancelled, not marked (domain/appointments/attendance-rules.ts). */
  canMarkNoShow: z.boolean(),
  /** Whether the viewer (its doctor) may still undo the mark (within 24 hours of it). */
  canUndoNoShow: z.boolean(),
  createdAt: z.string(),
  /** Where the visit takes place: the doctor's practice address as it is now; null when the doctor has none. */
  location: PracticeAddressSchema.nullable(),
  /** Issue 29: in the studio or online (a televisita at /televisita/:id). */
  mode: AppointmentModeSchema,
});
export type Appointment = z.infer<typeof AppointmentSchema>;

export const CreateAppointmentResponseSchema = z.object({
  appointment: AppointmentSchema,
  /** Spec §7: whether the professional's external calendar received it (calendar sync arrives with its own issue). */
  googleCalendarSynced: z.boolean(),
});
export const AppointmentResponseSchema = z.object({ appointment: AppointmentSchema });
/**
 * One page of a list: `nextCursor` is the opaque position after its last item (pass it back as
 * `?cursor=`), null on the last page.
 */
const nextCursor = z.string().nullable();
export const AppointmentListSchema = z.object({ success: z.boolean(), appointments: z.array(AppointmentSchema), nextCursor });
export type AppointmentList = z.infer<typeof AppointmentListSchema>;

/** `?limit=` of a paged list: 1 to `max`, `fallback` when absent. */
const pageLimit = (max: number, fallback: number) =>
  z.coerce.number({ message: invalid }).int({ message: invalid }).min(1, { message: invalid }).max(max, { message: invalid }).default(fallback);
/** `?cursor=`: the `nextCursor` of the previous page; its content is checked by the server (400 when not one of ours). */
const pageCursor = text().max(PAGE_CURSOR_MAX_LENGTH, { message: invalid }).optional();

/** ?period= of the appointments lists (issue 24): the list's 'Prossimi' and 'Passati'. */
export const APPOINTMENT_PERIODS = ['upcoming', 'past'] as const;
export type AppointmentPeriod = (typeof APPOINTMENT_PERIODS)[number];

/**
 * ?timeMin&timeMax (ISO instants, appointments starting in [timeMin, timeMax)), at most
 * APPOINTMENTS_WINDOW_MAX_DAYS apart, ascending by start. Or ?period (not with a window):
 * `upcoming`, the appointments not yet ended at the server's now, ascending by start; `past`, those
 * ended, most recent first; cancelled ones included in both (the same line as the states' rule,
 * domain/appointments/status-label.ts). Without either: every appointment, most recent first —
 * the appointments page asks `limit=1` to know whether any exist. Pages of `limit` (default 100,
 * at most 500) with `cursor` from the previous page's `nextCursor`.
 */
export const AppointmentWindowQuerySchema = z
  .object({
    timeMin: instant().optional(),
    timeMax: instant().optional(),
    period: z.enum(APPOINTMENT_PERIODS, { message: invalid }).optional(),
    limit: pageLimit(APPOINTMENTS_PAGE_MAX, APPOINTMENTS_PAGE_DEFAULT),
    cursor: pageCursor,
  })
  .refine((q) => !q.period || (!q.timeMin && !q.timeMax), { message: invalid, path: ['period'] })
  .refine((q) => !q.timeMin || !q.timeMax || Date.parse(q.timeMax) >= Date.parse(q.timeMin), { message: invalid, path: ['timeMax'] })
  .refine((q) => !q.timeMin || !q.timeMax || Date.parse(q.timeMax) - Date.parse(q.timeMin) <= APPOINTMENTS_WINDOW_MAX_DAYS * 86_400_000, {
    message: invalid,
    path: ['timeMax'],
  });
export type AppointmentWindowQuery = z.infer<typeof AppointmentWindowQuerySchema>;

export const CancelAppointmentSchema = z.object({ reason: text().trim().max(500, { message: invalid }).optional() });
export type CancelAppointment = z.infer<typeof CancelAppointmentSchema>;

// ---- the doctor's patients (/crm) ----

export const CrmPatientSchema = z.object({
  /** Spec: grouped by client id (the booking account); issue 30: a family member is an entry of their own, under their member id. */
  clientId: z.string(),
  /** Issue 30: 'account' (the booking account's own visits) or 'family_member' (a member of that account). */
  kind: z.enum(['account', 'family_member']),
  familyMemberId: z.string().nullable(),
  /** A family member's date of birth and relationship to the holder; null for an account. */
  birthDate: z.string().nullable(),
  relationshipLabel: z.string().nullable(),
  /** For a family member: the holder, their contact (also in `email` and `phone`); null for an account. */
  contact: ContactSchema.nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  appointmentCount: z.number(),
  /** The latest appointment of any kind, future or cancelled included: the list's sort key (spec: "sorted by latest appointment"). */
  lastAppointmentAt: z.string(),
  /** 'Ultima visita': the latest appointment already started, not cancelled; null when none. */
  lastVisitAt: z.string().nullable(),
  /** 'Prossima': the next appointment not yet started, not cancelled; null when none. */
  nextAppointmentAt: z.string().nullable(),
  /** Issue 26: how many of this patient's visits with this doctor were marked 'Non presentato'. */
  noShowCount: z.number(),
});
export type CrmPatient = z.infer<typeof CrmPatientSchema>;
export const CrmPatientListSchema = z.object({ patients: z.array(CrmPatientSchema), nextCursor });
export type CrmPatientList = z.infer<typeof CrmPatientListSchema>;
/** The patient (always whole) and one page of their history, most recent first (`nextCursor` for the next). */
export const CrmPatientDetailSchema = z.object({
  patient: CrmPatientSchema,
  appointments: z.array(AppointmentSchema),
  nextCursor,
  /** Issue 29: the documents of this page's appointments (each names its `appointmentId`), oldest first. */
  documents: z.array(AppointmentDocumentSchema),
});
export type CrmPatientDetail = z.infer<typeof CrmPatientDetailSchema>;
/** ?limit&cursor of /api/crm/patients (patients) and /api/crm/patients/:clientId (the history). */
export const CrmPageQuerySchema = z.object({ limit: pageLimit(CRM_PAGE_MAX, CRM_PAGE_DEFAULT), cursor: pageCursor });
export type CrmPageQuery = z.infer<typeof CrmPageQuerySchema>;
