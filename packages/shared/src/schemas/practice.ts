import { z } from 'zod';
import { CUSTOM_FIELD_TYPES } from '../domain/practice/custom-fields';
import { isValidServiceDuration } from '../domain/practice/duration';
import { hasOverlap, isValidSlot, WEEK_DAYS } from '../domain/practice/time-slots';
import { it } from '../i18n/it';
import { itSettings } from '../i18n/it-settings';
import { text } from './fields';
import { PublicScheduleSchema } from './public-schedule';
import { ServiceModeSchema } from './video';

const m = itSettings.practice;

/** Euro amount rounded to cents; 0 allowed (a free first visit). */
const euro = z
  .number({ message: m.priceInvalid })
  .min(0, { message: m.priceInvalid })
  .max(100_000, { message: m.priceInvalid })
  // overwrite (not transform): the same schema also serialises API responses, which zod encodes.
  .overwrite((n) => Math.round(n * 100) / 100);

export const CustomFieldSchema = z
  .object({
    id: text().min(1).max(100),
    name: text(m.customFieldNameRequired).trim().min(1, { message: m.customFieldNameRequired }).max(120),
    type: z.enum(CUSTOM_FIELD_TYPES, { message: m.customFieldTypeInvalid }),
    required: z.boolean(),
    options: z.array(text().trim().max(120)).max(50).default([]),
  })
  .superRefine((field, ctx) => {
    if (field.type === 'select' && !field.options.some((o) => o.length > 0)) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: m.selectOptionsRequired });
    }
  });
export type CustomField = z.infer<typeof CustomFieldSchema>;

/** Whole minutes from 0 to `max` (zod's Italian messages: 'Il valore deve essere al massimo …'). */
const minutes = (max: number) => z.number().int().min(0).max(max);

export const ServiceSchema = z.object({
  /** Spec §3: sector id plus a timestamp (`newServiceId`). */
  id: text().min(1).max(120),
  sectorId: text().min(1),
  name: text(m.serviceNameRequired).trim().min(1, { message: m.serviceNameRequired }).max(120),
  duration: z.number({ message: m.durationInvalid }).refine(isValidServiceDuration, { message: m.durationInvalid }),
  price: euro,
  description: text().trim().max(1000, { message: m.descriptionTooLong }).default(''),
  isActive: z.boolean(),
  customFields: z.array(CustomFieldSchema).max(30).default([]),
  /** Issue 25: minutes kept free before and after each visit (at most a day), and the minimum notice; missing: 0. */
  bufferBeforeMinutes: minutes(24 * 60).optional(),
  bufferAfterMinutes: minutes(24 * 60).optional(),
  /** The notice's bound is the practice's booking horizon, checked on the server (730 days at most). */
  minNoticeMinutes: minutes(730 * 24 * 60).optional(),
  /** Issue 29: in the studio, online (a televisita) or both, the patient choosing when booking. */
  mode: ServiceModeSchema.default('in_studio'),
});
export type Service = z.infer<typeof ServiceSchema>;
export type ServiceInput = z.input<typeof ServiceSchema>;

const TimeSlotSchema = z
  .object({ start: text(), end: text() })
  .refine(isValidSlot, { message: m.slotInvalid });

const DayScheduleSchema = z
  .object({ isAvailable: z.boolean(), timeSlots: z.array(TimeSlotSchema).max(20) })
  .refine((day) => !hasOverlap(day.timeSlots), { message: m.slotsOverlap, path: ['timeSlots'] });

export const WeeklyScheduleSchema = z.object(
  Object.fromEntries(WEEK_DAYS.map((d) => [d, DayScheduleSchema])) as Record<(typeof WEEK_DAYS)[number], typeof DayScheduleSchema>,
);

export const AvailabilitySchema = z.object({
  serviceId: text().min(1),
  weeklySchedule: WeeklyScheduleSchema,
});
export type Availability = z.infer<typeof AvailabilitySchema>;

/**
 * A doctor's whole practice configuration as saved from settings (spec: saveCalendarConfig).
 * The sector rule (only the doctor's own sectors) needs the profile and is checked on the server.
 * `practiceHours` (issue 15) is the practice's week, used by every service without its own entry
 * in `availabilities` (which lists only the overrides); left out of a save, the stored practice
 * hours stay as they are, so a client that knows only the spec's shape keeps working.
 */
export const PracticeConfigSchema = z
  .object({
    services: z.array(ServiceSchema).max(100),
    availabilities: z.array(AvailabilitySchema).max(100),
    practiceHours: WeeklyScheduleSchema.optional(),
  })
  .superRefine((config, ctx) => {
    const ids = new Set<string>();
    config.services.forEach((s, i) => {
      if (ids.has(s.id)) ctx.addIssue({ code: 'custom', path: ['services', i, 'id'], message: m.duplicateService });
      ids.add(s.id);
      const fieldIds = new Set<string>();
      s.customFields.forEach((f, j) => {
        if (fieldIds.has(f.id)) {
          ctx.addIssue({ code: 'custom', path: ['services', i, 'customFields', j, 'id'], message: m.duplicateCustomField });
        }
        fieldIds.add(f.id);
      });
    });
    const seen = new Set<string>();
    config.availabilities.forEach((a, i) => {
      if (!ids.has(a.serviceId)) ctx.addIssue({ code: 'custom', path: ['availabilities', i, 'serviceId'], message: m.unknownService });
      if (seen.has(a.serviceId)) ctx.addIssue({ code: 'custom', path: ['availabilities', i, 'serviceId'], message: m.duplicateAvailability });
      seen.add(a.serviceId);
    });
  });
export type PracticeConfig = z.infer<typeof PracticeConfigSchema>;
export type PracticeConfigInput = z.input<typeof PracticeConfigSchema>;

/** What others see of a doctor's services (spec: getProfessionalServices). */
export const ProfessionalServicesSchema = z.object({
  hasServices: z.boolean(),
  services: z.array(ServiceSchema),
  availabilities: z.array(AvailabilitySchema).optional(),
});
/** The weekly hours, and (issue 25) the rest of what the booking dialog's engine needs: closures, date hours, holidays, buffers, notice, horizon. */
export const ProfessionalAvailabilitiesSchema = z.object({ availabilities: z.array(AvailabilitySchema), schedule: PublicScheduleSchema.optional() });
export type ProfessionalAvailabilities = z.infer<typeof ProfessionalAvailabilitiesSchema>;

const booleanParam = z
  .enum(['true', 'false', '1', '0'], { message: it.validation.invalidRequest })
  .transform((v) => v === 'true' || v === '1');

/** Query of GET /api/doctors/:id/services. */
export const ProfessionalServicesQuerySchema = z.object({
  includeAvailabilities: booleanParam.default(false),
});
