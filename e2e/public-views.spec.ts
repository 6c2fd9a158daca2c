import { demo, expect, screenshot, test } from './fixtures';

test('a signed-out visitor opens a public doctor profile', async ({ page, playwright, baseURL }) => {
  // Find the demo doctor's id the way a shared link would carry it.
  const api = await playwright.request.newContext({ baseURL });
  const login = await api.post('/api/auth/login', { data: demo.doctor });
  const { user } = (await login.json()) as { user: { id: string } };
  await api.dispose();

  for (const path of [`/public/doctor/${user.id}`, `/doctor/${user.id}`]) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: /Marco Bianchi/ })).toBeVisible();
    await expect(page.getByText('Cardiologia').first()).toBeVisible();
    await expect(page.getByText('Sede: Milano')).toBeVisible();
    // The spec's fixed rating 4.9 is gone: no patient gave it (D.Lgs. 26/2023; docs/ux-choices.md).
    await expect(page.getByText('4.9')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Registrati gratis' })).toHaveAttribute('href', '/auth?tab=registrati');
  }
  await screenshot(page, 'public-doctor-desktop');
});

test('an unknown doctor shows "Profilo non trovato"', async ({ page }) => {
  await page.goto('/public/doctor/non-esiste');
  await expect(page.getByRole('heading', { name: 'Profilo non trovato' })).toBeVisible();
});

test('a signed-out article link shows the public article view', async ({ page }) => {
  await page.goto('/article/non-esiste');
  await expect(page).toHaveURL(/\/article\/non-esiste$/);
  await expect(page.getByText('Articolo non trovato')).toBeVisible();
});
