import { type APIRequestContext, type Page } from '@playwright/test';
import { emptyWeek } from '../packages/shared/src/domain/practice/time-slots';
import type { Appointment, CrmPatientDetail, CrmPatientList } from '../packages/shared/src/schemas/appointments';
import { checkAvailability, openBookingDialog, pickDate, pickFirstFreeTime, confirmBooking } from './booking-helpers';
import { createDoctor, createPatient, expect, expectNoSeriousA11yViolations, loginThroughApi, screenshot, test } from './fixtures';
import { outboxMessages } from './outbox';

/**
 * Issue 30 point 1, at 1280 and 360 px: a mother adds her son in Settings › 'Familiari' (the codice
 * fiscale is checked as she types), books his visit choosing him under 'Per chi è la visita?', and
 * the doctor finds the son in /crm as a patient of his own, with the mother as his contact.
 */

const SERVICE_NAME = 'Visita pediatrica';
// Luca Ferri, male, born in Milan on 12 March 2015: the right code, and one with a wrong check character.
const CF_OK = 'FRRLCU15C12F205J';
const CF_WRONG_CHECK = 'FRRLCU15C12F205K';
// The smallest file the documents' content check takes: a one-page PDF.
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A new approved doctor with one service open every day 08:00–20:00 (no other spec takes their times). */
async function openDoctor(api: APIRequestContext) {
  const doctor = await createDoctor(api, { displayName: 'Dott.ssa Elena Pediatri', sectors: ['pediatria'], specialization: 'Pediatria' });
  const service = { id: `pediatria_${Date.now()}`, sectorId: 'pediatria', name: SERVICE_NAME, duration: 30, price: 70, description: '', isActive: true, customFields: [] };
  const week = emptyWeek();
  for (const d of Object.keys(week) as Array<keyof typeof week>) week[d] = { isAvailable: true, timeSlots: [{ start: '08:00', end: '20:00' }] };
  const res = await api.put('/api/practice/config', { data: { services: [service], availabilities: [{ serviceId: service.id, weeklySchedule: week }] } });
  expect(res.status(), await res.text()).toBe(200);
  return doctor;
}

async function addSon(page: Page, shot: string) {
  await page.goto('/settings#familiari');
  const card = page.locator('#familiari');
  await expect(card.getByRole('heading', { name: 'Familiari' })).toBeVisible();
  await expect(card.getByText('Non hai ancora aggiunto familiari.')).toBeVisible();
  await card.getByRole('button', { name: 'Aggiungi familiare' }).click();
  const dialog = page.getByRole('dialog', { name: 'Aggiungi un familiare' });
  await dialog.getByLabel('Nome', { exact: true }).fill('Luca');
  await dialog.getByLabel('Cognome').fill('Ferri');
  await dialog.getByLabel('Data di nascita').fill('2015-03-12');
  await dialog.getByLabel('Relazione con te').selectOption('figlio');
  // The shared check speaks Italian under the field as soon as the code is typed and left.
  const cf = dialog.getByLabel('Codice fiscale (facoltativo)');
  await cf.fill(CF_WRONG_CHECK);
  await cf.blur();
  await expect(cf).toHaveAccessibleDescription(/carattere di controllo\) non corrisponde/);
  await expect(cf).toHaveAttribute('aria-invalid', 'true');
  await screenshot(page, `family-form-error-${shot}`, { viewportOnly: true });
  // Closing with what she typed asks first; she stays.
  await page.keyboard.press('Escape');
  const ask = page.getByRole('alertdialog', { name: 'Chiudere senza salvare?' });
  await ask.getByRole('button', { name: 'Continua a modificare' }).click();
  await expect(ask).toBeHidden();
  await expect(dialog.getByLabel('Nome', { exact: true })).toHaveValue('Luca');
  await cf.fill(CF_OK.toLowerCase());
  await expect(cf).toHaveAccessibleDescription('Il codice fiscale corrisponde ai dati indicati.');
  await expect(cf).not.toHaveAttribute('aria-invalid');
  if (shot === '1280') await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Aggiungi', exact: true }).click();
  await expect(dialog).toBeHidden();
  const row = card.getByRole('list', { name: 'I tuoi familiari' }).getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Luca Ferri');
  await expect(row).toContainText('Figlio');
  await expect(row).toContainText(CF_OK);
  await screenshot(page, `family-settings-${shot}`);
}

