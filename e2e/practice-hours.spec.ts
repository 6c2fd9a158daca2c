import { mkdirSync } from 'node:fs';
import { type Locator, type Page } from '@playwright/test';
import { BOOKABLE_DAY, bookingCalendar, openBookingDialog } from './booking-helpers';
import { createDoctor, createPatient, expect, expectNoSeriousA11yViolations, loginThroughApi, screenshot, test } from './fixtures';

/**
 * Issue 15 item 4, hours set once: a new doctor sets Monday 09:00–13:00 in the practice hours,
 * copies it to Tuesday–Friday and saves; a service without hours of its own is then offered on
 * those weekdays in the profile's booking dialog.
 */
const SERVICE_NAME = 'Visita internistica';
const SHOTS = '/tmp/shots/hours';

async function addService(page: Page) {
  const serviceId = `cardiologia_${Date.now()}`;
  const service = { id: serviceId, sectorId: 'cardiologia', name: SERVICE_NAME, duration: 30, price: 80, description: '', isActive: true, customFields: [] };
  // No hours of its own: the service uses the practice hours.
  const res = await page.request.put('/api/practice/config', { data: { services: [service], availabilities: [] } });
  expect(res.status(), await res.text()).toBe(200);
}

async function shot(page: Page, target: Locator, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await target.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
  await screenshot(page, name, { viewportOnly: true });
}

for (const { width, height, tag } of [
  { width: 1280, height: 900, tag: 'desktop' },
  { width: 360, height: 780, tag: 'phone' },
]) {
  test(`a doctor sets the practice hours once and copies Monday to the weekdays (${width} px)`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height });
    const doctor = await createDoctor(page.request, { displayName: 'Dott. Andrea Orari' });
    await loginThroughApi(page, doctor);
    await addService(page);

    await page.goto('/settings');
    await page.getByRole('button', { name: 'Orari disponibili' }).click();
    const dialog = page.getByRole('dialog', { name: 'Orari disponibili' });
    const practice = dialog.getByRole('region', { name: 'Orari dello studio' });
    const monday = practice.getByRole('group', { name: 'Lunedì' });
    await monday.getByRole('switch', { name: 'Lunedì' }).click();
    // The whole time is readable in the select, also on a phone (issue 15 item 9).
    const start = monday.getByLabel('Inizio fascia 1');
    await expect(start).toHaveValue('09:00');
    expect(await start.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await monday.getByLabel('Fine fascia 1').selectOption('13:00');

    // 'Copia su altri giorni': the weekdays at once, then apply.
    await monday.getByRole('button', { name: 'Copia su altri giorni' }).click();
    const copy = monday.getByRole('group', { name: 'Copia gli orari di lunedì su:' });
    await expect(copy.getByRole('button', { name: 'Applica' })).toBeDisabled();
    await copy.getByRole('button', { name: 'Seleziona tutti i giorni feriali' }).click();
    for (const day of ['Martedì', 'Mercoledì', 'Giovedì', 'Venerdì']) await expect(copy.getByRole('checkbox', { name: day })).toBeChecked();
    await expect(copy.getByRole('checkbox', { name: 'Sabato' })).not.toBeChecked();
    await shot(page, copy, `hours-copy-${tag}`);
    await expectNoSeriousA11yViolations(page);
    await copy.getByRole('button', { name: 'Applica' }).click();
    await expect(copy).toBeHidden();
    for (const day of ['Martedì', 'Mercoledì', 'Giovedì', 'Venerdì']) {
      const group = practice.getByRole('group', { name: day });
      await expect(group.getByRole('switch', { name: day })).toBeChecked();
      await expect(group.getByLabel('Inizio fascia 1')).toHaveValue('09:00');
      await expect(group.getByLabel('Fine fascia 1')).toHaveValue('13:00');
    }
    await expect(practice.getByRole('group', { name: 'Sabato' }).getByRole('switch')).not.toBeChecked();

    // The service uses the practice hours: no week of its own until the switch is turned off.
    await dialog.getByLabel('Servizio', { exact: true }).selectOption({ label: SERVICE_NAME });
    await expect(dialog.getByRole('switch', { name: 'Usa gli orari dello studio' })).toBeChecked();
    await expect(dialog.getByText('Questo servizio si prenota negli orari dello studio.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, practice, `hours-dialog-${tag}`);
    await shot(page, dialog.getByRole('region', { name: 'Orari dei servizi' }), `hours-services-${tag}`);
    await dialog.getByRole('button', { name: 'Salva configurazione' }).click();
    await expect(page.getByText('Configurazione salvata')).toBeVisible();

    // After a reload the practice hours are there.
    await page.reload();
    await page.getByRole('button', { name: 'Orari disponibili' }).click();
    await expect(practice.getByRole('group', { name: 'Giovedì' }).getByLabel('Fine fascia 1')).toHaveValue('13:00');
    await dialog.getByRole('button', { name: 'Chiudi', exact: true }).first().click();

    // A patient: the booking dialog offers weekdays only.
    await createPatient(page.request, 'Elena Prenota');
    const booking = await openBookingDialog(page, doctor.id, SERVICE_NAME);
    // Next month, which has every weekday still ahead whatever today is (late on a Tuesday in Rome,
    // this month's Tuesdays may all be past).
    await expect(bookingCalendar(booking).locator(BOOKABLE_DAY).first()).toBeVisible();
    await booking.getByRole('button', { name: 'Mese successivo' }).click();
    const days = bookingCalendar(booking).locator(BOOKABLE_DAY);
    await expect(days.first()).toBeVisible();
    const labels = await days.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
    const weekdays = new Set(labels.map((l) => l.split(' ')[0]));
    expect([...weekdays].every((d) => ['lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì'].includes(d!)), labels.join(', ')).toBe(true);
    for (const d of ['martedì', 'mercoledì', 'giovedì', 'venerdì']) expect(weekdays.has(d), labels.join(', ')).toBe(true);
  });
}
