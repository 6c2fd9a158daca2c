import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../app';
import { parseConfig } from '../../config';
import { createAccount, createTestApp, doctorSpec, patientSpec, type TestApp } from '../../../test/helpers';

let t: TestApp;
let web: FastifyInstance;
let webDir: string;
let doctorId: string;
let trickyId: string;
let plainId: string;
let patientId: string;

const INDEX_HTML = `<!doctype html>
<html lang="it">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Sanity: trova medici verificati." />
    <title>Sanity · La tua salute, nelle mani giuste</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const BIO =
  'Cardiologo con oltre quindici anni di esperienza, mi occupo di prevenzione cardiovascolare, ipertensione e aritmie. ' +
  'Visito a Milano e offro consulti online per il controllo degli esami e delle terapie in corso da molto tempo.';

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://sanity.example' } });
  const doctor = await createAccount(
    t.app.services,
    doctorSpec({ displayName: 'Dott. Marco Bianchi', specialization: 'Cardiologia', biografia: BIO, avatar: '/media/users/x/avatar/1.webp' }),
  );
  doctorId = doctor.id;
  const tricky = await createAccount(
    t.app.services,
    doctorSpec({
      displayName: 'Dott. "Mario" <b>Rossi</b> & C.',
      specialization: 'Pediatria $& $1',
      biografia: 'Bio </script><script>alert(1)</script> <!-- e "virgolette" \u2028 fine',
    }),
  );
  trickyId = tricky.id;
  plainId = (await createAccount(t.app.services, doctorSpec({ displayName: 'Elena Gallo', specialization: null, biografia: null }))).id;
  patientId = (await createAccount(t.app.services, patientSpec({ displayName: 'Giulia Rossi' }))).id;

  webDir = mkdtempSync(path.join(tmpdir(), 'sanity-web-seo-'));
  mkdirSync(path.join(webDir, 'assets'));
  mkdirSync(path.join(webDir, 'media', 'demo'), { recursive: true });
  writeFileSync(path.join(webDir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(webDir, 'assets', 'index-abc.js'), 'console.log("ciao")');
  writeFileSync(path.join(webDir, 'media', 'demo', 'demo-1.vtt'), 'WEBVTT\n');
  web = await buildApp({
    config: parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: webDir, PUBLIC_URL: 'https://sanity.example' }),
    db: t.database.db,
    webDistDir: webDir,
  });
});
afterAll(async () => {
  await web.close();
  rmSync(webDir, { recursive: true, force: true });
  await t.close();
});

function jsonLd(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(match).not.toBeNull();
  return JSON.parse(match![1]!) as Record<string, unknown>;
}

describe('GET /public/doctor/:id and /doctor/:id', () => {
  test('the web app’s HTML with the doctor’s head: title, description, Open Graph, canonical, JSON-LD', async () => {
    for (const url of [`/public/doctor/${doctorId}`, `/doctor/${doctorId}`]) {
      const response = await web.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      const html = response.body;
      expect(html).toContain('<title>Dott. Marco Bianchi – Cardiologia | Sanity</title>');
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html).not.toContain('Sanity: trova medici verificati.');
      expect(html.match(/<meta name="description"/g)).toHaveLength(1);
      const description = /<meta name="description" content="([^"]*)">/.exec(html)![1]!;
      expect(description.length).toBeLessThanOrEqual(160);
      expect(description.startsWith('Cardiologo con oltre quindici anni')).toBe(true);
      expect(description.endsWith('…')).toBe(true);
      expect(html).toContain('<meta property="og:title" content="Dott. Marco Bianchi – Cardiologia">');
      expect(html).toContain(`<meta property="og:description" content="${description}">`);
      expect(html).toContain('<meta property="og:type" content="profile">');
      expect(html).toContain(`<meta property="og:url" content="https://sanity.example/public/doctor/${doctorId}">`);
      expect(html).toContain('<meta property="og:image" content="https://sanity.example/media/users/x/avatar/1.webp">');
      expect(html).toContain(`<link rel="canonical" href="https://sanity.example/public/doctor/${doctorId}">`);
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('src="/assets/index-abc.js"');
      expect(html.indexOf('application/ld+json')).toBeLessThan(html.indexOf('</head>'));
      expect(jsonLd(html)).toEqual({
        '@context': 'https://schema.org',
        '@type': 'Physician',
        name: 'Dott. Marco Bianchi',
        description: BIO,
        medicalSpecialty: 'Cardiologia',
        image: 'https://sanity.example/media/users/x/avatar/1.webp',
        url: `https://sanity.example/public/doctor/${doctorId}`,
      });
      // No practice address set: no city is claimed for the doctor. No rating either: none comes from
      // verified patients yet, and a made-up one misleads (D.Lgs. 26/2023; docs/ux-choices.md).
      expect(html).not.toContain('aggregateRating');
      expect(html).not.toContain('ratingValue');
    }
  });

  test('everything the doctor wrote is escaped', async () => {
    const html = (await web.inject({ method: 'GET', url: `/public/doctor/${trickyId}` })).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<b>Rossi</b>');
    expect(html).toContain('<title>Dott. &quot;Mario&quot; &lt;b&gt;Rossi&lt;/b&gt; &amp; C. – Pediatria $&amp; $1 | Sanity</title>');
    const ld = jsonLd(html);
    expect(ld.name).toBe('Dott. "Mario" <b>Rossi</b> & C.');
    expect(ld.description).toBe('Bio </script><script>alert(1)</script> <!-- e "virgolette" \u2028 fine');
    expect(ld.medicalSpecialty).toBe('Pediatria $& $1');
    // Exactly the two scripts: the app's and the JSON-LD.
    expect(html.match(/<script/g)).toHaveLength(2);
  });

  test('without a biography or specialization: default Italian description, no image', async () => {
    const html = (await web.inject({ method: 'GET', url: `/public/doctor/${plainId}` })).body;
    expect(html).toContain('<title>Elena Gallo – Professionista sanitario | Sanity</title>');
    expect(html).toContain(
      '<meta name="description" content="Elena Gallo, Professionista sanitario: consulta il profilo, i servizi offerti e prenota una visita online su Sanity.">',
    );
    expect(html).not.toContain('og:image');
    expect(jsonLd(html)).not.toHaveProperty('image');
  });

  test('an unknown doctor or a patient: the same page with 404 and a generic title', async () => {
    for (const id of ['non-esiste', patientId]) {
      const response = await web.inject({ method: 'GET', url: `/public/doctor/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<title>Profilo non trovato | Sanity</title>');
      expect(response.body).toContain('<meta name="robots" content="noindex">');
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain('application/ld+json');
    }
  });

  test('without a built web app the notice page carries the head', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/public/doctor/${doctorId}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Dott. Marco Bianchi – Cardiologia | Sanity</title>');
    expect(response.body).toContain("l'applicazione web non è ancora stata compilata");
  });

  test('the SPA fallback, static assets and shipped media still work beside these routes', async () => {
    const spa = await web.inject({ method: 'GET', url: '/dottori' });
    expect(spa.statusCode).toBe(200);
    expect(spa.body).toContain('<title>Sanity · La tua salute, nelle mani giuste</title>');
    expect((await web.inject({ method: 'GET', url: '/assets/index-abc.js' })).statusCode).toBe(200);
    const vtt = await web.inject({ method: 'GET', url: '/media/demo/demo-1.vtt' });
    expect(vtt.statusCode).toBe(200);
    expect(vtt.body).toBe('WEBVTT\n');
    expect((await web.inject({ method: 'GET', url: '/media/demo/manca.vtt' })).statusCode).toBe(404);
  });
});

describe('sitemap and robots', () => {
  test('/sitemap.xml lists the landing page and every enabled doctor, not patients', async () => {
    const response = await web.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = response.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<loc>https://sanity.example/</loc>');
    expect(xml).toMatch(new RegExp(`<url><loc>https://sanity.example/public/doctor/${doctorId}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod></url>`));
    expect(xml).toContain(`/public/doctor/${trickyId}`);
    expect(xml).not.toContain(patientId);
    await t.app.services.users.setDisabled(plainId, true);
    expect((await web.inject({ method: 'GET', url: '/sitemap.xml' })).body).not.toContain(plainId);
    await t.app.services.users.setDisabled(plainId, false);
  });

  test('/robots.txt allows everything and points to the sitemap', async () => {
    const response = await web.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe('User-agent: *\nAllow: /\n\nSitemap: https://sanity.example/sitemap.xml\n');
  });
});
