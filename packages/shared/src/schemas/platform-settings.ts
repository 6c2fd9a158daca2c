import { z } from 'zod';
import { DEFAULT_REMINDER_LEADS } from '../domain/reminders/cadence';
import { itAdmin } from '../i18n/it-admin';
import { itSms } from '../i18n/it-sms';
import { ReminderLeadsSchema } from './reminders';

const n = itAdmin.adminPlatform.notifications;
const flag = z.boolean({ message: n.switchInvalid });

/**
 * Which booking e-mails the platform sends (issue 13), stored in platform_settings under
 * 'notifications'. Each switch covers both copies (patient and doctor) of its e-mail.
 */
export const NotificationSettingsSchema = z.object({
  confirmation: flag,
  reminder: flag,
  cancellation: flag,
  /**
   * The platform's default set of reminders (issue 26), in minutes before the visit; a practice may
   * choose its own. An older stored value (issue 13's single `reminderLeadHours`) reads as the default.
   */
  reminderLeadMinutes: ReminderLeadsSchema,
  /** Issue 26: SMS one practice may send per day (Rome's day); past it that practice's SMS reminders are not sent that day (the e-mails are). 0: no SMS. */
  smsDailyCap: z.number({ message: itSms.capInvalid }).int({ message: itSms.capInvalid }).min(0, { message: itSms.capInvalid }).max(100_000, { message: itSms.capInvalid }),
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

/** The SMS cap per practice and day until an admin sets another (issue 26). */
export const SMS_DAILY_CAP = 200;

/** Until an admin saves them: every e-mail on, the reminders 48 and 2 hours ahead. */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  confirmation: true,
  reminder: true,
  cancellation: true,
  reminderLeadMinutes: [...DEFAULT_REMINDER_LEADS],
  smsDailyCap: SMS_DAILY_CAP,
};

/** GET/PUT /api/admin/settings/notifications answer: the values and when and whether they were last changed. */
export const NotificationSettingsViewSchema = z.object({
  settings: NotificationSettingsSchema,
  /** null while the defaults were never changed. */
  updatedAt: z.string().nullable(),
});
export type NotificationSettingsView = z.infer<typeof NotificationSettingsViewSchema>;
