import path from 'node:path';
import type { ArticleUpload } from '@sanity/shared/schemas/uploads';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, registerDoctor, type TestApp } from '../../../test/helpers';
import { startLocalS3, type LocalS3 } from '../../../test/s3-server';
import { captureOutput, restoreTargets } from '../../../test/restore-targets';
import { minimalPdf, multipartForm } from '../../../test/upload-fixtures';
import { createStorage } from '../uploads/create-storage';
import { keyFromMediaUrl } from '../uploads/storage';
import { createBackup } from './backup';
import { restoreCommand } from './commands';

// The files of a backup come from the S3 bucket (listed with ListObjectsV2, read through the
// Storage interface) and go back into an empty bucket; a bucket holding files is refused.
let source: LocalS3;
let target: LocalS3;
let t: TestApp;
const targets = restoreTargets('backup-s3');

beforeAll(async () => {
  source = await startLocalS3('sanity-source');
  target = await startLocalS3('sanity-target');
  t = await createTestApp({ env: source.env });
});
afterAll(async () => {
  await t?.close();
  await source?.close();
  await target?.close();
  await targets.cleanUp();
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
    listKeys: () => sourceStorage.listKeys(),
    dir: path.join(targets.work, 'backups'),
    now: new Date(),
    log: () => undefined,
  });
  sourceStorage.close();
  expect(manifest.files.map((f) => f.key)).toEqual([key]);

  const config = await targets.emptyTarget(target.env);
  const { lines, io } = captureOutput();
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
  const again = await targets.emptyTarget(target.env);
  const refused = captureOutput();
  expect(await restoreCommand(again, file, refused.io)).toBe(1);
  expect(refused.lines.join('\n')).toContain('il bucket sanity-target contiene già file');
}, 60_000);
