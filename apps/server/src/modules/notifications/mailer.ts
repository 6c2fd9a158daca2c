import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { Config } from '../../config';
import type { Clock } from '../../lib/clock';

export type MailKind = 'booked-patient' | 'booked-doctor' | 'cancelled-patient' | 'cancelled-doctor' | 'moved-patient' | 'moved-doctor';
/** Every message the mailer sends: the booking e-mails and a landing contact message (modules/contact). */
export type OutgoingKind = MailKind | 'reminder' | 'contact-message' | 'verify-email' | 'reset-password' | 'doctor-review' | 'waitlist-offer' | 'waitlist-gone' | 'agenda' | 'review-invite' | 'review-published' | 'document-added' | 'webhook-disabled' | 'family-invite' | 'staff-invite';

export interface OutgoingMail {
  to: string;
  cc?: string[];
  /** Where a reply goes instead of MAIL_FROM (a contact message: the visitor). */
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  attachments?: Array<{ filename: string; content: string; contentType: string }>;
  /** For the outbox file name and the logs: the id of what the message is about (an appointment, a contact message). */
  subjectId: string;
  kind: OutgoingKind;
}

export interface Mailer {
  /** Throws when the message could not be sent or written. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
  /** `${DATA_DIR}/outbox`, or null when sending over SMTP. */
  outboxDir: string | null;
}

/** `2026-11-22T10-00-00-000Z_<subjectId>_<kind>_<hash of the recipient>`: sorts by time, says what it is, no address (or number) in the name. */
export function outboxFileStem(at: Date, subjectId: string, kind: string, recipient: string): string {
  const stamp = at.toISOString().replace(/[:.]/g, '-');
  const hash = createHash('sha256').update(recipient.toLowerCase()).digest('hex').slice(0, 10);
  const safeId = subjectId.replace(/[^A-Za-z0-9-]/g, '_');
  return `${stamp}_${safeId}_${kind}_${hash}`;
}

/** Writes `<dir>/<stem><extension>` (`-1`, `-2`… before the extension when the name is taken, never overwriting); the file's path. */
export async function writeOutboxFile(outboxDir: string, stem: string, extension: string, content: string | Buffer): Promise<string> {
  await mkdir(outboxDir, { recursive: true });
  for (let n = 0; ; n += 1) {
    const file = path.join(outboxDir, `${stem}${n === 0 ? '' : `-${n}`}${extension}`);
    try {
      await writeFile(file, content, { flag: 'wx' });
      return file;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || n >= 100) throw error;
    }
  }
}

/** The settings the mailer reads. */
export type MailerConfig = Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR' | 'SMTP_CONNECTION_TIMEOUT_MS' | 'SMTP_GREETING_TIMEOUT_MS' | 'SMTP_SOCKET_TIMEOUT_MS' | 'JOBS_CONCURRENCY'>;

/**
 * Over SMTP when SMTP_URL is set; otherwise each message is rendered as RFC 822 and written to
 * `${DATA_DIR}/outbox/<stem>.eml`, where a person (or a test) can open it.
 */
export function createMailer({
  config,
  logger,
  clock,
}: {
  config: MailerConfig;
  logger: FastifyBaseLogger;
  clock: Clock;
}): Mailer {
  const outboxDir = config.SMTP_URL ? null : path.join(config.DATA_DIR, 'outbox');
  // nodemailer waits 2 minutes to connect and 10 minutes for a silent server by default: a mail
  // server that takes a message and never answers would hold its job that long. Parameters written
  // into SMTP_URL's query (`?socketTimeout=…`) still win over these. Pooled: a connection (and its
  // TLS handshake and login) carries many messages instead of one, and each job running at once
  // (JOBS_CONCURRENCY) may have its own, so a stuck message never queues another job's behind it.
  const transport = config.SMTP_URL
    ? nodemailer.createTransport({
        url: config.SMTP_URL,
        pool: true,
        maxConnections: config.JOBS_CONCURRENCY,
        connectionTimeout: config.SMTP_CONNECTION_TIMEOUT_MS,
        greetingTimeout: config.SMTP_GREETING_TIMEOUT_MS,
        socketTimeout: config.SMTP_SOCKET_TIMEOUT_MS,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return {
    outboxDir,
    async send(mail) {
      // Composed here into one buffer, for both transports: streamed, the message reaches the socket
      // as one write per header and encoded line, about a third of the CPU a sent e-mail costs under
      // a booking load; the outbox file is the same message (its transport only ends lines in \n).
      const composed = new MailComposer({
        from: config.MAIL_FROM,
        to: mail.to,
        ...(mail.cc && mail.cc.length > 0 ? { cc: mail.cc } : {}),
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.attachments ? { attachments: mail.attachments } : {}),
        headers: { 'X-Sanity-Notification': mail.kind },
      }).compile();
      const info: unknown = await transport.sendMail({ envelope: composed.getEnvelope(), raw: await composed.build() });
      if (!outboxDir) {
        logger.info({ subjectId: mail.subjectId, kind: mail.kind }, 'e-mail sent');
        return;
      }
      const rendered = (info as { message?: unknown }).message;
      if (!Buffer.isBuffer(rendered)) throw new Error('stream transport returned no message buffer');
      const file = await writeOutboxFile(outboxDir, outboxFileStem(clock.now(), mail.subjectId, mail.kind, mail.to), '.eml', rendered);
      logger.info({ subjectId: mail.subjectId, kind: mail.kind, file: path.basename(file) }, 'e-mail written to the outbox');
    },
    close() {
      transport.close();
    },
  };
}
