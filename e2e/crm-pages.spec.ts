import { type APIRequestContext } from '@playwright/test';
import { emptyWeek } from '../packages/shared/src/domain/practice/time-slots';
import { DEFAULT_TIME_ZONE, instantOf, localDateOf } from '../packages/shared/src/domain/slots/compute-slots';
import { createDoctor, createPatient, expect, expectNoSeriousA11yViolations, loginThroughApi, screenshot, test } from './fixtures';

/**
 * /crm is paged (issue 9 item 9): with more patients than one page (50), the doctor sees the most
 * recent 50 and 'Carica altri pazienti' shows the rest; a search finds a patient not loaded yet.
 */
const PATIENTS = 51;
const SERVICE = {
  id: `cardiologia_${Date.now()}`,
  sectorId: 'cardiologia',
  name: 'Visita di controllo',
  duration: 30,
  price: 80,
  description: '',
  isActive: true,
  customFields: [],
};
const name = (i: number) => `Paziente Pagina ${String(i).padStart(2, '0')}`;

/** Every day 08:00–20:00 for the one service, as the doctor signed in on `request`. */
async function openPractice(request: APIRequestContext) {
  const week = emptyWeek();
  for (const day of Object.keys(week) as Array<keyof typeof week>) week[day] = { isAvailable: true, timeSlots: [{ start: '08:00', end: '20:00' }] };
  const res = await request.put('/api/practice/config', { data: { services: [SERVICE], availabilities: [{ serviceId: SERVICE.id, weeklySchedule: week }] } });
  expect(res.status(), await res.text()).toBe(200);
}

test('more patients than a page: 50 first, "Carica altri pazienti" for the rest, and search looks through all', async ({ page, playwright, baseURL }) => {
  test.setTimeout(180_000);
  const doctorApi = await playwright.request.newContext({ baseURL });
  const doctor = await createDoctor(doctorApi, { displayName: 'Dott. Piero Pagine' });
  await openPractice(doctorApi);
  await doctorApi.dispose();

  // Patient i books the i-th half hour from 08:00 two days ahead: the last one booked is the latest.
  const day = localDateOf(new Date(Date.now() + 2 * 86_400_000), DEFAULT_TIME_ZONE);
  for (let i = 1; i <= PATIENTS; i += 1) {
    const api = await playwright.request.newContext({ baseURL });
    const patient = await createPatient(api, name(i));
    const dayOffset = Math.floor((i - 1) / 24);
    const date = localDateOf(new Date(Date.parse(`${day}T12:00:00Z`) + dayOffset * 86_400_000), DEFAULT_TIME_ZONE);
    const start = instantOf(date, 8 * 60 + ((i - 1) % 24) * 30, DEFAULT_TIME_ZONE)!;
    const res = await api.post('/api/appointments', {
      data: {
        professionalId: doctor.id,
        serviceId: SERVICE.id,
        dateTime: start.toISOString(),
        customerInfo: { name: patient.displayName, email: patient.email, phone: '', notes: '' },
        customFields: {},
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    await api.dispose();
  }

  await loginThroughApi(page, doctor);
  await page.goto('/crm');
  const list = page.getByRole('list', { name: 'Elenco pazienti' });
  await expect(list.getByRole('listitem')).toHaveCount(50);
  await expect(list.getByRole('listitem').first()).toContainText(name(PATIENTS));
  await expect(list.getByText(name(1), { exact: true })).toHaveCount(0);
  const more = page.getByRole('button', { name: 'Carica altri pazienti' });
  await expectNoSeriousA11yViolations(page);
  await more.scrollIntoViewIfNeeded();
  await screenshot(page, 'crm-load-more');
  await more.click();
  await expect(list.getByRole('listitem')).toHaveCount(PATIENTS);
  await expect(list.getByRole('listitem').last()).toContainText(name(1));
  await expect(more).toHaveCount(0);

  // A fresh page: the search finds the oldest patient although only the first page was loaded.
  await page.reload();
  await expect(list.getByRole('listitem')).toHaveCount(50);
  await page.getByRole('searchbox', { name: 'Cerca paziente' }).fill(name(1));
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem')).toContainText(name(1));
});
