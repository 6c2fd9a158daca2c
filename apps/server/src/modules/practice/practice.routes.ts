import { withSlotAliases } from '@sanity/shared/domain/practice/time-slots';
import { PracticeConfigSchema } from '@sanity/shared/schemas/practice';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/access';

/** The signed-in doctor's own practice configuration (spec: loadCalendarConfig / saveCalendarConfig). */
export const practiceRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/config',
    {
      config: { access: 'doctor' },
      schema: {
        tags: ['practice'],
        summary: 'Servizi, campi personalizzati e orari del dottore',
        response: { 200: PracticeConfigSchema },
      },
    },
    (request) => app.services.practice.getConfig(signedInUser(request).id),
  );

  app.put(
    '/config',
    {
      config: { access: 'doctor' },
      // Slots written startTime/endTime, as the specification also names them, are read as start/end.
      preValidation: (request, _reply, next) => {
        request.body = withSlotAliases(request.body) as typeof request.body;
        next();
      },
      schema: {
        tags: ['practice'],
        summary: 'Salva servizi, campi personalizzati e orari (tutto o niente)',
        body: PracticeConfigSchema,
        response: { 200: PracticeConfigSchema },
      },
    },
    (request) => app.services.practice.saveConfig(signedInUser(request).id, request.body),
  );
  done();
};
