import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, statSync, truncateSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Appointment } from '@sanity/shared/schemas/appointments';
import type { ArticleUpload } from '@sanity/shared/schemas/uploads';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { book, bookingPayload, futureDate, openPractice, romeIso } from '../../../test/booking';
import { createTestApp, login, registerDoctor, RELAXED_RATE_LIMITS, type SignedIn, type TestApp } from '../../../test/helpers';
import { captureOutput, restoreTargets } from '../../../test/restore-targets';
import { minimalPdf, multipartForm } from '../../../test/upload-fixtures';
import { buildApp } from '../../app';
import { parseConfig } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { createStorage } from '../uploads/create-storage';
import { listLocalKeys } from '../uploads/local-storage';
import { createBackup, databaseIsEmpty, type Manifest } from './backup';
import { readTarGz, writeTarGz, type TarEntry } from './tar';
import { backupCommand, restoreCommand } from './commands';

// Issue 14 point 3: a backup of demo data plus a booking and an upload comes back whole into an
// empty data directory (PGlite) or an empty database (PostgreSQL, when the suite runs with DATABASE_URL).
let source: TestApp;
let doctor: SignedIn;
let patientCookie: string;
let appointment: Appointment;
let pdf: Buffer;
let pdfUrl: string;
let manifest: Manifest;
let backupFile: string;
const targets = restoreTargets('backup-test');
const { work } = targets;
const emptyTarget = () => targets.emptyTarget(RELAXED_RATE_LIMITS);

async function rowCounts(database: Database, tables: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    // Both drivers answer { rows }; the query builder's type does not say so.
    const result: unknown = await database.db.execute(`select count(*)::int as n from "${table}"`);
    counts[table] = Number((result as { rows: Array<{ n: number }> }).rows[0]?.n);
  }
  return counts;
}

