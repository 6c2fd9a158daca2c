import { readFileSync } from 'node:fs';
import path from 'node:path';
import { max, sql } from 'drizzle-orm';
import { bigint, integer, pgSchema, text } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { migrationsFolder } from '../../db/migrate';

export type HealthService = ReturnType<typeof createHealthService>;

/**
 * Drizzle's own journal of applied migrations (written by db/migrate.ts), declared here and not in
 * db/schema so that drizzle-kit never generates a migration for it.
 */
export const appliedMigrations = pgSchema('drizzle').table('__drizzle_migrations', {
  id: integer('id').notNull(),
  hash: text('hash').notNull(),
  createdAt: bigint('created_at', { mode: 'number' }),
});

/** How long the readiness check waits for the file storage before calling it unreachable. */
const STORAGE_CHECK_MS = 3_000;

/**
 * After a request failed because a disk was full, readiness answers 503 for this long (of the
 * injected clock), then tries again: a proxy sends the traffic to another instance meanwhile, and
 * one with nowhere else to go comes back once space is freed, or fails the next write and waits
 * again. Also the `Retry-After` of that request's 503.
 */
export const DISK_FULL_HOLD_MS = 60_000;

/** What the readiness check found missing, for the log line (the response stays the generic 503). */
export type NotReady = 'closing' | 'disk-full' | 'database' | 'migrations' | 'storage';

/** The `when` of the newest committed migration: what drizzle records as `created_at` once it is applied. */
function newestMigration(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: Array<{ when: number }> };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

export function createHealthService({
  db,
  checkStorage,
  clock,
  logger,
}: {
  db: Db;
  checkStorage: (timeoutMs: number) => Promise<void>;
  clock: Clock;
  logger?: FastifyBaseLogger;
}) {
  let closing = false;
  /** When a request last failed for a full disk (clock time), or null. */
  let diskFullAt: number | null = null;
  const expectedMigration = newestMigration();

  async function databaseAnswers(): Promise<boolean> {
    try {
      await db.execute(sql`select 1`);
      return true;
    } catch {
      return false;
    }
  }

  /**
   * The database holds this build's newest migration (or a newer one: during a rolling upgrade the
   * new version migrates first, and the old instances go on serving until they are replaced).
   */
  async function migrationsApplied(): Promise<boolean> {
    try {
      const [row] = await db.select({ last: max(appliedMigrations.createdAt) }).from(appliedMigrations);
      return row?.last !== null && row?.last !== undefined && row.last >= expectedMigration;
    } catch {
      return false;
    }
  }

  async function storageAnswers(): Promise<boolean> {
    try {
      await checkStorage(STORAGE_CHECK_MS);
      return true;
    } catch {
      return false;
    }
  }

  return {
    /** From SIGTERM (server.ts) or app close on: both checks answer 503 so proxies stop sending requests here. */
    markClosing(): void {
      closing = true;
    },
    /** A request failed because a disk (the database's or DATA_DIR's) is full: not ready for DISK_FULL_HOLD_MS. */
    noteDiskFull(): void {
      diskFullAt = clock.now().getTime();
    },
    /** Liveness: true when the server is not shutting down and the database answers. */
    async isHealthy(): Promise<boolean> {
      if (closing) return false;
      return databaseAnswers();
    },
    /**
     * Readiness for a proxy or orchestrator: not closing, no disk found full lately, the database
     * answers, the migrations this build needs are applied and the file storage answers. Null when
     * ready, else the first failure.
     */
    async notReady(): Promise<NotReady | null> {
      if (closing) return 'closing';
      let failed: NotReady | null = 'database';
      const sinceDiskFull = diskFullAt === null ? null : clock.now().getTime() - diskFullAt;
      // A clock set back counts as time passed: the hold must never last forever.
      if (sinceDiskFull !== null && sinceDiskFull >= 0 && sinceDiskFull < DISK_FULL_HOLD_MS) failed = 'disk-full';
      else if (await databaseAnswers()) {
        const [migrations, storage] = await Promise.all([migrationsApplied(), storageAnswers()]);
        failed = !migrations ? 'migrations' : !storage ? 'storage' : null;
      }
      // A shutdown that began meanwhile is the answer, and no failure worth a log line.
      if (closing) return 'closing';
      if (failed) logger?.warn({ check: failed }, 'readiness check failed');
      return failed;
    },
  };
}
