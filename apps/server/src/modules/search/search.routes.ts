import { SearchQuerySchema, SearchResultsSchema } from '@sanity/shared/schemas/articles';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { keptReplies } from '../read-cache/kept-reply';

/** GET /api/search (docs/api.md): the dashboard's search dropdown. */
export const searchRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  // A kept search goes out as the bytes it was first sent as (ADR 0024); this route carries no validator.
  const send = keptReplies<Awaited<ReturnType<typeof app.services.search.search>>>({ validator: false });
  app.get(
    '/search',
    {
      config: { access: 'public', rateLimit: app.limits.search },
      schema: {
        tags: ['search'],
        summary: 'Cerca articoli e terapie per titolo e tag (almeno 3 caratteri, al massimo 5 risultati)',
        querystring: SearchQuerySchema,
        response: { 200: SearchResultsSchema },
      },
    },
    async (request, reply) => send(reply, await app.services.search.search(request.user, request.query)),
  );
  done();
};
