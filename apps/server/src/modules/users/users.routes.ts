import { UserSchema } from '@sanity/shared/schemas/auth';
import { NameChangeSchema, ProfileUpdateSchema } from '@sanity/shared/schemas/users';
import { idParam } from '@sanity/shared/schemas/fields';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../plugins/access';

const Params = z.object({ uid: idParam });
const UserResponse = z.object({ user: UserSchema });

export const usersRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/:uid',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['users'],
        summary: 'Profilo di un utente (completo per sé stessi, pubblico per gli altri)',
        params: Params,
        response: { 200: UserResponse },
      },
    },
    async (request) => ({ user: await app.services.users.getProfile(signedInUser(request).id, request.params.uid) }),
  );

  app.patch(
    '/:uid',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['users'],
        summary: 'Aggiorna il proprio profilo',
        params: Params,
        body: ProfileUpdateSchema,
        response: { 200: UserResponse },
      },
    },
    async (request) => ({ user: await app.services.users.updateProfile(request.params.uid, request.body) }),
  );

  app.put(
    '/:uid/name',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['users'],
        summary: 'Corregge il proprio nome e cognome (per un dottore verificato, dopo l’approvazione di un amministratore)',
        params: Params,
        body: NameChangeSchema,
        response: { 200: UserResponse },
      },
    },
    async (request) => ({ user: await app.services.users.changeName(request.params.uid, request.body) }),
  );
  done();
};
