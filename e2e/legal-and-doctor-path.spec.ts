import { type Page } from '@playwright/test';
import { checkAvailability, HEALTH_CONSENT, openBookingDialog, pickDate, pickFirstFreeTime } from './booking-helpers';
import { createPatient, demo, demoUserId, expect, expectNoSeriousA11yViolations, loginThroughApi, screenshot, test } from './fixtures';

/**
 * Issue 24 items 7 and 8: the legal pages reached from the footers signed out and signed in, at
 * 1280 and 360 px, with no serious axe violation; registration links the terms; the booking's
 * intake questions ask the art. 9 consent; the register page and the dashboard speak to doctors.
 */
const PAGES = [
  { link: 'Privacy', path: '/privacy', title: 'Informativa sulla privacy' },
  { link: 'Cookie', path: '/cookie', title: 'Cookie e memoria del browser' },
  { link: 'Termini', path: '/termini', title: 'Termini e condizioni' },
] as const;

async function followFooterLinks(page: Page, shot: string) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 740 });
    for (const legal of PAGES) {
      await page.getByRole('navigation', { name: 'Informazioni legali' }).getByRole('link', { name: legal.link, exact: true }).click();
      await expect(page).toHaveURL(legal.path);
      await expect(page.getByRole('heading', { level: 1, name: legal.title })).toBeVisible();
      await expect(page).toHaveTitle(`${legal.title} · Sanity`);
      await expect(page.getByText(/^Versione del \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
      if (width === 1280) await expectNoSeriousA11yViolations(page);
      await screenshot(page, `${shot}-${legal.path.slice(1)}-${width}`);
    }
  }
}

test('the footers lead to the privacy notice, the cookie statement and the terms, signed out and signed in', async ({ page }) => {
  test.slow();
  // Signed out, from the landing: the pages are drawn on the server, with the operator's details.
  await page.goto('/');
  await followFooterLinks(page, 'legal-signed-out');
  const first = await page.request.get('/privacy');
  const html = await first.text();
  expect(html).toContain('<title>Informativa sulla privacy · Sanity</title>');
  expect(html).toContain('Titolare del trattamento da indicare');
  await page.goto('/privacy#dati-sanitari');
  await expect(page.getByRole('heading', { name: 'Dati sulla salute' })).toBeVisible();

  // Signed in, from the shell's footer.
  await loginThroughApi(page, demo.patient);
  await page.goto('/dashboard');
  await followFooterLinks(page, 'legal-signed-in');
});

test('registration links the terms and the notice, and speaks to a doctor as a doctor', async ({ page }) => {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 740 });
    await page.goto('/auth?tab=registrati');
    await page.getByRole('radio', { name: /Paziente/ }).click();
    await expect(page.getByRole('link', { name: /^termini e le condizioni/ })).toHaveAttribute('href', '/termini');
    await expect(page.getByRole('link', { name: /^informativa sulla privacy/ })).toHaveAttribute('href', '/privacy');
    await expect(page.getByText('prenderti cura della tua salute')).toBeVisible();

    await page.getByRole('radio', { name: /Dottore/ }).click();
    await expect(page.getByText('Iscrivi il tuo studio: ricevi prenotazioni online')).toBeVisible();
    await expect(page.getByText('prenderti cura della tua salute')).toHaveCount(0);
    await expect(page.getByLabel('Numero di iscrizione all’Albo')).toBeVisible();
    await expect(page.getByLabel('Provincia dell’Ordine')).toBeVisible();
    await expect(page.getByText('Numero di licenza')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^termini e le condizioni, con quelle per i professionisti/ })).toHaveAttribute('href', '/termini');
    await page.getByRole('button', { name: 'Registrati', exact: true }).click();
    await expect(page.getByText('La provincia dell’Ordine è obbligatoria')).toBeVisible();
    await screenshot(page, `register-doctor-${width}`);
  }
  await expectNoSeriousA11yViolations(page);
});

test('the intake questions ask the explicit consent to the health data, linking the notice', async ({ page, playwright, baseURL }) => {
  test.slow();
  const marco = await demoUserId(playwright, baseURL, demo.doctor);
  await createPatient(page.request, 'Ornella Consenso');
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 740 });
    const dialog = await openBookingDialog(page, marco, 'Visita cardiologica');
    await pickDate(dialog);
    await checkAvailability(dialog);
    await pickFirstFreeTime(dialog);
    await dialog.getByRole('button', { name: 'Avanti' }).click();
    await dialog.getByLabel('Motivo della visita').selectOption('Controllo periodico');
    await dialog.getByRole('button', { name: 'Avanti' }).click();
    await expect(dialog.getByRole('alert')).toContainText('serve il tuo consenso esplicito');
    await expect(dialog.getByRole('link', { name: /^Come trattiamo i dati sanitari/ })).toHaveAttribute('href', '/privacy#dati-sanitari');
    await screenshot(page, `booking-consent-${width}`, { viewportOnly: true });
    await dialog.getByRole('checkbox', { name: HEALTH_CONSENT }).check();
    if (width === 1280) await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Avanti' }).click();
    await expect(dialog.getByRole('heading', { name: 'Riepilogo' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});

test("the doctor's dashboard opens on the practice", async ({ page }) => {
  await loginThroughApi(page, demo.doctor);
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 740 });
    await page.goto('/dashboard');
    const practice = page.getByRole('region', { name: 'Il tuo studio' });
    await expect(practice.getByRole('link', { name: /Agenda/ })).toHaveAttribute('href', '/appuntamenti');
    await expect(practice.getByRole('link', { name: /Pazienti/ })).toHaveAttribute('href', '/crm');
    await expect(page.getByText('Scopri articoli e terapie')).toHaveCount(0);
    await screenshot(page, `doctor-dashboard-${width}`);
  }
  await expectNoSeriousA11yViolations(page);
});
