import type { Clock } from '../../lib/clock';
import type { ReadVersions, Versions } from './read-versions';

/** What a loader gives back to be kept. */
export interface Loaded<T> {
  value: T;
  /** Versions of further scopes the answer depends on, each read before the rows it labels. */
  more?: Versions;
  /** The instant (ms) the answer stops being true even if nothing is written (a free slot passing, the day changing). */
  validUntil?: number;
}

interface Entry<T> {
  scopes: string[];
  versions: number[];
  validUntil: number;
  value: T;
}

/**
 * Answers kept in this instance under the versions of the scopes they were read at (ADR 0024). Each
 * read asks the database for the current versions of the answer's scopes (one statement) and uses
 * the kept answer only when every one is the same and its time has not run out: a write on any
 * instance is seen by every instance's next read. The loader reads its rows after the versions it
 * is kept under, so a kept answer is never older than its label. The least recently used go first.
 * Kept values are shared between requests: callers never change them.
 */
export function createReadCache<T>({ versions, clock, size }: { versions: ReadVersions; clock: Clock; size: number }) {
  const entries = new Map<string, Entry<T>>();

  return {
    /**
     * The answer under `key`, depending on `scopes` (plus what the loader adds). `load` gets the
     * versions read for this request (including those of the scopes the kept answer had), so it can
     * reuse them instead of reading them again.
     */
    async read(key: string, scopes: readonly string[], load: (current: Versions) => Promise<Loaded<T>>): Promise<T> {
      const entry = entries.get(key);
      const current = await versions.read(entry ? [...new Set([...scopes, ...entry.scopes])] : scopes);
      if (entry && clock.now().getTime() < entry.validUntil && entry.scopes.every((s, i) => current.get(s) === entry.versions[i])) {
        entries.delete(key);
        entries.set(key, entry);
        return entry.value;
      }
      const loaded = await load(current);
      const all = new Map(current);
      for (const [s, v] of loaded.more ?? []) all.set(s, v);
      const used = [...new Set([...scopes, ...(loaded.more?.keys() ?? [])])];
      entries.delete(key);
      if (entries.size >= size) entries.delete(entries.keys().next().value!);
      entries.set(key, { scopes: used, versions: used.map((s) => all.get(s) ?? 0), validUntil: loaded.validUntil ?? Infinity, value: loaded.value });
      return loaded.value;
    },
  };
}
