import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PassThrough } from 'node:stream';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { type MigrationMeta, readMigrationFiles } from 'drizzle-orm/migrator';
import type pg from 'pg';
import type { Database } from '../../db/client';
import { migrationsFolder } from '../../db/migrate';
import type { Storage } from '../uploads/storage';
import { CorruptBackupError, readTarGz, writeTarGz, type TarEntry } from './tar';

/**
 * Backups in a format we own (docs/decisions/0017-backup-format.md): a `.tar.gz` holding
 * `manifest.json`, one JSON-lines file per table (each line the row's values as PostgreSQL text,
 * so bytea, json, arrays, numeric and timestamps round-trip exactly on PGlite and PostgreSQL
 * alike) in foreign-key order, and the uploaded files under numbered names.
 */
export const BACKUP_FORMAT = 1;

export interface TableManifest {
  name: string;
  /** Entry in the archive, e.g. `db/0003.jsonl`. */
  entry: string;
  columns: Array<{ name: string; type: string }>;
  /** Identity columns: restore sets their sequence past the largest value. */
  identity: string[];
  rows: number;
  sha256: string;
}

export interface FileManifest {
  key: string;
  entry: string;
  contentType: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: number;
  app: 'sanity';
  createdAt: string;
  database: 'pglite' | 'postgres';
  /** How many migrations of the journal (apps/server/src/db/migrations) the database had, and the last one's tag. */
  migrations: { count: number; last: string | null };
  tables: TableManifest[];
  files: FileManifest[];
}

/** Progress lines for stderr. */
export type Log = (line: string) => void;

/** The backup's own errors carry an Italian message meant for the console; the CLI prints it and exits 1. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

type Row = Array<string | null>;

/** One database session: a query answering rows as arrays, and `exec` for a script of several statements (a migration). */
interface Session {
  query(text: string, params?: unknown[]): Promise<Row[]>;
  exec(script: string): Promise<void>;
}

/** Settings that make the text form of every value independent of the server's defaults. */
const STABLE_SETTINGS: Record<string, string> = {
  timezone: "'UTC'",
  datestyle: "'ISO, YMD'",
  intervalstyle: "'postgres'",
  bytea_output: "'hex'",
  extra_float_digits: '1',
};
const STABLE_TEXT = Object.entries(STABLE_SETTINGS).map(([name, value]) => `set local ${name} = ${value}`);

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Tables whose rows the database derives from other tables as they are written (the search lexicon,
 * migration 0024, counted by triggers of the articles and the passages): a restore rebuilds them by
 * loading those tables, so the backup's copy is not loaded again (it would collide with the rebuilt
 * rows). A backup from before the table existed gets it from the migration's own backfill.
 */
const DERIVED_TABLES = new Set(['search_lexicon']);

/**
 * Runs `work` in one transaction of the database (REPEATABLE READ, READ ONLY on PostgreSQL when
 * asked), with the STABLE_TEXT settings unless `stableText` is false (restore sets them itself).
 */
