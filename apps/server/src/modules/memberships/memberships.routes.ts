import {
  ActivateMembershipSchema,
  MembershipActivationSchema,
  MembershipListSchema,
} from '@sanity/shared/schemas/memberships';
import { idParam } from '@sanity/shared/schemas/fields';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const membershipsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/memberships',
    {
      config: { access: 'public' },
      schema: { tags: ['memberships'], summary: 'Piani di membership attivi', response: { 200: MembershipListSchema } },
    },
    async () => ({ memberships: await app.services.memberships.listActive() }),
  );

  app.post(
    '/users/:uid/activate-membership',
    {
      // Owner here; the service adds the doctor-only rule with its own message.
      config: { access: 'owner' },
      schema: {
        tags: ['memberships'],
        summary: "Attiva un piano (solo per sé stessi, solo professionisti); idempotente finché l'offerta è attiva",
        params: z.object({ uid: idParam }),
        body: ActivateMembershipSchema,
        response: { 200: MembershipActivationSchema },
      },
    },
    async (request) => app.services.memberships.activate(request.params.uid, request.body.membershipId),
  );
  done();
};
