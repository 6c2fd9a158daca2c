import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ArticleUpload } from '@sanity/shared/schemas/uploads';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, registerDoctor, type TestApp } from '../../../test/helpers';
import { startLocalS3, type LocalS3 } from '../../../test/s3-server';
import { fixture, multipartForm } from '../../../test/upload-fixtures';

/**
 * The app configured with S3_ENDPOINT and S3_BUCKET stores uploads in the S3-compatible server
 * (a real one on 127.0.0.1, see test/s3-server.ts), and serves them back with ranges.
 */
let s3: LocalS3;
let t: TestApp;

beforeAll(async () => {
  s3 = await startLocalS3();
  t = await createTestApp({ env: s3.env });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

test('upload through the app lands in S3 and a range of it comes back exactly', async () => {
  const doctor = await registerDoctor(t.app);
  const draft = await t.app.inject({ method: 'POST', url: '/api/articles/drafts', headers: { cookie: doctor.cookie }, payload: { title: 'Bozza su S3' } });
  const draftId = draft.json<{ draftId: string }>().draftId;
  const audio = fixture('recording-opus.webm');
  const form = multipartForm([['kind', 'audio']], { fileName: 'nota vocale.webm', contentType: 'audio/webm', data: audio });
  const uploaded = await t.app.inject({ method: 'POST', url: `/api/articles/${draftId}/uploads`, headers: { ...form.headers, cookie: doctor.cookie }, payload: form.payload });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const body = uploaded.json<ArticleUpload>();
  expect(body).toMatchObject({ contentType: 'audio/webm', size: audio.length, fileName: 'nota vocale.webm' });

  // In the bucket, with its content type; nothing in the local directory.
  const key = body.url.slice('/media/'.length);
  expect(await t.app.services.uploads.storage.stat(key)).toMatchObject({ size: audio.length, contentType: 'audio/webm' });
  expect(existsSync(path.join(t.config.DATA_DIR, 'uploads', 'users'))).toBe(false);

  const range = await t.app.inject({ method: 'GET', url: body.url, headers: { cookie: doctor.cookie, range: 'bytes=0-0' } });
  expect(range.statusCode).toBe(206);
  expect(range.headers['content-range']).toBe(`bytes 0-0/${audio.length}`);
  expect(range.rawPayload.equals(audio.subarray(0, 1))).toBe(true);

  const middle = await t.app.inject({ method: 'GET', url: body.url, headers: { cookie: doctor.cookie, range: 'bytes=2000-2999' } });
  expect(middle.statusCode).toBe(206);
  expect(middle.headers['accept-ranges']).toBe('bytes');
  expect(middle.rawPayload.equals(audio.subarray(2000, 3000))).toBe(true);

  const whole = await t.app.inject({ method: 'GET', url: body.url, headers: { cookie: doctor.cookie } });
  expect(whole.statusCode).toBe(200);
  expect(whole.headers['content-type']).toBe('audio/webm');
  expect(whole.rawPayload.equals(audio)).toBe(true);

  const beyond = await t.app.inject({ method: 'GET', url: body.url, headers: { cookie: doctor.cookie, range: `bytes=${audio.length + 10}-` } });
  expect(beyond.statusCode).toBe(416);

  // Still private: a draft's file is not served signed out.
  expect((await t.app.inject({ method: 'GET', url: body.url })).statusCode).toBe(404);
});
