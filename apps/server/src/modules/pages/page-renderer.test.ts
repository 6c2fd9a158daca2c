import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, registerPatient, type TestApp } from '../../../test/helpers';
import { buildApp } from '../../app';
import { parseConfig } from '../../config';

// The server's side of the pages drawn on the server (issue 14): it splices what the web app's
// renderer (`<web dist>/ssr/entry-server.js`) draws into index.html, lends it the API as the visitor,
// and sends the plain app page whenever the renderer cannot help. The real renderer is the web
// build's; here a stand-in reports what it was given, so each duty of the server is seen on its own.

const INDEX = '<!doctype html><html><head><title>Sanity</title><link rel="stylesheet" crossorigin href="/assets/index-x.css"></head><body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body></html>';
const RENDERER = `
export async function render(url, apiFetch) {
  if (url.includes('boom')) throw new Error('render failed');
  if (url === '/dottori?write=1') await apiFetch('/api/auth/logout', { method: 'POST' });
  if (url === '/dottori?slow=1') await new Promise((resolve) => setTimeout(resolve, 5000));
  const me = await apiFetch('/api/auth/me', { method: 'GET' });
  const body = await me.text();
  const who = me.status === 200 ? JSON.parse(body).user.nome : 'ospite';
  return { html: '<main>Pagina ' + url + ' per ' + who + ' $&</main>', data: '<script type="application/json" id="state">{"me":' + me.status + '}</script>' };
}
`;

let t: TestApp;
let web: FastifyInstance;
let webDir: string;

beforeAll(async () => {
  t = await createTestApp();
  webDir = mkdtempSync(path.join(tmpdir(), 'sanity-pages-'));
  mkdirSync(path.join(webDir, 'ssr'));
  writeFileSync(path.join(webDir, 'index.html'), INDEX);
  writeFileSync(path.join(webDir, 'ssr', 'entry-server.js'), RENDERER);
  mkdirSync(path.join(webDir, 'assets'));
  writeFileSync(path.join(webDir, 'assets', 'index-x.css'), 'main{color:#0f766e}');
  web = await buildApp({ config: parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: webDir }), db: t.database.db, webDistDir: webDir });
});
afterAll(async () => {
  await web.close();
  rmSync(webDir, { recursive: true, force: true });
  await t.close();
});

describe('pages drawn on the server', () => {
  test('the landing arrives with its content inside #root and its data block after it', async () => {
    const response = await web.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    // A '$&' in the content stays literal: the page is spliced, not built with a replace pattern.
    expect(response.body).toContain('<div id="root"><main>Pagina / per ospite $&</main></div><script type="application/json" id="state">{"me":401}</script><script type="module"');
    expect(response.headers['cache-control']).toBe('no-cache');
    // Painted from this one response: the stylesheet comes inside it.
    expect(response.body).toContain('<style>main{color:#0f766e}</style>');
    expect(response.body).not.toContain('rel="stylesheet"');
  });

  test('the page goes out compressed in the encoding the browser accepts', async () => {
    const br = await web.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<main>Pagina / per ospite');
    const gzip = await web.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<main>Pagina / per ospite');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
  });

  test('the renderer reads the API as the visitor: their session, and a page kept private to them', async () => {
    const patient = await registerPatient(web);
    const response = await web.inject({ method: 'GET', url: '/dottori', headers: { cookie: patient.cookie } });
    expect(response.body).toContain(`<main>Pagina /dottori per ${String(patient.user.nome)}`);
    expect(response.body).toContain('{"me":200}');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.vary).toMatch(/cookie/i);
  });

  test('the doctor and article pages keep their <head> tags and get the drawn page', async () => {
    const response = await web.inject({ method: 'GET', url: '/article/sconosciuto' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<meta name="robots" content="noindex">');
    expect(response.body).toContain('<main>Pagina /article/sconosciuto per ospite');
  });

  test('a renderer that fails, writes or takes too long: the plain app page, never an error', async () => {
    for (const url of ['/doctor/boom', '/dottori?write=1', '/dottori?slow=1']) {
      const response = await web.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).not.toContain('<main>');
      expect(response.body, url).toContain('<link rel="stylesheet" crossorigin href="/assets/index-x.css">');
    }
  }, 15_000);

  test('a page drawn on the server does not sign anybody out: the renderer may only read', async () => {
    const patient = await registerPatient(web);
    await web.inject({ method: 'GET', url: '/dottori?write=1', headers: { cookie: patient.cookie } });
    const me = await web.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: patient.cookie } });
    expect(me.statusCode).toBe(200);
  });

  test('the renderer itself is not a file the server hands out', async () => {
    const response = await web.inject({ method: 'GET', url: '/ssr/entry-server.js' });
    // Not a script: the app's page, as for any path that is no file.
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).not.toContain(RENDERER.slice(0, 40));
  });
});
