import { type Locator, type Page } from '@playwright/test';
import { BOOKABLE_DAY, openBookingDialog } from './booking-helpers';
import { createDoctor, createPatient, demo, demoUserId, expect, expectNoSeriousA11yViolations, loginThroughApi, screenshot, test } from './fixtures';

/**
 * Issue 24: each role's phone bar ('Altro' past five entries), focus back on a dialog's opener,
 * the booking calendar's keys, toasts beside an open dialog.
 */

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 720 };

const phoneBar = (page: Page) => page.getByRole('navigation', { name: 'Navigazione rapida' });
const moreSheet = (page: Page) => page.getByRole('dialog', { name: 'Altre sezioni' });

const names = (links: Locator) => links.evaluateAll((els) => els.map((el) => el.textContent?.trim() ?? ''));

/** The bar's entries, and the sheet's when there is an 'Altro' (closed again by Escape, focus back on it). */
async function phoneDestinations(page: Page): Promise<{ bar: string[]; more: string[] }> {
  const bar = await names(phoneBar(page).getByRole('link'));
  const altro = phoneBar(page).getByRole('button', { name: 'Altro' });
  if ((await altro.count()) === 0) return { bar, more: [] };
  await altro.click();
  // The sheet's code loads when it first opens (issue 27): its links are read once it shows.
  await expect(moreSheet(page)).toBeVisible();
  const more = await names(moreSheet(page).getByRole('link'));
  await page.keyboard.press('Escape');
  await expect(moreSheet(page)).toBeHidden();
  await expect(altro).toBeFocused();
  return { bar, more };
}

