import { createHmac, randomUUID } from 'node:crypto';
import { itPublic } from '@sanity/shared/i18n/it-public';
import type { ContactMessageInput } from '@sanity/shared/schemas/contact';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { JobRunner } from '../jobs/jobs.service';
import type { Mailer } from '../notifications/mailer';
import { contactMail } from './contact-mail';
import { createContactRepository } from './contact.repository';

/** The job kind sending one stored contact message to CONTACT_TO. */
export const CONTACT_MAIL_JOB = 'contact-mail';

declare module '../jobs/job-kinds' {
  interface JobPayloads {
    'contact-mail': { messageId: string };
  }
}

/** Messages one address may send within CONTACT_WINDOW_MS; the next gets 429. */
export const CONTACT_MAX_PER_WINDOW = 5;
export const CONTACT_WINDOW_MS = 60 * 60 * 1000;

export interface ContactService {
  /**
   * Stores the message and, in the same transaction, enqueues its e-mail; 429 past the per-address
   * limit (nothing stored). A filled honeypot is accepted and dropped.
   */
  submit(input: ContactMessageInput, ip: string): Promise<void>;
  /** Retention (CONTACT_MESSAGE_RETENTION_DAYS): up to `limit` messages received before `before`; how many went. */
  purgeBefore(before: Date, limit: number): Promise<number>;
}

/**
 * The landing's contact form (spec §2 only simulated it: docs/ux-choices.md). The message is kept
 * in `contact_messages` so that a mail server being down never loses it, and sent by the job runner
 * to CONTACT_TO (MAIL_FROM's address when unset) with the visitor as Reply-To.
 */
export function createContactService({
  db,
  jobs,
  mailer,
  clock,
  config,
  logger,
}: {
  db: Db;
  jobs: JobRunner;
  /** The one mailer of the platform (shared with the booking e-mails). */
  mailer: Mailer;
  clock: Clock;
  config: Pick<Config, 'CONTACT_TO' | 'MAIL_FROM' | 'COOKIE_SECRET'>;
  logger: FastifyBaseLogger;
}): ContactService {
  const repo = createContactRepository(db);
  const recipient = config.CONTACT_TO ?? config.MAIL_FROM;
  // The address is kept only as a keyed hash: enough to count one sender's messages, not to read
  // back who sent them. COOKIE_SECRET (set on every instance of a deployment) makes the key
  // the same across instances; without it a fixed key still keeps addresses out of the table.
  const hashKey = `sanity-contact:${config.COOKIE_SECRET ?? ''}`;
  const hashIp = (ip: string) => createHmac('sha256', hashKey).update(ip).digest('hex');

  jobs.register(CONTACT_MAIL_JOB, async ({ messageId }) => {
    const message = await repo.find(messageId);
    if (!message) return logger.info({ messageId }, 'contact message gone: e-mail not sent');
    await mailer.send({ ...contactMail(message), to: recipient, replyTo: message.email, subjectId: message.id, kind: 'contact-message' });
  });

  return {
    async submit(input, ip) {
      if (input.sito && input.sito.trim() !== '') {
        logger.info('contact message with the honeypot filled: dropped');
        return;
      }
      const ipHash = hashIp(ip);
      const now = clock.now();
      await db.transaction(async (tx) => {
        await repo.lockSender(tx, ipHash);
        const recent = await repo.countSince(tx, ipHash, new Date(now.getTime() - CONTACT_WINDOW_MS));
        if (recent >= CONTACT_MAX_PER_WINDOW) throw new AppError(429, itPublic.landing.contactTooMany);
        const id = randomUUID();
        await repo.insert(tx, {
          id,
          nome: input.nome,
          cognome: input.cognome,
          email: input.email,
          telefono: input.telefono || null,
          note: input.note || null,
          ipHash,
          createdAt: now,
        });
        await jobs.enqueue(tx, { kind: CONTACT_MAIL_JOB, payload: { messageId: id }, dedupeKey: `contact-mail:${id}` });
      });
      jobs.wake();
    },

    purgeBefore: (before, limit) => repo.purgeBefore(before, limit),
  };
}
