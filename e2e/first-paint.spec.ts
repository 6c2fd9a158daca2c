import { type APIRequestContext, type Page } from '@playwright/test';
import { demo, expect, screenshot, test } from './fixtures';

// Issue 14: the pages people arrive at from outside — the landing, the directory, a doctor's page,
// an article — come as HTML with their content, painted before (and without) any JavaScript; then
// the app takes that markup over (hydration) and works as before.

async function demoDoctorId(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/doctors?q=Bianchi');
  expect(res.status()).toBe(200);
  const { doctors } = (await res.json()) as { doctors: Array<{ id: string; name: string }> };
  const doctor = doctors.find((d) => d.name.includes('Marco Bianchi'));
  if (!doctor) throw new Error('demo doctor not listed');
  return doctor.id;
}

async function publicArticle(request: APIRequestContext): Promise<{ id: string; title: string }> {
  const res = await request.get('/api/articles?limit=20');
  expect(res.status()).toBe(200);
  const { articles } = (await res.json()) as { articles: Array<{ id: string; title: string; isPublic: boolean }> };
  const article = articles.find((a) => a.isPublic);
  if (!article) throw new Error('no public demo article');
  return article;
}

test('the first response of the landing and of a doctor page holds their main text', async ({ request }) => {
  const landing = await (await request.get('/')).text();
  expect(landing).toContain('La tua salute, nelle mani giuste.');
  const id = await demoDoctorId(request);
  const drawn = await request.get(`/doctor/${id}`);
  const doctor = await drawn.text();
  expect(doctor).toMatch(/<h1[^>]*>[^<]*Marco Bianchi/);
  expect(doctor).toContain('Visita cardiologica');
  // A visitor coming back to the unchanged page revalidates it: 304, no body (issue 27).
  const tag = drawn.headers().etag;
  expect(tag).toMatch(/^W\/"/);
  const again = await request.get(`/doctor/${id}`, { headers: { 'if-none-match': tag! } });
  expect(again.status()).toBe(304);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('landing, doctor page, article and, signed in, the directory show their content', async ({ page }) => {
    // Four full page loads, each drawn by the server, on a machine shared with the other workers.
    test.slow();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'La tua salute, nelle mani giuste.' })).toBeVisible();
    // The illustration's doctor carries no star rating.
    await expect(page.getByText('4.9')).toHaveCount(0);
    await screenshot(page, 'first-paint-landing-nojs', { viewportOnly: true });

    const id = await demoDoctorId(page.request);
    await page.goto(`/public/doctor/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: /Marco Bianchi/ })).toBeVisible();
    await expect(page.getByText('Visita cardiologica').first()).toBeVisible();
    // The server draws no rating either: none comes from patients (docs/ux-choices.md).
    await expect(page.getByText('Sede: Milano')).toBeVisible();
    await expect(page.getByText('4.9')).toHaveCount(0);

    const article = await publicArticle(page.request);
    await page.goto(`/article/${article.id}`);
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();

    const login = await page.request.post('/api/auth/login', { data: demo.patient });
    expect(login.status()).toBe(200);
    await page.goto('/dottori');
    await expect(page.getByRole('heading', { level: 1, name: 'Dottori' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Marco Bianchi/ }).first()).toBeVisible();
    await screenshot(page, 'first-paint-directory-nojs', { viewportOnly: true });
  });
});

test('a drawn page paints before it asks for any script or stylesheet, then fetches the app and the whole stylesheet', async ({ page }) => {
  // Issue 27: the page's own rules come inside it; the app's code and the whole stylesheet after the first paint.
  await page.goto('/');
  await expect(page.locator('html[data-page-ready="true"]')).toHaveCount(1);
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    fetched: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/[^/]+\.(?:js|css)$/.test(entry.name))
      .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
    wholeStylesheet: [...document.styleSheets].some((sheet) => sheet.href !== null && sheet.href.includes('/assets/') && sheet.cssRules.length > 0),
  }));
  expect(timing.paint).not.toBeNull();
  expect(timing.fetched.length).toBeGreaterThan(0);
  for (const entry of timing.fetched) expect(entry.startTime, entry.name).toBeGreaterThanOrEqual(timing.paint!);
  // What the app draws later (a dialog, another screen) finds its rules.
  expect(timing.wholeStylesheet).toBe(true);
  // The contact form (its schema and form library) is not part of the landing's first load: it comes when first opened.
  const contactFormFetched = () => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/contact-dialog-[\w-]+\.js$/.test(entry.name)));
  expect(await contactFormFetched()).toBe(false);
  await page.getByRole('button', { name: /Contattaci/ }).first().click();
  await expect(page.getByRole('dialog').getByLabel(/^Nome/)).toBeVisible();
  expect(await contactFormFetched()).toBe(true);
});

/** Errors React reports when the browser's first render differs from the server's markup. */
function collectHydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  const watch = (text: string) => {
    if (/hydrat|did not match|#418|#423|#425/i.test(text)) errors.push(text);
  };
  page.on('console', (message) => watch(message.text()));
  page.on('pageerror', (error) => watch(error.message));
  return errors;
}

test('the app takes over the drawn page without redrawing it, and it responds', async ({ page }) => {
  const errors = collectHydrationErrors(page);
  const id = await demoDoctorId(page.request);
  // The app's script is held back until the drawn heading is marked, so the mark is surely made
  // before hydration; after it, the same element must still be there (taken over, not replaced).
  let releaseScript!: () => void;
  const scriptHeld = new Promise<void>((resolve) => (releaseScript = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await scriptHeld;
    await route.continue();
  });
  await page.goto(`/doctor/${id}`, { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1, name: /Marco Bianchi/ });
  await expect(heading).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.pageReady)).toBeUndefined();
  await heading.evaluate((element) => element.setAttribute('data-first-paint', 'yes'));
  releaseScript();
  await expect(page.locator('html[data-page-ready="true"]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('h1[data-first-paint="yes"]')).toHaveCount(1);
  await page.getByRole('link', { name: 'Accedi' }).first().click();
  await expect(page).toHaveURL(/\/auth/);

  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.getByRole('link', { name: 'Accedi' }).first().click();
  await expect(page).toHaveURL(/\/auth/);

  await page.request.post('/api/auth/login', { data: demo.patient });
  await page.goto('/dottori');
  await page.waitForLoadState('networkidle');
  await page.getByRole('searchbox').or(page.getByLabel('Cerca dottore')).first().fill('Bianchi');
  await expect(page).toHaveURL(/q=Bianchi/);
  expect(errors).toEqual([]);
});

test('a drawn page costs its reads once: the browser asks again for none of the data the page came with, until the route changes', async ({ page }) => {
  const id = await demoDoctorId(page.request);
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) reads.push(url.pathname);
  });
  await page.goto(`/doctor/${id}`);
  await expect(page.locator('html[data-page-ready="true"]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  // What the page was drawn with, as the data block carries it.
  const drawnWith = await page.locator('#sanity-ssr-state').evaluate((element) => (JSON.parse(element.textContent ?? '{}') as { queries: Array<{ queryKey: unknown }> }).queries.length);
  expect(drawnWith).toBeGreaterThan(0);
  expect(reads).toEqual([]);

  // A route change still fetches everything again (spec §2): back on the page, its data is asked for.
  await page.getByRole('link', { name: 'Accedi' }).first().click();
  await expect(page.getByText('Accedi a Sanity').first()).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: /Marco Bianchi/ })).toBeVisible();
  await expect.poll(() => reads.filter((path) => path.startsWith(`/api/doctors/${id}`)).length).toBeGreaterThan(0);
});
