import { it as msg } from '@sanity/shared/i18n/it';
import { itSettings } from '@sanity/shared/i18n/it-settings';
import type { ArticleSaved } from '@sanity/shared/schemas/articles';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, login, registerDoctor, registerPatient, uniqueEmail, type SignedIn, type TestApp } from '../../../test/helpers';
import { latestVerificationToken, verificationMailsTo } from '../../../test/verification';
import { accountTokens } from '../../db/schema/auth';
import { createTestClock } from '../../lib/clock';
import { accountTokenIdOf } from './account-tokens';

const s = itSettings.security;
let t: TestApp;
let doctor: SignedIn;
const clock = createTestClock('2026-11-23T09:00:00Z');
const PUBLIC_URL = 'https://sanity.example.it';

beforeAll(async () => {
  t = await createTestApp({ clock, env: { JOBS_POLL_INTERVAL_MS: '0', PUBLIC_URL } });
  doctor = await registerDoctor(t.app, { displayName: 'Dott. Marco Bianchi', sectors: ['cardiologia'] });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, who?: SignedIn | null) =>
  t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers: who ? { cookie: who.cookie } : {} });
const get = (url: string, who?: SignedIn | null) => t.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });
const errorOf = (r: LightMyRequestResponse) => r.json<{ error: { code: string; message: string; fields?: Record<string, string> } }>().error;
const me = async (who: SignedIn) => (await get('/api/auth/me', who)).json<{ user: { email: string; emailVerified: boolean } }>().user;
const verify = (token: string, who?: SignedIn | null) => post('/api/auth/verify-email', { token }, who);

async function publishPrivateFor(email: string): Promise<string> {
  const r = await post(
    '/api/articles',
    {
      title: 'Piano personale per il controllo della pressione',
      content: [{ id: 'p1', type: 'paragraph', data: { text: 'Misura la pressione ogni mattina a riposo e annota i valori del girasole nel diario.' } }],
      tags: ['pressione'],
      featuredImage: 'https://immagini.esempio.it/cuore.webp',
      selectedCategories: ['cardiologia'],
      isTherapy: true,
      isPublic: false,
      allowedUsers: [email],
    },
    doctor,
  );
  if (r.statusCode !== 201) throw new Error(`publish failed: ${r.statusCode} ${r.body}`);
  return r.json<ArticleSaved>().article.id;
}

describe('verification link', () => {
  test('registration sends a link from the job runner; the account is unverified until it is followed', async () => {
    const email = uniqueEmail('nuovo');
    const patient = await registerPatient(t.app, { email, displayName: 'Giulia Rossi' });
    expect(patient.user).toMatchObject({ emailVerified: false });
    const [mail, ...more] = await verificationMailsTo(t, email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe(s.verifyMailSubject);
    expect(mail!.text).toContain('Ciao Giulia Rossi,');
    expect(mail!.text).toMatch(new RegExp(`${PUBLIC_URL}/verifica-email\\?token=[A-Za-z0-9_-]{43}\\s`));
    expect(mail!.html).toContain(`href="${PUBLIC_URL}/verifica-email?token=`);
    // Only the hash is stored: the raw token of the link is nowhere in the database.
    const token = await latestVerificationToken(t, email);
    const rows = await t.database.db.select().from(accountTokens).where(eq(accountTokens.userId, patient.user.id));
    expect(rows.map((r) => r.id)).toEqual([accountTokenIdOf(token)]);
    expect(rows[0]).toMatchObject({ purpose: 'verify-email', email, usedAt: null });
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBe(48 * 3_600_000);

    // Signed out (another device): the link alone is the proof.
    const r = await verify(token, null);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ emailVerified: true });
    expect(await me(patient)).toMatchObject({ email, emailVerified: true });

    // Single use.
    const again = await verify(token, patient);
    expect(again.statusCode).toBe(400);
    expect(errorOf(again)).toMatchObject({ code: 'verify-link-invalid', message: s.verifyLinkInvalid });
  });

  test('a link expires after 48 hours; an unknown or malformed token is a 400', async () => {
    const email = uniqueEmail('scade');
    const patient = await registerPatient(t.app, { email });
    const token = await latestVerificationToken(t, email);
    clock.advance(48 * 3_600_000 + 1000);
    const late = await verify(token);
    expect(late.statusCode).toBe(400);
    expect(errorOf(late).message).toBe(s.verifyLinkInvalid);
    expect(await me(patient)).toMatchObject({ emailVerified: false });

    expect((await verify('A'.repeat(43))).statusCode).toBe(400);
    const malformed = await post('/api/auth/verify-email', { token: 'corto' });
    expect(malformed.statusCode).toBe(400);
    expect((await post('/api/auth/verify-email', {})).statusCode).toBe(400);
  });

  test('resend: 401 signed out, 429 within the interval, a new link that replaces the old one, 409 once verified', async () => {
    const email = uniqueEmail('rinvio');
    const patient = await registerPatient(t.app, { email });
    const first = await latestVerificationToken(t, email);

    expect((await post('/api/auth/verify-email/resend', {}, null)).statusCode).toBe(401);
    const tooSoon = await post('/api/auth/verify-email/resend', {}, patient);
    expect(tooSoon.statusCode).toBe(429);
    expect(errorOf(tooSoon)).toMatchObject({ code: 'verify-too-soon', message: s.verifyTooSoon });

    clock.advance(61_000);
    const resent = await post('/api/auth/verify-email/resend', {}, patient);
    expect(resent.statusCode).toBe(202);
    const second = await latestVerificationToken(t, email);
    expect(second).not.toBe(first);
    expect(await verificationMailsTo(t, email)).toHaveLength(2);
    // Only the newest link works.
    expect((await verify(first)).statusCode).toBe(400);
    expect((await verify(second)).statusCode).toBe(200);

    clock.advance(61_000);
    const done = await post('/api/auth/verify-email/resend', {}, patient);
    expect(done.statusCode).toBe(409);
    expect(errorOf(done)).toMatchObject({ code: 'already-verified', message: s.alreadyVerified });
  });
});

