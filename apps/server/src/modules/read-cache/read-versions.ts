import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { readVersions } from '../../db/schema/read-versions';
import { coalescedReads } from '../../lib/coalesced-reads';

/** A scope's version as read for one request; a scope never written is at 0. */
export type Versions = ReadonlyMap<string, number>;

/**
 * The scopes public reads depend on (ADR 0024). Migration 0019's triggers move each forward in the
 * transaction of every write to the tables it covers, whatever code path or instance writes.
 */
export const scope = {
  /** Doctors' accounts, sectors, practice addresses: the directory's cards and a profile. */
  directory: 'directory',
  /** Articles and therapies, their categories and allowed readers. */
  articles: 'articles',
  /** A doctor's bookable time: services and their hours, the schedule's rules, appointments, external busy times. */
  doctor: (doctorId: string) => `doctor:${doctorId}`,
  /** Who follows a doctor. */
  follows: (doctorId: string) => `follows:${doctorId}`,
  /** A reader's favourites. */
  favorites: (userId: string) => `favorites:${userId}`,
  /** A reader's own account (what they may read follows their verified e-mail and their role). */
  user: (userId: string) => `user:${userId}`,
} as const;

/**
 * What a list, an article or a search of articles depends on: the articles, their authors (names,
 * photos, active), and for a signed-in reader their own account (the verified e-mail private content
 * is assigned to) and favourites. Kept per reader: nothing one reader may see is answered to another.
 */
export const articleReaderScopes = (readerId: string | null | undefined): string[] => [
  scope.articles,
  scope.directory,
  ...(readerId ? [scope.user(readerId), scope.favorites(readerId)] : []),
];

export type ReadVersions = ReturnType<typeof createReadVersions>;

/**
 * The versions of scopes in one statement over the table's primary key (scopes without a row are
 * absent), prepared once per instance (ADR 0026): it runs for every public read, and drizzle building
 * it showed in their profiles.
 */
export function versionsSelect(db: Db): (scopes: readonly string[]) => Promise<Map<string, number>> {
  const prepared = db
    .select({ scope: readVersions.scope, version: readVersions.version })
    .from(readVersions)
    .where(sql`${readVersions.scope} = any(${sql.placeholder('scopes')}::text[])`)
    .prepare('read_versions_of');
  return async (scopes) => new Map((await prepared.execute({ scopes })).map((row) => [row.scope, row.version]));
}

/**
 * The version reads of one instance: reads asked at the same moment share one statement, but never
 * one sent before they were asked (`coalescedReads`: a save committed on any instance before a read
 * was asked is seen by it).
 */
export function coalesceVersionReads(select: (scopes: readonly string[]) => Promise<ReadonlyMap<string, number>>) {
  const reads = coalescedReads(select);
  return {
    /** The current versions of `scopes` (0 for a scope never written), from a statement sent after this call. */
    async read(scopes: readonly string[]): Promise<Versions> {
      const out = new Map<string, number>(scopes.map((s) => [s, 0]));
      if (scopes.length === 0) return out;
      const read = await reads.read(scopes);
      for (const s of out.keys()) out.set(s, read.get(s) ?? 0);
      return out;
    },
  };
}

/** This instance's version reads (one per instance: the reads of all its requests coalesce). */
export function createReadVersions(db: Db) {
  return coalesceVersionReads(versionsSelect(db));
}
