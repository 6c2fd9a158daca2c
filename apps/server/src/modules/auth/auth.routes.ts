import { AuthProvidersSchema, LoginSchema, RegisterSchema, UserSchema } from '@sanity/shared/schemas/auth';
import { StaffPracticeSchema } from '@sanity/shared/schemas/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../plugins/access';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from '../../plugins/session';
import { googleRoutes } from './google.routes';

const UserResponse = z.object({ user: UserSchema });
/** Issue 30: /me also names the practices the person works for (the web's practice switcher). */
const MeResponse = UserResponse.extend({ practices: z.array(StaffPracticeSchema) });

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const meta = (request: { ip: string; headers: { 'user-agent'?: string | undefined } }) => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });

  app.get(
    '/providers',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], summary: 'Metodi di accesso disponibili', response: { 200: AuthProvidersSchema } },
    },
    () => Promise.resolve({ google: config.googleEnabled }),
  );

  app.post(
    '/register',
    {
      config: { access: 'public', rateLimit: app.limits.register },
      schema: {
        tags: ['auth'],
        summary: 'Registrazione di un paziente o di un professionista; apre la sessione',
        body: RegisterSchema,
        response: { 201: UserResponse },
      },
    },
    async (request, reply) => {
      const { user, token } = await app.services.auth.register(request.body, meta(request));
      setSessionCookie(reply, config, token);
      return reply.code(201).send({ user });
    },
  );

  app.post(
    '/login',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], summary: 'Accesso con email e password', body: LoginSchema, response: { 200: UserResponse } },
    },
    async (request, reply) => {
      const { user, token } = await app.services.auth.login(request.body, meta(request));
      setSessionCookie(reply, config, token);
      return { user };
    },
  );

  app.post(
    '/logout',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], summary: 'Chiude la sessione (anche senza sessione risponde 204)', response: { 204: z.null() } },
    },
    async (request, reply) => {
      await app.services.auth.logout(request.cookies[SESSION_COOKIE]);
      clearSessionCookie(reply, config);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/me',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['auth'], summary: "L'utente della sessione e gli studi per cui lavora", response: { 200: MeResponse } },
    },
    async (request) => {
      const user = signedInUser(request);
      const [me, practices] = await Promise.all([app.services.auth.me(user), app.services.auth.worksForPractices(user) ? app.services.staff.practicesOf(user.id) : []]);
      return { user: me, practices };
    },
  );

  if (app.services.google) await app.register(googleRoutes, { prefix: '/google' });
};
