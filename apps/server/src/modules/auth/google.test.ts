import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { latestVerificationToken } from '../../../test/verification';
import { safeReturnTo } from './google';

/**
 * The whole "Continua con Google" flow against a real OpenID Connect provider (oidc-provider)
 * on 127.0.0.1: the app listens on a real port and the test plays the browser, following
 * redirects by hand and keeping cookies for the provider and for the app.
 */

const CLIENT_ID = 'sanity-test';
const CLIENT_SECRET = 'un-segreto-di-prova-abbastanza-lungo';

const accounts: Record<string, Record<string, unknown>> = {
  'mario-sub': { email: 'mario.verdi@gmail.com', email_verified: true, name: 'Mario Verdi' },
  'giulia-sub': { email: 'giulia.esistente@gmail.com', email_verified: true, name: 'Giulia Google' },
  'unverified-sub': { email: 'non.verificato@gmail.com', email_verified: false, name: 'Non Verificato' },
};

function listen(server: Server, port = 0): Promise<number> {
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}
const closeServer = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

async function freePort(): Promise<number> {
  const probe = createServer();
  const port = await listen(probe);
  await closeServer(probe);
  return port;
}

/** A tiny browser: one cookie jar per host, manual redirects, submits the provider's forms. */
class Browser {
  private jars = new Map<string, Map<string, string>>();

  private jar(url: URL): Map<string, string> {
    let jar = this.jars.get(url.host);
    if (!jar) this.jars.set(url.host, (jar = new Map<string, string>()));
    return jar;
  }

  cookie(url: string, name: string): string | undefined {
    return this.jar(new URL(url)).get(name);
  }

