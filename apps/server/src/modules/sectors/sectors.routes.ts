import { SectorListSchema } from '@sanity/shared/schemas/sectors';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';

export const sectorsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/',
    {
      config: { access: 'public' },
      schema: { tags: ['sectors'], summary: 'Settori attivi, in ordine di nome', response: { 200: SectorListSchema } },
    },
    async () => ({ sectors: await app.services.sectors.listActive() }),
  );
  done();
};
