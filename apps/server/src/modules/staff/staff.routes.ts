import {
  AcceptInvitationResponseSchema,
  AcceptInvitationSchema,
  InvitationInfoSchema,
  InvitationTokenParamsSchema,
  InviteStaffSchema,
  StaffMemberListSchema,
  StaffMemberResponseSchema,
  StaffPracticeListSchema,
  UpdateStaffSchema,
} from '@sanity/shared/schemas/staff';
import { idParam } from '@sanity/shared/schemas/fields';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor';
import { signedInUser } from '../../plugins/access';

const Params = z.object({ id: idParam });
const tags = ['staff'];

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

  app.get(
    '/practices',
    { config: { access: 'signed-in' }, schema: { tags, summary: 'Gli studi per cui lavori e l’accesso clinico di ciascuno', response: { 200: StaffPracticeListSchema } } },
    async (request) => ({ practices: await service().practicesOf(signedInUser(request).id) }),
  );

  done();
};
