import { normaliseLeads } from '@sanity/shared/domain/reminders/cadence';
import type { PracticeReminders, PracticeRemindersView } from '@sanity/shared/schemas/reminders';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { createScheduleRepository } from './schedule.repository';

/**
 * The practice's reminder choices (issue 26), kept with its booking rules: its own set of leads
 * (null: the platform's) and the morning agenda e-mail. Always the signed-in doctor's own practice
 * (the routes pass the session's id).
 */
export function createPracticeReminders({ db, clock, reminderDefaults }: { db: Db; clock: Clock; reminderDefaults: () => Promise<number[]> }) {
  const repo = createScheduleRepository(db);

  async function reminders(doctorId: string): Promise<PracticeRemindersView> {
    const row = await repo.reminders(doctorId);
    return {
      leadMinutes: row?.leadMinutes ? normaliseLeads(row.leadMinutes) : null,
      agendaEmail: row?.agendaEmail ?? false,
      platformLeadMinutes: normaliseLeads(await reminderDefaults()),
    };
  }

  return {
    reminders,

    /** Saves the choices (already checked by the shared schema: 1–3 distinct leads within range); answers them as stored. */
    async saveReminders(doctorId: string, input: PracticeReminders, now = clock.now()): Promise<PracticeRemindersView> {
      await repo.saveReminders(doctorId, { leadMinutes: input.leadMinutes ? normaliseLeads(input.leadMinutes) : null, agendaEmail: input.agendaEmail }, now);
      return reminders(doctorId);
    },

    /** The doctors who switched the morning agenda on. */
    agendaDoctorIds: () => repo.agendaDoctorIds(),
  };
}
