import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { it as msg } from '@sanity/shared/i18n/it';
import { itPublic } from '@sanity/shared/i18n/it-public';
import { eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { contactMessages } from '../../db/schema/contact';
import { jobs } from '../../db/schema/jobs';
import { createTestClock } from '../../lib/clock';
import { createMailer } from '../notifications/mailer';
import { createContactService, CONTACT_MAIL_JOB, CONTACT_MAX_PER_WINDOW, CONTACT_WINDOW_MS } from './contact.service';

let t: TestApp;
let outbox: string;
const clock = createTestClock('2026-11-30T09:00:00Z');
let nextIp = 1;
/** Each test writes from its own address, so the throttle of one never touches another. */
const freshIp = () => `203.0.113.${nextIp++}`;

const body = (overrides: Record<string, unknown> = {}) => ({
  nome: 'Giulia',
  cognome: 'Verdi',
  email: 'giulia.verdi@esempio.it',
  telefono: '+39 333 123 4567',
  note: 'Vorrei iscrivere il mio studio <b>subito</b> & capire i costi.',
  ...overrides,
});

const send = (payload: unknown, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as Record<string, unknown>, remoteAddress });

const storedRows = () => t.database.db.select().from(contactMessages);
const contactJobs = () => t.database.db.select().from(jobs).where(eq(jobs.kind, CONTACT_MAIL_JOB));

