import { type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { instantOf, localDateOf, plusDays } from '../packages/shared/src/domain/dates/local-time';
import { emptyWeek } from '../packages/shared/src/domain/practice/time-slots';
import { checkAvailability, confirmBooking, openBookingDialog, pickDate, pickFirstFreeTime } from './booking-helpers';
import { type ClockServer, startClockServer } from './clock-server';
import { createDoctor, createPatient, expect, expectNoSeriousA11yViolations, type NewUser, screenshot, test as base } from './fixtures';

/**
 * Issue 29: a patient books an online visit (the service is offered both ways, so they choose
 * 'Online') and attaches a document before it; at the visit's time the room opens; after the visit
 * the doctor sees the patient's file as new and adds a report; the patient downloads the report
 * from 'Documenti'. At 1280 and 360 px.
 *
 * Time really passes: the spec runs on a server of its own whose clock it moves (TEST_CLOCK_START,
 * e2e/clock-server.ts; the shared server keeps the real clock for the other specs), and both
 * browsers' clocks are moved with it (Playwright's clock), so server and pages agree on "now".
 * The window, token and audience rules are the API tests' (video.test.ts).
 */

const SERVICE = 'Controllo cardiologico';
const REPORT = 'Referto della visita online';
const ATTACHMENT = 'Esami del sangue di ottobre';

const VIDEO_BASE_URL = 'https://meet.example.it';
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

// The smallest files their content check takes: a 1×1 PNG and a one-page PDF.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A new approved doctor whose one service, open every day 08:00–20:00, is offered in the studio and online. */
async function onlineDoctor(api: APIRequestContext, name: string): Promise<NewUser & { id: string }> {
  const doctor = await createDoctor(api, { displayName: name });
  const serviceId = `cardiologia_${Date.now()}`;
  const service = { id: serviceId, sectorId: 'cardiologia', name: SERVICE, duration: 30, price: 70, description: '', isActive: true, customFields: [], mode: 'both' };
  const week = emptyWeek();
  for (const d of Object.keys(week) as Array<keyof typeof week>) week[d] = { isAvailable: true, timeSlots: [{ start: '08:00', end: '20:00' }] };
  const saved = await api.put('/api/practice/config', { data: { services: [service], availabilities: [{ serviceId, weeklySchedule: week }] } });
  expect(saved.status(), await saved.text()).toBe(200);
  return doctor;
}

/**
 * Lets the toast saying `text` run out, so that it covers no screen being checked or photographed:
 * over an open dialog its close button cannot be pressed (the dialog is modal). The page's clock
 * jumps the toast's 5 s rather than waiting them out.
 */
async function toastGone(page: Page, text: string): Promise<void> {
  // Not by role: an open dialog hides the rest of the page from the accessibility tree, the toast included.
  // Shown first (the toaster's code may still be loading), then gone.
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await page.clock.fastForward(6_000);
  await expect(toast).toHaveCount(0, { timeout: 10_000 });
}

/** The visit in /appuntamenti's 'Prossimi' (or, once over, 'Passati') list, opened: its details dialog. */
async function openVisit(page: Page, tab: 'Prossimi' | 'Passati' = 'Prossimi'): Promise<Locator> {
  await page.goto('/appuntamenti');
  await page.getByRole('tab', { name: 'Lista' }).click();
  if (tab === 'Passati') await page.getByRole('tab', { name: 'Passati' }).click();
  await page.getByRole('tabpanel', { name: tab }).getByRole('button', { name: new RegExp(SERVICE) }).click();
  const details = page.getByRole('dialog', { name: 'Dettagli appuntamento' });
  await expect(details.getByRole('region', { name: 'Documenti' })).toBeVisible();
  return details;
}

/** The doctor checks the service's mode in 'Servizi offerti' (settings), and finds the calendar-link switch off. */
async function doctorSeesModeInEditor(page: Page, size: string): Promise<void> {
  await page.goto('/settings');
  const calendarLink = page.getByRole('switch', { name: 'Mostra il link della televisita nel calendario esterno' });
  await expect(calendarLink).not.toBeChecked();
  await calendarLink.scrollIntoViewIfNeeded();
  await screenshot(page, `video-settings-card-${size}`, { viewportOnly: true });
  await page.getByRole('button', { name: 'Servizi offerti' }).click();
  const editor = page.getByRole('dialog', { name: 'Servizi offerti' });
  await expect(editor.getByRole('combobox', { name: `Modalità di ${SERVICE}` })).toHaveValue('both');
  await expect(editor.getByText('In studio e online')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, `video-services-editor-${size}`, { viewportOnly: true });
  await page.keyboard.press('Escape');
  await expect(editor).toBeHidden();
}

/** The patient books the first day offered (tomorrow): the choice is required, 'Online' is chosen, the summary and the toast say so. */
async function patientBooksOnline(page: Page, doctorId: string, size: string): Promise<void> {
  await page.goto(`/doctor/${doctorId}`);
  const services = page.getByRole('region', { name: 'Servizi disponibili' });
  await expect(services.getByText('In studio e online')).toBeVisible();
  await services.scrollIntoViewIfNeeded();
  await screenshot(page, `video-profile-services-${size}`, { viewportOnly: true });
  const dialog = await openBookingDialog(page, doctorId, SERVICE);
  await pickDate(dialog);
  await checkAvailability(dialog);
  const time = await pickFirstFreeTime(dialog);
  await dialog.getByRole('button', { name: 'Avanti' }).click();
  await expect(dialog.getByRole('radiogroup', { name: /Come vuoi fare la visita\?/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Avanti' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Scegli se fare la visita in studio oppure online.');
  await dialog.getByRole('radio', { name: /^Online/ }).check();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, `video-booking-choice-${size}`, { viewportOnly: true });
  await dialog.getByRole('button', { name: 'Avanti' }).click();
  await expect(dialog.getByRole('heading', { name: 'Riepilogo' })).toBeVisible();
  await expect(dialog.getByText('Televisita', { exact: true })).toBeVisible();
  await screenshot(page, `video-booking-summary-${size}`, { viewportOnly: true });
  await confirmBooking(page, dialog, time);
  await expect(page.getByText(/Televisita: entri dai dettagli dell’appuntamento/)).toBeVisible();
  await toastGone(page, 'Prenotazione confermata!');
}

/**
 * The patient's details: the room not open yet (when it opens said), an attachment added; closing
 * the upload dialog with a title typed asks first and keeps it.
 */
async function patientAttaches(page: Page, size: string): Promise<string> {
  const details = await openVisit(page);
  await expect(details.getByText('Televisita', { exact: true })).toBeVisible();
  await expect(details.getByRole('button', { name: 'Entra nella televisita' })).toBeDisabled();
  await expect(details.getByText(/^La televisita si apre .+ alle \d\d:\d\d\.$/)).toBeVisible();

  await details.getByRole('button', { name: 'Aggiungi documento' }).click();
  const upload = page.getByRole('dialog', { name: 'Aggiungi un documento' });
  await upload.getByLabel('Titolo').fill(ATTACHMENT);
  await page.keyboard.press('Escape');
  const asking = page.getByRole('alertdialog', { name: 'Modifiche non salvate' });
  await asking.getByRole('button', { name: 'Resta e salva' }).click();
  await expect(upload.getByLabel('Titolo')).toHaveValue(ATTACHMENT);
  await expect(upload.getByLabel('Titolo')).toBeFocused();
  await upload.getByLabel('File').setInputFiles({ name: 'esami.png', mimeType: 'image/png', buffer: PNG });
  await expectNoSeriousA11yViolations(page);
  await upload.getByRole('button', { name: 'Carica documento' }).click();
  await expect(upload).toBeHidden();
  await toastGone(page, 'Documento caricato.');
  // Focus is back on the opener (issue 24), in the details still open.
  await expect(details.getByRole('button', { name: 'Aggiungi documento' })).toBeFocused();
  await expect(details.getByRole('listitem').filter({ hasText: ATTACHMENT })).toContainText('Caricato da te');
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, `video-details-patient-${size}`, { viewportOnly: true });
  await page.keyboard.press('Escape');

  const mine = await page.request.get('/api/documents');
  expect(mine.status()).toBe(200);
  return ((await mine.json()) as { documents: Array<{ appointmentId: string }> }).documents[0]!.appointmentId;
}

/** The room's window as the server tells the visit's patient. */
async function roomWindow(api: APIRequestContext, appointmentId: string): Promise<{ opensAt: Date; closesAt: Date }> {
  const res = await api.get(`/api/appointments/${appointmentId}/video`);
  expect(res.status(), await res.text()).toBe(200);
  const room = (await res.json()) as { opensAt: string; closesAt: string };
  return { opensAt: new Date(room.opensAt), closesAt: new Date(room.closesAt) };
}

/** /televisita/:id: not open yet, when it opens said. */
async function patientOnTelevisitPageEarly(page: Page, appointmentId: string, size: string): Promise<void> {
  await page.goto(`/televisita/${appointmentId}`);
  await expect(page.getByRole('heading', { name: 'Televisita', level: 1 })).toBeVisible();
  await expect(page.getByText(`${SERVICE} con Dott.ssa Marta Video`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Entra nella televisita' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, `video-televisit-not-yet-${size}`);
}

/** /televisita/:id at the visit's time: the link to the room, in a new tab. */
async function patientEntersRoom(page: Page, appointmentId: string, size: string): Promise<void> {
  await page.goto(`/televisita/${appointmentId}`);
  const enter = page.getByRole('link', { name: 'Entra nella televisita (si apre in una nuova scheda)' });
  // The appointment's own room on the server's Jitsi (VIDEO_BASE_URL): an HMAC, not a guessable name.
  await expect(enter).toHaveAttribute('href', /^https:\/\/meet\.example\.it\/sanity[0-9a-f]{32}$/);
  await expect(enter).toHaveAttribute('target', '_blank');
  await expect(enter).toHaveAttribute('rel', 'noopener noreferrer');
  await screenshot(page, `video-televisit-open-${size}`);
}

/** The doctor: the patient's file is new until opened; a report is added; /crm lists both. */
async function doctorAddsReport(page: Page, patient: NewUser, size: string): Promise<void> {
  const details = await openVisit(page, 'Passati');
  const attachment = details.getByRole('listitem').filter({ hasText: ATTACHMENT });
  await expect(attachment).toContainText('Documento del paziente');
  await expect(attachment.getByText('Nuovo', { exact: true })).toBeVisible();
  const download = page.waitForEvent('download');
  await attachment.getByRole('link', { name: /^Scarica / }).click();
  expect((await download).suggestedFilename()).toMatch(/\.png$/);
  await expect(attachment.getByText('Nuovo', { exact: true })).toBeHidden();

  await details.getByRole('button', { name: 'Aggiungi documento' }).click();
  const upload = page.getByRole('dialog', { name: 'Aggiungi un documento' });
  await upload.getByLabel('Tipo di documento').selectOption({ label: 'Referto' });
  await upload.getByLabel('Titolo').fill(REPORT);
  await upload.getByLabel('File').setInputFiles({ name: 'referto.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, `video-upload-doctor-${size}`, { viewportOnly: true });
  await upload.getByRole('button', { name: 'Carica documento' }).click();
  await expect(upload).toBeHidden();
  await toastGone(page, 'Documento caricato.');
  await expect(details.getByRole('listitem').filter({ hasText: REPORT })).toContainText('Referto');
  await screenshot(page, `video-details-doctor-${size}`, { viewportOnly: true });
  await page.keyboard.press('Escape');

  await page.goto('/crm');
  await page.getByRole('link', { name: new RegExp(patient.displayName) }).click();
  const history = page.locator('section[aria-labelledby="crm-history"]');
  const documents = history.getByRole('region', { name: 'Documenti' });
  await expect(documents.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByText('Televisita', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, `video-crm-${size}`);
}

/** The patient downloads the report from 'Documenti', reached from the navigation. */
async function patientDownloadsReport(page: Page, size: string): Promise<void> {
  await page.goto('/dashboard');
  const nav = size === '360' ? page.getByRole('navigation', { name: 'Navigazione rapida' }) : page.getByRole('navigation', { name: 'Navigazione principale' });
  await nav.getByRole('link', { name: 'Documenti' }).click();
  await expect(page).toHaveURL(/\/documenti$/);
  const visit = page.getByRole('region', { name: /^Visita del .+ · Dott\.ssa Marta Video$/ });
  await expect(visit.getByRole('listitem')).toHaveCount(2);
  const report = visit.getByRole('listitem').filter({ hasText: REPORT });
  await expect(report).toContainText('Referto');
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, `video-documents-page-${size}`);
  const link = report.getByRole('link', { name: `Scarica ${REPORT}` });
  const download = page.waitForEvent('download');
  await link.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('referto.pdf');
  expect(readFileSync(await file.path())).toEqual(PDF);
  // What the link serves: a PDF, as an attachment under the doctor's file name.
  const served = await page.request.get((await link.getAttribute('href')) ?? '');
  expect(served.headers()['content-type']).toBe('application/pdf');
  expect(served.headers()['content-disposition']).toMatch(/^attachment; filename="referto\.pdf"/);
}

/**
 * 07:00 (Rome) of the first day after `after` whose next day, the first one the booking calendar
 * offers (never today), is in the same month: the calendar opens on this month.
 */
function morningBefore(after: Date): Date {
  let day = plusDays(localDateOf(after), 1);
  while (plusDays(day, 1).slice(0, 7) !== day.slice(0, 7)) day = plusDays(day, 1);
  return instantOf(day, 7 * 60)!;
}

/** Moves the server's clock and both browsers' to `at`. */
async function moveClocks(server: ClockServer, api: APIRequestContext, contexts: BrowserContext[], at: Date): Promise<void> {
  await server.setNow(api, at);
  for (const context of contexts) await context.clock.setSystemTime(at);
}

async function journey(browser: Browser, server: ClockServer, size: '1280' | '360'): Promise<void> {
  const viewport = size === '360' ? PHONE : DESKTOP;
  const options = { baseURL: server.baseURL, viewport, locale: 'it-IT', timezoneId: 'Europe/Rome' };
  const patientContext = await browser.newContext(options);
  const doctorContext = await browser.newContext(options);
  const contexts = [patientContext, doctorContext];
  try {
    const page = await patientContext.newPage();
    const doctorPage = await doctorContext.newPage();
    // The morning before the visit, on the server and in both browsers.
    const morning = morningBefore(await server.now(page.request));
    await server.setNow(page.request, morning);
    for (const context of contexts) await context.clock.install({ time: morning });

    const doctor = await onlineDoctor(doctorPage.request, 'Dott.ssa Marta Video');
    const patient = await createPatient(page.request, size === '360' ? 'Irene Telefono' : 'Irene Schermo');

    await doctorSeesModeInEditor(doctorPage, size);
    await patientBooksOnline(page, doctor.id, size);
    const appointmentId = await patientAttaches(page, size);
    await patientOnTelevisitPageEarly(page, appointmentId, size);

    // The visit's time: its room opens (15 minutes before the start).
    const room = await roomWindow(page.request, appointmentId);
    await moveClocks(server, page.request, contexts, new Date(room.opensAt.getTime() + 60_000));
    await patientEntersRoom(page, appointmentId, size);

    // After the visit (the room closes 60 minutes after the start, well after its 30 minutes): the report.
    await moveClocks(server, page.request, contexts, new Date(room.closesAt.getTime() + 60_000));
    await doctorAddsReport(doctorPage, patient, size);
    await patientDownloadsReport(page, size);
  } finally {
    for (const context of contexts) await context.close();
  }
}

/**
 * The clock server, one per worker: both journeys run in one worker, one after the other (the
 * second starts the morning after the first one's visit).
 */
const test = base.extend<object, { clockServer: ClockServer }>({
  clockServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; it has none.
    async ({}, use) => {
      const server = await startClockServer(new Date(), { VIDEO_BASE_URL });
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});
test.describe.configure({ mode: 'default' });

// One journey of two people through eight screens: over a minute on a loaded machine.
const JOURNEY_TIMEOUT_MS = 180_000;

test('1280: an online visit booked, the room open at its time, the report added after it and downloaded from Documenti', async ({ browser, clockServer }) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  await journey(browser, clockServer, '1280');
});

test('360: the same on a phone', async ({ browser, clockServer }) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  await journey(browser, clockServer, '360');
});
