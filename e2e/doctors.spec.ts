import { createDoctor, createPatient, demo, demoUserId, expect, expectNoSeriousA11yViolations, screenshot, test } from './fixtures';

/** A 1×1 PNG, a valid image for the avatar upload. */
const tinyPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

test('a signed-out visitor sees the public profile with services, prices and durations', async ({ page, playwright, baseURL }) => {
  const id = await demoUserId(playwright, baseURL, demo.doctor);
  await page.goto(`/public/doctor/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: /Marco Bianchi/ })).toBeVisible();
  await expect(page.getByText('Sede: Milano')).toBeVisible();
  // No rating that no patient gave (D.Lgs. 26/2023; docs/ux-choices.md).
  await expect(page.getByText('4.9')).toHaveCount(0);
  // A signed-out visitor follows through the sign-in screen.
  await expect(page.getByRole('link', { name: 'Segui' })).toHaveAttribute('href', '/auth');

  const services = page.getByRole('region', { name: 'Servizi disponibili' });
  const visit = services.getByRole('listitem').filter({ hasText: 'Visita cardiologica' });
  await expect(visit.getByText('€ 120,00')).toBeVisible();
  await expect(visit.getByText('30 min')).toBeVisible();
  await expect(visit.getByText(/anamnesi, esame obiettivo/)).toBeVisible();
  await expect(services.getByRole('listitem').filter({ hasText: 'Elettrocardiogramma' }).getByText('€ 60,00')).toBeVisible();
  // Inactive services are not offered to others.
  await expect(services.getByText('Teleconsulto cardiologico')).toHaveCount(0);

  // Categories: 'Tutte' plus the doctor's sectors, one selected at a time.
  const categories = page.getByRole('region', { name: 'Categorie' });
  await expect(categories.getByRole('button', { name: 'Tutte' })).toHaveAttribute('aria-pressed', 'true');
  await categories.getByRole('button', { name: 'Medicina generale' }).click();
  await expect(categories.getByRole('button', { name: 'Medicina generale' })).toHaveAttribute('aria-pressed', 'true');
  await expect(categories.getByRole('button', { name: 'Tutte' })).toHaveAttribute('aria-pressed', 'false');
  await expect(categories.getByRole('button', { name: 'Dermatologia' })).toHaveCount(0);
  // The doctor's published articles filed under that sector; his only therapy is private (not shown signed out).
  await expect(page.getByRole('region', { name: 'Articoli' }).getByRole('link', { name: /Ipertensione/ })).toBeVisible();
  await expect(page.getByText('Nessuna terapia pubblicata.')).toBeVisible();

  await screenshot(page, 'doctor-public-profile-desktop');
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'doctor-public-profile-mobile');

  // 'Prenota' signed out leads to the sign-in screen, which keeps the doctor and the service (issue 24).
  await visit.getByRole('button', { name: /Prenota/ }).first().click();
  await expect(page).toHaveURL(/\/auth\?next=%2Fpublic%2Fdoctor%2F/);
});

test('the directory finds doctors by name and by sector, keeps the search in the URL, and says when nothing matches', async ({ page }) => {
  await createPatient(page.request, 'Sara Gallo');
  await page.goto('/dottori');
  await expect(page.getByRole('heading', { level: 1, name: 'Dottori' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Elenco dei dottori' });
  await expect(list.getByRole('link', { name: 'Dott. Marco Bianchi' })).toBeVisible();
  // Issue 29: Laura Esposito's service offered both ways makes her card 'Anche online'; Marco Bianchi's online one is inactive.
  const cardOf = (name: RegExp) => list.getByRole('listitem').filter({ has: page.getByRole('link', { name }) });
  await expect(cardOf(/Laura Esposito/).getByText('Anche online', { exact: true })).toBeVisible();
  await expect(cardOf(/Marco Bianchi/).getByText(/^(Anche|Solo) online$/)).toHaveCount(0);
  await screenshot(page, 'doctors-directory-desktop');
  await expectNoSeriousA11yViolations(page);

  const search = page.getByRole('searchbox', { name: 'Cerca dottore' });
  await expect(search).toHaveAttribute('placeholder', 'Cerca qui il dottore');
  await search.fill('bianchi');
  await expect(page).toHaveURL(/\/dottori\?q=bianchi$/);
  await expect(list.getByRole('link', { name: 'Dott. Marco Bianchi' })).toBeVisible();
  await expect(list.getByRole('link', { name: /Laura Esposito/ })).toHaveCount(0);
  // A reload (or a shared link) keeps the search.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Cerca dottore' })).toHaveValue('bianchi');
  await expect(list.getByRole('link')).toHaveCount(1);

  await search.fill('zzqxw nessuno');
  await expect(page.getByText('Nessun dottore trovato per la ricerca')).toBeVisible();
  await search.fill('');
  await expect(page).toHaveURL(/\/dottori$/);

  // By sector: Dermatologia lists Laura Esposito and not Marco Bianchi; picking it again changes nothing.
  await page.getByLabel('Filtra per settore').click();
  await page.getByRole('option', { name: 'Dermatologia' }).click();
  await expect(page).toHaveURL(/settori=dermatologia/);
  await expect(list.getByRole('link', { name: /Laura Esposito/ })).toBeVisible();
  await expect(list.getByRole('link', { name: 'Dott. Marco Bianchi' })).toHaveCount(0);
  await page.getByLabel('Filtra per settore').click();
  await page.getByRole('option', { name: 'Dermatologia' }).click();
  await expect(page.getByRole('button', { name: /Rimuovi Dermatologia/ })).toHaveCount(1);
  await page.getByLabel('Filtra per settore').click();
  await page.getByRole('option', { name: 'Cardiologia' }).click();
  await expect(list.getByRole('link', { name: 'Dott. Marco Bianchi' })).toBeVisible();
  await expect(list.getByRole('link', { name: /Laura Esposito/ })).toBeVisible();
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(cardOf(/Laura Esposito/).getByText('Anche online', { exact: true })).toBeVisible();
  await screenshot(page, 'doctors-directory-mobile');

  // A card leads to the profile.
  await list.getByRole('link', { name: 'Dott. Marco Bianchi' }).click();
  await expect(page).toHaveURL(/\/doctor\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: /Marco Bianchi/ })).toBeVisible();
});

test("'Carica altri' loads the next page of the directory with the server's cursor", async ({ page }) => {
  await createPatient(page.request, 'Nadia Fontana');
  // Pages of 4 instead of 24, so that the demo data spans several pages.
  await page.route('**/api/doctors?*', (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('limit', '4');
    return route.continue({ url: url.toString() });
  });
  // Reached from the navigation, so that the list is the browser's own request (a full load of
  // /dottori is drawn by the server, whose request the route above does not see).
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Navigazione principale' }).getByRole('link', { name: 'Dottori' }).click();
  const list = page.getByRole('list', { name: 'Elenco dei dottori' });
  await expect(list.getByRole('article')).toHaveCount(4);
  // Compare link targets (doctor ids): other tests running alongside may create namesakes.
  const profileLinks = () => list.getByRole('article').getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  const first = await profileLinks();
  await page.getByRole('button', { name: 'Carica altri' }).click();
  await expect(list.getByRole('article')).toHaveCount(8);
  const all = await profileLinks();
  expect(all.slice(0, 4)).toEqual(first);
  expect(new Set(all).size).toBe(8);
});

test('following and unfollowing a doctor changes the followers count; Prenota opens the booking dialog', async ({ page, playwright, baseURL }) => {
  // A doctor of our own, so that no other test moves the count.
  const other = await playwright.request.newContext({ baseURL });
  const doctor = await createDoctor(other, { displayName: 'Dott. Paolo Riva', sectors: ['ortopedia'] });
  await other.dispose();

  await createPatient(page.request, 'Marta Sala');
  await page.goto(`/doctor/${doctor.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dott. Paolo Riva' })).toBeVisible();
  await expect(page.getByText('Follower')).toHaveCount(0);
  await expect(page.getByText('Nessun servizio disponibile al momento.')).toBeVisible();

  await page.getByRole('button', { name: 'Segui', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Segui già' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: '1' })).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: 'Follower' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Segui già' })).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: 'Follower' })).toBeVisible();

  await page.getByRole('button', { name: 'Segui già' }).click();
  await expect(page.getByRole('button', { name: 'Segui', exact: true })).toBeVisible();
  await expect(page.getByText('Follower')).toHaveCount(0);

  // Signed in, 'Prenota' on another doctor's service opens the booking dialog with that service (booking.spec.ts books).
  const marco = await demoUserId(playwright, baseURL, demo.doctor);
  await page.goto(`/doctor/${marco}`);
  await page.getByRole('region', { name: 'Servizi disponibili' }).getByRole('button', { name: 'Prenota: Visita cardiologica' }).click();
  const dialog = page.getByRole('dialog', { name: 'Prenota un appuntamento' });
  await expect(dialog.getByText('con Dott. Marco Bianchi · Visita cardiologica')).toBeVisible();
  await dialog.getByRole('button', { name: 'Chiudi' }).first().click();
  await expect(dialog).toBeHidden();
  await screenshot(page, 'doctor-profile-signed-in-desktop');
  await expectNoSeriousA11yViolations(page);
});

