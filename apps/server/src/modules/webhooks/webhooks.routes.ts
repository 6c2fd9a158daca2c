import { idParam } from '@sanity/shared/schemas/fields';
import {
  CreateWebhookEndpointSchema,
  UpdateWebhookEndpointSchema,
  WebhookDeliveryPageSchema,
  WebhookDeliverySchema,
  WebhookEndpointListSchema,
  WebhookEndpointSchema,
  WebhookScopeSchema,
  WebhookSecretSchema,
} from '@sanity/shared/schemas/webhooks';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../plugins/access';

const Params = z.object({ id: idParam });
/** Every route here: a session, or a personal access token with 'webhooks:manage' (tokens.access.ts); which endpoints, webhooks.access.ts. */
const config = { access: 'signed-in', tokenScope: 'webhooks:manage' } as const;
/** The OpenAPI document says so: the session cookie or a bearer token. */
const security: Array<Record<string, string[]>> = [{ session: [] }, { accessToken: [] }];

/** The webhook API (issue 31, docs/api.md "Webhooks"), under /api/webhooks. */
export const webhooksRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = () => app.services.webhooks;

  app.get(
    '/endpoints',
    {
      config,
      schema: {
        tags: ['webhooks'], security,
        summary: "Gli endpoint dello studio del medico (scope=practice) o della piattaforma (scope=platform, amministratore)",
        querystring: z.object({ scope: WebhookScopeSchema.default('practice') }),
        response: { 200: WebhookEndpointListSchema },
      },
    },
    (request) => service().list(signedInUser(request), request.query.scope),
  );

  app.post(
    '/endpoints',
    {
      config,
      schema: {
        tags: ['webhooks'], security,
        summary: 'Registra un endpoint https: il segreto di firma (whsec_…) è nella risposta, e solo in questa',
        body: CreateWebhookEndpointSchema,
        response: { 201: WebhookSecretSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service().create(signedInUser(request), request.body)),
  );

  app.patch(
    '/endpoints/:id',
    {
      config,
      schema: { tags: ['webhooks'], security, summary: "Modifica un endpoint (URL, eventi, descrizione) o lo riattiva (enabled: true)", params: Params, body: UpdateWebhookEndpointSchema, response: { 200: WebhookEndpointSchema } },
    },
    (request) => service().update(signedInUser(request), request.params.id, request.body),
  );

  app.delete(
    '/endpoints/:id',
    { config, schema: { tags: ['webhooks'], security, summary: 'Elimina un endpoint e il suo registro delle consegne', params: Params, response: { 204: z.null() } } },
    async (request, reply) => {
      await service().remove(signedInUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/endpoints/:id/rotate-secret',
    {
      config,
      schema: { tags: ['webhooks'], security, summary: 'Nuovo segreto di firma; il precedente firma ancora per 24 ore (due firme in webhook-signature)', params: Params, response: { 200: WebhookSecretSchema } },
    },
    (request) => service().rotate(signedInUser(request), request.params.id),
  );

  app.get(
    '/endpoints/:id/deliveries',
    {
      config,
      schema: {
        tags: ['webhooks'], security,
        summary: 'Il registro delle consegne di un endpoint, dalla più recente (stato, tentativi, ultimo errore, codice di risposta)',
        params: Params,
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(100).default(20), cursor: z.string().max(300).optional() }),
        response: { 200: WebhookDeliveryPageSchema },
      },
    },
    (request) => service().deliveries(signedInUser(request), request.params.id, request.query),
  );

  app.post(
    '/deliveries/:id/replay',
    {
      config,
      schema: { tags: ['webhooks'], security, summary: 'Invia di nuovo una consegna (stesso webhook-id, nuova firma e nuovo timestamp)', params: Params, response: { 202: WebhookDeliverySchema } },
    },
    async (request, reply) => reply.status(202).send(await service().replay(signedInUser(request), request.params.id)),
  );
  done();
};
