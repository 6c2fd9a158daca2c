import { JobListQuerySchema, JobListSchema } from '@sanity/shared/schemas/jobs';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';

/** GET /api/admin/jobs: the job runner's counts and, by default, the dead-lettered jobs (admins only). */
export const jobsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], summary: 'Lavori in background: conteggi per stato e lavori falliti', querystring: JobListQuerySchema, response: { 200: JobListSchema } },
    },
    async (request) => {
      const [counts, jobs] = await Promise.all([app.services.jobs.counts(), app.services.jobs.list(request.query.status, request.query.limit)]);
      return {
        counts,
        jobs: jobs.map((j) => ({ ...j, runAt: j.runAt.toISOString(), createdAt: j.createdAt.toISOString(), updatedAt: j.updatedAt.toISOString() })),
      };
    },
  );
  done();
};
