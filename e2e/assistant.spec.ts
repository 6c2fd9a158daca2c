import { mkdirSync } from 'node:fs';
import { type Locator, type Page } from '@playwright/test';
import { answerCardiologyQuestions, bookFirstFreeSlot } from './booking-helpers';
import { createDoctor, createPatient, demo, demoUserId, expect, expectNoSeriousA11yViolations, loginThroughForm, screenshot, test } from './fixtures';

const GREETING = /Ciao, sono Igea, l’assistente di Sanity\./;
const shotsDir = '/tmp/shots/web';

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: `${shotsDir}/${name}.png` });
  await screenshot(page, name, { viewportOnly: true });
}

/** Igea's block (a region named after her) inside `scope`. */
const chatBlock = (scope: Page | Locator) => scope.getByRole('region', { name: 'Igea', exact: true });
const chatLog = (block: Locator) => block.getByRole('log', { name: 'Conversazione con Igea' });

/** Sends with Enter, as a person would, and waits for Igea's answer to arrive. */
async function ask(block: Locator, question: string): Promise<void> {
  const field = block.getByRole('textbox', { name: 'Messaggio per Igea' });
  await field.fill(question);
  await field.press('Enter');
  await expect(field).toHaveValue('');
  await expect(chatLog(block).getByText(question, { exact: true })).toBeVisible();
  await expect(chatLog(block).getByText('Igea sta scrivendo...')).toBeHidden({ timeout: 15_000 });
  await expect(field).not.toHaveAttribute('readonly');
}

test('a patient asks Igea about the next visit and a dermatologist; the conversation survives a reload and can be cleared', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 800 });
  const marco = await demoUserId(playwright, baseURL, demo.doctor);
  await createPatient(page.request, 'Giulia Serra');
  const { dateLabel, time } = await bookFirstFreeSlot(page, { doctorId: marco, serviceName: 'Visita cardiologica', answer: answerCardiologyQuestions });

  await page.goto('/dashboard');
  const block = chatBlock(page.getByRole('complementary'));
  const log = chatLog(block);
  await expect(log.getByText(GREETING)).toBeVisible();
  // Collapsed: no field (spec §2); expanded: the field with the spec's placeholder.
  await expect(block.getByRole('textbox')).toHaveCount(0);
  await block.getByRole('button', { name: 'Espandi' }).click();
  const field = block.getByRole('textbox', { name: 'Messaggio per Igea' });
  await expect(field).toHaveAttribute('placeholder', 'Scrivi un messaggio...');

  // Shift+Enter starts a new line and sends nothing; an empty message is not sent either.
  await field.fill('Quando è il mio');
  await field.press('Shift+Enter');
  await field.pressSequentially('prossimo appuntamento?');
  await expect(field).toHaveValue('Quando è il mio\nprossimo appuntamento?');
  await expect(log.getByRole('listitem')).toHaveCount(1);
  await field.fill('   ');
  await field.press('Enter');
  await expect(log.getByRole('listitem')).toHaveCount(1);
  await expect(block.getByRole('button', { name: 'Invia messaggio' })).toBeDisabled();
  // Near the limit a counter appears; the field takes no more than the limit.
  await field.fill('a'.repeat(950));
  await expect(block.getByText('950/1000 caratteri')).toBeVisible();
  await expect(field).toHaveAttribute('maxlength', '1000');
  await field.fill('');

  await ask(block, 'Quando è il mio prossimo appuntamento?');
  await expect(log.getByText(`Il tuo prossimo appuntamento è ${dateLabel} alle ${time} con Dott. Marco Bianchi`)).toBeVisible();
  await expect(log.getByRole('link', { name: /I miei appuntamenti/ })).toHaveAttribute('href', '/appuntamenti');

  await ask(block, 'Cerco un dermatologo');
  const doctorLink = log.getByRole('list', { name: 'Fonti' }).last().getByRole('link').first();
  await expect(doctorLink).toHaveAttribute('href', /^\/doctor\/[^/]+$/);
  await shot(page, 'assistant-desktop-1280');
  await expectNoSeriousA11yViolations(page);

  // An emergency is answered with 112 first, highlighted and announced.
  await ask(block, 'Ho un forte dolore al petto che va al braccio sinistro');
  const alert = log.getByRole('alert');
  await expect(alert).toHaveCount(1);
  await expect(alert).toContainText('112');
  await expect(alert).toContainText('Possibile emergenza');
  await shot(page, 'assistant-emergency-1280');

  const href = await doctorLink.getAttribute('href');
  await doctorLink.click();
  await expect(page).toHaveURL(new RegExp(`${href ?? ''}$`));

  // After a reload the stored conversation is there, context included.
  await page.goto('/dashboard');
  await page.reload();
  await expect(log.getByText('Quando è il mio prossimo appuntamento?', { exact: true })).toBeVisible();
  await expect(log.getByText('Cerco un dermatologo', { exact: true })).toBeVisible();
  await expect(log.getByText(GREETING)).toHaveCount(0);

  // Clearing asks first, then leaves only the greeting, also after a reload.
  await block.getByRole('button', { name: 'Espandi' }).click();
  await block.getByRole('button', { name: 'Cancella conversazione' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancella conversazione' });
  await expect(confirm).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Cancella', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(log.getByText(GREETING)).toBeVisible();
  await expect(log.getByRole('listitem')).toHaveCount(1);
  await page.reload();
  await expect(log.getByText(GREETING)).toBeVisible();
  await expect(log.getByText('Cerco un dermatologo', { exact: true })).toHaveCount(0);
});

