import { accessSync, constants, mkdirSync, readdirSync, statSync } from 'node:fs';
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
import { initialisePgliteApart } from './pglite-init';

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

/**
 * Postgres settings of the server's PGlite. Its shared buffers live inside PGlite's WebAssembly
 * memory, which never shrinks: the default 128 MB held ~120 MB resident once the demo data had been
 * read, for a database of a few tens of megabytes whose files the operating system caches anyway
 * (docs/decisions/0025-memory.md measures both).
 */
const pgliteStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

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
  try {
    mkdirSync(dir, { recursive: true });
    await initialisePgliteApart(dir);
    const client = await PGlite.create(dir, { extensions: pgliteExtensions, startParams: pgliteStartParams });
    return fromPglite(client, options);
  } catch (error) {
    // PGlite says only "PGlite failed to initialize properly" or throws a bare errno object:
    // the message must tell the operator which file and why.
    throw new Error(`Impossibile aprire il database integrato in ${dir}: ${whyNotOpened(dir, error)}.`, { cause: error });
  }
}

/** Italian for the file system errors an unusable data directory gives. */
const FS_CAUSES: Record<string, string> = {
  EACCES: 'permesso negato',
  EPERM: 'operazione non permessa',
  ENOENT: 'non esiste',
  ENOTDIR: 'non è una cartella',
  EISDIR: 'è una cartella, non un file',
  EROFS: 'il file system è in sola lettura',
  ENOSPC: 'spazio su disco esaurito',
  EDQUOT: 'quota del disco esaurita',
  EIO: 'errore di lettura o scrittura del disco',
  EMFILE: 'troppi file aperti',
};

/** WASI errno numbers (PGlite's WebAssembly file system errors carry these, without a name). */
const WASI_CODES: Record<number, string> = { 2: 'EACCES', 20: 'EEXIST', 29: 'EIO', 44: 'ENOENT', 51: 'ENOSPC', 54: 'ENOTDIR', 63: 'EPERM', 69: 'EROFS' };

/** One property of a thrown value, whatever was thrown. */
const fieldOf = (error: unknown, name: string): unknown => (typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[name] : undefined);

/** A Node file system error's code (EACCES…). */
const codeOf = (error: unknown): string => {
  const code = fieldOf(error, 'code');
  return typeof code === 'string' ? code : 'EIO';
};

function describeCode(code: string, where?: string): string {
  const cause = `${FS_CAUSES[code] ?? 'errore del file system'} (${code})`;
  const uid = process.getuid?.();
  const who = (code === 'EACCES' || code === 'EPERM') && uid !== undefined ? `; il server gira con l'utente uid ${uid}, che deve poter leggere e scrivere tutta la cartella` : '';
  return `${where ? `${where}: ` : ''}${cause}${who}`;
}

/**
 * Why `dir` could not be opened: the first file or folder in it this process may not read and
 * write (a data directory copied or created by another user is the usual case), or else the cause
 * the error itself carries.
 */
function whyNotOpened(dir: string, error: unknown): string {
  const code = fieldOf(error, 'code');
  if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) {
    const where = fieldOf(error, 'path');
    return describeCode(code, typeof where === 'string' ? where : undefined);
  }
  let visited = 0;
  const check = (target: string): string | null => {
    visited += 1;
    let isDir: boolean;
    try {
      isDir = statSync(target).isDirectory();
      accessSync(target, isDir ? constants.R_OK | constants.W_OK | constants.X_OK : constants.R_OK | constants.W_OK);
    } catch (problem) {
      return describeCode(codeOf(problem), target === dir ? undefined : target);
    }
    if (!isDir) return null;
    // A bounded walk: a database of many files is not read whole to word an error.
    let entries: string[];
    try {
      entries = readdirSync(target);
    } catch (problem) {
      return describeCode(codeOf(problem), target);
    }
    for (const entry of entries) {
      if (visited > 10_000) return null;
      const found = check(path.join(target, entry));
      if (found) return found;
    }
    return null;
  };
  const found = check(dir);
  if (found) return found;
  const errno = fieldOf(error, 'errno');
  if (fieldOf(error, 'name') === 'ErrnoError' && typeof errno === 'number') return describeCode(WASI_CODES[errno] ?? `errno ${errno}`);
  const message = error instanceof Error ? error.message : String(error);
  return `${message} (la cartella non sembra contenere un database PGlite integro: se l'hai copiata, controlla che la copia sia completa)`;
}
