import { ConsentListSchema, DataExportSchema, DeleteAccountSchema, ExportQuerySchema, PrivacyStatusSchema } from '@sanity/shared/schemas/privacy';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../plugins/access';
import { clearSessionCookie } from '../../plugins/session';
import { renderExportHtml } from './export-html';

/** The data subject's rights (issue 13), under /api/account: consents, export, deletion. */
export const privacyRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const privacy = app.services.privacy;

  app.get(
    '/privacy',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['privacy'], summary: 'Consensi e come confermare la cancellazione dell’account (Impostazioni › Privacy e dati)', response: { 200: PrivacyStatusSchema } },
    },
    async (request) => privacy.status(signedInUser(request).id),
  );

  app.get(
    '/consents',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['privacy'], summary: 'I documenti accettati alla registrazione, con versione e data', response: { 200: ConsentListSchema } },
    },
    async (request) => privacy.consents(signedInUser(request).id),
  );

  app.get(
    '/export',
    {
      config: { access: 'signed-in', rateLimit: app.limits.export },
      schema: {
        tags: ['privacy'],
        summary: 'Tutti i dati dell’account (art. 15 e 20 GDPR): JSON, oppure con format=html una pagina leggibile e stampabile; sempre come allegato',
        querystring: ExportQuerySchema,
        response: { 200: z.union([DataExportSchema, z.string()]) },
      },
    },
    async (request, reply) => {
      const now = app.services.clock.now();
      const data = await privacy.exportFor(signedInUser(request).id, now);
      const day = now.toISOString().slice(0, 10);
      void reply.header('cache-control', 'no-store');
      if (request.query.format === 'html') {
        // A download, never a page of our origin: no script could run in it even if a value escaped.
        return reply
          .header('content-disposition', `attachment; filename="sanity-dati-${day}.html"`)
          .header('content-security-policy', 'sandbox')
          .type('text/html; charset=utf-8')
          .send(renderExportHtml(data));
      }
      return reply.header('content-disposition', `attachment; filename="sanity-dati-${day}.json"`).send(data);
    },
  );

  app.delete(
    // '' rather than '/': the route is /api/account itself.
    '',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['privacy'],
        summary: 'Elimina il proprio account (art. 17 GDPR): serve la password attuale, o l’email per gli account solo Google. Non per professionisti e amministratori (409)',
        body: DeleteAccountSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await privacy.eraseAccount(signedInUser(request).id, request.body, request.ip);
      clearSessionCookie(reply, app.config);
      return reply.code(204).send(null);
    },
  );
  done();
};
