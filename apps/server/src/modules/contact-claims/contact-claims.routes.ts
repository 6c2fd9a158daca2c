import { ContactClaimOfferListSchema, ContactClaimResultSchema } from '@sanity/shared/schemas/contact-claims';
import { idParam } from '@sanity/shared/schemas/fields';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../plugins/access';

const Params = z.object({ id: idParam });

/**
 * ADR 0039 (docs/api.md "Contact claims"), under /api/account: the practice's phone-only contacts
 * offered to the signed-in account by its verified phone. Every route acts on the caller's own
 * account; which contacts it may answer is decided by contact-claims.access.ts.
 */
export const contactClaimsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = () => app.services.contactClaims;
  const tags = ['account'];

  app.get(
    '/contact-claims',
    { config: { access: 'signed-in' }, schema: { tags, summary: 'Le visite che uno studio ha registrato al tuo numero verificato, da collegare al tuo account', response: { 200: ContactClaimOfferListSchema } } },
    (request) => service().list(signedInUser(request)),
  );

  app.post(
    '/contact-claims/:id/accept',
    { config: { access: 'signed-in' }, schema: { tags, summary: '«Sì, sono io»: le visite, i documenti e il registro del contatto passano al tuo account', params: Params, response: { 200: ContactClaimResultSchema } } },
    (request) => service().accept(signedInUser(request), request.params.id),
  );

  app.post(
    '/contact-claims/:id/decline',
    { config: { access: 'signed-in' }, schema: { tags, summary: '«Non sono io»: la proposta non ti sarà più mostrata', params: Params, response: { 204: z.null() } } },
    async (request, reply) => {
      await service().decline(signedInUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  done();
};
