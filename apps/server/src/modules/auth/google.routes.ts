import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { setSessionCookie } from '../../plugins/session';
import { FLOW_TTL_MS, type GoogleFailure } from './google';

const FLOW_COOKIE = 'sanity_google_flow';
const FLOW_COOKIE_PATH = '/api/auth/google';
const FAILURE_REDIRECT = '/auth?error=google';
const failureRedirect = (failure: GoogleFailure) => `/auth?error=${failure}`;

/** The value of a signed cookie, or null when it is missing or its signature does not hold. */
function signedCookie(request: FastifyRequest, name: string): string | null {
  const raw = request.cookies[name];
  const unsigned = raw ? request.unsignCookie(raw) : null;
  return unsigned?.valid && unsigned.value ? unsigned.value : null;
}

/** Registered only when Google sign-in is configured; otherwise these paths are 404. */
export const googleRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const google = app.services.google!;
  const { config } = app;
  const secure = config.PUBLIC_URL.startsWith('https:');

  app.get(
    '/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Inizia l’accesso con Google (302 verso il provider OpenID)',
        querystring: z.object({ returnTo: z.string().max(500).optional() }),
      },
    },
    async (request, reply) => {
      const started = await google.begin(request.query.returnTo, request.log);
      if (!started) return reply.redirect(FAILURE_REDIRECT, 302);
      reply.setCookie(FLOW_COOKIE, started.flowCookie, { httpOnly: true, sameSite: 'lax', secure, path: FLOW_COOKIE_PATH, maxAge: FLOW_TTL_MS / 1000, signed: true });
      return reply.redirect(started.url, 302);
    },
  );

  app.get(
    '/callback',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], summary: 'Ritorno dal provider OpenID: apre la sessione e reindirizza' },
    },
    async (request, reply) => {
      // The flow cookie is single-use whatever the outcome.
      reply.clearCookie(FLOW_COOKIE, { path: FLOW_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure });
      const meta = { ip: request.ip, userAgent: request.headers['user-agent'] };
      const signedIn = await google.signIn(signedCookie(request, FLOW_COOKIE), new URL(request.url, config.PUBLIC_URL), meta, request.log);
      if ('failure' in signedIn) return reply.redirect(failureRedirect(signedIn.failure), 302);
      setSessionCookie(reply, config, signedIn.token);
      return reply.redirect(signedIn.returnTo, 302);
    },
  );
  done();
};
