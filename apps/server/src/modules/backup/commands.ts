import { existsSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import { type ConfiguredStorage, createStorage } from '../uploads/create-storage';
import { sqlStateOf } from '../../lib/db-errors';
import { BackupError, createBackup, databaseIsEmpty, RestoreFailedError, restoreBackup, verifyBackup } from './backup';
import { CorruptBackupError } from './tar';

/** Where the commands write: progress lines (stderr) and the summary (stdout). */
export interface Io {
  progress: (line: string) => void;
  summary: (line: string) => void;
}

const where = (config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>) =>
  config.DATABASE_URL ? `il database PostgreSQL di DATABASE_URL` : `il database integrato in ${path.join(config.DATA_DIR, 'db')}`;

function formatBytes(bytes: number): string {
  return bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The errors the commands expect: their message is the whole story, in Italian. */
function expected(error: unknown): error is Error {
  return error instanceof BackupError || error instanceof CorruptBackupError;
}

/** `npm run backup [DIR]`: exit code 0 on success. */
export async function backupCommand(config: Config, dirArgument: string | undefined, io: Io, now = new Date()): Promise<number> {
  const dir = path.resolve(dirArgument ?? config.BACKUP_DIR ?? path.join(config.DATA_DIR, 'backups'));
  if (!config.DATABASE_URL) {
    const dbDir = path.join(config.DATA_DIR, 'db');
    if (!existsSync(path.join(dbDir, 'PG_VERSION'))) {
      io.progress(`Nessun database da salvare in ${dbDir}: controlla DATA_DIR.`);
      return 1;
    }
    // PGlite holds its data directory for one process only; it writes postmaster.pid while open.
    if (existsSync(path.join(dbDir, 'postmaster.pid'))) {
      io.progress(
        `Il database integrato in ${dbDir} è in uso: ferma il server Sanity e riprova (con PGlite un solo processo alla volta può aprirlo; con PostgreSQL il backup si fa a server acceso). Se il server è già fermo, si era interrotto bruscamente: avvialo e fermalo una volta, poi riprova.`,
      );
      return 1;
    }
  }
  const started = Date.now();
  io.progress(`Backup di ${where(config)} e dei file caricati in ${dir}…`);
  const database = await openDatabase(config);
  const storage = createStorage(config);
  try {
    const { file, manifest, bytes } = await createBackup({ database, storage: storage.storage, listKeys: () => storage.listKeys(), dir, now, log: io.progress });
    const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
    io.summary(
      `Backup completato: ${file} (${formatBytes(bytes)}, ${manifest.tables.length} tabelle, ${rows} righe, ${manifest.files.length} file, ${((Date.now() - started) / 1000).toFixed(1)} s).`,
    );
    return 0;
  } catch (error) {
    if (!expected(error)) throw error;
    io.progress(error.message);
    return 1;
  } finally {
    storage.close();
    await database.close();
  }
}

async function isEmptyDir(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

/** The storage's name in messages: the bucket or the uploads directory. */
const storageName = (config: Config) => (config.s3Enabled ? `il bucket ${config.S3_BUCKET}` : path.join(config.DATA_DIR, 'uploads'));

/** A failure's cause in one line: our own messages whole, a database error with its SQLSTATE. */
function causeOf(error: unknown): string {
  if (expected(error)) return error.message;
  const state = sqlStateOf(error);
  const message = (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 300);
  return state ? `errore del database ${state}: ${message}` : message;
}

/** Removes the files a failed restore stored and checks that the target is empty again; what is left, in Italian. */
async function undoRestore(config: Config, database: Database, storage: ConfiguredStorage, keys: string[]): Promise<string[]> {
  const left: string[] = [];
  for (const key of keys) {
    try {
      await storage.storage.delete(key);
    } catch (error) {
      left.push(`il file ${key} non è stato rimosso (${causeOf(error)})`);
    }
  }
  if (left.length === 0 && (await storage.listKeys(1).catch(() => ['?'])).length > 0) left.push(`${storageName(config)} contiene ancora file`);
  if (config.DATABASE_URL && !(await databaseIsEmpty(database).catch(() => false))) left.push('il database di DATABASE_URL contiene ancora tabelle');
  return left;
}

/** Empties a directory (not the directory itself: it may be a mount point); what could not be removed. */
async function emptyDirectory(dir: string): Promise<string[]> {
  try {
    for (const entry of await readdir(dir)) await rm(path.join(dir, entry), { recursive: true, force: true });
    return [];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    return [`${dir} non è stato svuotato (${causeOf(error)})`];
  }
}

function restoreFailureMessage(config: Config, failure: RestoreFailedError, leftovers: string[]): string {
  const what = `Il ripristino non è riuscito durante ${failure.stage}: ${causeOf(failure.cause)}.`;
  const target = `${where(config)} e ${storageName(config)}`;
  if (leftovers.length === 0) {
    return `${what} Non è rimasto nulla del tentativo: ${target} sono di nuovo vuoti, come prima. Risolvi la causa e rilancia lo stesso comando.`;
  }
  return `${what} Attenzione: il tentativo non è stato annullato del tutto (${leftovers.join('; ')}), quindi ${target} contengono un ripristino parziale. Svuotali, o usa un DATA_DIR e un database nuovi, prima di riprovare.`;
}

/** `npm run restore FILE`: into an empty database and storage only; exit code 0 on success. */
export async function restoreCommand(config: Config, file: string | undefined, io: Io): Promise<number> {
  if (!file) {
    io.progress('Uso: npm run restore -- <file di backup .tar.gz>');
    return 2;
  }
  const started = Date.now();
  try {
    if (!(await stat(file).catch(() => null))?.isFile()) throw new BackupError(`Il file ${file} non esiste.`);
    io.progress(`Verifica di ${file}…`);
    const manifest = await verifyBackup(file);
    if (!config.DATABASE_URL && !(await isEmptyDir(path.join(config.DATA_DIR, 'db')))) {
      throw new BackupError(
        `Il ripristino si fa solo in un database vuoto, e ${path.join(config.DATA_DIR, 'db')} contiene già dati: usa un DATA_DIR nuovo (o sposta quello attuale). Non è stato modificato nulla.`,
      );
    }
    const storage = createStorage(config);
    try {
      if ((await storage.listKeys(1)).length > 0) {
        throw new BackupError(
          `Il ripristino si fa solo in un archivio di file vuoto, e ${storageName(config)} contiene già file. Non è stato modificato nulla.`,
        );
      }
      const database = await openDatabase(config);
      let failure: RestoreFailedError | null = null;
      const leftovers: string[] = [];
      try {
        if (config.DATABASE_URL && !(await databaseIsEmpty(database))) {
          throw new BackupError('Il ripristino si fa solo in un database vuoto, e quello di DATABASE_URL contiene già tabelle: creane uno nuovo (createdb). Non è stato modificato nulla.');
        }
        io.progress(`Ripristino in ${where(config)}…`);
        try {
          await restoreBackup({ database, storage: storage.storage, file, log: io.progress }, manifest);
        } catch (error) {
          if (!(error instanceof RestoreFailedError)) throw error;
          failure = error;
          // The rows went back with the transaction; the files stored meanwhile are removed here,
          // so that the target is empty again and the same command can simply be run once more.
          leftovers.push(...(await undoRestore(config, database, storage, error.writtenKeys)));
        }
      } finally {
        await database.close();
      }
      if (failure) {
        // PGlite created its files on opening: an empty but initialised database that the next
        // attempt would refuse as "not empty". The directory was empty before (checked above).
        if (!config.DATABASE_URL) leftovers.push(...(await emptyDirectory(path.join(config.DATA_DIR, 'db'))));
        throw new BackupError(restoreFailureMessage(config, failure, leftovers));
      }
    } finally {
      storage.close();
    }
    const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
    io.summary(
      `Ripristino completato da ${file} (backup del ${manifest.createdAt}): ${manifest.tables.length} tabelle, ${rows} righe, ${manifest.files.length} file, ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
    return 0;
  } catch (error) {
    if (!expected(error)) throw error;
    io.progress(error.message);
    return 1;
  }
}
