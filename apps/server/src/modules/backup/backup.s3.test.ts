import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ArticleUpload } from '@sanity/shared/schemas/uploads';
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, registerDoctor, type TestApp } from '../../../test/helpers';
import { startLocalS3, type LocalS3 } from '../../../test/s3-server';
import { minimalPdf, multipartForm } from '../../../test/upload-fixtures';
import { parseConfig, type Config } from '../../config';
import { createStorage } from '../uploads/create-storage';
import { keyFromMediaUrl } from '../uploads/storage';
import { createBackup } from './backup';
import { listS3Keys, restoreCommand } from './commands';

// The files of a backup come from the S3 bucket (listed with ListObjectsV2, read through the
// Storage interface) and go back into an empty bucket; a bucket holding files is refused.
let source: LocalS3;
let target: LocalS3;
let t: TestApp;
const work = mkdtempSync(path.join(tmpdir(), 'sanity-backup-s3-'));
const scratch: string[] = [];

async function emptyDatabaseConfig(env: Record<string, string>): Promise<Config> {
  const full: Record<string, string> = { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: mkdtempSync(path.join(work, 'target-')), ...env };
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `sanity_restore_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    scratch.push(name);
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    full.DATABASE_URL = dbUrl.href;
  }
  return parseConfig(full);
}

beforeAll(async () => {
  source = await startLocalS3('sanity-source');
  target = await startLocalS3('sanity-target');
  t = await createTestApp({ env: source.env });
});
afterAll(async () => {
  await t?.close();
  await source?.close();
  await target?.close();
  const url = process.env.DATABASE_URL;
  if (url && scratch.length > 0) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    for (const name of scratch) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
  rmSync(work, { recursive: true, force: true });
});

test('an S3 upload is backed up and restored byte-identical into an empty bucket; a full bucket is refused', async () => {
  const doctor = await registerDoctor(t.app);
  const draft = await t.app.inject({ method: 'POST', url: '/api/articles/drafts', headers: { cookie: doctor.cookie }, payload: { title: 'Bozza su S3' } });
  const pdf = minimalPdf();
  const form = multipartForm([['kind', 'pdf']], { fileName: 'referto.pdf', contentType: 'application/pdf', data: pdf });
  const uploaded = await t.app.inject({
    method: 'POST',
    url: `/api/articles/${draft.json<{ draftId: string }>().draftId}/uploads`,
    headers: { ...form.headers, cookie: doctor.cookie },
    payload: form.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const key = keyFromMediaUrl(uploaded.json<ArticleUpload>().url)!;

  const sourceStorage = createStorage(t.config);
  const { file, manifest } = await createBackup({
    database: t.database,
    storage: sourceStorage.storage,
    listKeys: () => listS3Keys(t.config),
    dir: path.join(work, 'backups'),
    now: new Date(),
    log: () => undefined,
  });
  sourceStorage.close();
  expect(manifest.files.map((f) => f.key)).toEqual([key]);

  const config = await emptyDatabaseConfig(target.env);
  const lines: string[] = [];
  const io = { progress: (line: string) => lines.push(line), summary: (line: string) => lines.push(line) };
  expect(await restoreCommand(config, file, io), lines.join('\n')).toBe(0);
  const targetStorage = createStorage(config);
  try {
    const object = await targetStorage.storage.get(key);
    expect(object?.contentType).toBe('application/pdf');
    const chunks: Buffer[] = [];
    for await (const chunk of object!.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(pdf)).toBe(true);
  } finally {
    targetStorage.close();
  }

  // A new empty database, but the bucket now holds the restored file: refused, nothing touched.
  const again = await emptyDatabaseConfig(target.env);
  const refused: string[] = [];
  expect(await restoreCommand(again, file, { progress: (l) => refused.push(l), summary: (l) => refused.push(l) })).toBe(1);
  expect(refused.join('\n')).toContain('il bucket sanity-target contiene già file');
}, 60_000);
