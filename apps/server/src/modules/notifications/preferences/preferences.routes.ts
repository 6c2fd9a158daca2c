import {
  NotificationPreferencesSchema,
  OptOutQuerySchema,
  OptOutViewSchema,
  RequestPhoneCodeSchema,
  SmsUsageQuerySchema,
  SmsUsageSchema,
  UpdateNotificationPreferencesSchema,
  VerifyPhoneCodeSchema,
} from '@sanity/shared/schemas/notification-preferences';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../../plugins/access';

/**
 * A person's reminder channels (issue 26; docs/api.md "Notification preferences"), under
 * /api/users/me: every route acts on the signed-in account itself and on no one else, so
 * 'signed-in' is the whole authorization.
 */
export const notificationPreferencesRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = () => app.services.notificationPreferences;
  const tags = ['notifications'];

  app.get(
    '/notifications',
    { config: { access: 'signed-in' }, schema: { tags, summary: 'I tuoi canali dei promemoria', response: { 200: NotificationPreferencesSchema } } },
    (request) => service().get(signedInUser(request)),
  );

  app.put(
    '/notifications',
    {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'Promemoria via e-mail e via SMS (gli SMS richiedono un numero verificato)', body: UpdateNotificationPreferencesSchema, response: { 200: NotificationPreferencesSchema } },
    },
    (request) => service().update(signedInUser(request), request.body),
  );

  app.post(
    '/phone',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Invia un codice di 6 cifre via SMS al cellulare (al massimo 3 all’ora, uno al minuto)',
        body: RequestPhoneCodeSchema,
        response: { 202: NotificationPreferencesSchema },
      },
    },
    async (request, reply) => reply.code(202).send(await service().requestPhoneCode(signedInUser(request), request.body)),
  );

  app.post(
    '/phone/verify',
    {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'Verifica il cellulare con il codice ricevuto (5 tentativi per codice)', body: VerifyPhoneCodeSchema, response: { 200: NotificationPreferencesSchema } },
    },
    (request) => service().verifyPhone(signedInUser(request), request.body),
  );

  app.delete(
    '/phone',
    { config: { access: 'signed-in' }, schema: { tags, summary: 'Rimuovi il cellulare (niente più SMS)', response: { 200: NotificationPreferencesSchema } } },
    (request) => service().removePhone(signedInUser(request)),
  );

  done();
};

/**
 * The opt-out link of every reminder (issue 26), under /api/notifications: public, the link's
 * secret is the permission; reading does not change anything (mail scanners open links), the POST does.
 */
export const notificationOptOutRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = () => app.services.notificationPreferences;
  const tags = ['notifications'];

  app.get(
    '/opt-out',
    { config: { access: 'public' }, schema: { tags, summary: 'Che cosa disattiva il link del messaggio', querystring: OptOutQuerySchema, response: { 200: OptOutViewSchema } } },
    (request) => service().optOutView(request.query.token, request.query.canale),
  );

  app.post(
    '/opt-out',
    { config: { access: 'public' }, schema: { tags, summary: 'Disattiva i promemoria di un canale dal link del messaggio', body: OptOutQuerySchema, response: { 200: OptOutViewSchema } } },
    (request) => service().optOut(request.body.token, request.body.canale),
  );

  done();
};

/** The admin's count of today's SMS per practice against the daily cap (issue 26), under /api/admin. */
export const smsUsageRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/sms-usage',
    { config: { access: 'admin' }, schema: { tags: ['admin'], summary: 'SMS inviati oggi per studio e limite giornaliero', querystring: SmsUsageQuerySchema, response: { 200: SmsUsageSchema } } },
    (request) => app.services.deliveries.smsUsage(app.services.clock.now(), { limit: request.query.limit, offset: Number(request.query.cursor ?? 0) }),
  );
  done();
};
