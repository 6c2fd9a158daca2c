import { it } from '@sanity/shared/i18n/it';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendError } from '../../plugins/errors';

export const healthRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Stato del servizio: 200 se il database risponde, 503 durante lo spegnimento',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async (_request, reply) => {
      if (!(await app.services.health.isHealthy())) return sendError(reply, 503, it.http.unavailable);
      return { status: 'ok' as const };
    },
  );
  app.get(
    '/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary:
          'Pronto a ricevere traffico (per il proxy): 200 se il database risponde, le migrazioni sono applicate e l’archivio dei file risponde; 503 durante lo spegnimento o se uno manca',
        response: { 200: z.object({ status: z.literal('ready') }) },
      },
    },
    async (_request, reply) => {
      // Which check failed goes to the log (health.service), not to whoever polls this public route.
      if ((await app.services.health.notReady()) !== null) return sendError(reply, 503, it.http.unavailable);
      return { status: 'ready' as const };
    },
  );
  done();
};
