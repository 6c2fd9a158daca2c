import { idParam } from '@sanity/shared/schemas/fields';
import { JobListQuerySchema, JobListSchema, JobRetryResponseSchema } from '@sanity/shared/schemas/jobs';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../plugins/access';

const Params = z.object({ id: idParam });

/** /api/admin/jobs (admins only): the job runner's counts and a page of jobs, the dead-lettered ones by default; retry of a dead one. */
export const jobsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Lavori in background: conteggi per stato e lavori falliti, una pagina alla volta (nextCursor)',
        querystring: JobListQuerySchema,
        response: { 200: JobListSchema },
      },
    },
    (request) => app.services.deadLetters.list(request.query),
  );

  app.post(
    '/:id/retry',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Rimette in coda un lavoro fallito (tentativi azzerati, eseguito subito)',
        params: Params,
        response: { 200: JobRetryResponseSchema },
      },
    },
    async (request) => ({ job: await app.services.deadLetters.retry(signedInUser(request), request.params.id) }),
  );
  done();
};
