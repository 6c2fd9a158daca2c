import { z } from 'zod';
import { it } from '../i18n/it';
import { itSms as s } from '../i18n/it-sms';

/**
 * The contract of a person's reminder channels (issue 26; docs/api.md "Notification preferences"):
 * the preferences, the phone number's verification by an SMS code, the public opt-out link, and the
 * admin's count of today's SMS per practice. Numbers travel in E.164 ('+393331234567').
 */
const invalid = it.validation.invalidRequest;
const flag = z.boolean({ message: invalid });

export const NotificationPreferencesSchema = z.object({
  emailReminders: z.boolean(),
  sms: z.boolean(),
  /** The verified number (E.164), null when none. */
  smsPhone: z.string().nullable(),
  /** A number waiting for its code, with when the code expires and when another may be asked. */
  pending: z.object({ phone: z.string(), expiresAt: z.string(), resendAt: z.string() }).nullable(),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

export const UpdateNotificationPreferencesSchema = z.object({ emailReminders: flag, sms: flag });
export type UpdateNotificationPreferences = z.infer<typeof UpdateNotificationPreferencesSchema>;

/** The number as typed: the server parses it with the shared rule (domain/notifications/sms-phone.ts). */
export const RequestPhoneCodeSchema = z.object({ phone: z.string({ message: s.phoneRequired }).max(40, { message: s.phoneInvalid }) });
export type RequestPhoneCode = z.infer<typeof RequestPhoneCodeSchema>;

export const VerifyPhoneCodeSchema = z.object({ code: z.string({ message: s.codeInvalidFormat }).trim().regex(/^\d{6}$/, { message: s.codeInvalidFormat }) });
export type VerifyPhoneCode = z.infer<typeof VerifyPhoneCodeSchema>;

export const OPT_OUT_CHANNELS = ['email', 'sms'] as const;
export type OptOutChannel = (typeof OPT_OUT_CHANNELS)[number];

/** `canale` as the link writes it. */
export const OptOutQuerySchema = z.object({
  token: z.string({ message: s.optOutUnknown }).min(1, { message: s.optOutUnknown }).max(200, { message: s.optOutUnknown }),
  canale: z.enum(OPT_OUT_CHANNELS, { message: s.optOutChannelInvalid }),
});
export type OptOutQuery = z.infer<typeof OptOutQuerySchema>;

/** What the link switches off: the channel, whether it is on now, and the number masked (anyone holding the link sees the page). */
export const OptOutViewSchema = z.object({ channel: z.enum(OPT_OUT_CHANNELS), active: z.boolean(), maskedPhone: z.string().nullable() });
export type OptOutView = z.infer<typeof OptOutViewSchema>;

/** GET /api/admin/sms-usage: today's SMS per practice (Rome's day), busiest first, paged. */
export const SmsUsageQuerySchema = z.object({
  limit: z.coerce.number({ message: invalid }).int({ message: invalid }).min(1, { message: invalid }).max(100, { message: invalid }).default(20),
  cursor: z.string().regex(/^\d{1,6}$/, { message: invalid }).optional(),
});
export const SmsUsageSchema = z.object({
  /** The day counted, YYYY-MM-DD in Europe/Rome. */
  day: z.string(),
  cap: z.number(),
  practices: z.array(z.object({ doctorId: z.string(), doctorName: z.string(), sent: z.number() })),
  nextCursor: z.string().nullable(),
});
export type SmsUsage = z.infer<typeof SmsUsageSchema>;
