import { CrmPatientDetailSchema, CrmPatientListSchema } from '@sanity/shared/schemas/appointments';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../plugins/access';

const Params = z.object({ clientId: z.string().min(1).max(100) });

/** The doctor's patients (spec §2 Patient list), registered under /api/crm. A doctor sees only who booked with them. */
export const crmRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/patients',
    {
      config: { access: 'doctor' },
      schema: { tags: ['crm'], summary: "I pazienti che hanno prenotato con il dottore, dall'ultimo appuntamento", response: { 200: CrmPatientListSchema } },
    },
    async (request) => ({ patients: await app.services.appointments.patients(signedInUser(request).id) }),
  );

  app.get(
    '/patients/:clientId',
    {
      config: { access: 'doctor' },
      schema: { tags: ['crm'], summary: 'Un paziente del dottore con lo storico dei suoi appuntamenti', params: Params, response: { 200: CrmPatientDetailSchema } },
    },
    (request) => app.services.appointments.patient(signedInUser(request).id, request.params.clientId),
  );

  done();
};
