import { createPatient, expect, expectNoSeriousA11yViolations, test } from './fixtures';

test('a patient creates an access token in Settings: shown once, listed, and it opens no app route', async ({ page }) => {
  await createPatient(page.request, 'Sara Conti');
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Accesso API' });
  await expect(section).toBeVisible();
  await section.getByLabel('Nome del token').fill('App del telefono');
  await section.getByRole('checkbox', { name: 'Leggere i propri appuntamenti' }).check();
  await section.getByRole('button', { name: 'Crea token' }).click();
  const shown = section.getByTestId('secret-once');
  await expect(shown).toHaveValue(/^snt_[A-Za-z0-9_-]{43}$/);
  await expect(shown).toBeFocused();
  const token = await shown.inputValue();
  const listed = section.getByRole('list', { name: 'Accesso API' }).getByRole('listitem');
  await expect(listed).toHaveCount(1);
  await expect(listed.first()).toContainText('App del telefono');
  await expect(listed.first()).toContainText('Mai usato');
  await expectNoSeriousA11yViolations(page);
  // The token is not a way into the app.
  const refused = await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}`, cookie: '' } });
  expect(refused.status()).toBe(403);
});
