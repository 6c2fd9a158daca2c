import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Tables a refused request may change by design, and what of them is compared instead:
 * - `login_failures`: a refused login is recorded, that is how the lockout counts (not compared);
 * - `sessions`: reading a session moves its `last_seen_at`; only which sessions exist is compared;
 * - `rate_limit_hits`: every request to a limited route is counted, refused or not (not compared);
 * - `read_versions`: moved only by the triggers of other tables (ADR 0024), which are compared
 *   themselves; a write that puts back the same values moves it too (not compared).
 */
const COMPARED_EXPRESSION: Record<string, string | null> = {
  login_failures: null,
  rate_limit_hits: null,
  read_versions: null,
  sessions: `count(*)::text || ':' || coalesce(md5(string_agg(x.id, ',' order by x.id)), '')`,
};

/**
 * Row count and the newest row version (`xmin`, the id of the transaction that wrote the row):
 * an insert or an update writes a row with a newer xmin, a delete lowers the count. Much cheaper
 * than hashing every row, and it also sees a write that puts back the same values.
 */
const DEFAULT_EXPRESSION = `count(*)::text || ':' || coalesce(max(x.xmin::text::bigint), 0)::text`;

export type Fingerprint = Map<string, string>;

/** The rows of `db.execute`: both drivers (PGlite, node-postgres) answer `{ rows }`, which the shared Db type leaves unknown. */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows?: T[] };
  return result.rows ?? [];
}

async function userTables(db: Db): Promise<string[]> {
  const rows = await selectRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((row) => row.table_name);
}

/**
 * A fingerprint of every table of the public schema (listed once, so tables added later are
 * covered without naming them here). Equal fingerprints: nothing was stored.
 */
export async function fingerprinter(db: Db): Promise<() => Promise<Fingerprint>> {
  const tables = (await userTables(db)).filter((table) => COMPARED_EXPRESSION[table] !== null);
  if (tables.length === 0) throw new Error('no tables found to fingerprint');
  const parts = tables.map((table) => {
    if (!/^[a-z_][a-z0-9_]*$/.test(table)) throw new Error(`unexpected table name ${table}`);
    return `select '${table}' as t, ${COMPARED_EXPRESSION[table] ?? DEFAULT_EXPRESSION} as h from "${table}" x`;
  });
  const query = sql.raw(parts.join(' union all '));
  return async () => {
    const rows = await selectRows<{ t: string; h: string }>(db, query);
    return new Map(rows.map((row) => [row.t, row.h]));
  };
}

/** The tables whose fingerprint differs. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name));
}

export interface WriteWatch {
  /** Remembers the database as it is, before a request whose refusal must store nothing. */
  mark(): Promise<void>;
  /** The tables changed since `mark()`. */
  changed(): Promise<string[]>;
  /** How many full fingerprints were taken (the rest were answered by the transaction id). */
  readonly fingerprints: number;
}

/**
 * Fingerprints only when something may have been written: while the next transaction id of the
 * server has not moved, no transaction wrote anything anywhere (on a shared PostgreSQL, another
 * database's writes move it too, which only costs a fingerprint, never a missed write).
 */
export async function writeWatch(db: Db): Promise<WriteWatch> {
  const fingerprint = await fingerprinter(db);
  const nextXid = async () => (await selectRows<{ x: string }>(db, sql`select pg_snapshot_xmax(pg_current_snapshot())::text as x`))[0]?.x;
  let known: { xid: string | undefined; fingerprint: Fingerprint } | undefined;
  const current = async (): Promise<Fingerprint> => {
    const xid = await nextXid();
    if (!known || xid === undefined || known.xid !== xid) {
      known = { xid, fingerprint: await fingerprint() };
      taken += 1;
    }
    return known.fingerprint;
  };
  let marked: Fingerprint | undefined;
  let taken = 0;
  return {
    get fingerprints() {
      return taken;
    },
    async mark() {
      marked = await current();
    },
    async changed() {
      if (!marked) throw new Error('changed() before mark()');
      return changedTables(marked, await current());
    },
  };
}
