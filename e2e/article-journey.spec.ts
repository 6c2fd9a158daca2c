import { openEditor, writeAndPublishArticle } from './editor-helpers';
import { createDoctor, createPatient, expect, test } from './fixtures';

test('a new doctor publishes an article that a patient finds, reads and keeps among the favourites', async ({ page, browser, baseURL }) => {
  test.setTimeout(150_000);
  // A distinctive word of the title: the search must find this article and nothing else.
  const token = `Zefiro${Date.now().toString(36)}`;
  const title = `Cuore e pressione ${token}`;
  const draft = {
    title,
    paragraph: 'Camminare trenta minuti al giorno aiuta a tenere sotto controllo la pressione arteriosa.',
    heading: 'Tre abitudini per il cuore',
    listItems: ['Camminare ogni giorno', 'Ridurre il sale', 'Dormire sette ore'],
    youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    category: 'Cardiologia',
    tags: ['cuore', 'prevenzione'],
  };

  // The doctor, registered with the 'cardiologia' sector, writes and publishes it in the editor.
  await createDoctor(page.request, { displayName: 'Dott. Andrea Galli', sectors: ['cardiologia'], specialization: 'Cardiologia' });
  await writeAndPublishArticle(page, await openEditor(page), draft);

  // A patient in a fresh browser context.
  const context = await browser.newContext({ baseURL });
  try {
    const reader = await context.newPage();
    await createPatient(reader.request, 'Sara Colombo');
    await reader.goto('/dashboard');

    // The search dropdown finds it by the distinctive word of its title.
    const search = reader.getByRole('combobox', { name: 'Cerca articoli e terapie' });
    await search.fill(token.toLowerCase());
    const listbox = reader.getByRole('listbox', { name: 'Risultati della ricerca' });
    await expect(listbox.getByRole('option', { name: new RegExp(token) })).toBeVisible();
    await expect(listbox.getByRole('option')).toHaveCount(1);
    await listbox.getByRole('option', { name: new RegExp(token) }).click();
    await expect(reader).toHaveURL(/\/article\/[^/]+$/);
    const articleUrl = reader.url();
    await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // The 'Categorie' strip: Cardiologia lists it too, and it opens the same article.
    await reader.goto('/dashboard');
    await reader.getByRole('region', { name: 'Categorie' }).getByRole('button', { name: 'Cardiologia' }).click();
    const articles = reader.getByRole('region', { name: 'Articoli', exact: true });
    await articles.getByRole('link', { name: new RegExp(token) }).click();
    await expect(reader).toHaveURL(articleUrl);

    // Everything the doctor wrote.
    await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(reader.getByText(draft.paragraph)).toBeVisible();
    await expect(reader.getByRole('heading', { name: draft.heading })).toBeVisible();
    for (const item of draft.listItems) await expect(reader.getByRole('listitem').filter({ hasText: item })).toBeVisible();
    const image = reader.locator('article img[src*="/images/"]').first();
    await expect(image).toHaveAttribute('src', /\/media\/users\/.+\/images\/.+\.png$/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await expect(reader.locator('article iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');

    // Favourite, then /materiali lists it.
    await reader.getByRole('button', { name: 'Aggiungi ai preferiti' }).click();
    await expect(reader.getByRole('button', { name: 'Rimuovi dai preferiti' })).toBeEnabled();
    await reader.goto('/materiali');
    const favourites = reader.getByRole('region', { name: 'Articoli preferiti o assegnati' });
    await expect(favourites.getByRole('link', { name: new RegExp(token) })).toBeVisible();
    await expect(favourites.getByText('1 elemento', { exact: true })).toBeVisible();
  } finally {
    await context.close();
  }
});
