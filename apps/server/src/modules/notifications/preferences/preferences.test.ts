import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { maskSmsPhone } from '@sanity/shared/domain/notifications/sms-phone';
import { itSms } from '@sanity/shared/i18n/it-sms';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { services } from '../../../db/schema/practice';
import { notificationPreferences, phoneVerifications } from '../../../db/schema/reminders';
import { createTestClock } from '../../../lib/clock';
import { createAndLogin, createTestApp, patientSpec, registerDoctor, registerPatient, type SignedIn, type TestApp } from '../../../../test/helpers';
import { insertConfirmedAppointment } from '../../../../test/booking';

/**
 * The patient's reminder channels without any SMS provider (issue 26): codes written to the outbox,
 * their limits (wait, hourly count, expiry, wrong attempts, reuse), the preferences, the opt-out
 * link, the delivery log and the daily cap, the export and the erasure.
 */
const MINUTE = 60_000;
const clock = createTestClock('2026-06-01T08:00:00.000Z');
let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await createAndLogin(t.app, patientSpec({ displayName: 'Anna Admin', admin: 1 }));
});
afterAll(() => t.close());

const inject = (who: SignedIn | null, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object): Promise<LightMyRequestResponse> =>
  t.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, ...(payload === undefined ? {} : { payload }) });
const askCode = (who: SignedIn, phone = '333 123 4567') => inject(who, 'POST', '/api/users/me/phone', { phone });
const verify = (who: SignedIn, code: string) => inject(who, 'POST', '/api/users/me/phone/verify', { code });

/** The newest code SMS of the number, read from the outbox file the job wrote (runs the due jobs first). */
async function latestCode(to: string): Promise<string> {
  await t.app.services.jobs.drain();
  const outbox = path.join(t.config.DATA_DIR, 'outbox');
  const files = (await readdir(outbox)).filter((f) => f.endsWith('.sms.txt') && f.includes('_phone-code-sms_')).sort();
  for (const file of files.reverse()) {
    const text = await readFile(path.join(outbox, file), 'utf8');
    if (text.startsWith(`To: ${to}\n`)) return /è (\d{6})\./.exec(text)![1]!;
  }
  throw new Error(`no code SMS to ${to}`);
}

function expectError(response: LightMyRequestResponse, status: number, message: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ error: { message } });
}

