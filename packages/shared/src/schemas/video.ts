import { z } from 'zod';

/**
 * Issue 29: the visit's mode. A service is offered in the studio, online or both (the patient
 * chooses when booking); an appointment is one or the other.
 */
export const SERVICE_MODES = ['in_studio', 'online', 'both'] as const;
export const ServiceModeSchema = z.enum(SERVICE_MODES);
export type ServiceMode = z.infer<typeof ServiceModeSchema>;
export const APPOINTMENT_MODES = ['in_studio', 'online'] as const;
export const AppointmentModeSchema = z.enum(APPOINTMENT_MODES);
export type AppointmentMode = z.infer<typeof AppointmentModeSchema>;

/**
 * GET /api/appointments/:id/video: the visit's room. `open` carries the URL (with its token when
 * the Jitsi server's secret is configured); otherwise only the window, to say when it opens or that
 * it ended. `unavailable`: cancelled, moved away from this room, or not an online visit.
 */
const window = { opensAt: z.string(), closesAt: z.string() };
export const VideoRoomSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('open'), url: z.string(), ...window }),
  z.object({ state: z.enum(['not_yet', 'ended', 'unavailable']), ...window }),
]);
export type VideoRoom = z.infer<typeof VideoRoomSchema>;

/**
 * GET/PUT /api/video/settings (doctor): 'Mostra il link della televisita nel calendario esterno'.
 * Off by default: the ICS feed and the external calendar's events carry no room link.
 */
export const VideoSettingsSchema = z.object({ linkInCalendar: z.boolean() });
export type VideoSettings = z.infer<typeof VideoSettingsSchema>;
