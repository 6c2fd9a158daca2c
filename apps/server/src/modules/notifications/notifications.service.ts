import type { NotificationSettings } from '@sanity/shared/schemas/platform-settings';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { JobRunner } from '../jobs/jobs.service';
import type { AppointmentNotice, AppointmentNoticeSource, AppointmentNotifier } from './appointment-notice';
import { buildAppointmentIcs, icsContentType, type IcsMethod } from './ics';
import { createMailer, type MailKind, type Mailer, type MailerConfig, type OutgoingMail } from './mailer';
import type { ReminderChannels } from './reminder-channels';
import { createReminderJobs, type AgendaSource } from './reminder-jobs';
import { bookedDoctorMail, bookedPatientMail, cancelledMail, movedMail, type ActionUrls } from './templates';

/** The job kind of every booking e-mail: one job per message, so one recipient failing never resends to the other. */
export const APPOINTMENT_MAIL_JOB = 'appointment-mail';

declare module '../jobs/job-kinds' {
  interface JobPayloads {
    /** `move`: for the 'spostato' e-mails, the move they tell (the appointment's reschedule count after it). */
    'appointment-mail': { appointmentId: string; mail: MailKind | 'reminder'; move?: number };
  }
}

export interface NotificationsService extends AppointmentNotifier {
  /** Builds and sends one message of an appointment at `now`; throws when it could not be sent (the job retries). */
  deliver(kind: MailKind, notice: AppointmentNotice, now: Date): Promise<void>;
  /** Closes the mail transport (after the job runner has stopped). */
  close(): void;
}

/** Which admin switch (issue 13) governs each message: both copies of an e-mail follow the same one. */
const SWITCH_OF: Record<MailKind, 'confirmation' | 'reminder' | 'cancellation'> = {
  'booked-patient': 'confirmation',
  'booked-doctor': 'confirmation',
  'cancelled-patient': 'cancellation',
  'cancelled-doctor': 'cancellation',
  // A move confirms a new time: it follows the confirmations' switch.
  'moved-patient': 'confirmation',
  'moved-doctor': 'confirmation',
};

/** The e-mails addressed to the booking account (the doctor's copies are not). */
const PATIENT_KINDS: ReadonlySet<MailKind> = new Set<MailKind>(['booked-patient', 'cancelled-patient', 'moved-patient']);

/**
 * The e-mails of the booking flow (DESIGN.md, e-mail row): confirmation with an `invito.ics` to the
 * patient and the doctor, cancellation to both, a move ('spostato', the same event updated) to both; the reminders
 * (issue 26) are `reminder-jobs.ts`. They go
 * through the job runner: the appointments feature enqueues them in its transaction, a job loads the
 * appointment by id when it runs and sends one message; a failure is retried, then dead-lettered.
 */
