import { z } from 'zod';
import { APPOINTMENTS_WINDOW_MAX_DAYS } from '../constants';
import { isValidPhone } from '../domain/phone';
import { it } from '../i18n/it';

/**
 * The appointments contract (docs/api.md "Appointments"): the spec's availability check (§7
 * checkTimeSlotAvailability), the creation payload (§3), the patient's and the doctor's lists, one
 * appointment, cancellation, and the doctor's patients (/crm). Times travel as ISO 8601 instants;
 * local dates and times (YYYY-MM-DD, HH:MM) are in the doctor's time zone, Europe/Rome.
 */
const b = it.booking;
const invalid = it.validation.invalidRequest;

const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;
const LOCAL_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A real calendar day (no 2026-02-31 or month 13). */
function isCalendarDate(date: string): boolean {
  const t = Date.parse(`${date}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().startsWith(date);
}
const id = z.string({ message: invalid }).trim().min(1, { message: invalid }).max(120, { message: invalid });

// ---- availability check (spec §7, callable signed out) ----

export const AvailabilityCheckSchema = z.object({
  professionalId: id,
  /** Our addition: with a service, a time is available only if it is one of that service's slots. */
  serviceId: id.optional(),
  date: z
    .string({ message: b.invalidDate })
    .regex(LOCAL_DATE, { message: b.invalidDate })
    .refine(isCalendarDate, { message: b.invalidDate }),
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

const answer = z.union([z.string().max(2000, { message: invalid }), z.number(), z.boolean()]);

/**
 * Spec §5 Booking: name and email are required ('Compila tutti i campi obbligatori'). Required
 * custom fields, the slot and the service are checked on the server against the doctor's data.
 */
export const CustomerInfoSchema = z.object({
  name: z.string({ message: b.requiredFields }).trim().min(1, { message: b.requiredFields }).max(200, { message: invalid }),
  email: z
    .string({ message: b.requiredFields })
    .trim()
    .min(1, { message: b.requiredFields })
    .pipe(z.email({ message: b.invalidEmail }).max(254, { message: b.invalidEmail })),
  phone: z
    .string()
    .trim()
    .max(40, { message: b.invalidPhone })
    .refine((v) => v === '' || isValidPhone(v), { message: b.invalidPhone })
    .default(''),
  notes: z.string().trim().max(2000, { message: invalid }).default(''),
});
export type CustomerInfo = z.infer<typeof CustomerInfoSchema>;

export const CreateAppointmentSchema = z.object({
  professionalId: id,
  serviceId: z.string({ message: b.selectService }).trim().min(1, { message: b.selectService }).max(120, { message: invalid }),
  serviceName: z.string().trim().max(200).optional(),
  title: z.string().trim().max(200).optional(),
  dateTime: z.iso.datetime({ offset: true, message: b.invalidDate }),
  duration: z.number().int().min(5).max(240).optional(),
  /** Spec §4: a new appointment is sent as 'confermato'; the server decides the stored status. */
  status: z.string().max(40).optional(),
  customerInfo: CustomerInfoSchema,
  /** Answers keyed by custom field id. */
  customFields: z.record(z.string().max(120), answer).default({}),
  /** Euro; informative: the server charges the service's own price. */
  price: z.number().min(0).max(100_000).optional(),
  attendees: z
    .array(z.object({ email: z.email({ message: b.invalidEmail }), displayName: z.string().trim().max(200).default('') }))
    .max(10, { message: invalid })
    .default([]),
});
export type CreateAppointment = z.infer<typeof CreateAppointmentSchema>;
export type CreateAppointmentInput = z.input<typeof CreateAppointmentSchema>;

// ---- the appointment as the API returns it (spec §3 Appointment (server)) ----

export const APPOINTMENT_STATUSES = ['confermato', 'annullato', 'pending'] as const;

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
  /** The counterpart of the viewer: the professional for the patient, the client for the doctor. */
  otherParty: z.object({ name: z.string() }),
  serviceId: z.string(),
  serviceName: z.string(),
  dateTime: z.string(),
  endDateTime: z.string(),
  duration: z.number(),
  price: z.number(),
  customFields: z.array(z.object({ id: z.string(), name: z.string(), value: z.union([z.string(), z.number(), z.boolean()]) })),
  cancelledAt: z.string().nullable(),
  cancelledBy: z.enum(['patient', 'doctor']).nullable(),
  cancelReason: z.string().nullable(),
  /** Whether the viewer may cancel it now (future, active, and for patients outside the cut-off). */
  canCancel: z.boolean(),
  createdAt: z.string(),
});
export type Appointment = z.infer<typeof AppointmentSchema>;

export const CreateAppointmentResponseSchema = z.object({
  appointment: AppointmentSchema,
  /** Spec §7: whether the professional's external calendar received it (calendar sync arrives with its own issue). */
  googleCalendarSynced: z.boolean(),
});
export const AppointmentResponseSchema = z.object({ appointment: AppointmentSchema });
export const AppointmentListSchema = z.object({ success: z.boolean(), appointments: z.array(AppointmentSchema) });
export type AppointmentList = z.infer<typeof AppointmentListSchema>;

/**
 * ?timeMin&timeMax (ISO instants, appointments starting in [timeMin, timeMax)), at most
 * APPOINTMENTS_WINDOW_MAX_DAYS apart. Without a window: every appointment, most recent first,
 * at most `limit` (default 500) — the appointments page asks `limit=1` to know whether any exist.
 */
export const AppointmentWindowQuerySchema = z
  .object({
    timeMin: z.iso.datetime({ offset: true, message: invalid }).optional(),
    timeMax: z.iso.datetime({ offset: true, message: invalid }).optional(),
    limit: z.coerce.number({ message: invalid }).int({ message: invalid }).min(1, { message: invalid }).max(500, { message: invalid }).optional(),
  })
  .refine((q) => !q.timeMin || !q.timeMax || Date.parse(q.timeMax) >= Date.parse(q.timeMin), { message: invalid, path: ['timeMax'] })
  .refine((q) => !q.timeMin || !q.timeMax || Date.parse(q.timeMax) - Date.parse(q.timeMin) <= APPOINTMENTS_WINDOW_MAX_DAYS * 86_400_000, {
    message: invalid,
    path: ['timeMax'],
  });
export type AppointmentWindowQuery = z.infer<typeof AppointmentWindowQuerySchema>;

export const CancelAppointmentSchema = z.object({ reason: z.string().trim().max(500, { message: invalid }).optional() });
export type CancelAppointment = z.infer<typeof CancelAppointmentSchema>;

// ---- the doctor's patients (/crm) ----

export const CrmPatientSchema = z.object({
  /** Spec: grouped by client id (the booking account). */
  clientId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  appointmentCount: z.number(),
  lastAppointmentAt: z.string(),
  nextAppointmentAt: z.string().nullable(),
});
export type CrmPatient = z.infer<typeof CrmPatientSchema>;
export const CrmPatientListSchema = z.object({ patients: z.array(CrmPatientSchema) });
export const CrmPatientDetailSchema = z.object({ patient: CrmPatientSchema, appointments: z.array(AppointmentSchema) });
export type CrmPatientDetail = z.infer<typeof CrmPatientDetailSchema>;
