import { idParam } from '@sanity/shared/schemas/fields';
import {
  FamilyHandoverResultSchema,
  FamilyInvitationInfoSchema,
  FamilyInvitationTokenSchema,
  FamilyInviteSchema,
  FamilyMemberInputSchema,
  FamilyMemberListSchema,
  FamilyMemberResponseSchema,
} from '@sanity/shared/schemas/family';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../plugins/access';

const Params = z.object({ id: idParam });

/**
 * Family members (issue 30; docs/contracts/family.md), under /api/family. Signed in; whose member it is
 * is decided by family.access.ts (404 to anyone but the holder). The invitation's token travels in
 * the body, never in a path the logs keep.
 */
export const familyRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const family = () => app.services.family;
  const tags = ['family'];

  app.get(
    '/',
    { config: { access: 'signed-in' }, schema: { tags, summary: 'I familiari di cui il titolare dell’account si occupa', response: { 200: FamilyMemberListSchema } } },
    async (request) => family().list(signedInUser(request)),
  );

  app.post(
    '/',
    {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'Aggiunge un familiare (codice fiscale facoltativo, controllato)', body: FamilyMemberInputSchema, response: { 201: FamilyMemberResponseSchema } },
    },
    async (request, reply) => reply.code(201).send({ member: await family().create(signedInUser(request), request.body) }),
  );

  app.get(
    '/:id',
    { config: { access: 'signed-in' }, schema: { tags, summary: 'Un familiare (solo per il titolare)', params: Params, response: { 200: FamilyMemberResponseSchema } } },
    async (request) => ({ member: await family().get(signedInUser(request), request.params.id) }),
  );

  app.put(
    '/:id',
    {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'Modifica un familiare (non dopo il passaggio al suo account)', params: Params, body: FamilyMemberInputSchema, response: { 200: FamilyMemberResponseSchema } },
    },
    async (request) => ({ member: await family().update(signedInUser(request), request.params.id, request.body) }),
  );

  app.delete(
    '/:id',
    { config: { access: 'signed-in' }, schema: { tags, summary: 'Elimina un familiare senza visite registrate', params: Params, response: { 204: z.null() } } },
    async (request, reply) => {
      await family().remove(signedInUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/:id/invitation',
    {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'Invita un familiare maggiorenne ad avere un account suo (e-mail inviata da un job)', params: Params, body: FamilyInviteSchema, response: { 200: FamilyMemberResponseSchema } },
    },
    async (request) => ({ member: await family().invite(signedInUser(request), request.params.id, request.body.email) }),
  );

  app.delete(
    '/:id/invitation',
    { config: { access: 'signed-in' }, schema: { tags, summary: 'Ritira l’invito (il link smette di funzionare)', params: Params, response: { 200: FamilyMemberResponseSchema } } },
    async (request) => ({ member: await family().withdrawInvitation(signedInUser(request), request.params.id) }),
  );

  app.post(
    '/invitations/lookup',
    {
      // Public, like the appointments' signed links: the same per-address limit as theirs.
      config: { access: 'public', rateLimit: app.limits.availability },
      schema: { tags, summary: 'Chi invita chi, dal link dell’e-mail (prima di accedere)', body: FamilyInvitationTokenSchema, response: { 200: FamilyInvitationInfoSchema } },
    },
    async (request) => family().lookup(request.body.token),
  );

  app.post(
    '/invitations/accept',
    {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'Accetta l’invito: lo storico del familiare passa a questo account', body: FamilyInvitationTokenSchema, response: { 200: FamilyHandoverResultSchema } },
    },
    async (request) => family().accept(signedInUser(request), request.body.token),
  );

  done();
};
