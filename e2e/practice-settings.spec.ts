import { createDoctor, expect, expectNoSeriousA11yViolations, screenshot, test } from './fixtures';

test('a new doctor sets up services, Monday hours and a required select field, and finds them after a reload', async ({ page }) => {
  // A long walk through three dialogs, a reload and an accessibility scan.
  test.slow();
  await createDoctor(page.request, { displayName: 'Dott.ssa Elisa Moretti', sectors: ['cardiologia', 'medicina-generale'] });
  await page.goto('/settings');
  await expect(page.getByText('0 servizi, 0 attivi')).toBeVisible();

  // Services: the hours dialog first says that services are needed.
  await page.getByRole('button', { name: 'Orari disponibili' }).click();
  await expect(page.getByRole('dialog', { name: 'Orari disponibili' }).getByText(/Aggiungi almeno un servizio/)).toBeVisible();
  await page.getByRole('button', { name: 'Chiudi', exact: true }).first().click();

  await page.getByRole('button', { name: 'Servizi offerti' }).click();
  const services = page.getByRole('dialog', { name: 'Servizi offerti' });
  const cardio = services.getByRole('region', { name: 'Cardiologia' });
  const general = services.getByRole('region', { name: 'Medicina generale' });
  await expect(cardio.getByText('Nessun servizio in questo settore.')).toBeVisible();

  await cardio.getByRole('button', { name: 'Aggiungi servizio' }).click();
  await cardio.getByRole('button', { name: 'Salva servizio' }).click();
  await expect(cardio.getByText('Il nome del servizio è obbligatorio')).toBeVisible();
  await expect(cardio.getByLabel('Nome del servizio')).toBeFocused();
  await cardio.getByLabel('Nome del servizio').fill('Visita cardiologica');
  await expect(cardio.getByLabel('Durata (minuti)')).toHaveValue('30');
  await cardio.getByLabel('Durata (minuti)').fill('47');
  await cardio.getByLabel('Durata (minuti)').blur();
  await expect(cardio.getByLabel('Durata (minuti)')).toHaveValue('45');
  await cardio.getByLabel('Prezzo (€)').fill('120');
  await cardio.getByLabel('Descrizione').fill('Visita con elettrocardiogramma.');
  await cardio.getByRole('button', { name: 'Salva servizio' }).click();
  await expect(cardio.getByText('45 min · € 120,00')).toBeVisible();

  await general.getByRole('button', { name: 'Aggiungi servizio' }).click();
  await general.getByLabel('Nome del servizio').fill('Consulto online');
  await general.getByLabel('Prezzo (€)').fill('59.5');
  await general.getByLabel('Prezzo (€)').press('Enter');
  await expect(general.getByText('30 min · € 59,50')).toBeVisible();

  // A third one, removed again with its cross; the second one is switched off.
  await general.getByRole('button', { name: 'Aggiungi servizio' }).click();
  await general.getByLabel('Nome del servizio').fill('Da togliere');
  await general.getByLabel('Prezzo (€)').fill('10');
  await general.getByRole('button', { name: 'Salva servizio' }).click();
  await general.getByRole('button', { name: 'Rimuovi servizio Da togliere' }).click();
  await expect(general.getByText('Da togliere')).toHaveCount(0);
  await general.getByRole('checkbox', { name: 'Servizio attivo: Consulto online' }).click();
  await expect(general.getByRole('checkbox', { name: 'Servizio attivo: Consulto online' })).not.toBeChecked();
  await screenshot(page, 'practice-services-dialog-desktop');
  // Closing keeps the draft; the card says it is not saved yet.
  await services.getByRole('button', { name: 'Chiudi', exact: true }).first().click();
  await expect(page.getByRole('status').filter({ hasText: /Hai modifiche non salvate/ })).toBeVisible();

  // Hours: a service must be chosen; Monday gets two slots.
  await page.getByRole('button', { name: 'Orari disponibili' }).click();
  const hours = page.getByRole('dialog', { name: 'Orari disponibili' });
  await expect(hours.getByText('Seleziona un servizio.')).toBeVisible();
  await hours.getByLabel('Servizio', { exact: true }).selectOption({ label: 'Visita cardiologica' });
  // The service uses the practice hours until it is given its own (issue 15); here it gets its own.
  await hours.getByRole('switch', { name: 'Usa gli orari dello studio' }).click();
  const serviceHours = hours.getByRole('region', { name: 'Orari dei servizi' });
  const monday = serviceHours.getByRole('group', { name: 'Lunedì' });
  await monday.getByRole('switch', { name: 'Lunedì' }).click();
  await expect(monday.getByLabel('Inizio fascia 1')).toHaveValue('09:00');
  await expect(monday.getByLabel('Fine fascia 1')).toHaveValue('18:00');
  await expect(monday.getByRole('button', { name: 'Rimuovi fascia 1' })).toBeDisabled();
  await monday.getByLabel('Fine fascia 1').selectOption('13:00');
  await monday.getByRole('button', { name: 'Aggiungi fascia' }).click();
  await expect(monday.getByLabel('Inizio fascia 2')).toHaveValue('13:00');
  await expect(monday.getByLabel('Fine fascia 2')).toHaveValue('14:00');
  await expect(monday.getByRole('button', { name: 'Rimuovi fascia 1' })).toBeEnabled();
  // An overlap is shown inline and refused on saving.
  await monday.getByLabel('Inizio fascia 2').selectOption('12:00');
  await expect(monday.getByText('Le fasce orarie non possono sovrapporsi')).toBeVisible();
  await hours.getByRole('button', { name: 'Salva configurazione' }).click();
  await expect(hours.getByRole('alert').filter({ hasText: 'Configurazione non valida' })).toBeVisible();
  // A start after the old end moves the end to the first valid option.
  await monday.getByLabel('Inizio fascia 2').selectOption('15:00');
  await expect(monday.getByLabel('Fine fascia 2')).toHaveValue('15:30');
  await monday.getByLabel('Fine fascia 2').selectOption('18:30');
  await expect(monday.getByText('Le fasce orarie non possono sovrapporsi')).toHaveCount(0);
  await expect(serviceHours.getByRole('group', { name: 'Martedì' }).getByText('Non disponibile')).toBeVisible();
  await screenshot(page, 'practice-hours-dialog-desktop');
  await expectNoSeriousA11yViolations(page);
  await hours.getByRole('button', { name: 'Chiudi', exact: true }).first().click();

  // Custom fields of the same service: a required select with its two placeholder options first.
  await page.getByRole('button', { name: 'Campi personalizzati' }).click();
  const fields = page.getByRole('dialog', { name: 'Campi personalizzati' });
  await expect(fields.getByLabel('Servizio', { exact: true }).locator('option:checked')).toHaveText('Visita cardiologica');
  await expect(fields.getByText('Nessun campo personalizzato per questo servizio.')).toBeVisible();
  await fields.getByRole('button', { name: 'Aggiungi campo' }).click();
  await fields.getByRole('button', { name: 'Salva campo' }).click();
  await expect(fields.getByText('Il nome del campo è obbligatorio')).toBeVisible();
  await fields.getByLabel('Nome del campo').fill('Hai già fatto un ECG?');
  await fields.getByLabel('Tipo di campo').selectOption({ label: 'Selezione' });
  await expect(fields.getByLabel('Opzione 1', { exact: true })).toHaveValue('Opzione 1');
  await expect(fields.getByLabel('Opzione 2', { exact: true })).toHaveValue('Opzione 2');
  await fields.getByLabel('Opzione 1', { exact: true }).fill('Sì, nell’ultimo anno');
  await fields.getByLabel('Opzione 2', { exact: true }).fill('No');
  await fields.getByRole('button', { name: 'Opzionale' }).click();
  await expect(fields.getByRole('button', { name: 'Obbligatorio' })).toBeVisible();
  await fields.getByRole('button', { name: 'Salva campo' }).click();
  await expect(fields.getByText('Hai già fatto un ECG?')).toBeVisible();
  await screenshot(page, 'practice-fields-dialog-desktop');
  await fields.getByRole('button', { name: 'Salva configurazione' }).click();
  await expect(page.getByText('Configurazione salvata')).toBeVisible();
  await expect(fields).toBeHidden();

  // After a reload everything is there.
  await page.reload();
  await expect(page.getByText('2 servizi, 1 attivo')).toBeVisible();
  await page.getByRole('button', { name: 'Servizi offerti' }).click();
  await expect(services.getByRole('region', { name: 'Cardiologia' }).getByText('45 min · € 120,00')).toBeVisible();
  await expect(services.getByRole('checkbox', { name: 'Servizio attivo: Visita cardiologica' })).toBeChecked();
  await expect(services.getByRole('checkbox', { name: 'Servizio attivo: Consulto online' })).not.toBeChecked();
  await services.getByRole('button', { name: 'Chiudi', exact: true }).first().click();

  await page.getByRole('button', { name: 'Orari disponibili' }).click();
  await hours.getByLabel('Servizio', { exact: true }).selectOption({ label: 'Visita cardiologica' });
  await expect(hours.getByRole('switch', { name: 'Usa gli orari dello studio' })).not.toBeChecked();
  await expect(monday.getByRole('switch', { name: 'Lunedì' })).toBeChecked();
  await expect(monday.getByLabel('Inizio fascia 1')).toHaveValue('09:00');
  await expect(monday.getByLabel('Fine fascia 1')).toHaveValue('13:00');
  await expect(monday.getByLabel('Inizio fascia 2')).toHaveValue('15:00');
  await expect(monday.getByLabel('Fine fascia 2')).toHaveValue('18:30');
  await expect(serviceHours.getByRole('group', { name: 'Martedì' }).getByRole('switch')).not.toBeChecked();
  await hours.getByRole('button', { name: 'Chiudi', exact: true }).first().click();

  await page.getByRole('button', { name: 'Campi personalizzati' }).click();
  const row = fields.getByRole('listitem').filter({ hasText: 'Hai già fatto un ECG?' });
  await expect(row.getByText('Selezione')).toBeVisible();
  await expect(row.getByText('Obbligatorio')).toBeVisible();
  await expect(row.getByText('Sì, nell’ultimo anno, No')).toBeVisible();

  // Phone screenshots of the three dialogs.
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'practice-fields-dialog-mobile');
  await fields.getByRole('button', { name: 'Chiudi', exact: true }).first().click();
  await page.getByRole('button', { name: 'Orari disponibili' }).click();
  await screenshot(page, 'practice-hours-dialog-mobile');
  await hours.getByRole('button', { name: 'Chiudi', exact: true }).first().click();
  await page.getByRole('button', { name: 'Servizi offerti' }).click();
  await screenshot(page, 'practice-services-dialog-mobile');
});

test("a configuration the server refuses shows the server's message", async ({ page }) => {
  await createDoctor(page.request, { sectors: ['dermatologia'] });
  await page.route('**/api/practice/config', async (route) => {
    if (route.request().method() !== 'PUT') return route.fallback();
    await route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'invalid-argument', message: 'Il servizio appartiene a un settore non abilitato nel tuo profilo' } }),
    });
  });
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Servizi offerti' }).click();
  const services = page.getByRole('dialog', { name: 'Servizi offerti' });
  await services.getByRole('button', { name: 'Aggiungi servizio' }).click();
  await services.getByLabel('Nome del servizio').fill('Visita dermatologica');
  await services.getByLabel('Prezzo (€)').fill('90');
  await services.getByRole('button', { name: 'Salva servizio' }).click();
  await services.getByRole('button', { name: 'Salva configurazione' }).click();
  await expect(page.getByText('Errore nel salvataggio della configurazione.')).toBeVisible();
  await expect(services.getByRole('alert').filter({ hasText: 'Il servizio appartiene a un settore non abilitato nel tuo profilo' })).toBeVisible();
  // Nothing was lost: the draft is still there.
  await expect(services.getByText('30 min · € 90,00')).toBeVisible();
});
