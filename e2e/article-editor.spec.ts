import { openEditor, png } from './editor-helpers';
import { createDoctor, expect, expectNoSeriousA11yViolations, screenshot, test } from './fixtures';

test('a doctor writes, uploads, saves a draft, sees it in the archive and publishes it', async ({ page }) => {
  test.setTimeout(150_000);
  await createDoctor(page.request, { displayName: 'Dott.ssa Elena Marchi', sectors: ['cardiologia'] });
  const dialog = await openEditor(page);

  await expect(dialog.getByRole('tab', { name: 'Crea contenuto' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('tab', { name: 'Archivio (0)' })).toBeVisible();

  // Uploads wait for a title.
  const featured = dialog.getByLabel('Immagine in evidenza', { exact: true });
  await expect(featured).toBeDisabled();
  await expect(dialog.getByText('Aggiungi almeno un titolo o del contenuto prima di caricare un file.')).toBeVisible();

  const title = `Il cuore in salute ${Date.now()}`;
  await dialog.getByLabel('Titolo', { exact: true }).fill(title);
  await expect(featured).toBeEnabled();

  await dialog.getByRole('button', { name: 'Paragrafo', exact: true }).click();
  const paragraph = dialog.getByRole('region', { name: 'Blocco 1: Paragrafo' });
  await paragraph.getByLabel('Testo').fill('Camminare ogni giorno aiuta il cuore e la pressione arteriosa.');
  await expect(paragraph.getByRole('button', { name: 'Sposta su' })).toBeDisabled();
  await expect(paragraph.getByRole('button', { name: 'Sposta giù' })).toBeDisabled();

  await dialog.getByRole('button', { name: 'Titolo di sezione', exact: true }).click();
  const heading = dialog.getByRole('region', { name: 'Blocco 2: Titolo di sezione' });
  await heading.getByLabel('Testo').fill('Consigli pratici');
  await expect(heading.getByLabel('Livello')).toHaveValue('2');
  await heading.getByLabel('Livello').selectOption('3');
  await expect(dialog.getByRole('region', { name: 'Blocco 1: Paragrafo' }).getByRole('button', { name: 'Sposta giù' })).toBeEnabled();

  await dialog.getByRole('button', { name: 'Elenco', exact: true }).click();
  await dialog.getByRole('region', { name: 'Blocco 3: Elenco' }).getByLabel('Voci (una per riga)').fill('Camminare\nDormire bene\nMangiare sano');

  await dialog.getByRole('button', { name: 'Immagine', exact: true }).click();
  const image = dialog.getByRole('region', { name: 'Blocco 4: Immagine' });
  await image.getByLabel('Carica immagine').setInputFiles({ name: 'cuore.png', mimeType: 'image/png', buffer: png() });
  await expect(image.getByRole('img')).toHaveAttribute('src', /^\/media\/users\/.+\/images\/.+\.png$/);
  // The first upload saved a draft.
  await expect(dialog.getByRole('tab', { name: 'Archivio (1)' })).toBeVisible();

  await dialog.getByRole('button', { name: 'Video incorporato', exact: true }).click();
  const embed = dialog.getByRole('region', { name: 'Blocco 5: Video incorporato' });
  await embed.getByLabel('URL').fill('https://example.com/video');
  await expect(embed.getByText('URL non valido per YouTube/Vimeo')).toBeVisible();
  await embed.getByLabel('URL').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await expect(embed.getByTitle('Anteprima del video incorporato')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');

  // Tags: five at most.
  const tagInput = dialog.getByRole('textbox', { name: 'Tag' });
  for (const tag of ['cuore', 'pressione', 'prevenzione', 'sport', 'salute']) {
    await tagInput.fill(tag);
    await tagInput.press('Enter');
  }
  await tagInput.fill('dieta');
  await tagInput.press('Enter');
  await expect(dialog.getByText('Hai raggiunto il limite massimo di 5 tag')).toBeVisible();
  await dialog.getByRole('button', { name: 'Rimuovi salute' }).click();

  // Publishing without a featured image or a category: the 'Errore' dialog lists the spec's messages.
  await dialog.getByRole('button', { name: 'Pubblica' }).click();
  const error = page.getByRole('alertdialog', { name: 'Errore' });
  await expect(error).toBeVisible();
  await expect(error.getByText("L'immagine in evidenza è obbligatoria per pubblicare")).toBeVisible();
  await expect(error.getByText("È necessario selezionare almeno una categoria per pubblicare l'articolo")).toBeVisible();
  await error.getByRole('button', { name: 'OK' }).click();
  await expect(error).toBeHidden();

  await featured.setInputFiles({ name: 'copertina.png', mimeType: 'image/png', buffer: png(64, 36) });
  await expect(dialog.getByRole('img', { name: 'Anteprima dell’immagine in evidenza' })).toHaveAttribute('src', /^\/media\//);
  await dialog.getByRole('checkbox', { name: 'Cardiologia' }).click();

  await dialog.getByRole('button', { name: 'Salva bozza' }).click();
  await expect(page.getByText('Bozza salvata')).toBeVisible();

  await dialog.evaluate((el) => el.scrollTo({ top: 0 }));
  await screenshot(page, 'article-editor-desktop');
  await expectNoSeriousA11yViolations(page);

  await dialog.getByRole('tab', { name: 'Archivio (1)' }).click();
  const item = dialog.getByRole('listitem', { name: title });
  await expect(item.getByText('Bozza', { exact: true })).toBeVisible();
  await expect(item.getByText('Camminare ogni giorno aiuta il cuore')).toBeVisible();
  await expect(item.getByRole('button', { name: 'Elimina' })).toBeVisible();
  await screenshot(page, 'article-editor-archive-desktop');
  await dialog.getByRole('tab', { name: 'Crea contenuto' }).click();

  await dialog.getByRole('button', { name: 'Pubblica' }).click();
  await expect(page.getByText('Articolo pubblicato con successo!')).toBeVisible();
  await expect(dialog).toBeHidden();

  const mine = await page.request.get('/api/articles/mine');
  expect(mine.status()).toBe(200);
  const { articles } = (await mine.json()) as { articles: { id: string; title: string; status: string }[] };
  const published = articles.find((a) => a.title === title);
  expect(published?.status).toBe('published');

  await page.goto(`/article/${published!.id}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('Consigli pratici')).toBeVisible();

  // Back in the archive: published items offer 'Riporta in bozza' and no delete.
  await page.goto('/dashboard');
  const again = await openEditor(page);
  await again.getByRole('tab', { name: 'Archivio (1)' }).click();
  const row = again.getByRole('listitem', { name: title });
  await expect(row.getByText('Pubblicato', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Elimina' })).toHaveCount(0);
  await row.getByRole('button', { name: 'Riporta in bozza' }).click();
  await expect(row.getByText('Bozza', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Elimina' }).click();
  await page.getByRole('alertdialog', { name: 'Conferma eliminazione' }).getByRole('button', { name: 'Elimina' }).click();
  await expect(again.getByRole('tab', { name: 'Archivio (0)' })).toBeVisible();
});

test('closing with content asks for confirmation; keep editing or discard', async ({ page }) => {
  await createDoctor(page.request, { displayName: 'Dott. Luca Ferri', sectors: ['cardiologia'] });
  const dialog = await openEditor(page);

  // Nothing typed: closes straight away.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const again = await openEditor(page);
  await again.getByLabel('Titolo', { exact: true }).fill('Da scartare');
  await page.keyboard.press('Escape');
  const confirm = page.getByRole('alertdialog', { name: 'Conferma chiusura' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Continua a modificare' }).click();
  await expect(confirm).toBeHidden();
  await expect(again.getByLabel('Titolo', { exact: true })).toHaveValue('Da scartare');

  // A wrong file type is refused on the client with the spec's messages.
  await again.getByLabel('Immagine in evidenza', { exact: true }).setInputFiles({ name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('ciao') });
  await expect(page.getByText('Errore nel caricamento del immagine. Tipo di file non supportato. Tipi consentiti: jpeg, jpg, png, gif, webp')).toBeVisible();

  // Private: the allowed-users list accepts only e-mails or phone numbers.
  await again.getByRole('switch', { name: 'Pubblico' }).click();
  const allowed = again.getByRole('textbox', { name: 'Utenti autorizzati' });
  await allowed.fill('non valido');
  await expect(again.getByRole('button', { name: 'Aggiungi' }).last()).toBeDisabled();
  await allowed.fill('  Paziente@Example.it ');
  await allowed.press('Enter');
  await expect(again.getByText('paziente@example.it')).toBeVisible();
  await allowed.fill('paziente@example.it');
  await allowed.press('Enter');
  await expect(again.getByText('paziente@example.it')).toHaveCount(1);
  // A phone number is accepted, with the note that it gives no access until phones are verified (ADR 0006).
  const phoneNote = again.getByRole('note').filter({ hasText: 'I numeri di telefono non sono ancora verificati' });
  await expect(phoneNote).toHaveCount(0);
  await allowed.fill('+39 333 123 4567');
  await allowed.press('Enter');
  await expect(phoneNote).toBeVisible();

  await again.getByRole('button', { name: 'Chiudi', exact: true }).click();
  await page.getByRole('alertdialog', { name: 'Conferma chiusura' }).getByRole('button', { name: 'Scarta e chiudi' }).click();
  await expect(again).toBeHidden();
});

test('on a phone, a doctor opens the editor and Igea from the floating buttons', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await createDoctor(page.request, { displayName: 'Dott.ssa Anna Riva', sectors: ['cardiologia'] });
  await page.goto('/dashboard');

  await page.getByRole('button', { name: 'Apri Igea' }).click();
  const sheet = page.getByRole('dialog', { name: 'Igea' });
  await expect(sheet).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  await page.getByRole('button', { name: 'Crea contenuto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crea nuovo contenuto' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Titolo', { exact: true }).fill('Dormire bene');
  await dialog.getByRole('button', { name: 'Paragrafo', exact: true }).click();
  await dialog.getByRole('region', { name: 'Blocco 1: Paragrafo' }).getByLabel('Testo').fill('Sette ore di sonno per notte.');
  await dialog.evaluate((el) => el.scrollTo({ top: 0 }));
  await screenshot(page, 'article-editor-phone');
  await expectNoSeriousA11yViolations(page);
});