describe('the phone number and its code', () => {
  test('without a provider the code is written to DATA_DIR/outbox as .sms.txt, and it verifies the number', async () => {
    const patient = await registerPatient(t.app);
    const asked = await askCode(patient, '+39 333 123 4567');
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json()).toMatchObject({ sms: false, smsPhone: null, pending: { phone: '+393331234567', resendAt: new Date(clock.now().getTime() + MINUTE).toISOString() } });
    const code = await latestCode('+393331234567');
    const verified = await verify(patient, code);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toEqual({ emailReminders: true, sms: true, smsPhone: '+393331234567', pending: null });
    // Reuse: the code is spent.
    expectError(await verify(patient, code), 400, itSms.codeNone);
  });

  test('a landline or a non-number is refused in Italian, and nothing is sent', async () => {
    const patient = await registerPatient(t.app);
    const landline = await askCode(patient, '02 1234 5678');
    expectError(landline, 400, itSms.phoneNotMobile);
    expect(landline.json()).toMatchObject({ error: { fields: { phone: itSms.phoneNotMobile } } });
    expectError(await askCode(patient, '12345'), 400, itSms.phoneInvalid);
    expect((await inject(patient, 'GET', '/api/users/me/notifications')).json()).toMatchObject({ pending: null });
  });

  test('a short wait between two codes, at most three an hour, then the next hour lets one in', async () => {
    const patient = await registerPatient(t.app);
    const start = clock.now().getTime();
    expect((await askCode(patient)).statusCode).toBe(202);
    clock.advance(20_000);
    const tooSoon = await askCode(patient);
    expectError(tooSoon, 429, itSms.codeWaitSeconds(40));
    expect(tooSoon.headers['retry-after']).toBe('40');
    await t.app.services.jobs.drain();
    clock.advance(40_000);
    expect((await askCode(patient)).statusCode).toBe(202);
    clock.advance(MINUTE);
    expect((await askCode(patient)).statusCode).toBe(202);
    clock.advance(MINUTE);
    // The fourth within the hour: it says when, in minutes.
    const fourth = await askCode(patient);
    expectError(fourth, 429, itSms.codeTooManyPerHour(57));
    clock.set(new Date(start + 60 * MINUTE));
    expect((await askCode(patient)).statusCode).toBe(202);
  });

  test('a code expires after 10 minutes', async () => {
    const patient = await registerPatient(t.app);
    await askCode(patient, '347 111 2233');
    const code = await latestCode('+393471112233');
    clock.advance(10 * MINUTE);
    expectError(await verify(patient, code), 400, itSms.codeExpired);
  });

  test('five wrong attempts end the code, even for the right one; a new code works', async () => {
    const patient = await registerPatient(t.app);
    await askCode(patient, '347 222 3344');
    const code = await latestCode('+393472223344');
    const wrong = code === '000000' ? '111111' : '000000';
    for (const left of [4, 3, 2, 1]) expectError(await verify(patient, wrong), 400, itSms.codeWrong(left));
    expectError(await verify(patient, wrong), 429, itSms.codeTooManyAttempts);
    expectError(await verify(patient, code), 429, itSms.codeTooManyAttempts);
    expect((await inject(patient, 'GET', '/api/users/me/notifications')).json()).toMatchObject({ pending: null, smsPhone: null });
    clock.advance(MINUTE);
    await askCode(patient, '347 222 3344');
    const fresh = await latestCode('+393472223344');
    expect((await verify(patient, fresh)).json()).toMatchObject({ smsPhone: '+393472223344', sms: true });
  });
});

describe('preferences', () => {
  test('e-mail on and SMS off by default; SMS on needs a verified number; removing the number turns SMS off', async () => {
    const patient = await registerPatient(t.app);
    const channels = () => t.app.services.notificationPreferences.reminderChannelsOf(patient.user.id);
    expect((await inject(patient, 'GET', '/api/users/me/notifications')).json()).toEqual({ emailReminders: true, sms: false, smsPhone: null, pending: null });
    expect(await channels()).toEqual({ email: true, smsPhone: null });
    expectError(await inject(patient, 'PUT', '/api/users/me/notifications', { emailReminders: true, sms: true }), 400, itSms.smsNeedsVerifiedPhone);
    expect((await inject(patient, 'PUT', '/api/users/me/notifications', { emailReminders: false, sms: false })).json()).toMatchObject({ emailReminders: false });
    expect(await channels()).toEqual({ email: false, smsPhone: null });

    clock.advance(MINUTE);
    await askCode(patient, '349 555 6677');
    // A number waiting for its code receives no reminder.
    expect(await channels()).toEqual({ email: false, smsPhone: null });
    await verify(patient, await latestCode('+393495556677'));
    expect(await channels()).toEqual({ email: false, smsPhone: '+393495556677' });
    await inject(patient, 'PUT', '/api/users/me/notifications', { emailReminders: true, sms: false });
    expect(await channels()).toEqual({ email: true, smsPhone: null });
    await inject(patient, 'PUT', '/api/users/me/notifications', { emailReminders: true, sms: true });
    expect(await channels()).toEqual({ email: true, smsPhone: '+393495556677' });
    expect((await inject(patient, 'DELETE', '/api/users/me/phone')).json()).toEqual({ emailReminders: true, sms: false, smsPhone: null, pending: null });
    expect(await channels()).toEqual({ email: true, smsPhone: null });
    expect((await inject(null, 'GET', '/api/users/me/notifications')).statusCode).toBe(401);
  });
});

