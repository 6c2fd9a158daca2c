import { SessionListSchema } from '@sanity/shared/schemas/account';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../plugins/access';
import { clearSessionCookie } from '../../plugins/session';

/** The account's signed-in devices (issue 12 point 5), under /api/auth/sessions. */
export const sessionsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { config } = app;
  const sessions = app.services.sessions;

  app.get(
    '/',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['auth'], summary: 'Le sessioni aperte dell’account (dispositivo, luogo, ultimo utilizzo)', response: { 200: SessionListSchema } },
    },
    async (request) => {
      const user = signedInUser(request);
      return { sessions: await sessions.list(user.id, user.sessionId) };
    },
  );

  app.delete(
    '/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: 'Chiude una sessione dell’account (quella corrente cancella anche il cookie)',
        params: z.object({ id: z.string().max(64) }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { wasCurrent } = await sessions.revoke(user.id, user.sessionId, request.params.id);
      if (wasCurrent) clearSessionCookie(reply, config);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['auth'], summary: 'Chiude tutte le sessioni dell’account, compresa questa', response: { 204: z.null() } },
    },
    async (request, reply) => {
      await sessions.revokeAll(signedInUser(request).id);
      clearSessionCookie(reply, config);
      return reply.code(204).send(null);
    },
  );
  done();
};
