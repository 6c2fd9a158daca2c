import { itVideo as v } from '@sanity/shared/i18n/it-video';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointmentDocuments } from '../../db/schema/documents';
import type { JobRunner } from '../jobs/jobs.service';
import type { AppointmentNoticeSource } from '../notifications/appointment-notice';
import { formatDate } from '../notifications/format';
import type { Mailer } from '../notifications/mailer';
import { render, type MailContent } from '../notifications/templates';

export const DOCUMENT_MAIL_JOB = 'document-added-mail';

declare module '../jobs/job-kinds' {
  interface JobPayloads {
    /** Issue 29: tells the patient that the doctor added a document to their visit. */
    'document-added-mail': { documentId: string };
  }
}

/**
 * The patient's e-mail (issue 29 item 5): who added a document and to the visit of which day;
 * never the document's title, kind, the service or the file (a mailbox is not a health record).
 */
export function documentAddedMail(input: { patientName: string; doctorName: string; day: string; publicUrl: string }): MailContent {
  return render({
    subject: v.documentAddedSubject,
    greetingName: input.patientName,
    intro: v.documentAddedText(input.doctorName, input.day),
    rows: [],
    paragraphs: [v.documentAddedHint],
    actions: [{ label: v.documentAddedLink, url: `${input.publicUrl}/documenti` }],
    link: `${input.publicUrl}/appuntamenti`,
  });
}

/**
 * The `document-added-mail` handler. It reads the document and the appointment when it runs: a
 * document deleted meanwhile sends nothing. Like the booking e-mails it goes only to the booking
 * account's verified address, and not to a patient who switched off e-mails (their one e-mail switch).
 */
export function registerDocumentMail({
  db,
  jobs,
  mailer,
  appointments,
  emailWanted,
  publicUrl,
  logger,
}: {
  db: Db;
  jobs: JobRunner;
  mailer: Mailer;
  appointments: Pick<AppointmentNoticeSource, 'noticeFor'>;
  /** The patient's e-mail channel (the notification preferences). */
  emailWanted: (userId: string) => Promise<boolean>;
  publicUrl: string;
  logger: FastifyBaseLogger;
}): void {
  jobs.register(DOCUMENT_MAIL_JOB, async ({ documentId }) => {
    const [doc] = await db
      .select({ appointmentId: appointmentDocuments.appointmentId, patientId: appointmentDocuments.patientId })
      .from(appointmentDocuments)
      .where(eq(appointmentDocuments.id, documentId));
    if (!doc) return;
    const state = await appointments.noticeFor(doc.appointmentId);
    if (!state) return;
    const { notice } = state;
    if (!notice.patient.emailVerified || !(await emailWanted(doc.patientId))) {
      logger.info({ documentId }, 'document e-mail not sent: address not verified or e-mails switched off');
      return;
    }
    const mail = documentAddedMail({
      patientName: notice.patient.name,
      doctorName: notice.doctor.name,
      day: formatDate(notice.startsAt, notice.timeZone),
      publicUrl,
    });
    await mailer.send({ ...mail, to: notice.patient.email, subjectId: documentId, kind: 'document-added' });
  });
}
