import { itPublic } from '@sanity/shared/i18n/it-public';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error';
import { AVATAR_TYPES, sniffType, toAvatarWebp } from './images';
import { keyFromMediaUrl, mediaUrl, type ByteRange, type Storage } from './storage';
import type { StoredFiles } from './stored-files';

export type UploadsService = ReturnType<typeof createUploadsService>;

/**
 * Uploaded files: checks and conversions before they reach the storage, and reading them back
 * for GET /media/*. Other features store files through here (avatars now, article media later).
 */
export function createUploadsService({
  storage,
  logger,
  files,
  close = () => undefined,
}: {
  storage: Storage;
  logger: FastifyBaseLogger;
  /** The ledger of stored files and the per-account quota; without it nothing is counted (unit tests). */
  files?: StoredFiles | undefined;
  /** Releases what the storage adapter holds (see create-storage.ts). */
  close?: () => void;
}) {
  /**
   * Writes a file for `ownerId` under `key` and records it in the ledger first: 413 when it would
   * take the owner over the quota, and no record left behind when the write fails.
   */
  async function storeFor(ownerId: string, key: string, body: Parameters<Storage['put']>[1], bytes: number, contentType: string): Promise<string> {
    const url = mediaUrl(key);
    await files?.reserve(ownerId, url, bytes);
    try {
      await storage.put(key, body, contentType);
    } catch (error) {
      await files?.release(url);
      throw error;
    }
    return url;
  }

  return {
    storage,
    close,
    files,
    storeFor,

    /**
     * Stores a user's new avatar and returns its public URL (`/media/users/{uid}/avatar/{ts}.webp`).
     * Only JPEG, PNG, GIF and WebP content is accepted (400 otherwise, whatever the file's name).
     */
    async storeAvatar(uid: string, data: Buffer, now: number): Promise<string> {
      const type = await sniffType(data);
      if (!type || !AVATAR_TYPES.has(type)) throw new AppError(400, itPublic.profile.avatarType);
      let webp: Buffer;
      try {
        webp = await toAvatarWebp(data);
      } catch (error) {
        logger.info({ err: error }, 'avatar not decodable');
        throw new AppError(400, itPublic.profile.avatarType);
      }
      return storeFor(uid, `users/${uid}/avatar/${now}.webp`, webp, webp.length, 'image/webp');
    },

    /** Deletes a file we stored, given its public URL; other URLs are left alone. Never throws. */
    async removeByUrl(url: string | null | undefined): Promise<void> {
      const key = keyFromMediaUrl(url);
      if (!key) return;
      try {
        await storage.delete(key);
      } catch (error) {
        // Still stored, so still counted.
        logger.warn({ err: error, key }, 'stored file not deleted');
        return;
      }
      await files?.release(mediaUrl(key)).catch((error: unknown) => logger.warn({ err: error, key }, 'stored file not released from the quota'));
    },

    stat: (key: string) => storage.stat(key),
    open: (key: string, range?: ByteRange) => storage.get(key, range),
  };
}
