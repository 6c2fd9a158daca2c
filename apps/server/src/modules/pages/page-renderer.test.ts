import { createHash } from 'node:crypto';
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

// As Vite writes it: the entry module, its preloads and the stylesheet in <head>.
const INDEX =
  '<!doctype html><html><head><title>Sanity</title><script type="module" crossorigin src="/assets/index-abc.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react-def.js"><link rel="stylesheet" crossorigin href="/assets/index-x.css"></head><body><div id="root"></div></body></html>';
const RENDERER = `
export async function render(url, apiFetch) {
  if (url.includes('boom')) throw new Error('render failed');
  if (url === '/dottori?write=1') await apiFetch('/api/auth/logout', { method: 'POST' });
  if (url === '/dottori?slow=1') await new Promise((resolve) => setTimeout(resolve, 5000));
  const me = await apiFetch('/api/auth/me', { method: 'GET' });
  const body = await me.text();
  const who = me.status === 200 ? JSON.parse(body).user.nome : 'ospite';
  return { html: '<main class="pagina">Pagina ' + url + ' per ' + who + ' $&</main>', data: '<script type="application/json" id="state">{"me":' + me.status + '}</script>' };
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
  writeFileSync(path.join(webDir, 'assets', 'index-x.css'), 'main{color:#0f766e}.pagina{margin:0}.dialogo{padding:0}');
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
    expect(response.body).toContain('<div id="root"><main class="pagina">Pagina / per ospite $&</main></div><script type="application/json" id="state">{"me":401}</script></body>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  test('/recensioni-verificate (issue 28) is drawn for visitors with its own title', async () => {
    const response = await web.inject({ method: 'GET', url: '/recensioni-verificate' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Come verifichiamo le recensioni · Sanity</title>');
    expect(response.body).toContain('<main class="pagina">Pagina /recensioni-verificate per ospite');
  });

  test('a drawn page paints from its one response: the rules its markup uses inside it, the app fetched after the paint', async () => {
    const response = await web.inject({ method: 'GET', url: '/' });
    // The stylesheet's rules that can match the page, not the whole stylesheet, and no link that would block the paint.
    expect(response.body).toContain('<style>main{color:#0f766e}.pagina{margin:0}</style>');
    expect(response.body).not.toContain('.dialogo');
    expect(response.body).not.toMatch(/<link rel="(?:stylesheet|modulepreload)"|<script type="module"/);
    // The loader gets the app's entry, its preloads and the whole stylesheet, and the CSP lets it run by its hash alone.
    const loader = /<script data-entry="\/assets\/index-abc\.js" data-modules="\/assets\/react-def\.js" data-stylesheets="\/assets\/index-x\.css">([\s\S]*?)<\/script>/.exec(response.body);
    expect(loader).not.toBeNull();
    const hash = createHash('sha256').update(loader![1]!).digest('base64');
    expect(String(response.headers['content-security-policy'])).toContain(`script-src 'self' 'sha256-${hash}';`);
  });

  test('the page goes out compressed in the encoding the browser accepts', async () => {
    const br = await web.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<main class="pagina">Pagina / per ospite');
    const gzip = await web.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<main class="pagina">Pagina / per ospite');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
  });

  test('the renderer reads the API as the visitor: their session, and a page kept private to them', async () => {
    const patient = await registerPatient(web);
    const response = await web.inject({ method: 'GET', url: '/dottori', headers: { cookie: patient.cookie } });
    expect(response.body).toContain(`<main class="pagina">Pagina /dottori per ${String(patient.user.nome)}`);
    expect(response.body).toContain('{"me":200}');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.vary).toMatch(/cookie/i);
  });

  test('the doctor and article pages keep their <head> tags and get the drawn page', async () => {
    const response = await web.inject({ method: 'GET', url: '/article/sconosciuto' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<meta name="robots" content="noindex">');
    expect(response.body).toContain('<main class="pagina">Pagina /article/sconosciuto per ospite');
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
