import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config';

export const SESSION_COOKIE = 'sanity_session';

/**
 * Reads the `sanity_session` cookie on /api and /fhir requests and puts the signed-in user on
 * `request.user` (null without a valid session). The database row is the truth: logout or an
 * expired or disabled account ends the session at once, on every instance.
 */
export function registerSession(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    request.user = null;
    // The app's API and the FHIR API (issue 31; its caller is decided in modules/fhir/fhir.access.ts).
    if (!request.url.startsWith('/api/') && !request.url.startsWith('/fhir/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (token) request.user = await app.services.auth.resolveSession(token);
  });
}

export function setSessionCookie(reply: FastifyReply, config: Pick<Config, 'PUBLIC_URL' | 'SESSION_TTL_DAYS'>, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: config.PUBLIC_URL.startsWith('https:'),
    maxAge: config.SESSION_TTL_DAYS * 24 * 60 * 60,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Pick<Config, 'PUBLIC_URL'>): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/', secure: config.PUBLIC_URL.startsWith('https:') });
}
