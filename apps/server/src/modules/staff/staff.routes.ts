import {
  AcceptInvitationResponseSchema,
  AcceptInvitationSchema,
  BookOnBehalfSchema,
  PatientSearchQuerySchema,
  PatientSearchResultSchema,
  InvitationInfoSchema,
  InvitationTokenParamsSchema,
  InviteStaffSchema,
  StaffMemberListSchema,
  StaffMemberResponseSchema,
  StaffPracticeListSchema,
  UpdateStaffSchema,
} from '@sanity/shared/schemas/staff';
import { idParam } from '@sanity/shared/schemas/fields';
import { it } from '@sanity/shared/i18n/it';
import { AppointmentResponseSchema } from '@sanity/shared/schemas/appointments';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor';
import { signedInUser } from '../../plugins/access';

const Params = z.object({ id: idParam });
const tags = ['staff'];
const IdempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{1,200}$/, { message: it.validation.invalidRequest })
    .optional(),
});

/**
 * A doctor's collaborators (issue 30 point 3; docs/api.md "Staff"), registered under /api/staff.
 * Management is the doctor's alone (no `staff` level: a collaborator's request is refused by
 * plugins/access.ts); the invitee reads the invitation without signing in and accepts signed in.
 */
export const staffRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = () => app.services.staff;
  const doctor = { access: 'doctor' as const };

  app.get('/', { config: doctor, schema: { tags, summary: 'I collaboratori dello studio (invitati, attivi, revocati)', response: { 200: StaffMemberListSchema } } }, async (request) => ({
    members: await service().list(actorOf(request)),
  }));

  app.post(
    '/invitations',
    { config: doctor, schema: { tags, summary: 'Invita un collaboratore (segreteria) per e-mail', body: InviteStaffSchema, response: { 201: StaffMemberResponseSchema } } },
    async (request, reply) => reply.code(201).send({ member: await service().invite(actorOf(request), request.body) }),
  );

  app.post(
    '/:id/resend',
    { config: doctor, schema: { tags, summary: 'Invia di nuovo l’invito (il link precedente smette di funzionare)', params: Params, response: { 200: StaffMemberResponseSchema } } },
    async (request) => ({ member: await service().resend(actorOf(request), request.params.id) }),
  );

  app.patch(
    '/:id',
    { config: doctor, schema: { tags, summary: 'Concede o toglie l’accesso clinico', params: Params, body: UpdateStaffSchema, response: { 200: StaffMemberResponseSchema } } },
    async (request) => ({ member: await service().setClinical(actorOf(request), request.params.id, request.body.clinical) }),
  );

  app.delete(
    '/:id',
    { config: doctor, schema: { tags, summary: 'Revoca l’accesso (vale dalla richiesta successiva)', params: Params, response: { 200: StaffMemberResponseSchema } } },
    async (request) => ({ member: await service().revoke(actorOf(request), request.params.id) }),
  );

  app.get(
    '/invitations/:token',
    { config: { access: 'public' }, schema: { tags, summary: 'Chi invita e a quale indirizzo (prima di accettare)', params: InvitationTokenParamsSchema, response: { 200: InvitationInfoSchema } } },
    (request) => service().invitation(request.params.token),
  );

  app.post(
    '/invitations/accept',
    { config: { access: 'signed-in' }, schema: { tags, summary: 'Accetta l’invito con l’account della sessione', body: AcceptInvitationSchema, response: { 200: AcceptInvitationResponseSchema } } },
    async (request) => ({ practice: await service().accept(signedInUser(request).id, request.body.token) }),
  );

  // Issue 30 point 4: booking on behalf of a patient who phoned, by the doctor or any collaborator.
  const agenda = { access: 'doctor' as const, staff: 'agenda' as const };
  app.get(
    '/patients/search',
    {
      config: agenda,
      schema: { tags, summary: 'Cerca il paziente: per nome tra i pazienti dello studio, per e-mail o telefono esatti tra tutti', querystring: PatientSearchQuerySchema, response: { 200: PatientSearchResultSchema } },
    },
    async (request) => ({ patients: await app.services.staffBookings.search(actorOf(request), request.query.q) }),
  );

  app.post(
    '/bookings',
    {
      config: agenda,
      schema: {
        tags,
        summary: 'Prenota per un paziente (esistente o nuovo contatto con nome e telefono); con Idempotency-Key un nuovo invio restituisce la prima risposta',
        headers: IdempotencyHeaders,
        body: BookOnBehalfSchema,
        response: { 201: AppointmentResponseSchema },
      },
    },
    async (request, reply) => {
      const { appointment, created } = await app.services.staffBookings.book(actorOf(request), request.body, request.headers['idempotency-key'] ?? null);
      // As the patient's own booking: a retry answered from the first request says so.
      if (!created) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send({ appointment });
    },
  );

  app.get(
    '/practices',
    { config: { access: 'signed-in' }, schema: { tags, summary: 'Gli studi per cui lavori e l’accesso clinico di ciascuno', response: { 200: StaffPracticeListSchema } } },
    async (request) => ({ practices: await service().practicesOf(signedInUser(request).id) }),
  );

  done();
};