test('Modifica profilo: bio counter, the spec messages for bad files, a PNG that becomes the avatar', async ({ page }) => {
  test.slow();
  const doctor = await createDoctor(page.request, { displayName: 'Dott.ssa Giorgia Neri', sectors: ['neurologia', 'pediatria'] });
  await page.goto('/il-mio-account');
  await expect(page.getByRole('heading', { level: 1, name: 'Dott.ssa Giorgia Neri' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Categorie' }).getByRole('button', { name: 'Neurologia' })).toBeVisible();

  await page.getByRole('button', { name: 'Modifica profilo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Modifica profilo' });
  const bio = dialog.getByLabel('Biografia');
  await expect(dialog.getByText('0/500')).toBeVisible();
  await bio.fill('Neurologa, mi occupo di cefalee.');
  await expect(dialog.getByText('32/500')).toBeVisible();
  await bio.fill('a'.repeat(520));
  await expect(dialog.getByText('500/500')).toBeVisible();
  await bio.fill('Neurologa, mi occupo di cefalee e disturbi del sonno.');

  const file = dialog.getByLabel('Foto profilo');
  await file.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(dialog.getByText('Tipo di file non supportato. Sono supportati solo file JPEG, PNG, GIF e WebP.')).toBeVisible();
  await file.setInputFiles({ name: 'enorme.png', mimeType: 'image/png', buffer: Buffer.alloc(5_242_881, 1) });
  await expect(dialog.getByText('File troppo grande. La dimensione massima consentita è 5MB.')).toBeVisible();
  await file.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: tinyPng });
  await expect(dialog.getByText(/Tipo di file non supportato|File troppo grande/)).toHaveCount(0);
  await expect(dialog.getByRole('img', { name: 'Foto profilo di Dott.ssa Giorgia Neri' })).toBeVisible();
  await screenshot(page, 'edit-profile-dialog-desktop');
  // Escape with the changes unsaved asks first (issue 24 item 3); staying keeps them.
  await page.keyboard.press('Escape');
  const ask = page.getByRole('alertdialog', { name: 'Modifiche non salvate' });
  await ask.getByRole('button', { name: 'Resta e salva' }).click();
  await expect(ask).toBeHidden();
  await expect(bio).toHaveValue('Neurologa, mi occupo di cefalee e disturbi del sonno.');
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Profilo aggiornato')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The picture is shown on the account page and in the sidebar; the bio is saved.
  const main = page.getByRole('main');
  await expect(main.getByRole('img', { name: 'Foto profilo di Dott.ssa Giorgia Neri' })).toHaveAttribute('src', /\/media\//);
  await expect(page.getByRole('complementary').getByRole('img', { name: /Foto profilo di/ })).toBeVisible();
  await expect(main.getByText('Neurologa, mi occupo di cefalee e disturbi del sonno.')).toBeVisible();
  await page.reload();
  await expect(main.getByRole('img', { name: 'Foto profilo di Dott.ssa Giorgia Neri' })).toBeVisible();
  await expect(main.getByText('Neurologa, mi occupo di cefalee e disturbi del sonno.')).toBeVisible();
  await screenshot(page, 'my-account-desktop');
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'my-account-mobile');
  await page.getByRole('button', { name: 'Modifica profilo' }).click();
  await expect(dialog.getByText('53/500')).toBeVisible();
  await screenshot(page, 'edit-profile-dialog-mobile');
  // Unchanged, Escape closes at once; changed, leaving without saving drops the change.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Modifica profilo' }).click();
  await bio.fill('Da buttare');
  await page.keyboard.press('Escape');
  await ask.getByRole('button', { name: 'Esci senza salvare' }).click();
  await expect(dialog).toBeHidden();
  await expect(main.getByText('Neurologa, mi occupo di cefalee e disturbi del sonno.')).toBeVisible();

  // The owner's public profile shows the picture too, with 'Modifica' on the bio and no 'Segui'.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/doctor/${doctor.id}`);
  await expect(page.getByRole('main').getByRole('img', { name: 'Foto profilo di Dott.ssa Giorgia Neri' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Bio' }).getByRole('button', { name: 'Modifica' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Segui/ })).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'doctor-own-profile-mobile');
});
