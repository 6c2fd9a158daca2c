import { type APIRequestContext, type Page } from '@playwright/test';
import { emptyWeek } from '../packages/shared/src/domain/practice/time-slots';
import { DEFAULT_TIME_ZONE, instantOf, localDateOf } from '../packages/shared/src/domain/slots/compute-slots';
import { createDoctor, createPatient, expect, expectNoSeriousA11yViolations, screenshot, test } from './fixtures';
import { outboxMessages } from './outbox';

/**
 * Issue 30 (migration 0029) end to end: a mother joins a doctor's waiting list for her son Luca
 * ('Per chi è la visita?'); another patient cancels, the offer e-mail says it is for Luca Rossi, its
 * link opens 'Si è liberato un posto' naming him, and taking the time books a visit whose patient is
 * Luca, as /appuntamenti shows. At 1280 and 360 px (the waiting list itself: waitlist.spec.ts).
 */

const DOCTOR_NAME = 'Dott.ssa Ornella Attesa';
const SERVICE = { id: `pediatria_wl_${Date.now()}`, sectorId: 'pediatria', name: 'Visita pediatrica di controllo', duration: 30, price: 70, description: '', isActive: true, customFields: [] };

/** A new approved doctor (no other spec takes their times), open every day 08:00–20:00 for the one service. */
async function openDoctor(api: APIRequestContext) {
  const doctor = await createDoctor(api, { displayName: DOCTOR_NAME, sectors: ['pediatria'], specialization: 'Pediatria' });
  const week = emptyWeek();
  for (const d of Object.keys(week) as Array<keyof typeof week>) week[d] = { isAvailable: true, timeSlots: [{ start: '08:00', end: '20:00' }] };
  const res = await api.put('/api/practice/config', { data: { services: [SERVICE], availabilities: [{ serviceId: SERVICE.id, weeklySchedule: week }] } });
  expect(res.status(), await res.text()).toBe(200);
  return doctor;
}

/** Her address verified through the link of her e-mail: offers go only to a verified address. */
async function verifyEmail(page: Page, email: string) {
  await expect.poll(() => outboxMessages('verify-email', email).length).toBeGreaterThanOrEqual(1);
  const token = /\/verifica-email\?token=([A-Za-z0-9_-]{43})/.exec(outboxMessages('verify-email', email).at(-1)!)?.[1];
  expect((await page.request.post('/api/auth/verify-email', { data: { token } })).status()).toBe(200);
}

/** The newest waiting-list offer e-mail to `email` (quoted-printable undone by outboxMessages). */
const offerMail = (email: string) => outboxMessages('waitlist-offer', email).at(-1) ?? null;

