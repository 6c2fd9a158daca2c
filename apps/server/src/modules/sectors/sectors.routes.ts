import {
  AdminSectorSchema,
  CreateSectorSchema,
  SectorListQuerySchema,
  SectorListSchema,
  SectorSchema,
  SectorVerificationSchema,
  UpdateSectorSchema,
  VerifySectorsSchema,
} from '@sanity/shared/schemas/sectors';
import { idParam } from '@sanity/shared/schemas/fields';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../plugins/access';

const Params = z.object({ id: idParam });

/** The spec's sectors-* calls (content §7) under /api/sectors: reads are public, writes are the admin's (issue 13). */
export const sectorsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['sectors'],
        summary: 'Settori attivi, in ordine di nome (sectors-getAllSectors); con include=inactive anche quelli disattivati',
        querystring: SectorListQuerySchema,
        response: { 200: SectorListSchema },
      },
    },
    async (request) => ({
      sectors: request.query.include === 'inactive' ? await app.services.sectors.listAll() : await app.services.sectors.listActive(),
    }),
  );

  app.post(
    '/verify',
    {
      config: { access: 'public' },
      schema: {
        tags: ['sectors'],
        summary: 'Quali id sono settori esistenti e attivi (sectors-verifySectors)',
        body: VerifySectorsSchema,
        response: { 200: SectorVerificationSchema },
      },
    },
    (request) => app.services.sectors.verify(request.body.sectorIds),
  );

  app.get(
    '/:id',
    {
      config: { access: 'public' },
      schema: { tags: ['sectors'], summary: 'Un settore, attivo o no (sectors-getSectorById)', params: Params, response: { 200: SectorSchema } },
    },
    (request) => app.services.sectors.get(request.params.id),
  );

  app.post(
    '/',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['sectors', 'admin'],
        summary: 'Crea un settore; l’id è ricavato dal nome (sectors-createSector)',
        body: CreateSectorSchema,
        response: { 201: AdminSectorSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await app.services.sectors.create(signedInUser(request), request.body)),
  );

  app.patch(
    '/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['sectors', 'admin'],
        summary: 'Rinomina, descrive, attiva o disattiva un settore; l’id non cambia (sectors-updateSector)',
        params: Params,
        body: UpdateSectorSchema,
        response: { 200: AdminSectorSchema },
      },
    },
    (request) => app.services.sectors.update(signedInUser(request), request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['sectors', 'admin'],
        summary: 'Elimina un settore che nessuno usa; uno in uso risponde 409 (sectors-deleteSector)',
        params: Params,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await app.services.sectors.remove(signedInUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
  done();
};
