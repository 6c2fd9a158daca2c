import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../app';
import { parseConfig } from '../config';
import { createTestApp, patientRegistration, registerPatient, type TestApp } from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('Origin check', () => {
  test('a cross-origin POST is refused with 403 and the Italian message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { origin: 'https://sito-malevolo.example' },
      payload: patientRegistration(),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: { code: 'permission-denied', message: 'Richiesta rifiutata: origine non consentita.' },
    });
  });

  test('a cross-origin logout or PATCH is refused too', async () => {
    const { cookie, user } = await registerPatient(t.app);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      headers: { cookie, origin: 'http://localhost:4000' },
      payload: { citta: 'Roma' },
    });
    expect(patch.statusCode).toBe(403);
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie, origin: 'null' } });
    expect(logout.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(200);
  });

  test('the PUBLIC_URL origin, the request’s own origin and no Origin are accepted', async () => {
    const fromPublicUrl = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { origin: 'http://localhost:3000' },
      payload: patientRegistration(),
    });
    expect(fromPublicUrl.statusCode).toBe(201);
    const sameHost = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { host: 'sanity.lan:8080', origin: 'http://sanity.lan:8080' },
      payload: patientRegistration(),
    });
    expect(sameHost.statusCode).toBe(201);
    const noOrigin = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: patientRegistration() });
    expect(noOrigin.statusCode).toBe(201);
  });

  test('a cross-origin GET is not affected', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/sectors', headers: { origin: 'https://altro.example' } });
    expect(response.statusCode).toBe(200);
  });
});

describe('headers and fallbacks', () => {
  test('security headers and CSP fit the SPA', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob: https:");
    expect(csp).toContain("media-src 'self' blob:");
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com');
    expect(csp).not.toContain('upgrade-insecure-requests'); // plain http PUBLIC_URL
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  test('unknown /api routes are a JSON 404 in Italian', async () => {
    for (const [method, url] of [
      ['GET', '/api/nulla'],
      ['POST', '/api/auth/nulla'],
      ['DELETE', '/api/sectors'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'not-found', message: 'Risorsa non trovata.' } });
    }
  });

  test('an unsupported content type is refused in Italian', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: { code: 'invalid-argument', message: 'Il formato del contenuto inviato non è supportato.' } });
  });

  test('without a built web app, pages answer an Italian notice instead of crashing', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain("l'applicazione web non è ancora stata compilata");
  });

  test('the OpenAPI document lists the routes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/auth/register', '/api/users/{uid}', '/api/sectors/']));
  });
});

describe('built web app', () => {
  test('serves files, and index.html for client routes (SPA fallback)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sanity-web-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/app.js"></script>');
    writeFileSync(path.join(dir, 'assets', 'app.js'), 'console.log("ciao")');
    const app = await buildApp({ config: parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dir }), db: t.database.db, webDistDir: dir });
    try {
      const page = await app.inject({ method: 'GET', url: '/appuntamenti' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root">');
      expect(page.headers['cache-control']).toBe('no-cache');
      const asset = await app.inject({ method: 'GET', url: '/assets/app.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toContain('immutable');
      const api = await app.inject({ method: 'GET', url: '/api/nulla' });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toEqual({ error: { code: 'not-found', message: 'Risorsa non trovata.' } });
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
