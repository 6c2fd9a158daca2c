import { createPatient, expect, expectNoSeriousA11yViolations, loginThroughApi, screenshot, test } from './fixtures';

/** What the card must say for an instant: Rome's wall clock, short Italian weekday and month ('mar 24 nov, 09:30'). */
function expectedLabel(iso: string): string {
  const at = new Date(iso);
  const day = new Intl.DateTimeFormat('it-IT', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'Europe/Rome' }).format(at);
  const time = new Intl.DateTimeFormat('it-IT', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'Europe/Rome' }).format(at);
  return `Prima disponibilità: ${day}, ${time}`;
}

for (const width of [1280, 360]) {
  test(`at ${width} px a directory card shows the next free slot, and 'Prenota' opens the booking dialog with that doctor`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await loginThroughApi(page, await createPatient(page.request, 'Sara Gallo'));

    // The slot the server computes for Dott. Marco Bianchi (the demo doctor with weekly hours). Tests
    // running beside this one book his slots, so the page and the API are read again until they agree.
    const list = page.getByRole('list', { name: 'Elenco dei dottori' });
    const card = list.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Dott. Marco Bianchi' }) });
    await expect(async () => {
      await page.goto('/dottori');
      const api = await page.request.get('/api/doctors?q=marco%20bianchi');
      expect(api.ok()).toBe(true);
      const [marco] = ((await api.json()) as { doctors: Array<{ id: string; name: string; nextFreeSlot: string | null }> }).doctors;
      expect(marco?.name).toBe('Dott. Marco Bianchi');
      expect(marco?.nextFreeSlot).toEqual(expect.any(String));
      await expect(card.locator('p', { hasText: 'Prima disponibilità:' })).toHaveText(expectedLabel(marco!.nextFreeSlot!), { timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
    await screenshot(page, `directory-next-slot-${width}`);
    if (width === 1280) await expectNoSeriousA11yViolations(page);

    await card.getByRole('button', { name: 'Prenota con Dott. Marco Bianchi' }).click();
    const dialog = page.getByRole('dialog', { name: 'Prenota un appuntamento' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('con Dott. Marco Bianchi')).toBeVisible();
    // His bookable services to choose from, the inactive one left out.
    await expect(dialog.getByText('Visita cardiologica')).toBeVisible();
    await expect(dialog.getByText('Teleconsulto cardiologico')).toHaveCount(0);
    await screenshot(page, `directory-booking-dialog-${width}`, { viewportOnly: true });
    // Closing leaves the directory where it was, not on the profile behind the card.
    await dialog.getByRole('button', { name: 'Chiudi' }).first().click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/dottori$/);
  });
}
