import { TZDate } from '@date-fns/tz';
import { REMINDER_LEAD_HOURS } from '@sanity/shared/constants';
import { addDays, isSameDay } from 'date-fns';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { AppointmentNotice, AppointmentNotifier, ReminderSource } from './appointment-notice';
import { buildAppointmentIcs, icsContentType, type IcsMethod } from './ics';
import { createMailer, type Mailer, type OutgoingMail } from './mailer';
import { bookedDoctorMail, bookedPatientMail, cancelledMail, reminderMail } from './templates';

/** A claim older than this is taken to belong to an instance that died while sending, and is retaken. */
export const REMINDER_CLAIM_LEASE_MS = 10 * 60 * 1000;
/** Reminders one run claims at most; the next run takes the rest. */
export const REMINDER_BATCH = 50;

export interface NotificationsService extends AppointmentNotifier {
  /** Claims and sends the reminders due at `now`; returns how many were sent. Never throws. */
  runReminders(now: Date): Promise<number>;
  /** Runs the reminder job every REMINDERS_INTERVAL_MS (nothing when 0). Only server.ts calls it. */
  start(): void;
  /** Stops the timer, waits for a run in progress and closes the mail transport. */
  stop(): Promise<void>;
}

/**
 * The e-mails of the booking flow (DESIGN.md, e-mail row): confirmation with an `invito.ics`
 * to the patient and the doctor, cancellation to both, a reminder to the patient the day before.
 */
export function createNotificationsService({
  reminders,
  config,
  logger,
  mailer = createMailer({ config, logger }),
}: {
  /** The appointments feature, which owns the table and claims due reminders in it. */
  reminders: ReminderSource;
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR' | 'PUBLIC_URL' | 'REMINDERS_INTERVAL_MS'>;
  logger: FastifyBaseLogger;
  mailer?: Mailer;
}): NotificationsService {
  const link = `${config.PUBLIC_URL}/appuntamenti`;

  const invitation = (notice: AppointmentNotice, method: IcsMethod, audience: 'patient' | 'doctor', now: Date) => [
    { filename: 'invito.ics', content: buildAppointmentIcs(notice, method, now, audience), contentType: icsContentType(method) },
  ];

  /** The patient's copy goes to the booking account, with the person visited in cc when that is another address. */
  const patientCc = (notice: AppointmentNotice) =>
    notice.customer.email && notice.customer.email.toLowerCase() !== notice.patient.email.toLowerCase() ? [notice.customer.email] : [];

  /** Sends each message on its own: one failing does not stop the others. Never throws. */
  async function sendAll(appointmentId: string, build: () => OutgoingMail[]): Promise<number> {
    let mails: OutgoingMail[];
    try {
      mails = build();
    } catch (error) {
      logger.error({ err: error, appointmentId }, 'e-mail not built');
      return 0;
    }
    let sent = 0;
    for (const mail of mails) {
      try {
        await mailer.send(mail);
        sent += 1;
      } catch (error) {
        logger.error({ err: error, appointmentId: mail.appointmentId, kind: mail.kind }, 'e-mail not sent');
      }
    }
    return sent;
  }

  async function runReminders(now: Date): Promise<number> {
    try {
      const until = new Date(now.getTime() + REMINDER_LEAD_HOURS * 60 * 60 * 1000);
      let sent = 0;
      for (const notice of await reminders.claimDueReminders(now, until, REMINDER_CLAIM_LEASE_MS, REMINDER_BATCH)) {
        const tomorrow = isSameDay(new TZDate(notice.startsAt, notice.timeZone), addDays(new TZDate(now, notice.timeZone), 1));
        const ok = await sendAll(notice.id, () => [
          { ...reminderMail(notice, link, tomorrow), to: notice.patient.email, cc: patientCc(notice), appointmentId: notice.id, kind: 'reminder' },
        ]);
        // A failed send keeps its claim: the row is retried once the lease has expired.
        if (ok === 1) {
          await reminders.markReminderSent(notice.id, new Date());
          sent += 1;
        }
      }
      if (sent > 0) logger.info({ sent }, 'appointment reminders sent');
      return sent;
    } catch (error) {
      logger.error({ err: error }, 'reminder job failed');
      return 0;
    }
  }

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  const tick = () => {
    if (running) return; // the previous run is still sending
    running = runReminders(new Date()).finally(() => {
      running = null;
    });
  };

  return {
    async appointmentBooked(notice) {
      const now = new Date();
      await sendAll(notice.id, () => [
        {
          ...bookedPatientMail(notice, link),
          to: notice.patient.email,
          cc: patientCc(notice),
          attachments: invitation(notice, 'REQUEST', 'patient', now),
          appointmentId: notice.id,
          kind: 'booked-patient',
        },
        {
          ...bookedDoctorMail(notice, link),
          to: notice.doctor.email,
          attachments: invitation(notice, 'REQUEST', 'doctor', now),
          appointmentId: notice.id,
          kind: 'booked-doctor',
        },
      ]);
    },

    async appointmentCancelled(notice) {
      const now = new Date();
      await sendAll(notice.id, () => [
        {
          ...cancelledMail(notice, 'patient', link),
          to: notice.patient.email,
          cc: patientCc(notice),
          attachments: invitation(notice, 'CANCEL', 'patient', now),
          appointmentId: notice.id,
          kind: 'cancelled-patient',
        },
        {
          ...cancelledMail(notice, 'doctor', link),
          to: notice.doctor.email,
          attachments: invitation(notice, 'CANCEL', 'doctor', now),
          appointmentId: notice.id,
          kind: 'cancelled-doctor',
        },
      ]);
    },

    runReminders,

    start() {
      if (timer || config.REMINDERS_INTERVAL_MS === 0) return;
      timer = setInterval(tick, config.REMINDERS_INTERVAL_MS);
      timer.unref();
      tick();
    },

    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      if (running) await running;
      mailer.close();
    },
  };
}
