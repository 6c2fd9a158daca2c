import { ChangePasswordSchema, ForgotPasswordSchema, ResetPasswordSchema } from '@sanity/shared/schemas/account';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../plugins/access';

/** Password reset and change (issue 12 point 3), under /api/auth/password. */
export const passwordRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const passwords = app.services.passwords;

  app.post(
    '/forgot',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Invia un link per reimpostare la password (risponde 202 anche se l’indirizzo non esiste)',
        body: ForgotPasswordSchema,
        response: { 202: z.null() },
      },
    },
    async (request, reply) => {
      await passwords.forgot(request.body.email);
      return reply.code(202).send(null);
    },
  );

  app.post(
    '/reset',
    {
      // The link is the proof, signed in or not.
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Imposta una nuova password con il link ricevuto; chiude tutte le sessioni dell’account',
        body: ResetPasswordSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await passwords.reset(request.body.token, request.body.password);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/change',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: 'Cambia la password (serve quella attuale); chiude le altre sessioni',
        body: ChangePasswordSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      await passwords.change({ id: user.id, sessionId: user.sessionId }, request.body, request.ip);
      return reply.code(204).send(null);
    },
  );
  done();
};
