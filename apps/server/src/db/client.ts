import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Config } from '../config';
import { queryCountingLogger } from '../plugins/query-stats';

/** `countQueries`: attach the statement counter of BENCH_QUERY_STATS (plugins/query-stats.ts). */
export interface DatabaseOptions {
  countQueries?: boolean;
}

/** The query builder every repository uses; the same on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Waits for pending work and releases the database (PGlite flushes its data directory). */
  close(): Promise<void>;
}

/** Whether `db` runs on PGlite, which one process alone opens (drizzle keeps the driver's client as `$client`). */
export function isPglite(db: Db): boolean {
  return (db as { $client?: unknown }).$client instanceof PGlite;
}

/** Extensions loaded into every PGlite instance (the migrations create pg_trgm and btree_gist). */
export const pgliteExtensions = { pg_trgm, btree_gist } satisfies PGliteOptions['extensions'];

/** Wraps an open PGlite instance (used by tests, which load a migrated template). */
export function fromPglite(client: PGlite, options: DatabaseOptions = {}): Database {
  return {
    db: drizzlePglite({ client, ...(options.countQueries ? { logger: queryCountingLogger } : {}) }),
    kind: 'pglite',
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** Wraps a node-postgres pool. */
export function fromPool(pool: pg.Pool, options: DatabaseOptions = {}): Database {
  let closed = false;
  return {
    db: drizzlePg({ client: pool, ...(options.countQueries ? { logger: queryCountingLogger } : {}) }),
    kind: 'postgres',
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

export function createPool(connectionString: string): pg.Pool {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  return pool;
}

/** PGlite in `${DATA_DIR}/db` by default; a PostgreSQL pool when DATABASE_URL is set. */
export async function openDatabase(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'> & Partial<Pick<Config, 'BENCH_QUERY_STATS'>>): Promise<Database> {
  const options: DatabaseOptions = { countQueries: config.BENCH_QUERY_STATS === true };
  if (config.DATABASE_URL) {
    const pool = createPool(config.DATABASE_URL);
    // Fail early with a clear error when the server is unreachable.
    const client = await pool.connect();
    client.release();
    return fromPool(pool, options);
  }
  const dir = path.join(config.DATA_DIR, 'db');
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, { extensions: pgliteExtensions });
  return fromPglite(client, options);
}
