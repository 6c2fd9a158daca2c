import { createPatient, demo, expect, loginThroughForm, screenshot, test, uniqueEmail } from './fixtures';

test('a patient registers and lands in the signed-in shell', async ({ page }) => {
  const email = uniqueEmail('nuovo-paziente');
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Registrati' }).click();
  // Fields appear only once an account type is chosen.
  await expect(page.getByLabel('Nome completo')).toHaveCount(0);
  await page.getByRole('radio', { name: /Paziente/ }).click();
  await page.getByLabel('Nome completo').fill('Chiara Colombo');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Segreta123');
  await page.getByLabel('Conferma password').fill('Segreta123');
  await page.getByRole('button', { name: 'Registrati', exact: true }).click();
  // The terms are required: the spec's message appears and nothing is sent.
  await expect(page.getByText('Devi accettare i termini e le condizioni')).toBeVisible();
  await page.getByLabel(/Accetto i termini e le condizioni/).check();
  await page.getByRole('button', { name: 'Registrati', exact: true }).click();

  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  const sidebar = page.getByRole('complementary');
  await expect(sidebar.getByText('Chiara Colombo')).toBeVisible();
  await expect(sidebar.getByText('CC', { exact: true })).toBeVisible();
  await expect(sidebar.getByText('Nessun appuntamento programmato')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navigazione principale' }).getByRole('link', { name: 'Pazienti' })).toHaveCount(0);
});

test('registration shows the spec messages for mismatched passwords and a short name', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Registrati' }).click();
  await page.getByRole('radio', { name: /Paziente/ }).click();
  await page.getByLabel('Nome completo').fill('A');
  await page.getByLabel('Email').fill('non-una-email');
  await page.getByLabel('Password', { exact: true }).fill('abc');
  await page.getByLabel('Conferma password').fill('abcdef');
  await page.getByRole('button', { name: 'Registrati', exact: true }).click();
  await expect(page.getByText('Il nome deve contenere almeno 2 caratteri')).toBeVisible();
  await expect(page.getByText('Inserisci un indirizzo email valido')).toBeVisible();
  await expect(page.getByText('La password deve contenere almeno 6 caratteri')).toBeVisible();
  await expect(page.getByText('Le password non corrispondono')).toBeVisible();
});

test('a doctor registers, activates the Pro offer and ends at the dashboard', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Registrati' }).click();
  await page.getByRole('radio', { name: /Dottore/ }).click();
  await page.getByLabel('Nome completo').fill('Dott. Andrea Galli');
  await page.getByLabel('Email').fill(uniqueEmail('dottore'));
  await page.getByLabel('Password', { exact: true }).fill('Segreta123');
  await page.getByLabel('Conferma password').fill('Segreta123');
  await page.getByLabel('Specializzazione').fill('Cardiologia');
  await page.getByLabel('Numero di iscrizione all’Albo').fill('12345');
  await page.getByLabel('Provincia dell’Ordine').fill('MI');
  await page.getByLabel('Numero di telefono').fill('+39 02 1234 5678');
  const sectors = page.getByLabel('Settori di competenza');
  await sectors.click();
  await page.getByRole('option', { name: 'Cardiologia' }).click();
  await expect(page.getByRole('button', { name: /Rimuovi Cardiologia/ })).toBeVisible();
  await page.getByLabel(/termini specifici per i professionisti/).check();
  await page.getByRole('button', { name: 'Registrati', exact: true }).click();

  await expect(page.getByRole('button', { name: 'Attiva Sanity Pro Gratis' })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('button', { name: 'Non ora' })).toBeVisible();
  await screenshot(page, 'membership-offer-desktop');
  await page.getByRole('button', { name: 'Attiva Sanity Pro Gratis' }).click();
  await expect(page.getByText('Membership attivata')).toBeVisible();
  // The offer lasts 90 days: the expiry shown is a real date, not the fallback text.
  await expect(page.getByText('data non disponibile')).toHaveCount(0);
  await page.getByRole('button', { name: /Continua|Vai alla dashboard/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('navigation', { name: 'Navigazione principale' }).getByRole('link', { name: 'Pazienti' })).toBeVisible();
});

test('login with a wrong password shows the spec message; then login and logout', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(demo.patient.email);
  await page.getByLabel('Password', { exact: true }).fill('sbagliata');
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  const failure = page.getByRole('alert').filter({ hasText: 'Password non corretta.' });
  await expect(failure).toContainText('Errore di accesso');
  // Said once, in the box beside the form: no toast repeats it.
  await expect(page.getByText('Password non corretta.')).toHaveCount(1);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);

  await loginThroughForm(page, demo.patient);
  await expect(page.getByRole('complementary').getByText('Giulia Rossi')).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/auth$/);
  // The session is really gone on the server: a private route now leads back to the landing.
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/$/);
});

test('a signed-out deep link to a private route ends at the landing page', async ({ page }) => {
  await page.goto('/appuntamenti');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Accedi' }).first()).toBeVisible();
});

test('a signed-in user opening /auth or / is sent to the dashboard', async ({ page }) => {
  await createPatient(page.request);
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
});
