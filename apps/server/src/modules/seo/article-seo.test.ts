import type { ArticleUpload } from '@sanity/shared/schemas/uploads';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, registerDoctor, registerPatient, type SignedIn, type TestApp } from '../../../test/helpers';
import { markEmailVerified } from '../../../test/verification';
import { multipartForm, pngBytes } from '../../../test/upload-fixtures';

/**
 * Findable article pages: /public/article/:id and /article/:id answer the web app's HTML with the
 * article's head for public published content only, and /sitemap.xml lists those articles.
 */
let t: TestApp;
let doctor: SignedIn;
let patient: SignedIn;
let publicId: string;
let maliciousId: string;
let privateId: string;
let draftId: string;
let imageUrl: string;
let lastImage: string;

const PRIVATE_TITLE = 'Diario clinico riservato di Mario';
const DRAFT_TITLE = 'Bozza segreta sulle aritmie';

async function draft(title: string): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/api/articles/drafts', headers: { cookie: doctor.cookie }, payload: { title } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ draftId: string }>().draftId;
}

async function publish(title: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const id = await draft(title);
  const form = multipartForm([['kind', 'image']], { fileName: 'copertina.png', data: await pngBytes(32) });
  const image = await t.app.inject({ method: 'POST', url: `/api/articles/${id}/uploads`, headers: { ...form.headers, cookie: doctor.cookie }, payload: form.payload });
  expect(image.statusCode, image.body).toBe(201);
  lastImage = image.json<ArticleUpload>().url;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/articles',
    headers: { cookie: doctor.cookie },
    payload: {
      draftId: id,
      title,
      content: [
        { id: 'h', type: 'heading', data: { text: 'Cosa sapere', level: 2 } },
        { id: 'p', type: 'paragraph', data: { text: "L'ipertensione è spesso silenziosa: misurare la pressione con regolarità aiuta a prevenirla." } },
      ],
      tags: ['pressione', 'prevenzione'],
      featuredImage: lastImage,
      selectedCategories: ['cardiologia'],
      ...overrides,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return id;
}

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://sanity.example.it' } });
  doctor = await registerDoctor(t.app, { displayName: 'Dott.ssa Laura Esposito' });
  patient = await registerPatient(t.app);
  await markEmailVerified(t, patient.user.id);
  publicId = await publish('Pressione alta: i segnali da non ignorare');
  imageUrl = lastImage;
  maliciousId = await publish('</title><script>alert("x")</script> & "virgolette"');
  privateId = await publish(PRIVATE_TITLE, { isPublic: false, allowedUsers: [patient.user.email] });
  draftId = await draft(DRAFT_TITLE);
});
afterAll(() => t.close());

const page = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

function jsonLdOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(match).not.toBeNull();
  return JSON.parse(match![1]!) as Record<string, unknown>;
}

describe('a public published article', () => {
  test.each(['/public/article', '/article'])('%s/:id has title, description, Open Graph, canonical and Article JSON-LD', async (prefix) => {
    const response = await page(`${prefix}/${publicId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain('<title>Pressione alta: i segnali da non ignorare | Sanity</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(
      '<meta name="description" content="Cosa sapere L&#39;ipertensione è spesso silenziosa: misurare la pressione con regolarità aiuta a prevenirla.">',
    );
    expect(html).toContain(`<link rel="canonical" href="https://sanity.example.it/public/article/${publicId}">`);
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain(`<meta property="og:image" content="https://sanity.example.it${imageUrl}">`);
    expect(html).toMatch(/<meta property="article:published_time" content="\d{4}-\d{2}-\d{2}T[\d:.]+Z">/);
    expect(html).toContain(`<meta property="article:author" content="https://sanity.example.it/public/doctor/${doctor.user.id}">`);
    expect(html).toContain('<meta property="article:tag" content="pressione">');

    const ld = jsonLdOf(html);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Pressione alta: i segnali da non ignorare',
      image: [`https://sanity.example.it${imageUrl}`],
      author: { '@type': 'Person', name: 'Dott.ssa Laura Esposito', url: `https://sanity.example.it/public/doctor/${doctor.user.id}` },
      mainEntityOfPage: { '@id': `https://sanity.example.it/public/article/${publicId}` },
      wordCount: 14,
      timeRequired: 'PT1M',
    });
    expect(typeof ld.datePublished).toBe('string');
    expect(typeof ld.dateModified).toBe('string');
  });

  test('a malicious title is escaped in every tag and cannot close the JSON-LD script', async () => {
    const html = (await page(`/public/article/${maliciousId}`)).body;
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;virgolette&quot; | Sanity</title>');
    expect(html).toContain('<meta property="og:title" content="&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;virgolette&quot;">');
    const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(script).not.toContain('<');
    expect(script).toContain('\\u003c/title\\u003e\\u003cscript\\u003e');
    expect(jsonLdOf(html).headline).toBe('</title><script>alert("x")</script> & "virgolette"');
  });
});

describe('anything else gets the generic head, status 200', () => {
  test.each([
    ['a private article', () => privateId, PRIVATE_TITLE],
    ['a draft', () => draftId, DRAFT_TITLE],
  ])('%s: nothing of it in the page, not even for its allowed reader', async (_name, id, title) => {
    for (const prefix of ['/public/article', '/article']) {
      for (const cookie of [undefined, patient.cookie, doctor.cookie]) {
        const response = await page(`${prefix}/${id()}`, cookie);
        expect(response.statusCode).toBe(200);
        expect(response.body).not.toContain(title);
        expect(response.body).not.toContain('application/ld+json');
        expect(response.body).toContain('<meta name="robots" content="noindex">');
      }
    }
  });

  test('an unknown id', async () => {
    const response = await page('/public/article/non-esiste');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<meta name="robots" content="noindex">');
    expect(response.body).not.toContain('og:type');
  });
});

test('the sitemap lists public published articles only, with lastmod', async () => {
  const response = await page('/sitemap.xml');
  expect(response.statusCode).toBe(200);
  const xml = response.body;
  expect(xml).toMatch(new RegExp(`<url><loc>https://sanity.example.it/public/article/${publicId}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod></url>`));
  expect(xml).toContain(`/public/article/${maliciousId}</loc>`);
  expect(xml).not.toContain(privateId);
  expect(xml).not.toContain(draftId);
  // The doctor pages are still there.
  expect(xml).toContain(`https://sanity.example.it/public/doctor/${doctor.user.id}`);
});
