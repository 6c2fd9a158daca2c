import { type APIRequestContext, type Page } from '@playwright/test';
import { emptyWeek } from '../packages/shared/src/domain/practice/time-slots';
import { DEFAULT_TIME_ZONE, instantOf, localDateOf } from '../packages/shared/src/domain/slots/compute-slots';
import { createDoctor, createPatient, demo, expect, expectNoSeriousA11yViolations, loginThroughApi, screenshot, test } from './fixtures';
import { outboxMessages } from './outbox';

/**
 * Issue 25, the waiting list: a patient asks 'Avvisami se si libera un posto prima' on a doctor's
 * page, another patient cancels, the waiting patient opens the link of the outbox e-mail and takes
 * the freed time (answering the service's question). The doctor sees how many wait.
 */
const SERVICE = {
  id: `cardiologia_${Date.now()}`,
  sectorId: 'cardiologia',
  name: 'Visita di controllo',
  duration: 30,
  price: 80,
  description: '',
  isActive: true,
  customFields: [{ id: 'motivo', name: 'Motivo della visita', type: 'text', required: true, options: [] }],
};

/** Every day 08:00–20:00 for the one service, as the doctor signed in on `request`. */
async function openPractice(request: APIRequestContext) {
  const week = emptyWeek();
  for (const day of Object.keys(week) as Array<keyof typeof week>) week[day] = { isAvailable: true, timeSlots: [{ start: '08:00', end: '20:00' }] };
  const res = await request.put('/api/practice/config', { data: { services: [SERVICE], availabilities: [{ serviceId: SERVICE.id, weeklySchedule: week }] } });
  expect(res.status(), await res.text()).toBe(200);
}

/** The link of the newest waiting-list offer in the outbox sent to `email` (the .eml may be quoted-printable). */
function offerLinkTo(email: string): string | null {
  const mails = outboxMessages('waitlist-offer', email);
  const path = /https?:\/\/[^/\s]+(\/lista-attesa\/offerta\?token=[A-Za-z0-9_-]{43})/.exec(mails.at(-1) ?? '')?.[1];
  return path ?? null;
}

