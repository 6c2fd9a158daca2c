import type { AppointmentLink } from '../packages/shared/src/schemas/reschedule';
import { type APIRequestContext, type Page } from '@playwright/test';
import { DEFAULT_TIME_ZONE, instantOf, localDateOf } from '../packages/shared/src/domain/slots/compute-slots';
import { demo, expect, expectNoSeriousA11yViolations, loginThroughApi, type NewUser, screenshot, test } from './fixtures';
import { bookedVisit } from './booked-visit';
import { outboxMessages } from './outbox';

/**
 * Issue 26 items 2 and 4: a patient confirms attending from the confirmation e-mail's link, signed
 * out, and the doctor reads 'Presenza confermata'; the demo doctor marks a past visit 'Non
 * presentato', /crm counts it, and the mark is undone (the demo's history stays as other specs read it).
 * Serial: both tests mark the same past visit of the demo.
 */
test.describe.configure({ mode: 'serial' });

/** A new doctor open every day and a verified patient who booked a visit `days` ahead at 10:00; the confirm link of the confirmation e-mail. */
async function bookedWithConfirmLink(api: () => Promise<APIRequestContext>, days: number): Promise<{ doctor: NewUser; patient: NewUser; confirmPath: string }> {
  const date = localDateOf(new Date(Date.now() + days * 86_400_000), DEFAULT_TIME_ZONE);
  const start = instantOf(date, 10 * 60, DEFAULT_TIME_ZONE)!.toISOString();
  const { doctor, patient } = await bookedVisit(api, { doctorName: 'Dott. Carla Presenti', patientName: 'Elena Conti', serviceName: 'Visita di presenza', start });
  await expect.poll(() => outboxMessages('booked-patient', patient.email).length).toBe(1);
  const mail = outboxMessages('booked-patient', patient.email)[0]!;
  expect(mail).toContain('Confermo la presenza');
  const confirmPath = /\/appuntamento\/conferma\?token=[A-Za-z0-9_-]{43}/.exec(mail)?.[0];
  expect(confirmPath).toBeTruthy();
  return { doctor, patient, confirmPath: confirmPath! };
}

/** The patient, signed out, opens the link: the page shows the visit and acts only on the click. */
async function confirmFromLink(page: Page, confirmPath: string, size: string): Promise<void> {
  await page.goto(confirmPath);
  await expect(page.getByRole('heading', { name: 'Conferma la presenza' })).toBeVisible();
  await expect(page.getByText(/Confermi che sarai presente a Visita di presenza con Dott\. Carla Presenti/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, `attendance-confirm-page-${size}`);
  await page.getByRole('button', { name: 'Confermo la presenza' }).click();
  await expect(page.getByRole('status')).toContainText('Grazie, la tua presenza è confermata.');
  await screenshot(page, `attendance-confirmed-${size}`);
  // Opening the link again: already confirmed, nothing to press.
  await page.goto(confirmPath);
  await expect(page.getByText('La tua presenza è già confermata: non serve fare altro.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confermo la presenza' })).toHaveCount(0);
}

/** The doctor's /crm record of the patient: the visit reads 'Presenza confermata' there and in its details. */
async function doctorSeesConfirmed(page: Page, doctor: NewUser, patient: NewUser, size: string): Promise<void> {
  await loginThroughApi(page, doctor);
  await page.goto('/crm');
  await page.getByRole('link', { name: new RegExp(patient.displayName) }).click();
  const history = page.locator('section[aria-labelledby="crm-history"]');
  await expect(history.getByText('Presenza confermata')).toBeVisible();
  await screenshot(page, `attendance-doctor-crm-${size}`);
  await history.getByRole('button', { name: /Visita di presenza/ }).click();
  const details = page.getByRole('dialog', { name: 'Dettagli appuntamento' });
  await expect(details.getByText('Presenza confermata')).toBeVisible();
  await screenshot(page, `attendance-doctor-details-${size}`);
  await page.keyboard.press('Escape');
}

