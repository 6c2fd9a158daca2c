import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Clock } from '../src/lib/clock';

/**
 * A local stand-in for the parts of Google the calendar sync uses (issue 10), on 127.0.0.1:
 * - OAuth 2: discovery (`/.well-known/openid-configuration`), the authorize endpoint (consent is
 *   implied: it redirects straight back with a code), the token endpoint (authorization_code with
 *   the S256 PKCE check, refresh_token), with switches for invalid_grant and server errors;
 * - Calendar v3 under `/calendar/v3`: events list (timeMin/timeMax, small pages with pageToken,
 *   singleEvents), insert (409 on a taken id), get, update (PUT), delete (410 once deleted, as
 *   Google keeps deleted events as `cancelled`), each checking the Bearer token (401 when unknown
 *   or expired by the injected clock, 403 without the calendar scope).
 * Events live in memory; tests add "external" events with `addEvent`. Answers follow Google's
 * shapes (error bodies `{ error: { code, message, errors: [{ reason }] } }`).
 *
 * The sign-in tests keep their real OpenID Connect provider (oidc-provider): ID tokens, consent
 * pages and userinfo are what they test, and none of it is needed here.
 */

export interface FakeGoogleEvent {
  id: string;
  status: 'confirmed' | 'tentative' | 'cancelled';
  etag: string;
  iCalUID: string;
  summary?: string;
  description?: string;
  location?: string;
  start: { dateTime?: string; date?: string; timeZone?: string };
  end: { dateTime?: string; date?: string; timeZone?: string };
  transparency?: 'opaque' | 'transparent';
  visibility?: string;
  recurringEventId?: string;
  eventType?: string;
  extendedProperties?: { private?: Record<string, string>; shared?: Record<string, string> };
}

/** What a test passes to addEvent: an event with Google's defaults for what it leaves out. */
export type NewFakeEvent = Partial<FakeGoogleEvent> & Pick<FakeGoogleEvent, 'start' | 'end'>;

interface Grant {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  scope: string;
  offline: boolean;
}

interface AccessToken {
  scope: string;
  expiresAt: number;
}

export interface FakeGoogleOptions {
  clientId: string;
  clientSecret: string;
  /** The fake's idea of now, for access-token expiry: the same test clock the code under test gets. */
  clock: Clock;
  /** Seconds an access token lives (Google: 3599). */
  accessTokenLifetime?: number;
  /** Events per page of the list, small so paging is exercised. */
  pageSize?: number;
  /** The primary calendar's id (Google: the owner's e-mail). */
  primaryCalendarId?: string;
}

export interface FakeGoogle {
  /** The issuer, e.g. http://127.0.0.1:PORT (GOOGLE_ISSUER). */
  url: string;
  /** GOOGLE_CALENDAR_API_URL. */
  calendarApiUrl: string;
  /** Every request the fake answered, in order (method, path without query, grant_type for the token endpoint). */
  requests: Array<{ method: string; path: string; grantType?: string }>;
  /** Opens the authorize URL as a browser would and answers the `code` and `state` Google would send back. */
  authorize(authUrl: string): Promise<{ code: string; state: string | null; redirectUri: string }>;
  /** Adds an event to the primary calendar as if created in Google Calendar; answers it. */
  addEvent(event: NewFakeEvent): FakeGoogleEvent;
  /** The stored event (cancelled ones too), or undefined. */
  event(id: string): FakeGoogleEvent | undefined;
  /** Every stored event of the primary calendar. */
  events(): FakeGoogleEvent[];
  /** From now on, refresh tokens are refused with invalid_grant (the doctor revoked access). */
  revokeRefreshTokens(): void;
  /** Access tokens issued so far stop working (401) although their expiry has not come. */
  invalidateAccessTokens(): void;
  /** The next `count` requests to `target` answer `status` (e.g. 503). */
  failNext(target: 'token' | 'calendar', status: number, count?: number): void;
  close(): Promise<void>;
}

const PRIMARY = 'primary';
const BASE32HEX_ID = /^[a-v0-9]{5,1024}$/;

const randomToken = (prefix: string) => `${prefix}.${randomBytes(18).toString('base64url')}`;
const newEtag = () => `"${randomBytes(8).toString('hex')}"`;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}): void {
  if (body === undefined) {
    response.writeHead(status, headers).end();
    return;
  }
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers }).end(JSON.stringify(body));
}

