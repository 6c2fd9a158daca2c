import { createPatient, demo, expect, loginThroughApi, screenshot, test } from './fixtures';

test('an unknown route shows the Italian not-found card with a way back', async ({ page }) => {
  await createPatient(page.request);
  await page.goto('/pagina-che-non-esiste');
  await expect(page.getByRole('heading', { name: 'Pagina non trovata' })).toBeVisible();
  await expect(page.getByText('Did you forget', { exact: false })).toHaveCount(0);
  await page.getByRole('link', { name: 'Torna alla dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('role guards: a patient is sent away from /crm and /admin; an admin reaches /admin', async ({ page }) => {
  await createPatient(page.request);
  await page.goto('/crm');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/il-mio-account');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.request.post('/api/auth/logout');
  await loginThroughApi(page, demo.admin);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The demo admin's account is a patient one: the sidebar says what they are, not 'Paziente'.
  const sidebar = page.getByRole('complementary');
  await expect(sidebar.getByText('Amministratore', { exact: true })).toBeVisible();
  await expect(sidebar.getByText('Paziente', { exact: true })).toHaveCount(0);
});

test('a doctor moves through every signed-in route without an error', async ({ page }) => {
  await loginThroughApi(page, demo.doctor);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  for (const path of ['/dashboard', '/appuntamenti', '/dottori', '/materiali', '/settings', '/crm', '/il-mio-account']) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  // 'Il mio account' in the navigation leads to the doctor's own public profile.
  await page.getByRole('navigation', { name: 'Navigazione principale' }).getByRole('link', { name: 'Il mio account' }).click();
  await expect(page).toHaveURL(/\/doctor\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: /Marco Bianchi/ })).toBeVisible();
  expect(errors).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the bottom bar navigates and highlights the current route', async ({ page }) => {
    await loginThroughApi(page, demo.patient);
    await page.goto('/dashboard');
    const bar = page.getByRole('navigation', { name: 'Navigazione rapida' });
    await expect(bar).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navigazione principale' })).toBeHidden();
    await expect(bar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await bar.getByRole('link', { name: 'Appuntamenti' }).click();
    await expect(page).toHaveURL(/\/appuntamenti$/);
    await expect(bar.getByRole('link', { name: 'Appuntamenti' })).toHaveAttribute('aria-current', 'page');
    await expect(bar.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');
    await screenshot(page, 'appointments-phone');
  });
});
