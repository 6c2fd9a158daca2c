import { it } from '@sanity/shared/i18n/it';
import { itBooking } from '@sanity/shared/i18n/it-booking';
import {
  AppointmentListSchema,
  AppointmentResponseSchema,
  AppointmentWindowQuerySchema,
  AvailabilityCheckResponseSchema,
  AvailabilityCheckSchema,
  CancelAppointmentSchema,
  CreateAppointmentResponseSchema,
  CreateAppointmentSchema,
} from '@sanity/shared/schemas/appointments';
import { idParam } from '@sanity/shared/schemas/fields';
import { RescheduleAppointmentSchema } from '@sanity/shared/schemas/reschedule';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor';
import { signedInUser } from '../../plugins/access';

const Params = z.object({ id: idParam });
/** Any client-chosen key (a UUID from the booking dialog); printable ASCII only. */
const IdempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{1,200}$/, { message: it.validation.invalidRequest })
    .optional(),
});

/** Booking and appointments (docs/api.md "Appointments"), registered under /api/appointments. */
export const appointmentsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = () => app.services.appointments;

  app.post(
    '/check-availability',
    {
      config: { access: 'public', rateLimit: app.limits.availability },
      schema: {
        tags: ['appointments'],
        summary: 'Quali orari di un giorno sono prenotabili (anche senza accesso)',
        body: AvailabilityCheckSchema,
        response: { 200: AvailabilityCheckResponseSchema },
      },
    },
    (request) => service().checkAvailability(request.body),
  );

  app.post(
    '/',
    {
      config: { access: 'signed-in', unauthenticatedMessage: itBooking.booking.mustSignIn },
      schema: {
        tags: ['appointments'],
        summary: "Prenota un orario (con Idempotency-Key un nuovo invio restituisce la prima risposta)",
        headers: IdempotencyHeaders,
        body: CreateAppointmentSchema,
        response: { 201: CreateAppointmentResponseSchema },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'] ?? null;
      const { appointment, created, googleCalendarSynced } = await service().create(signedInUser(request).id, request.body, key);
      if (!created) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send({ appointment, googleCalendarSynced });
    },
  );

  app.get(
    '/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['appointments'],
        summary: "Le prenotazioni dell'utente, in un intervallo di tempo, una pagina alla volta (nextCursor)",
        querystring: AppointmentWindowQuerySchema,
        response: { 200: AppointmentListSchema },
      },
    },
    async (request) => ({ success: true, ...(await service().listForPatient(signedInUser(request).id, request.query)) }),
  );

  app.get(
    '/professional',
    {
      config: { access: 'doctor', staff: 'agenda' },
      schema: {
        tags: ['appointments'],
        summary: 'Gli appuntamenti del dottore, una pagina alla volta (nextCursor)',
        querystring: AppointmentWindowQuerySchema,
        response: { 200: AppointmentListSchema },
      },
    },
    async (request) => ({ success: true, ...(await service().listForDoctor(actorOf(request).id, request.query)) }),
  );

  app.get(
    '/:id',
    {
      config: { access: 'signed-in', staff: 'agenda' },
      schema: { tags: ['appointments'], summary: 'Un appuntamento (solo per il paziente e il dottore; la segreteria senza note e risposte se non ha l’accesso clinico)', params: Params, response: { 200: AppointmentResponseSchema } },
    },
    async (request) => ({ appointment: await service().get(actorOf(request), request.params.id) }),
  );

  app.post(
    '/:id/cancel',
    {
      config: { access: 'signed-in', staff: 'agenda' },
      schema: {
        tags: ['appointments'],
        summary: 'Annulla un appuntamento futuro (i pazienti fino a 24 ore prima)',
        params: Params,
        body: CancelAppointmentSchema,
        response: { 200: AppointmentResponseSchema },
      },
    },
    async (request) => ({ appointment: await service().cancel(actorOf(request), request.params.id, request.body.reason) }),
  );

  app.post(
    '/:id/reschedule',
    {
      config: { access: 'signed-in', staff: 'agenda' },
      schema: {
        tags: ['appointments'],
        summary: "Sposta un appuntamento a un altro orario libero dello stesso servizio (i pazienti fino a 24 ore prima; solo le due parti)",
        params: Params,
        body: RescheduleAppointmentSchema,
        response: { 200: AppointmentResponseSchema },
      },
    },
    async (request) => ({ appointment: await service().move(actorOf(request), request.params.id, new Date(request.body.dateTime)) }),
  );

  // Issue 26: 'Non presentato', by the appointment's doctor only (the service checks it is theirs), after the visit's end.
  app.post(
    '/:id/no-show',
    {
      config: { access: 'doctor', staff: 'agenda' },
      schema: { tags: ['appointments'], summary: 'Segna il paziente come non presentato (dopo la fine della visita; solo il suo dottore)', params: Params, response: { 200: AppointmentResponseSchema } },
    },
    async (request) => ({ appointment: await service().markNoShow(actorOf(request), request.params.id) }),
  );

  app.delete(
    '/:id/no-show',
    {
      config: { access: 'doctor', staff: 'agenda' },
      schema: { tags: ['appointments'], summary: 'Annulla la segnalazione di mancata presentazione (entro 24 ore)', params: Params, response: { 200: AppointmentResponseSchema } },
    },
    async (request) => ({ appointment: await service().undoNoShow(actorOf(request), request.params.id) }),
  );

  done();
};