  async request(url: string, init: { method?: string; body?: URLSearchParams } = {}): Promise<Response> {
    const target = new URL(url);
    const jar = this.jar(target);
    const response = await fetch(target, {
      method: init.method ?? 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(init.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(init.body ? { body: init.body } : {}),
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((a) => /expires=thu, 01 jan 1970/i.test(a.trim()) || /^max-age=0$/i.test(a.trim()));
      if (!value || expired) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  }

  /**
   * Follows redirects from `start`; on each provider page, submits its form (signing in as
   * `accountId`, then consenting). Stops at the first response from `stopOrigin` that is not a
   * redirect back into the flow, returning the last response and its URL.
   */
  async signIn(start: string, accountId: string, stopAt: (url: URL, response: Response) => boolean): Promise<{ url: URL; response: Response }> {
    let url = new URL(start);
    let response = await this.request(url.href);
    for (let step = 0; step < 20; step += 1) {
      if (stopAt(url, response)) return { url, response };
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        url = new URL(location, url);
        response = await this.request(url.href);
        continue;
      }
      const html = await response.text();
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
      if (response.status !== 200 || !action) throw new Error(`unexpected page ${response.status} at ${url.href}: ${html.slice(0, 300)}`);
      const body = new URLSearchParams();
      for (const match of html.matchAll(/<input[^>]*type="hidden"[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)) body.set(match[1]!, match[2]!);
      if (html.includes('name="login"')) {
        body.set('login', accountId);
        body.set('password', 'qualsiasi');
      }
      url = new URL(action.replaceAll('&amp;', '&'), url);
      response = await this.request(url.href, { method: 'POST', body });
    }
    throw new Error('too many steps');
  }
}

describe('Google sign-in (OpenID Connect)', () => {
  let t: TestApp;
  let providerServer: Server;
  /** Code exchanges the app made at the provider's token endpoint. */
  let tokenRequests = 0;

  beforeAll(async () => {
    providerServer = createServer();
    const providerPort = await listen(providerServer);
    const issuer = `http://127.0.0.1:${providerPort}`;
    const appPort = await freePort();
    const appUrl = `http://127.0.0.1:${appPort}`;
    const provider = new Provider(issuer, {
      clients: [
        {
          client_id: CLIENT_ID,
          client_secret: CLIENT_SECRET,
          redirect_uris: [`${appUrl}/api/auth/google/callback`],
          grant_types: ['authorization_code'],
          response_types: ['code'],
          token_endpoint_auth_method: 'client_secret_post',
        },
      ],
      findAccount: (_ctx, id) => {
        const claims = accounts[id];
        return claims ? { accountId: id, claims: () => ({ sub: id, ...claims }) } : undefined;
      },
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
      features: { devInteractions: { enabled: true } },
      cookies: { keys: ['chiave-di-prova-dei-cookie'] },
      ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
      // Default true: the ID token then carries only sub, and the app must read e-mail and name
      // from userinfo — the path a minimal provider takes. Google puts them in the ID token.
      conformIdTokenClaims: true,
    });
    providerServer.on('request', provider.callback());
    providerServer.on('request', (request: IncomingMessage) => {
      if (request.url?.startsWith('/token')) tokenRequests += 1;
    });

    t = await createTestApp({
      listen: appPort,
      env: {
        PUBLIC_URL: appUrl,
        GOOGLE_CLIENT_ID: CLIENT_ID,
        GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
        GOOGLE_ISSUER: issuer,
      },
    });
  });

  afterAll(async () => {
    await t?.close();
    providerServer.closeAllConnections();
    await closeServer(providerServer);
  });

  const runFlow = async (accountId: string, returnTo = '/dashboard') => {
    const browser = new Browser();
    const base = t.baseUrl!;
    const { url, response } = await browser.signIn(
      `${base}/api/auth/google?returnTo=${encodeURIComponent(returnTo)}`,
      accountId,
      (u, r) => u.origin === base && u.pathname === '/api/auth/google/callback' && r.status === 302,
    );
    expect(url.pathname).toBe('/api/auth/google/callback');
    return { browser, location: response.headers.get('location'), session: browser.cookie(base, 'sanity_session') };
  };

  test('/api/auth/providers says google: true', async () => {
    const response = await fetch(`${t.baseUrl}/api/auth/providers`);
    expect(await response.json()).toEqual({ google: true });
  });

  test('a new Google user gets a patient account, a session, and is sent to returnTo', async () => {
    const { location, session, browser } = await runFlow('mario-sub', '/appuntamenti?vista=mese');
    expect(location).toBe('/appuntamenti?vista=mese');
    expect(session).toBeTruthy();
    const me = await browser.request(`${t.baseUrl}/api/auth/me`);
    expect(me.status).toBe(200);
    const { user } = (await me.json()) as { user: Record<string, unknown> };
    expect(user).toMatchObject({ email: 'mario.verdi@gmail.com', displayName: 'Mario Verdi', nome: 'Mario', cognome: 'Verdi', role: 'user' });
    // Google vouched for the address (email_verified): the account starts verified.
    expect(user.emailVerified).toBe(true);

    // Signing in again finds the same account.
    const again = await runFlow('mario-sub');
    expect(again.location).toBe('/dashboard');
    const me2 = await again.browser.request(`${t.baseUrl}/api/auth/me`);
    expect(((await me2.json()) as { user: { id: string } }).user.id).toBe(user.id);
  });

  const register = async (email: string, displayName: string) => {
    const response = await fetch(`${t.baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ role: 'user', displayName, email, password: 'Paziente123!', confirmPassword: 'Paziente123!', acceptTerms: true }),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { user: { id: string; emailVerified: boolean } }).user;
  };

  test('takeover attempt: an account pre-registered with the address, never verified, is not joined to the Google login', async () => {
    // The attacker registers the victim's Google address with a password of their own.
    const planted = await register('giulia.esistente@gmail.com', 'Account Piantato');
    expect(planted.emailVerified).toBe(false);
    // The victim signs in with Google: refused, no session, and the attacker's account is not linked.
    const { location, session } = await runFlow('giulia-sub');
    expect(location).toBe('/auth?error=google-link');
    expect(session).toBeUndefined();
    const row = await t.app.services.users.findById(planted.id);
    expect(row?.googleSub).toBeNull();
    // Nor did the refusal create a second account for the address.
    expect((await t.app.services.users.findByEmail('giulia.esistente@gmail.com'))?.id).toBe(planted.id);
  });

  test('an existing account is linked, not duplicated, once its own address is verified', async () => {
    const existing = (await t.app.services.users.findByEmail('giulia.esistente@gmail.com'))!;
    // The owner of the address follows the link from the outbox: now both sides proved the address.
    const token = await latestVerificationToken(t, 'giulia.esistente@gmail.com');
    const verified = await fetch(`${t.baseUrl}/api/auth/verify-email`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
    expect(verified.status).toBe(200);
    const { browser, location } = await runFlow('giulia-sub');
    expect(location).toBe('/dashboard');
    const me = await browser.request(`${t.baseUrl}/api/auth/me`);
    expect(((await me.json()) as { user: { id: string; displayName: string } }).user).toMatchObject({ id: existing.id, displayName: 'Account Piantato' });
  });

  test('an unverified e-mail fails to /auth?error=google without a session', async () => {
    const { location, session } = await runFlow('unverified-sub');
    expect(location).toBe('/auth?error=google');
    expect(session).toBeUndefined();
  });

  test('an external returnTo is replaced by /', async () => {
    const { location } = await runFlow('mario-sub', '//evil.example/phish');
    expect(location).toBe('/');
  });

  // Outside audit, issue 23: a returnTo outside ASCII made the start of the flow answer 500.
  test('a returnTo with characters a Location header cannot hold: the flow starts, and ends on a path of this site', async () => {
    const start = await fetch(`${t.baseUrl}/api/auth/google?returnTo=/%E3%80%80/evil.example.com`, { redirect: 'manual' });
    expect(start.status).toBe(302);
    const { location } = await runFlow('mario-sub', '/\u3000/evil.example.com');
    expect(location).toMatch(/^\/(?![/\\])/);
    expect(new URL(location!, t.baseUrl).origin).toBe(t.baseUrl);
  });

  // Outside audit, issue 23: the same callback, sent again with its flow cookie, opened a second session.
  test('a replayed callback (same flow cookie and code) opens no second session and says why', async () => {
    const browser = new Browser();
    const base = t.baseUrl!;
    // Stops at the provider's redirect back to the app, before the browser follows it.
    const back = (u: URL, r: Response) => new URL(r.headers.get('location') ?? '/', u).href.startsWith(`${base}/api/auth/google/callback`);
    const { url: at, response } = await browser.signIn(`${base}/api/auth/google?returnTo=%2Fdashboard`, 'mario-sub', back);
    const url = new URL(response.headers.get('location')!, at);
    const flowCookie = browser.cookie(base, 'sanity_google_flow');
    expect(flowCookie).toBeTruthy();
    const callback = () => fetch(url, { redirect: 'manual', headers: { cookie: `sanity_google_flow=${flowCookie}` } });
    const first = await callback();
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe('/dashboard');
    expect(first.headers.getSetCookie().some((c) => c.startsWith('sanity_session=') && !c.startsWith('sanity_session=;'))).toBe(true);
    const exchanges = tokenRequests;
    const replayed = await callback();
    expect(replayed.status).toBe(302);
    // Refused by the app's own memory of used flows, before the code goes back to the provider:
    // a provider that let a code be used twice would otherwise open a second session.
    expect(tokenRequests).toBe(exchanges);
    expect(replayed.headers.get('location')).toBe('/auth?error=google-replay');
    expect(replayed.headers.getSetCookie().some((c) => /^sanity_session=[^;]/.test(c))).toBe(false);
  });

  test('a callback without the flow cookie (forged or replayed) fails to /auth?error=google', async () => {
    const response = await fetch(`${t.baseUrl}/api/auth/google/callback?code=abc&state=xyz`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/auth?error=google');
  });
});

describe('Google sign-in not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test('/api/auth/providers says google: false and /api/auth/google is 404', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({ google: false });
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/google' });
    expect(start.statusCode).toBe(404);
    expect(start.json()).toEqual({ error: { code: 'not-found', message: 'Risorsa non trovata.' } });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/google/callback' })).statusCode).toBe(404);
  });
});

describe('safeReturnTo', () => {
  test.each([
    ['/dashboard', '/dashboard'],
    ['/doctor/abc?tab=1#x', '/doctor/abc?tab=1#x'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example', '/'],
    ['dashboard', '/'],
    [undefined, '/'],
    // Issue 23: what a Location header cannot hold is percent-encoded; a path the parser turns into '//host' goes to '/'.
    ['/\u3000/evil.example.com', '/%E3%80%80/evil.example.com'],
    ['/articoli/caffè?q=è#sù', '/articoli/caff%C3%A8?q=%C3%A8#s%C3%B9'],
    ['/.//evil.example', '/'],
    ['/%2F/evil.example', '/%2F/evil.example'],
  ])('%s → %s', (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });
});