/** The demo doctor marks Francesca Galli's past visit (two months ago) missed, reads the /crm count, then undoes it. */
async function markAndUndoNoShow(page: Page, size: string): Promise<void> {
  await loginThroughApi(page, demo.doctor);
  await page.goto('/crm');
  const francesca = page.getByRole('link', { name: /Francesca Galli/ });
  await expect(francesca).not.toContainText('Non presentato');
  await francesca.click();
  const history = page.locator('section[aria-labelledby="crm-history"]');
  const past = history.getByRole('listitem').filter({ hasText: 'Completato' }).first();
  await past.getByRole('button').first().click();
  const details = page.getByRole('dialog', { name: 'Dettagli appuntamento' });
  const mark = details.getByRole('button', { name: 'Segna come non presentato' });
  await mark.click();
  const question = page.getByRole('alertdialog', { name: 'Segnare il paziente come non presentato?' });
  await expect(question).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, `attendance-no-show-question-${size}`, { viewportOnly: true });
  await question.getByRole('button', { name: 'Sì, segna come non presentato' }).click();
  await expect(question).toBeHidden();
  await expect(details.getByText('Non presentato', { exact: true })).toBeVisible();
  // The focus is back on the same button, which now offers the undo.
  const undo = details.getByRole('button', { name: 'Annulla segnalazione' });
  await expect(undo).toBeFocused();
  await screenshot(page, `attendance-no-show-details-${size}`, { viewportOnly: true });
  await page.keyboard.press('Escape');
  await expect(history.getByText('Non presentato', { exact: true })).toBeVisible();
  await expect(page.getByText('Non presentato: 1')).toBeVisible();
  await page.goto('/crm');
  await expect(page.getByRole('link', { name: /Francesca Galli/ })).toContainText('Non presentato: 1');
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, `attendance-crm-count-${size}`);

  // Undone within 24 hours: 'Completato' again and no count (the demo as the other specs know it).
  await page.getByRole('link', { name: /Francesca Galli/ }).click();
  await history.getByRole('listitem').filter({ hasText: 'Non presentato' }).first().getByRole('button').first().click();
  await details.getByRole('button', { name: 'Annulla segnalazione' }).click();
  await page.getByRole('alertdialog', { name: 'Annullare la segnalazione?' }).getByRole('button', { name: 'Sì, annulla la segnalazione' }).click();
  await expect(details.getByRole('button', { name: 'Segna come non presentato' })).toBeFocused();
  await page.keyboard.press('Escape');
  await page.goto('/crm');
  await expect(page.getByRole('link', { name: /Francesca Galli/ })).not.toContainText('Non presentato');
}

test('1280: a patient confirms from the e-mail link and the doctor sees it; a past visit marked Non presentato is counted in /crm', async ({ page, playwright, baseURL }) => {
  test.slow();
  const { doctor, patient, confirmPath } = await bookedWithConfirmLink(() => playwright.request.newContext({ baseURL }), 3);
  await confirmFromLink(page, confirmPath, '1280');
  await doctorSeesConfirmed(page, doctor, patient, '1280');
  await markAndUndoNoShow(page, '1280');
});

test('360: the same on a phone', async ({ page, playwright, baseURL }) => {
  test.slow();
  await page.setViewportSize({ width: 360, height: 740 });
  const { doctor, patient, confirmPath } = await bookedWithConfirmLink(() => playwright.request.newContext({ baseURL }), 4);
  await confirmFromLink(page, confirmPath, '360');
  await doctorSeesConfirmed(page, doctor, patient, '360');
  await markAndUndoNoShow(page, '360');
});

/**
 * The SMS's one link (`/appuntamento/gestisci`): only a reminder SMS carries it, and the e2e server
 * runs on the real clock, so no reminder comes due here. The page is driven by the link's real API
 * answer shape, stood in for (the API tests cover the server's side: attendance.test.ts).
 */
test('the SMS manage page offers the three actions, and past the cut-off says why and where the practice is', async ({ page }) => {
  const answer = (tooLate: boolean): AppointmentLink => ({
    purpose: 'manage',
    attendanceConfirmed: false,
    tooLate,
    location: { street: 'Via Roma 1', cap: '20121', city: 'Milano', province: 'MI' },
    appointment: {
      id: 'appuntamento-di-prova',
      professionalId: 'dottore-di-prova',
      professionalName: 'Dott.ssa Carla Presenti',
      serviceId: 'visita',
      serviceName: 'Visita di presenza',
      dateTime: '2026-12-03T09:30:00.000Z',
      endDateTime: '2026-12-03T10:00:00.000Z',
      duration: 30,
      mode: 'in_studio',
    },
  });
  for (const [size, width, height] of [['1280', 1280, 900], ['360', 360, 740]] as const) {
    await page.setViewportSize({ width, height });
    await page.route('**/api/appointment-links/open-token', (route) => route.fulfill({ json: answer(false) }));
    await page.goto('/appuntamento/gestisci?token=open-token');
    await expect(page.getByText('Dott.ssa Carla Presenti')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confermo la presenza' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sposta' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Disdici' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, `manage-link-${size}`);

    await page.route('**/api/appointment-links/late-token', (route) => route.fulfill({ json: answer(true) }));
    await page.goto('/appuntamento/gestisci?token=late-token');
    await expect(page.getByRole('heading', { name: 'Non è più possibile farlo online' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Non è più possibile farlo online' }).getByText('Via Roma 1')).toBeVisible();
    // Confirming stays possible; cancelling and moving are not offered.
    await expect(page.getByRole('button', { name: 'Confermo la presenza' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Disdici' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sposta' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, `manage-link-too-late-${size}`);
  }
});
