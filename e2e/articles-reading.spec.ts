import { type APIRequestContext, type Page } from '@playwright/test';
import { demo, expect, expectNoSeriousA11yViolations, loginThroughApi, screenshot, test } from './fixtures';

type Card = { id: string; title: string; authorId: string; authorName: string; isTherapy: boolean; isPublic: boolean };

/** The id of a card found by title, read through the given API context. */
async function findCard(request: APIRequestContext, path: string, title: RegExp): Promise<Card> {
  const res = await request.get(path);
  expect(res.status(), await res.text()).toBe(200);
  const { articles } = (await res.json()) as { articles: Card[] };
  const card = articles.find((a) => title.test(a.title));
  expect(card, `${String(title)} in ${path}`).toBeTruthy();
  return card as Card;
}

async function shotBoth(page: Page, name: string, atMobile?: () => Promise<void>): Promise<void> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize({ width: 390, height: 844 });
  if (atMobile) await atMobile();
  await screenshot(page, `${name}-mobile`);
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('a patient finds an article through search and categories, reads it and keeps it in favourites', async ({ page }) => {
  test.setTimeout(90_000);
  await loginThroughApi(page, demo.patient);
  await page.goto('/dashboard');

  const articles = page.getByRole('region', { name: 'Articoli', exact: true });
  const therapies = page.getByRole('region', { name: 'Terapie', exact: true });
  await expect(articles.getByRole('link', { name: /Ipertensione/ })).toBeVisible();
  await expect(therapies.getByRole('link', { name: /lombalgia/ })).toBeVisible();
  await expect(articles.getByText('Premium').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shotBoth(page, 'reading-dashboard');

  // Search: nothing under 3 characters, then at most 5 rows linking to /article/{id}.
  const search = page.getByRole('combobox', { name: 'Cerca articoli e terapie' });
  await search.fill('pr');
  await expect(search).toHaveAttribute('aria-expanded', 'false');
  await search.fill('pressione');
  const listbox = page.getByRole('listbox', { name: 'Risultati della ricerca' });
  await expect(listbox.getByRole('option', { name: /Ipertensione/ })).toBeVisible();
  expect(await listbox.getByRole('option').count()).toBeLessThanOrEqual(5);
  // The private therapy assigned to this patient is found too, marked 'Terapia'.
  await expect(listbox.getByRole('option', { name: /Piano personale.*Terapia/ })).toBeVisible();
  await shotBoth(page, 'reading-search-open', async () => {
    await search.click();
    await expect(listbox).toBeVisible();
  });
  // Escape and an outside click close it.
  await search.press('Escape');
  await expect(listbox).toBeHidden();
  await search.press('ArrowDown');
  await expect(listbox).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(listbox).toBeHidden();
  // The sector filter (its menu loads on first use): without Dermatologia, 'tutta la' finds the
  // nutrition article and not the dermatology one; Escape gives the focus back to the filter.
  await page.getByRole('button', { name: 'Filtra la ricerca per settore: Tutti i settori' }).click();
  const menu = page.getByRole('menu');
  await menu.getByRole('menuitemcheckbox', { name: 'Dermatologia' }).click();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: /^Filtra la ricerca per settore: \d+ settori$/ })).toBeFocused();
  await search.fill('tutta la');
  await expect(listbox.getByRole('option', { name: /Colazione equilibrata/ })).toBeVisible();
  await expect(listbox.getByRole('option', { name: /Protezione solare/ })).toHaveCount(0);
  await page.getByRole('button', { name: /^Filtra la ricerca per settore/ }).click();
  await menu.getByRole('menuitemcheckbox', { name: 'Tutti i settori' }).click();
  await page.keyboard.press('Escape');
  await search.fill('pressione');
  await search.click();
  await listbox.getByRole('option', { name: /Ipertensione/ }).click();
  await expect(page).toHaveURL(/\/article\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: /Ipertensione/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Le abitudini che fanno la differenza' })).toBeVisible();

  // The category strip filters both lists.
  await page.goto('/dashboard');
  await page.getByRole('region', { name: 'Categorie' }).getByRole('button', { name: 'Psicologia' }).click();
  await expect(articles.getByRole('link', { name: /Ipertensione/ })).toHaveCount(0);
  await expect(therapies.getByText('Nessuna terapia disponibile per questa categoria.')).toBeVisible();
  await articles.getByRole('link', { name: /Ansia: quando chiedere aiuto/ }).click();

  // The article: author link, date, tags, blocks.
  await expect(page.getByRole('heading', { level: 1, name: 'Ansia: quando chiedere aiuto' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Luca Romano/ })).toHaveAttribute('href', /^\/doctor\//);
  await expect(page.getByText('Psicologia', { exact: true })).toBeVisible();
  await expect(page.locator('article p').first()).toBeVisible();

  // The demo patient already has favourites: the count grows by one.
  const before = ((await (await page.request.get('/api/favorites')).json()) as { articles: Card[] }).articles.filter((a) => !a.isTherapy).length;
  const count = (n: number) => (n === 1 ? '1 elemento' : `${n} elementi`);

  // Favourite: the button is disabled while the request is in flight.
  await page.route('**/api/articles/*/favorite', async (route) => {
    await new Promise((r) => setTimeout(r, 600));
    await route.continue();
  });
  const add = page.getByRole('button', { name: 'Aggiungi ai preferiti' });
  await add.click();
  await expect(add).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Rimuovi dai preferiti' })).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  await shotBoth(page, 'reading-article');

  // /materiali: the favourite with the count, and the assigned private therapy.
  await page.goto('/materiali');
  const favArticles = page.getByRole('region', { name: 'Articoli preferiti o assegnati' });
  const favTherapies = page.getByRole('region', { name: 'Terapie preferite o assegnate' });
  await expect(favArticles.getByRole('link', { name: /Ansia: quando chiedere aiuto/ })).toBeVisible();
  await expect(favArticles.getByText(count(before + 1), { exact: true })).toBeVisible();
  await expect(favTherapies.getByRole('link', { name: /Piano personale di controllo della pressione/ })).toBeVisible();
  await expect(favTherapies.getByText('Privato')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shotBoth(page, 'reading-materials');

  // Removing it takes it off the list again.
  await favArticles.getByRole('link', { name: /Ansia/ }).click();
  const remove = page.getByRole('button', { name: 'Rimuovi dai preferiti' });
  await remove.click();
  await expect(remove).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Aggiungi ai preferiti' })).toBeEnabled();
  await page.goto('/materiali');
  await expect(favArticles.getByText(count(before), { exact: true })).toBeVisible();
  await expect(favArticles.getByRole('link', { name: /Ansia/ })).toHaveCount(0);
});

test('a signed-out visitor reads a public article; a private one is refused', async ({ page, playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const publicCard = await findCard(api, '/api/articles?type=article', /Ansia: quando chiedere aiuto/);
  const login = await api.post('/api/auth/login', { data: demo.patient });
  expect(login.status()).toBe(200);
  const privateCard = await findCard(api, '/api/articles/assigned', /Piano personale/);
  await api.dispose();

  await page.goto(`/public/article/${publicCard.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ansia: quando chiedere aiuto' })).toBeVisible();
  await expect(page.getByText(/^Lettura: \d+ min$/)).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(publicCard.authorName) })).toHaveAttribute('href', `/doctor/${publicCard.authorId}`);
  await expect(page.getByRole('link', { name: 'Registrati gratis' })).toHaveAttribute('href', '/auth?tab=registrati');
  await expect(page.getByRole('button', { name: 'Aggiungi ai preferiti' })).toHaveCount(0);

  // Blocks: a 16:9 embed from youtube-nocookie, an ordered list, a link that opens safely elsewhere.
  const withEmbed = await findCard(page.request, '/api/articles?type=article', /Ipertensione/);
  await page.goto(`/public/article/${withEmbed.id}`);
  await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]')).toBeVisible();
  await expect(page.locator('ol > li')).toHaveCount(7);
  await expect(page.getByRole('link', { name: /Ministero della Salute/ })).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  await screenshot(page, 'reading-public-article-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'reading-public-article-mobile');

  await page.goto(`/public/article/${privateCard.id}`);
  await expect(page.getByRole('heading', { name: 'Non hai accesso a questo articolo' })).toBeVisible();
  await page.goto('/public/article/non-esiste');
  await expect(page.getByRole('heading', { name: 'Articolo non trovato' })).toBeVisible();
});