async function atBothWidths(page: Page, name: string, options: { viewportOnly?: boolean } = {}) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, `${name}-1280`, options);
  await page.setViewportSize({ width: 360, height: 740 });
  await screenshot(page, `${name}-360`, options);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a waiting patient is offered a freed time by e-mail and takes it from the link', async ({ page, browser, playwright, baseURL }) => {
  test.slow();
  const doctorApi = await playwright.request.newContext({ baseURL });
  const doctor = await createDoctor(doctorApi, { displayName: 'Dott.ssa Wanda Attesa' });
  await openPractice(doctorApi);

  // Another patient holds 10:00 (Rome) three days ahead, well before the 24-hour cut-off.
  const other = await playwright.request.newContext({ baseURL });
  const otherPatient = await createPatient(other, 'Ottavio Disdetta');
  const day = localDateOf(new Date(Date.now() + 3 * 86_400_000), DEFAULT_TIME_ZONE);
  const booked = await other.post('/api/appointments', {
    data: {
      professionalId: doctor.id,
      serviceId: SERVICE.id,
      dateTime: instantOf(day, 10 * 60, DEFAULT_TIME_ZONE)!.toISOString(),
      customerInfo: { name: otherPatient.displayName, email: otherPatient.email, phone: '', notes: '' },
      customFields: { motivo: 'Controllo' },
      healthDataConsent: true,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const bookedId = ((await booked.json()) as { appointment: { id: string } }).appointment.id;

  // The demo patient (a verified address: offers go by e-mail) asks to be told.
  await loginThroughApi(page, demo.patient);
  await page.goto(`/doctor/${doctor.id}`);
  await page.getByRole('button', { name: 'Avvisami se si libera un posto prima' }).click();
  const dialog = page.getByRole('dialog', { name: 'Avvisami se si libera un posto prima' });
  await expect(dialog.getByLabel('Prestazione')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await atBothWidths(page, 'waitlist-join-dialog', { viewportOnly: true });
  await dialog.getByRole('button', { name: 'Avvisami' }).click();
  await expect(page.getByText("Sei in lista d'attesa: ti avviseremo per e-mail se si libera un posto.")).toBeVisible();

  // Where a patient looks: /appuntamenti lists the entry, with 'Esci dalla lista'.
  await page.goto('/appuntamenti');
  const lists = page.getByRole('region', { name: "Le tue liste d'attesa" });
  await expect(lists.getByText('Dott.ssa Wanda Attesa')).toBeVisible();
  await expect(lists.getByRole('button', { name: 'Esci dalla lista: Dott.ssa Wanda Attesa' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await atBothWidths(page, 'waitlist-my-lists');

  // The doctor sees that one patient waits.
  const doctorContext = await browser.newContext({ baseURL });
  const doctorPage = await doctorContext.newPage();
  await loginThroughApi(doctorPage, doctor);
  await doctorPage.goto('/appuntamenti');
  await expect(doctorPage.getByText("1 paziente in lista d'attesa")).toBeVisible();
  await atBothWidths(doctorPage, 'waitlist-doctor-count', { viewportOnly: true });
  await doctorContext.close();

  // The other patient cancels: the time is offered by e-mail.
  const cancelled = await other.post(`/api/appointments/${bookedId}/cancel`, { data: {} });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await expect.poll(() => offerLinkTo(demo.patient.email), { timeout: 15_000 }).not.toBeNull();

  // The link opens the offer over /appuntamenti (signed out, it would ask to sign in first).
  const link = offerLinkTo(demo.patient.email)!;
  await page.goto(link);
  await expect(page).toHaveURL(/\/appuntamenti\?offerta=/);
  const offer = page.getByRole('dialog', { name: 'Si è liberato un posto' });
  await expect(offer.getByText('Dott.ssa Wanda Attesa')).toBeVisible();
  await expect(offer.getByText(/, 10:00$/)).toBeVisible();
  await offer.getByLabel('Motivo della visita').fill('Anticipare il controllo');
  await offer.getByRole('checkbox', { name: /Acconsento al trattamento dei dati/ }).click();
  await expectNoSeriousA11yViolations(page);
  await atBothWidths(page, 'waitlist-offer', { viewportOnly: true });
  await page.setViewportSize({ width: 360, height: 740 });
  await offer.getByRole('button', { name: 'Prendi questo orario' }).click();
  await expect(offer.getByText("Fatto! L'orario è tuo: ti abbiamo mandato la conferma per e-mail.")).toBeVisible();
  await screenshot(page, 'waitlist-offer-taken-360', { viewportOnly: true });
  await offer.getByRole('button', { name: 'Vai ai tuoi appuntamenti' }).click();
  await expect(page).toHaveURL(/\/appuntamenti$/);
  // The entry is fulfilled: no waiting list left; the same link now says the time was taken.
  await expect(page.getByRole('heading', { name: 'Appuntamenti', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: "Le tue liste d'attesa" })).toHaveCount(0);
  await page.goto(link);
  await expect(page.getByRole('dialog', { name: 'Si è liberato un posto' }).getByText('Hai già preso questo orario: lo trovi tra i tuoi appuntamenti.')).toBeVisible();
  const mine = await page.request.get(`/api/appointments?timeMin=${encodeURIComponent(new Date(Date.now()).toISOString())}&timeMax=${encodeURIComponent(new Date(Date.now() + 5 * 86_400_000).toISOString())}&limit=100`);
  const appointments = ((await mine.json()) as { appointments: Array<{ professionalId: string; status: string }> }).appointments;
  expect(appointments.filter((a) => a.professionalId === doctor.id && a.status === 'confermato')).toHaveLength(1);
  await other.dispose();
  await doctorApi.dispose();
});
