import { ContactSchema } from '@sanity/shared/schemas/contact';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const contactRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(
    '/contact',
    {
      config: { access: 'public' },
      schema: {
        tags: ['contact'],
        summary: 'Messaggio dal modulo di contatto della landing: salvato e inviato via e-mail al team (max 5 l’ora per indirizzo)',
        body: ContactSchema,
        response: { 202: z.object({ received: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      await app.services.contact.submit(request.body, request.ip);
      return reply.code(202).send({ received: true });
    },
  );
  done();
};
