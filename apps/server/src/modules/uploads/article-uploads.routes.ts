import multipart from '@fastify/multipart';
import { UPLOAD_RULES } from '@sanity/shared/domain/uploads/upload-rules';
import { it } from '@sanity/shared/i18n/it';
import { itContent } from '@sanity/shared/i18n/it-content';
import { ArticleUploadSchema, UploadKindSchema } from '@sanity/shared/schemas/uploads';
import { idParam } from '@sanity/shared/schemas/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { discard, isReadableMultipart, malformedForm, nextPart, readingForm } from '../../lib/multipart-form';
import { signedInUser } from '../../plugins/access';
import { LARGEST_UPLOAD_BYTES } from './article-uploads.service';

const Params = z.object({ draftId: idParam });

const invalid = () => new AppError(400, it.validation.invalidRequest);

/**
 * POST /api/articles/:draftId/uploads (content spec §5, §7): one file for the content editor.
 * The form must send the field `kind` (image | pdf | video | audio) first, then the file `file`,
 * so that the kind's limit applies while the file streams in. The Origin check runs on the
 * request before any of its body is read (plugins/security.ts), multipart or not.
 */
export const articleUploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered in this plugin only: every other route keeps accepting JSON alone. One byte over the
  // largest kind's limit, so that our own count (per kind) is what answers 413 with the spec's text.
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: LARGEST_UPLOAD_BYTES + 1, files: 1, fields: 2, fieldSize: 64, parts: 3, headerPairs: 50 },
  });

  // An answer given before the whole body arrived (401/403/404, or 413 mid-file) closes the
  // connection: the rest of a large upload is not worth reading, and a client that stops sending
  // once it has the answer would otherwise hold the connection open (and a graceful shutdown) for
  // minutes.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.raw.complete) reply.header('connection', 'close');
    done(null, payload);
  });

  app.post(
    '/:draftId/uploads',
    {
      config: { access: 'doctor', unauthenticatedMessage: itContent.content.uploadNotAuthenticated, rateLimit: app.limits.uploads },
      schema: {
        tags: ['articles'],
        summary: "Carica un file (immagine, PDF, video o audio) per un proprio articolo",
        description:
          'multipart/form-data: prima il campo `kind` (image, pdf, video, audio), poi il file nel campo `file`. ' +
          `Limiti: immagini ${UPLOAD_RULES.image.maxBytes} byte, PDF ${UPLOAD_RULES.pdf.maxBytes}, video e audio ${UPLOAD_RULES.video.maxBytes}. ` +
          'Il tipo è letto dal contenuto del file, non dal nome.',
        consumes: ['multipart/form-data'],
        params: Params,
        response: { 201: ArticleUploadSchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { draftId } = request.params;
      // Who may upload is settled before a byte of the body is read.
      await app.services.articleUploads.checkTarget(user.id, draftId);
      if (!request.isMultipart()) throw invalid();
      if (!isReadableMultipart(request)) throw malformedForm();

      const parts = request.parts()[Symbol.asyncIterator]();
      const { kind, filePart } = await readingForm(async () => {
        const kindPart = await nextPart(parts);
        if (!kindPart || kindPart.type !== 'field' || kindPart.fieldname !== 'kind') {
          discard(kindPart);
          throw invalid();
        }
        const kind = UploadKindSchema.safeParse(kindPart.value);
        if (!kind.success) throw invalid();

        const filePart = await nextPart(parts);
        if (!filePart || filePart.type !== 'file' || filePart.fieldname !== 'file') {
          discard(filePart);
          throw invalid();
        }
        return { kind, filePart };
      });
      const stored = await app.services.articleUploads.store({
        uid: user.id,
        draftId,
        kind: kind.data,
        fileName: filePart.filename,
        stream: filePart.file,
      });
      return reply.code(201).send(stored);
    },
  );
};
