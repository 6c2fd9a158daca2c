import { itWaitlist as w } from '@sanity/shared/i18n/it-waitlist';
import { idParam } from '@sanity/shared/schemas/fields';
import {
  AcceptOfferResponseSchema,
  AcceptOfferSchema,
  JoinWaitlistSchema,
  OfferTokenQuerySchema,
  WaitlistCountSchema,
  WaitlistEntryListSchema,
  WaitlistEntryResponseSchema,
  WaitlistOfferResponseSchema,
} from '@sanity/shared/schemas/waitlist';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor';
import { signedInUser } from '../../plugins/access';

/**
 * The waiting list (issue 25; docs/api.md "Waiting list"), under /api/waitlist. Every route needs a
 * session: an offer shows a health-related booking, so its link asks its patient to sign in.
 * Who may act on which entry or offer is waitlist.access.ts.
 */
export const waitlistRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = () => app.services.waitlist;
  const signedIn = { access: 'signed-in' as const, unauthenticatedMessage: w.mustSignIn };

  app.post(
    '/',
    { config: signedIn, schema: { tags: ['waitlist'], summary: "Mettiti in lista d'attesa per un orario prima", body: JoinWaitlistSchema, response: { 201: WaitlistEntryResponseSchema } } },
    async (request, reply) => reply.code(201).send({ entry: await service().join(signedInUser(request), request.body) }),
  );

  app.get(
    '/',
    { config: signedIn, schema: { tags: ['waitlist'], summary: "Le tue liste d'attesa attive", response: { 200: WaitlistEntryListSchema } } },
    async (request) => ({ entries: await service().listOwn(signedInUser(request)) }),
  );

  app.delete(
    '/:id',
    { config: signedIn, schema: { tags: ['waitlist'], summary: "Esci da una lista d'attesa", params: z.object({ id: idParam }), response: { 204: z.null() } } },
    async (request, reply) => {
      await service().leave(signedInUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/waiting',
    { config: { access: 'doctor', staff: 'agenda' }, schema: { tags: ['waitlist'], summary: "Quanti pazienti sono in lista d'attesa con te", response: { 200: WaitlistCountSchema } } },
    async (request) => ({ waiting: await service().waitingFor(actorOf(request).id) }),
  );

  app.get(
    '/offer',
    { config: signedIn, schema: { tags: ['waitlist'], summary: "L'orario offerto dal link dell'e-mail", querystring: OfferTokenQuerySchema, response: { 200: WaitlistOfferResponseSchema } } },
    async (request) => ({ offer: await service().viewOffer(signedInUser(request), request.query.token) }),
  );

  app.post(
    '/offer/accept',
    { config: signedIn, schema: { tags: ['waitlist'], summary: "Prendi l'orario offerto (il primo che conferma)", body: AcceptOfferSchema, response: { 200: AcceptOfferResponseSchema } } },
    async (request) => service().acceptOffer(signedInUser(request), request.body),
  );

  done();
};
