import { randomBytes, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { tooLargeMessage, UPLOAD_RULES, wrongTypeMessage, type UploadKind } from '@sanity/shared/domain/uploads/upload-rules';
import { itContent } from '@sanity/shared/i18n/it-content';
import type { ArticleUpload } from '@sanity/shared/schemas/uploads';
import type { FastifyBaseLogger } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import { AppError } from '../../lib/app-error';
import { malformedForm } from '../../lib/multipart-form';
import { acceptedType, sanitizeFileName } from './article-file-types';
import { isValidKey, mediaUrl, type Storage } from './storage';
import type { StoredFiles } from './stored-files';

/** What the uploads need from the articles feature (its service implements it). */
export interface ArticleUploadTargets {
  /**
   * Resolves when `userId` may upload files to the article `draftId` (its author, a doctor);
   * throws AppError 404 when there is no such article and 403 when the user is not its author.
   */
  getUploadTarget(userId: string, draftId: string): Promise<unknown>;
}

export type ArticleUploadsService = ReturnType<typeof createArticleUploadsService>;

/** The largest limit of any kind: the multipart parser's own ceiling. */
export const LARGEST_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_RULES).map((rule) => rule.maxBytes));

class TooLarge extends Error {}

/**
 * Files of the content editor (content spec §5, §7): a doctor's images, PDFs, videos and audio for
 * one of their articles. The bytes are written to a temporary file while counted (more than the
 * kind's limit stops the reading at once and nothing is kept), the type is read from the content
 * (magic numbers, never the name or the browser's word), and only then the file goes to the
 * storage under `users/{uid}/articles/{draftId}/{folder}/{timestamp}_{random8}.{ext}`.
 */
export function createArticleUploadsService(deps: {
  storage: Storage;
  articles: ArticleUploadTargets;
  logger: FastifyBaseLogger;
  /** The ledger of stored files and the per-account quota; without it nothing is counted (unit tests). */
  files?: StoredFiles | undefined;
  /** Where uploads wait while they are checked; the system's temporary directory by default. */
  tmpDir?: string;
  now?: () => number;
}) {
  const { storage, articles, logger } = deps;
  const tmpDir = deps.tmpDir ?? tmpdir();
  const now = deps.now ?? Date.now;

  return {
    /** 404 / 403 unless `userId` is the author of the article `draftId`. */
    async checkTarget(userId: string, draftId: string): Promise<void> {
      if (!isValidKey(draftId) || draftId.includes('/')) throw new AppError(404, itContent.content.notFound);
      await articles.getUploadTarget(userId, draftId);
    },

    /**
     * Reads `stream` (the multipart file) to the end and stores it. 413 with the spec's text when
     * it is over the kind's limit, 400 when its content is not one of the kind's types or the form
     * breaks off inside the file (the parser fails the stream: the client's fault, not ours).
     */
    async store(input: { uid: string; draftId: string; kind: UploadKind; fileName: string | undefined; stream: Readable }): Promise<ArticleUpload> {
      const rule = UPLOAD_RULES[input.kind];
      const tmp = path.join(tmpDir, `sanity-upload-${randomUUID()}`);
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          // Stops the pipeline: the source (the request's file part) is destroyed, nothing more is read.
          if (size > rule.maxBytes) return callback(new TooLarge());
          callback(null, chunk);
        },
      });
      // Which side failed first: the multipart parser fails the source stream itself (maybe before
      // we get here, as the body may be parsed to its end already), a full disk fails the target;
      // pipeline() then destroys the other side with the same error.
      let failedFirst: 'source' | 'target' | undefined = input.stream.errored ? 'source' : undefined;
      input.stream.once('error', () => (failedFirst ??= 'source'));
      const target = createWriteStream(tmp, { flags: 'wx', mode: 0o600 }).once('error', () => (failedFirst ??= 'target'));
      try {
        try {
          await pipeline(input.stream, counter, target);
        } catch (error) {
          // 413 keeps its status; its code is invalid-argument like every "body too large" (docs/api.md).
          if (error instanceof TooLarge) throw new AppError(413, tooLargeMessage(input.kind), { code: 'invalid-argument' });
          if (failedFirst === 'source') throw malformedForm();
          throw error;
        }
        const type = acceptedType(input.kind, await fileTypeFromFile(tmp));
        if (!type) throw new AppError(400, wrongTypeMessage(input.kind));

        const key = `users/${input.uid}/articles/${input.draftId}/${rule.folder}/${now()}_${randomBytes(4).toString('hex')}.${type.ext}`;
        const url = mediaUrl(key);
        // Recorded (or refused 413 over the quota) before the bytes reach the storage.
        await deps.files?.reserve(input.uid, url, size);
        try {
          await storage.put(key, createReadStream(tmp), type.contentType);
        } catch (error) {
          await deps.files?.release(url);
          throw error;
        }
        logger.info({ key, size, contentType: type.contentType }, 'article file stored');
        return {
          url,
          fileName: sanitizeFileName(input.fileName, `file.${type.ext}`),
          contentType: type.contentType,
          size,
        };
      } finally {
        await rm(tmp, { force: true });
      }
    },
  };
}
