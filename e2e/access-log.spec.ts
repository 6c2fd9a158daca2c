import { type APIRequestContext, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { computeSlots, localDateOf } from '../packages/shared/src/domain/slots/compute-slots';
// The demo practices keep the public holidays closed (issue 25): a slot on one would be refused.
import { closedHolidayDates } from '../packages/shared/src/domain/slots/italian-holidays';
import { createPatient, demo, demoUserId, expect, expectNoSeriousA11yViolations, loginThroughApi, test } from './fixtures';

/**
 * Issue 13 point 7: the demo doctor opens a patient's record in /crm; the patient then finds it in
 * Settings → 'Chi ha consultato i tuoi dati', with the doctor's name; the admin finds it in the
 * log of /admin. Screenshots at 1280 and 360 px.
 */

type Field = { id: string; type: string; required: boolean; options: string[] };
type Service = { id: string; name: string; duration: number; isActive: boolean; customFields: Field[] };
type Availability = { serviceId: string; weeklySchedule: Parameters<typeof computeSlots>[0]['weeklySchedule'] };

const SHOTS = '/tmp/shots/h5';
const answerFor = (f: Field): string | number | boolean =>
  ({ select: f.options.find((o) => o.trim()) ?? 'x', checkbox: true, number: 1, email: 'e2e@example.it', phone: '+39 333 1234567', date: '2030-01-15' })[f.type] ?? 'Risposta e2e';
const isoDay = (offsetDays: number) => localDateOf(new Date(Date.now() + offsetDays * 86_400_000));

/** Books the demo doctor's first free slot from `fromDays` days ahead, as the user signed in on `request`. */
async function bookDemoDoctor(request: APIRequestContext, doctorId: string, patient: { displayName: string; email: string }, fromDays: number) {
  const res = await request.get(`/api/doctors/${doctorId}/services?includeAvailabilities=true`);
  expect(res.status(), await res.text()).toBe(200);
  const { services, availabilities } = (await res.json()) as { services: Service[]; availabilities: Availability[] };
  const service = services.find((s) => s.isActive && availabilities.some((a) => a.serviceId === s.id))!;
  const schedule = availabilities.find((a) => a.serviceId === service.id)!.weeklySchedule;
  const slots = computeSlots({ weeklySchedule: schedule, durationMinutes: service.duration, bookings: [], now: new Date(), from: isoDay(fromDays), to: isoDay(fromDays + 21), closedDates: closedHolidayDates(isoDay(fromDays), isoDay(fromDays + 21), null, []) });
  const customFields = Object.fromEntries(service.customFields.filter((f) => f.required).map((f) => [f.id, answerFor(f)]));
  for (const slot of slots.slice(0, 40)) {
    const created = await request.post('/api/appointments', {
      data: {
        professionalId: doctorId,
        serviceId: service.id,
        dateTime: slot.start.toISOString(),
        customerInfo: { name: patient.displayName, email: patient.email, phone: '+39 333 7654321', notes: '' },
        customFields,
        healthDataConsent: true,
      },
    });
    if (created.status() === 409) continue;
    expect(created.status(), await created.text()).toBe(201);
    return;
  }
  throw new Error('Nessun orario libero trovato per il dottore demo');
}

async function shoot(page: Page, name: string, locator?: ReturnType<Page['locator']>) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    if (locator) {
      await locator.scrollIntoViewIfNeeded();
      await locator.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
    } else {
      await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('the doctor opens a patient in /crm; the patient sees it in ‘Chi ha consultato i tuoi dati’, the admin in the log', async ({ page, playwright, baseURL }) => {
  test.setTimeout(120_000);
  const doctorId = await demoUserId(playwright, baseURL, demo.doctor);
  const patientApi = await playwright.request.newContext({ baseURL });
  const patient = await createPatient(patientApi, `Ilaria Registro ${Date.now().toString(36)}`);
  await bookDemoDoctor(patientApi, doctorId, patient, 40);

  // Before any doctor looked: the empty state.
  await loginThroughApi(page, patient);
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Chi ha consultato i tuoi dati' });
  await expect(card.getByText('Nessun accesso registrato.')).toBeVisible();
  await shoot(page, 'access-log-empty', card);

  // The demo doctor opens the patient's record.
  await page.context().clearCookies();
  await loginThroughApi(page, demo.doctor);
  await page.goto('/crm');
  await page.getByRole('searchbox', { name: 'Cerca paziente' }).fill(patient.displayName);
  await page.getByRole('link', { name: new RegExp(patient.displayName) }).click();
  await expect(page).toHaveURL(/paziente=/);
  await expect(page.getByRole('heading', { name: patient.displayName })).toBeVisible();

  // The patient sees who, what and when.
  await page.context().clearCookies();
  await loginThroughApi(page, patient);
  await page.goto('/settings');
  const entries = card.getByRole('list', { name: 'Accessi ai tuoi dati, dal più recente' }).getByRole('listitem');
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText(/Dott/);
  await expect(entries.first()).toContainText('Consultazione della scheda paziente');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'access-log-card', card);

  // The admin finds the entry in the log, by the patient's name, and filters by the doctor.
  await page.context().clearCookies();
  await loginThroughApi(page, demo.admin);
  await page.goto('/admin?sezione=registro');
  const log = page.getByRole('list', { name: 'Voci del registro, dalla più recente' });
  const entry = log.getByRole('listitem').filter({ hasText: patient.displayName }).first();
  await expect(entry).toContainText('Consultazione della scheda paziente');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'admin-audit-section', page.getByRole('tabpanel'));
  await entry.getByRole('button', { name: new RegExp(`^${patient.displayName}: mostra solo`) }).click();
  await expect(page.getByLabel('ID dell’interessato')).not.toHaveValue('');
  await expect(log.getByRole('listitem')).toHaveCount(1);
  await page.mouse.move(0, 0);
  await shoot(page, 'admin-audit-filtered', page.getByRole('tabpanel'));
});
