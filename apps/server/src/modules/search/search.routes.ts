import { SearchQuerySchema, SearchResultsSchema } from '@sanity/shared/schemas/articles';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';

/** GET /api/search (docs/api.md): the dashboard's search dropdown. */
export const searchRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
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
    (request) => app.services.search.search(request.user, request.query),
  );
  done();
};
