import { z } from 'zod';
import { DEFAULT_REMINDER_LEADS } from '../domain/reminders/cadence';
import { itAdmin } from '../i18n/it-admin';
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
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

/** Until an admin saves them: every e-mail on, the reminders 48 and 2 hours ahead. */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  confirmation: true,
  reminder: true,
  cancellation: true,
  reminderLeadMinutes: [...DEFAULT_REMINDER_LEADS],
};

/** GET/PUT /api/admin/settings/notifications answer: the values and when and whether they were last changed. */
export const NotificationSettingsViewSchema = z.object({
  settings: NotificationSettingsSchema,
  /** null while the defaults were never changed. */
  updatedAt: z.string().nullable(),
});
export type NotificationSettingsView = z.infer<typeof NotificationSettingsViewSchema>;
