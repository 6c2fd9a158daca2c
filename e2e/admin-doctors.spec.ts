import { type Browser, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createDoctor, demo, expect, expectNoSeriousA11yViolations, loginThroughApi, registerDoctorThroughForm, test } from './fixtures';

// Issue 13 point 1 (ADR 0013): a newly registered doctor waits for the admin's review; approved,
// they appear in the directory with the 'Verificata' badge (her title says Dott.ssa); rejected, they read the reason and ask again.

const shots = '/tmp/shots/h1';

async function shoot(page: Page, name: string, target?: ReturnType<Page['locator']>): Promise<void> {
  mkdirSync(shots, { recursive: true });
  if (target) await target.screenshot({ path: join(shots, `${name}.png`) });
  else await page.screenshot({ path: join(shots, `${name}.png`) });
}

/** The demo admin in a browser of their own, on the doctors' review tab. */
async function adminOnReviewTab(browser: Browser, width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  await loginThroughApi(page, demo.admin);
  await page.goto('/admin?sezione=medici');
  await expect(page.getByRole('heading', { name: 'Approvazione dottori' })).toBeVisible();
  return page;
}

test.describe.configure({ timeout: 90_000 });

for (const { width, height, tag } of [
  { width: 1280, height: 900, tag: '1280' },
  { width: 360, height: 780, tag: '360' },
]) {
  test(`an admin approves a newly registered doctor, who then appears in the directory with the badge (${tag} px)`, async ({ page, browser }) => {
    await page.setViewportSize({ width, height });
    const name = `Dott.ssa Marta Verifica ${tag}`;
    const doctor = await registerDoctorThroughForm(page, name, { pending: true });

    // Pending: a calm banner says what works meanwhile; the checklist has the review step.
    const banner = page.getByRole('region', { name: 'Il tuo profilo è in attesa di verifica' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('puoi completare il profilo');
    const checklist = page.getByRole('region', { name: 'Prepara il tuo studio' });
    // The review is the platform's to do: the row says 'In attesa' and is no link (issue 24).
    const reviewRow = checklist.getByRole('listitem').filter({ hasText: 'Verifica del profilo' });
    await expect(reviewRow).toContainText('In attesa');
    await expect(reviewRow.getByRole('link')).toHaveCount(0);
    await shoot(page, `doctor-pending-${tag}`);
    await expectNoSeriousA11yViolations(page);

    // The admin finds them with licence number and sectors, and approves.
    const admin = await adminOnReviewTab(browser, width, height);
    const row = admin.getByRole('list', { name: 'In attesa' }).getByRole('listitem').filter({ hasText: doctor.email });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('54321 · Ordine di MI')).toBeVisible();
    await expect(row.getByText('Cardiologia', { exact: true }).first()).toBeVisible();
    await shoot(admin, `admin-pending-${tag}`, admin.getByRole('tabpanel'));
    await expectNoSeriousA11yViolations(admin);
    await row.getByRole('button', { name: `Approva ${name}` }).click();
    await expect(admin.getByText(`${name} è stato approvato.`)).toBeVisible();
    await expect(row).toHaveCount(0);
    await admin.getByLabel('Mostra').selectOption('approved');
    await expect(admin.getByRole('list', { name: 'Approvati' }).getByRole('listitem').filter({ hasText: doctor.email })).toHaveCount(1);
    await admin.context().close();

    // The doctor's banner is gone; the directory (seen by a patient: it never lists its viewer) shows them with the badge.
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Il tuo profilo è in attesa di verifica' })).toHaveCount(0);
    const patientContext = await browser.newContext({ viewport: { width, height } });
    const patient = await patientContext.newPage();
    await loginThroughApi(patient, demo.patient);
    await patient.goto('/dottori?q=Verifica');
    const listed = patient.getByRole('article').filter({ hasText: name });
    await expect(listed).toHaveCount(1);
    await expect(listed.getByText(/^Verificata/)).toBeVisible();
    await shoot(patient, `directory-verified-${tag}`, listed);
    await listed.getByRole('link', { name }).click();
    await expect(patient.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(patient.getByText(/^Verificata/).first()).toBeVisible();
    await shoot(patient, `profile-verified-${tag}`);
    await patientContext.close();
  });
}

test('a rejected doctor reads the reason and asks for a new review (1280 px)', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const name = 'Dott. Rocco Respinto';
  const doctor = await createDoctor(page.request, { displayName: name, pending: true });
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Il tuo profilo è in attesa di verifica' })).toBeVisible();

  const admin = await adminOnReviewTab(browser, 1280, 900);
  const row = admin.getByRole('listitem').filter({ hasText: doctor.email });
  await row.getByRole('button', { name: `Rifiuta ${name}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Rifiuta ${name}` });
  await expect(dialog).toBeVisible();
  // A reason is required.
  await dialog.getByRole('button', { name: 'Rifiuta il dottore' }).click();
  await expect(dialog.getByText('Indica il motivo del rifiuto.')).toBeVisible();
  const reason = 'Il numero di iscrizione non risulta all’albo di Torino.';
  await dialog.getByLabel('Motivo').fill(reason);
  await shoot(admin, 'admin-reject-dialog-1280');
  await expectNoSeriousA11yViolations(admin);
  await dialog.getByRole('button', { name: 'Rifiuta il dottore' }).click();
  await expect(admin.getByText(`${name} è stato rifiutato.`)).toBeVisible();
  await admin.getByLabel('Mostra').selectOption('rejected');
  await expect(admin.getByRole('listitem').filter({ hasText: doctor.email })).toContainText(reason);
  await shoot(admin, 'admin-rejected-1280', admin.getByRole('tabpanel'));
  await admin.context().close();

  await page.reload();
  const rejected = page.getByRole('region', { name: 'Il tuo profilo non è stato approvato' });
  await expect(rejected).toBeVisible();
  await expect(rejected).toContainText(reason);
  await shoot(page, 'doctor-rejected-1280');
  await expectNoSeriousA11yViolations(page);
  await rejected.getByRole('button', { name: 'Chiedi una nuova verifica' }).click();
  await expect(page.getByRole('region', { name: 'Il tuo profilo è in attesa di verifica' })).toBeVisible();
  await expect(rejected).toHaveCount(0);
});

test('the rejected banner and the review list at 360 px', async ({ page, browser }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const name = 'Dott.ssa Ada Telefono';
  const doctor = await createDoctor(page.request, { displayName: name, pending: true });
  const admin = await adminOnReviewTab(browser, 360, 780);
  const row = admin.getByRole('listitem').filter({ hasText: doctor.email });
  await shoot(admin, 'admin-pending-row-360', row);
  await row.getByRole('button', { name: `Rifiuta ${name}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Rifiuta ${name}` });
  await dialog.getByLabel('Motivo').fill('Manca la specializzazione dichiarata.');
  await shoot(admin, 'admin-reject-dialog-360');
  await dialog.getByRole('button', { name: 'Rifiuta il dottore' }).click();
  await expect(admin.getByText(`${name} è stato rifiutato.`)).toBeVisible();
  await admin.context().close();
  await page.goto('/dashboard');
  const rejected = page.getByRole('region', { name: 'Il tuo profilo non è stato approvato' });
  await expect(rejected).toContainText('Manca la specializzazione dichiarata.');
  await shoot(page, 'doctor-rejected-360');
  await expectNoSeriousA11yViolations(page);
});
