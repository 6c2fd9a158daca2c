import {
  answerCardiologyQuestions,
  bookFirstFreeSlot,
  bookingCalendar,
  checkAvailability,
  confirmBooking,
  openBookingDialog,
  pickDate,
  pickFirstFreeTime,
  timeSlot,
} from './booking-helpers';
import { createPatient, demo, demoUserId, expect, expectNoSeriousA11yViolations, screenshot, test } from './fixtures';

const SERVICE = 'Visita cardiologica';

test('a patient books a visit from the profile; the next patient finds that time occupied', async ({ page, browser, playwright, baseURL }) => {
  test.slow();
  const marco = await demoUserId(playwright, baseURL, demo.doctor);
  await createPatient(page.request, 'Paola Ferri');

  const dialog = await openBookingDialog(page, marco, SERVICE);
  await expect(dialog.getByText('con Dott. Marco Bianchi · Visita cardiologica')).toBeVisible();
  // A preselected service starts on the date step.
  await expect(dialog.getByRole('heading', { name: 'Scegli il giorno' })).toBeVisible();
  const calendar = bookingCalendar(dialog);
  await expect(calendar.getByRole('row')).toHaveCount(6);
  await expect(calendar.getByRole('gridcell')).toHaveCount(42);
  await expect(dialog.getByRole('button', { name: 'Avanti' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Avanti' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Compila tutti i campi obbligatori');
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'booking-1-date-desktop');

  const dateLabel = await pickDate(dialog);
  await expect(dialog.getByRole('button', { name: 'Avanti' })).toHaveCount(0);
  await checkAvailability(dialog);
  await expect(dialog.getByRole('group', { name: `Orari di ${dateLabel}` })).toBeVisible();
  await screenshot(page, 'booking-2-time-desktop');
  const chosen = await pickFirstFreeTime(dialog);
  await dialog.getByRole('button', { name: 'Avanti' }).click();

  // Details: prefilled with the signed-in patient, then the service's required question.
  await expect(dialog.getByLabel('Nome e cognome')).toHaveValue('Paola Ferri');
  await expect(dialog.getByLabel('Email')).toHaveValue(/^paziente-.*@example\.it$/);
  await dialog.getByRole('button', { name: 'Avanti' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Compila tutti i campi obbligatori: Motivo della visita');
  await expect(dialog.getByLabel('Motivo della visita')).toHaveAttribute('aria-invalid', 'true');
  await screenshot(page, 'booking-3-details-desktop');
  await expectNoSeriousA11yViolations(page);
  await answerCardiologyQuestions(dialog);
  await dialog.getByLabel('Farmaci assunti').fill('Nessuno');
  await dialog.getByLabel('Telefono').fill('+39 333 123 4567');
  await dialog.getByRole('button', { name: 'Avanti' }).click();

  await expect(dialog.getByRole('heading', { name: 'Riepilogo' })).toBeVisible();
  await expect(dialog.getByText(dateLabel, { exact: true })).toBeVisible();
  await expect(dialog.getByText(chosen, { exact: true })).toBeVisible();
  await expect(dialog.getByText('Controllo periodico')).toBeVisible();
  await screenshot(page, 'booking-4-confirm-desktop');
  const time = await confirmBooking(page, dialog, chosen);
  await expect(page.getByText(`Ti aspettiamo ${dateLabel} alle ${time}.`, { exact: false })).toBeVisible();
  await expect(dialog).toBeHidden();
  await screenshot(page, 'booking-5-success-desktop');

  // A second patient, in a browser of their own, sees that time occupied on the same day.
  const other = await browser.newContext();
  const second = await other.newPage();
  await createPatient(second.request, 'Luca Neri');
  const secondDialog = await openBookingDialog(second, marco, SERVICE);
  await pickDate(secondDialog, dateLabel);
  await checkAvailability(secondDialog);
  const taken = timeSlot(secondDialog, time);
  await expect(taken).toBeDisabled();
  await expect(taken).toHaveAccessibleName(`${time}, occupato`);
  await expect(secondDialog.locator('label').filter({ has: second.locator(`input[value="${time}"]`) })).toContainText('Occupato');
  await screenshot(second, 'booking-6-occupied-desktop');
  await other.close();
});

test('on a phone: every step fits, cancel resets the dialog, and a booking goes through', async ({ page, playwright, baseURL }) => {
  test.slow();
  await page.setViewportSize({ width: 360, height: 740 });
  const marco = await demoUserId(playwright, baseURL, demo.doctor);
  await createPatient(page.request, 'Sara Galli');

  let dialog = await openBookingDialog(page, marco, SERVICE);
  await expect(dialog.getByText('Passo 1 di 4: Data')).toBeVisible();
  await screenshot(page, 'booking-1-date-phone');
  await pickDate(dialog);
  await checkAvailability(dialog);
  await screenshot(page, 'booking-2-time-phone');

  // 'Annulla' closes and forgets: opening again starts from an empty date step.
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await expect(dialog).toBeHidden();
  dialog = await openBookingDialog(page, marco, SERVICE);
  await expect(dialog.getByRole('heading', { name: 'Scegli il giorno' })).toBeVisible();
  await expect(bookingCalendar(dialog).locator('[aria-selected="true"]')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Avanti' })).toBeVisible();

  // 'Indietro' from the times goes back to the calendar with the day still chosen.
  const day = await pickDate(dialog);
  await checkAvailability(dialog);
  await dialog.getByRole('button', { name: 'Indietro' }).click();
  await expect(bookingCalendar(dialog).getByRole('gridcell', { name: day, exact: true })).toHaveAttribute('aria-selected', 'true');
  await checkAvailability(dialog);
  const chosen = await pickFirstFreeTime(dialog);
  await dialog.getByRole('button', { name: 'Avanti' }).click();
  await answerCardiologyQuestions(dialog);
  await screenshot(page, 'booking-3-details-phone');
  await dialog.getByRole('button', { name: 'Avanti' }).click();
  await screenshot(page, 'booking-4-confirm-phone');
  // The dialog scrolls within the phone screen; its buttons stay in reach.
  const box = await dialog.getByRole('button', { name: 'Conferma prenotazione' }).boundingBox();
  expect(box && box.y + box.height).toBeLessThanOrEqual(740);
  await confirmBooking(page, dialog, chosen);
  await expect(dialog).toBeHidden();

  // The helper other specs reuse books the next free time of the same service.
  const booked = await bookFirstFreeSlot(page, { doctorId: marco, serviceName: SERVICE, answer: answerCardiologyQuestions });
  expect(booked.time).toMatch(/^\d{2}:\d{2}$/);
});
