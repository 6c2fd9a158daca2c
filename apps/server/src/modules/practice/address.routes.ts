import { PracticeAddressResponseSchema, PracticeAddressSchema } from '@sanity/shared/schemas/practice-address';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/access';

/** The signed-in doctor's practice address (issue 15), registered under /api/practice. */
export const practiceAddressRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/address',
    {
      config: { access: 'doctor' },
      schema: {
        tags: ['practice'],
        summary: "Indirizzo dello studio del dottore (null se non impostato)",
        response: { 200: PracticeAddressResponseSchema },
      },
    },
    async (request) => ({ address: await app.services.practiceAddress.get(signedInUser(request).id) }),
  );

  app.put(
    '/address',
    {
      config: { access: 'doctor' },
      schema: {
        tags: ['practice'],
        summary: "Imposta o sostituisce l'indirizzo dello studio (dato pubblico)",
        body: PracticeAddressSchema,
        response: { 200: PracticeAddressResponseSchema },
      },
    },
    async (request) => ({ address: await app.services.practiceAddress.set(signedInUser(request).id, request.body) }),
  );

  app.delete(
    '/address',
    {
      config: { access: 'doctor' },
      schema: {
        tags: ['practice'],
        summary: "Rimuove l'indirizzo dello studio",
        response: { 200: PracticeAddressResponseSchema },
      },
    },
    async (request) => {
      await app.services.practiceAddress.clear(signedInUser(request).id);
      return { address: null };
    },
  );
  done();
};
