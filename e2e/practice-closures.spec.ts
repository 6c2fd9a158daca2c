import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { instantOf, localDateOf } from '../packages/shared/src/domain/slots/compute-slots';
import { nationalHolidays } from '../packages/shared/src/domain/slots/italian-holidays';
import { bookFirstFreeSlot, bookingCalendar, openBookingDialog } from './booking-helpers';
import { createDoctor, createPatient, expect, expectNoSeriousA11yViolations, loginThroughApi, screenshot, test } from './fixtures';

/**
 * Issue 25, the doctor's side: 'Chiusure e festività' in settings. A doctor closes a week with a
 * note and opens a public holiday; a patient then finds no day of that week in the booking
 * calendar, reads the note, and books the holiday. A closure over a booking lists it, and
 * 'Annulla' with a message cancels it (the patient reads the message). At 1280 and 360 px.
 */

const SERVICE = 'Visita di controllo';
const NOTE = 'Studio chiuso per ferie';
const SIZES = [
  { width: 1280, height: 900, tag: '1280' },
  { width: 360, height: 740, tag: '360' },
] as const;

const DAY_MS = 86_400_000;
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const weekday = (date: string) => (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
const longDay = (date: string) => new Intl.DateTimeFormat('it-IT', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
const monthTitle = (date: string) => {
  const t = new Intl.DateTimeFormat('it-IT', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
  return t.charAt(0).toUpperCase() + t.slice(1);
};

/** A new doctor with one service bookable every day 09:00–13:00 (so a holiday on a weekend is bookable too, once opened). */
async function doctorWithHours(request: APIRequestContext, displayName: string) {
  const doctor = await createDoctor(request, { displayName });
  const day = { isAvailable: true, timeSlots: [{ start: '09:00', end: '13:00' }] };
  const week = Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, day]));
  const service = { id: `cardiologia_${Date.now()}`, sectorId: 'cardiologia', name: SERVICE, duration: 30, price: 70, description: '', isActive: true, customFields: [] };
  const res = await request.put('/api/practice/config', { data: { services: [service], availabilities: [], practiceHours: week } });
  expect(res.status(), await res.text()).toBe(200);
  return { ...doctor, serviceId: service.id };
}

/** The next public holiday from the day after tomorrow, and a Monday–Sunday week after it (so the two never meet). */
function datesFor(today: string) {
  const year = Number(today.slice(0, 4));
  const holiday = [...nationalHolidays(year), ...nationalHolidays(year + 1)].find((h) => h.date >= addDays(today, 2))!;
  const afterHoliday = addDays(holiday.date, 1);
  const monday = addDays(afterHoliday, (7 - weekday(afterHoliday)) % 7);
  return { holiday, monday, sunday: addDays(monday, 6) };
}

function scheduleCard(page: Page): Locator {
  return page.locator('#chiusure');
}

/** Moves the booking calendar to the month of `date`. */
async function showMonth(dialog: Locator, date: string) {
  const calendar = bookingCalendar(dialog);
  for (let i = 0; i < 8 && !(await calendar.getByText(monthTitle(date), { exact: true }).isVisible()); i += 1) {
    await calendar.getByRole('button', { name: 'Mese successivo' }).click();
  }
  await expect(calendar.getByText(monthTitle(date), { exact: true })).toBeVisible();
}

async function closeDays(page: Page, from: string, to: string, note: string) {
  const card = scheduleCard(page);
  await card.getByRole('button', { name: 'Aggiungi chiusura' }).click();
  const form = page.getByRole('dialog', { name: 'Chiudi lo studio' });
  await form.getByLabel('Dal giorno').fill(from);
  await form.getByLabel('Al giorno (compreso)').fill(to);
  if (note) await form.getByLabel('Messaggio per i pazienti (facoltativo)').fill(note);
  return form;
}

