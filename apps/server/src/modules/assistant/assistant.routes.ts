import { ChatHistorySchema, ChatReplySchema, ChatSendSchema } from '@sanity/shared/schemas/chat';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/access';

/** Igea (spec §7 chat-getConversationHistory, chat-chatWithIgea; docs/api.md "Igea"). */
export const assistantRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/history',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['chat'], summary: 'La conversazione con Igea (gli ultimi 100 messaggi, dal più vecchio)', response: { 200: ChatHistorySchema } },
    },
    (request) => app.services.assistant.history(signedInUser(request)),
  );

  app.post(
    '/messages',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['chat'],
        summary: 'Un messaggio a Igea e la sua risposta, con le fonti (429 oltre 10 al minuto o 200 al giorno)',
        body: ChatSendSchema,
        response: { 200: ChatReplySchema },
      },
    },
    (request) => app.services.assistant.send(signedInUser(request), request.body),
  );

  app.delete(
    '/history',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['chat'], summary: 'Cancella tutta la conversazione con Igea' },
    },
    async (request, reply) => {
      await app.services.assistant.clear(signedInUser(request));
      return reply.code(204).send();
    },
  );
  done();
};