/** Every destination of the desktop left navigation is in the phone's bar or its 'Altro' sheet. */
async function expectPhoneReachesDesktopNav(page: Page): Promise<{ bar: string[]; more: string[] }> {
  await page.setViewportSize(DESKTOP);
  const desktop = await names(page.getByRole('navigation', { name: 'Navigazione principale' }).getByRole('list').getByRole('link'));
  await page.setViewportSize(PHONE);
  await expect(phoneBar(page)).toBeVisible();
  const phone = await phoneDestinations(page);
  expect(phone.bar.length).toBeLessThanOrEqual(phone.more.length > 0 ? 4 : 5);
  expect([...phone.bar, ...phone.more].sort()).toEqual([...desktop].sort());
  // The bar fits 360 px: nothing runs past its edge, and no label is cut ('Appuntament').
  expect(await phoneBar(page).evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  await page.evaluate(() => document.fonts.ready);
  const cut = await phoneBar(page)
    .locator('a > span:last-child, button > span:last-child')
    .evaluateAll((labels) => labels.filter((l) => l.scrollWidth > l.clientWidth).map((l) => `${l.textContent} ${l.scrollWidth}>${l.clientWidth}`));
  expect(cut).toEqual([]);
  return phone;
}

test.describe('the phone bar of each role', () => {
  test("a patient has the four main destinations in the bar, 'Materiali' and 'Impostazioni' under Altro", async ({ page }) => {
    await createPatient(page.request, 'Sara Telefono');
    await page.goto('/dashboard');
    const { bar, more } = await expectPhoneReachesDesktopNav(page);
    // Issue 29's 'Documenti' is the sixth: the bar keeps four and 'Altro' holds the reading pages and settings.
    expect(bar).toEqual(['Dashboard', 'Appuntamenti', 'Documenti', 'Dottori']);
    expect(more).toEqual(['Materiali', 'Impostazioni']);
    await screenshot(page, 'phone-bar-patient', { viewportOnly: true });

    // The profile sheet leads to Igea's own screen, which opens over it; closing her comes back there.
    await page.getByRole('button', { name: 'Apri il pannello profilo e assistente' }).click();
    const profile = page.getByRole('dialog', { name: 'Il tuo profilo' });
    const entry = profile.getByRole('button', { name: /Apri Igea/ });
    await expect(entry).toBeVisible();
    await screenshot(page, 'phone-profile-sheet', { viewportOnly: true });
    await entry.click();
    const igea = page.getByRole('dialog', { name: 'Igea' });
    await expect(igea.getByRole('textbox', { name: 'Messaggio per Igea' })).toBeFocused();
    expect((await igea.boundingBox())?.width).toBeCloseTo(PHONE.width, 0);
    await page.keyboard.press('Escape');
    await expect(igea).toBeHidden();
    await expect(profile).toBeVisible();
    await expect(entry).toBeFocused();
  });

  test('a doctor reaches Pazienti from the bar and the account page from Altro', async ({ page }) => {
    const doctor = await createDoctor(page.request, { displayName: 'Dott. Paolo Tasca' });
    await page.goto('/dashboard');
    const { bar, more } = await expectPhoneReachesDesktopNav(page);
    expect(bar).toEqual(['Dashboard', 'Appuntamenti', 'Pazienti', 'Materiali']);
    expect(more).toEqual(['Dottori', 'Impostazioni', 'Il mio account']);

    await phoneBar(page).getByRole('link', { name: 'Pazienti' }).click();
    await expect(page).toHaveURL(/\/crm$/);
    await expect(phoneBar(page).getByRole('link', { name: 'Pazienti' })).toHaveAttribute('aria-current', 'page');

    await phoneBar(page).getByRole('button', { name: 'Altro' }).click();
    await expect(moreSheet(page)).toBeVisible();
    await screenshot(page, 'phone-more-doctor', { viewportOnly: true });
    await expectNoSeriousA11yViolations(page);
    await moreSheet(page).getByRole('link', { name: 'Il mio account' }).click();
    await expect(page).toHaveURL(new RegExp(`/doctor/${doctor.id}$`));
    await expect(moreSheet(page)).toBeHidden();
    // The page is one of the sheet's: 'Altro' is the current entry.
    await expect(phoneBar(page).getByRole('button', { name: 'Altro' })).toHaveAttribute('aria-current', 'page');
    await screenshot(page, 'phone-bar-doctor', { viewportOnly: true });
  });

  test('an admin reaches the admin area from the bar', async ({ page }) => {
    await loginThroughApi(page, demo.admin);
    await page.goto('/dashboard');
    const { bar, more } = await expectPhoneReachesDesktopNav(page);
    expect(bar).toEqual(['Dashboard', 'Appuntamenti', 'Admin', 'Documenti']);
    expect(more).toEqual(['Dottori', 'Materiali', 'Impostazioni']);
    await phoneBar(page).getByRole('link', { name: 'Admin' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await screenshot(page, 'phone-bar-admin', { viewportOnly: true });
    await phoneBar(page).getByRole('button', { name: 'Altro' }).click();
    await moreSheet(page).getByRole('link', { name: 'Impostazioni' }).click();
    await expect(page).toHaveURL(/\/settings$/);
  });
});

test('focus returns to the button that opened a dialog, after Escape and after confirming', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await loginThroughApi(page, demo.admin);
  await page.goto('/admin?sezione=settori');
  const edit = page.getByRole('list', { name: 'Elenco dei settori' }).getByRole('button', { name: /^Modifica / }).first();
  const dialog = page.getByRole('dialog', { name: 'Modifica settore' });

  // A dialog opened through state (no Radix trigger): Escape.
  await edit.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();

  // Opened from the keyboard and confirmed ('Salva' with the values unchanged).
  await edit.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Settore aggiornato.')).toBeVisible();
  await expect(edit).toBeFocused();

  // The shell's own opener (Aiuto in the left navigation, its dialog loaded on first opening) gets it back.
  const help = page.getByRole('navigation', { name: 'Navigazione principale' }).getByRole('button', { name: 'Aiuto' });
  await help.click();
  await expect(page.getByRole('dialog', { name: 'Aiuto' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(help).toBeFocused();
});

test('arrow keys, Home and End move through the booking calendar, one Tab stop', async ({ page, playwright, baseURL }) => {
  const marco = await demoUserId(playwright, baseURL, demo.doctor);
  await createPatient(page.request, 'Lucia Tastiera');
  const dialog = await openBookingDialog(page, marco, 'Visita cardiologica');
  const grid = dialog.getByRole('grid');
  // One day takes the Tab stop; the others are reached with the keys.
  const tabStop = grid.locator('[tabindex="0"]');
  await expect(tabStop).toHaveCount(1);
  await tabStop.focus();
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-date') ?? '');
  const shift = (iso: string, days: number) => new Date(Date.parse(`${iso}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

  // PageDown: the next month, always within the bookable range, so no key below runs out of it.
  const title = await grid.getAttribute('aria-label');
  await page.keyboard.press('PageDown');
  await expect(grid).not.toHaveAttribute('aria-label', title ?? '');
  const from = await focused();
  expect(from).not.toBe('');
  await page.keyboard.press('ArrowRight');
  await expect.poll(focused).toBe(shift(from, 1));
  await page.keyboard.press('ArrowDown');
  await expect.poll(focused).toBe(shift(from, 8));
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowLeft');
  await expect.poll(focused).toBe(from);
  await page.keyboard.press('Home');
  await expect.poll(async () => new Date(`${await focused()}T12:00:00Z`).getUTCDay()).toBe(1);
  const monday = await focused();
  await page.keyboard.press('End');
  await expect.poll(focused).toBe(shift(monday, 6));
  await expect(tabStop).toHaveCount(1);

  // Enter chooses a bookable day.
  await grid.locator(BOOKABLE_DAY).first().focus();
  await page.keyboard.press('Enter');
  await expect(page.locator(':focus')).toHaveAttribute('aria-selected', 'true');
});

test.describe('a toast while a dialog is open', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    test(`covers neither its title nor its buttons at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await createPatient(page.request, 'Nadia Notifica');
      // Ending every session fails: the confirmation stays open and the error is toasted.
      await page.route('**/api/auth/sessions', (route) =>
        route.request().method() === 'DELETE'
          ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'internal', message: 'Errore interno' } }) })
          : route.fallback(),
      );
      await page.goto('/settings');
      const opener = page.getByRole('button', { name: 'Esci da tutti i dispositivi' });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: 'Uscire da tutti i dispositivi?' });
      await dialog.getByRole('button', { name: 'Esci da tutti i dispositivi' }).click();
      const toast = page.getByRole('region', { name: /Notifiche/ }).getByRole('listitem');
      await expect(toast).toBeVisible();
      await expect(dialog).toBeVisible();
      // Wait for sonner's entrance to settle before measuring.
      await expect.poll(() => toast.evaluate((el) => el.getAnimations().length + (el.getAttribute('data-mounted') === 'true' ? 0 : 1))).toBe(0);
      const box = (await toast.boundingBox())!;
      for (const part of [dialog.getByRole('heading'), ...(await dialog.getByRole('button').all())]) {
        const other = (await part.boundingBox())!;
        const overlap = box.x < other.x + other.width && other.x < box.x + box.width && box.y < other.y + other.height && other.y < box.y + box.height;
        expect(overlap, `toast over ${await part.textContent()}`).toBe(false);
      }
      await screenshot(page, `toast-with-dialog-${viewport.width}`, { viewportOnly: true });
      // Escape closes the controlled dialog and gives the focus back to its opener.
      await dialog.getByRole('button', { name: 'Annulla' }).focus();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });
  }
});
