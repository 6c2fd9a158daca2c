import {
  CalDavConnectSchema,
  CalendarConflictActionSchema,
  CalendarConflictParamsSchema,
  CalendarConflictResolvedSchema,
  CalendarConflictsSchema,
  CalendarConnectionPatchSchema,
  CalendarConnectionSchema,
  CalendarDisconnectedSchema,
  CalendarEventsSchema,
  CalendarSyncResultSchema,
  CalendarWindowSchema,
  GoogleAuthUrlSchema,
} from '@sanity/shared/schemas/calendar';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../plugins/access';

const FLOW_COOKIE = 'sanity_calendar_flow';
const FLOW_COOKIE_PATH = '/api/calendar/google';
/** Where the callback tab lands: the settings page reads `calendario` to show the outcome. */
export const GOOGLE_CONNECTED_REDIRECT = '/settings?calendario=collegato';
export const GOOGLE_FAILED_REDIRECT = '/settings?calendario=errore';

/** The value of a signed cookie, or null when it is missing or its signature does not hold. */
function signedCookie(request: FastifyRequest, name: string): string | null {
  const raw = request.cookies[name];
  const unsigned = raw ? request.unsignCookie(raw) : null;
  return unsigned?.valid && unsigned.value ? unsigned.value : null;
}

/**
 * The doctor's external calendar (issue 10, docs/api.md § Calendar), under /api/calendar: the
 * connection card, Google's OAuth round trip, CalDAV connect, cached events, manual sync and the
 * conflicts. Doctors only. The ICS feed routes are feed.routes.ts.
 */
export const calendarRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const tags = ['calendar'];
  const service = () => app.services.calendar;
  const secure = app.config.PUBLIC_URL.startsWith('https:');
  const doctor = { access: 'doctor' as const };

  app.get(
    '/connection',
    { config: doctor, schema: { tags, summary: 'Il calendario esterno collegato e il suo stato', response: { 200: CalendarConnectionSchema } } },
    (request) => service().connection(signedInUser(request).id),
  );

  app.patch(
    '/connection',
    {
      config: doctor,
      schema: { tags, summary: 'Cambia le preferenze del calendario collegato (titoli dettagliati)', body: CalendarConnectionPatchSchema, response: { 200: CalendarConnectionSchema } },
    },
    (request) => service().update(signedInUser(request).id, request.body),
  );

  app.delete(
    '/connection',
    {
      config: doctor,
      schema: { tags, summary: 'Scollega il calendario (gli eventi già inviati restano nel calendario)', response: { 200: CalendarDisconnectedSchema } },
    },
    (request) => service().disconnect(signedInUser(request).id),
  );

  app.get(
    '/google/auth-url',
    {
      config: doctor,
      schema: { tags, summary: 'L’indirizzo Google da aprire per autorizzare il calendario (503 se Google non è configurato)', response: { 200: GoogleAuthUrlSchema } },
    },
    async (request, reply) => {
      const { authUrl, flow } = await service().googleAuthUrl(signedInUser(request).id);
      reply.setCookie(FLOW_COOKIE, flow, { httpOnly: true, sameSite: 'lax', secure, path: FLOW_COOKIE_PATH, maxAge: 10 * 60, signed: true });
      return reply.header('cache-control', 'no-store').send({ authUrl });
    },
  );

  app.get(
    '/google/callback',
    {
      config: doctor,
      schema: {
        tags,
        summary: 'Ritorno da Google: salva il collegamento e reindirizza alle impostazioni',
        querystring: z.object({ code: z.string().max(2000).optional(), state: z.string().max(500).optional(), error: z.string().max(200).optional() }).loose(),
      },
    },
    async (request, reply) => {
      // The flow cookie is single-use whatever the outcome.
      reply.clearCookie(FLOW_COOKIE, { path: FLOW_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure });
      const { code, state, error } = request.query;
      const connected = await service().completeGoogle(signedInUser(request).id, signedCookie(request, FLOW_COOKIE), { code, state, error });
      return reply.redirect(connected ? GOOGLE_CONNECTED_REDIRECT : GOOGLE_FAILED_REDIRECT, 302);
    },
  );

  app.post(
    '/caldav',
    {
      config: doctor,
      schema: {
        tags,
        summary: 'Collega un calendario CalDAV (credenziali verificate subito; 400 se rifiutate, 502 se il server non risponde)',
        body: CalDavConnectSchema,
        response: { 200: CalendarConnectionSchema },
      },
    },
    (request) => service().connectCalDav(signedInUser(request).id, request.body),
  );

  app.get(
    '/events',
    {
      config: doctor,
      schema: { tags, summary: 'Gli eventi del calendario esterno (non le prenotazioni) in un intervallo, dall’ultima sincronizzazione', querystring: CalendarWindowSchema, response: { 200: CalendarEventsSchema } },
    },
    (request) => service().events(signedInUser(request).id, request.query),
  );

  app.post(
    '/sync',
    {
      config: doctor,
      schema: { tags, summary: 'Aggiorna ora il calendario esterno in un intervallo e attende l’esito (pochi secondi)', body: CalendarWindowSchema, response: { 200: CalendarSyncResultSchema } },
    },
    (request) => service().sync(signedInUser(request).id, request.body),
  );

  app.get(
    '/conflicts',
    {
      config: doctor,
      schema: { tags, summary: 'Prenotazioni future il cui evento è stato cancellato nel calendario esterno', response: { 200: CalendarConflictsSchema } },
    },
    (request) => service().conflicts(signedInUser(request).id),
  );

  app.post(
    '/conflicts/:appointmentId',
    {
      config: doctor,
      schema: {
        tags,
        summary: 'Risolve un conflitto: ripristina l’evento o annulla la prenotazione',
        params: CalendarConflictParamsSchema,
        body: CalendarConflictActionSchema,
        response: { 200: CalendarConflictResolvedSchema },
      },
    },
    (request) => service().resolveConflict(signedInUser(request).id, request.params.appointmentId, request.body.action),
  );

  done();
};