beforeAll(async () => {
  source = await createTestApp({ demo: true });
  doctor = await registerDoctor(source.app, { displayName: 'Marco Backup' });
  await openPractice(source.app, doctor);
  patientCookie = await login(source.app, 'paziente@sanity.demo', 'Paziente123!');
  const booked = await book(source.app, { cookie: patientCookie } as SignedIn, bookingPayload(doctor.user.id, romeIso(futureDate(3), '10:00')));
  expect(booked.statusCode, booked.body).toBe(201);
  appointment = booked.json<{ appointment: Appointment }>().appointment;

  const draft = await source.app.inject({ method: 'POST', url: '/api/articles/drafts', headers: { cookie: doctor.cookie }, payload: { title: 'Bozza salvata' } });
  expect(draft.statusCode, draft.body).toBe(200);
  pdf = minimalPdf();
  const form = multipartForm([['kind', 'pdf']], { fileName: 'referto.pdf', contentType: 'application/pdf', data: pdf });
  const uploaded = await source.app.inject({
    method: 'POST',
    url: `/api/articles/${draft.json<{ draftId: string }>().draftId}/uploads`,
    headers: { ...form.headers, cookie: doctor.cookie },
    payload: form.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  pdfUrl = uploaded.json<ArticleUpload>().url;

  const storage = createStorage(source.config);
  const made = await createBackup({
    database: source.database,
    storage: storage.storage,
    listKeys: () => listLocalKeys(path.join(source.config.DATA_DIR, 'uploads')),
    dir: path.join(work, 'backups'),
    now: new Date('2026-11-23T22:58:00Z'),
    log: () => undefined,
  });
  manifest = made.manifest;
  backupFile = made.file;
}, 60_000);

afterAll(async () => {
  await source.close();
  await targets.cleanUp();
});

describe('npm run backup / npm run restore', () => {
  test('the file is timestamped and its manifest counts every row and file', async () => {
    expect(path.basename(backupFile)).toBe('sanity-2026-11-23T22-58-00Z.tar.gz');
    expect(manifest.migrations.count).toBeGreaterThan(0);
    expect(manifest.files.map((f) => f.key)).toContain(pdfUrl.replace('/media/', ''));
    const counts = await rowCounts(source.database, manifest.tables.map((t) => t.name));
    expect(Object.fromEntries(manifest.tables.map((t) => [t.name, t.rows]))).toEqual(counts);
    expect(counts.appointments).toBeGreaterThan(0);
  });

  test('restored into an empty target, the server serves the same data', async () => {
    const config = await emptyTarget();
    const { lines, io } = captureOutput();
    expect(await restoreCommand(config, backupFile, io), lines.join('\n')).toBe(0);
    expect(lines.at(-1)).toMatch(/^Ripristino completato/);

    const database = await openDatabase(config);
    // What the server does on start: the restore recorded its migrations as drizzle does, so nothing is left to run.
    await migrateDatabase(database);
    const app = await buildApp({ config, db: database.db, webDistDir: path.join(config.DATA_DIR, 'no-web') });
    try {
      await app.ready();
      const counts = await rowCounts(database, manifest.tables.map((t) => t.name));
      expect(counts).toEqual(Object.fromEntries(manifest.tables.map((t) => [t.name, t.rows])));

      const cookie = await login(app, 'paziente@sanity.demo', 'Paziente123!');
      const mine = await app.inject({ method: 'GET', url: '/api/appointments', headers: { cookie } });
      expect(mine.statusCode, mine.body).toBe(200);
      const restored = mine.json<{ appointments: Appointment[] }>().appointments.find((a) => a.id === appointment.id);
      expect(restored?.dateTime).toBe(appointment.dateTime);
      expect(restored?.customFields).toEqual(appointment.customFields);

      const doctorCookie = await login(app, doctor.user.email, 'Dottore123!');
      const served = await app.inject({ method: 'GET', url: pdfUrl, headers: { cookie: doctorCookie } });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(pdf)).toBe(true);
    } finally {
      await app.close();
      await database.close();
    }

    // The same target again: not empty any more, so nothing is touched.
    const again = captureOutput();
    expect(await restoreCommand(config, backupFile, again.io)).toBe(1);
    expect(again.lines.join('\n')).toMatch(/solo in un database vuoto|contiene già/);
  }, 60_000);

  test('a truncated file is refused before anything is written', async () => {
    const config = await emptyTarget();
    const cut = path.join(work, 'cut.tar.gz');
    copyFileSync(backupFile, cut);
    truncateSync(cut, Math.floor(statSync(cut).size / 2));
    const { lines, io } = captureOutput();
    expect(await restoreCommand(config, cut, io)).toBe(1);
    expect(lines.join('\n')).toContain('Il file di backup è danneggiato o incompleto');
    expect(existsSync(path.join(config.DATA_DIR, 'db'))).toBe(false);
    expect(existsSync(path.join(config.DATA_DIR, 'uploads'))).toBe(false);
  });

  test('a restore that fails midway leaves the target as it was and says so; the retry into the same target succeeds', async () => {
    // A backup that passes every checksum but whose last table cannot be loaded: the jobs table
    // (nothing refers to it) moved after the files, so rows and files are written before it fails.
    const entries: TarEntry[] = [];
    for await (const entry of readTarGz(backupFile)) entries.push(entry);
    const original = JSON.parse(entries[0]!.data.toString('utf8')) as Manifest;
    const table = original.tables.find((t) => t.name === 'jobs')!;
    expect(table.rows).toBeGreaterThan(0);
    const column = table.columns.findIndex((c) => c.name === 'run_at');
    const data = entries.find((e) => e.name === table.entry)!;
    const rows = data.data.toString('utf8').split('\n').map((line) => JSON.parse(line) as Array<string | null>);
    rows[rows.length - 1]![column] = 'non è una data';
    const broken = Buffer.from(rows.map((row) => JSON.stringify(row)).join('\n'));
    const manifestOut: Manifest = {
      ...original,
      tables: original.tables.map((t) => (t === table ? { ...t, sha256: createHash('sha256').update(broken).digest('hex') } : t)),
    };
    const reordered = [
      { name: 'manifest.json', data: Buffer.from(JSON.stringify(manifestOut)) },
      ...entries.slice(1).filter((e) => e !== data),
      { name: table.entry, data: broken },
    ];
    const brokenFile = path.join(work, 'fails-midway.tar.gz');
    await writeTarGz(brokenFile, Readable.from(reordered), new Date('2026-11-23T22:58:00Z'));

    const config = await emptyTarget();
    const failed = captureOutput();
    expect(await restoreCommand(config, brokenFile, failed.io)).toBe(1);
    const said = failed.lines.join('\n');
    expect(said).toContain('Il ripristino non è riuscito durante il caricamento della tabella jobs');
    expect(said).toContain('sono di nuovo vuoti');
    // Nothing of the attempt is left: no uploaded file, no table, no half-made embedded database.
    expect(existsSync(path.join(config.DATA_DIR, 'uploads')) ? await listLocalKeys(path.join(config.DATA_DIR, 'uploads')) : []).toEqual([]);
    if (config.DATABASE_URL) {
      const database = await openDatabase(config);
      try {
        expect(await databaseIsEmpty(database)).toBe(true);
      } finally {
        await database.close();
      }
    } else {
      expect(existsSync(path.join(config.DATA_DIR, 'db')) ? readdirSync(path.join(config.DATA_DIR, 'db')) : []).toEqual([]);
    }

    const retry = captureOutput();
    expect(await restoreCommand(config, backupFile, retry.io), retry.lines.join('\n')).toBe(0);
    const database = await openDatabase(config);
    try {
      const counts = await rowCounts(database, manifest.tables.map((t) => t.name));
      expect(counts).toEqual(Object.fromEntries(manifest.tables.map((t) => [t.name, t.rows])));
    } finally {
      await database.close();
    }
  }, 60_000);

  test('the built-in database while a server holds it is refused in Italian; once it is closed, the backup is made', async () => {
    const dataDir = mkdtempSync(path.join(work, 'held-'));
    const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    const out = path.join(dataDir, 'out');
    const held = await openDatabase(config);
    await migrateDatabase(held);
    const refused = captureOutput();
    try {
      expect(await backupCommand(config, out, refused.io)).toBe(1);
    } finally {
      await held.close();
    }
    expect(refused.lines.join('\n')).toContain('è in uso: ferma il server Sanity e riprova');
    expect(existsSync(out)).toBe(false);

    const made = captureOutput();
    expect(await backupCommand(config, out, made.io), made.lines.join('\n')).toBe(0);
    expect(made.lines.join('\n')).toMatch(/Backup completato: .*sanity-.*\.tar\.gz/);
  });

  test('a backup of a data directory without a database is refused in Italian', async () => {
    const dataDir = mkdtempSync(path.join(work, 'nothing-'));
    const { lines, io } = captureOutput();
    const config = parseConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
    expect(await backupCommand(config, path.join(dataDir, 'out'), io)).toBe(1);
    expect(lines.join('\n')).toContain('Nessun database da salvare');
    expect(existsSync(path.join(dataDir, 'out'))).toBe(false);
  });
});
