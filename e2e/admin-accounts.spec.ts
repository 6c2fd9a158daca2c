import { type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { emptyWeek } from '../packages/shared/src/domain/practice/time-slots';
import { DEFAULT_TIME_ZONE, instantOf, localDateOf } from '../packages/shared/src/domain/slots/compute-slots';
import { createDoctor, createPatient, demo, expect, expectNoSeriousA11yViolations, loginThroughApi, test } from './fixtures';

// Issue 13 points 8 and 9: the admin disables an account (its open page is signed out at the next
// request, its sign-in refused with the spec's text) and enables it again; the failed jobs tab.

const shots = '/tmp/shots/h2';

/** The open admin tab whole (the shell scrolls inside, so a full-page shot would stop at the fold), or the viewport for a dialog. */
async function shot(page: Page, name: string, tabOnly = true): Promise<void> {
  mkdirSync(shots, { recursive: true });
  if (tabOnly) await page.getByRole('tabpanel').screenshot({ path: join(shots, `${name}.png`) });
  else await page.screenshot({ path: join(shots, `${name}.png`) });
}

/** The admin's accounts tab, narrowed to one e-mail. */
async function findAccount(page: Page, email: string) {
  await page.goto('/admin?sezione=account');
  await page.getByLabel('Cerca per nome o email').fill(email);
  const row = page.getByRole('list', { name: 'Account trovati' }).getByRole('listitem').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  return row;
}

test.describe.configure({ timeout: 60_000 });

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the admin disables a patient, who is signed out and refused; re-enabled, the patient signs in', async ({ page, browser }) => {
    // The patient, signed in, with a page open in their own browser.
    const patientContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const patientPage = await patientContext.newPage();
    const patient = await createPatient(patientPage.request, 'Ilaria Fontana');
    await patientPage.goto('/dashboard');
    await expect(patientPage.getByRole('heading', { level: 1 })).toBeVisible();

    await loginThroughApi(page, demo.admin);
    const row = await findAccount(page, patient.email);
    await expect(row.getByRole('heading', { name: 'Ilaria Fontana' })).toBeVisible();
    await expect(row.getByText('Paziente', { exact: true })).toBeVisible();
    await shot(page, 'accounts-1280');
    await expectNoSeriousA11yViolations(page);

    await row.getByRole('button', { name: 'Disattiva l’account di Ilaria Fontana' }).click();
    const dialog = page.getByRole('dialog', { name: 'Disattivare l’account?' });
    await expect(dialog).toBeVisible();
    // Too short a reason is refused before anything is sent.
    await dialog.getByLabel('Motivo della disattivazione').fill('no');
    await dialog.getByRole('button', { name: 'Disattiva account' }).click();
    await expect(dialog.getByText('Indica il motivo (almeno 3 caratteri).')).toBeVisible();
    await dialog.getByLabel('Motivo della disattivazione').fill('Segnalazioni ripetute di prenotazioni false');
    await shot(page, 'disable-dialog-1280', false);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Disattiva account' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Account disattivato. Le sue sessioni sono terminate.')).toBeVisible();
    await expect(row.getByText('Disattivato', { exact: true })).toBeVisible();
    await expect(row.getByText('Segnalazioni ripetute di prenotazioni false')).toBeVisible();
    await shot(page, 'accounts-disabled-1280');

    // The patient's next request finds no session: the open page goes to /auth. Settings, whose
    // devices list the dashboard never loaded: a page answered from the query cache asks nothing.
    await patientPage.getByRole('navigation', { name: 'Navigazione principale' }).getByRole('link', { name: 'Impostazioni' }).click();
    await expect(patientPage).toHaveURL(/\/auth/);
    await patientPage.getByLabel('Email').fill(patient.email);
    await patientPage.getByLabel('Password', { exact: true }).fill(patient.password);
    await patientPage.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(patientPage.getByRole('alert').filter({ hasText: 'Questo account è stato disabilitato.' })).toBeVisible();
    await expect(patientPage).toHaveURL(/\/auth/);

    // The status filter finds it among the disabled accounts.
    await page.getByLabel('Stato').selectOption({ label: 'Disattivati' });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: 'Riattiva l’account di Ilaria Fontana' }).click();
    await expect(page.getByText('Account riattivato.')).toBeVisible();
    // No longer disabled: it leaves the filtered list.
    await expect(row).toHaveCount(0);

    await patientPage.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(patientPage).toHaveURL(/\/dashboard$/);
    await patientContext.close();
  });

  test('a contact the practice booked by phone, without an e-mail, reads "Nessuna email", never its placeholder', async ({ page, playwright, baseURL }) => {
    // Issue 30 (ADR 0036): a new doctor books, as a secretary would, for someone who phoned with a name and a number only.
    const doctorApi = await playwright.request.newContext({ baseURL });
    await createDoctor(doctorApi, { displayName: 'Dott. Sergio Telefoni' });
    const service = { id: `cardiologia_${Date.now()}`, sectorId: 'cardiologia', name: 'Visita di controllo', duration: 30, price: 80, description: '', isActive: true, customFields: [] };
    const week = emptyWeek();
    for (const day of Object.keys(week) as Array<keyof typeof week>) week[day] = { isAvailable: true, timeSlots: [{ start: '08:00', end: '20:00' }] };
    const config = await doctorApi.put('/api/practice/config', { data: { services: [service], availabilities: [{ serviceId: service.id, weeklySchedule: week }] } });
    expect(config.status(), await config.text()).toBe(200);
    const surname = `Senzamail${Date.now().toString(36)}`;
    const day = localDateOf(new Date(Date.now() + 3 * 86_400_000), DEFAULT_TIME_ZONE);
    const phone = `+39 3${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
    const booked = await doctorApi.post('/api/staff/bookings', {
      data: { serviceId: service.id, dateTime: instantOf(day, 10 * 60, DEFAULT_TIME_ZONE)!.toISOString(), patient: { kind: 'new', nome: 'Tina', cognome: surname, phone } },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    await doctorApi.dispose();

    await loginThroughApi(page, demo.admin);
    await page.goto('/admin?sezione=account');
    const search = page.getByLabel('Cerca per nome o email');
    await search.fill(surname);
    const row = page.getByRole('list', { name: 'Account trovati' }).getByRole('listitem').filter({ hasText: surname });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Nessuna email', { exact: true })).toBeVisible();
    await expect(row.getByText('Contatto dello studio', { exact: true })).toBeVisible();
    await expect(row).not.toContainText('contatti.invalid');
    await shot(page, 'accounts-contact-1280');
    await expectNoSeriousA11yViolations(page);
    // The placeholder's domain finds no one.
    await search.fill('contatti.invalid');
    await expect(page.getByText('Nessun account trovato.')).toBeVisible();
  });

  test('failed jobs: counts per status and the list (or its empty state)', async ({ page }) => {
    await loginThroughApi(page, demo.admin);
    await page.goto('/admin?sezione=lavori');
    await expect(page.getByRole('heading', { name: 'Lavori non riusciti' })).toBeVisible();
    const counts = page.getByRole('definition').first();
    await expect(counts).not.toHaveText('–');
    await expect(page.getByText('Nessun lavoro non riuscito.').or(page.getByRole('list', { name: 'Lavori non riusciti' }))).toBeVisible();
    await shot(page, 'jobs-1280');
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('the accounts and jobs tabs fit a phone', async ({ page, request }) => {
    const patient = await createPatient(request, 'Tommaso Bellini-Castelfranchi');
    await loginThroughApi(page, demo.admin);
    const row = await findAccount(page, patient.email);
    await expect(row.getByRole('button', { name: /Disattiva/ })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, 'accounts-360');
    await expectNoSeriousA11yViolations(page);

    await row.getByRole('button', { name: /Disattiva/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await shot(page, 'disable-dialog-360', false);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Annulla' }).click();

    await page.goto('/admin?sezione=lavori');
    await expect(page.getByRole('heading', { name: 'Lavori non riusciti' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await shot(page, 'jobs-360');
    await expectNoSeriousA11yViolations(page);
  });
});