export function createNotificationsService({
  appointments,
  jobs,
  clock,
  config,
  logger,
  mailer = createMailer({ config, logger, clock }),
  settings,
  db,
  channels,
  agenda,
}: {
  /** The appointments feature, which owns the table. */
  appointments: AppointmentNoticeSource;
  /** The admin's notification settings (modules/settings); `tx` when read inside a booking's transaction. */
  settings: { notifications(tx?: Db): Promise<NotificationSettings> };
  jobs: JobRunner;
  clock: Clock;
  config: MailerConfig & Pick<Config, 'PUBLIC_URL' | 'REMINDERS_INTERVAL_MS'>;
  logger: FastifyBaseLogger;
  mailer?: Mailer;
  /** Where the reminder jobs enqueue outside another transaction. */
  db: Db;
  /** The SMS feature's channels (issue 26): the SMS sender, the delivery log and the patient's choices. */
  channels: ReminderChannels;
  /** The doctors who want the morning agenda (the schedule feature). */
  agenda: AgendaSource;
}): NotificationsService {
  const link = `${config.PUBLIC_URL}/appuntamenti`;

  const invitation = (notice: AppointmentNotice, method: IcsMethod, audience: 'patient' | 'doctor', now: Date) => [
    { filename: 'invito.ics', content: buildAppointmentIcs(notice, method, now, audience), contentType: icsContentType(method) },
  ];

  /** The public pages of the signed links (apps/web: /appuntamento/sposta, /appuntamento/annulla). */
  const actionUrls = (tokens: { reschedule: string; cancel: string }) => ({
    reschedule: `${config.PUBLIC_URL}/appuntamento/sposta?token=${tokens.reschedule}`,
    cancel: `${config.PUBLIC_URL}/appuntamento/annulla?token=${tokens.cancel}`,
  });

  function build(kind: MailKind, notice: AppointmentNotice, now: Date, actions?: { reschedule: string; cancel: string }, buttons?: ActionUrls): OutgoingMail {
    const base = { subjectId: notice.id, kind };
    switch (kind) {
      case 'booked-patient':
        return { ...bookedPatientMail(notice, link, buttons), to: notice.patient.email, attachments: invitation(notice, 'REQUEST', 'patient', now), ...base };
      case 'booked-doctor':
        return { ...bookedDoctorMail(notice, link), to: notice.doctor.email, attachments: invitation(notice, 'REQUEST', 'doctor', now), ...base };
      case 'cancelled-patient':
        return { ...cancelledMail(notice, 'patient', link), to: notice.patient.email, attachments: invitation(notice, 'CANCEL', 'patient', now), ...base };
      case 'cancelled-doctor':
        return { ...cancelledMail(notice, 'doctor', link), to: notice.doctor.email, attachments: invitation(notice, 'CANCEL', 'doctor', now), ...base };
      case 'moved-patient':
        return { ...movedMail(notice, 'patient', link, actions && actionUrls(actions)), to: notice.patient.email, attachments: invitation(notice, 'REQUEST', 'patient', now), ...base };
      case 'moved-doctor':
        return { ...movedMail(notice, 'doctor', link), to: notice.doctor.email, attachments: invitation(notice, 'REQUEST', 'doctor', now), ...base };
    }
  }

  /**
   * The patient's copies go to the booking account's address, and only once it is verified; the
   * e-mail typed in the booking form is contact data for the doctor, never a recipient, so nobody
   * can have our e-mails sent to a stranger (issue 12, docs/ux-choices.md).
   */
  async function deliver(kind: MailKind, notice: AppointmentNotice, now: Date): Promise<void> {
    if (PATIENT_KINDS.has(kind) && !notice.patient.emailVerified) {
      logger.info({ appointmentId: notice.id, kind }, 'patient e-mail not verified: e-mail not sent');
      return;
    }
    // After a doctor's move the patient may pick another time or cancel from the e-mail (issue 25):
    // the links are made here, when the message is, as only their hashes are stored.
    const actions = kind === 'moved-patient' && notice.move?.by === 'doctor' ? await appointments.actionLinksFor(notice.id, now) : null;
    // Issue 26: the confirmation carries 'Confermo la presenza', 'Disdici', 'Sposta' (full URLs; tokens made now, as above),
    // for the visit as the job has just read it.
    const buttons = kind === 'booked-patient' && !notice.cancellation ? await appointments.reminderLinksFor(notice.id, now, notice.startsAt) : null;
    await mailer.send(build(kind, notice, now, actions ?? undefined, buttons ?? undefined));
  }

  jobs.register(APPOINTMENT_MAIL_JOB, async ({ appointmentId, mail, move }, { now }) => {
    // A reminder queued before issue 26 (one e-mail the day before): the reminder jobs replaced it.
    if (mail === 'reminder') return logger.info({ appointmentId }, 'reminder of the old kind: dropped');
    if (!(await settings.notifications())[SWITCH_OF[mail]]) return logger.info({ appointmentId, kind: mail }, 'e-mail switched off by the admin: not sent');
    const state = await appointments.noticeFor(appointmentId);
    // Deleted meanwhile (the account was removed): nothing left to tell anyone.
    if (!state) return logger.info({ appointmentId, kind: mail }, 'appointment gone: e-mail not sent');
    const cancelled = state.status === 'annullato';
    // A confirmation still waiting (the mail server was down) when the visit was cancelled is not sent: the cancellation is.
    if ((mail === 'booked-patient' || mail === 'booked-doctor') && cancelled) return;
    // A move's e-mail still queued when the visit was cancelled or moved again: the later e-mail tells the news.
    if ((mail === 'moved-patient' || mail === 'moved-doctor') && (cancelled || state.notice.move?.count !== move)) return;
    await deliver(mail, state.notice, now);
  });

  const reminders = createReminderJobs({ db, jobs, appointments, settings, mailer, channels, agenda, config, logger });
  if (config.REMINDERS_INTERVAL_MS > 0) jobs.every('appointment-reminders', config.REMINDERS_INTERVAL_MS, (now) => reminders.run(now));

  /** The patient's and the doctor's e-mail of one event, in one statement. */
  const enqueue = (tx: Parameters<JobRunner['enqueue']>[0], appointmentId: string, mails: readonly MailKind[]) =>
    jobs.enqueue(
      tx,
      mails.map((mail) => ({ kind: APPOINTMENT_MAIL_JOB, payload: { appointmentId, mail }, dedupeKey: `appointment-mail:${appointmentId}:${mail}` })),
    );

  return {
    // A switched-off e-mail is not enqueued at all: no job row to run, retry or dead-letter.
    async appointmentBooked(tx, appointmentId) {
      if (!(await settings.notifications(tx)).confirmation) return;
      await enqueue(tx, appointmentId, ['booked-patient', 'booked-doctor']);
    },

    async appointmentCancelled(tx, appointmentId) {
      if (!(await settings.notifications(tx)).cancellation) return;
      await enqueue(tx, appointmentId, ['cancelled-patient', 'cancelled-doctor']);
    },

    async appointmentMoved(tx, appointmentId, move) {
      if (!(await settings.notifications(tx)).confirmation) return;
      await jobs.enqueue(
        tx,
        (['moved-patient', 'moved-doctor'] as const).map((mail) => ({ kind: APPOINTMENT_MAIL_JOB, payload: { appointmentId, mail, move }, dedupeKey: `appointment-mail:${appointmentId}:${mail}:${move}` })),
      );
    },

    reminderDue: (tx, reminder) => reminders.reminderDue(tx, reminder, clock.now()),

    flush: () => jobs.wake(),

    deliver,

    close() {
      mailer.close();
    },
  };
}
