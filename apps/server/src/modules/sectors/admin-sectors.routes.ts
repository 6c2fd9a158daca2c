import { AdminSectorListSchema } from '@sanity/shared/schemas/sectors';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';

/** GET /api/admin/sectors: every sector, inactive ones too, with what uses it (issue 13). */
export const adminSectorsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin', 'sectors'], summary: 'Tutti i settori, anche disattivati, con professionisti, prestazioni e articoli che li usano', response: { 200: AdminSectorListSchema } },
    },
    async () => ({ sectors: await app.services.sectors.listForAdmin() }),
  );
  done();
};