async function bookForSon(page: Page, doctorId: string, shot: string) {
  const dialog = await openBookingDialog(page, doctorId, SERVICE_NAME);
  await pickDate(dialog);
  await checkAvailability(dialog);
  const time = await pickFirstFreeTime(dialog);
  await dialog.getByRole('button', { name: 'Avanti' }).click();
  const forWhom = dialog.getByRole('radiogroup', { name: 'Per chi è la visita?' });
  await expect(forWhom.getByRole('radio', { name: 'Per me (Maria Ferri)' })).toBeChecked();
  await forWhom.getByRole('radio', { name: 'Luca Ferri · Figlio' }).check();
  await expect(dialog.getByText(/La visita è per Luca Ferri\. I dati qui sotto sono i tuoi/)).toBeVisible();
  if (shot === '360') await expectNoSeriousA11yViolations(page);
  await screenshot(page, `family-booking-for-${shot}`, { viewportOnly: true });
  await dialog.getByRole('button', { name: 'Avanti' }).click();
  const summary = dialog.locator('dl');
  await expect(summary.getByRole('definition').filter({ hasText: 'Luca Ferri (figlio)' })).toBeVisible();
  await expect(summary.getByRole('term').filter({ hasText: 'Contatto' })).toBeVisible();
  await screenshot(page, `family-booking-summary-${shot}`, { viewportOnly: true });
  await confirmBooking(page, dialog, time);
  await expect(page.getByText('Prenotazione per Luca Ferri.', { exact: false })).toBeVisible();
  await expect(dialog).toBeHidden();
}

async function doctorSeesSon(page: Page, shot: string) {
  await page.goto('/crm');
  const list = page.getByRole('list', { name: 'Elenco pazienti' });
  const son = list.getByRole('listitem').filter({ hasText: 'Luca Ferri' });
  await expect(son).toContainText('Familiare di Maria Ferri (figlio)');
  await screenshot(page, `family-crm-list-${shot}`);
  await son.getByRole('link').click();
  await expect(page.getByRole('heading', { name: 'Luca Ferri', level: 2 })).toBeVisible();
  const contact = page.getByRole('term').filter({ hasText: 'Contatto' }).locator('xpath=..');
  await expect(contact).toContainText('Maria Ferri');
  await expect(contact).toContainText("titolare dell'account");
  await expect(page.getByRole('term').filter({ hasText: 'Relazione con il titolare' }).locator('xpath=..')).toContainText('Figlio');
  await expect(page.getByText('12/03/2015')).toBeVisible();
  const history = page.getByRole('region', { name: 'Storico appuntamenti' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history).toContainText(SERVICE_NAME);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, `family-crm-detail-${shot}`);
  // The visit's details: the son is the patient, the mother the contact.
  await history.getByRole('button').first().click();
  const details = page.getByRole('dialog', { name: 'Dettagli appuntamento' });
  await expect(details.getByRole('definition').filter({ hasText: 'Luca Ferri' }).first()).toBeVisible();
  await expect(details.getByRole('definition').filter({ hasText: 'Maria Ferri' }).last()).toContainText("titolare dell'account");
  await screenshot(page, `family-doctor-details-${shot}`, { viewportOnly: true });
}

const monthLabel = (d: Date) => {
  const t = new Intl.DateTimeFormat('it-IT', { month: 'long', year: 'numeric', timeZone: 'Europe/Rome' }).format(d);
  return t.charAt(0).toUpperCase() + t.slice(1);
};

/**
 * Issue 30: the dashboard's 'Prossimi appuntamenti' (the sidebar, beside the page from 1280 px) and
 * the /appuntamenti month grid say whose the visit is, as the list does.
 */
async function motherSeesWhoseVisit(page: Page, shot: string) {
  const visits = (await (await page.request.get('/api/appointments')).json()) as { appointments: Appointment[] };
  const visit = visits.appointments.find((a) => a.personSeen.familyMemberId !== null)!;
  if (shot === '1280') {
    await page.goto('/dashboard');
    const card = page.getByRole('complementary', { name: 'Profilo e assistente' }).getByRole('listitem').filter({ hasText: SERVICE_NAME });
    await expect(card.getByText('Per Luca Ferri', { exact: true })).toBeVisible();
    await screenshot(page, `family-dashboard-upcoming-${shot}`, { viewportOnly: true });
  }
  await page.goto('/appuntamenti');
  const shown = page.getByRole('main').locator('p[aria-live="polite"]');
  await expect(shown).toHaveText(/\d{4}$/);
  if ((await shown.textContent()) !== monthLabel(new Date(visit.dateTime))) await page.getByRole('button', { name: 'Mese successivo' }).click();
  await expect(shown).toHaveText(monthLabel(new Date(visit.dateTime)));
  // Under 640 px the grid shows the start time only; the rest, the person included, is read out.
  const entry = page.getByRole('table').getByRole('button', { name: new RegExp(`${SERVICE_NAME}.*Per Luca Ferri`) });
  await expect(entry).toBeVisible();
  if (shot === '1280') await expect(entry).toContainText('Per Luca Ferri');
  await screenshot(page, `family-month-grid-${shot}`);
}

