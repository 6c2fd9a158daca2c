import { AccessLogPageSchema, AccessLogQuerySchema, AdminAuditPageSchema, AdminAuditQuerySchema } from '@sanity/shared/schemas/audit';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/access';

/** GET /api/account/access-log (registered under /api/account): who read or changed the caller's data. */
export const accessLogRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/access-log',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['account'],
        summary: 'Chi ha consultato o modificato i miei dati, dal più recente, una pagina alla volta (nextCursor)',
        querystring: AccessLogQuerySchema,
        response: { 200: AccessLogPageSchema },
      },
    },
    (request) => app.services.audit.accessLog(signedInUser(request).id, request.query),
  );
  done();
};

/** GET /api/admin/audit (registered under /api/admin/audit, admins only): the whole audit log, filtered. */
export const adminAuditRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Il registro delle attività (letture dei dati dei pazienti, azioni degli amministratori), dal più recente, filtrabile',
        querystring: AdminAuditQuerySchema,
        response: { 200: AdminAuditPageSchema },
      },
    },
    (request) => app.services.audit.adminLog(request.query),
  );
  done();
};
