import { it } from '@sanity/shared/i18n/it';
import { CalendarFeedStatusSchema, CalendarFeedUrlsSchema } from '@sanity/shared/schemas/calendar-feed';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../plugins/access';
import { AppError } from '../../lib/app-error';

/**
 * The doctor's ICS subscription feed: its management under /api/calendar/feed (doctor only), and
 * the feed itself at /calendar/feed/<secret>.ics, outside /api because calendar apps fetch it
 * without a session: the secret in the path is the only credential. Registered without a prefix,
 * as the two live under different roots.
 */
export const calendarFeedRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const tags = ['calendar'];

  app.get(
    '/api/calendar/feed',
    {
      config: { access: 'doctor' },
      schema: { tags, summary: 'Se il feed ICS del professionista è attivo, e da quando', response: { 200: CalendarFeedStatusSchema } },
    },
    (request) => app.services.calendarFeed.status(signedInUser(request).id),
  );

  app.post(
    '/api/calendar/feed',
    {
      config: { access: 'doctor' },
      schema: {
        tags,
        summary: 'Crea il feed ICS o ne cambia il segreto (il vecchio indirizzo smette di funzionare); l’indirizzo è mostrato solo qui',
        response: { 201: CalendarFeedUrlsSchema },
      },
    },
    async (request, reply) => reply.code(201).header('cache-control', 'no-store').send(await app.services.calendarFeed.rotate(signedInUser(request).id)),
  );

  app.delete(
    '/api/calendar/feed',
    {
      config: { access: 'doctor' },
      schema: { tags, summary: 'Revoca il feed ICS: il suo indirizzo risponde 404', response: { 204: z.null() } },
    },
    async (request, reply) => {
      await app.services.calendarFeed.revoke(signedInUser(request).id);
      return reply.code(204).send(null);
    },
  );

  // `:file` rather than `:token.ics`: any other shape is a plain 404, like an unknown secret, never a 400.
  app.get(
    '/calendar/feed/:file',
    { config: { access: 'public' }, schema: { hide: true, params: z.object({ file: z.string() }) } },
    async (request, reply) => {
      const token = /^(.+)\.ics$/.exec(request.params.file)?.[1];
      const ics = token ? await app.services.calendarFeed.calendarOf(token) : null;
      if (ics === null) throw new AppError(404, it.http.notFound);
      return reply
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', 'inline; filename="sanity.ics"')
        .type('text/calendar; charset=utf-8')
        .send(ics);
    },
  );
  done();
};
