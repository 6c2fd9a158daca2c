import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEFAULT_TIME_ZONE, instantOf, localDateOf } from '../packages/shared/src/domain/slots/compute-slots';
import { bookingCalendar } from './booking-helpers';
import { expect, expectNoSeriousA11yViolations, loginThroughApi, screenshot, test } from './fixtures';
import { bookedVisit } from './booked-visit';
import { outboxMessages } from './outbox';

/**
 * Rescheduling (issue 25 item 6): a patient moves their visit from its details; a doctor moves one
 * and the patient picks another time from the link in the e-mail, signed out and within 24 hours.
 * Each test has its own doctor (every day 08:00–20:00), so no other spec takes their times.
 */

const dayLabel = new Intl.DateTimeFormat('it-IT', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const MOVE_DIALOG = 'Sposta l’appuntamento';

/** The local date `days` after today in Rome, its full Italian name, and the instant of HH:MM there. */
function day(days: number) {
  const date = localDateOf(new Date(Date.now() + days * 86_400_000), DEFAULT_TIME_ZONE);
  const at = (time: string) => instantOf(date, Number(time.slice(0, 2)) * 60 + Number(time.slice(3)), DEFAULT_TIME_ZONE)!.toISOString();
  return { date, label: dayLabel.format(new Date(`${date}T00:00:00Z`)), at };
}

/** A new approved doctor with one service open every day, and a verified patient with a visit at `start`. */
const doctorWithBooking = (api: () => Promise<APIRequestContext>, start: string) =>
  bookedVisit(api, { doctorName: 'Dott. Sandro Sposta', patientName: 'Rita Moretti', serviceName: 'Visita di controllo', start });


/** From /appuntamenti ('Lista', 'Prossimi'), the visit's details. */
async function openDetails(page: Page): Promise<Locator> {
  await page.goto('/appuntamenti');
  await page.getByRole('tab', { name: 'Lista' }).click();
  await page.getByRole('tabpanel').getByRole('button', { name: /Visita di controllo/ }).first().click();
  const details = page.getByRole('dialog', { name: 'Dettagli appuntamento' });
  await expect(details).toBeVisible();
  return details;
}

/** In the move flow (a dialog or the link page): the day, the time, 'Sposta', and the question before anything changes. */
async function chooseNewTime(scope: Locator, target: { label: string }, time: string, question: RegExp): Promise<void> {
  const calendar = bookingCalendar(scope);
  const cell = calendar.getByRole('gridcell', { name: target.label, exact: true });
  await expect(calendar.getByRole('grid')).toBeVisible();
  if (!(await cell.isVisible())) await calendar.getByRole('button', { name: 'Mese successivo' }).click();
  await cell.click();
  const slot = scope.locator('label', { has: scope.page().locator(`input[value="${time}"]:not([disabled])`) });
  await slot.click();
  await scope.getByRole('button', { name: 'Sposta', exact: true }).click();
  await expect(scope.getByText(question)).toBeVisible();
}

test('a patient moves their visit from its details; the details and the list show the new time', async ({ page, playwright, baseURL }) => {
  test.slow();
  const [from, to] = [day(3), day(4)];
  const { patient } = await doctorWithBooking(() => playwright.request.newContext({ baseURL }), from.at('10:00'));
  await loginThroughApi(page, patient);

  const details = await openDetails(page);
  await details.getByRole('button', { name: MOVE_DIALOG }).click();
  const dialog = page.getByRole('dialog', { name: MOVE_DIALOG });
  await expect(dialog.getByText(`Orario attuale: ${from.label}, 10:00`)).toBeVisible();
  await screenshot(page, 'reschedule-patient-dialog-1280', { viewportOnly: true });
  await chooseNewTime(dialog, to, '15:30', new RegExp(`^Spostare l’appuntamento a ${to.label}, 15:30\\?$`));
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'reschedule-patient-confirm-1280', { viewportOnly: true });
  await dialog.getByRole('button', { name: 'Sì, sposta' }).click();
  await expect(page.getByText('Appuntamento spostato')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(details.getByText(`Spostato da ${from.label}, 10:00`)).toBeVisible();
  await expect(details.getByText(/^15:30 - 16:00/)).toBeVisible();

  // On a phone: the list has the new time, the details say where it came from, the dialog fits.
  await page.setViewportSize({ width: 360, height: 740 });
  const again = await openDetails(page);
  await expect(again.getByText(`Spostato da ${from.label}, 10:00`)).toBeVisible();
  await again.getByRole('button', { name: MOVE_DIALOG }).click();
  await expect(page.getByRole('dialog', { name: MOVE_DIALOG }).getByText(`Orario attuale: ${to.label}, 15:30`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'reschedule-patient-dialog-360', { viewportOnly: true });
});

test("a doctor moves a visit; the patient picks another time from the e-mail's link, signed out and within 24 hours", async ({ page, browser, playwright, baseURL }) => {
  test.slow();
  const [tomorrow, later] = [day(1), day(2)];
  const { doctor, patient } = await doctorWithBooking(() => playwright.request.newContext({ baseURL }), tomorrow.at('18:00'));

  await page.setViewportSize({ width: 360, height: 740 });
  await loginThroughApi(page, doctor);
  const details = await openDetails(page);
  await details.getByRole('button', { name: MOVE_DIALOG }).click();
  const dialog = page.getByRole('dialog', { name: MOVE_DIALOG });
  await chooseNewTime(dialog, tomorrow, '19:00', new RegExp(`^Spostare l’appuntamento a ${tomorrow.label}, 19:00\\?$`));
  await screenshot(page, 'reschedule-doctor-confirm-360', { viewportOnly: true });
  await dialog.getByRole('button', { name: 'Sì, sposta' }).click();
  await expect(details.getByText(`Spostato da ${tomorrow.label}, 18:00`)).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, 'reschedule-doctor-details-1280', { viewportOnly: true });

  // The patient's e-mail: old and new time, and the link to choose another time.
  await expect.poll(() => outboxMessages('moved-patient', patient.email).length, { timeout: 15_000 }).toBe(1);
  const mail = outboxMessages('moved-patient', patient.email)[0]!;
  expect(mail).toContain('Appuntamento spostato');
  const link = /https?:\/\/[^\s"<>]+\/appuntamento\/sposta\?token=[A-Za-z0-9_-]{43}/.exec(mail)?.[0];
  expect(link).toBeTruthy();

  const signedOut = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
  const phone = await signedOut.newPage();
  await phone.goto(new URL(link!).pathname + new URL(link!).search);
  const card = phone.getByRole('main');
  await expect(phone.getByRole('heading', { name: 'Scegli un altro orario' })).toBeVisible();
  await expect(card.getByText(`Orario attuale: ${tomorrow.label}, 19:00`)).toBeVisible();
  await expectNoSeriousA11yViolations(phone);
  await screenshot(phone, 'reschedule-link-360');
  await chooseNewTime(card, later, '09:00', new RegExp(`^Spostare l’appuntamento a ${later.label}, 09:00\\?$`));
  await card.getByRole('button', { name: 'Sì, sposta' }).click();
  await expect(card.getByText(`Il tuo appuntamento è ora ${later.label}, 09:00.`, { exact: false })).toBeVisible();
  await phone.setViewportSize({ width: 1280, height: 800 });
  await screenshot(phone, 'reschedule-link-done-1280');

  // Used once: opened again, it says so.
  await phone.reload();
  await expect(phone.getByText('Questo link è già stato usato.', { exact: false })).toBeVisible();
  // The same e-mail's cancel link no longer works on a visit moved since; the page says why and leads home.
  const cancelLink = /https?:\/\/[^\s"<>]+\/appuntamento\/annulla\?token=[A-Za-z0-9_-]{43}/.exec(mail)?.[0];
  expect(cancelLink).toBeTruthy();
  await phone.goto(new URL(cancelLink!).pathname + new URL(cancelLink!).search);
  await expect(phone.getByRole('heading', { name: 'Annulla l’appuntamento' })).toBeVisible();
  await expect(phone.getByText('L’appuntamento è cambiato dopo l’invio di questa e-mail', { exact: false })).toBeVisible();
  await expect(phone.getByRole('button', { name: 'Sì, annulla l’appuntamento' })).toHaveCount(0);
  await expect(card.getByRole('link', { name: 'Vai alla home' })).toBeVisible();
  await signedOut.close();

  // The doctor's details show the patient's choice.
  const refreshed = await openDetails(page);
  await expect(refreshed.getByText(/^09:00 - 09:30/)).toBeVisible();
});
