import { z } from 'zod';
import { isPatronCity } from '../domain/slots/italian-holidays';
import { hasOverlap, isValidSlot } from '../domain/practice/time-slots';
import { itSchedule as s } from '../i18n/it-schedule';
import { instant, localDate, text } from './fields';

export { PublicScheduleSchema, type PublicSchedule } from './public-schedule';

/**
 * The practice's schedule (issue 25, docs/api.md "Schedule"): closures, hours of single dates,
 * holidays opened or closed, booking rules; and what the booking dialog needs of them.
 */

/** The maximum of a buffer before or after a visit: a day. */
export const BUFFER_MAX_MINUTES = 1440;
/** The booking horizon's bounds (the database checks the same). */
export const HORIZON_MIN_DAYS = 1;
export const HORIZON_MAX_DAYS = 730;
/** Without saved booking rules, patients may book this far ahead (ours: a year, more than the calendar shows). */
export const DEFAULT_HORIZON_DAYS = 365;
export const CLOSURE_NOTE_MAX = 200;

const hhmm = text(s.invalidTime).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: s.invalidTime });
const note = text().trim().max(CLOSURE_NOTE_MAX, { message: s.noteTooLong }).default('');

/** A window of a date's hours: 'HH:MM'–'HH:MM', as the weekly hours. */
export const DateWindowSchema = z.object({ start: hhmm, end: hhmm }).refine(isValidSlot, { message: s.windowInvalid });

/** A new closure: whole local days (first and last, inclusive) or part of one local day. */
export const CreateClosureSchema = z.discriminatedUnion('allDay', [
  z.object({ allDay: z.literal(true), fromDate: localDate(s.invalidDate), toDate: localDate(s.invalidDate), note }),
  z.object({ allDay: z.literal(false), date: localDate(s.invalidDate), start: hhmm, end: hhmm, note }),
]);
export type CreateClosure = z.infer<typeof CreateClosureSchema>;

/** A confirmed appointment inside a closure: kept until the doctor moves or cancels it. */
export const AffectedAppointmentSchema = z.object({
  id: z.string(),
  startsAt: instant(),
  endsAt: instant(),
  patientName: z.string(),
  serviceName: z.string(),
});
export type AffectedAppointment = z.infer<typeof AffectedAppointmentSchema>;

export const ClosureSchema = z.object({
  id: z.string(),
  /** [startsAt, endsAt): instants; whole days run from local midnight to local midnight. */
  startsAt: instant(),
  endsAt: instant(),
  allDay: z.boolean(),
  /** The local dates it covers, first and last (inclusive). */
  fromDate: z.string(),
  toDate: z.string(),
  note: z.string(),
});
export type Closure = z.infer<typeof ClosureSchema>;

export const ClosureListSchema = z.object({ closures: z.array(ClosureSchema) });
/** A closure with the confirmed appointments inside it (creation and GET of one closure). */
export const ClosureWithAppointmentsSchema = z.object({ closure: ClosureSchema, appointments: z.array(AffectedAppointmentSchema) });
export type ClosureWithAppointments = z.infer<typeof ClosureWithAppointmentsSchema>;

/** The hours of one date; an empty list: closed that date. */
export const DateHoursInputSchema = z.object({
  windows: z
    .array(DateWindowSchema)
    .max(20)
    .refine((w) => !hasOverlap(w), { message: s.windowsOverlap }),
});
export const DateHoursSchema = z.object({ date: z.string(), windows: z.array(z.object({ start: z.string(), end: z.string() })) });
export type DateHours = z.infer<typeof DateHoursSchema>;
export const DateHoursListSchema = z.object({ dateHours: z.array(DateHoursSchema) });

export const HolidaysQuerySchema = z.object({ year: z.coerce.number({ message: s.yearInvalid }).int({ message: s.yearInvalid }).min(2000, { message: s.yearInvalid }).max(2100, { message: s.yearInvalid }) });
export const HolidaySchema = z.object({ date: z.string(), name: z.string(), kind: z.enum(['national', 'patron']), open: z.boolean() });
export const HolidayListSchema = z.object({ year: z.number(), patronCity: z.string().nullable(), holidays: z.array(HolidaySchema) });
export type HolidayList = z.infer<typeof HolidayListSchema>;
export const HolidayOpeningSchema = z.object({ open: z.boolean() });

export const BookingRulesSchema = z.object({
  horizonDays: z
    .number({ message: s.horizonInvalid })
    .int({ message: s.horizonInvalid })
    .min(HORIZON_MIN_DAYS, { message: s.horizonInvalid })
    .max(HORIZON_MAX_DAYS, { message: s.horizonInvalid }),
  patronCity: text()
    .refine((city): boolean => isPatronCity(city), { message: s.unknownPatronCity })
    .nullable(),
});
export type BookingRules = z.infer<typeof BookingRulesSchema>;
