import { createHash } from 'node:crypto';
import { consentsForRole } from '@sanity/shared/domain/privacy/terms';
import * as oidc from 'openid-client';
import { decodeCookieFields, encodeCookieFields } from '../../lib/cookie-fields';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Clock } from '../../lib/clock';
import type { RateLimitCounter } from '../limits/rate-limit-counter';
import type { UsersService } from '../users/users.service';
import type { AuthService, ClientMeta } from './auth.service';
import { sameSitePath } from '@sanity/shared/domain/auth/same-site-path';

/**
 * "Continua con Google": OpenID Connect authorization code flow with PKCE, state and nonce.
 * Enabled only when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set. The issuer is discovered
 * on first use (GOOGLE_ISSUER, a local provider in tests).
 */

/** What the browser keeps, signed and httpOnly, between the redirect out and the callback. */
export interface GoogleFlow {
  verifier: string;
  state: string;
  nonce: string;
  returnTo: string;
  /** When the flow began (ms since the epoch, by the injected clock): a flow is good for FLOW_TTL_MS. */
  startedAt: string;
}

/** How long a flow may take, from the redirect out to the callback: the cookie's lifetime too. */
export const FLOW_TTL_MS = 10 * 60 * 1000;

export interface GoogleIdentity {
  sub: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
}

export class GoogleSignInError extends Error {
  override readonly name = 'GoogleSignInError';
}

/**
 * A Google login for the address of an existing account that was never proven to be its owner's
 * (or Google does not vouch for it): joining them would hand the account to whoever registered
 * the address first, or to whoever holds the Google account (ADR 0012).
 */
export class GoogleLinkRefusedError extends GoogleSignInError {}

/**
 * A callback whose flow was already used (issue 23): the same callback sent again, by a reload or by
 * someone who captured it. The browser's cookie is cleared at the first use, but a copied value is
 * not, and some providers let a code be exchanged twice: the app remembers the flows it used.
 */
export class GoogleFlowReplayedError extends GoogleSignInError {}

/** Why the browser is sent back to the sign-in page: `error=<this>` (the web shows the matching message). */
export type GoogleFailure = 'google' | 'google-link' | 'google-replay';

/** Where the Google sign-in returns: a path of this site (the shared open-redirect guard), else '/'. */
export function safeReturnTo(value: unknown): string {
  return sameSitePath(value) ?? '/';
}

/** The flow as the value of its cookie (the route signs it). */
export function encodeFlow(flow: GoogleFlow): string {
  return encodeCookieFields({ ...flow });
}

/** The flow back from its cookie's (unsigned) value; null when it is not one. */
export function decodeFlow(raw: string): GoogleFlow | null {
  return decodeCookieFields(raw, ['verifier', 'state', 'nonce', 'returnTo', 'startedAt']);
}

export type GoogleAuth = ReturnType<typeof createGoogleAuth>;

