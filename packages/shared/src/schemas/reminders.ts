import { z } from 'zod';
import { REMINDER_LEAD_MAX_MINUTES, REMINDER_LEAD_MIN_MINUTES, REMINDER_LEADS_MAX } from '../domain/reminders/cadence';
import { itReminders as r } from '../i18n/it-reminders';

/** One lead: whole minutes between 1 hour and 1 week before the visit. */
const lead = z
  .number({ message: r.leadOutOfRange })
  .int({ message: r.leadOutOfRange })
  .min(REMINDER_LEAD_MIN_MINUTES, { message: r.leadOutOfRange })
  .max(REMINDER_LEAD_MAX_MINUTES, { message: r.leadOutOfRange });

/** A set of reminder leads (issue 26): one to three distinct leads, in minutes. */
export const ReminderLeadsSchema = z
  .array(lead, { message: r.leadsEmpty })
  .min(1, { message: r.leadsEmpty })
  .max(REMINDER_LEADS_MAX, { message: r.leadsTooMany })
  .refine((leads) => new Set(leads).size === leads.length, { message: r.leadsDuplicate });

/** PUT /api/schedule/reminders: the practice's own set (null: the platform's) and the morning agenda e-mail. */
export const PracticeRemindersSchema = z.object({
  leadMinutes: ReminderLeadsSchema.nullable(),
  agendaEmail: z.boolean({ message: r.agendaInvalid }),
});
export type PracticeReminders = z.infer<typeof PracticeRemindersSchema>;

/** GET/PUT /api/schedule/reminders answer: the practice's choice and the platform's set it falls back to. */
export const PracticeRemindersViewSchema = PracticeRemindersSchema.extend({
  platformLeadMinutes: z.array(z.number().int()),
});
export type PracticeRemindersView = z.infer<typeof PracticeRemindersViewSchema>;
