import { NotificationSettingsSchema, NotificationSettingsViewSchema } from '@sanity/shared/schemas/platform-settings';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/access';

/** Platform settings (issue 13), under /api/admin/settings. */
export const settingsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/notifications',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], summary: 'Quali e-mail invia la piattaforma e l’anticipo del promemoria', response: { 200: NotificationSettingsViewSchema } },
    },
    // Always the stored row: the admin sees what is saved, not this instance's cached copy.
    async () => app.services.platformSettings.storedNotifications(),
  );

  app.put(
    '/notifications',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Salva quali e-mail invia la piattaforma (conferma, promemoria, annullamento) e l’anticipo del promemoria (1–168 ore)',
        body: NotificationSettingsSchema,
        response: { 200: NotificationSettingsViewSchema },
      },
    },
    (request) => app.services.platformSettings.updateNotifications(signedInUser(request), request.body),
  );
  done();
};
