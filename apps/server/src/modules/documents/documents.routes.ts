import multipart from '@fastify/multipart';
import { it } from '@sanity/shared/i18n/it';
import { AppointmentDocumentListSchema, AppointmentDocumentSchema, DOCUMENT_MAX_BYTES, DocumentParamsSchema, MyDocumentsSchema } from '@sanity/shared/schemas/documents';
import { idParam } from '@sanity/shared/schemas/fields';
import type { FastifyPluginAsyncZod, FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { discard, isReadableMultipart, malformedForm, nextPart, readingForm } from '../../lib/multipart-form';
import { actorOf } from '../../lib/actor';
import { signedInUser } from '../../plugins/access';
import { documentViewerOf } from './documents.access';
import { downloadHeaders } from '../uploads/media.routes';
import type { ReceivedFile } from '../uploads/receive-file';

const AppointmentParams = z.object({ id: idParam });

/**
 * An appointment's documents (under /api/appointments) — issue 29, docs/api.md "Documents". The
 * routes require a session; who may list or add on which appointment is documents.access.ts.
 */
export const appointmentDocumentsRoutes: FastifyPluginAsyncZod = async (app) => {
  // In this plugin only, as the article uploads: every other route keeps accepting JSON alone.
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: DOCUMENT_MAX_BYTES + 1, files: 1, fields: 2, fieldSize: 1024, parts: 3, headerPairs: 50 },
  });
  // An answer given before the whole body arrived closes the connection (see article-uploads.routes.ts).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.raw.complete) reply.header('connection', 'close');
    done(null, payload);
  });
  const service = () => app.services.documents;

  app.get(
    '/:id/documents',
    {
      config: { access: 'signed-in', staff: 'clinical' },
      schema: {
        tags: ['documents'],
        summary: "I documenti di un appuntamento (al suo medico, al suo paziente e all'amministratore; alla segreteria con l'accesso clinico)",
        params: AppointmentParams,
        response: { 200: AppointmentDocumentListSchema },
      },
    },
    (request) => service().list(documentViewerOf(actorOf(request), signedInUser(request).admin), request.params.id),
  );

  app.post(
    '/:id/documents',
    {
      config: { access: 'signed-in', rateLimit: app.limits.uploads },
      schema: {
        tags: ['documents'],
        summary: 'Allega un documento (PDF, JPEG, PNG o WebP) a un appuntamento',
        description:
          'multipart/form-data con i campi `title` (2-120 caratteri), `kind` (medico: referto, prescrizione, piano_terapeutico, altro; paziente: paziente) ' +
          `e il file nel campo \`file\` (al massimo ${DOCUMENT_MAX_BYTES} byte), in qualsiasi ordine. Il tipo è letto dal contenuto del file.`,
        consumes: ['multipart/form-data'],
        params: AppointmentParams,
        response: { 201: AppointmentDocumentSchema },
      },
    },
    async (request, reply) => {
      const viewer = signedInUser(request);
      // Who may add, and whether it is still time, before a byte of the body is read.
      const target = await service().uploadTarget(viewer, request.params.id);
      if (!isReadableMultipart(request)) throw malformedForm();
      const form: { title?: string; kind?: string; fileName?: string; file: ReceivedFile | null } = { file: null };
      try {
        await readingForm(async () => {
          const parts = request.parts()[Symbol.asyncIterator]();
          for (let part = await nextPart(parts); part; part = await nextPart(parts)) {
            if (part.type === 'file' && part.fieldname === 'file' && !form.file) {
              form.fileName = part.filename;
              form.file = await service().receive(part.file);
            } else if (part.type === 'field' && (part.fieldname === 'title' || part.fieldname === 'kind') && typeof part.value === 'string') {
              form[part.fieldname] = part.value;
            } else {
              discard(part);
              throw new AppError(400, it.http.invalidForm);
            }
          }
        });
        const created = await service().add(viewer, target, { title: form.title, kind: form.kind, fileName: form.fileName, file: form.file });
        return reply.code(201).send(created);
      } finally {
        await form.file?.discard();
      }
    },
  );
};

/** RFC 6266: the ASCII name for old clients, the real one (accents included) as `filename*`. */
function contentDisposition(fileName: string): Record<string, string> {
  const headers = downloadHeaders(fileName);
  // RFC 5987: encodeURIComponent leaves ' ( ) * as they are, which the ext-value does not allow.
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return { ...headers, 'content-disposition': `${headers['content-disposition']}; filename*=UTF-8''${encoded}` };
}

/** A patient's documents, one document's file, deleting one's own (under /api/documents). */
export const documentsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = () => app.services.documents;

  app.get(
    '/',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['documents'], summary: 'Tutti i documenti delle proprie visite, dal più recente', response: { 200: MyDocumentsSchema } },
    },
    (request) => service().mine(signedInUser(request).id),
  );

  app.get(
    '/:id/file',
    {
      config: { access: 'signed-in', staff: 'clinical', rateLimit: app.limits.media },
      schema: { tags: ['documents'], summary: 'Scarica il file di un documento (come allegato)', params: DocumentParamsSchema },
    },
    async (request, reply) => {
      const { document, object } = await service().open(documentViewerOf(actorOf(request), signedInUser(request).admin), request.params.id);
      return reply
        .headers(contentDisposition(document.fileName))
        .header('content-type', document.contentType)
        .header('content-length', object.size)
        // Health data: no shared cache keeps it, and the browser does not keep it either.
        .header('cache-control', 'private, no-store')
        .send(object.stream);
    },
  );

  app.delete(
    '/:id',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['documents'], summary: 'Elimina un documento caricato da sé', params: DocumentParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await service().remove(signedInUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
  done();
};
