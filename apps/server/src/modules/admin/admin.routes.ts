import { AdminOverviewSchema } from '@sanity/shared/schemas/admin';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';

export const adminRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/overview',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], summary: 'Conteggi per l’area amministrativa', response: { 200: AdminOverviewSchema } },
    },
    async () => app.services.admin.overview(),
  );
  done();
};
