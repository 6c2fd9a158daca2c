import { isAdminFlag, isDoctorRole } from '@sanity/shared/domain/roles';
import { it } from '@sanity/shared/i18n/it';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import type { AuthUser } from '../modules/auth/auth.service';

/**
 * Who may call a route. Every /api and /fhir route declares one in `config.access`; the hook below is the
 * only place that enforces it.
 * - public: anyone
 * - signed-in: any valid session
 * - doctor: a session whose role is doctor or professionista
 * - admin: a session whose admin flag is 1
 * - owner: a session whose user id equals the route's `:uid` parameter
 */
export type Access = 'public' | 'signed-in' | 'doctor' | 'admin' | 'owner';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** The 401 text of this route when it differs from the generic one (the uploads' spec text). */
    unauthenticatedMessage?: string;
  }
  interface FastifyRequest {
    /** Set by plugins/session.ts for /api and /fhir requests with a valid session cookie. */
    user: AuthUser | null;
  }
}

/**
 * The header the page renderer (modules/pages/page-renderer.ts) puts on its in-process reads of
 * the API. A page drawn on the server carries its data in the HTML, where a page's cache, a saved
 * copy or an extension read it as easily as the page: such a read reaches only public routes and
 * `RENDER_READABLE`, and anything else answers 403, which the renderer leaves to the browser to
 * fetch (issue 23). Anyone may send the header: it only takes access away.
 */
export const RENDER_READ_HEADER = 'x-sanity-page-render';

/** The non-public routes a server-drawn page may read: the visitor's own account, which the signed-in header draws. */
const RENDER_READABLE: ReadonlySet<string> = new Set(['/api/auth/me']);

/** The session user of a route declared signed-in (or stricter); 401 otherwise. */
export function signedInUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError(401, it.identity.noUser);
  return request.user;
}

function uidParam(request: FastifyRequest): string | undefined {
  const params = request.params as Record<string, unknown> | undefined;
  return typeof params?.uid === 'string' ? params.uid : undefined;
}

export function registerAccess(app: FastifyInstance): void {
  // A route under /api without a declared access level is a programming error: refuse to start.
  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path;
    // The FHIR API (issue 31, modules/fhir) declares and is checked the same way.
    if (!(url.startsWith('/api/') || url.startsWith('/fhir/')) || url.startsWith('/api/docs')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`La rotta ${String(route.method)} ${url} non dichiara config.access`);
  });

  app.addHook('onRequest', (request, _reply, done) => {
    const { access, unauthenticatedMessage } = request.routeOptions.config;
    if (request.headers[RENDER_READ_HEADER] !== undefined && access !== undefined && access !== 'public' && !RENDER_READABLE.has(request.routeOptions.url ?? '')) {
      done(new AppError(403, it.http.forbidden));
      return;
    }
    done(accessError(access, request, unauthenticatedMessage));
  });
}

/** Why the request may not reach a route with this access level, or undefined when it may. */
function accessError(access: Access | undefined, request: FastifyRequest, unauthenticatedMessage?: string): AppError | undefined {
  if (!access || access === 'public') return undefined;
  const user = request.user;
  // The specification's text for a call without a signed-in user (content-discovery, "missing token").
  if (!user) return new AppError(401, unauthenticatedMessage ?? it.identity.noUser);
  switch (access) {
    case 'signed-in':
      return undefined;
    case 'doctor':
      return isDoctorRole(user.role) ? undefined : new AppError(403, it.http.forbidden);
    case 'admin':
      return isAdminFlag(user.admin) ? undefined : new AppError(403, it.http.forbidden);
    case 'owner':
      return uidParam(request) === user.id ? undefined : new AppError(403, it.http.forbidden);
  }
}