/** Her address verified through the link of her e-mail: the waiting list's offers go only to a verified address. */
async function verifyEmail(page: Page, email: string) {
  await expect.poll(() => outboxMessages('verify-email', email).length).toBeGreaterThanOrEqual(1);
  const token = /\/verifica-email\?token=([A-Za-z0-9_-]{43})/.exec(outboxMessages('verify-email', email).at(-1)!)?.[1];
  expect((await page.request.post('/api/auth/verify-email', { data: { token } })).status()).toBe(200);
}

/** Issue 30: no earlier time for her son? She joins the waiting list for him, and her list says so. */
async function joinWaitlistForSon(page: Page, doctorId: string, shot: string) {
  await page.goto(`/doctor/${doctorId}`);
  await page.getByRole('button', { name: 'Avvisami se si libera un posto prima' }).click();
  const dialog = page.getByRole('dialog', { name: 'Avvisami se si libera un posto prima' });
  const forWhom = dialog.getByRole('radiogroup', { name: 'Per chi è la visita?' });
  await expect(forWhom.getByRole('radio', { name: 'Per me (Maria Ferri)' })).toBeChecked();
  await forWhom.getByRole('radio', { name: 'Luca Ferri · Figlio' }).check();
  if (shot === '360') await expectNoSeriousA11yViolations(page);
  await screenshot(page, `family-waitlist-join-${shot}`, { viewportOnly: true });
  await dialog.getByRole('button', { name: 'Avvisami', exact: true }).click();
  await expect(page.getByText("Sei in lista d'attesa: ti avviseremo per e-mail se si libera un posto.")).toBeVisible();
  await page.goto('/appuntamenti');
  const entry = page.getByRole('region', { name: "Le tue liste d'attesa" }).getByRole('listitem').filter({ hasText: 'Dott.ssa Elena Pediatri' });
  await expect(entry.getByText('Per Luca Ferri', { exact: true })).toBeVisible();
  await screenshot(page, `family-waitlist-list-${shot}`);
}

/** The doctor (signed in on `page`) attaches a referto to the son's visit, through the API: the upload's UI is video-documents.spec.ts's. */
async function doctorAddsReferto(page: Page) {
  const res = await page.request.get('/api/crm/patients');
  const son = ((await res.json()) as CrmPatientList).patients.find((p) => p.name === 'Luca Ferri');
  const detail = (await (await page.request.get(`/api/crm/patients/${son!.clientId}`)).json()) as CrmPatientDetail;
  const visitId = detail.appointments[0]!.id;
  const upload = await page.request.post(`/api/appointments/${visitId}/documents`, {
    multipart: { title: 'Referto pediatrico', kind: 'referto', file: { name: 'referto.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
}

/** Issue 30: the mother's 'Documenti' says whose visit the referto is of. */
async function motherSeesSonsDocument(page: Page, shot: string) {
  await page.goto('/documenti');
  const visit = page.getByRole('region').filter({ hasText: 'Referto pediatrico' });
  await expect(visit.getByText('Per Luca Ferri', { exact: true })).toBeVisible();
  await expect(visit).toContainText(SERVICE_NAME);
  if (shot === '1280') await expectNoSeriousA11yViolations(page);
  await screenshot(page, `family-documents-${shot}`);
}

for (const [shot, viewport] of [
  ['1280', { width: 1280, height: 900 }],
  ['360', { width: 360, height: 780 }],
] as const) {
  test(`a mother adds her son, books his visit, and the doctor sees him in /crm with her as contact (${shot} px)`, async ({ page, playwright, baseURL }) => {
    // A ceiling for a loaded machine (two accounts, a booking, axe twice); axe runs on each screen at one width only.
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const doctorApi = await playwright.request.newContext({ baseURL });
    const doctor = await openDoctor(doctorApi);
    await doctorApi.dispose();

    const mother = await createPatient(page.request, 'Maria Ferri');
    await verifyEmail(page, mother.email);
    await addSon(page, shot);
    await bookForSon(page, doctor.id, shot);
    await motherSeesWhoseVisit(page, shot);
    await joinWaitlistForSon(page, doctor.id, shot);

    await loginThroughApi(page, doctor);
    await doctorSeesSon(page, shot);
    await doctorAddsReferto(page);

    await loginThroughApi(page, mother);
    await motherSeesSonsDocument(page, shot);
  });
}
