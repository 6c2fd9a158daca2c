import type { Page } from '@playwright/test';
import { createPatient, demo, expect, expectNoSeriousA11yViolations, loginThroughApi, screenshot, test } from './fixtures';
import { outboxMessages } from './outbox';

/**
 * Issue 26 (S): a patient turns SMS reminders on in Settings → 'Notifiche' by verifying their
 * mobile (the code read from the .sms.txt the server writes to its outbox without a provider), and
 * the opt-out page of a reminder's link.
 */

/** The six-digit code of the newest code SMS to `e164`, once the server's job has written it. */
function codeSentTo(e164: string): string | null {
  const texts = outboxMessages('phone-code-sms', e164, { ext: '.sms.txt' });
  return /è (\d{6})\./.exec(texts.at(-1) ?? '')?.[1] ?? null;
}

/** A mobile number of this run alone: the outbox is shared by the whole suite. */
function uniqueMobile() {
  const digits = String(Date.now() % 10_000_000).padStart(7, '0');
  return { typed: `347 ${digits.slice(0, 3)} ${digits.slice(3)}`, e164: `+39347${digits}`, shown: `+39 347 ${digits.slice(0, 3)} ${digits.slice(3)}` };
}

async function verifyMobile(page: Page, width: number) {
  const mobile = uniqueMobile();
  await page.goto('/settings#notifiche');
  const section = page.getByRole('region', { name: 'Notifiche' });
  await expect(section.getByRole('switch', { name: 'Promemoria via e-mail' })).toBeChecked();
  const sms = section.getByRole('switch', { name: 'Promemoria via SMS' });
  await expect(sms).toBeDisabled();

  // A landline is refused in the form, in the server's words.
  await section.getByLabel('Cellulare').fill('02 1234 5678');
  await section.getByRole('button', { name: 'Invia il codice' }).click();
  await expect(section.getByText('Questo numero non può ricevere SMS: inserisci un cellulare.')).toBeVisible();

  await section.getByLabel('Cellulare').fill(mobile.typed);
  await section.getByRole('button', { name: 'Invia il codice' }).click();
  await expect(section.getByText(`Ti abbiamo inviato un codice di 6 cifre al ${mobile.shown}.`)).toBeVisible();
  await expect.poll(() => codeSentTo(mobile.e164), { timeout: 15_000 }).not.toBeNull();
  await screenshot(page, `notifications-code-${width}`);
  await section.getByLabel('Codice ricevuto via SMS').fill(codeSentTo(mobile.e164)!);
  await section.getByRole('button', { name: 'Verifica' }).click();

  await expect(section.getByText(`Verificato: ${mobile.shown}`)).toBeVisible();
  await expect(sms).toBeEnabled();
  await expect(sms).toBeChecked();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Notifiche' }).getByRole('switch', { name: 'Promemoria via SMS' })).toBeChecked();
  await screenshot(page, `notifications-verified-${width}`);
  await expectNoSeriousA11yViolations(page);
}

test('a patient turns SMS reminders on by verifying their mobile (1280 px)', async ({ page }) => {
  await createPatient(page.request, 'Chiara Galli');
  await verifyMobile(page, 1280);
});

test('a patient turns SMS reminders on by verifying their mobile (360 px)', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await createPatient(page.request, 'Marco Sala');
  await verifyMobile(page, 360);
});

test('the opt-out page: an unknown link says so in Italian; a real one shows what goes off and switches it off with a POST', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/notifiche/disattiva?token=link-inventato-1234567890&canale=sms');
  await expect(page.getByRole('heading', { name: 'Disattiva i promemoria' })).toBeVisible();
  await expect(page.getByText('Questo link non è valido o non è più attivo.')).toBeVisible();
  await screenshot(page, 'opt-out-unknown-360');

  // A real link's secret leaves the server only inside a reminder (the reminder jobs): the API's
  // answers are stood in for here, and the POST the button sends is checked. The API itself is
  // tested in preferences.test.ts.
  const posted: unknown[] = [];
  await page.route('**/api/notifications/opt-out**', async (route) => {
    if (route.request().method() === 'POST') {
      posted.push(route.request().postDataJSON());
      return route.fulfill({ json: { channel: 'sms', active: false, maskedPhone: '+39 ••• ••• •567' } });
    }
    return route.fulfill({ json: { channel: 'sms', active: true, maskedPhone: '+39 ••• ••• •567' } });
  });
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 740 });
    await page.goto('/notifiche/disattiva?token=segreto-del-link&canale=sms');
    await expect(page.getByText('Vuoi smettere di ricevere i promemoria degli appuntamenti via SMS al numero +39 ••• ••• •567?')).toBeVisible();
    await screenshot(page, `opt-out-question-${width}`);
  }
  await expectNoSeriousA11yViolations(page);
  expect(posted).toEqual([]);
  await page.getByRole('button', { name: 'Disattiva' }).click();
  await expect(page.getByRole('status')).toHaveText('Fatto: non riceverai più i promemoria degli appuntamenti via SMS al numero +39 ••• ••• •567. Puoi riattivarli da Impostazioni → Notifiche.');
  expect(posted).toEqual([{ token: 'segreto-del-link', canale: 'sms' }]);
  await screenshot(page, 'opt-out-done-360');
});

test('the admin sets the daily SMS cap per practice and sees today\'s count', async ({ page }) => {
  await loginThroughApi(page, demo.admin);
  const cap = () => page.getByLabel('SMS al giorno per studio');
  try {
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/admin?sezione=notifiche');
      await cap().fill('-1');
      await page.getByRole('button', { name: 'Salva' }).click();
      await expect(page.getByText('Indica un numero intero tra 0 e 100000.')).toBeVisible();
      await cap().fill('150');
      await page.getByRole('button', { name: 'Salva' }).click();
      await expect(page.getByText('Impostazioni delle notifiche salvate.')).toBeVisible();
      await page.reload();
      await expect(cap()).toHaveValue('150');
      const usage = page.getByRole('heading', { name: 'SMS inviati oggi' });
      await expect(usage).toBeVisible();
      await expect(page.getByText('Per studio, da mezzanotte (ora italiana), rispetto al limite di 150 al giorno.')).toBeVisible();
      // The shell scrolls inside itself: a shot of the viewport once the cap and the count are in view.
      await cap().scrollIntoViewIfNeeded();
      await screenshot(page, `admin-sms-cap-${width}`, { viewportOnly: true });
    }
    await expectNoSeriousA11yViolations(page);
  } finally {
    // Other specs share this server: the default again.
    const current = (await (await page.request.get('/api/admin/settings/notifications')).json()) as { settings: Record<string, unknown> };
    await page.request.put('/api/admin/settings/notifications', { data: { ...current.settings, smsDailyCap: 200 } });
  }
});
