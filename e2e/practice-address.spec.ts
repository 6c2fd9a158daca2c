import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { emptyWeek } from '../packages/shared/src/domain/practice/time-slots';
import { checkAvailability, confirmBooking, openBookingDialog, pickDate, pickFirstFreeTime } from './booking-helpers';
import { expectRedText } from './colour-helpers';
import { createDoctor, createPatient, expect, expectNoSeriousA11yViolations, loginThroughApi, screenshot, test } from './fixtures';

/**
 * Issue 15 item 2, where the visit takes place: a doctor sets the practice address in the settings;
 * a patient filters the directory by that city, finds the doctor with the city on the card, reads
 * the address with its map link on the profile, sees it in the booking summary and in
 * 'Dettagli appuntamento'; the doctor reads it in the details opened from /crm.
 */
const SERVICE_NAME = 'Visita internistica';
const ADDRESS = { street: 'Corso della Repubblica 12', cap: '47121', city: 'Forlì', province: 'fc' };
const ADDRESS_LINE = 'Corso della Repubblica 12, 47121 Forlì (FC)';

/** A surname no other test uses, so the directory search finds this test's doctor only. */
function uniqueSurname(): string {
  const letters = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  return `Luoghi${letters}`;
}

async function openPractice(request: APIRequestContext) {
  const serviceId = `medicina_${Date.now()}`;
  const week = emptyWeek();
  for (const day of Object.keys(week) as Array<keyof typeof week>) week[day] = { isAvailable: true, timeSlots: [{ start: '08:00', end: '20:00' }] };
  const service = { id: serviceId, sectorId: 'cardiologia', name: SERVICE_NAME, duration: 30, price: 80, description: '', isActive: true, customFields: [] };
  const res = await request.put('/api/practice/config', { data: { services: [service], availabilities: [{ serviceId, weeklySchedule: week }] } });
  expect(res.status(), await res.text()).toBe(200);
}

/** The shell scrolls inside main: bring a part of the page into the picture before a viewport screenshot. */
async function shoot(page: Page, target: Locator, name: string) {
  await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await screenshot(page, name, { viewportOnly: true });
}

async function expectMapLink(scope: Locator) {
  const link = scope.getByRole('link', { name: /^Apri in Mappe/ });
  await expect(link).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Corso%20della%20Repubblica%2012/);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
}

