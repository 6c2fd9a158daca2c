import { it } from '@sanity/shared/i18n/it';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error';
import { AVATAR_TYPES, sniffType, toAvatarWebp } from './images';
import { keyFromMediaUrl, mediaUrl, type ByteRange, type Storage } from './storage';

export type UploadsService = ReturnType<typeof createUploadsService>;

/**
 * Uploaded files: checks and conversions before they reach the storage, and reading them back
 * for GET /media/*. Other features store files through here (avatars now, article media later).
 */
export function createUploadsService({
  storage,
  logger,
  close = () => undefined,
}: {
  storage: Storage;
  logger: FastifyBaseLogger;
  /** Releases what the storage adapter holds (see create-storage.ts). */
  close?: () => void;
}) {
  return {
    storage,
    close,

    /**
     * Stores a user's new avatar and returns its public URL (`/media/users/{uid}/avatar/{ts}.webp`).
     * Only JPEG, PNG, GIF and WebP content is accepted (400 otherwise, whatever the file's name).
     */
    async storeAvatar(uid: string, data: Buffer, now: number): Promise<string> {
      const type = await sniffType(data);
      if (!type || !AVATAR_TYPES.has(type)) throw new AppError(400, it.profile.avatarType);
      let webp: Buffer;
      try {
        webp = await toAvatarWebp(data);
      } catch (error) {
        logger.info({ err: error }, 'avatar not decodable');
        throw new AppError(400, it.profile.avatarType);
      }
      const key = `users/${uid}/avatar/${now}.webp`;
      await storage.put(key, webp, 'image/webp');
      return mediaUrl(key);
    },

    /** Deletes a file we stored, given its public URL; other URLs are left alone. Never throws. */
    async removeByUrl(url: string | null | undefined): Promise<void> {
      const key = keyFromMediaUrl(url);
      if (!key) return;
      await storage.delete(key).catch((error: unknown) => logger.warn({ err: error, key }, 'stored file not deleted'));
    },

    stat: (key: string) => storage.stat(key),
    open: (key: string, range?: ByteRange) => storage.get(key, range),
  };
}
