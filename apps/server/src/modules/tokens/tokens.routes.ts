import { idParam } from '@sanity/shared/schemas/fields';
import { AccessTokenListSchema, CreatedTokenSchema, CreateTokenSchema } from '@sanity/shared/schemas/tokens';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../plugins/access';

/**
 * A person's personal access tokens (issue 31, docs/api.md "Personal access tokens"), under
 * /api/tokens. A session only: a token cannot make or list tokens (these routes declare no
 * `tokenScope`, so tokens.access.ts refuses them here).
 */
export const tokensRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = () => app.services.tokens;

  app.get(
    '/',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['tokens'], summary: 'I propri token di accesso attivi (mai il token stesso) e i permessi che si possono concedere', response: { 200: AccessTokenListSchema } },
    },
    (request) => service().list(signedInUser(request)),
  );

  app.post(
    '/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['tokens'],
        summary: 'Crea un token di accesso personale: il token è nella risposta, e solo in questa',
        body: CreateTokenSchema,
        response: { 201: CreatedTokenSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service().create(signedInUser(request), request.body)),
  );

  app.delete(
    '/:id',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['tokens'], summary: 'Revoca un token', params: z.object({ id: idParam }), response: { 204: z.null() } },
    },
    async (request, reply) => {
      await service().revoke(signedInUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
  done();
};
