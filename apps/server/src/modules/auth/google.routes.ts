import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { setSessionCookie } from '../../plugins/session';
import type { GoogleFlow } from './google';

const FLOW_COOKIE = 'sanity_google_flow';
const FLOW_COOKIE_PATH = '/api/auth/google';
const FAILURE_REDIRECT = '/auth?error=google';

function decodeFlow(raw: string): GoogleFlow | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    const flow = value as Partial<GoogleFlow>;
    if (
      typeof flow.verifier === 'string' &&
      typeof flow.state === 'string' &&
      typeof flow.nonce === 'string' &&
      typeof flow.returnTo === 'string'
    ) {
      return flow as GoogleFlow;
    }
  } catch {
    // fall through
  }
  return null;
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
      try {
        const { url, flow } = await google.start(request.query.returnTo);
        reply.setCookie(FLOW_COOKIE, Buffer.from(JSON.stringify(flow)).toString('base64url'), {
          httpOnly: true,
          sameSite: 'lax',
          secure,
          path: FLOW_COOKIE_PATH,
          maxAge: 10 * 60,
          signed: true,
        });
        return reply.redirect(url, 302);
      } catch (error) {
        request.log.warn({ err: error }, 'Google sign-in could not start');
        return reply.redirect(FAILURE_REDIRECT, 302);
      }
    },
  );

  app.get(
    '/callback',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], summary: 'Ritorno dal provider OpenID: apre la sessione e reindirizza' },
    },
    async (request, reply) => {
      const raw = request.cookies[FLOW_COOKIE];
      reply.clearCookie(FLOW_COOKIE, { path: FLOW_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure });
      try {
        const unsigned = raw ? request.unsignCookie(raw) : null;
        const flow = unsigned?.valid && unsigned.value ? decodeFlow(unsigned.value) : null;
        if (!flow) throw new Error('missing or invalid flow cookie');
        const callbackUrl = new URL(request.url, config.PUBLIC_URL);
        const identity = await google.finish(callbackUrl, flow);
        const userId = await google.accountFor(identity);
        await app.services.users.recordLogin(userId);
        const token = await app.services.auth.createSession(userId, { ip: request.ip, userAgent: request.headers['user-agent'] });
        setSessionCookie(reply, config, token);
        return reply.redirect(flow.returnTo, 302);
      } catch (error) {
        request.log.warn({ err: error }, 'Google sign-in failed');
        return reply.redirect(FAILURE_REDIRECT, 302);
      }
    },
  );
  done();
};