for (const [shot, viewport] of [
  ['1280', { width: 1280, height: 900 }],
  ['360', { width: 360, height: 780 }],
] as const) {
  test(`a mother waits for her son, takes the freed time from the e-mail's link, and the visit is his (${shot} px)`, async ({ page, playwright, baseURL }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const doctorApi = await playwright.request.newContext({ baseURL });
    const doctor = await openDoctor(doctorApi);
    await doctorApi.dispose();

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
        customFields: {},
        healthDataConsent: true,
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const bookedId = ((await booked.json()) as { appointment: { id: string } }).appointment.id;

    // The mother, her address verified, with her son in Impostazioni › Familiari (its UI: family.spec.ts).
    const mother = await createPatient(page.request, 'Chiara Rossi');
    await verifyEmail(page, mother.email);
    const added = await page.request.post('/api/family', { data: { nome: 'Luca', cognome: 'Rossi', birthDate: '2016-04-21', relationship: 'figlio' } });
    expect(added.status(), await added.text()).toBe(201);

    // She joins the waiting list for him.
    await page.goto(`/doctor/${doctor.id}`);
    const opener = page.getByRole('button', { name: 'Avvisami se si libera un posto prima' });
    await opener.click();
    const join = page.getByRole('dialog', { name: 'Avvisami se si libera un posto prima' });
    const forWhom = join.getByRole('radiogroup', { name: 'Per chi è la visita?' });
    await expect(forWhom.getByRole('radio', { name: 'Per me (Chiara Rossi)' })).toBeChecked();
    await forWhom.getByRole('radio', { name: 'Luca Rossi · Figlio' }).check();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, `waitlist-family-join-${shot}`, { viewportOnly: true });
    await join.getByRole('button', { name: 'Avvisami', exact: true }).click();
    await expect(page.getByText("Sei in lista d'attesa: ti avviseremo per e-mail se si libera un posto.")).toBeVisible();
    await expect(join).toBeHidden();
    await expect(opener).toBeFocused();
    await page.goto('/appuntamenti');
    const lists = page.getByRole('region', { name: "Le tue liste d'attesa" });
    await expect(lists.getByRole('listitem').filter({ hasText: DOCTOR_NAME }).getByText('Per Luca Rossi', { exact: true })).toBeVisible();

    // The other patient cancels: the time is offered by e-mail, for Luca.
    const cancelled = await other.post(`/api/appointments/${bookedId}/cancel`, { data: {} });
    expect(cancelled.status(), await cancelled.text()).toBe(200);
    await other.dispose();
    await expect.poll(() => offerMail(mother.email), { timeout: 15_000 }).not.toBeNull();
    const mail = offerMail(mother.email)!;
    // (Its 'è' comes quoted-printable: the words around it are enough.)
    expect(mail).toContain(`liberato un posto con ${DOCTOR_NAME} per Luca Rossi: ${SERVICE.name}`);
    const link = /https?:\/\/[^/\s]+(\/lista-attesa\/offerta\?token=[A-Za-z0-9_-]{43})/.exec(mail)?.[1];
    expect(link, 'the offer link in the e-mail').toBeTruthy();

    // The link opens the offer, which says whom it is for.
    await page.goto(link!);
    await expect(page).toHaveURL(/\/appuntamenti\?offerta=/);
    const offer = page.getByRole('dialog', { name: 'Si è liberato un posto' });
    await expect(offer.getByText(DOCTOR_NAME)).toBeVisible();
    await expect(offer.getByRole('term').filter({ hasText: 'Paziente' })).toBeVisible();
    await expect(offer.getByRole('definition').filter({ hasText: 'Luca Rossi (figlio)' })).toBeVisible();
    await expect(offer.getByText(/, 10:00$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, `waitlist-family-offer-${shot}`, { viewportOnly: true });
    await offer.getByRole('button', { name: 'Prendi questo orario' }).click();
    await expect(offer.getByText("Fatto! L'orario è tuo: ti abbiamo mandato la conferma per e-mail.")).toBeVisible();
    await offer.getByRole('button', { name: 'Vai ai tuoi appuntamenti' }).click();
    await expect(page).toHaveURL(/\/appuntamenti$/);
    await expect(offer).toBeHidden();

    // /appuntamenti, the focus on its heading: the visit is Luca's, in the list and in its details; her waiting list is done.
    await expect(page.getByRole('heading', { name: 'Appuntamenti', level: 1 })).toBeFocused();
    await expect(page.getByRole('region', { name: "Le tue liste d'attesa" })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Lista' }).click();
    await page.getByRole('tab', { name: 'Prossimi' }).click();
    const visit = page.getByRole('tabpanel', { name: 'Prossimi' }).getByRole('button', { name: new RegExp(SERVICE.name) });
    await expect(visit).toHaveCount(1);
    await expect(visit).toContainText('Per Luca Rossi');
    await screenshot(page, `waitlist-family-list-${shot}`);
    await visit.click();
    const details = page.getByRole('dialog', { name: 'Dettagli appuntamento' });
    await expect(details.getByRole('definition').filter({ hasText: 'Luca Rossi (figlio)' })).toBeVisible();
    // Its 'Avvisami se si libera un posto prima' keeps to the dialog's column, as 'Annulla appuntamento' does (at 360 px it stood 17 px out).
    const edge = async (name: string) => details.getByRole('button', { name, exact: true }).evaluate((el) => el.getBoundingClientRect().right);
    expect(await edge('Avvisami se si libera un posto prima')).toBeLessThanOrEqual((await edge('Annulla appuntamento')) + 0.5);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, `waitlist-family-details-${shot}`, { viewportOnly: true });
    // Closing the details gives the focus back to the visit that opened them.
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
    await expect(visit).toBeFocused();
  });
}
