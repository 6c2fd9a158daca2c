import { z } from 'zod';
import { it } from '../i18n/it';
import { instant, text } from './fields';

/**
 * Rescheduling (issue 25 item 6): POST /api/appointments/:id/reschedule, and the signed links a
 * patient receives after the doctor moved their visit (/api/appointment-links/:token…).
 */
export const RescheduleAppointmentSchema = z.object({ dateTime: instant(it.booking.invalidDate) });
export type RescheduleAppointment = z.infer<typeof RescheduleAppointmentSchema>;

/** What each signed link does. */
export const APPOINTMENT_LINK_PURPOSES = ['reschedule', 'cancel'] as const;
export type AppointmentLinkPurpose = (typeof APPOINTMENT_LINK_PURPOSES)[number];

/** A link's token in the path: 43 base64url characters (32 random bytes); anything else is simply unknown. */
export const AppointmentLinkParamsSchema = z.object({ token: text().max(100, { message: it.validation.invalidRequest }) });

/**
 * What the page of a working link shows: the visit as it is (no intake answers, no notes: whoever
 * holds the e-mail sees only what it already said), and what the booking calendar needs.
 */
export const AppointmentLinkSchema = z.object({
  purpose: z.enum(APPOINTMENT_LINK_PURPOSES),
  appointment: z.object({
    id: z.string(),
    professionalId: z.string(),
    professionalName: z.string(),
    serviceId: z.string(),
    serviceName: z.string(),
    dateTime: z.string(),
    endDateTime: z.string(),
    duration: z.number(),
  }),
});
export type AppointmentLink = z.infer<typeof AppointmentLinkSchema>;
