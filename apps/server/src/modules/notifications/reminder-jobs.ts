import { DEFAULT_TIME_ZONE, instantOf, localDateOf, plusDays } from '@sanity/shared/domain/dates/local-time';
import { minutesOfDay, smsSendTime } from '@sanity/shared/domain/reminders/quiet-hours';
import { reminderWhen } from '@sanity/shared/domain/reminders/phrasing';
import { reminderSmsText } from '@sanity/shared/domain/reminders/sms-text';
import type { NotificationSettings } from '@sanity/shared/schemas/platform-settings';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { JobRunner } from '../jobs/jobs.service';
import type { AppointmentNoticeSource, AppointmentNoticeState, ReminderRef } from './appointment-notice';
import type { Mailer } from './mailer';
import type { ReminderChannels } from './reminder-channels';
import { agendaMail, reminderMail } from './reminder-templates';

/** A reminder's job payload: its row (the start as ISO text, as JSON keeps it). */
// A type, not an interface: job payloads must be assignable to Record<string, unknown>.
type ReminderPayload = {
  appointmentId: string;
  startsAt: string;
  leadMinutes: number;
};

declare module '../jobs/job-kinds' {
  interface JobPayloads {
    'reminder-email': ReminderPayload;
    /** `deferred`: set on the copy re-queued at the quiet hours' end by a retry that fell inside them. */
    'reminder-sms': ReminderPayload & { deferred?: true };
    /** `date`: the doctor's local day (YYYY-MM-DD in Rome). */
    'agenda-email': { doctorId: string; date: string };
  }
}

/** Visits one periodic run decides at most; the next run takes the rest. */
export const REMINDER_BATCH = 100;
/** The morning agenda goes from 07:00 Rome time; a server down at 07:00 still sends it until 12:00, then that day's is dropped. */
export const AGENDA_FROM_MINUTES = 7 * 60;
export const AGENDA_UNTIL_MINUTES = 12 * 60;

export interface AgendaSource {
  /** Doctors who switched the morning agenda on, with their name and address (active, verified accounts only). */
  agendaDoctors(): Promise<Array<{ id: string; name: string; email: string }>>;
}

const keyOf = (ref: ReminderRef, channel: 'email' | 'sms') => `reminder:${ref.appointmentId}:${ref.startsAt.getTime()}:${ref.leadMinutes}:${channel}`;
/** A local day (YYYY-MM-DD in Rome) as the instants [from, to) of its midnights (midnight always exists in Rome). */
const dayBounds = (date: string) => ({ from: instantOf(date, 0, DEFAULT_TIME_ZONE)!, to: instantOf(plusDays(date, 1), 0, DEFAULT_TIME_ZONE)! });
const refOf = (p: ReminderPayload): ReminderRef => ({ appointmentId: p.appointmentId, startsAt: new Date(p.startsAt), leadMinutes: p.leadMinutes });

/**
 * The reminder jobs (issue 26). The periodic task has the appointments feature claim the due
 * reminders (`enqueueDueReminders`), which calls `reminderDue` for each to send: one `reminder-email`
 * job now and one `reminder-sms` job, held to the end of the quiet hours when it falls inside them.
 * Each job checks again when it runs (cancelled, moved, started: not sent, the row 'skipped') and
 * the patient's channels, sends, and records the delivery under its key.
 */