for (const { width, height, tag } of [
  { width: 1280, height: 900, tag: 'desktop' },
  { width: 360, height: 780, tag: 'phone' },
]) {
  test(`a doctor sets the practice address; a patient finds them by city and sees where the visit is (${width} px)`, async ({ page, playwright, baseURL }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height });
    const surname = uniqueSurname();

    // The doctor: services and hours through the API, the address through the settings card.
    const doctorApi = await playwright.request.newContext({ baseURL });
    const doctor = await createDoctor(doctorApi, { displayName: `Dott.ssa Sara ${surname}` });
    await openPractice(doctorApi);
    await doctorApi.dispose();

    await loginThroughApi(page, doctor);
    await page.goto('/settings');
    const card = page.getByRole('region', { name: 'Indirizzo dello studio' });
    await expect(card.getByText(/pubblico/)).toBeVisible();
    await expect(card.getByText('Nessun indirizzo impostato')).toBeVisible();
    // Empty fields: the shared schema's Italian messages, nothing sent.
    await card.getByRole('button', { name: 'Salva indirizzo' }).click();
    await expect(card.getByText('Indica via e numero civico dello studio')).toBeVisible();
    await expect(card.getByText('Il CAP deve essere di 5 cifre')).toBeVisible();
    await card.getByLabel('Via e numero civico').fill(ADDRESS.street);
    await card.getByLabel('CAP').fill(ADDRESS.cap);
    await card.getByLabel('Città').fill(ADDRESS.city);
    await card.getByLabel('Provincia (sigla)').fill(ADDRESS.province);
    await card.getByRole('button', { name: 'Salva indirizzo' }).click();
    await expect(page.getByText('Indirizzo dello studio salvato')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Rimuovi indirizzo' })).toBeVisible();
    // Red, not the grey of 'ghost' (issue 23).
    await expectRedText(card.getByRole('button', { name: 'Rimuovi indirizzo' }));
    await page.reload();
    await expect(card.getByLabel('Provincia (sigla)')).toHaveValue('FC');
    await expect(card.getByLabel('Città')).toHaveValue('Forlì');
    await expectMapLink(card);
    await expectNoSeriousA11yViolations(page);
    await shoot(page, card, `practice-address-settings-${tag}`);
    await shoot(page, card.getByRole('button', { name: 'Salva indirizzo' }), `practice-address-settings-actions-${tag}`);

    // A patient: the directory filtered by the city, then the doctor's card.
    const patient = await createPatient(page.request, 'Marta Cercacittà');
    await page.goto('/dottori');
    const city = page.getByLabel('Città');
    await expect(city.locator('option', { hasText: 'Forlì' })).toHaveCount(1);
    await city.selectOption('Forlì');
    await expect(page).toHaveURL(/citta=Forl%C3%AC/);
    await page.getByLabel('Cerca dottore').fill(surname);
    await expect(page).toHaveURL(new RegExp(`q=${surname}`));
    // The cards, not the sector chips listed inside each card.
    const cards = page.getByRole('list', { name: 'Elenco dei dottori' }).locator(':scope > li');
    await expect(cards).toHaveCount(1);
    const doctorCard = cards.first();
    await expect(doctorCard).toContainText(surname);
    await expect(doctorCard.getByText('Forlì')).toBeVisible();
    // The filter survives a reload (it lives in the URL).
    await page.reload();
    await expect(page.getByLabel('Città')).toHaveValue('Forlì');
    await expect(cards).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, `practice-address-directory-${tag}`, { viewportOnly: true });

    // Another city does not list the doctor.
    const other = await page.getByLabel('Città').locator('option').evaluateAll((options) =>
      options.map((o) => (o as HTMLOptionElement).value).find((v) => v !== '' && v !== 'Forlì'),
    );
    if (other) {
      await page.getByLabel('Città').selectOption(other);
      await expect(page.getByText('Nessun dottore trovato per la ricerca')).toBeVisible();
      await page.getByLabel('Città').selectOption('Forlì');
    }

    // The profile: the city instead of the fixed 'Milano', the whole address with its map link.
    await page.getByRole('link', { name: new RegExp(surname) }).click();
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(surname) })).toBeVisible();
    await expect(page.getByText('Sede: Forlì')).toBeVisible();
    await expect(page.getByText('Sede: Milano')).toHaveCount(0);
    const studio = page.getByRole('region', { name: 'Studio' });
    await expect(studio.getByText(ADDRESS_LINE)).toBeVisible();
    await expectMapLink(studio);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, `practice-address-profile-${tag}`, { viewportOnly: true });
    await shoot(page, studio, `practice-address-profile-studio-${tag}`);
    await page.goto(`/public/doctor/${doctor.id}`);
    await expect(page.getByRole('region', { name: 'Studio' }).getByText(ADDRESS_LINE)).toBeVisible();

    // Booking: the summary says where the visit takes place.
    const dialog = await openBookingDialog(page, doctor.id, SERVICE_NAME);
    await pickDate(dialog);
    await checkAvailability(dialog);
    const time = await pickFirstFreeTime(dialog);
    await dialog.getByRole('button', { name: 'Avanti' }).click();
    await expect(dialog.getByRole('heading', { name: 'I tuoi dati' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Avanti' }).click();
    await expect(dialog.getByRole('heading', { name: 'Riepilogo' })).toBeVisible();
    const where = dialog.getByRole('definition').filter({ hasText: ADDRESS_LINE });
    await expect(where).toBeVisible();
    await expectMapLink(where);
    await expectNoSeriousA11yViolations(page);
    await shoot(page, where, `practice-address-booking-summary-${tag}`);
    await confirmBooking(page, dialog, time);
    await expect(page.getByText(`Indirizzo dello studio: ${ADDRESS_LINE}.`)).toBeVisible();
    await expect(dialog).toBeHidden();

    // The patient's 'Dettagli appuntamento': 'Luogo' with the map link.
    const mine = await page.request.get('/api/appointments');
    expect(mine.status()).toBe(200);
    const { appointments } = (await mine.json()) as { appointments: Array<{ dateTime: string; location: unknown }> };
    expect(appointments).toHaveLength(1);
    expect(appointments[0]!.location).toEqual({ ...ADDRESS, province: 'FC' });
    await page.goto('/appuntamenti');
    await page.getByRole('tab', { name: 'Lista' }).click();
    await page.getByRole('tabpanel').getByRole('button', { name: new RegExp(SERVICE_NAME) }).click();
    const details = page.getByRole('dialog', { name: 'Dettagli appuntamento' });
    await expect(details.getByRole('term').filter({ hasText: 'Luogo' })).toBeVisible();
    await expect(details.getByRole('definition').filter({ hasText: ADDRESS_LINE })).toBeVisible();
    await expectMapLink(details);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, `practice-address-details-patient-${tag}`, { viewportOnly: true });
    await page.keyboard.press('Escape');

    // The doctor reads the same place in the details opened from the /crm history.
    await loginThroughApi(page, doctor);
    await page.goto('/crm');
    await page.getByRole('link', { name: new RegExp(patient.displayName) }).click();
    await page.getByRole('region', { name: 'Storico appuntamenti' }).getByRole('button', { name: new RegExp(SERVICE_NAME) }).click();
    const doctorDetails = page.getByRole('dialog', { name: 'Dettagli appuntamento' });
    await expect(doctorDetails.getByRole('definition').filter({ hasText: ADDRESS_LINE })).toBeVisible();
    await expectMapLink(doctorDetails);
    await screenshot(page, `practice-address-details-doctor-${tag}`, { viewportOnly: true });
  });
}

test('removing the practice address hides it from the profile, with no city in its place', async ({ page, playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const doctor = await createDoctor(api, { displayName: `Dott. Ugo ${uniqueSurname()}` });
  const res = await api.put('/api/practice/address', { data: { street: 'Via Roma 1', cap: '10121', city: 'Torino', province: 'TO' } });
  expect(res.status(), await res.text()).toBe(200);
  await api.dispose();

  await loginThroughApi(page, doctor);
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Indirizzo dello studio' });
  await expect(card.getByLabel('Città')).toHaveValue('Torino');
  await card.getByRole('button', { name: 'Rimuovi indirizzo' }).click();
  await expect(page.getByText('Indirizzo dello studio rimosso')).toBeVisible();
  await expect(card.getByLabel('Città')).toHaveValue('');
  await expect(card.getByText('Nessun indirizzo impostato')).toBeVisible();

  await page.goto(`/public/doctor/${doctor.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/^Sede:/)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Studio' })).toHaveCount(0);
});