async function inTransaction<T>(database: Database, readOnly: boolean, work: (session: Session) => Promise<T>, stableText = true): Promise<T> {
  if (database.kind === 'pglite') {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    return client.transaction(async (tx: Transaction) => {
      const session: Session = {
        query: async (text, params) => (await tx.query<Row>(text, params ?? [], { rowMode: 'array' })).rows,
        exec: async (script) => void (await tx.exec(script)),
      };
      if (stableText) for (const statement of STABLE_TEXT) await session.query(statement);
      return work(session);
    });
  }
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  const session: Session = {
    query: async (text, params) => (await client.query<Row>({ text, values: params ?? [], rowMode: 'array' })).rows,
    exec: async (script) => void (await client.query(script)),
  };
  try {
    await client.query(readOnly ? 'begin isolation level repeatable read read only' : 'begin');
    if (stableText) for (const statement of STABLE_TEXT) await session.query(statement);
    const result = await work(session);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

interface TableInfo {
  name: string;
  columns: Array<{ name: string; type: string }>;
  identity: string[];
}

/** The application's tables (schema public) in an order where every referenced table comes first. */
async function tablesInOrder(session: Session): Promise<TableInfo[]> {
  const names = (await session.query("select tablename::text from pg_tables where schemaname = 'public' order by tablename")).map((r) => r[0]!);
  const edges = await session.query(
    `select c.conrelid::regclass::text, c.confrelid::regclass::text from pg_constraint c
       join pg_namespace n on n.oid = c.connamespace
      where c.contype = 'f' and n.nspname = 'public' and c.conrelid <> c.confrelid`,
  );
  const strip = (name: string) => name.replace(/^public\./, '').replace(/^"(.*)"$/, '$1');
  const dependsOn = new Map<string, Set<string>>(names.map((n) => [n, new Set<string>()]));
  for (const [from, to] of edges) dependsOn.get(strip(from!))?.add(strip(to!));
  const ordered: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string) => {
    if (state.get(name) === 'done' || state.get(name) === 'visiting') return;
    state.set(name, 'visiting');
    for (const dependency of dependsOn.get(name) ?? []) visit(dependency);
    state.set(name, 'done');
    ordered.push(name);
  };
  names.forEach(visit);
  const result: TableInfo[] = [];
  for (const name of ordered) {
    const columns = await session.query(
      `select a.attname::text, format_type(a.atttypid, a.atttypmod), a.attgenerated::text, a.attidentity::text
         from pg_attribute a where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped order by a.attnum`,
      [`public.${quote(name)}`],
    );
    // Generated columns (the search vectors) are computed again on insert.
    const stored = columns.filter((c) => !c[2]);
    result.push({
      name,
      columns: stored.map((c) => ({ name: c[0]!, type: c[1]! })),
      identity: stored.filter((c) => c[3]).map((c) => c[0]!),
    });
  }
  return result;
}

interface Journal {
  entries: Array<{ idx: number; when: number; tag: string }>;
}

async function readJournal(folder = migrationsFolder): Promise<Journal> {
  return JSON.parse(await readFile(path.join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
}

async function migrationLevel(session: Session): Promise<{ count: number; last: string | null }> {
  const exists = await session.query("select 1 from pg_tables where schemaname = 'drizzle' and tablename = '__drizzle_migrations'");
  if (exists.length === 0) return { count: 0, last: null };
  const rows = await session.query('select created_at::text from drizzle.__drizzle_migrations order by created_at');
  const journal = await readJournal();
  const lastWhen = rows.at(-1)?.[0];
  return { count: rows.length, last: journal.entries.find((e) => String(e.when) === lastWhen)?.tag ?? null };
}

/** Every key of a local uploads directory (the sidecar and temporary directories start with a dot). */
export interface BackupOptions {
  database: Database;
  storage: Storage;
  /** The keys of every stored object (a directory walk, or an S3 listing). */
  listKeys: () => Promise<string[]>;
  /** Directory of the backup file; created when missing. */
  dir: string;
  now: Date;
  log: Log;
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/** Name of a backup made at `now`: `sanity-2026-11-23T22-58-00Z.tar.gz`. */
export const backupFileName = (now: Date) => `sanity-${now.toISOString().slice(0, 19).replace(/:/g, '-')}Z.tar.gz`;

/**
 * Writes one backup file and returns its path and manifest. The rows come from one transaction
 * (a single snapshot: REPEATABLE READ READ ONLY on PostgreSQL, PGlite's one connection); files
 * are copied after it, so a file uploaded meanwhile may be in the archive without a row pointing
 * to it (harmless), while every file a row points to is there unless deleted meanwhile.
 */
export async function createBackup(options: BackupOptions): Promise<{ file: string; manifest: Manifest; bytes: number }> {
  const { database, storage, log } = options;
  await mkdir(options.dir, { recursive: true });
  const staging = await mkdtemp(path.join(options.dir, '.staging-'));
  try {
    await mkdir(path.join(staging, 'db'));
    await mkdir(path.join(staging, 'files'));
    const { tables, migrations } = await inTransaction(database, true, async (session) => {
      const migrations = await migrationLevel(session);
      const infos = await tablesInOrder(session);
      const tables: TableManifest[] = [];
      for (const [index, info] of infos.entries()) {
        const entry = `db/${String(index + 1).padStart(4, '0')}.jsonl`;
        const select = `select ${info.columns.map((c) => `${quote(c.name)}::text`).join(', ')} from ${quote(info.name)}`;
        const rows = await session.query(select);
        const text = rows.map((row) => JSON.stringify(row)).join('\n');
        await writeFile(path.join(staging, entry), text);
        tables.push({ name: info.name, entry, columns: info.columns, identity: info.identity, rows: rows.length, sha256: sha256(text) });
        log(`  tabella ${info.name}: ${rows.length} righe`);
      }
      return { tables, migrations };
    });
    const files: FileManifest[] = [];
    for (const key of await options.listKeys()) {
      const object = await storage.get(key);
      if (!object) continue;
      const entry = `files/${String(files.length + 1).padStart(6, '0')}`;
      const hash = createHash('sha256');
      let size = 0;
      const counting = new PassThrough();
      counting.on('data', (chunk: Buffer) => {
        hash.update(chunk);
        size += chunk.length;
      });
      await pipeline(object.stream, counting, createWriteStream(path.join(staging, entry)));
      files.push({ key, entry, contentType: object.contentType, size, sha256: hash.digest('hex') });
    }
    log(`  file caricati: ${files.length}`);
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      app: 'sanity',
      createdAt: options.now.toISOString(),
      database: database.kind,
      migrations,
      tables,
      files,
    };
    const target = path.join(options.dir, backupFileName(options.now));
    const partial = `${target}.partial`;
    async function* archiveEntries(): AsyncGenerator<TarEntry> {
      yield { name: 'manifest.json', data: Buffer.from(JSON.stringify(manifest, null, 1)) };
      for (const { entry } of [...tables, ...files]) yield { name: entry, data: await readFile(path.join(staging, entry)) };
    }
    await writeTarGz(partial, archiveEntries(), options.now);
    await rename(partial, target);
    const { size } = await stat(target);
    return { file: target, manifest, bytes: size };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * Reads the whole archive and checks it against its manifest (every entry present, every
 * checksum right, a format and migration level this version can restore) without touching anything.
 */
export async function verifyBackup(file: string): Promise<Manifest> {
  let manifest: Manifest | null = null;
  const expected = new Map<string, string>();
  for await (const entry of readTarGz(file)) {
    if (!manifest) {
      if (entry.name !== 'manifest.json') throw new CorruptBackupError('manca il manifest');
      try {
        manifest = JSON.parse(entry.data.toString('utf8')) as Manifest;
      } catch {
        throw new CorruptBackupError('manifest illeggibile');
      }
      if (manifest.app !== 'sanity' || !Array.isArray(manifest.tables) || !Array.isArray(manifest.files)) {
        throw new CorruptBackupError('non è un backup di Sanity');
      }
      if (manifest.format > BACKUP_FORMAT) {
        throw new BackupError(`Questo backup usa il formato ${manifest.format}, più recente di quello che questa versione di Sanity sa leggere (${BACKUP_FORMAT}): aggiorna Sanity e riprova.`);
      }
      for (const t of manifest.tables) expected.set(t.entry, t.sha256);
      for (const f of manifest.files) expected.set(f.entry, f.sha256);
      continue;
    }
    const hash = expected.get(entry.name);
    if (hash === undefined) throw new CorruptBackupError(`voce inattesa ${entry.name}`);
    if (sha256(entry.data) !== hash) throw new CorruptBackupError(`checksum errato per ${entry.name}`);
    expected.delete(entry.name);
  }
  if (!manifest) throw new CorruptBackupError('archivio vuoto');
  if (expected.size > 0) throw new CorruptBackupError(`mancano ${expected.size} voci`);
  const journal = await readJournal();
  if (manifest.migrations.count > journal.entries.length) {
    throw new BackupError(
      `Il backup viene da una versione più recente di Sanity (${manifest.migrations.count} migrazioni del database, questa ne conosce ${journal.entries.length}): aggiorna Sanity e riprova.`,
    );
  }
  return manifest;
}

/** Whether the target database has no application table and no migration applied. */
export async function databaseIsEmpty(database: Database): Promise<boolean> {
  return inTransaction(database, true, async (session) => {
    const rows = await session.query("select count(*)::int from pg_tables where schemaname in ('public', 'drizzle')");
    return Number(rows[0]?.[0] ?? 0) === 0;
  });
}

/**
 * Applies, inside the caller's transaction, the migrations of `migrations` newer than the last one
 * recorded, exactly as drizzle's migrator does (same `drizzle.__drizzle_migrations` rows: hash and
 * the journal's `when`), so that the server's own migrator later finds them applied. drizzle's
 * migrator opens a transaction of its own, which would commit a restore's migrations even when its
 * rows then fail to load.
 */
async function applyMigrations(session: Session, migrations: MigrationMeta[]): Promise<void> {
  await session.exec('create schema if not exists drizzle');
  await session.exec('create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)');
  const [last] = await session.query('select created_at::text from drizzle.__drizzle_migrations order by created_at desc limit 1');
  const lastWhen = last?.[0] === undefined || last[0] === null ? null : Number(last[0]);
  for (const migration of migrations) {
    if (lastWhen !== null && lastWhen >= migration.folderMillis) continue;
    for (const statement of migration.sql) if (statement.trim() !== '') await session.exec(statement);
    await session.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [migration.hash, migration.folderMillis]);
  }
}

export interface RestoreOptions {
  database: Database;
  storage: Storage;
  file: string;
  /** Already checked by the caller: the target has no rows and no files (restore never merges). */
  log: Log;
}

/**
 * A restore that failed once it had begun to write. Its database work was one transaction, rolled
 * back; `writtenKeys` are the files it had stored, for the caller to remove (restoreCommand).
 */
export class RestoreFailedError extends Error {
  constructor(
    /** What was being done, in Italian: 'il caricamento della tabella jobs'. */
    readonly stage: string,
    readonly writtenKeys: string[],
    options: ErrorOptions,
  ) {
    super(`restore failed during ${stage}`, options);
    this.name = 'RestoreFailedError';
  }
}

/** Most parameters one INSERT may carry stay well below PostgreSQL's 65,535. */
const MAX_PARAMS = 20_000;

/**
 * Restores a verified backup into an empty database and storage, the database part in one
 * transaction: migrations up to the backup's level, every row (tables in foreign-key order,
 * identity sequences moved past the largest value), then the migrations this version adds. A
 * failure anywhere leaves no table behind (RestoreFailedError names the step and the files stored).
 */
export async function restoreBackup(options: RestoreOptions, manifest: Manifest): Promise<void> {
  const { database, storage, log } = options;
  const tablesByEntry = new Map(manifest.tables.map((t) => [t.entry, t]));
  const filesByEntry = new Map(manifest.files.map((f) => [f.entry, f]));
  const migrations = readMigrationFiles({ migrationsFolder });
  const writtenKeys: string[] = [];
  let stage = 'le migrazioni fino al livello del backup';
  try {
    await inTransaction(
      database,
      false,
      async (session) => {
        log(`Migrazioni fino al livello del backup (${manifest.migrations.count})…`);
        // The migrations run with the server's own settings; the rows, in the text form they were saved in.
        await applyMigrations(session, migrations.slice(0, manifest.migrations.count));
        for (const statement of STABLE_TEXT) await session.query(statement);
        stage = 'il caricamento dei dati';
        // Rows a migration inserted (reference data) are in the backup too: the backup's copy wins.
        const present = new Set((await session.query("select tablename::text from pg_tables where schemaname = 'public'")).map((r) => r[0]!));
        const missing = manifest.tables.filter((t) => !present.has(t.name));
        if (missing.length > 0) throw new BackupError(`Il backup contiene tabelle sconosciute: ${missing.map((t) => t.name).join(', ')}`);
        if (manifest.tables.length > 0) await session.query(`truncate ${manifest.tables.map((t) => quote(t.name)).join(', ')}`);
        for await (const entry of readTarGz(options.file)) {
          const table = tablesByEntry.get(entry.name);
          if (table && DERIVED_TABLES.has(table.name)) {
            log(`  tabella ${table.name}: ricostruita dalle tabelle da cui deriva`);
            continue;
          }
          if (table) {
            stage = `il caricamento della tabella ${table.name}`;
            const lines = entry.data.length === 0 ? [] : entry.data.toString('utf8').split('\n');
            const width = table.columns.length;
            const perInsert = Math.max(1, Math.floor(MAX_PARAMS / Math.max(1, width)));
            const head = `insert into ${quote(table.name)} (${table.columns.map((c) => quote(c.name)).join(', ')})${table.identity.length > 0 ? ' overriding system value' : ''} values `;
            for (let start = 0; start < lines.length; start += perInsert) {
              const batch = lines.slice(start, start + perInsert).map((line) => JSON.parse(line) as Row);
              const params: Array<string | null> = [];
              const tuples = batch.map((row) => {
                const cells = table.columns.map((column, i) => {
                  params.push(row[i] ?? null);
                  return `$${params.length}::text::${column.type}`;
                });
                return `(${cells.join(', ')})`;
              });
              await session.query(head + tuples.join(', '), params);
            }
            for (const column of table.identity) {
              await session.query(
                `select setval(pg_get_serial_sequence($1, $2), coalesce((select max(${quote(column)}) from ${quote(table.name)}), 1), (select count(*) > 0 from ${quote(table.name)}))`,
                [`public.${quote(table.name)}`, column],
              );
            }
            log(`  tabella ${table.name}: ${lines.length} righe`);
            continue;
          }
          const file = filesByEntry.get(entry.name);
          if (file) {
            stage = `la scrittura del file ${file.key}`;
            // Noted before the write: a write that fails halfway may still leave something to remove.
            writtenKeys.push(file.key);
            await storage.put(file.key, entry.data, file.contentType);
          }
        }
        log(`  file caricati: ${manifest.files.length}`);
        stage = 'le migrazioni successive al backup';
        log('Migrazioni successive al backup…');
        for (const name of Object.keys(STABLE_SETTINGS)) await session.query(`set local ${name} to default`);
        await applyMigrations(session, migrations);
        stage = 'la conferma della transazione';
      },
      false,
    );
  } catch (error) {
    throw new RestoreFailedError(stage, writtenKeys, { cause: error });
  }
}
