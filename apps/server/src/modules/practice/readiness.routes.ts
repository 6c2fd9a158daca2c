import { ReadinessSchema } from '@sanity/shared/schemas/onboarding';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/access';

/** The signed-in doctor's setup checklist (issue 15), registered under /api/practice. */
export const readinessRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/readiness',
    {
      config: { access: 'doctor' },
      schema: {
        tags: ['practice'],
        summary: 'Passi della configurazione dello studio e se i pazienti possono già prenotare',
        response: { 200: ReadinessSchema },
      },
    },
    async (request) => app.services.readiness.of(signedInUser(request).id),
  );
  done();
};
