import {
  AdminActivationPageSchema,
  AdminMembershipListSchema,
  AdminMembershipSchema,
  CreateMembershipSchema,
  MembershipActivationsQuerySchema,
  UpdateMembershipSchema,
} from '@sanity/shared/schemas/memberships';
import { idParam } from '@sanity/shared/schemas/fields';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../plugins/access';

/** Membership plans as data (issue 13), under /api/admin/memberships; the public list stays active-only. */
export const adminMembershipsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin', 'memberships'], summary: 'Tutti i piani, anche non offerti, con le attivazioni in corso', response: { 200: AdminMembershipListSchema } },
    },
    async () => ({ memberships: await app.services.memberships.listForAdmin() }),
  );

  app.post(
    '/',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin', 'memberships'], summary: 'Crea un piano (id facoltativo: ricavato dal nome)', body: CreateMembershipSchema, response: { 201: AdminMembershipSchema } },
    },
    async (request, reply) => reply.code(201).send(await app.services.memberships.create(signedInUser(request), request.body)),
  );

  app.get(
    '/activations',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'memberships'],
        summary: 'Le attivazioni, dalla più recente, una pagina alla volta (nextCursor); filtro facoltativo per piano',
        querystring: MembershipActivationsQuerySchema,
        response: { 200: AdminActivationPageSchema },
      },
    },
    (request) => app.services.memberships.activations(request.query),
  );

  app.patch(
    '/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'memberships'],
        summary: 'Modifica un piano (nome, prezzi, vantaggi, durata dell’offerta, attivo); l’id non cambia',
        params: z.object({ id: idParam }),
        body: UpdateMembershipSchema,
        response: { 200: AdminMembershipSchema },
      },
    },
    (request) => app.services.memberships.update(signedInUser(request), request.params.id, request.body),
  );
  done();
};
