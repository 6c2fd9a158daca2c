import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { itSettings } from '@sanity/shared/i18n/it-settings';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createTestClock } from '../../lib/clock';
import { createTestApp, login, registerPatient, type TestApp } from '../../../test/helpers';
import { FORGOT_MIN_RESPONSE_MS, RESET_LINKS_PER_HOUR } from './password.service';

const clock = createTestClock('2026-11-23T10:00:00Z');
let t: TestApp;
let outbox: string;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { JOBS_POLL_INTERVAL_MS: '0' } });
  outbox = path.join(t.config.DATA_DIR, 'outbox');
});
afterAll(() => t.close());
beforeEach(async () => {
  await rm(outbox, { recursive: true, force: true });
});

/** The reset e-mails written so far (the verification e-mails of registration are left out). */
async function resetMails(): Promise<ParsedMail[]> {
  await t.app.services.jobs.drain();
  const files = (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith('.eml') && f.includes('_reset-password_')).sort();
  return Promise.all(files.map(async (file) => simpleParser(await readFile(path.join(outbox, file)))));
}
const recipient = (mail: ParsedMail) => (mail.to && !Array.isArray(mail.to) ? mail.to.value.map((a) => a.address) : []);
const tokenOf = (mail: ParsedMail) => /\/reimposta-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1] ?? '';

const forgot = (email: string) => t.app.inject({ method: 'POST', url: '/api/auth/password/forgot', payload: { email } });
const reset = (token: string, password = 'Cavallo-Batteria-9') =>
  t.app.inject({ method: 'POST', url: '/api/auth/password/reset', payload: { token, password, confirmPassword: password } });
const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
const attempt = (email: string, password: string, remoteAddress = '203.0.113.50') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

describe('POST /api/auth/password/forgot', () => {
  test('does not reveal whether the address exists: same status and body, a mail only for the account', async () => {
    const { user } = await registerPatient(t.app);
    const started = performance.now();
    const known = await forgot(user.email.toUpperCase());
    const knownMs = performance.now() - started;
    const unknown = await forgot('nessuno.qui@esempio.it');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    expect(knownMs).toBeGreaterThanOrEqual(FORGOT_MIN_RESPONSE_MS - 5);
    const mails = await resetMails();
    expect(mails).toHaveLength(1);
    expect(recipient(mails[0]!)).toEqual([user.email]);
    expect(mails[0]!.subject).toBe(itSettings.security.resetMailSubject);
    expect(mails[0]!.text).toContain(`${t.config.PUBLIC_URL}/reimposta-password?token=`);
  });

  test(`at most ${RESET_LINKS_PER_HOUR} links per address per hour, beyond silently none`, async () => {
    const { user } = await registerPatient(t.app);
    for (let i = 0; i < RESET_LINKS_PER_HOUR + 2; i += 1) {
      expect((await forgot(user.email)).statusCode).toBe(202);
      await t.app.services.jobs.drain();
      clock.advance(1000);
    }
    expect(await resetMails()).toHaveLength(RESET_LINKS_PER_HOUR);
    clock.advance(60 * 60 * 1000);
    await forgot(user.email);
    expect(await resetMails()).toHaveLength(RESET_LINKS_PER_HOUR + 1);
  });

  test('a bad e-mail is a 400 in Italian', async () => {
    const response = await forgot('non-una-email');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { message: string } }>().error.message).toBe('Inserisci un indirizzo email valido');
  });
});

