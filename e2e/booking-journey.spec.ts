import type { Page } from '@playwright/test';
import { answerCardiologyQuestions, bookFirstFreeSlot, checkAvailability, openBookingDialog, pickDate, timeSlot } from './booking-helpers';
import { createPatient, demo, demoUserId, expect, loginThroughApi, screenshot, test } from './fixtures';
import { outboxMessages } from './outbox';

/**
 * The booking issue's whole journey: a new patient books through the dialog, finds the visit in
 * the sidebar and on /appuntamenti, the confirmation with its invitation is in the outbox, the
 * doctor sees it in the calendar and the patient in /crm, and nobody else can take that time.
 */

const MONTHS = ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'];

/** 'Gennaio 2027' of a dialog day label such as 'lunedì 4 gennaio 2027'. */
function monthHeading(dateLabel: string): string {
  const [, month, year] = /\d+ (\p{L}+) (\d{4})$/u.exec(dateLabel) ?? [];
  expect(MONTHS).toContain(month);
  return `${month!.charAt(0).toUpperCase()}${month!.slice(1)} ${year}`;
}

async function showMonth(page: Page, heading: string): Promise<void> {
  const shown = page.getByRole('main').locator('p[aria-live="polite"]');
  await expect(shown).toHaveText(/\d{4}$/);
  for (let i = 0; i < 3 && (await shown.textContent()) !== heading; i += 1) {
    const before = (await shown.textContent()) ?? '';
    await page.getByRole('button', { name: 'Mese successivo' }).click();
    await expect(shown).not.toHaveText(before);
  }
  await expect(shown).toHaveText(heading);
}

/** The .eml files of the outbox sent to `email`, of one kind (the X-Sanity-Notification header). */
function mailsTo(email: string, kind: string): string[] {
  return outboxMessages(kind, email, { raw: true });
}

/**
 * Follows the verification link of the registration e-mail: booking e-mails go only to a verified
 * address (ADR 0012). The raw .eml may be quoted-printable ('=3D', soft line breaks).
 */
async function verifyEmailOf(page: Page, email: string): Promise<void> {
  await expect.poll(() => mailsTo(email, 'verify-email').length).toBeGreaterThanOrEqual(1);
  const raw = mailsTo(email, 'verify-email').at(-1)!.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const token = /\/verifica-email\?token=([A-Za-z0-9_-]{43})/.exec(raw)?.[1];
  expect(token).toBeTruthy();
  const response = await page.request.post('/api/auth/verify-email', { data: { token } });
  expect(response.status()).toBe(200);
}

test('a new patient books through the dialog; both sides see it, the invitation is in the outbox, the time is gone', async ({ page, browser, playwright, baseURL }) => {
  test.slow();
  const marco = await demoUserId(playwright, baseURL, demo.doctor);
  const patient = await createPatient(page.request, 'Elena Marchetti');
  await verifyEmailOf(page, patient.email);

  const { dateLabel, time } = await bookFirstFreeSlot(page, { doctorId: marco, serviceName: 'Visita cardiologica', answer: answerCardiologyQuestions, notes: 'Affanno sotto sforzo' });

  // Sidebar: the next appointment, and its details.
  await page.goto('/dashboard');
  const sidebar = page.getByRole('complementary', { name: 'Profilo e assistente' });
  const card = sidebar.getByRole('button', { name: /Visita cardiologica/ });
  await expect(card).toBeVisible();
  await card.click();
  const details = page.getByRole('dialog', { name: 'Dettagli appuntamento' });
  await expect(details.getByText(dateLabel, { exact: false })).toBeVisible();
  await expect(details.getByText(new RegExp(`^${time} - `))).toBeVisible();
  await expect(details.getByRole('link', { name: /Marco Bianchi/ })).toHaveAttribute('href', `/doctor/${marco}`);
  await details.getByRole('button', { name: 'Chiudi', exact: true }).click();

  // /appuntamenti, list view of the booking's month.
  await page.goto('/appuntamenti');
  await showMonth(page, monthHeading(dateLabel));
  await page.getByRole('tab', { name: 'Lista' }).click();
  await expect(page.getByRole('tabpanel').getByRole('button', { name: /Visita cardiologica/ })).toBeVisible();
  await screenshot(page, 'journey-patient-list');

  // The confirmation e-mail with its calendar invitation, in Rome time.
  await expect.poll(() => mailsTo(patient.email, 'booked-patient').length).toBeGreaterThanOrEqual(1);
  const mail = mailsTo(patient.email, 'booked-patient')[0]!;
  expect(mail).toMatch(/^Subject: .+/m);
  expect(mail).toContain('invito.ics');
  expect(mail).toContain(time);
  const ics = mail.match(/Content-Type: text\/calendar[\s\S]*?\r?\n\r?\n([\s\S]*?)\r?\n--/)?.[1] ?? '';
  const decoded = /^[A-Za-z0-9+/=\r\n]+$/.test(ics.trim()) ? Buffer.from(ics, 'base64').toString('utf8') : ics;
  expect(decoded).toContain('BEGIN:VEVENT');
  expect(decoded).toMatch(new RegExp(`DTSTART;TZID=Europe/Rome:\\d{8}T${time.replace(':', '')}00`));

  // The doctor: the visit in the calendar's list and the new patient in /crm with the history.
  const doctorContext = await browser.newContext({ baseURL });
  const doctorPage = await doctorContext.newPage();
  await loginThroughApi(doctorPage, demo.doctor);
  await doctorPage.goto('/appuntamenti');
  await showMonth(doctorPage, monthHeading(dateLabel));
  await doctorPage.getByRole('tab', { name: 'Lista' }).click();
  await expect(doctorPage.getByRole('tabpanel').getByRole('button', { name: /Elena Marchetti/ }).first()).toBeVisible();
  await doctorPage.goto('/crm');
  const row = doctorPage.getByRole('main').getByText('Elena Marchetti').first();
  await expect(row).toBeVisible();
  await row.click();
  await expect(doctorPage.getByText(patient.email).first()).toBeVisible();
  await expect(doctorPage.getByText('1 appuntamento').first()).toBeVisible();
  await screenshot(doctorPage, 'journey-doctor-crm');
  await doctorContext.close();

  // Another patient finds that time occupied.
  const otherContext = await browser.newContext({ baseURL });
  const other = await otherContext.newPage();
  await createPatient(other.request, 'Marco Ferri');
  const dialog = await openBookingDialog(other, marco, 'Visita cardiologica');
  await pickDate(dialog, dateLabel);
  await checkAvailability(dialog);
  await expect(timeSlot(dialog, time)).toBeDisabled();
  await otherContext.close();
});
