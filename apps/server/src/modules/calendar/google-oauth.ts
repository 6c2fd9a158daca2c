import * as oidc from 'openid-client';
import type { Config } from '../../config';
import type { Clock } from '../../lib/clock';
import { CalendarAuthError, CalendarUnavailableError } from './calendar-provider';

/**
 * Google Calendar authorisation (issue 10): OAuth 2 authorization-code flow with PKCE and offline
 * access, on the same OAuth client as "Continua con Google" (GOOGLE_CLIENT_ID/SECRET, endpoints
 * discovered from GOOGLE_ISSUER, a local fake in tests). Plain functions: the routes keep
 * `state` and the code verifier between the redirect out and the callback, and the calendar
 * service seals and stores the tokens.
 */

/**
 * Only `calendar.events` (read and write events): that is all the sync does. Listing or reading
 * calendars (`calendar.readonly`) would also show the app the content of every calendar the doctor
 * can see, so the provider keeps to the alias 'primary' instead of asking for the calendar's id.
 */
export const GOOGLE_CALENDAR_SCOPE = 'https://www.googleapis.com/auth/calendar.events';

/** What the calendar connection keeps, sealed: never logged, never returned by the API. */
export interface GoogleTokens {
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
}

/** Refresh an access token when less than this is left, so it does not expire mid-request. */
export const ACCESS_TOKEN_MARGIN_MS = 60_000;

/** True when the access token should be refreshed before use (expired, or under a minute left). */
export function accessTokenNeedsRefresh(expiresAt: Date, now: Date): boolean {
  return expiresAt.getTime() - now.getTime() < ACCESS_TOKEN_MARGIN_MS;
}

/** Google's answer carries `expires_in` (seconds); without one, assume its usual hour. */
const DEFAULT_LIFETIME_S = 3600;

export type GoogleCalendarOAuth = ReturnType<typeof createGoogleCalendarOAuth>;

export function createGoogleCalendarOAuth({
  config,
  clock,
}: {
  config: Pick<Config, 'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET' | 'GOOGLE_ISSUER' | 'PUBLIC_URL'>;
  clock: Clock;
}) {
  const issuer = new URL(config.GOOGLE_ISSUER);
  const redirectUri = `${config.PUBLIC_URL}/api/calendar/google/callback`;
  let discovered: Promise<oidc.Configuration> | undefined;

  function configuration(): Promise<oidc.Configuration> {
    discovered ??= oidc
      .discovery(
        issuer,
        config.GOOGLE_CLIENT_ID ?? '',
        config.GOOGLE_CLIENT_SECRET ?? '',
        undefined,
        // Plain http is only for a local test provider; Google itself is https.
        issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        discovered = undefined; // try again next time
        throw error;
      });
    return discovered;
  }

  const expiresAt = (expiresIn: number | undefined) => new Date(clock.now().getTime() + (expiresIn ?? DEFAULT_LIFETIME_S) * 1000);

  /**
   * The token endpoint's failures as the provider contract's errors. Google's invalid_grant (the
   * doctor revoked access, the refresh token expired, or a code was reused) means re-authorising;
   * an unreachable or failing Google means later. Other refusals (invalid_client: our OAuth client
   * is misconfigured) are neither and stay plain errors. The messages carry the OAuth error code
   * only: the request and response bodies hold codes and tokens.
   */
  function translate(error: unknown): Error {
    if (error instanceof oidc.ResponseBodyError) {
      if (error.error === 'invalid_grant') return new CalendarAuthError('Google refused the grant (invalid_grant)');
      if (error.status >= 500) return new CalendarUnavailableError(`Google token endpoint answered ${error.status}`);
      return new Error(`Google token endpoint refused the request (${error.error})`);
    }
    if (error instanceof TypeError) return new CalendarUnavailableError(`Google could not be reached: ${error.message}`);
    if (error instanceof oidc.ClientError) return new CalendarUnavailableError(`Google answered unexpectedly (${error.code ?? error.message})`);
    return error instanceof Error ? error : new Error(String(error));
  }

  async function call<T>(work: (cfg: oidc.Configuration) => Promise<T>): Promise<T> {
    try {
      return await work(await configuration());
    } catch (error) {
      throw translate(error);
    }
  }

  return {
    redirectUri,

    /**
     * The Google URL to open (in a new tab, spec §4) to authorise the calendar. `state` and
     * `codeVerifier` (oidc.randomState / randomPKCECodeVerifier) are kept by the caller for the
     * callback. `prompt=consent` makes Google answer a refresh token even when the doctor had
     * authorised before (it sends one only on consent).
     */
    async calendarAuthUrl({ state, codeVerifier }: { state: string; codeVerifier: string }): Promise<string> {
      return call(async (cfg) =>
        oidc.buildAuthorizationUrl(cfg, {
          redirect_uri: redirectUri,
          scope: GOOGLE_CALENDAR_SCOPE,
          response_type: 'code',
          code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
          code_challenge_method: 'S256',
          state,
          access_type: 'offline',
          prompt: 'consent',
        }).href,
      );
    },

    /**
     * Trades the callback's `code` (its `state` already checked by the route) for tokens. Throws
     * CalendarAuthError when Google refuses the code, or when it grants no refresh token or not the
     * calendar scope (the doctor unticked it on the consent page): the sync could not work.
     */
    async exchangeCode(code: string, codeVerifier: string): Promise<GoogleTokens> {
      const callbackUrl = new URL(redirectUri);
      callbackUrl.searchParams.set('code', code);
      const tokens = await call((cfg) => oidc.authorizationCodeGrant(cfg, callbackUrl, { pkceCodeVerifier: codeVerifier, idTokenExpected: false }));
      if (!tokens.refresh_token) throw new CalendarAuthError('Google granted no refresh token');
      if (tokens.scope !== undefined && !tokens.scope.split(' ').includes(GOOGLE_CALENDAR_SCOPE)) {
        throw new CalendarAuthError('Google did not grant the calendar scope');
      }
      return { accessToken: tokens.access_token, refreshToken: tokens.refresh_token, expiresAt: expiresAt(tokens.expires_in) };
    },

    /**
     * A new access token for the refresh token. Google normally keeps the refresh token; when it
     * answers a new one, that one replaces it. invalid_grant → CalendarAuthError; network or
     * server error → CalendarUnavailableError.
     */
    async refresh(refreshToken: string): Promise<GoogleTokens> {
      const tokens = await call((cfg) => oidc.refreshTokenGrant(cfg, refreshToken));
      return {
        accessToken: tokens.access_token,
        refreshToken: tokens.refresh_token ?? refreshToken,
        expiresAt: expiresAt(tokens.expires_in),
      };
    },
  };
}
