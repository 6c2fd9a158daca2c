import { idParam } from '@sanity/shared/schemas/fields';
import { VideoRoomSchema, VideoSettingsSchema } from '@sanity/shared/schemas/video';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../plugins/access';

const Params = z.object({ id: idParam });

/** The video room of an appointment (under /api/appointments) — issue 29, docs/api.md "Video visits". */
export const videoRoomRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/:id/video',
    {
      // Signed in here; whether the viewer is the appointment's doctor or patient is video.access.ts.
      config: { access: 'signed-in' },
      schema: {
        tags: ['video'],
        summary: "La stanza della televisita: aperta da 15 minuti prima a 60 dopo l'inizio, solo al suo dottore e al suo paziente",
        params: Params,
        response: { 200: VideoRoomSchema },
      },
    },
    (request) => app.services.video.room(signedInUser(request).id, request.params.id),
  );
  done();
};

/** The doctor's video settings (under /api/video). */
export const videoSettingsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/settings',
    {
      config: { access: 'doctor' },
      schema: { tags: ['video'], summary: 'Le impostazioni della televisita del dottore', response: { 200: VideoSettingsSchema } },
    },
    (request) => app.services.video.settings(signedInUser(request).id),
  );
  app.put(
    '/settings',
    {
      config: { access: 'doctor' },
      schema: {
        tags: ['video'],
        summary: 'Mostra o nasconde il link della televisita nel calendario esterno e nel feed ICS',
        body: VideoSettingsSchema,
        response: { 200: VideoSettingsSchema },
      },
    },
    (request) => app.services.video.updateSettings(signedInUser(request).id, request.body),
  );
  done();
};