describe('the opt-out link', () => {
  test('an unknown token gets a clear Italian 404; a bad channel a 400', async () => {
    expectError(await inject(null, 'GET', '/api/notifications/opt-out?token=inventato-1234567890&canale=email'), 404, itSms.optOutUnknown);
    expectError(await inject(null, 'POST', '/api/notifications/opt-out', { token: 'inventato-1234567890', canale: 'sms' }), 404, itSms.optOutUnknown);
    expectError(await inject(null, 'GET', '/api/notifications/opt-out?token=inventato-1234567890&canale=piccione'), 400, itSms.optOutChannelInvalid);
  });

  test('e-mail and SMS: reading the link changes nothing, the POST switches that channel off, without signing in', async () => {
    const patient = await registerPatient(t.app);
    clock.advance(MINUTE);
    await askCode(patient, '320 987 6543');
    await verify(patient, await latestCode('+393209876543'));
    const prefs = t.app.services.notificationPreferences;
    const emailUrl = new URL(await prefs.optOutUrl(patient.user.id, 'email'));
    const smsUrl = new URL(await prefs.optOutUrl(patient.user.id, 'sms'));
    expect(`${emailUrl.origin}${emailUrl.pathname}`).toBe(`${t.config.PUBLIC_URL}/notifiche/disattiva`);
    expect(emailUrl.searchParams.get('canale')).toBe('email');
    const token = emailUrl.searchParams.get('token')!;
    // The SMS's short form of the same page (the web app's /s/TOKEN leads to ?token=TOKEN&canale=sms): 22 characters.
    expect(smsUrl.href).toBe(`${t.config.PUBLIC_URL}/s/${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const read = await inject(null, 'GET', `/api/notifications/opt-out?token=${token}&canale=sms`);
    expect(read.json()).toEqual({ channel: 'sms', active: true, maskedPhone: maskSmsPhone('+393209876543') });
    expect(await prefs.reminderChannelsOf(patient.user.id)).toEqual({ email: true, smsPhone: '+393209876543' });

    expect((await inject(null, 'POST', '/api/notifications/opt-out', { token, canale: 'sms' })).json()).toEqual({ channel: 'sms', active: false, maskedPhone: maskSmsPhone('+393209876543') });
    expect(await prefs.reminderChannelsOf(patient.user.id)).toEqual({ email: true, smsPhone: null });
    expect((await inject(null, 'POST', '/api/notifications/opt-out', { token, canale: 'email' })).json()).toMatchObject({ channel: 'email', active: false });
    expect(await prefs.reminderChannelsOf(patient.user.id)).toEqual({ email: false, smsPhone: null });
    // Again: harmless, still off.
    expect((await inject(null, 'POST', '/api/notifications/opt-out', { token, canale: 'email' })).json()).toMatchObject({ active: false });
  });
});

describe('the delivery log and the daily SMS cap', () => {
  test('a key is recorded once; the cap counts the practice\'s SMS since Rome midnight; the admin sees today\'s count', async () => {
    const doctor = await registerDoctor(t.app, { displayName: 'Dott.ssa Elena Neri', sectors: ['cardiologia'] });
    const patient = await registerPatient(t.app);
    await t.database.db.insert(services).values({ doctorId: doctor.user.id, id: 'cardiologia_1', sectorId: 'cardiologia', name: 'Visita cardiologica', durationMinutes: 30, priceCents: 8000, position: 0 });
    const appointmentId = await insertConfirmedAppointment(t.database.db, { doctorId: doctor.user.id, serviceId: 'cardiologia_1', patient }, new Date('2026-06-20T08:00:00Z'));
    const saved = await inject(admin, 'PUT', '/api/admin/settings/notifications', { confirmation: true, reminder: true, cancellation: true, reminderLeadMinutes: [2880, 120], smsDailyCap: 2 });
    expect(saved.statusCode, saved.body).toBe(200);
    const { deliveries } = t.app.services;
    const sms = (key: string) => ({ key, channel: 'sms' as const, kind: 'reminder-sms', doctorId: doctor.user.id, appointmentId, providerId: null });

    // 23:30 in Rome on 9 June (21:30 UTC, summer time): yesterday for the count of 10 June.
    await deliveries.record(sms('ieri'), new Date('2026-06-09T21:30:00Z'));
    clock.set('2026-06-10T07:00:00Z');
    expect(await deliveries.alreadySent('oggi-1')).toBe(false);
    await deliveries.record(sms('oggi-1'), clock.now());
    await deliveries.record(sms('oggi-1'), clock.now());
    expect(await deliveries.alreadySent('oggi-1')).toBe(true);
    expect(await deliveries.smsCapReached(doctor.user.id, clock.now())).toBe(false);
    // E-mails do not count against the SMS cap.
    await deliveries.record({ ...sms('mail-1'), channel: 'email', kind: 'reminder-email' }, clock.now());
    expect(await deliveries.smsCapReached(doctor.user.id, clock.now())).toBe(false);
    await deliveries.record(sms('oggi-2'), clock.now());
    expect(await deliveries.smsCapReached(doctor.user.id, clock.now())).toBe(true);
    // Just after Rome midnight (22:00 UTC) the count starts again.
    expect(await deliveries.smsCapReached(doctor.user.id, new Date('2026-06-10T22:00:01Z'))).toBe(false);

    const usage = await inject(admin, 'GET', '/api/admin/sms-usage');
    expect(usage.statusCode, usage.body).toBe(200);
    expect(usage.json()).toEqual({ day: '2026-06-10', cap: 2, practices: [{ doctorId: doctor.user.id, doctorName: 'Dott.ssa Elena Neri', sent: 2 }], nextCursor: null });
    expect((await inject(doctor, 'GET', '/api/admin/sms-usage')).statusCode).toBe(403);

    // The patient's export lists the messages about their appointments (no text, no number).
    const exported = (await inject(patient, 'GET', '/api/account/export')).json<{ notifications: { sent: unknown[] } }>();
    expect(exported.notifications.sent).toHaveLength(4);
    expect(exported.notifications.sent[0]).toEqual({ appointmentId, channel: 'sms', kind: 'reminder-sms', sentAt: '2026-06-09T21:30:00.000Z' });
  });

  test('a cap of 0 sends no SMS at all', async () => {
    await inject(admin, 'PUT', '/api/admin/settings/notifications', { confirmation: true, reminder: true, cancellation: true, reminderLeadMinutes: [2880, 120], smsDailyCap: 0 });
    expect(await t.app.services.deliveries.smsCapReached('nessuno', clock.now())).toBe(true);
    expectError(await inject(admin, 'PUT', '/api/admin/settings/notifications', { confirmation: true, reminder: true, cancellation: true, reminderLeadMinutes: [2880, 120], smsDailyCap: -1 }), 400, itSms.capInvalid);
  });
});

describe('privacy', () => {
  test('the export holds the choices and the number; the erasure deletes the preferences and the pending code', async () => {
    const patient = await registerPatient(t.app);
    clock.advance(MINUTE);
    await askCode(patient, '333 444 5566');
    const verifiedAt = clock.now().toISOString();
    await verify(patient, await latestCode('+393334445566'));
    clock.advance(MINUTE);
    await askCode(patient, '333 444 7788');
    await t.app.services.jobs.drain();
    const exported = await inject(patient, 'GET', '/api/account/export');
    expect(exported.json()).toMatchObject({
      notifications: { emailReminders: true, sms: true, smsPhone: '+393334445566', smsPhoneVerifiedAt: verifiedAt, pendingPhone: { phone: '+393334447788', codesSent: 2 }, sent: [] },
    });
    expect(exported.body).not.toContain('codeHash');
    const html = await inject(patient, 'GET', '/api/account/export?format=html');
    expect(html.body).toContain(itSms.exportSection);
    expect(html.body).toContain('+393334445566');

    const erased = await inject(patient, 'DELETE', '/api/account', { currentPassword: 'Paziente123!' });
    expect(erased.statusCode, erased.body).toBe(204);
    expect(await t.database.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, patient.user.id))).toEqual([]);
    expect(await t.database.db.select().from(phoneVerifications).where(eq(phoneVerifications.userId, patient.user.id))).toEqual([]);
  });
});
