import { DoctorResponseSchema } from '@sanity/shared/schemas/doctors';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const Params = z.object({ id: z.string().min(1).max(100) });

export const doctorsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['doctors'],
        summary: 'Profilo pubblico di un dottore (visibile anche senza accesso)',
        params: Params,
        response: { 200: DoctorResponseSchema },
      },
    },
    async (request) => ({ doctor: await app.services.doctors.getPublic(request.params.id) }),
  );
  done();
};
