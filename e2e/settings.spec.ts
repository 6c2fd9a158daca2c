import { createPatient, demo, expect, expectNoSeriousA11yViolations, loginThroughApi, screenshot, test } from './fixtures';

test('personal settings are saved and survive a reload', async ({ page }) => {
  await createPatient(page.request, 'Elena Marino');
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Impostazioni profilo' })).toBeVisible();
  // Editable since issue 24 (the card 'Nome e cognome'; e2e/unsaved-and-names.spec.ts saves a correction).
  await expect(page.getByLabel('Nome', { exact: true })).toBeEditable();
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Elena');
  await page.getByLabel('Telefono').fill('+39 333 123 4567');
  await page.getByLabel('Indirizzo', { exact: true }).fill('Via Torino 12');
  await page.getByLabel('CAP').fill('20123');
  await page.getByLabel('Città').fill('Milano');
  await page.getByLabel('Provincia').fill('MI');
  await page.getByRole('button', { name: 'Salva dati personali' }).click();
  await expect(page.getByText('Aggiornamento completato')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Indirizzo', { exact: true })).toHaveValue('Via Torino 12');
  await expect(page.getByLabel('CAP')).toHaveValue('20123');
  await expect(page.getByLabel('Città')).toHaveValue('Milano');
  await expect(page.getByLabel('Provincia')).toHaveValue('MI');
  await expect(page.getByLabel('Telefono')).toHaveValue('+39 333 123 4567');
});

test('a doctor sees the professional block and has no serious accessibility violations', async ({ page }) => {
  await loginThroughApi(page, demo.doctor);
  await page.goto('/settings');
  await expect(page.getByLabel('Specializzazione')).toHaveValue('Cardiologia');
  await expect(page.getByLabel('Numero di iscrizione all’Albo')).not.toHaveValue('');
  await screenshot(page, 'settings-doctor-desktop');
  await expectNoSeriousA11yViolations(page);
});
