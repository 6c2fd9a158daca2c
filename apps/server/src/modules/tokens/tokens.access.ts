import { isAdminFlag, isDoctorRole } from '@sanity/shared/domain/roles';
import type { TokenScope } from '@sanity/shared/domain/tokens/scopes';
import { itApiAccess } from '@sanity/shared/i18n/it-api-access';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../auth/auth.service';

/**
 * Who may use a personal access token where (issue 31 point 3), decided here only.
 *
 * A request with `Authorization: Bearer snt_…` is taken by its token, never by a cookie it may also
 * carry:
 * - on /fhir/… the token's account becomes `request.user` (so the routes' `config.access` is
 *   checked as for a session) and `request.accessToken` holds its scopes, which the FHIR code asks
 *   through `tokenCaller(request, scope)` for each read;
 * - on /api/… only a route that declares `config.tokenScope` (the webhook API: 'webhooks:manage')
 *   accepts it, when the token carries that scope (403 otherwise); every other /api route, the
 *   app's own, answers 403 whatever the token, so a leaked token cannot act as its owner in the app.
 * An unknown, revoked or expired token, or one of a disabled or erased account, is 401.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The scope a personal access token needs on this /api route; without it the route refuses tokens. */
    tokenScope?: TokenScope;
  }
  interface FastifyRequest {
    /** The personal access token the request was authenticated with (null: a session, or nobody). */
    accessToken: { id: string; scopes: TokenScope[] } | null;
  }
}

const t = itApiAccess.tokens;

export const accountOf = (user: Pick<AuthUser, 'role' | 'admin'>) => ({ isDoctor: isDoctorRole(user.role), isAdmin: isAdminFlag(user.admin) });

/** How the audit log names the account acting on its own tokens or endpoints. */
export const actorRoleOf = (user: Pick<AuthUser, 'role' | 'admin'>): 'doctor' | 'admin' | 'patient' =>
  isDoctorRole(user.role) ? 'doctor' : isAdminFlag(user.admin) ? 'admin' : 'patient';

/** The bearer token of a request, or null when it carries none (another scheme is not ours: ignored). */
function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}

const isFhirPath = (url: string) => url === '/fhir' || url.startsWith('/fhir/') || url.startsWith('/fhir?');
const isApiPath = (url: string) => url.startsWith('/api/');

/** Registered after the session plugin and before the access plugin: a token's account is then checked like a session's. */
export function registerTokenAuth(app: FastifyInstance): void {
  app.decorateRequest('accessToken', null);
  app.addHook('onRequest', async (request) => {
    request.accessToken = null;
    const raw = bearerOf(request);
    if (raw === null) return;
    const fhir = isFhirPath(request.url);
    if (!fhir && !isApiPath(request.url)) return;
    const needed = request.routeOptions.config.tokenScope;
    if (!fhir && needed === undefined) {
      // The app's own routes: a token is refused, even alongside a valid cookie.
      request.user = null;
      throw new AppError(403, t.notForAppRoutes);
    }
    const found = await app.services.tokens.authenticate(raw);
    if (!found) {
      request.user = null;
      throw new AppError(401, t.invalid);
    }
    if (needed !== undefined && !found.token.scopes.includes(needed)) {
      request.user = null;
      throw new AppError(403, t.missingScope(needed));
    }
    request.user = found.user;
    request.accessToken = found.token;
  });
}

/** A token-authenticated caller of the FHIR API (or any route that takes tokens). */
export interface TokenCaller {
  userId: string;
  isDoctor: boolean;
  isAdmin: boolean;
  tokenId: string;
  scopes: readonly TokenScope[];
}

/**
 * For the FHIR code (issue 31 points 1 and 3): the token caller of a request, checked for `scope`.
 * null when the request came without a token (a session or nobody: the caller is the session's, as
 * before); a token without `scope` is 403 with the Italian reason. A read that needs no scope
 * (public resources) does not call this.
 */
export function tokenCaller(request: FastifyRequest, scope: TokenScope): TokenCaller | null {
  const token = request.accessToken;
  const user = request.user;
  if (!token || !user) return null;
  if (!token.scopes.includes(scope)) throw new AppError(403, t.missingScope(scope));
  return { userId: user.id, tokenId: token.id, scopes: token.scopes, ...accountOf(user) };
}

/** Whether the request may read with `scope`: a session may do all its account may; a token only what it carries. */
export const requestHasScope = (request: FastifyRequest, scope: TokenScope): boolean => !request.accessToken || request.accessToken.scopes.includes(scope);
