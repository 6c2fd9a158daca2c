import { Writable } from 'node:stream';
import { itSms } from '@sanity/shared/i18n/it-sms';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { jobs } from '../../../db/schema/jobs';
import { createTestClock } from '../../../lib/clock';
import { createTestApp, registerDoctor, registerPatient, type SignedIn, type TestApp } from '../../../../test/helpers';
import { book, bookingPayload, openPractice, romeIso } from '../../../../test/booking';
import { startFakeSmsProvider, type FakeSmsProvider } from '../../../../test/fake-sms';
import { markEmailVerified } from '../../../../test/verification';

/**
 * The SMS channel through a provider (issue 26): the tests' fake Twilio receives the phone codes;
 * a failing provider is retried by the job runner and then dead-lettered, a slow one times out;
 * the logs keep the provider's words but never the number nor the text.
 */
const clock = createTestClock('2026-05-04T09:00:00.000Z');
const MOBILE = '+393331234567';
let t: TestApp;
let fake: FakeSmsProvider;
const lines: string[] = [];

beforeAll(async () => {
  fake = await startFakeSmsProvider();
  const logger = pino({ level: 'info' }, new Writable({ write: (chunk: Buffer, _enc, done) => (lines.push(chunk.toString()), done()) }));
  t = await createTestApp({
    clock,
    logger,
    env: { SMS_API_URL: fake.url, SMS_ACCOUNT_SID: 'AC0123456789', SMS_AUTH_TOKEN: 'token-segreto', SMS_FROM: '+15005550006', SMS_TIMEOUT_MS: '300', JOBS_MAX_ATTEMPTS: '2' },
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.reset();
  lines.length = 0;
});

const askCode = (who: SignedIn, phone = '333 123 4567') => t.app.inject({ method: 'POST', url: '/api/users/me/phone', headers: { cookie: who.cookie }, payload: { phone } });
const phoneJob = async (userId: string) => (await t.database.db.select().from(jobs).where(eq(jobs.kind, 'phone-code-sms'))).filter((j) => (j.payload as { userId?: string }).userId === userId).at(-1);

describe('SMS through the provider (Twilio Messages API)', () => {
  test('the code goes to the provider as a form with basic auth; with it the number is verified and SMS reminders go on', async () => {
    const patient = await registerPatient(t.app);
    expect((await askCode(patient)).statusCode).toBe(202);
    await t.app.services.jobs.drain();
    expect(fake.messages).toHaveLength(1);
    const [sms] = fake.messages;
    expect(sms).toMatchObject({ accountSid: 'AC0123456789', to: MOBILE, from: '+15005550006', auth: 'AC0123456789:token-segreto' });
    const code = /\b(\d{6})\b/.exec(sms!.body)?.[1];
    expect(sms!.body).toBe(itSms.codeSms(code!));

    const verified = await t.app.inject({ method: 'POST', url: '/api/users/me/phone/verify', headers: { cookie: patient.cookie }, payload: { code } });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ sms: true, smsPhone: MOBILE, pending: null });
    expect(await t.app.services.notificationPreferences.reminderChannelsOf(patient.user.id)).toEqual({ email: true, smsPhone: MOBILE });
    // The provider's id is what the channel answers (the delivery log keeps it).
    expect(await t.app.services.sms.send({ to: MOBILE, text: 'Prova', subjectId: 'x', kind: 'test' })).toEqual({ providerId: fake.messages[1]!.sid });
  });

  test('a 5xx is retried by the job runner, then dead-lettered; the log has the provider\'s words without the number or the text', async () => {
    const patient = await registerPatient(t.app);
    fake.behave({ status: 503 });
    expect((await askCode(patient, '+39 347 765 4321')).statusCode).toBe(202);
    await t.app.services.jobs.drain();
    expect(fake.requests).toBe(1);
    expect(await phoneJob(patient.user.id)).toMatchObject({ status: 'pending', attempts: 1 });
    clock.advance(31_000);
    await t.app.services.jobs.drain();
    expect(fake.requests).toBe(2);
    const job = await phoneJob(patient.user.id);
    expect(job).toMatchObject({ status: 'dead', attempts: 2 });
    expect(job!.lastError).toContain('SMS provider answered 503: Queue overflow while sending to');
    expect(job!.lastError).not.toContain('3477654321');
    const log = lines.join('');
    expect(log).toContain('SMS refused by the provider');
    expect(log).not.toMatch(/3477654321|347 765 4321/);
    expect(log).not.toContain('codice di verifica');
    // The booking side never waits for it: the request answered 202 before any of this.
  });

  test('a provider slower than SMS_TIMEOUT_MS fails the attempt, which is retried', async () => {
    const patient = await registerPatient(t.app);
    fake.behave({ delayMs: 2_000 });
    expect((await askCode(patient)).statusCode).toBe(202);
    await t.app.services.jobs.drain();
    const job = await phoneJob(patient.user.id);
    expect(job).toMatchObject({ status: 'pending', attempts: 1 });
    expect(job!.lastError).toContain('no answer within 300 ms');
    fake.behave({});
    clock.advance(31_000);
    await t.app.services.jobs.drain();
    expect(await phoneJob(patient.user.id)).toMatchObject({ status: 'done' });
    expect(fake.messages.map((m) => m.to)).toEqual([MOBILE]);
  });

  test('a provider down never blocks a booking nor the e-mail reminder; its reminder SMS is dead-lettered, the next one goes through it', async () => {
    clock.set('2026-05-04T10:00:00.000Z');
    const doctor = await registerDoctor(t.app, { displayName: 'Dott. Marco Bianchi' });
    await openPractice(t.app, doctor);
    const patient = await registerPatient(t.app);
    await markEmailVerified(t, patient.user.id);
    expect((await askCode(patient)).statusCode).toBe(202);
    await t.app.services.jobs.drain();
    const code = /\b(\d{6})\b/.exec(fake.messages.at(-1)!.body)![1];
    expect((await t.app.inject({ method: 'POST', url: '/api/users/me/phone/verify', headers: { cookie: patient.cookie }, payload: { code } })).statusCode).toBe(200);

    fake.behave({ status: 503 });
    // Thursday 7 May 10:30 Rome time, booked while the provider is down.
    const booked = await book(t.app, patient, bookingPayload(doctor.user.id, romeIso('2026-05-07', '10:30')));
    expect(booked.statusCode, booked.body).toBe(201);
    const reminderJobs = async (kind: string) => (await t.database.db.select().from(jobs).where(eq(jobs.kind, kind))).map((j) => ({ status: j.status, attempts: j.attempts }));
    // The 48-hour reminder: the e-mail goes, the SMS fails twice and is dead-lettered.
    clock.set('2026-05-05T08:30:00.000Z');
    await t.app.services.jobs.drain();
    clock.advance(31_000);
    await t.app.services.jobs.drain();
    expect(await reminderJobs('reminder-email')).toEqual([{ status: 'done', attempts: 1 }]);
    expect(await reminderJobs('reminder-sms')).toEqual([{ status: 'dead', attempts: 2 }]);

    // The provider is back for the 2-hour reminder: the SMS goes through it, with the manage link.
    fake.behave({});
    const before = fake.messages.length;
    clock.set('2026-05-07T06:30:00.000Z');
    await t.app.services.jobs.drain();
    expect(fake.messages.slice(before).map((m) => m.to)).toEqual([MOBILE]);
    expect(fake.messages.at(-1)!.body).toMatch(/^Sanity: promemoria visita con Dott\. Marco Bianchi tra 2 ore, alle 10:30\.\n/);
    expect(fake.messages.at(-1)!.body).toMatch(/\nConferma o disdici: \S+\/g\/[A-Za-z0-9_-]{22}\n/);
  });
});
