import { AppointmentLinkParamsSchema, AppointmentLinkSchema, RescheduleAppointmentSchema } from '@sanity/shared/schemas/reschedule';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';

/**
 * The signed links of a doctor's move (issue 25), registered under /api/appointment-links: public,
 * since the token in the path is the authorization (single use, hashed, valid until the visit).
 */
export const appointmentLinksRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = () => app.services.appointments;
  const config = { access: 'public' as const, rateLimit: app.limits.availability };
  const tags = ['appointments'];

  app.get(
    '/:token',
    { config, schema: { tags, summary: "Che cosa fa un link dell'e-mail di un appuntamento spostato dal dottore", params: AppointmentLinkParamsSchema, response: { 200: AppointmentLinkSchema } } },
    (request) => service().appointmentLink(request.params.token),
  );

  app.post(
    '/:token/reschedule',
    {
      config,
      schema: {
        tags,
        summary: "Il paziente sceglie un altro orario dal link dell'e-mail (senza accesso, senza il limite delle 24 ore)",
        params: AppointmentLinkParamsSchema,
        body: RescheduleAppointmentSchema,
        response: { 200: AppointmentLinkSchema },
      },
    },
    (request) => service().moveByLink(request.params.token, new Date(request.body.dateTime)),
  );

  app.post(
    '/:token/cancel',
    { config, schema: { tags, summary: "Il paziente annulla dal link dell'e-mail (senza accesso, senza il limite delle 24 ore)", params: AppointmentLinkParamsSchema, response: { 200: AppointmentLinkSchema } } },
    (request) => service().cancelByLink(request.params.token),
  );

  done();
};
