import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  createAccount,
  createTestApp,
  login,
  patientSpec,
  registerPatient,
  sessionCookieFrom,
  uniqueEmail,
  type TestApp,
} from '../../../test/helpers';

let t: TestApp;
let ipCounter = 10;
/** Each test logs in from its own address so per-IP counts never leak between tests. */
const freshIp = () => `10.0.0.${(ipCounter += 1)}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const attempt = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

describe('POST /api/auth/login', () => {
  test('signs in with the right password (any e-mail case) and updates ultimoLogin', async () => {
    const { user } = await registerPatient(t.app, { email: 'login.ok@esempio.it', password: 'Segreta1!', confirmPassword: 'Segreta1!' });
    const response = await attempt('LOGIN.OK@esempio.it', 'Segreta1!', freshIp());
    expect(response.statusCode).toBe(200);
    const body = response.json<{ user: { id: string; ultimoLogin: string | null } }>();
    expect(body.user.id).toBe(user.id);
    expect(body.user.ultimoLogin).not.toBeNull();
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: sessionCookieFrom(response) } });
    expect(me.json<{ user: { ultimoLogin: string } }>().user.ultimoLogin).toBe(body.user.ultimoLogin);
  });

  test('unknown e-mail: 401 with the spec text', async () => {
    const response = await attempt(uniqueEmail('nessuno'), 'Qualcosa1!', freshIp());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'user-not-found', message: 'Non esiste un account con questa email.' } });
  });

  test('wrong password: 401 with the spec text', async () => {
    const { user } = await registerPatient(t.app);
    const response = await attempt(user.email, 'Sbagliata1!', freshIp());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'wrong-password', message: 'Password non corretta.' } });
  });

  test('disabled account: 403 with the spec text, and its sessions stop working', async () => {
    const spec = patientSpec();
    const row = await createAccount(t.app.services, spec);
    const cookie = await login(t.app, spec.email, spec.password, freshIp());
    await t.app.services.users.setDisabled(row.id, true);
    const response = await attempt(spec.email, spec.password, freshIp());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: { code: 'user-disabled', message: 'Questo account è stato disabilitato.' } });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.statusCode).toBe(401);
  });

  test('login validation: bad e-mail and short password in Italian', async () => {
    const bad = await attempt('non-una-email', 'Segreta1!', freshIp());
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: { message: string } }>().error.message).toBe('Inserisci un indirizzo email valido');
    const short = await attempt('a@esempio.it', '123', freshIp());
    expect(short.statusCode).toBe(400);
    expect(short.json<{ error: { message: string } }>().error.message).toBe('La password deve contenere almeno 6 caratteri');
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
    expect(missing.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      email: 'Inserisci un indirizzo email valido',
      password: 'La password deve contenere almeno 6 caratteri',
    });
  });
});

describe('throttling (docs/decisions/0003-login-throttling.md)', () => {
  test('per account and address: after 5 failures from one address that address gets 429, even with the right password; others do not', async () => {
    const { user } = await registerPatient(t.app, { password: 'Giusta123!', confirmPassword: 'Giusta123!' });
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) {
      const response = await attempt(user.email, 'Sbagliata1!', ip);
      expect(response.statusCode).toBe(401);
    }
    const blocked = await attempt(user.email, 'Giusta123!', ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      error: { code: 'too-many-requests', message: 'Troppi tentativi falliti. Riprova più tardi.' },
    });
    // The owner from another address is not locked out (issue 12); another account is unaffected.
    expect((await attempt(user.email, 'Giusta123!', freshIp())).statusCode).toBe(200);
    const other = await registerPatient(t.app);
    expect((await attempt(other.user.email, 'Paziente123!', freshIp())).statusCode).toBe(200);
  });

  test('per account: the window expires', async () => {
    const { user } = await registerPatient(t.app, { password: 'Giusta123!', confirmPassword: 'Giusta123!' });
    const ip = freshIp();
    const past = new Date(Date.now() - 16 * 60 * 1000);
    for (let i = 0; i < 5; i += 1) {
      await expect(t.app.services.auth.login({ email: user.email, password: 'Sbagliata1!' }, { ip }, past)).rejects.toThrow();
    }
    expect((await attempt(user.email, 'Giusta123!', ip)).statusCode).toBe(200);
  });

  test('a success clears that address’s failures on the account', async () => {
    const { user } = await registerPatient(t.app, { password: 'Giusta123!', confirmPassword: 'Giusta123!' });
    const ip = freshIp();
    for (let i = 0; i < 4; i += 1) await attempt(user.email, 'Sbagliata1!', ip);
    expect((await attempt(user.email, 'Giusta123!', ip)).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await attempt(user.email, 'Sbagliata1!', ip)).statusCode).toBe(401);
    expect((await attempt(user.email, 'Giusta123!', ip)).statusCode).toBe(200);
  });

  test('per IP: 20 failures on many accounts from one address block that address only', async () => {
    const { user } = await registerPatient(t.app, { password: 'Giusta123!', confirmPassword: 'Giusta123!' });
    const ip = '192.0.2.77';
    for (let i = 0; i < 20; i += 1) {
      const response = await attempt(uniqueEmail('sonda'), 'Qualcosa1!', ip);
      expect(response.statusCode).toBe(401);
    }
    const blocked = await attempt(user.email, 'Giusta123!', ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json<{ error: { message: string } }>().error.message).toBe('Troppi tentativi falliti. Riprova più tardi.');
    expect((await attempt(user.email, 'Giusta123!', '192.0.2.78')).statusCode).toBe(200);
  });
});

describe('session', () => {
  test('/me without a cookie is 401 Nessun utente autenticato (the spec\'s text for a missing token)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'unauthenticated', message: 'Nessun utente autenticato' } });
  });

  test('/me with a forged cookie is 401', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: 'sanity_session=inventato' } });
    expect(response.statusCode).toBe(401);
  });

  test('logout deletes the session: the old cookie then gets 401, and the cookie is cleared', async () => {
    const { cookie } = await registerPatient(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(200);
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(204);
    const cleared = logout.cookies.find((c) => c.name === 'sanity_session');
    expect(cleared?.value).toBe('');
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(401);
  });

  test('logout without a session is still 204', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(204);
  });

  test('an expired session is refused', async () => {
    const { cookie } = await registerPatient(t.app);
    const token = cookie.split('=')[1]!;
    const later = new Date(Date.now() + 31 * 24 * 60 * 60 * 1000);
    expect(await t.app.services.auth.resolveSession(token)).not.toBeNull();
    expect(await t.app.services.auth.resolveSession(token, later)).toBeNull();
  });
});
