import multipart from '@fastify/multipart';
import { AVATAR_MAX_BYTES } from '@sanity/shared/constants';
import { itPublic } from '@sanity/shared/i18n/it-public';
import { UserSchema } from '@sanity/shared/schemas/auth';
import { idParam } from '@sanity/shared/schemas/fields';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { isReadableMultipart, malformedForm, readingForm } from '../../lib/multipart-form';

const Params = z.object({ uid: idParam });

/**
 * The one file of the form, in the field `avatar`, read into memory within the avatar limit. Text
 * fields are ignored; a file under another name is no avatar, a second file makes the form invalid.
 */
async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError(400, itPublic.profile.avatarMissing);
  if (!isReadableMultipart(request)) throw malformedForm();
  try {
    return await readingForm(async () => {
      let image: Buffer | null = null;
      for await (const part of request.parts()) {
        if (part.type !== 'file') continue;
        if (part.fieldname !== 'avatar') {
          part.file.resume();
          throw new AppError(400, itPublic.profile.avatarMissing);
        }
        if (image) throw malformedForm();
        image = await part.toBuffer();
      }
      if (!image) throw new AppError(400, itPublic.profile.avatarMissing);
      return image;
    });
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, itPublic.profile.avatarTooLarge, { code: 'invalid-argument' });
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
      config: { access: 'owner', rateLimit: app.limits.uploads },
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
