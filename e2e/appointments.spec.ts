import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { computeSlots, localDateOf, type Slot } from '../packages/shared/src/domain/slots/compute-slots';
// The demo practices keep the public holidays closed (issue 25): a slot on one would be refused.
import { closedHolidayDates } from '../packages/shared/src/domain/slots/italian-holidays';
import { expectRedText } from './colour-helpers';
import { createPatient, demo, demoUserId, expect, expectNoSeriousA11yViolations, loginThroughApi, screenshot, test } from './fixtures';

/**
 * Appointments views (spec §2 Right sidebar, Appointments, Patient list; §6; §9): a booking made
 * through the API shows up in the patient's sidebar, details dialog, list and month calendar, on the
 * doctor's /appuntamenti and /crm; a patient with none sees the two examples; cancelling frees the slot.
 */

type Field = { id: string; type: string; required: boolean; options: string[] };
type Service = { id: string; name: string; duration: number; isActive: boolean; customFields: Field[] };
type Availability = { serviceId: string; weeklySchedule: Parameters<typeof computeSlots>[0]['weeklySchedule'] };

const answerFor = (f: Field): string | number | boolean =>
  ({ select: f.options.find((o) => o.trim()) ?? 'x', checkbox: true, number: 1, email: 'e2e@example.it', phone: '+39 333 1234567', date: '2030-01-15' })[f.type] ?? 'Risposta e2e';

const isoDay = (offsetDays: number) => localDateOf(new Date(Date.now() + offsetDays * 86_400_000));

/**
 * Books the first free slot of the demo doctor from `fromDays` days ahead, as the user signed in
 * on `request`; a slot taken meanwhile (409) moves on to the next one.
 */
