import { expect, type Locator, type Page } from '@playwright/test';
import { DEFAULT_TIME_ZONE, instantOf, localDateOf } from '../packages/shared/src/domain/slots/compute-slots';

/**
 * Steps of the booking dialog for e2e tests (booking.spec.ts and the specs that check where a
 * booking shows up afterwards: sidebar, /appuntamenti, /crm, the outbox).
 */

export const BOOKING_DIALOG = 'Prenota un appuntamento';

/** Opens a doctor's profile and presses 'Prenota' on one of their services; returns the dialog. */
export async function openBookingDialog(page: Page, doctorId: string, serviceName: string): Promise<Locator> {
  await page.goto(`/doctor/${doctorId}`);
  await page.getByRole('region', { name: 'Servizi disponibili' }).getByRole('button', { name: `Prenota: ${serviceName}` }).click();
  const dialog = page.getByRole('dialog', { name: BOOKING_DIALOG });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** A day of the shown month that can be booked (the calendar is an ARIA grid; issue 24). */
export const BOOKABLE_DAY = '[role="gridcell"][data-date]:not([aria-disabled])';

/** The booking calendar inside the dialog. */
export function bookingCalendar(dialog: Locator): Locator {
  return dialog.getByRole('group', { name: 'Calendario delle date disponibili' });
}

/** Picks a day: the one with this full Italian name ('lunedì 15 giugno 2026') or else the first selectable one; returns its name. */
export async function pickDate(dialog: Locator, dateLabel?: string): Promise<string> {
  const calendar = bookingCalendar(dialog);
  const day = dateLabel ? calendar.getByRole('gridcell', { name: dateLabel, exact: true }) : calendar.locator(BOOKABLE_DAY).first();
  await expect(day).toBeEnabled();
  const label = (await day.getAttribute('aria-label')) ?? '';
  await day.click();
  await expect(day).toHaveAttribute('aria-selected', 'true');
  return label;
}

/** 'Controlla disponibilità' and waits for the day's times. */
export async function checkAvailability(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Controlla disponibilità' }).click();
  await expect(dialog.getByRole('heading', { name: 'Scegli l’orario' })).toBeVisible();
}

/** The day's time radio of HH:MM, free or occupied. */
export function timeSlot(dialog: Locator, time: string): Locator {
  return dialog.getByRole('radio', { name: new RegExp(`^${time}(, occupato)?$`) });
}

/** Picks the first free time of the day and returns it (HH:MM). */
export async function pickFirstFreeTime(dialog: Locator): Promise<string> {
  // Wait until a running availability check is over ('Verifica in corso...' back to 'Avanti'): it may disable times.
  await expect(dialog.getByRole('button', { name: 'Avanti' })).toBeEnabled();
  // The radio is visually hidden inside its label: click the label as a person would.
  const label = dialog
    .locator('label')
    .filter({ has: dialog.page().locator('input[name="booking-time"]:not([disabled])') })
    .first();
  const radio = label.locator('input');
  const time = await radio.inputValue();
  await label.click();
  await expect(radio).toBeChecked();
  return time;
}

const SLOT_TAKEN = 'Questo orario è appena stato prenotato da qualcun altro. Scegli un altro orario.';

/**
 * 'Conferma prenotazione' until it succeeds. Tests run in parallel and book the same demo doctor,
 * so the chosen time may be taken in the meantime: then the dialog is back on the day's times
 * (409) and the next free time is chosen and confirmed. Returns the time finally booked.
 */
export async function confirmBooking(page: Page, dialog: Locator, time: string, attempts = 4): Promise<string> {
  for (let i = 0; i < attempts; i += 1) {
    await dialog.getByRole('button', { name: 'Conferma prenotazione' }).click();
    const taken = dialog.getByRole('alert').filter({ hasText: SLOT_TAKEN });
    await expect(page.getByText('Prenotazione confermata!').or(taken)).toBeVisible({ timeout: 15_000 });
    if (!(await taken.isVisible())) return time;
    await expect(dialog.getByRole('heading', { name: 'Scegli l’orario' })).toBeVisible();
    await expect(timeSlot(dialog, time)).toBeDisabled();
    time = await pickFirstFreeTime(dialog);
    await dialog.getByRole('button', { name: 'Avanti' }).click();
    await dialog.getByRole('button', { name: 'Avanti' }).click();
    await expect(dialog.getByRole('heading', { name: 'Riepilogo' })).toBeVisible();
  }
  throw new Error(`Nessun orario prenotato dopo ${attempts} tentativi`);
}

/** The explicit consent (GDPR art. 9) that answers to intake questions need (issue 24). */
export const HEALTH_CONSENT = /^Acconsento al trattamento dei dati sulla mia salute/;

export async function giveHealthConsent(dialog: Locator): Promise<void> {
  await dialog.getByRole('checkbox', { name: HEALTH_CONSENT }).check();
}

/** Answers the demo 'Visita cardiologica' intake question (required select), with the consent. Other services need their own. */
export async function answerCardiologyQuestions(dialog: Locator): Promise<void> {
  await dialog.getByLabel('Motivo della visita').selectOption('Controllo periodico');
  await giveHealthConsent(dialog);
}

/**
 * A whole booking from the profile (or from the dialog `open` brings up, e.g. a directory card's
 * 'Prenota'): first selectable day (or `dateLabel`), first free time, the prefilled details plus
 * `answer`, 'Conferma prenotazione', the success toast. Returns the day and time.
 */
export async function bookFirstFreeSlot(
  page: Page,
  options: { dateLabel?: string; answer?: (dialog: Locator) => Promise<void>; notes?: string } & (
    | { doctorId: string; serviceName: string }
    | { open: () => Promise<Locator> }
  ),
): Promise<{ dateLabel: string; time: string }> {
  const dialog = 'open' in options ? await options.open() : await openBookingDialog(page, options.doctorId, options.serviceName);
  const dateLabel = await pickDate(dialog, options.dateLabel);
  await checkAvailability(dialog);
  const time = await pickFirstFreeTime(dialog);
  await dialog.getByRole('button', { name: 'Avanti' }).click();
  await expect(dialog.getByRole('heading', { name: 'I tuoi dati' })).toBeVisible();
  if (options.notes) await dialog.getByLabel('Note', { exact: true }).fill(options.notes);
  if (options.answer) await options.answer(dialog);
  await dialog.getByRole('button', { name: 'Avanti' }).click();
  await expect(dialog.getByRole('heading', { name: 'Riepilogo' })).toBeVisible();
  const booked = await confirmBooking(page, dialog, time);
  await expect(dialog).toBeHidden();
  return { dateLabel, time: booked };
}

/** 'Risposte del paziente' inside `scope` (details dialog, /crm history): each question's label with its answer as shown. */
export async function expectIntakeAnswers(scope: Locator, answers: ReadonlyArray<readonly [label: string, shown: string]>): Promise<void> {
  const block = scope.getByRole('region', { name: 'Risposte del paziente' });
  await expect(block).toBeVisible();
  for (const [label, shown] of answers) {
    await expect(block.getByRole('term').filter({ hasText: label })).toBeVisible();
    await expect(block.getByRole('definition').filter({ hasText: shown })).toBeVisible();
  }
}

const dayLabel = new Intl.DateTimeFormat('it-IT', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The local date `days` after today in Rome, its full Italian name, and the instant of HH:MM there. */
export function dayAhead(days: number) {
  const date = localDateOf(new Date(Date.now() + days * 86_400_000), DEFAULT_TIME_ZONE);
  const at = (time: string) => instantOf(date, Number(time.slice(0, 2)) * 60 + Number(time.slice(3)), DEFAULT_TIME_ZONE)!.toISOString();
  return { date, label: dayLabel.format(new Date(`${date}T00:00:00Z`)), at };
}

/** In a calendar of the booking kind: the day (next month when needed), then the time's label. */
export async function pickDayAndTime(scope: Locator, target: { label: string }, time: string): Promise<void> {
  const calendar = bookingCalendar(scope);
  const cell = calendar.getByRole('gridcell', { name: target.label, exact: true });
  await expect(calendar.getByRole('grid')).toBeVisible();
  if (!(await cell.isVisible())) await calendar.getByRole('button', { name: 'Mese successivo' }).click();
  await cell.click();
  await scope.locator('label', { has: scope.page().locator(`input[value="${time}"]:not([disabled])`) }).click();
}
