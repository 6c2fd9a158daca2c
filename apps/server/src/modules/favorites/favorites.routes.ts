import { ArticleListSchema, FavoriteStateSchema, PersonalListQuerySchema } from '@sanity/shared/schemas/articles';
import { idParam } from '@sanity/shared/schemas/fields';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../plugins/access';

const Params = z.object({ id: idParam });

/** Favourites (docs/api.md), registered under /api. Marks go through the articles' read rule. */
export const favoritesRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(
    '/articles/:id/favorite',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['favorites'],
        summary: 'Aggiunge ai preferiti (idempotente; solo contenuti leggibili)',
        params: Params,
        response: { 200: FavoriteStateSchema },
      },
    },
    (request) => app.services.articles.setFavorite(signedInUser(request).id, request.params.id, true),
  );

  app.delete(
    '/articles/:id/favorite',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['favorites'], summary: 'Rimuove dai preferiti (idempotente)', params: Params, response: { 200: FavoriteStateSchema } },
    },
    (request) => app.services.articles.setFavorite(signedInUser(request).id, request.params.id, false),
  );

  app.get(
    '/favorites',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['favorites'],
        summary: "I preferiti che l'utente può ancora leggere, dal più recente",
        querystring: PersonalListQuerySchema,
        response: { 200: ArticleListSchema },
      },
    },
    (request) => app.services.articles.listFavorites(signedInUser(request).id, request.query),
  );

  done();
};