export function createGoogleAuth({
  config,
  users,
  sessions,
  logger,
  clock,
  counters,
}: {
  config: Pick<Config, 'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET' | 'GOOGLE_ISSUER' | 'PUBLIC_URL'>;
  users: UsersService;
  sessions: Pick<AuthService, 'openSession'>;
  logger: FastifyBaseLogger;
  clock: Clock;
  /** Where used flows are remembered: the shared counters (a flow's first use counts 1), so every instance knows them. */
  counters: Pick<RateLimitCounter, 'hit'>;
}) {
  const clientId = config.GOOGLE_CLIENT_ID ?? '';
  const clientSecret = config.GOOGLE_CLIENT_SECRET ?? '';
  const issuer = new URL(config.GOOGLE_ISSUER);
  const redirectUri = `${config.PUBLIC_URL}/api/auth/google/callback`;
  let discovered: Promise<oidc.Configuration> | undefined;

  function configuration(): Promise<oidc.Configuration> {
    discovered ??= oidc
      .discovery(
        issuer,
        clientId,
        clientSecret,
        undefined,
        // Plain http is only for a local test provider; Google itself is https.
        issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        discovered = undefined; // try again on the next sign-in
        throw error;
      });
    return discovered;
  }

  /** Builds the provider URL to send the browser to, and the flow state to keep in a cookie. */
  async function start(returnTo: unknown): Promise<{ url: string; flow: GoogleFlow }> {
    const cfg = await configuration();
    const flow: GoogleFlow = {
      verifier: oidc.randomPKCECodeVerifier(),
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      returnTo: safeReturnTo(returnTo),
      startedAt: String(clock.now().getTime()),
    };
    const url = oidc.buildAuthorizationUrl(cfg, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      response_type: 'code',
      code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
      code_challenge_method: 'S256',
      state: flow.state,
      nonce: flow.nonce,
    });
    return { url: url.href, flow };
  }

  /** Completes the flow at the callback URL; returns the verified identity. */
  async function finish(callbackUrl: URL, flow: GoogleFlow): Promise<GoogleIdentity> {
    const cfg = await configuration();
    const tokens = await oidc.authorizationCodeGrant(cfg, callbackUrl, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new GoogleSignInError('no id_token');
    let info: Record<string, unknown> = claims;
    if (typeof claims.email !== 'string') {
      // Some providers put e-mail and name only in the userinfo answer.
      info = { ...(await oidc.fetchUserInfo(cfg, tokens.access_token, claims.sub)), ...claims };
    }
    return {
      sub: claims.sub,
      email: typeof info.email === 'string' ? info.email.toLowerCase() : undefined,
      emailVerified: info.email_verified === true || info.email_verified === 'true',
      name: typeof info.name === 'string' ? info.name : undefined,
    };
  }

  /**
   * The account for a Google identity: the one already linked to it; else the account with the
   * same e-mail, linked only when both sides proved that address (the account's verified e-mail and
   * Google's `email_verified`); else a new patient account, verified since Google vouches for the
   * address. Returns its id.
   */
  async function accountFor(identity: GoogleIdentity): Promise<string> {
    const linked = await users.findByGoogleSub(identity.sub);
    if (linked) {
      if (linked.isDisabled) throw new GoogleSignInError('account disabled');
      return linked.id;
    }
    if (!identity.email || !identity.emailVerified) throw new GoogleSignInError('e-mail missing or not verified');
    const existing = await users.findByEmail(identity.email);
    if (existing) {
      if (existing.isDisabled) throw new GoogleSignInError('account disabled');
      if (existing.googleSub && existing.googleSub !== identity.sub) throw new GoogleSignInError('e-mail linked to another Google account');
      if (!existing.emailVerifiedAt) throw new GoogleLinkRefusedError('existing account with this e-mail is not verified');
      await users.linkGoogleAccount(existing.id, identity.sub);
      logger.info({ userId: existing.id }, 'Google account linked to an existing user');
      return existing.id;
    }
    const displayName = identity.name?.trim() || identity.email.split('@')[0] || 'Utente';
    const created = await users.create({
      role: 'user',
      displayName,
      email: identity.email,
      passwordHash: null,
      googleSub: identity.sub,
      // The sign-in page says that continuing with Google accepts the terms (docs/privacy.md).
      consents: consentsForRole('user'),
      // Reached only with Google's email_verified (checked above).
      emailVerifiedAt: clock.now(),
    });
    logger.info({ userId: created.id }, 'account created from Google sign-in');
    return created.id;
  }

  return {
    redirectUri,

    /**
     * GET /api/auth/google: the provider URL and the flow to keep in the signed cookie
     * (`encodeFlow`), or null when the provider cannot be reached (logged on `log`).
     */
    async begin(returnTo: unknown, log: FastifyBaseLogger = logger): Promise<{ url: string; flowCookie: string } | null> {
      try {
        const { url, flow } = await start(returnTo);
        return { url, flowCookie: encodeFlow(flow) };
      } catch (error) {
        log.warn({ err: error }, 'Google sign-in could not start');
        return null;
      }
    },

    /**
     * GET /api/auth/google/callback: checks the flow kept in the cookie (null: missing, forged or
     * replayed), completes it with the provider, finds or creates the account and opens a session.
     * Answers the session token and where to send the browser, or the failure when any step fails
     * (logged on `log`; the browser only learns that Google sign-in failed, or that the address
     * belongs to an account it may not join).
     */
    async signIn(
      flowCookie: string | null,
      callbackUrl: URL,
      meta: ClientMeta,
      log: FastifyBaseLogger = logger,
    ): Promise<{ token: string; returnTo: string } | { failure: GoogleFailure }> {
      try {
        const flow = flowCookie ? decodeFlow(flowCookie) : null;
        if (!flow) throw new GoogleSignInError('missing or invalid flow cookie');
        // A flow is good once and for FLOW_TTL_MS: its use is remembered that long, so an older one
        // (a copied cookie value outlives the cookie) must be refused by its age.
        const age = clock.now().getTime() - Number(flow.startedAt);
        if (!(age >= 0 && age <= FLOW_TTL_MS)) throw new GoogleSignInError('flow expired');
        // Counted before the code is exchanged: two copies of one callback at once cannot both pass.
        const uses = await counters.hit(`google-flow:${createHash('sha256').update(flow.state).digest('base64url')}`, FLOW_TTL_MS);
        if (uses.current > 1) throw new GoogleFlowReplayedError('flow already used');
        const userId = await accountFor(await finish(callbackUrl, flow));
        return { token: await sessions.openSession(userId, meta), returnTo: flow.returnTo };
      } catch (error) {
        log.warn({ err: error }, 'Google sign-in failed');
        if (error instanceof GoogleFlowReplayedError) return { failure: 'google-replay' };
        return { failure: error instanceof GoogleLinkRefusedError ? 'google-link' : 'google' };
      }
    },
  };
}
