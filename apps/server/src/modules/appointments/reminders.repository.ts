import { and, asc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments } from '../../db/schema/appointments';
import { appointmentReminders } from '../../db/schema/reminders';
import { reminderLeadsSql } from '../schedule/schedule-rules';

/** The longest lead (1 week): the scan never looks further ahead. */
const SCAN_AHEAD = sql`interval '7 days'`;

export interface ReminderCandidate {
  id: string;
  startsAt: Date;
  /** When the visit got this start: its move, else its booking. */
  since: Date;
  leads: number[];
  /** The leads already claimed for this start. */
  decided: number[];
}

export interface ReminderClaim {
  appointmentId: string;
  startsAt: Date;
  leadMinutes: number;
  dueAt: Date;
  status: 'queued' | 'skipped';
}

/**
 * The reminders' bookkeeping (issue 26): `appointment_reminders`, one row per visit, start and lead.
 * The appointments feature owns it, as it owns the visits it is about.
 */
export function createRemindersRepository(db: Db) {
  return {
    /**
     * Confirmed visits of the next week with at least one lead due at `now` (its moment passed,
     * after the booking or move) and not yet claimed for this start: earliest first, at most `limit`.
     * Which of them are sent or skipped is the shared rule's (`dueReminders`).
     */
    async dueCandidates(now: Date, defaults: readonly number[], limit: number): Promise<ReminderCandidate[]> {
      const leads = reminderLeadsSql(appointments.doctorId, defaults);
      const since = sql`coalesce(${appointments.rescheduledAt}, ${appointments.createdAt})`;
      const claimed = (lead: ReturnType<typeof sql>) =>
        sql`exists (select 1 from ${appointmentReminders} where ${appointmentReminders.appointmentId} = ${appointments.id} and ${appointmentReminders.startsAt} = ${appointments.startsAt} and ${appointmentReminders.leadMinutes} = ${lead})`;
      const moment = sql`${appointments.startsAt} - make_interval(mins => l.m)`;
      const rows = await db
        .select({
          id: appointments.id,
          startsAt: appointments.startsAt,
          since: sql<string>`${since}`,
          leads: sql<number[]>`${leads}`,
          decided: sql<number[]>`array(select ${appointmentReminders.leadMinutes} from ${appointmentReminders} where ${appointmentReminders.appointmentId} = ${appointments.id} and ${appointmentReminders.startsAt} = ${appointments.startsAt})`,
        })
        .from(appointments)
        .where(
          and(
            eq(appointments.status, 'confermato'),
            gt(appointments.startsAt, now),
            sql`${appointments.startsAt} <= ${now}::timestamptz + ${SCAN_AHEAD}`,
            sql`exists (select 1 from unnest(${leads}) as l(m) where ${moment} <= ${now}::timestamptz and ${moment} > ${since} and not ${claimed(sql`l.m`)})`,
          ),
        )
        .orderBy(asc(appointments.startsAt), asc(appointments.id))
        .limit(limit);
      return rows.map((row) => ({ ...row, since: new Date(row.since), leads: row.leads.map(Number), decided: row.decided.map(Number) }));
    },

    /** Inserts the claims; a row another instance inserted first is left alone. Answers the rows this call inserted. */
    async claim(claims: ReminderClaim[], now: Date): Promise<ReminderClaim[]> {
      if (claims.length === 0) return [];
      const rows = await db
        .insert(appointmentReminders)
        .values(claims.map((c) => ({ ...c, claimedAt: now, decidedAt: c.status === 'skipped' ? now : null })))
        .onConflictDoNothing()
        .returning({
          appointmentId: appointmentReminders.appointmentId,
          startsAt: appointmentReminders.startsAt,
          leadMinutes: appointmentReminders.leadMinutes,
          dueAt: appointmentReminders.dueAt,
          status: appointmentReminders.status,
        });
      return rows.map((row) => ({ ...row, status: row.status === 'skipped' ? 'skipped' : 'queued' }));
    },

    /**
     * What a channel's job found: 'sent' always wins (one channel went), 'skipped' only over 'queued'
     * (an e-mail sent before the SMS found the visit cancelled stays 'sent').
     */
    async decide(ref: { appointmentId: string; startsAt: Date; leadMinutes: number }, status: 'sent' | 'skipped', now: Date): Promise<void> {
      await db
        .update(appointmentReminders)
        .set({ status, decidedAt: now })
        .where(
          and(
            eq(appointmentReminders.appointmentId, ref.appointmentId),
            eq(appointmentReminders.startsAt, ref.startsAt),
            eq(appointmentReminders.leadMinutes, ref.leadMinutes),
            status === 'skipped' ? eq(appointmentReminders.status, 'queued') : undefined,
          ),
        );
    },

    /** Of `doctorIds`, those with a confirmed visit starting in [from, to). */
    async doctorsWithVisits(doctorIds: readonly string[], from: Date, to: Date): Promise<string[]> {
      if (doctorIds.length === 0) return [];
      const rows = await db
        .selectDistinct({ doctorId: appointments.doctorId })
        .from(appointments)
        .where(and(inArray(appointments.doctorId, [...doctorIds]), eq(appointments.status, 'confermato'), gte(appointments.startsAt, from), lt(appointments.startsAt, to)));
      return rows.map((r) => r.doctorId);
    },
  };
}