async function bookAsPatient(request: APIRequestContext, doctorId: string, patient: { displayName: string; email: string }, fromDays: number) {
  const res = await request.get(`/api/doctors/${doctorId}/services?includeAvailabilities=true`);
  expect(res.status(), await res.text()).toBe(200);
  const { services, availabilities } = (await res.json()) as { services: Service[]; availabilities: Availability[] };
  const service = services.find((s) => s.isActive && availabilities.some((a) => a.serviceId === s.id));
  expect(service, 'the demo doctor offers a bookable service').toBeTruthy();
  const schedule = availabilities.find((a) => a.serviceId === service!.id)!.weeklySchedule;
  const slots: Slot[] = computeSlots({ weeklySchedule: schedule, durationMinutes: service!.duration, bookings: [], now: new Date(), from: isoDay(fromDays), to: isoDay(fromDays + 21), closedDates: closedHolidayDates(isoDay(fromDays), isoDay(fromDays + 21), null, []) });
  const customFields = Object.fromEntries(service!.customFields.filter((f) => f.required).map((f) => [f.id, answerFor(f)]));
  for (const slot of slots.slice(0, 40)) {
    const created = await request.post('/api/appointments', {
      headers: { 'Idempotency-Key': `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}` },
      data: {
        professionalId: doctorId,
        serviceId: service!.id,
        serviceName: service!.name,
        title: service!.name,
        dateTime: slot.start.toISOString(),
        duration: service!.duration,
        status: 'confermato',
        customerInfo: { name: patient.displayName, email: patient.email, phone: '+39 333 7654321', notes: 'Prenotazione di prova e2e' },
        customFields,
        healthDataConsent: true,
      },
    });
    if (created.status() === 409) continue;
    expect(created.status(), await created.text()).toBe(201);
    const { appointment } = (await created.json()) as { appointment: { id: string; title: string; dateTime: string } };
    return { appointment, slot, service: service! };
  }
  throw new Error('Nessun orario libero trovato per il dottore demo');
}

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Profilo e assistente' });
const monthLabel = (d: Date) => {
  const t = new Intl.DateTimeFormat('it-IT', { month: 'long', year: 'numeric', timeZone: 'Europe/Rome' }).format(d);
  return t.charAt(0).toUpperCase() + t.slice(1);
};
const longDay = (d: Date) => new Intl.DateTimeFormat('it-IT', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Rome' }).format(d);

/** Moves the /appuntamenti month forward until it shows `d`'s month. */
async function goToMonth(page: Page, d: Date) {
  const target = monthLabel(d);
  const shown = page.getByRole('main').locator('p[aria-live="polite"]');
  await expect(shown).toHaveText(/\d{4}$/);
  for (let i = 0; i < 13 && (await shown.textContent()) !== target; i += 1) {
    const before = await shown.textContent();
    await page.getByRole('button', { name: 'Mese successivo' }).click();
    await expect(shown).not.toHaveText(before ?? '');
  }
  await expect(shown).toHaveText(target);
}

function calendarCell(page: Page, d: Date): Locator {
  return page.getByRole('table').getByRole('cell').filter({ hasText: longDay(d) });
}

test.describe('appuntamenti', () => {
  test('a booking shows in the sidebar, the details, the list and the month; the doctor sees it and the patient in /crm', async ({ page, playwright, baseURL }) => {
    test.setTimeout(90_000);
    const doctorId = await demoUserId(playwright, baseURL, demo.doctor);
    const patient = await createPatient(page.request, 'Ilaria Gentile');
    const { appointment, slot } = await bookAsPatient(page.request, doctorId, patient, 3);
    const start = new Date(appointment.dateTime);

    // Sidebar: the card (year, month, day, title) opens 'Dettagli appuntamento'.
    await page.goto('/dashboard');
    const card = sidebar(page).getByRole('button', { name: new RegExp(appointment.title) });
    await expect(card).toBeVisible();
    await expect(card).toContainText(String(start.getFullYear()));
    await screenshot(page, 'appointments-sidebar');
    await card.click();
    const details = page.getByRole('dialog', { name: 'Dettagli appuntamento' });
    await expect(details).toBeVisible();
    await expect(details.getByText('Titolo')).toBeVisible();
    await expect(details.getByText(longDay(start))).toBeVisible();
    await expect(details.getByText(new RegExp(`^${slot.time} - `))).toBeVisible();
    await expect(details.getByText('Confermato', { exact: true })).toBeVisible();
    const professional = details.getByRole('link', { name: /Marco Bianchi/ });
    await expect(professional).toHaveAttribute('href', `/doctor/${doctorId}`);
    await expect(details.getByRole('button', { name: 'Annulla appuntamento' })).toBeVisible();
    // The danger action is red, not the grey of 'outline' (issue 23).
    await expectRedText(details.getByRole('button', { name: 'Annulla appuntamento' }));
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'appointments-details-dialog');
    await details.getByRole('button', { name: 'Chiudi', exact: true }).click();
    await expect(details).toBeHidden();

    // /appuntamenti: month calendar (navigate to its month), then the list.
    await page.goto('/appuntamenti');
    await goToMonth(page, start);
    const entry = calendarCell(page, start).getByRole('button', { name: new RegExp(appointment.title) });
    await expect(entry).toBeVisible();
    await expect(page.getByText('Esempio')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'appointments-month');
    await entry.click();
    await expect(page.getByRole('dialog', { name: 'Dettagli appuntamento' })).toBeVisible();
    await page.keyboard.press('Escape');
    // 'Solo app' keeps app bookings (only 'Evento esterno' entries are hidden).
    await page.getByRole('button', { name: 'Solo app' }).click();
    await expect(page.getByRole('button', { name: 'Solo app' })).toHaveAttribute('aria-pressed', 'true');
    await expect(entry).toBeVisible();
    // The list's 'Prossimi' (issue 24), whatever the month.
    await page.getByRole('tab', { name: 'Lista' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Prossimi' }).getByRole('button', { name: new RegExp(appointment.title) })).toContainText('Confermato');
    await screenshot(page, 'appointments-list');

    // Phone.
    await page.setViewportSize({ width: 360, height: 780 });
    await page.getByRole('tab', { name: 'Mese' }).click();
    await expect(calendarCell(page, start).getByRole('button', { name: new RegExp(appointment.title) })).toBeVisible();
    await screenshot(page, 'appointments-month-phone');
    await page.getByRole('tab', { name: 'Lista' }).click();
    await screenshot(page, 'appointments-list-phone');
    await page.getByRole('tabpanel').getByRole('button', { name: new RegExp(appointment.title) }).click();
    await expect(page.getByRole('dialog', { name: 'Dettagli appuntamento' })).toBeVisible();
    await expectRedText(page.getByRole('dialog', { name: 'Dettagli appuntamento' }).getByRole('button', { name: 'Annulla appuntamento' }));
    await screenshot(page, 'appointments-details-phone');
    await page.keyboard.press('Escape');
    // Below lg the sidebar is a sheet: its card opens the same details.
    await page.getByRole('button', { name: 'Apri il pannello profilo e assistente' }).click();
    const sheet = page.getByRole('dialog').filter({ hasText: 'Prossimi appuntamenti' });
    await sheet.getByRole('button', { name: new RegExp(appointment.title) }).click();
    await expect(page.getByRole('dialog', { name: 'Dettagli appuntamento' })).toBeVisible();
    await screenshot(page, 'appointments-sidebar-sheet-details-phone');
    await page.getByRole('dialog', { name: 'Dettagli appuntamento' }).getByRole('button', { name: 'Chiudi', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Dettagli appuntamento' })).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await page.setViewportSize({ width: 1440, height: 900 });

    // The doctor: /appuntamenti through the professional endpoint, details show 'Paziente'.
    await loginThroughApi(page, demo.doctor);
    await page.goto('/appuntamenti');
    await goToMonth(page, start);
    await page.getByRole('tab', { name: 'Lista' }).click();
    const doctorEntry = page.getByRole('tabpanel').getByRole('button', { name: new RegExp(patient.displayName) });
    await expect(doctorEntry).toBeVisible();
    await doctorEntry.click();
    const doctorDetails = page.getByRole('dialog', { name: 'Dettagli appuntamento' });
    await expect(doctorDetails.getByText('Paziente', { exact: true })).toBeVisible();
    await expect(doctorDetails.getByText(patient.displayName)).toBeVisible();
    await expect(doctorDetails.getByRole('link', { name: patient.displayName })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // /crm: the patient with the count, then the detail with contacts and history.
    await page.goto('/crm');
    const row = page.getByRole('link', { name: new RegExp(patient.displayName) });
    await expect(row).toBeVisible();
    await expect(row).toContainText('1 appuntamento');
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'crm-list');
    await row.click();
    await expect(page).toHaveURL(/\/crm\?paziente=/);
    await expect(page.getByRole('heading', { name: patient.displayName })).toBeVisible();
    await expect(page.getByText(patient.email)).toBeVisible();
    const history = page.getByRole('region', { name: 'Storico appuntamenti' });
    await expect(history.getByRole('button', { name: new RegExp(appointment.title) })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'crm-detail');
    await page.setViewportSize({ width: 360, height: 780 });
    await screenshot(page, 'crm-detail-phone');
    await page.getByRole('link', { name: 'Torna all’elenco' }).click();
    await expect(page.getByRole('link', { name: new RegExp(patient.displayName) })).toBeVisible();
    await screenshot(page, 'crm-list-phone');
  });

  test('a patient with no appointments sees two examples badged Esempio', async ({ page }) => {
    await createPatient(page.request, 'Tommaso Riva');
    await page.goto('/dashboard');
    await expect(sidebar(page).getByText('Nessun appuntamento programmato')).toBeVisible();
    await page.goto('/appuntamenti');
    await expect(page.getByText(/quelli mostrati sono esempi/)).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('cell')).toHaveCount(42);
    await expect(table.getByRole('button', { name: /\(esempio\)/ })).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'appointments-samples-month');
    await table.getByRole('button', { name: /Visita di controllo/ }).click();
    const details = page.getByRole('dialog', { name: 'Dettagli appuntamento' });
    await expect(details.getByText('Esempio', { exact: true })).toBeVisible();
    await expect(details.getByRole('button', { name: 'Annulla appuntamento' })).toHaveCount(0);
    await screenshot(page, 'appointments-samples-details');
    await page.keyboard.press('Escape');
    // The examples follow the visible month.
    await page.getByRole('button', { name: 'Mese successivo' }).click();
    await expect(table.getByRole('button', { name: /\(esempio\)/ })).toHaveCount(2);
    // The examples belong to the calendar: the list's 'Prossimi' says there is none.
    await page.getByRole('tab', { name: 'Lista' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Prossimi' }).getByText('Nessun appuntamento in programma.')).toBeVisible();
    await screenshot(page, 'appointments-samples-list');
  });

  test('the patient cancels from the details dialog: status changes, the slot is free again', async ({ page, playwright, baseURL }) => {
    const doctorId = await demoUserId(playwright, baseURL, demo.doctor);
    const patient = await createPatient(page.request, 'Sara Colombo');
    const { appointment, slot, service } = await bookAsPatient(page.request, doctorId, patient, 12);

    await page.goto('/dashboard');
    await sidebar(page).getByRole('button', { name: new RegExp(appointment.title) }).click();
    const details = page.getByRole('dialog', { name: 'Dettagli appuntamento' });
    await details.getByRole('button', { name: 'Annulla appuntamento' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Annullare l’appuntamento?' });
    await confirm.getByLabel('Motivo (facoltativo)').fill('Impegno di lavoro');
    await screenshot(page, 'appointments-cancel-confirm');
    await confirm.getByRole('button', { name: 'Sì, annulla' }).click();
    await expect(page.getByText('Appuntamento annullato', { exact: true })).toBeVisible();
    await expect(confirm).toBeHidden();
    // Issue 24: a cancelled future visit is 'Annullato', never 'Completato'.
    await expect(details.getByText('Annullato dal paziente', { exact: true })).toBeVisible();
    await expect(details.getByText('Completato')).toHaveCount(0);
    await expect(details.getByText('Impegno di lavoro')).toBeVisible();
    await expect(details.getByRole('button', { name: 'Annulla appuntamento' })).toHaveCount(0);
    await details.getByRole('button', { name: 'Chiudi', exact: true }).click();
    await expect(sidebar(page).getByText('Nessun appuntamento programmato')).toBeVisible();

    const check = await page.request.post('/api/appointments/check-availability', {
      data: { professionalId: doctorId, serviceId: service.id, date: slot.date, timeSlots: [slot.time], duration: service.duration },
    });
    expect(check.status(), await check.text()).toBe(200);
    expect(((await check.json()) as { results: Array<{ time: string; available: boolean }> }).results).toEqual([{ time: slot.time, available: true }]);
  });
  test('the doctor cancels from /appuntamenti; the patient sees it cancelled', async ({ page, playwright, baseURL }) => {
    test.setTimeout(60_000);
    const doctorId = await demoUserId(playwright, baseURL, demo.doctor);
    const patient = await createPatient(page.request, 'Davide Moretti');
    const { appointment } = await bookAsPatient(page.request, doctorId, patient, 18);
    const start = new Date(appointment.dateTime);

    await loginThroughApi(page, demo.doctor);
    await page.goto('/appuntamenti');
    await goToMonth(page, start);
    await page.getByRole('tab', { name: 'Lista' }).click();
    await page.getByRole('tabpanel').getByRole('button', { name: new RegExp(patient.displayName) }).click();
    const details = page.getByRole('dialog', { name: 'Dettagli appuntamento' });
    await details.getByRole('button', { name: 'Annulla appuntamento' }).click();
    await page.getByRole('alertdialog', { name: 'Annullare l’appuntamento?' }).getByRole('button', { name: 'Sì, annulla' }).click();
    await expect(page.getByText('Appuntamento annullato', { exact: true })).toBeVisible();
    await expect(details.getByText('Annullato dal professionista')).toBeVisible();
    await details.getByRole('button', { name: 'Chiudi', exact: true }).click();
    await expect(page.getByRole('tabpanel').getByRole('button', { name: new RegExp(patient.displayName) })).toContainText('Annullato');

    await loginThroughApi(page, patient);
    await page.goto('/appuntamenti');
    await goToMonth(page, start);
    await page.getByRole('tab', { name: 'Lista' }).click();
    await expect(page.getByRole('tabpanel').getByRole('button', { name: new RegExp(appointment.title) })).toContainText('Annullato');
    await expect(sidebar(page).getByRole('button', { name: new RegExp(appointment.title) })).toHaveCount(0);
  });
});