const apiError = (response: ServerResponse, status: number, reason: string, message: string) =>
  send(response, status, { error: { code: status, message, errors: [{ domain: 'global', reason, message }] } });

const oauthError = (response: ServerResponse, status: number, error: string, description: string) =>
  send(response, status, { error, error_description: description }, { 'cache-control': 'no-store' });

/** The instant an event boundary stands for; a date-only boundary as midnight UTC is close enough for a fake's window filter. */
const instant = (boundary: { dateTime?: string; date?: string }) => Date.parse(boundary.dateTime ?? `${boundary.date ?? ''}T00:00:00Z`);

export async function startFakeGoogle(options: FakeGoogleOptions): Promise<FakeGoogle> {
  const lifetime = options.accessTokenLifetime ?? 3599;
  const pageSize = options.pageSize ?? 2;
  const primaryId = options.primaryCalendarId ?? 'dottore@example.com';
  const codes = new Map<string, Grant>();
  const refreshTokens = new Map<string, { clientId: string; scope: string }>();
  const accessTokens = new Map<string, AccessToken>();
  const store = new Map<string, FakeGoogleEvent>();
  const failures = { token: [] as number[], calendar: [] as number[] };
  let refreshRevoked = false;
  const requests: FakeGoogle['requests'] = [];

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      send(response, 500, { error: { code: 500, message: String(error) } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function issueAccessToken(scope: string): { access_token: string; expires_in: number; scope: string; token_type: string } {
    const token = randomToken('ya29');
    accessTokens.set(token, { scope, expiresAt: options.clock.now().getTime() + lifetime * 1000 });
    return { access_token: token, expires_in: lifetime, scope, token_type: 'Bearer' };
  }

  /** The client's credentials, by client_secret_post or client_secret_basic; false when wrong. */
  function clientAuthenticated(request: IncomingMessage, form: URLSearchParams): boolean {
    let id = form.get('client_id');
    let secret = form.get('client_secret');
    const basic = /^Basic (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (basic) {
      const [user = '', pass = ''] = Buffer.from(basic, 'base64').toString('utf8').split(':');
      id = decodeURIComponent(user);
      secret = decodeURIComponent(pass);
    }
    return id === options.clientId && secret === options.clientSecret;
  }

  async function token(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const form = new URLSearchParams(await readBody(request));
    const grantType = form.get('grant_type') ?? '';
    requests[requests.length - 1]!.grantType = grantType;
    const failure = failures.token.shift();
    if (failure) return send(response, failure, { error: 'internal_failure' });
    if (!clientAuthenticated(request, form)) return oauthError(response, 401, 'invalid_client', 'The OAuth client was not found.');
    if (grantType === 'authorization_code') {
      const code = form.get('code') ?? '';
      const grant = codes.get(code);
      codes.delete(code); // single use, even when the rest fails
      if (!grant || grant.clientId !== options.clientId) return oauthError(response, 400, 'invalid_grant', 'Malformed auth code.');
      if (form.get('redirect_uri') !== grant.redirectUri) return oauthError(response, 400, 'redirect_uri_mismatch', 'Bad Request');
      const verifier = form.get('code_verifier') ?? '';
      if (createHash('sha256').update(verifier).digest('base64url') !== grant.codeChallenge) {
        return oauthError(response, 400, 'invalid_grant', 'Invalid code verifier.');
      }
      const answer: Record<string, unknown> = issueAccessToken(grant.scope);
      if (grant.offline) {
        const refreshToken = randomToken('1/');
        refreshTokens.set(refreshToken, { clientId: grant.clientId, scope: grant.scope });
        answer.refresh_token = refreshToken;
      }
      return send(response, 200, answer, { 'cache-control': 'no-store' });
    }
    if (grantType === 'refresh_token') {
      const stored = refreshTokens.get(form.get('refresh_token') ?? '');
      if (!stored || refreshRevoked) return oauthError(response, 400, 'invalid_grant', 'Token has been expired or revoked.');
      return send(response, 200, issueAccessToken(stored.scope), { 'cache-control': 'no-store' });
    }
    return oauthError(response, 400, 'unsupported_grant_type', 'Invalid grant_type.');
  }

  function authorizeEndpoint(query: URLSearchParams, response: ServerResponse): void {
    const redirectUri = query.get('redirect_uri') ?? '';
    if (query.get('client_id') !== options.clientId || !redirectUri) return oauthError(response, 400, 'invalid_request', 'Missing client_id or redirect_uri.');
    const back = new URL(redirectUri);
    const state = query.get('state');
    if (state !== null) back.searchParams.set('state', state);
    if (query.get('response_type') !== 'code' || query.get('code_challenge_method') !== 'S256' || !query.get('code_challenge')) {
      back.searchParams.set('error', 'invalid_request');
      return send(response, 302, undefined, { location: back.href });
    }
    const scope = query.get('scope') ?? '';
    const code = randomToken('4/');
    codes.set(code, {
      clientId: options.clientId,
      redirectUri,
      codeChallenge: query.get('code_challenge') ?? '',
      scope,
      offline: query.get('access_type') === 'offline',
    });
    back.searchParams.set('code', code);
    back.searchParams.set('scope', scope);
    send(response, 302, undefined, { location: back.href });
  }

  function listEvents(query: URLSearchParams, response: ServerResponse): void {
    const timeMin = query.has('timeMin') ? Date.parse(query.get('timeMin') ?? '') : -Infinity;
    const timeMax = query.has('timeMax') ? Date.parse(query.get('timeMax') ?? '') : Infinity;
    if (Number.isNaN(timeMin) || Number.isNaN(timeMax)) return apiError(response, 400, 'badRequest', 'Bad Request');
    if (query.get('orderBy') === 'startTime' && query.get('singleEvents') !== 'true') {
      return apiError(response, 400, 'badRequest', 'The requested ordering is not available for the particular query.');
    }
    const showDeleted = query.get('showDeleted') === 'true';
    // Google's window: events ending after timeMin and starting before timeMax.
    const matching = [...store.values()]
      .filter((e) => (showDeleted || e.status !== 'cancelled') && instant(e.end) > timeMin && instant(e.start) < timeMax)
      .sort((a, b) => instant(a.start) - instant(b.start) || a.id.localeCompare(b.id));
    const size = Math.min(pageSize, Number(query.get('maxResults') ?? 250));
    const offset = Number(query.get('pageToken') ?? 0);
    const items = matching.slice(offset, offset + size);
    const next = offset + size < matching.length ? String(offset + size) : undefined;
    send(response, 200, {
      kind: 'calendar#events',
      etag: newEtag(),
      summary: primaryId,
      timeZone: 'Europe/Rome',
      accessRole: 'owner',
      items: items.map((e) => ({ kind: 'calendar#event', ...e })),
      ...(next ? { nextPageToken: next } : {}),
    });
  }

  /** Google's event fields from a request body; the server keeps id, etag, iCalUID. */
  function writable(body: Record<string, unknown>): Omit<FakeGoogleEvent, 'id' | 'etag' | 'iCalUID'> {
    return {
      status: body.status === 'cancelled' || body.status === 'tentative' ? body.status : 'confirmed',
      summary: body.summary as string | undefined,
      description: body.description as string | undefined,
      location: body.location as string | undefined,
      start: body.start as FakeGoogleEvent['start'],
      end: body.end as FakeGoogleEvent['end'],
      transparency: body.transparency as FakeGoogleEvent['transparency'],
      visibility: body.visibility as string | undefined,
      extendedProperties: body.extendedProperties as FakeGoogleEvent['extendedProperties'],
    };
  }

  async function calendar(request: IncomingMessage, response: ServerResponse, path: string, query: URLSearchParams): Promise<void> {
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const access = accessTokens.get(bearer);
    if (!access || access.expiresAt <= options.clock.now().getTime()) {
      return send(response, 401, { error: { code: 401, message: 'Request had invalid authentication credentials.', errors: [{ reason: 'authError' }], status: 'UNAUTHENTICATED' } }, { 'www-authenticate': 'Bearer realm="https://accounts.google.com/"' });
    }
    const scopes = access.scope.split(' ');
    if (!scopes.includes('https://www.googleapis.com/auth/calendar.events') && !scopes.includes('https://www.googleapis.com/auth/calendar')) {
      return apiError(response, 403, 'insufficientPermissions', 'Request had insufficient authentication scopes.');
    }
    const failure = failures.calendar.shift();
    if (failure) return apiError(response, failure, 'backendError', 'Backend Error');

    const match = /^\/calendars\/([^/]+)\/events(?:\/([^/]+))?$/.exec(path);
    const calendarId = match ? decodeURIComponent(match[1]!) : '';
    if (!match || (calendarId !== PRIMARY && calendarId !== primaryId)) return apiError(response, 404, 'notFound', 'Not Found');
    const eventId = match[2] ? decodeURIComponent(match[2]) : undefined;
    const method = request.method ?? 'GET';

    if (!eventId && method === 'GET') return listEvents(query, response);
    if (!eventId && method === 'POST') {
      const body = JSON.parse((await readBody(request)) || '{}') as Record<string, unknown>;
      const id = typeof body.id === 'string' ? body.id : randomBytes(13).toString('hex');
      if (!BASE32HEX_ID.test(id)) return apiError(response, 400, 'invalid', 'Invalid resource id value.');
      if (store.has(id)) return apiError(response, 409, 'duplicate', 'The requested identifier already exists.');
      const event: FakeGoogleEvent = { ...writable(body), id, etag: newEtag(), iCalUID: `${id}@google.com` };
      store.set(id, event);
      return send(response, 200, { kind: 'calendar#event', ...event });
    }
    const existing = eventId ? store.get(eventId) : undefined;
    if (!existing) return apiError(response, 404, 'notFound', 'Not Found');
    if (method === 'GET') return send(response, 200, { kind: 'calendar#event', ...existing });
    if (method === 'PUT') {
      const body = JSON.parse((await readBody(request)) || '{}') as Record<string, unknown>;
      const event: FakeGoogleEvent = { ...writable(body), id: existing.id, etag: newEtag(), iCalUID: existing.iCalUID };
      store.set(existing.id, event);
      return send(response, 200, { kind: 'calendar#event', ...event });
    }
    if (method === 'DELETE') {
      if (existing.status === 'cancelled') return apiError(response, 410, 'deleted', 'Resource has been deleted');
      store.set(existing.id, { ...existing, status: 'cancelled', etag: newEtag() });
      return send(response, 204);
    }
    return apiError(response, 405, 'methodNotAllowed', 'Method Not Allowed');
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const target = new URL(request.url ?? '/', url);
    requests.push({ method: request.method ?? 'GET', path: target.pathname });
    if (target.pathname === '/.well-known/openid-configuration') {
      return send(response, 200, {
        issuer: url,
        authorization_endpoint: `${url}/o/oauth2/v2/auth`,
        token_endpoint: `${url}/token`,
        jwks_uri: `${url}/oauth2/v3/certs`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        scopes_supported: ['openid', 'email', 'profile'],
        token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
        code_challenge_methods_supported: ['plain', 'S256'],
        grant_types_supported: ['authorization_code', 'refresh_token'],
      });
    }
    if (target.pathname === '/o/oauth2/v2/auth' && request.method === 'GET') return authorizeEndpoint(target.searchParams, response);
    if (target.pathname === '/token' && request.method === 'POST') return token(request, response);
    if (target.pathname.startsWith('/calendar/v3/')) return calendar(request, response, target.pathname.slice('/calendar/v3'.length), target.searchParams);
    return send(response, 404, { error: { code: 404, message: 'Not Found' } });
  }

  return {
    url,
    calendarApiUrl: `${url}/calendar/v3`,
    requests,
    async authorize(authUrl) {
      const answer = await fetch(authUrl, { redirect: 'manual' });
      const location = answer.headers.get('location');
      if (answer.status !== 302 || !location) throw new Error(`authorize answered ${answer.status}`);
      const back = new URL(location);
      const code = back.searchParams.get('code');
      if (!code) throw new Error(`authorize refused: ${back.searchParams.get('error') ?? 'no code'}`);
      return { code, state: back.searchParams.get('state'), redirectUri: `${back.origin}${back.pathname}` };
    },
    addEvent(event) {
      const id = event.id ?? randomBytes(13).toString('hex');
      const stored: FakeGoogleEvent = { status: 'confirmed', etag: newEtag(), iCalUID: `${id}@google.com`, ...event, id };
      store.set(id, stored);
      return stored;
    },
    event: (id) => store.get(id),
    events: () => [...store.values()],
    revokeRefreshTokens() {
      refreshRevoked = true;
    },
    invalidateAccessTokens() {
      accessTokens.clear();
    },
    failNext(targetName, status, count = 1) {
      for (let i = 0; i < count; i += 1) failures[targetName].push(status);
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
