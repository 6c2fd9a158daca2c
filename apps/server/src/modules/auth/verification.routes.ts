import { ChangeEmailSchema, VerifyEmailSchema } from '@sanity/shared/schemas/account';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../plugins/access';

/** E-mail verification and change (issue 12), under /api/auth. */
export const verificationRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const verification = app.services.verification;

  app.post(
    '/verify-email',
    {
      // The link is the proof: it works signed in, signed out, or signed in as someone else.
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Conferma l’indirizzo email con il link ricevuto (monouso, a scadenza)',
        body: VerifyEmailSchema,
        response: { 200: z.object({ emailVerified: z.literal(true) }) },
      },
    },
    async (request) => {
      await verification.verify(request.body.token);
      return { emailVerified: true as const };
    },
  );

  app.post(
    '/verify-email/resend',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['auth'], summary: 'Invia di nuovo il link di conferma dell’indirizzo email', response: { 202: z.null() } },
    },
    async (request, reply) => {
      await verification.resend(signedInUser(request).id);
      return reply.code(202).send(null);
    },
  );

  app.post(
    '/email/change',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: 'Cambia indirizzo email: il nuovo sostituisce il vecchio quando viene confermato',
        body: ChangeEmailSchema,
        response: { 202: z.null() },
      },
    },
    async (request, reply) => {
      await verification.requestChange(signedInUser(request).id, request.body, request.ip);
      return reply.code(202).send(null);
    },
  );
  done();
};
