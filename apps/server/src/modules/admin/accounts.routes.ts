import { AdminUserListQuerySchema, AdminUserListSchema, AdminUserResponseSchema, DisableUserSchema } from '@sanity/shared/schemas/admin-accounts';
import { idParam } from '@sanity/shared/schemas/fields';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../plugins/access';

const Params = z.object({ id: idParam });

/** The admin's accounts under /api/admin/users (issue 13 point 8): list, disable, re-enable. */
export const accountsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Gli account (non cancellati), dai più recenti, per nome o email, ruolo e stato, una pagina alla volta (nextCursor)',
        querystring: AdminUserListQuerySchema,
        response: { 200: AdminUserListSchema },
      },
    },
    (request) => app.services.accountsAdmin.list(request.query),
  );

  app.post(
    '/:id/disable',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Disattiva un account: le sue sessioni terminano e non può più accedere',
        params: Params,
        body: DisableUserSchema,
        response: { 200: AdminUserResponseSchema },
      },
    },
    async (request) => ({ user: await app.services.accountsAdmin.disable(signedInUser(request), request.params.id, request.body.reason) }),
  );

  app.post(
    '/:id/enable',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], summary: 'Riattiva un account disattivato', params: Params, response: { 200: AdminUserResponseSchema } },
    },
    async (request) => ({ user: await app.services.accountsAdmin.enable(signedInUser(request), request.params.id) }),
  );
  done();
};
