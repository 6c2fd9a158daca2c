import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { tmpdir } from 'node:os';
import type { Readable } from 'node:stream';
import { tooLargeMessage, UPLOAD_RULES, wrongTypeMessage, type UploadKind } from '@sanity/shared/domain/uploads/upload-rules';
import { itContent } from '@sanity/shared/i18n/it-content';
import type { ArticleUpload } from '@sanity/shared/schemas/uploads';
import type { FastifyBaseLogger } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import { AppError } from '../../lib/app-error';
import { acceptedType, sanitizeFileName } from './article-file-types';
import { receiveFile } from './receive-file';
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
      // 413 keeps its status; its code is invalid-argument like every "body too large" (docs/api.md).
      const received = await receiveFile(input.stream, { maxBytes: rule.maxBytes, tmpDir, tooLarge: () => new AppError(413, tooLargeMessage(input.kind), { code: 'invalid-argument' }) });
      const { path: tmp, size } = received;
      try {
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
        await received.discard();
      }
    },
  };
}
