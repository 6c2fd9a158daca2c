import { type APIRequestContext, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { computeSlots, localDateOf, type Slot } from '../packages/shared/src/domain/slots/compute-slots';
// The demo practices keep the public holidays closed (issue 25): a slot on one would be refused.
import { closedHolidayDates } from '../packages/shared/src/domain/slots/italian-holidays';
import { createPatient, demo, demoUserId, expect, expectNoSeriousA11yViolations, loginThroughApi, screenshot, test } from './fixtures';

/**
 * Privacy rights (issue 13 points 5, 6): a patient with a booking downloads their data from
 * Settings › 'Privacy e dati' (the JSON holds the booking), then deletes the account with the
 * password, lands on the sign-in page and can no longer sign in. Doctors read why they cannot.
 */

type Field = { id: string; type: string; required: boolean; options: string[] };
type Service = { id: string; name: string; duration: number; isActive: boolean; customFields: Field[] };
type Availability = { serviceId: string; weeklySchedule: Parameters<typeof computeSlots>[0]['weeklySchedule'] };

const answerFor = (f: Field): string | number | boolean =>
  ({ select: f.options.find((o) => o.trim()) ?? 'x', checkbox: true, number: 1, email: 'e2e@example.it', phone: '+39 333 1234567', date: '2030-01-15' })[f.type] ?? 'Risposta privacy e2e';

const isoDay = (offsetDays: number) => localDateOf(new Date(Date.now() + offsetDays * 86_400_000));

/** Books the first free slot of the demo doctor a few weeks ahead as the account signed in on `request`. */
async function bookDemoDoctor(request: APIRequestContext, doctorId: string, patient: { displayName: string; email: string }) {
  const res = await request.get(`/api/doctors/${doctorId}/services?includeAvailabilities=true`);
  expect(res.status(), await res.text()).toBe(200);
  const { services, availabilities } = (await res.json()) as { services: Service[]; availabilities: Availability[] };
  const service = services.find((s) => s.isActive && availabilities.some((a) => a.serviceId === s.id))!;
  const schedule = availabilities.find((a) => a.serviceId === service.id)!.weeklySchedule;
  const slots: Slot[] = computeSlots({ weeklySchedule: schedule, durationMinutes: service.duration, bookings: [], now: new Date(), from: isoDay(30), to: isoDay(60), closedDates: closedHolidayDates(isoDay(30), isoDay(60), null, []) });
  const customFields = Object.fromEntries(service.customFields.filter((f) => f.required).map((f) => [f.id, answerFor(f)]));
  for (const slot of slots.slice(0, 40)) {
    const created = await request.post('/api/appointments', {
      data: {
        professionalId: doctorId,
        serviceId: service.id,
        serviceName: service.name,
        title: service.name,
        dateTime: slot.start.toISOString(),
        duration: service.duration,
        status: 'confermato',
        customerInfo: { name: patient.displayName, email: patient.email, phone: '+39 333 7654321', notes: 'Nota privacy e2e' },
        customFields,
        healthDataConsent: true,
      },
    });
    if (created.status() === 409) continue;
    expect(created.status(), await created.text()).toBe(201);
    return ((await created.json()) as { appointment: { id: string } }).appointment;
  }
  throw new Error('Nessun orario libero trovato per il dottore demo');
}

const shots = '/tmp/shots/h4';
async function shoot(page: Page, name: string, fullPage = true) {
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage });
}

test('a patient downloads their data and deletes the account', async ({ page, playwright, baseURL }) => {
  const doctorId = await demoUserId(playwright, baseURL, demo.doctor);
  const patient = await createPatient(page.request, 'Ludovica Privacy');
  const booking = await bookDemoDoctor(page.request, doctorId, patient);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/settings#privacy');
  const section = page.getByRole('region', { name: 'Privacy e dati' });
  await expect(section.getByText('Termini e condizioni')).toBeVisible();
  await expect(section.getByText(/^Versione \d{4}-\d{2}-\d{2}, accettata il/)).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'privacy-settings-1280');
  await screenshot(page, 'privacy-settings-desktop');

  const downloading = page.waitForEvent('download');
  await section.getByRole('link', { name: /Scarica i tuoi dati/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^sanity-dati-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile(await download.path(), 'utf8')) as { profile: { email: string }; appointments: Array<{ id: string; notes: string }> };
  expect(data.profile.email).toBe(patient.email);
  expect(data.appointments.map((a) => a.id)).toContain(booking.id);
  expect(data.appointments.find((a) => a.id === booking.id)?.notes).toBe('Nota privacy e2e');

  await section.getByRole('button', { name: 'Elimina account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Eliminare il tuo account?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Cosa resta, in forma anonima')).toBeVisible();
  await dialog.getByRole('button', { name: 'Elimina definitivamente' }).click();
  await expect(dialog.getByText('Inserisci la password attuale per confermare.')).toBeVisible();
  await dialog.getByLabel('Password attuale').fill('non-la-mia');
  await dialog.getByRole('button', { name: 'Elimina definitivamente' }).click();
  await expect(dialog.getByText('La password attuale non è corretta.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'privacy-delete-dialog-1280', false);

  await dialog.getByLabel('Password attuale').fill(patient.password);
  await dialog.getByRole('button', { name: 'Elimina definitivamente' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Il tuo account è stato eliminato.')).toBeVisible();

  const again = await page.request.post('/api/auth/login', { data: { email: patient.email, password: patient.password } });
  expect(again.status()).toBe(401);
  // Signing in again through the form, on a fresh load of the sign-in page.
  await page.goto('/auth');
  await page.getByLabel('Email').fill(patient.email);
  await page.getByLabel('Password', { exact: true }).fill(patient.password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: /account|email|password/i }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('on a phone: the card and the dialog fit 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await createPatient(page.request, 'Ottavia Telefono');
  await page.goto('/settings#privacy');
  const section = page.getByRole('region', { name: 'Privacy e dati' });
  await expect(section.getByText('Termini e condizioni')).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  await shoot(page, 'privacy-settings-360');
  await section.getByRole('heading', { name: 'I tuoi dati', exact: true }).scrollIntoViewIfNeeded();
  await shoot(page, 'privacy-settings-360-view', false);
  await section.getByRole('button', { name: 'Elimina account' }).click();
  await expect(page.getByRole('dialog', { name: 'Eliminare il tuo account?' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'privacy-delete-dialog-360', false);
});

test('a doctor reads why the account cannot be deleted here', async ({ page }) => {
  await loginThroughApi(page, demo.doctor);
  await page.goto('/settings#privacy');
  const section = page.getByRole('region', { name: 'Privacy e dati' });
  await expect(section.getByText(/Scrivi al supporto/)).toBeVisible();
  await expect(section.getByRole('button', { name: 'Elimina account' })).toHaveCount(0);
  await section.getByText(/Scrivi al supporto/).scrollIntoViewIfNeeded();
  await shoot(page, 'privacy-doctor-1280', false);
});
