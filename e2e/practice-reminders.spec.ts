import { createDoctor, expect, expectNoSeriousA11yViolations, screenshot, test } from './fixtures';

/**
 * Issue 26 item 1 and 5, the doctor's side: 'Promemoria ai pazienti' in settings (/settings#promemoria).
 * A new doctor follows the platform's set (48 and 2 hours before), chooses their own (1 week, 2
 * days, 1 hour: a fourth box cannot be ticked) with the morning agenda, finds it after a reload,
 * then at 360 px goes back to the platform's set.
 */
test("a doctor chooses their own reminders and the morning agenda, finds them after a reload, and goes back to the platform's", async ({ page }) => {
  await createDoctor(page.request, { displayName: 'Dott.ssa Chiara Fontana' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/settings#promemoria');
  const card = page.locator('#promemoria');
  const platform = card.getByRole('radio', { name: 'Usa le impostazioni della piattaforma (2 giorni prima, 2 ore prima)' });
  const own = card.getByRole('radio', { name: 'Scegli tu quando (fino a tre promemoria)' });
  const box = (name: string) => card.getByRole('checkbox', { name, exact: true });
  const agenda = card.getByRole('switch', { name: 'La mia agenda del giorno via e-mail' });
  await expect(platform).toBeChecked();
  await expect(agenda).not.toBeChecked();
  await expect(box('2 giorni prima')).toHaveCount(0);

  // Their own set starts from the platform's; with three ticked the others wait.
  await own.check();
  await expect(box('2 giorni prima')).toBeChecked();
  await expect(box('2 ore prima')).toBeChecked();
  await box('1 settimana prima').click();
  await expect(box('1 ora prima')).toBeDisabled();
  await box('2 ore prima').click();
  await box('1 ora prima').click();
  await agenda.click();
  await card.getByRole('button', { name: 'Salva i promemoria' }).click();
  await expect(page.getByText('Promemoria salvati.')).toBeVisible();
  expect(await (await page.request.get('/api/schedule/reminders')).json()).toEqual({ leadMinutes: [10080, 2880, 60], agendaEmail: true, platformLeadMinutes: [2880, 120] });
  await expectNoSeriousA11yViolations(page);
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, 'practice-reminders-own-1280', { viewportOnly: true });

  await page.reload();
  await expect(own).toBeChecked();
  for (const lead of ['1 settimana prima', '2 giorni prima', '1 ora prima']) await expect(box(lead)).toBeChecked();
  await expect(box('2 ore prima')).not.toBeChecked();
  await expect(box('3 giorni prima')).toBeDisabled();
  await expect(agenda).toBeChecked();

  await page.setViewportSize({ width: 360, height: 740 });
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, 'practice-reminders-own-360', { viewportOnly: true });
  await expectNoSeriousA11yViolations(page);
  await platform.check();
  await expect(box('1 settimana prima')).toHaveCount(0);
  await card.getByRole('button', { name: 'Salva i promemoria' }).click();
  await expect(page.getByText('Promemoria salvati.')).toBeVisible();
  await page.reload();
  await expect(platform).toBeChecked();
  await expect(agenda).toBeChecked();
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, 'practice-reminders-platform-360', { viewportOnly: true });
});
