import { CrmPageQuerySchema, CrmPatientDetailSchema, CrmPatientListSchema } from '@sanity/shared/schemas/appointments';
import { idParam } from '@sanity/shared/schemas/fields';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor';

const Params = z.object({ clientId: idParam });

/** The doctor's patients (spec §2 Patient list), registered under /api/crm. A doctor sees only who booked with them. */
export const crmRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/patients',
    {
      config: { access: 'doctor', staff: 'agenda' },
      schema: {
        tags: ['crm'],
        summary: "I pazienti che hanno prenotato con il dottore, dall'ultimo appuntamento, una pagina alla volta (nextCursor)",
        querystring: CrmPageQuerySchema,
        response: { 200: CrmPatientListSchema },
      },
    },
    (request) => app.services.appointments.patients(actorOf(request).id, request.query),
  );

  app.get(
    '/patients/:clientId',
    {
      config: { access: 'doctor', staff: 'agenda' },
      schema: {
        tags: ['crm'],
        summary: 'Un paziente del dottore con lo storico dei suoi appuntamenti, una pagina alla volta (nextCursor)',
        params: Params,
        querystring: CrmPageQuerySchema,
        response: { 200: CrmPatientDetailSchema },
      },
    },
    (request) => app.services.appointments.patient(actorOf(request), request.params.clientId, request.query),
  );

  done();
};