async function readOutbox(): Promise<ParsedMail[]> {
  const files = (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(files.map(async (file) => simpleParser(await readFile(path.join(outbox, file)))));
}

beforeAll(async () => {
  t = await createTestApp({ clock, env: { CONTACT_TO: 'team@sanity.example', JOBS_POLL_INTERVAL_MS: '0' } });
  outbox = path.join(t.config.DATA_DIR, 'outbox');
});
afterAll(() => t.close());
beforeEach(async () => {
  await rm(outbox, { recursive: true, force: true });
  await t.database.db.delete(jobs);
  await t.database.db.delete(contactMessages);
});

describe('POST /api/contact', () => {
  test('stores the message, queues its e-mail, and the job sends it to CONTACT_TO with the visitor as Reply-To', async () => {
    const ip = freshIp();
    const res = await send(body(), ip);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ received: true });

    const [row] = await storedRows();
    expect(row).toMatchObject({ nome: 'Giulia', cognome: 'Verdi', email: 'giulia.verdi@esempio.it', telefono: '+39 333 123 4567' });
    // The sender's address is counted, never kept.
    expect(row!.ipHash).not.toContain(ip);
    expect(row!.ipHash).toMatch(/^[0-9a-f]{64}$/);
    const queued = await contactJobs();
    expect(queued).toHaveLength(1);
    expect(queued[0]!.payload).toEqual({ messageId: row!.id });
    // The payload holds the id only, no personal data.
    expect(JSON.stringify(queued[0]!.payload)).not.toContain('giulia');

    expect(await readOutbox()).toHaveLength(0);
    await t.app.services.jobs.drain();
    const mails = await readOutbox();
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value.map((a) => a.address) : []).toEqual(['team@sanity.example']);
    expect(mail.replyTo?.value.map((a) => a.address)).toEqual(['giulia.verdi@esempio.it']);
    expect(mail.subject).toBe(itPublic.landing.contactMailSubject('Giulia Verdi'));
    expect(mail.text).toContain('Vorrei iscrivere il mio studio <b>subito</b> & capire i costi.');
    expect(mail.text).toContain('+39 333 123 4567');
    expect(mail.html).toContain('Vorrei iscrivere il mio studio &lt;b&gt;subito&lt;/b&gt; &amp; capire i costi.');
    expect(mail.html).not.toContain('<b>subito</b>');
    expect((await contactJobs())[0]!.status).toBe('done');
  });

  test('nome, cognome and email are required, with Italian messages; nothing is stored', async () => {
    const res = await send(body({ nome: ' ', cognome: '', email: 'non-valida' }), freshIp());
    expect(res.statusCode).toBe(400);
    const error = res.json<{ error: { code: string; message: string; fields: Record<string, string> } }>().error;
    expect(error.fields).toMatchObject({ nome: msg.validation.required, cognome: msg.validation.required, email: msg.validation.email });
    const phone = await send(body({ telefono: 'abc' }), freshIp());
    expect(phone.statusCode).toBe(400);
    expect(phone.json<{ error: { fields: Record<string, string> } }>().error.fields.telefono).toBe(msg.validation.phoneInvalid);
    const long = await send(body({ note: 'x'.repeat(2001) }), freshIp());
    expect(long.json<{ error: { fields: Record<string, string> } }>().error.fields.note).toBe(msg.validation.tooLong);
    expect(await storedRows()).toHaveLength(0);
    expect(await contactJobs()).toHaveLength(0);
  });

  test('telefono and note may be left empty', async () => {
    const res = await send(body({ telefono: '', note: '' }), freshIp());
    expect(res.statusCode).toBe(202);
    const [row] = await storedRows();
    expect(row).toMatchObject({ telefono: null, note: null });
  });

  test(`past ${CONTACT_MAX_PER_WINDOW} messages an hour from one address: 429 in Italian, nothing stored; other addresses and a later hour pass`, async () => {
    const ip = freshIp();
    for (let i = 0; i < CONTACT_MAX_PER_WINDOW; i += 1) expect((await send(body(), ip)).statusCode).toBe(202);
    const refused = await send(body({ nome: 'Ultimo' }), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: { code: 'resource-exhausted', message: itPublic.landing.contactTooMany } });
    const rows = await storedRows();
    expect(rows).toHaveLength(CONTACT_MAX_PER_WINDOW);
    expect(rows.some((r) => r.nome === 'Ultimo')).toBe(false);
    expect(await contactJobs()).toHaveLength(CONTACT_MAX_PER_WINDOW);

    expect((await send(body(), freshIp())).statusCode).toBe(202);
    clock.advance(CONTACT_WINDOW_MS + 1000);
    expect((await send(body(), ip)).statusCode).toBe(202);
  });

  test('a filled honeypot is answered like a success but nothing is stored or sent', async () => {
    const res = await send(body({ sito: 'https://spam.example' }), freshIp());
    expect(res.statusCode).toBe(202);
    expect(await storedRows()).toHaveLength(0);
    expect(await contactJobs()).toHaveLength(0);
  });

  test('without CONTACT_TO the message goes to MAIL_FROM\'s address', async () => {
    const real = t.app.services.jobs;
    let handler: ((payload: { messageId: string }) => Promise<void>) | undefined;
    const contact = createContactService({
      db: t.database.db,
      jobs: {
        ...real,
        register: (_kind, h) => {
          handler = h as typeof handler;
        },
      },
      mailer: createMailer({ config: t.config, logger: t.app.log, clock }),
      clock,
      config: { ...t.config, CONTACT_TO: undefined, MAIL_FROM: 'Sanity <noreply@sanity.local>' },
      logger: t.app.log,
    });
    await contact.submit({ nome: 'Luca', cognome: 'Neri', email: 'luca@esempio.it' }, freshIp());
    const [row] = await storedRows();
    await handler!({ messageId: row!.id });
    const [mail] = await readOutbox();
    expect(mail!.to && !Array.isArray(mail!.to) ? mail!.to.value.map((a) => a.address) : []).toEqual(['noreply@sanity.local']);
    expect(mail!.text).toContain(itPublic.landing.contactMailNoNote);
  });

  test('the message and its job are written in one transaction: a failed enqueue stores nothing', async () => {
    const real = t.app.services.jobs;
    const contact = createContactService({
      db: t.database.db,
      // A runner whose enqueue writes the job and then fails, as a database error would.
      jobs: {
        ...real,
        register: () => undefined,
        enqueue: async (tx, job) => {
          await real.enqueue(tx, job);
          throw new Error('enqueue failed');
        },
      },
      mailer: createMailer({ config: t.config, logger: t.app.log, clock }),
      clock,
      config: t.config,
      logger: t.app.log,
    });
    await expect(contact.submit({ nome: 'Giulia', cognome: 'Verdi', email: 'giulia@esempio.it' }, freshIp())).rejects.toThrow('enqueue failed');
    expect(await storedRows()).toHaveLength(0);
    expect(await contactJobs()).toHaveLength(0);
  });
});