for (const size of SIZES) {
  test(`a doctor closes a week with a note and opens a holiday; a patient sees it and books the holiday (${size.tag} px)`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    const doctor = await doctorWithHours(page.request, `Dott.ssa Chiusa ${size.tag}`);
    await loginThroughApi(page, doctor);
    const { holiday, monday, sunday } = datesFor(localDateOf(new Date()));

    await page.goto('/settings#chiusure');
    const card = scheduleCard(page);
    await expect(card.getByRole('heading', { name: 'Chiusure e festività' })).toBeVisible();

    // A closure that ends before it starts is refused beside its field, and nothing is sent.
    const form = await closeDays(page, monday, addDays(monday, -1), NOTE);
    // Part of a day: one date and two times instead of the last day (looked at, then back to whole days).
    await form.getByRole('switch', { name: 'Giornata intera' }).click();
    await expect(form.getByLabel('Dalle')).toHaveValue('14:00');
    await expect(form.getByLabel('Al giorno (compreso)')).toBeHidden();
    await screenshot(page, `closures-form-part-${size.tag}`, { viewportOnly: true });
    await form.getByRole('switch', { name: 'Giornata intera' }).click();
    await form.getByRole('button', { name: 'Salva chiusura' }).click();
    await expect(form.getByText('La fine deve venire dopo l’inizio.')).toBeVisible();
    await expect(form.getByLabel('Al giorno (compreso)')).toBeFocused();
    await form.getByLabel('Al giorno (compreso)').fill(sunday);
    await screenshot(page, `closures-form-${size.tag}`, { viewportOnly: true });
    await expectNoSeriousA11yViolations(page);
    await form.getByRole('button', { name: 'Salva chiusura' }).click();
    await expect(form).toBeHidden();
    const row = card.getByRole('listitem').filter({ hasText: NOTE });
    await expect(row).toContainText(/^dal \d+ \w+ \d{4} al \d+ \w+ \d{4}/i);

    // The holiday, closed by default, opened.
    const holidays = card.getByRole('region', { name: /^Festività/ });
    if (holiday.date.slice(0, 4) !== localDateOf(new Date()).slice(0, 4)) await holidays.getByLabel('Anno').selectOption(holiday.date.slice(0, 4));
    const holidayRow = holidays.getByRole('listitem').filter({ hasText: holiday.name });
    await expect(holidayRow.getByText('Chiuso', { exact: true })).toBeVisible();
    await holidayRow.getByRole('button', { name: `Apri lo studio: ${holiday.name}` }).click();
    await expect(holidayRow.getByText('Aperto', { exact: true })).toBeVisible();
    await card.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await screenshot(page, `closures-card-${size.tag}`, { viewportOnly: true });
    await holidayRow.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await screenshot(page, `closures-holidays-${size.tag}`, { viewportOnly: true });
    await expectNoSeriousA11yViolations(page);

    // The patient: no day of the closed week, the note under the calendar; the holiday bookable.
    const patientContext = await browser.newContext({ viewport: size });
    const patientPage = await patientContext.newPage();
    await createPatient(patientPage.request, `Paziente Ferie ${size.tag}`);
    const dialog = await openBookingDialog(patientPage, doctor.id, SERVICE);
    await showMonth(dialog, monday);
    for (let d = monday; d <= sunday && d.slice(0, 7) === monday.slice(0, 7); d = addDays(d, 1)) {
      await expect(bookingCalendar(dialog).getByRole('gridcell', { name: longDay(d), exact: true })).toHaveAttribute('aria-disabled', 'true');
    }
    await expect(dialog.getByText(NOTE)).toBeVisible();
    // Above the dialog's sticky footer, for the screenshot.
    await dialog.getByText(NOTE).evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await screenshot(patientPage, `closures-booking-note-${size.tag}`, { viewportOnly: true });
    await expectNoSeriousA11yViolations(patientPage);
    // The day after the closed week is bookable again (the closure, not a broken calendar, greyed the week out).
    await showMonth(dialog, addDays(sunday, 1));
    await expect(bookingCalendar(dialog).getByRole('gridcell', { name: longDay(addDays(sunday, 1)), exact: true })).not.toHaveAttribute('aria-disabled');
    await dialog.getByRole('button', { name: 'Annulla' }).click();
    // The opened holiday: a time is booked that day.
    const open = async () => {
      const again = await openBookingDialog(patientPage, doctor.id, SERVICE);
      await showMonth(again, holiday.date);
      return again;
    };
    const booked = await bookFirstFreeSlot(patientPage, { open, dateLabel: longDay(holiday.date) });
    expect(booked.dateLabel).toBe(longDay(holiday.date));
    await patientContext.close();
  });

  test(`a closure over a booking lists it; 'Sposta' opens its details; 'Annulla' with a message cancels it (${size.tag} px)`, async ({ page, playwright, baseURL }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(size);
    const doctor = await doctorWithHours(page.request, `Dott. Prenotato ${size.tag}`);
    // A patient books the first time of a day next week through the API.
    const patientApi = await playwright.request.newContext({ baseURL });
    const patient = await createPatient(patientApi, `Giulia Spostata ${size.tag}`);
    const day = addDays(localDateOf(new Date()), 8);
    const startsAt = instantOf(day, 9 * 60)!;
    const booked = await patientApi.post('/api/appointments', {
      data: { professionalId: doctor.id, serviceId: doctor.serviceId, title: SERVICE, dateTime: startsAt.toISOString(), customerInfo: { name: patient.displayName, email: patient.email }, healthDataConsent: true },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const { appointment } = (await booked.json()) as { appointment: { id: string } };

    await loginThroughApi(page, doctor);
    await page.goto('/settings#chiusure');
    const form = await closeDays(page, day, day, '');
    await form.getByRole('button', { name: 'Salva chiusura' }).click();
    const list = page.getByRole('dialog', { name: 'Appuntamenti nel periodo chiuso' });
    await expect(list).toBeVisible();
    const item = list.getByRole('listitem').filter({ hasText: patient.displayName });
    await expect(item).toContainText('09:00');
    await expect(item).toContainText(SERVICE);
    await screenshot(page, `closures-bookings-${size.tag}`, { viewportOnly: true });
    await expectNoSeriousA11yViolations(page);

    // 'Sposta' opens the appointment's details (where the move is), and closing them comes back to the list.
    await item.getByRole('button', { name: `Sposta l’appuntamento di ${patient.displayName}` }).click();
    const details = page.getByRole('dialog', { name: 'Dettagli appuntamento' });
    await expect(details).toBeVisible();
    await expect(list).toBeHidden();
    await details.getByRole('button', { name: 'Chiudi' }).first().click();
    await expect(list).toBeVisible();

    await item.getByRole('button', { name: `Annulla l’appuntamento di ${patient.displayName}` }).click();
    // Nothing is sent without a message for the patient.
    await item.getByRole('button', { name: 'Annulla l’appuntamento' }).click();
    await expect(item.getByText('Scrivi un messaggio per il paziente.')).toBeVisible();
    const message = 'Lo studio resta chiuso quel giorno: la richiameremo per una nuova data.';
    await item.getByLabel('Messaggio al paziente').fill(message);
    await screenshot(page, `closures-cancel-${size.tag}`, { viewportOnly: true });
    await item.getByRole('button', { name: 'Annulla l’appuntamento' }).click();
    await expect(item.getByText('Annullato', { exact: true })).toBeVisible();
    await list.getByRole('button', { name: 'Fatto' }).click();
    await expect(list).toBeHidden();

    // The patient's appointment is cancelled, with the doctor's message as its reason.
    const read = await patientApi.get(`/api/appointments/${appointment.id}`);
    const { appointment: after } = (await read.json()) as { appointment: { status: string; cancelReason?: string | null } };
    expect(after.status).toBe('annullato');
    expect(after.cancelReason).toBe(message);
    await patientApi.dispose();
  });

  test(`a doctor sets pauses and notice of a service, one date's hours and the horizon (${size.tag} px)`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(size);
    const doctor = await doctorWithHours(page.request, `Dott. Pause ${size.tag}`);
    await loginThroughApi(page, doctor);
    await page.goto('/settings');

    // 'Pause e preavviso' in the service editor, saved with the configuration.
    await page.getByRole('button', { name: 'Servizi offerti' }).click();
    const services = page.getByRole('dialog', { name: 'Servizi offerti' });
    await services.getByRole('button', { name: `Pause e preavviso: ${SERVICE}` }).click();
    await services.getByLabel('Pausa dopo la visita').selectOption({ label: '10 minuti' });
    await services.getByLabel('Preavviso minimo').selectOption({ label: '2 ore' });
    await expect(services.getByText('Pausa dopo: 10 minuti · Preavviso: 2 ore')).toBeVisible();
    await screenshot(page, `closures-service-timing-${size.tag}`, { viewportOnly: true });
    await expectNoSeriousA11yViolations(page);
    await services.getByRole('button', { name: 'Salva configurazione' }).click();
    await expect(page.getByText('Configurazione salvata')).toBeVisible();
    const config = (await (await page.request.get('/api/practice/config')).json()) as { services: Array<{ bufferAfterMinutes?: number; minNoticeMinutes?: number }> };
    expect(config.services[0]).toMatchObject({ bufferAfterMinutes: 10, minNoticeMinutes: 120 });

    // An extra morning on one date.
    const card = scheduleCard(page);
    const date = addDays(localDateOf(new Date()), 10);
    await card.getByRole('button', { name: 'Aggiungi un giorno' }).click();
    const hours = page.getByRole('dialog', { name: 'Orari di un giorno' });
    await hours.getByLabel('Giorno').fill(date);
    await hours.getByLabel('Inizio fascia 1').selectOption('08:00');
    await hours.getByLabel('Fine fascia 1').selectOption('12:00');
    await screenshot(page, `closures-date-hours-${size.tag}`, { viewportOnly: true });
    await expectNoSeriousA11yViolations(page);
    await hours.getByRole('button', { name: 'Salva orari' }).click();
    await expect(hours).toBeHidden();
    await expect(card.getByRole('listitem').filter({ hasText: longDay(date) })).toContainText('08:00–12:00');

    // 'Prenotabile fino a 3 mesi prima': 90 days.
    const horizon = card.getByRole('region', { name: 'Fino a quando si prenota' });
    await horizon.getByLabel('Prenotabile fino a').fill('0');
    await horizon.getByRole('button', { name: 'Salva' }).click();
    await expect(horizon.getByText('Indica un numero intero tra 1 e 730 giorni (24 mesi).')).toBeVisible();
    await horizon.getByLabel('Prenotabile fino a').fill('3');
    await horizon.getByLabel('Unità').selectOption('months');
    await horizon.getByRole('button', { name: 'Salva' }).click();
    await expect(page.getByText('Prenotabilità salvata')).toBeVisible();
    const rules = (await (await page.request.get('/api/schedule/booking-rules')).json()) as { horizonDays: number };
    expect(rules.horizonDays).toBe(90);
    await horizon.scrollIntoViewIfNeeded();
    await screenshot(page, `closures-horizon-${size.tag}`, { viewportOnly: true });
  });
}
