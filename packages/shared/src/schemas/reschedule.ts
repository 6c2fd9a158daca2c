import { z } from 'zod';
import { it } from '../i18n/it';
import { itBooking } from '../i18n/it-booking';
import { instant, text } from './fields';
import { PracticeAddressSchema } from './practice-address';
import { AppointmentModeSchema } from './video';

/**
 * Rescheduling (issue 25 item 6): POST /api/appointments/:id/reschedule, and the signed links a
 * patient receives after the doctor moved their visit (/api/appointment-links/:token…).
 */
export const RescheduleAppointmentSchema = z.object({ dateTime: instant(itBooking.booking.invalidDate) });
export type RescheduleAppointment = z.infer<typeof RescheduleAppointmentSchema>;

/**
 * What each signed link is for. Issue 25's 'reschedule' and 'cancel' come after a doctor's move and
 * lift the cancellation cut-off; issue 26's links of the confirmation and reminders ('confirm',
 * 'reminder-cancel', 'reminder-reschedule', and 'manage', the SMS's one link to all three) keep the
 * patient's normal rules (domain/appointments/link-actions.ts).
 */
export const APPOINTMENT_LINK_PURPOSES = ['reschedule', 'cancel', 'confirm', 'reminder-cancel', 'reminder-reschedule', 'manage'] as const;
export type AppointmentLinkPurpose = (typeof APPOINTMENT_LINK_PURPOSES)[number];

/** A link's token in the path: 43 base64url characters (32 random bytes; the SMS's manage link 22, 16 bytes); anything else is simply unknown. */
export const AppointmentLinkParamsSchema = z.object({ token: text().max(100, { message: it.validation.invalidRequest }) });

/**
 * What the page of a working link shows: the visit as it is (no intake answers, no notes: whoever
 * holds the e-mail sees only what it already said), and what the booking calendar needs.
 */
export const AppointmentLinkSchema = z.object({
  purpose: z.enum(APPOINTMENT_LINK_PURPOSES),
  /** Issue 26: the patient confirmed attending this visit (by any link); a move clears it. */
  attendanceConfirmed: z.boolean(),
  /**
   * Issue 26: the link's cancel and move keep the 24-hour cut-off and it has passed: its page says so
   * and how to reach the practice instead of offering them. Always false for a doctor's-move link.
   */
  tooLate: z.boolean(),
  /** Where the visit takes place (the practice address), to reach the doctor when it is too late. */
  location: PracticeAddressSchema.nullable(),
  appointment: z.object({
    id: z.string(),
    professionalId: z.string(),
    professionalName: z.string(),
    serviceId: z.string(),
    serviceName: z.string(),
    dateTime: z.string(),
    endDateTime: z.string(),
    duration: z.number(),
    /** Issue 29: in the studio or online. */
    mode: AppointmentModeSchema,
  }),
});
export type AppointmentLink = z.infer<typeof AppointmentLinkSchema>;

/** POST /api/appointment-links/:token/confirm: the link's visit, and whether it was already confirmed before this click. */
export const ConfirmByLinkResponseSchema = AppointmentLinkSchema.extend({ alreadyConfirmed: z.boolean() });
export type ConfirmByLinkResponse = z.infer<typeof ConfirmByLinkResponseSchema>;
