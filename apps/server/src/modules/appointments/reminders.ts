import { dueReminders } from '@sanity/shared/domain/reminders/cadence';
import type { Db } from '../../db/client';
import type { AppointmentNotifier, ReminderRef } from '../notifications/appointment-notice';
import { partyName } from './appointments.dto';
import { createAgendaRepository } from './agenda.repository';
import { createRemindersRepository, type ReminderClaim } from './reminders.repository';

/**
 * The appointments feature's part of the reminders (issue 26): which visits are due, their claims
 * in `appointment_reminders` (once across instances: the primary key), what each channel's job
 * found, and the doctor's morning agenda. Sending is the notifications feature's.
 */
export function createReminderBookkeeping({ db, notifier }: { db: Db; notifier: AppointmentNotifier }) {
  const repo = createRemindersRepository(db);
  const agenda = createAgendaRepository(db);
  return {
    /**
     * One run of the periodic task: in one transaction, decides the due leads of up to `limit` visits
     * with the shared rule, inserts their rows (on conflict do nothing: an instance racing this one
     * claims each at most once between them) and enqueues the channel jobs of the rows it inserted
     * as 'queued'. The older leads a catch-up passes over are inserted 'skipped'.
     */
    async enqueueDueReminders(now: Date, defaults: readonly number[], limit: number): Promise<{ queued: number; skipped: number }> {
      const result = await db.transaction(async (tx) => {
        const txRepo = createRemindersRepository(tx);
        const claims: ReminderClaim[] = [];
        for (const visit of await txRepo.dueCandidates(now, defaults, limit)) {
          for (const d of dueReminders({ startsAt: visit.startsAt, leads: visit.leads, since: visit.since, now, decided: new Set(visit.decided) })) {
            claims.push({ appointmentId: visit.id, startsAt: visit.startsAt, leadMinutes: d.leadMinutes, dueAt: d.dueAt, status: d.action === 'send' ? 'queued' : 'skipped' });
          }
        }
        const claimed = await txRepo.claim(claims, now);
        const queued = claimed.filter((c) => c.status === 'queued');
        for (const c of queued) await notifier.reminderDue(tx, { appointmentId: c.appointmentId, startsAt: c.startsAt, leadMinutes: c.leadMinutes });
        return { queued: queued.length, skipped: claimed.length - queued.length };
      });
      if (result.queued > 0) notifier.flush();
      return result;
    },

    /** A channel's job sent the reminder, or found it no longer owed. */
    decideReminder: (ref: ReminderRef, status: 'sent' | 'skipped', now: Date) => repo.decide(ref, status, now),

    doctorsWithVisits: (doctorIds: readonly string[], from: Date, to: Date) => repo.doctorsWithVisits(doctorIds, from, to),

    /** The morning agenda's lines: when, who (the person visited, else the booking account), which service. */
    async agendaOf(doctorId: string, from: Date, to: Date): Promise<Array<{ startsAt: Date; endsAt: Date; patientName: string; serviceName: string }>> {
      return (await agenda.confirmedOfDoctor(doctorId, from, { to })).map((row) => ({
        startsAt: row.startsAt,
        endsAt: row.endsAt,
        patientName: row.memberName ?? (row.customerName.trim() || row.patient.displayName.trim() || partyName(row.patient)),
        serviceName: row.serviceName,
      }));
    },
  };
}
