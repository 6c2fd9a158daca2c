import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document built from each route's zod schemas; the UI is at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Sanity API',
        description:
          'API REST di Sanity. Errori: `{ error: { code, message, fields? } }` con messaggi in italiano. ' +
          'Autenticazione con il cookie httpOnly `sanity_session` ottenuto da /api/auth/login o /api/auth/register. ' +
          'Le rotte /api/webhooks/* accettano anche un token di accesso personale (`Authorization: Bearer snt_…`, permesso `webhooks:manage`), creato in /api/tokens; ' +
          'le altre rotte /api rifiutano i token (403).',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'sanity_session' },
          // Issue 31: personal access tokens, for /fhir and the webhook API only.
          accessToken: { type: 'http', scheme: 'bearer', description: 'Token di accesso personale (snt_…): solo /fhir e /api/webhooks/*' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