describe('POST /api/auth/password/reset', () => {
  test('sets the password, ends every session of the account, and the link works once', async () => {
    const { user, cookie } = await registerPatient(t.app);
    const other = await login(t.app, user.email, 'Paziente123!', '198.51.100.20');
    await forgot(user.email);
    const token = tokenOf((await resetMails())[0]!);
    expect(token).not.toBe('');
    const done = await reset(token);
    expect(done.statusCode).toBe(204);
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    expect((await attempt(user.email, 'Paziente123!')).statusCode).toBe(401);
    expect((await attempt(user.email, 'Cavallo-Batteria-9', '198.51.100.21')).statusCode).toBe(200);
    const again = await reset(token, 'Altra-Password-77');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: { code: 'reset-link-invalid', message: itSettings.security.resetLinkInvalid } });
  });

  test('an expired link, an unknown one, and an older one replaced by a newer one are refused', async () => {
    const { user } = await registerPatient(t.app);
    await forgot(user.email);
    const [first] = await resetMails();
    clock.advance(1000);
    await forgot(user.email);
    const second = (await resetMails())[1]!;
    expect((await reset(tokenOf(first!))).statusCode).toBe(400);
    expect((await reset('un-link-che-non-esiste-affatto-123')).statusCode).toBe(400);
    clock.advance(61 * 60 * 1000);
    const expired = await reset(tokenOf(second));
    expect(expired.statusCode).toBe(400);
    expect(expired.json<{ error: { message: string } }>().error.message).toBe(itSettings.security.resetLinkInvalid);
    expect((await attempt(user.email, 'Paziente123!', '198.51.100.30')).statusCode).toBe(200);
  });

  test('a common password is refused on its field; the link keeps working', async () => {
    const { user } = await registerPatient(t.app);
    await forgot(user.email);
    const token = tokenOf((await resetMails())[0]!);
    const common = await reset(token, 'forzajuve');
    expect(common.statusCode).toBe(400);
    expect(common.json<{ error: { fields: Record<string, string> } }>().error.fields.password).toBe(itSettings.security.commonPassword);
    expect((await reset(token)).statusCode).toBe(204);
  });

  test('clears the failed logins of the account: the owner is not left waiting', async () => {
    const { user } = await registerPatient(t.app);
    const ip = '198.51.100.40';
    for (let i = 0; i < 5; i += 1) expect((await attempt(user.email, 'Sbagliata1!', ip)).statusCode).toBe(401);
    expect((await attempt(user.email, 'Paziente123!', ip)).statusCode).toBe(429);
    await forgot(user.email);
    expect((await reset(tokenOf((await resetMails())[0]!))).statusCode).toBe(204);
    expect((await attempt(user.email, 'Cavallo-Batteria-9', ip)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/password/change', () => {
  const change = (cookie: string, currentPassword: string, password = 'Cavallo-Batteria-9') =>
    t.app.inject({ method: 'POST', url: '/api/auth/password/change', headers: { cookie }, payload: { currentPassword, password, confirmPassword: password } });

  test('needs the current password; ends every other session and keeps this one', async () => {
    const { user, cookie } = await registerPatient(t.app);
    const other = await login(t.app, user.email, 'Paziente123!', '198.51.100.50');
    const wrong = await change(cookie, 'Sbagliata1!');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      error: { code: 'wrong-current-password', message: itSettings.security.wrongCurrentPassword, fields: { currentPassword: itSettings.security.wrongCurrentPassword } },
    });
    expect((await me(other)).statusCode).toBe(200);
    expect((await change(cookie, 'Paziente123!')).statusCode).toBe(204);
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await attempt(user.email, 'Cavallo-Batteria-9', '198.51.100.51')).statusCode).toBe(200);
  });

  test('an account without a password (Google only) is sent to the reset', async () => {
    const row = await t.app.services.users.create({ role: 'user', displayName: 'Solo Google', email: 'solo.google@esempio.it', passwordHash: null });
    const token = await t.app.services.auth.openSession(row.id, { ip: '198.51.100.60' });
    const response = await change(`sanity_session=${token}`, 'Qualsiasi1!');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { code: string; message: string } }>().error).toMatchObject({ code: 'no-password-yet', message: itSettings.security.noPasswordYet });
  });

  test('signed out: 401; a weak or mismatched new password: 400 on its field', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/password/change', payload: {} })).statusCode).toBe(401);
    const { cookie } = await registerPatient(t.app);
    const weak = await change(cookie, 'Paziente123!', 'password1');
    expect(weak.json<{ error: { fields: Record<string, string> } }>().error.fields.password).toBe(itSettings.security.commonPassword);
    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/change',
      headers: { cookie },
      payload: { currentPassword: 'Paziente123!', password: 'Cavallo-Batteria-9', confirmPassword: 'Cavallo-Batteria-8' },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(Object.keys(mismatch.json<{ error: { fields: Record<string, string> } }>().error.fields)).toEqual(['confirmPassword']);
  });
});
