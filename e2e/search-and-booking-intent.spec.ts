import type { Page } from '@playwright/test';
import { createPatient, demo, demoUserId, expect, expectNoSeriousA11yViolations, loginThroughApi, screenshot, test, uniqueEmail } from './fixtures';

// Issue 24 items 4 and 5: the directory finds what people type; 'Prenota' signed out survives sign-in.

for (const width of [1280, 360]) {
  test(`at ${width} px 'dermatologo milano' finds the Milan dermatologist, a typo too`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    await loginThroughApi(page, await createPatient(page.request, 'Marta Riva'));
    await page.goto('/dottori');
    const search = page.getByRole('searchbox', { name: 'Cerca dottore' });
    // The cards only, not the sector chips listed inside each.
    const cards = page.getByRole('list', { name: 'Elenco dei dottori' }).locator(':scope > li');
    await search.fill('dermatologo milano');
    await expect(page).toHaveURL(/q=dermatologo\+milano/);
    // The demo's only dermatologist practises in Milan: she alone, not everyone in Milan.
    await expect(cards).toHaveCount(1);
    await expect(cards.first().getByRole('link', { name: 'Dott.ssa Laura Esposito' })).toBeVisible();
    await screenshot(page, `directory-search-dermatologo-milano-${width}`);
    if (width === 1280) await expectNoSeriousA11yViolations(page);
    await search.fill('Dermatolgo Mialno');
    await expect(cards).toHaveCount(1);
    await expect(cards.first().getByRole('link', { name: 'Dott.ssa Laura Esposito' })).toBeVisible();
  });
}

/** Signed out on Dott. Marco Bianchi's public page, 'Prenota' on his first service: the sign-in page with the reason. */
async function bookSignedOut(page: Page, marcoId: string, width: number, shot: string): Promise<void> {
  await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
  await page.goto(`/public/doctor/${marcoId}`);
  await page.getByRole('button', { name: 'Prenota: Visita cardiologica' }).click();
  await expect(page).toHaveURL(/\/auth\?next=/);
  await expect(page.getByRole('status').filter({ hasText: 'Accedi o registrati per prenotare «Visita cardiologica» con Dott. Marco Bianchi.' })).toBeVisible();
  await screenshot(page, shot);
}

async function expectBookingDialog(page: Page, marcoId: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/public/doctor/${marcoId}\\?prenota=`), { timeout: 10_000 });
  const dialog = page.getByRole('dialog', { name: 'Prenota un appuntamento' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('con Dott. Marco Bianchi')).toBeVisible();
  await expect(dialog.getByText('Visita cardiologica').first()).toBeVisible();
}

test("'Prenota' signed out returns to the booking dialog with the service after signing in (1280 px)", async ({ page, playwright, baseURL }) => {
  const marcoId = await demoUserId(playwright, baseURL, demo.doctor);
  // Registered through the API, which signs the context in: signed out again before visiting.
  const patient = await createPatient(page.request, 'Lucia Neri');
  await page.context().clearCookies();
  await bookSignedOut(page, marcoId, 1280, 'auth-booking-reason-1280');
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Email').fill(patient.email);
  await page.getByLabel('Password', { exact: true }).fill(patient.password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expectBookingDialog(page, marcoId);
  // Closing forgets the intent: a reload does not open the dialog again.
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(new RegExp(`/public/doctor/${marcoId}$`));
});

test("'Prenota' signed out returns to the booking dialog with the service after registering (360 px)", async ({ page, playwright, baseURL }) => {
  const marcoId = await demoUserId(playwright, baseURL, demo.doctor);
  await bookSignedOut(page, marcoId, 360, 'auth-booking-reason-360');
  await page.getByRole('tab', { name: 'Registrati' }).click();
  await expect(page.getByText('Accedi o registrati per prenotare «Visita cardiologica» con Dott. Marco Bianchi.')).toBeVisible();
  await page.getByRole('radio', { name: /Paziente/ }).click();
  await page.getByLabel('Nome completo').fill('Franco Galli');
  await page.getByLabel('Email').fill(uniqueEmail('prenota'));
  await page.getByLabel('Password', { exact: true }).fill('Segreta123');
  await page.getByLabel('Conferma password').fill('Segreta123');
  await page.getByLabel(/Accetto i termini e le condizioni/).check();
  await page.getByRole('button', { name: 'Registrati', exact: true }).click();
  await expectBookingDialog(page, marcoId);
  await screenshot(page, 'booking-resumed-after-registration-360', { viewportOnly: true });
});
