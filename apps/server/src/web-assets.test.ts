import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers';
import { buildApp } from './app';
import { parseConfig } from './config';

// The built web app as the server sends it: the .br and .gz siblings the web build writes next to its
// assets (apps/web/vite.config.ts) go to browsers that accept them; media keep their byte ranges.

let t: TestApp;
let web: FastifyInstance;
let webDir: string;

const SCRIPT = Buffer.from(`export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `parola ${i % 17}`))};\n`);
const FONT = randomBytes(3000);
const VIDEO = randomBytes(5000);
const AVATAR = randomBytes(4000);
const AVATAR_KEY = 'users/u1/avatar/1.webp';

beforeAll(async () => {
  t = await createTestApp();
  webDir = mkdtempSync(path.join(tmpdir(), 'sanity-web-assets-'));
  mkdirSync(path.join(webDir, 'assets'));
  mkdirSync(path.join(webDir, 'media', 'demo'), { recursive: true });
  writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/index-abc.js"></script>');
  writeFileSync(path.join(webDir, 'assets', 'index-abc.js'), SCRIPT);
  writeFileSync(path.join(webDir, 'assets', 'index-abc.js.gz'), gzipSync(SCRIPT, { level: 9 }));
  writeFileSync(path.join(webDir, 'assets', 'index-abc.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(webDir, 'assets', 'inter.woff2'), FONT);
  writeFileSync(path.join(webDir, 'media', 'demo', 'demo-1.webm'), VIDEO);
  web = await buildApp({ config: parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: webDir }), db: t.database.db, webDistDir: webDir });
  await web.services.uploads.storage.put(AVATAR_KEY, AVATAR, 'image/webp');
});
afterAll(async () => {
  await web.close();
  rmSync(webDir, { recursive: true, force: true });
  await t.close();
});

describe('compressed web assets', () => {
  test('a script goes out gzip-encoded when the browser accepts gzip', async () => {
    const response = await web.inject({ method: 'GET', url: '/assets/index-abc.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 2);
    expect(gunzipSync(response.rawPayload).equals(SCRIPT)).toBe(true);
  });

  test('brotli when the browser accepts it, as browsers do', async () => {
    const response = await web.inject({ method: 'GET', url: '/assets/index-abc.js', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).equals(SCRIPT)).toBe(true);
  });

  test('the plain file without Accept-Encoding, and for files that have no compressed sibling', async () => {
    const plain = await web.inject({ method: 'GET', url: '/assets/index-abc.js' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(SCRIPT)).toBe(true);

    const font = await web.inject({ method: 'GET', url: '/assets/inter.woff2', headers: { 'accept-encoding': 'gzip, br' } });
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.rawPayload.equals(FONT)).toBe(true);

    const page = await web.inject({ method: 'GET', url: '/dashboard', headers: { 'accept-encoding': 'gzip, br' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
  });
});

describe('media keep answering byte ranges, never compressed', () => {
  test('a file shipped with the web app: 206 with exactly the asked bytes', async () => {
    const response = await web.inject({ method: 'GET', url: '/media/demo/demo-1.webm', headers: { range: 'bytes=100-1099', 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-range']).toBe(`bytes 100-1099/${VIDEO.length}`);
    expect(response.rawPayload.equals(VIDEO.subarray(100, 1100))).toBe(true);
  });

  test('an uploaded file: 206 with exactly the asked bytes', async () => {
    const response = await web.inject({ method: 'GET', url: `/media/${AVATAR_KEY}`, headers: { range: 'bytes=-500', 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-range']).toBe(`bytes ${AVATAR.length - 500}-${AVATAR.length - 1}/${AVATAR.length}`);
    expect(response.rawPayload.equals(AVATAR.subarray(AVATAR.length - 500))).toBe(true);
  });
});
