import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storedFiles } from '../../db/schema/uploads';
import type { JobRunner } from '../jobs/jobs.service';
import { isPrivateKey, keyFromMediaUrl, type Storage } from './storage';

declare module '../jobs/job-kinds' {
  interface JobPayloads {
    /** The stored files of an erased account (issue 13): their /media/ URLs, which name ids only. */
    'erase-files': { urls: string[] };
  }
}

/**
 * The uploads' part of the privacy rights (issue 13): the account's stored files listed in the
 * export; on erasure the ledger rows go in the erasure's transaction and the files themselves
 * through an `erase-files` job enqueued in it, so a storage that fails (S3 down) is retried
 * rather than leaving the files behind.
 */
export const uploadsPrivacy = {
  async of(db: Db, userId: string) {
    const rows = await db.select().from(storedFiles).where(eq(storedFiles.ownerId, userId)).orderBy(asc(storedFiles.createdAt));
    // A visit's documents (issue 29) are listed by the documents' part, with the link that serves them (/media does not).
    return rows.filter((r) => !isPrivateKey(keyFromMediaUrl(r.url) ?? '')).map((r) => ({ url: r.url, bytes: r.bytes, createdAt: r.createdAt.toISOString() }));
  },

  /** Deletes the ledger rows and enqueues the files' deletion (with `extraUrls`, e.g. the avatar); returns how many files. */
  async erase(db: Db, jobs: JobRunner, userId: string, extraUrls: ReadonlyArray<string | null>): Promise<number> {
    const rows = await db.delete(storedFiles).where(eq(storedFiles.ownerId, userId)).returning({ url: storedFiles.url });
    const urls = [...new Set([...rows.map((r) => r.url), ...extraUrls.filter((u): u is string => keyFromMediaUrl(u) !== null)])];
    if (urls.length > 0) await jobs.enqueue(db, { kind: 'erase-files', payload: { urls } });
    return urls.length;
  },

  /** The `erase-files` handler: a failing delete throws, so the job is retried. */
  registerJob(jobs: JobRunner, storage: Storage): void {
    jobs.register('erase-files', async ({ urls }) => {
      for (const url of urls) {
        const key = keyFromMediaUrl(url);
        if (key) await storage.delete(key);
      }
    });
  },
};
