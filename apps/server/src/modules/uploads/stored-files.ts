import { itSettings } from '@sanity/shared/i18n/it-settings';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storedFiles } from '../../db/schema/uploads';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';

export type StoredFiles = ReturnType<typeof createStoredFiles>;

const MB = 1024 * 1024;

/** '500 MB', '1,5 GB': the quota as the message shows it. */
export function formatQuota(bytes: number): string {
  if (bytes >= 1024 * MB) return `${(bytes / (1024 * MB)).toLocaleString('it-IT', { maximumFractionDigits: 1 })} GB`;
  return `${Math.round(bytes / MB).toLocaleString('it-IT')} MB`;
}

/**
 * The ledger of stored files (`stored_files`) and the per-account storage quota (issue 12). A file
 * is recorded before its bytes reach the storage and the record is removed with the file, so the
 * sum of an owner's rows is what they hold. Files stored before the ledger existed have no row and
 * are not counted (docs/api.md "Limits").
 */
export function createStoredFiles({ db, clock, quotaBytes }: { db: Db; clock: Clock; quotaBytes: number }) {
  return {
    quotaBytes,

    /**
     * Records `url` for `ownerId`, or 413 when it would take the owner over the quota. The owner's
     * advisory lock makes the sum and the insert one step: two parallel uploads cannot both fit
     * into the last free megabytes.
     */
    async reserve(ownerId: string, url: string, bytes: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`stored-files:${ownerId}`}, 0))`);
        const [row] = await tx
          .select({ used: sql<string>`coalesce(sum(${storedFiles.bytes}), 0)` })
          .from(storedFiles)
          .where(eq(storedFiles.ownerId, ownerId));
        if (Number(row?.used ?? 0) + bytes > quotaBytes) {
          throw new AppError(413, itSettings.security.storageFull(formatQuota(quotaBytes)), { code: 'resource-exhausted' });
        }
        await tx.insert(storedFiles).values({ url, ownerId, bytes, createdAt: clock.now() });
      });
    },

    /** Forgets the file at `url` (deleted, or never written after all). */
    async release(url: string): Promise<void> {
      await db.delete(storedFiles).where(eq(storedFiles.url, url));
    },

    /** Bytes recorded for `ownerId`. */
    async usedBy(ownerId: string): Promise<number> {
      const [row] = await db
        .select({ used: sql<string>`coalesce(sum(${storedFiles.bytes}), 0)` })
        .from(storedFiles)
        .where(eq(storedFiles.ownerId, ownerId));
      return Number(row?.used ?? 0);
    },
  };
}
