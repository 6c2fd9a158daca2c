import { type APIRequestContext, type Page } from '@playwright/test';
import { computeSlots, localDateOf, type Slot } from '../packages/shared/src/domain/slots/compute-slots';
// The demo practices keep the public holidays closed (issue 25): a slot on one would be refused.
import { closedHolidayDates } from '../packages/shared/src/domain/slots/italian-holidays';
import { createPatient, demo, demoUserId, expect, expectNoSeriousA11yViolations, loginThroughApi, screenshot, test } from './fixtures';

/**
 * Issue 24: one name for each state of a visit ('Confermato', 'Annullato' and by whom, 'Completato'),
 * the list's 'Prossimi' and 'Passati', and the doctor's month view (the patient's name, the
 * neighbouring month's days with their bookings), at 1280 and 360 px.
 */

type Service = { id: string; name: string; duration: number; isActive: boolean; customFields: Array<{ required: boolean }> };
type Availability = { serviceId: string; weeklySchedule: Parameters<typeof computeSlots>[0]['weeklySchedule'] };

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 900 };
const DAY_MS = 86_400_000;
const longDay = (d: Date) => new Intl.DateTimeFormat('it-IT', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Rome' }).format(d);

/** Books, as the user of `request`, the demo doctor's first free slot of a service without required questions that `accept` takes. */
async function book(
  request: APIRequestContext,
  doctorId: string,
  patient: { displayName: string; email: string },
  from: Date,
  accept: (slot: Slot) => boolean,
  order: (slots: Slot[]) => Slot[] = (s) => s,
) {
  const res = await request.get(`/api/doctors/${doctorId}/services?includeAvailabilities=true`);
  expect(res.status(), await res.text()).toBe(200);
  const { services, availabilities } = (await res.json()) as { services: Service[]; availabilities: Availability[] };
  const service = services.find((s) => s.isActive && !s.customFields.some((f) => f.required) && availabilities.some((a) => a.serviceId === s.id));
  expect(service, 'the demo doctor offers a service without required questions').toBeTruthy();
  const weeklySchedule = availabilities.find((a) => a.serviceId === service!.id)!.weeklySchedule;
  const slots = computeSlots({ weeklySchedule, durationMinutes: service!.duration, bookings: [], now: new Date(), from: localDateOf(from), to: localDateOf(new Date(from.getTime() + 14 * DAY_MS)), closedDates: closedHolidayDates(localDateOf(from), localDateOf(new Date(from.getTime() + 14 * DAY_MS)), null, []) });
  for (const slot of order(slots.filter(accept)).slice(0, 40)) {
    const created = await request.post('/api/appointments', {
      data: {
        professionalId: doctorId,
        serviceId: service!.id,
        title: service!.name,
        dateTime: slot.start.toISOString(),
        customerInfo: { name: patient.displayName, email: patient.email },
        healthDataConsent: true,
      },
    });
    if (created.status() === 409) continue;
    expect(created.status(), await created.text()).toBe(201);
    return ((await created.json()) as { appointment: { id: string; title: string; dateTime: string } }).appointment;
  }
  throw new Error('Nessun orario libero trovato per il dottore demo');
}

async function openList(page: Page, period: 'Prossimi' | 'Passati') {
  await page.getByRole('tab', { name: 'Lista' }).click();
  await page.getByRole('tab', { name: period }).click();
  return page.getByRole('tabpanel', { name: period });
}

test.describe('stati degli appuntamenti (issue 24)', () => {
  test("'Passati': a past visit reads Completato, a cancelled one Annullato, for the demo patient and doctor", async ({ page }) => {
    test.setTimeout(60_000);
    for (const [who, account] of [
      ['patient', demo.patient],
      ['doctor', demo.doctor],
    ] as const) {
      await loginThroughApi(page, account);
      for (const [size, viewport] of [
        ['1280', DESKTOP],
        ['360', PHONE],
      ] as const) {
        await page.setViewportSize(viewport);
        await page.goto('/appuntamenti');
        const past = await openList(page, 'Passati');
        // The demo's history: Giulia Rossi's electrocardiogram 12 days ago, a visit she cancelled 5 days ago.
        await expect(past.getByRole('button', { name: /Elettrocardiogramma/ }).first()).toContainText('Completato');
        const cancelled = past.getByRole('button').filter({ hasText: 'Annullato' }).first();
        await expect(cancelled).toBeVisible();
        await expect(past.getByText('Confermato', { exact: true })).toHaveCount(0);
        if (size === '1280') await expectNoSeriousA11yViolations(page);
        await screenshot(page, `appointment-states-past-${who}-${size}`);
        await cancelled.click();
        const details = page.getByRole('dialog', { name: 'Dettagli appuntamento' });
        await expect(details.getByText('Annullato dal paziente', { exact: true })).toBeVisible();
        await expect(details.getByText('Completato')).toHaveCount(0);
        await screenshot(page, `appointment-states-cancelled-details-${who}-${size}`);
        await page.keyboard.press('Escape');
      }
    }
    // The same names in the doctor's /crm history (it read 'Confermato' for past visits).
    await page.goto('/crm');
    await page.getByRole('list', { name: 'Elenco pazienti' }).getByRole('link', { name: /^Giulia Rossi/ }).click();
    const history = page.getByRole('region', { name: 'Storico appuntamenti' });
    // The demo's electrocardiogram of 12 days ago (later bookings of other specs may sit above it).
    await expect(history.getByRole('button', { name: /Elettrocardiogramma/ }).filter({ hasText: 'Completato' }).first()).toBeVisible();
    await expect(history.getByRole('button').filter({ hasText: 'Annullato' }).first()).toBeVisible();
    await screenshot(page, 'appointment-states-crm-history-360');
  });

  test("a cancelled visit ahead reads Annullato in 'Prossimi'; the doctor's month names the patient, next month's first days included", async ({ page, playwright, baseURL }) => {
    test.setTimeout(90_000);
    const doctorId = await demoUserId(playwright, baseURL, demo.doctor);
    const patient = await createPatient(page.request, 'Noemi Galli');
    // A visit on the 1st–5th of next month: always among the trailing days of this month's 6-week grid.
    const today = localDateOf(new Date());
    const [y, m] = today.split('-').map(Number) as [number, number];
    const nextMonth = `${m === 12 ? y + 1 : y}-${String(m === 12 ? 1 : m + 1).padStart(2, '0')}`;
    const firstOfNext = new Date(`${nextMonth}-01T12:00:00Z`);
    // The latest of those days first: other tests take the first free slots, and a cell shows two visits.
    const latestDayFirst = (slots: Slot[]) => [...slots].sort((x, z) => z.date.localeCompare(x.date) || x.start.getTime() - z.start.getTime());
    const kept = await book(page.request, doctorId, patient, firstOfNext, (s) => s.date.startsWith(nextMonth) && Number(s.date.slice(8)) <= 5, latestDayFirst);
    // Another one more than 24 hours ahead, which the patient cancels.
    const dropped = await book(page.request, doctorId, patient, new Date(Date.now() + 3 * DAY_MS), (s) => s.start.getTime() !== new Date(kept.dateTime).getTime());
    const cancel = await page.request.post(`/api/appointments/${dropped.id}/cancel`, { data: { reason: 'Impegno di lavoro' } });
    expect(cancel.status(), await cancel.text()).toBe(200);

    // The patient: 'Annullato' in 'Prossimi', the other one 'Confermato'.
    await page.setViewportSize(PHONE);
    await page.goto('/appuntamenti');
    const upcoming = await openList(page, 'Prossimi');
    const rows = upcoming.getByRole('button', { name: new RegExp(dropped.title) });
    await expect(rows.filter({ hasText: 'Annullato' })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'Confermato' }).first()).toBeVisible();
    await screenshot(page, 'appointment-states-upcoming-patient-360');

    // The doctor: this month's grid shows the visit on next month's day, by the patient's name.
    await loginThroughApi(page, demo.doctor);
    const keptDay = new Date(kept.dateTime);
    for (const [size, viewport] of [
      ['1280', DESKTOP],
      ['360', PHONE],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto('/appuntamenti');
      const cell = page.getByRole('table').getByRole('cell').filter({ hasText: longDay(keptDay) });
      const entry = cell.getByRole('button', { name: /Noemi Galli/ });
      await expect(entry).toBeAttached();
      if (size === '1280') {
        await expect(entry).toBeVisible();
        await expect(entry).toContainText('Noemi Galli');
        await expectNoSeriousA11yViolations(page);
      }
      await entry.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await screenshot(page, `appointment-states-month-doctor-${size}`);
      const doctorUpcoming = await openList(page, 'Prossimi');
      const noemiCancelled = doctorUpcoming.getByRole('button', { name: /Noemi Galli/ }).filter({ hasText: 'Annullato' });
      // The demo doctor's other visits of the whole run may fill the first page: 'Carica altri' until it shows.
      const more = doctorUpcoming.getByRole('button', { name: 'Carica altri appuntamenti' });
      await expect(async () => {
        if ((await noemiCancelled.count()) === 0 && (await more.isVisible())) await more.click();
        await expect(noemiCancelled).toHaveCount(1, { timeout: 1_000 });
      }).toPass({ timeout: 20_000 });
      await screenshot(page, `appointment-states-upcoming-doctor-${size}`);
    }
  });
});