describe('private content needs a verified address (ADR 0006, 0012)', () => {
  test('a therapy for futuro@… is refused to whoever registers futuro@…, and readable after the link from the outbox', async () => {
    const email = uniqueEmail('futuro');
    const articleId = await publishPrivateFor(email);
    await t.app.services.jobs.drain();
    const reader = await registerPatient(t.app, { email });

    const refused = await get(`/api/articles/${articleId}`, reader);
    expect(refused.statusCode).toBe(403);
    // Igea's retrieval follows the same rule: nothing from the therapy yet.
    expect((await t.app.services.retrieval.retrieve({ id: reader.user.id }, 'girasole')).map((p) => p.articleId)).not.toContain(articleId);

    expect((await verify(await latestVerificationToken(t, email))).statusCode).toBe(200);
    await t.app.services.jobs.drain();

    expect((await get(`/api/articles/${articleId}`, reader)).statusCode).toBe(200);
    expect((await t.app.services.retrieval.retrieve({ id: reader.user.id }, 'girasole')).map((p) => p.articleId)).toContain(articleId);
  });
});

describe('e-mail change', () => {
  test('the new address is proven before it replaces the old one; the account keeps its verified address until then', async () => {
    const oldEmail = uniqueEmail('vecchio');
    const newEmail = uniqueEmail('nuovo');
    const patient = await registerPatient(t.app, { email: oldEmail });
    expect((await verify(await latestVerificationToken(t, oldEmail))).statusCode).toBe(200);

    const noPassword = await post('/api/auth/email/change', { email: newEmail }, patient);
    expect(noPassword.statusCode).toBe(400);
    expect(errorOf(noPassword)).toMatchObject({ code: 'wrong-current-password', fields: { currentPassword: s.wrongCurrentPassword } });
    const wrong = await post('/api/auth/email/change', { email: newEmail, currentPassword: 'Sbagliata123!' }, patient);
    expect(errorOf(wrong).fields).toEqual({ currentPassword: s.wrongCurrentPassword });
    const same = await post('/api/auth/email/change', { email: oldEmail.toUpperCase(), currentPassword: 'Paziente123!' }, patient);
    expect(same.statusCode).toBe(400);
    expect(errorOf(same)).toMatchObject({ code: 'same-email', fields: { email: s.sameEmail } });
    const taken = await post('/api/auth/email/change', { email: doctor.user.email, currentPassword: 'Paziente123!' }, patient);
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).message).toBe(msg.identity.emailInUse);
    expect((await post('/api/auth/email/change', { email: newEmail, currentPassword: 'Paziente123!' }, null)).statusCode).toBe(401);

    const accepted = await post('/api/auth/email/change', { email: newEmail, currentPassword: 'Paziente123!' }, patient);
    expect(accepted.statusCode).toBe(202);
    const token = await latestVerificationToken(t, newEmail);
    // Until the link is followed: the old address, still verified, and the only one that signs in.
    expect(await me(patient)).toMatchObject({ email: oldEmail, emailVerified: true });
    await expect(login(t.app, newEmail, 'Paziente123!')).rejects.toThrow('401');

    expect((await verify(token)).statusCode).toBe(200);
    expect(await me(patient)).toMatchObject({ email: newEmail, emailVerified: true });
    await login(t.app, newEmail, 'Paziente123!');
    await expect(login(t.app, oldEmail, 'Paziente123!')).rejects.toThrow('401');
  });

  test('wrong current passwords on an e-mail change count as failed logins: a stolen session cannot guess on', async () => {
    const patient = await registerPatient(t.app);
    for (let i = 0; i < 5; i += 1) {
      expect((await post('/api/auth/email/change', { email: uniqueEmail('nuovo'), currentPassword: `Sbagliata${i}!` }, patient)).statusCode).toBe(400);
    }
    const blocked = await post('/api/auth/email/change', { email: uniqueEmail('nuovo'), currentPassword: 'Paziente123!' }, patient);
    expect(blocked.statusCode).toBe(429);
    expect(errorOf(blocked).message).toBe(msg.identity.tooManyRequests);
  });

  test('an address taken between the request and the link is a 409, and the link is not used up', async () => {
    const oldEmail = uniqueEmail('primo');
    const wanted = uniqueEmail('conteso');
    const patient = await registerPatient(t.app, { email: oldEmail });
    expect((await post('/api/auth/email/change', { email: wanted, currentPassword: 'Paziente123!' }, patient)).statusCode).toBe(202);
    const token = await latestVerificationToken(t, wanted);
    await registerPatient(t.app, { email: wanted });

    const clash = await verify(token);
    expect(clash.statusCode).toBe(409);
    expect(errorOf(clash).message).toBe(msg.identity.emailInUse);
    expect(await me(patient)).toMatchObject({ email: oldEmail, emailVerified: false });
    const unused = await t.database.db.select().from(accountTokens).where(eq(accountTokens.id, accountTokenIdOf(token)));
    expect(unused[0]!.usedAt).toBeNull();
  });
});