test('on a 360 px phone a patient opens Igea from the top bar and follows a doctor link', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await createPatient(page.request, 'Marta Longo');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shot(page, 'assistant-phone-360-top-bar');

  await page.getByRole('button', { name: 'Apri Igea' }).click();
  // Her own screen (issue 24): the whole phone, the field ready to type, the log filling the height.
  const sheet = page.getByRole('dialog', { name: 'Igea' });
  await expect(sheet).toBeVisible();
  const field = sheet.getByRole('textbox', { name: 'Messaggio per Igea' });
  await expect(field).toBeFocused();
  await expect(sheet.getByRole('button', { name: 'Comprimi' })).toHaveCount(0);
  expect((await sheet.boundingBox())?.width).toBeCloseTo(360, 0);
  expect((await chatLog(sheet).boundingBox())?.height).toBeGreaterThan(400);
  await expect(chatLog(sheet).getByText(GREETING)).toBeVisible();

  await ask(sheet, 'Cerco un dermatologo');
  const doctorLink = chatLog(sheet).getByRole('list', { name: 'Fonti' }).last().getByRole('link').first();
  await expect(doctorLink).toBeVisible();
  // Nothing of the block runs past the sheet's width.
  const overflow = await sheet.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, 'assistant-phone-360');
  await expectNoSeriousA11yViolations(page);

  await doctorLink.click();
  await expect(page).toHaveURL(/\/doctor\/[^/]+$/);
  await expect(sheet).toBeHidden();
});

test('on a 360 px phone the demo patient describes stroke signs in a relative calmly and gets the emergency alert with 112, not a booking', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await loginThroughForm(page, demo.patient);
  await page.getByRole('button', { name: 'Apri Igea' }).click();
  const sheet = page.getByRole('dialog', { name: 'Igea' });
  await expect(sheet.getByRole('textbox', { name: 'Messaggio per Igea' })).toBeFocused();

  // No alarm word and a question about waiting: the meaning (a sudden weak arm and confused speech)
  // is a possible stroke, answered with 112 first and no visit to book.
  await ask(sheet, 'buongiorno, da stamattina mia mamma non muove bene il braccio destro e parla un po\' confusa, può aspettare lunedì?');
  const alert = chatLog(sheet).getByRole('alert');
  await expect(alert).toHaveCount(1);
  await expect(alert).toContainText('Possibile emergenza');
  await expect(alert).toContainText('112');
  await expect(alert).not.toContainText('prima disponibilità');
  // The whole alert shows on the 360 px screen, not cut at its edges.
  await expect(alert).toBeInViewport({ ratio: 1 });
  // Nothing of the alert runs past the sheet's width.
  const overflow = await sheet.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: '/tmp/igea-stroke-360.png' });
  await shot(page, 'assistant-phone-360-stroke');
});

test('on a 360 px phone a doctor opens Igea from the floating button', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await createDoctor(page.request, { displayName: 'Dott. Luca Neri', sectors: ['cardiologia'] });
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Apri Igea' }).click();
  const sheet = page.getByRole('dialog', { name: 'Igea' });
  await expect(sheet.getByRole('textbox', { name: 'Messaggio per Igea' })).toBeFocused();
  await shot(page, 'assistant-doctor-phone-360');
  // Closing her screen gives the focus back to the floating button that opened it.
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('button', { name: 'Apri Igea' })).toBeFocused();
});

test('when Igea cannot answer, the spec failure bubble appears, and a message about an emergency still gets 112', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await createPatient(page.request, 'Paola Riva');
  await page.route('**/api/chat/messages', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { code: 'unavailable', message: 'x' } }) }));
  await page.goto('/dashboard');
  const block = chatBlock(page.getByRole('complementary'));
  await block.getByRole('button', { name: 'Espandi' }).click();
  const log = chatLog(block);

  await ask(block, 'Come prenoto una visita?');
  await expect(log.getByText('Mi dispiace, al momento non riesco a rispondere. Riprova tra poco.')).toBeVisible();

  await ask(block, 'Mio padre non respira più');
  const alert = block.getByRole('alert');
  await expect(alert).toContainText('112');
  await expect(alert).toContainText('Possibile emergenza');
});
