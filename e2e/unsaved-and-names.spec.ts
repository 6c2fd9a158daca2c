import { type Page } from '@playwright/test';
import { createDoctor, createPatient, demo, expect, expectNoSeriousA11yViolations, loginThroughApi, screenshot, test } from './fixtures';
import { openEditor, png } from './editor-helpers';

/**
 * Issue 24, engineer C: leaving an editor with unsaved changes asks first (the app's dialog for a
 * link or the back button, the browser's on reload); a refused submit reads the server's reason;
 * a typo in one's name can be corrected (an approved doctor's through the admin).
 */
test.describe.configure({ timeout: 90_000 });

const SERVICE = 'Visita di controllo';

/** A link of the navigation the page shows at this width (left nav on a desktop, bottom bar on a phone). */
const navLink = (page: Page, name: string) => page.getByRole('link', { name, exact: true }).filter({ visible: true }).first();

for (const { width, height, tag } of [
  { width: 1280, height: 900, tag: '1280' },
  { width: 360, height: 740, tag: '360' },
]) {
  test(`leaving the practice editor with an unsaved service asks first: stay keeps it, reload asks, leave drops it (${tag} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await createDoctor(page.request, { displayName: `Dott. Guido Attento ${tag}` });
    // In the app from the dashboard (the checklist's link opens 'Servizi offerti'), so that 'back' stays in the app.
    await page.goto('/dashboard');
    await page.getByRole('region', { name: 'Prepara il tuo studio' }).getByRole('link', { name: /Aggiungi un servizio/ }).click();
    const services = page.getByRole('dialog', { name: 'Servizi offerti' });
    const cardio = services.getByRole('region', { name: 'Cardiologia' });
    await cardio.getByRole('button', { name: 'Aggiungi servizio' }).click();
    await cardio.getByLabel('Nome del servizio').fill(SERVICE);
    await cardio.getByLabel('Prezzo (€)').fill('80');
    await cardio.getByRole('button', { name: 'Salva servizio' }).click();
    await expect(cardio.getByText(SERVICE)).toBeVisible();
    await services.getByRole('button', { name: 'Chiudi', exact: true }).first().click();
    await expect(page.getByText('1 servizio, 1 attivo')).toBeVisible();

    // A link of the navigation: the app's own dialog, and staying keeps the service.
    await navLink(page, 'Dashboard').click();
    const ask = page.getByRole('alertdialog', { name: 'Modifiche non salvate' });
    await expect(ask).toBeVisible();
    await screenshot(page, `unsaved-leave-dialog-${tag}`, { viewportOnly: true });
    await expectNoSeriousA11yViolations(page);
    await ask.getByRole('button', { name: 'Resta e salva' }).click();
    await expect(ask).toBeHidden();
    await expect(page).toHaveURL(/\/settings/);
    await expect(page.getByText('1 servizio, 1 attivo')).toBeVisible();

    // The back button asks too, and staying keeps the page as it was.
    await page.goBack();
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Resta e salva' }).click();
    await expect(page).toHaveURL(/\/settings/);
    await expect(page.getByText('1 servizio, 1 attivo')).toBeVisible();

    // Reload: the browser's own question (beforeunload); dismissed, nothing is lost.
    const beforeUnload = page.waitForEvent('dialog');
    void page.evaluate(() => window.location.reload()).catch(() => undefined);
    const question = await beforeUnload;
    expect(question.type()).toBe('beforeunload');
    await question.dismiss();
    await expect(page.getByText('1 servizio, 1 attivo')).toBeVisible();

    // Leaving discards: the dashboard, and the settings read back without the service.
    await navLink(page, 'Dashboard').click();
    await ask.getByRole('button', { name: 'Esci senza salvare' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/settings');
    await expect(page.getByText('0 servizi, 0 attivi')).toBeVisible();
  });
}

test("the pending doctor pressing 'Pubblica' reads the server's reason (1280 and 360 px)", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await createDoctor(page.request, { displayName: 'Dott.ssa Paola Attesa', pending: true });
  const dialog = await openEditor(page);
  await dialog.getByLabel('Titolo', { exact: true }).fill('Il cuore in inverno');
  await dialog.getByRole('button', { name: 'Paragrafo', exact: true }).click();
  await dialog.getByRole('region', { name: 'Blocco 1: Paragrafo' }).getByLabel('Testo').fill('Coprirsi bene e camminare ogni giorno.');
  await dialog.getByLabel('Immagine in evidenza', { exact: true }).setInputFiles({ name: 'copertina.png', mimeType: 'image/png', buffer: png(64, 36) });
  await expect(dialog.getByRole('img', { name: 'Anteprima dell’immagine in evidenza' })).toHaveAttribute('src', /^\/media\//);
  await dialog.getByRole('checkbox', { name: 'Cardiologia' }).click();
  await dialog.getByRole('button', { name: 'Pubblica' }).click();
  const toast = page.getByRole('region', { name: 'Notifiche' });
  await expect(toast.getByText("Errore nella pubblicazione dell'articolo")).toBeVisible();
  const REASON = 'Potrai pubblicare quando il tuo profilo sarà stato verificato. Nel frattempo puoi salvare le bozze.';
  await expect(toast.getByText(REASON)).toBeVisible();
  await expect(dialog).toBeVisible();
  await screenshot(page, 'publish-reason-1280', { viewportOnly: true });

  // On a phone the editor fills the screen: the reason still shows, in view, and the draft stays open.
  await page.setViewportSize({ width: 360, height: 740 });
  await dialog.getByRole('button', { name: 'Pubblica' }).click();
  // The new toast is the front one (sonner's data-front); the first may still be leaving.
  await expect(toast.locator('[data-front="true"]').getByText(REASON)).toBeInViewport();
  await expect(dialog.getByLabel('Titolo', { exact: true })).toHaveValue('Il cuore in inverno');
  await screenshot(page, 'publish-reason-360', { viewportOnly: true });
});

test('a patient fixes a typo in the surname; a verified doctor’s new name waits for the admin (1280 and 360 px)', async ({ page, browser }) => {
  await createPatient(page.request, 'Giulia Rosi');
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Nome e cognome' });
  await expect(card.getByLabel('Cognome')).toHaveValue('Rosi');
  await card.getByLabel('Cognome').fill('');
  await card.getByRole('button', { name: 'Salva nome' }).click();
  await expect(card.getByText('Inserisci il cognome.')).toBeVisible();
  await card.getByLabel('Cognome').fill('Rossi');
  await screenshot(page, 'name-editor-patient-1280', { viewportOnly: true });
  await expectNoSeriousA11yViolations(page);
  await card.getByRole('button', { name: 'Salva nome' }).click();
  await expect(page.getByText('Nome aggiornato')).toBeVisible();
  await expect(card.getByLabel('Nome visualizzato')).toHaveValue('Giulia Rossi');
  await page.reload();
  await expect(card.getByLabel('Cognome')).toHaveValue('Rossi');
  await page.setViewportSize({ width: 360, height: 740 });
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, 'name-editor-patient-360', { viewportOnly: true });

  // A verified doctor: the request waits, the public name stays until the admin approves it.
  const doctorContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const doctorPage = await doctorContext.newPage();
  const doctor = await createDoctor(doctorPage.request, { displayName: 'Dott. Marco Bianchini' });
  await doctorPage.goto('/settings');
  const doctorCard = doctorPage.getByRole('region', { name: 'Nome e cognome' });
  await doctorCard.getByLabel('Cognome').fill('Bianchi');
  await doctorCard.getByRole('button', { name: 'Salva nome' }).click();
  await expect(doctorPage.getByText('Richiesta inviata: il nuovo nome comparirà dopo la verifica.')).toBeVisible();
  await expect(doctorCard.getByText('In attesa di verifica: Dott. Marco Bianchi')).toBeVisible();
  await expect(doctorCard.getByLabel('Nome visualizzato')).toHaveValue('Dott. Marco Bianchini');
  await screenshot(doctorPage, 'name-editor-doctor-1280', { viewportOnly: true });
  await doctorPage.setViewportSize({ width: 360, height: 740 });
  await doctorCard.scrollIntoViewIfNeeded();
  await screenshot(doctorPage, 'name-editor-doctor-360', { viewportOnly: true });

  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await adminContext.newPage();
  await loginThroughApi(admin, demo.admin);
  await admin.goto('/admin?sezione=medici');
  await admin.getByLabel('Mostra').selectOption({ label: 'Cambi di nome' });
  const row = admin.getByRole('list', { name: 'Cambi di nome' }).getByRole('listitem').filter({ hasText: doctor.email });
  await expect(row.getByText('Nuovo nome richiesto: Dott. Marco Bianchi')).toBeVisible();
  await screenshot(admin, 'admin-name-change-1280', { viewportOnly: true });
  await row.getByRole('button', { name: 'Approva il nuovo nome Dott. Marco Bianchi' }).click();
  await expect(admin.getByText('Il nome ora è Dott. Marco Bianchi.')).toBeVisible();
  await doctorPage.reload();
  await expect(doctorCard.getByLabel('Nome visualizzato')).toHaveValue('Dott. Marco Bianchi');
  await expect(doctorCard.getByText(/In attesa di verifica/)).toHaveCount(0);
  await Promise.all([doctorContext.close(), adminContext.close()]);
});
