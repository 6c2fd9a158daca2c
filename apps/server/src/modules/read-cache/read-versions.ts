import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { readVersions } from '../../db/schema/read-versions';

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

/** The versions of `scopes` in one statement over the table's primary key (scopes without a row are absent). */
export async function selectVersions(db: Db, scopes: readonly string[]): Promise<Map<string, number>> {
  const rows = await db.select({ scope: readVersions.scope, version: readVersions.version }).from(readVersions).where(inArray(readVersions.scope, [...scopes]));
  return new Map(rows.map((row) => [row.scope, row.version]));
}

interface Batch {
  scopes: Set<string>;
  answer: Promise<Map<string, number>>;
}

/**
 * Version reads asked at the same moment share one statement (ADR 0024), under one rule: a read
 * shares only a statement SENT AFTER it was asked. A statement sent earlier may have read the
 * versions before a write that committed before the read was asked (on any instance), and a save
 * must be seen by every instance's next request. So at most one statement is in flight; the reads
 * asked meanwhile wait together and go in the next one, over the union of their scopes. Under 50
 * clients this turns 50 statements into a few; alone, a read costs what it did (sent at once).
 */
export function coalesceVersionReads(select: (scopes: readonly string[]) => Promise<Map<string, number>>) {
  let inFlight = false;
  let waiting: Batch | null = null;
  let releaseWaiting: (() => void) | null = null;

  /** Sends `scopes` now; when it is answered, sends the reads that waited meanwhile, if any. */
  function send(scopes: Set<string>): Promise<Map<string, number>> {
    inFlight = true;
    const answer = select([...scopes]);
    const next = () => {
      if (!waiting) {
        inFlight = false;
        return;
      }
      const release = releaseWaiting!;
      waiting = null;
      releaseWaiting = null;
      release();
    };
    answer.then(next, next);
    return answer;
  }

  function join(scopes: readonly string[]): Promise<Map<string, number>> {
    if (!inFlight) return send(new Set(scopes));
    if (!waiting) {
      const batch: Batch = { scopes: new Set(), answer: Promise.resolve(new Map<string, number>()) };
      batch.answer = new Promise<void>((resolve) => (releaseWaiting = resolve)).then(() => send(batch.scopes));
      waiting = batch;
    }
    for (const s of scopes) waiting.scopes.add(s);
    return waiting.answer;
  }

  return {
    /** The current versions of `scopes` (0 for a scope never written), from a statement sent after this call. */
    async read(scopes: readonly string[]): Promise<Versions> {
      const out = new Map<string, number>(scopes.map((s) => [s, 0]));
      if (scopes.length === 0) return out;
      const read = await join(scopes);
      for (const s of out.keys()) out.set(s, read.get(s) ?? 0);
      return out;
    },
  };
}

/** This instance's version reads (one per instance: the reads of all its requests coalesce). */
export function createReadVersions(db: Db) {
  return coalesceVersionReads((scopes) => selectVersions(db, scopes));
}