export function createReminderJobs({
  db,
  jobs,
  appointments,
  settings,
  mailer,
  channels,
  agenda,
  config,
  logger,
}: {
  /** Where a job enqueues outside any other transaction (the deferred SMS, the agendas). */
  db: Db;
  jobs: JobRunner;
  appointments: AppointmentNoticeSource;
  settings: { notifications(): Promise<NotificationSettings> };
  mailer: Mailer;
  channels: ReminderChannels;
  agenda: AgendaSource;
  config: Pick<Config, 'PUBLIC_URL' | 'REMINDERS_INTERVAL_MS'>;
  logger: FastifyBaseLogger;
}) {
  const link = `${config.PUBLIC_URL}/appuntamenti`;

  /** The visit as it is now when the reminder is still owed; otherwise the row is marked skipped and null. */
  async function owed(ref: ReminderRef, now: Date, kind: string): Promise<AppointmentNoticeState | null> {
    if (!(await settings.notifications()).reminder) {
      logger.info({ appointmentId: ref.appointmentId, kind }, 'reminders switched off by the admin: not sent');
    } else {
      const state = await appointments.noticeFor(ref.appointmentId);
      // Deleted (the account was erased): nothing to mark either.
      if (!state) return null;
      const moved = state.notice.startsAt.getTime() !== ref.startsAt.getTime();
      if (state.status === 'confermato' && !moved && state.notice.startsAt > now) return state;
      logger.info({ appointmentId: ref.appointmentId, kind, moved, status: state.status }, 'reminder no longer owed: not sent');
    }
    await appointments.decideReminder(ref, 'skipped', now);
    return null;
  }

  jobs.register('reminder-email', async (payload, { now }) => {
    const ref = refOf(payload);
    const state = await owed(ref, now, 'reminder-email');
    if (!state) return;
    const { notice } = state;
    // As every patient e-mail: only to the booking account's verified address (ADR 0012).
    // A channel that may not be used leaves the row to the other channel's job: 'skipped' only counts over 'queued'.
    if (!notice.patient.emailVerified) {
      logger.info({ appointmentId: notice.id }, 'patient e-mail not verified: reminder not sent');
      return appointments.decideReminder(ref, 'skipped', now);
    }
    const prefs = await channels.preferences.reminderChannelsOf(notice.patient.id);
    if (!prefs.email) {
      logger.info({ appointmentId: notice.id }, 'e-mail reminders off for this patient: not sent');
      return appointments.decideReminder(ref, 'skipped', now);
    }
    const key = keyOf(ref, 'email');
    if (await channels.deliveries.alreadySent(key)) return;
    const optOutUrl = await channels.preferences.optOutUrl(notice.patient.id, 'email');
    const actions = (await appointments.reminderLinksFor(notice.id, now)) ?? undefined;
    await mailer.send({ ...reminderMail(notice, link, { now, actions, optOutUrl }), to: notice.patient.email, subjectId: notice.id, kind: 'reminder' });
    await channels.deliveries.record({ key, channel: 'email', kind: 'reminder', doctorId: notice.doctor.id, appointmentId: notice.id, providerId: null }, now);
    await appointments.decideReminder(ref, 'sent', now);
  });

  jobs.register('reminder-sms', async (payload, { now }) => {
    const ref = refOf(payload);
    const state = await owed(ref, now, 'reminder-sms');
    if (!state) return;
    const { notice } = state;
    const prefs = await channels.preferences.reminderChannelsOf(notice.patient.id);
    if (!prefs.smsPhone) return appointments.decideReminder(ref, 'skipped', now);
    // A retry whose backoff ended inside the quiet hours waits for their end as a new job.
    const allowedAt = smsSendTime(now, notice.startsAt);
    if (allowedAt > now) {
      if (!payload.deferred) await jobs.enqueue(db, { kind: 'reminder-sms', payload: { ...payload, deferred: true }, runAt: allowedAt, dedupeKey: `${keyOf(ref, 'sms')}:deferred` });
      return;
    }
    const key = keyOf(ref, 'sms');
    if (await channels.deliveries.alreadySent(key)) return;
    if (await channels.deliveries.smsCapReached(notice.doctor.id, now)) {
      logger.warn({ appointmentId: notice.id, doctorId: notice.doctor.id }, 'practice SMS daily cap reached: reminder SMS not sent');
      return appointments.decideReminder(ref, 'skipped', now);
    }
    const text = reminderSmsText({
      doctorName: notice.doctor.name,
      when: reminderWhen(notice.startsAt, now, notice.timeZone),
      // An online visit (issue 29) has no address to go to; the manage page leads to its room's page.
      address: notice.televisitUrl ? null : notice.location,
      manageUrl: await appointments.manageLinkFor(notice.id, now),
      optOutUrl: await channels.preferences.optOutUrl(notice.patient.id, 'sms'),
    });
    const sent = await channels.sms.send({ to: prefs.smsPhone, text, subjectId: notice.id, kind: 'reminder' });
    await channels.deliveries.record({ key, channel: 'sms', kind: 'reminder', doctorId: notice.doctor.id, appointmentId: notice.id, providerId: sent.providerId }, now);
    await appointments.decideReminder(ref, 'sent', now);
  });

  jobs.register('agenda-email', async ({ doctorId, date }) => {
    const doctor = (await agenda.agendaDoctors()).find((d) => d.id === doctorId);
    // Switched off (or the account disabled) since the job was queued.
    if (!doctor) return;
    const { from, to } = dayBounds(date);
    const visits = await appointments.agendaOf(doctorId, from, to);
    // A day whose visits were all cancelled since 07:00: no e-mail (as a day without visits).
    if (visits.length === 0) return;
    await mailer.send({ ...agendaMail(doctor.name, from, visits, DEFAULT_TIME_ZONE, link), to: doctor.email, subjectId: `${doctorId}-${date}`, kind: 'agenda' });
  });

  return {
    /** The periodic run: claim and queue the due reminders, and at 07:00 Rome time the doctors' agendas. */
    async run(now: Date): Promise<void> {
      const current = await settings.notifications();
      // Reminders off: nothing is claimed; switched on again, the catch-up rule decides what is still useful.
      if (current.reminder) {
        const { queued, skipped } = await appointments.enqueueDueReminders(now, current.reminderLeadMinutes, REMINDER_BATCH);
        if (queued + skipped > 0) logger.info({ queued, skipped }, 'appointment reminders claimed');
      }
      await queueAgendas(now);
    },

    /** The channel jobs of one claimed reminder, in the claiming transaction. */
    reminderDue: async (tx: Db, reminder: ReminderRef, now: Date) => {
      const payload = { appointmentId: reminder.appointmentId, startsAt: reminder.startsAt.toISOString(), leadMinutes: reminder.leadMinutes };
      await jobs.enqueue(tx, { kind: 'reminder-email', payload, dedupeKey: keyOf(reminder, 'email') });
      await jobs.enqueue(tx, { kind: 'reminder-sms', payload, runAt: smsSendTime(now, reminder.startsAt), dedupeKey: keyOf(reminder, 'sms') });
    },
  };

  /** One job per doctor and day (the dedupe key: once across instances and runs), for the doctors who want it and have visits. */
  async function queueAgendas(now: Date): Promise<void> {
    const minutes = minutesOfDay(now, DEFAULT_TIME_ZONE);
    if (minutes < AGENDA_FROM_MINUTES || minutes >= AGENDA_UNTIL_MINUTES) return;
    const date = localDateOf(now, DEFAULT_TIME_ZONE);
    const doctors = await agenda.agendaDoctors();
    const { from, to } = dayBounds(date);
    const busy = await appointments.doctorsWithVisits(doctors.map((d) => d.id), from, to);
    for (const doctorId of busy) await jobs.enqueue(db, { kind: 'agenda-email', payload: { doctorId, date }, dedupeKey: `agenda-email:${doctorId}:${date}` });
  }
}
