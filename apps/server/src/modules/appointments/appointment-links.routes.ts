import { AppointmentLinkParamsSchema, AppointmentLinkSchema, ConfirmByLinkResponseSchema, RescheduleAppointmentSchema } from '@sanity/shared/schemas/reschedule';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';

/**
 * The signed links of the patient's messages (issue 25: after a doctor's move; issue 26: the
 * confirmation's and reminders' confirm, cancel, move and the SMS's manage page), registered under
 * /api/appointment-links: public, since the token in the path is the authorization (single use,
 * hashed, valid until the visit). GET only reads: the pages act with POST after a click.
 */
export const appointmentLinksRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = () => app.services.appointments;
  const config = { access: 'public' as const, rateLimit: app.limits.availability };
  const tags = ['appointments'];

  app.get(
    '/:token',
    { config, schema: { tags, summary: "Che cosa fa un link di un messaggio dell'appuntamento (conferma, disdetta, spostamento, gestione)", params: AppointmentLinkParamsSchema, response: { 200: AppointmentLinkSchema } } },
    (request) => service().appointmentLink(request.params.token),
  );

  app.post(
    '/:token/reschedule',
    {
      config,
      schema: {
        tags,
        summary: "Il paziente sceglie un altro orario dal link (senza accesso; il limite delle 24 ore solo per i link di promemoria e conferma)",
        params: AppointmentLinkParamsSchema,
        body: RescheduleAppointmentSchema,
        response: { 200: AppointmentLinkSchema },
      },
    },
    (request) => service().moveByLink(request.params.token, new Date(request.body.dateTime)),
  );

  app.post(
    '/:token/cancel',
    { config, schema: { tags, summary: "Il paziente annulla dal link (senza accesso; il limite delle 24 ore solo per i link di promemoria e conferma)", params: AppointmentLinkParamsSchema, response: { 200: AppointmentLinkSchema } } },
    (request) => service().cancelByLink(request.params.token),
  );

  app.post(
    '/:token/confirm',
    { config, schema: { tags, summary: "'Confermo la presenza' dal link di un promemoria o della conferma (idempotente)", params: AppointmentLinkParamsSchema, response: { 200: ConfirmByLinkResponseSchema } } },
    (request) => service().confirmByLink(request.params.token),
  );

  done();
};
