import multipart from '@fastify/multipart';
import { AVATAR_MAX_BYTES } from '@sanity/shared/constants';
import { it } from '@sanity/shared/i18n/it';
import { UserSchema } from '@sanity/shared/schemas/auth';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';

const Params = z.object({ uid: z.string().min(1).max(100) });

/** The one uploaded file of a multipart request, read into memory within the avatar limit. */
async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError(400, it.profile.avatarMissing);
  try {
    const file = await request.file();
    if (!file) throw new AppError(400, it.profile.avatarMissing);
    return await file.toBuffer();
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, it.profile.avatarTooLarge, { code: 'invalid-argument' });
    throw error;
  }
}

/**
 * PUT /api/users/:uid/avatar (content spec §2.9, §5). Multipart parsing is registered inside this
 * plugin only, so every other route keeps accepting JSON alone.
 */
export const avatarRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 20, headerPairs: 100 },
  });

  app.put(
    '/:uid/avatar',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['users'],
        summary: 'Carica la propria immagine del profilo (JPEG, PNG, GIF o WebP, al massimo 5 MB)',
        description: 'multipart/form-data con un file nel campo `avatar`; salvata come WebP 512×512.',
        consumes: ['multipart/form-data'],
        params: Params,
        response: { 200: z.object({ user: UserSchema }) },
      },
    },
    async (request) => {
      const image = await readUploadedFile(request);
      return { user: await app.services.users.changeAvatar(request.params.uid, image) };
    },
  );
};
