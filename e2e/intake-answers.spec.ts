import { type APIRequestContext, type Locator } from '@playwright/test';
import { emptyWeek } from '../packages/shared/src/domain/practice/time-slots';
import { DEFAULT_TIME_ZONE, instantOf, localDateOf } from '../packages/shared/src/domain/slots/compute-slots';
import { expectIntakeAnswers } from './booking-helpers';
import { createDoctor, createPatient, expect, expectNoSeriousA11yViolations, loginThroughApi, screenshot, test } from './fixtures';

/**
 * Issue 15 item 1: the doctor reads the patient's intake answers, with their question labels and
 * formatted by type, in 'Dettagli appuntamento' and in the /crm history; the patient who gave them
 * reads them too. Item 7: /crm labels a future appointment 'Prossima', never 'Ultima visita'.
 */
const SERVICE = {
  id: `cardiologia_${Date.now()}`,
  sectorId: 'cardiologia',
  name: 'Prima visita cardiologica',
  duration: 30,
  price: 90,
  description: '',
  isActive: true,
  customFields: [
    { id: 'motivo', name: 'Motivo della visita', type: 'select', required: true, options: ['Controllo', 'Dolore al petto'] },
    { id: 'terapia', name: 'Assume farmaci anticoagulanti?', type: 'checkbox', required: false, options: [] },
    { id: 'esami', name: 'Data degli ultimi esami del sangue', type: 'date', required: false, options: [] },
    { id: 'sintomi', name: 'Descriva i sintomi', type: 'textarea', required: true, options: [] },
  ],
};
const ANSWERS = { motivo: 'Dolore al petto', terapia: true, esami: '2026-01-15', sintomi: 'Fitte dopo le scale' };

async function openPractice(request: APIRequestContext) {
  const week = emptyWeek();
  for (const day of Object.keys(week) as Array<keyof typeof week>) week[day] = { isAvailable: true, timeSlots: [{ start: '08:00', end: '20:00' }] };
  const res = await request.put('/api/practice/config', { data: { services: [SERVICE], availabilities: [{ serviceId: SERVICE.id, weeklySchedule: week }] } });
  expect(res.status(), await res.text()).toBe(200);
}

/** The answers block shows every question with its answer formatted (Sì, Italian date). */
const expectAnswers = (scope: Locator) =>
  expectIntakeAnswers(scope, [
    ['Motivo della visita', 'Dolore al petto'],
    ['Assume farmaci anticoagulanti?', 'Sì'],
    ['Data degli ultimi esami del sangue', '15 gennaio 2026'],
    ['Descriva i sintomi', 'Fitte dopo le scale'],
  ]);

test('the doctor reads the intake answers in the details and in /crm, at 1280 and 360 px', async ({ page, playwright, baseURL }) => {
  test.setTimeout(120_000);
  const doctorApi = await playwright.request.newContext({ baseURL });
  const doctor = await createDoctor(doctorApi, { displayName: 'Dott.ssa Elena Risposte' });
  await openPractice(doctorApi);
  await doctorApi.dispose();

  const patientApi = await playwright.request.newContext({ baseURL });
  const patient = await createPatient(patientApi, 'Franco Questionario');
  const date = localDateOf(new Date(Date.now() + 3 * 86_400_000), DEFAULT_TIME_ZONE);
  const res = await patientApi.post('/api/appointments', {
    data: {
      professionalId: doctor.id,
      serviceId: SERVICE.id,
      dateTime: instantOf(date, 10 * 60, DEFAULT_TIME_ZONE)!.toISOString(),
      customerInfo: { name: patient.displayName, email: patient.email, phone: '', notes: '' },
      customFields: ANSWERS,
      healthDataConsent: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  await patientApi.dispose();

  await page.setViewportSize({ width: 1280, height: 900 });
  await loginThroughApi(page, doctor);
  await page.goto('/dashboard');
  const card = page.getByRole('complementary', { name: 'Profilo e assistente' }).getByRole('button', { name: /Prima visita cardiologica|Franco Questionario/ });
  await card.first().click();
  const details = page.getByRole('dialog', { name: 'Dettagli appuntamento' });
  await expect(details).toBeVisible();
  await expectAnswers(details);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'intake-answers-details');
  await page.keyboard.press('Escape');

  await page.goto('/crm');
  const row = page.getByRole('link', { name: /Franco Questionario/ });
  await expect(row).toContainText('Prossima:');
  // The only appointment is in the future: it is never the last visit.
  await expect(row).not.toContainText('Ultima visita');
  await screenshot(page, 'intake-answers-crm-list');
  await row.click();
  const history = page.getByRole('region', { name: 'Storico appuntamenti' });
  await expectAnswers(history);
  await expect(page.getByText('Prossima visita', { exact: true })).toBeVisible();
  await expect(page.getByText('Ultima visita', { exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'intake-answers-crm-detail');

  await page.setViewportSize({ width: 360, height: 780 });
  await page.reload();
  await expectAnswers(page.getByRole('region', { name: 'Storico appuntamenti' }));
  // The shell scrolls inside main: bring the answers into the picture.
  await page.getByRole('region', { name: 'Risposte del paziente' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'intake-answers-crm-detail-phone');
  await page.getByRole('region', { name: 'Storico appuntamenti' }).getByRole('button', { name: /Prima visita cardiologica/ }).click();
  const phoneDetails = page.getByRole('dialog', { name: 'Dettagli appuntamento' });
  await expectAnswers(phoneDetails);
  await screenshot(page, 'intake-answers-details-phone');
  await page.keyboard.press('Escape');

  // The patient who answered reads the same answers in their own details.
  await loginThroughApi(page, patient);
  await page.goto('/appuntamenti');
  await page.getByRole('tab', { name: 'Lista' }).click();
  await page.getByRole('tabpanel').getByRole('button', { name: /Prima visita cardiologica/ }).click();
  await expectAnswers(page.getByRole('dialog', { name: 'Dettagli appuntamento' }));
  await screenshot(page, 'intake-answers-patient-details-phone');
});
