import { type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { mkdirSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createPatient, expect, expectNoSeriousA11yViolations, loginThroughApi, loginThroughForm, test } from './fixtures';

// Accounts people can trust (issue 12): the verification link, the forgotten password and the
// sessions page, driven as a person would, reading the links from the e-mails the server wrote.

/** e2e/start-server.mjs runs without SMTP: every message lands in its DATA_DIR's outbox as an .eml. */
const outbox = join(import.meta.dirname, `../.tmp/e2e-data-${process.env.E2E_PORT ?? '3100'}/outbox`);
const shots = '/tmp/shots/trust-web';

// Journeys of several screens, each with axe runs and the wait for the job runner's e-mail.
test.describe.configure({ timeout: 60_000 });

async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: join(shots, `${name}.png`), fullPage });
}

/**
 * The link to `path` in the newest e-mail to `to`, waiting for the job runner to write it. File
 * names start with the ISO time of sending, so their order is the order of sending.
 */
async function linkFromOutbox(to: string, path: '/verifica-email' | '/reimposta-password', after = 0): Promise<string> {
  let found: string[] = [];
  await expect
    .poll(
      async () => {
        const files = (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
        found = [];
        for (const file of files) {
          const mail = await simpleParser(await readFile(join(outbox, file)));
          const recipients = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) => a.value.map((v) => v.address));
          if (!recipients.includes(to)) continue;
          const link = (mail.text ?? '').match(new RegExp(`https?://\\S+${path}\\?token=[\\w-]+`))?.[0];
          if (link) found.push(link);
        }
        return found.length;
      },
      { timeout: 15_000, message: `an e-mail to ${to} with a ${path} link` },
    )
    .toBeGreaterThan(after);
  const link = found.at(-1);
  if (!link) throw new Error('no link');
  return link;
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a new patient sees the banner, follows the link from the e-mail and the banner goes', async ({ page }) => {
    const user = await createPatient(page.request, 'Lucia Verdi');
    await page.goto('/dashboard');
    const banner = page.getByText(`Conferma il tuo indirizzo email: ti abbiamo inviato un link a ${user.email}.`);
    await expect(banner).toBeVisible();
    // The registration's link was just sent: asking again at once is refused with the Italian 429.
    await page.getByRole('button', { name: 'Invia di nuovo il link' }).click();
    await expect(page.getByText('Ti abbiamo appena inviato un link: attendi un minuto prima di chiederne un altro.')).toBeVisible();
    await shot(page, 'banner-1280', false);
    await expectNoSeriousA11yViolations(page);

    const link = await linkFromOutbox(user.email, '/verifica-email');
    await page.goto(link);
    await expect(page.getByText('Indirizzo email confermato. Grazie!')).toBeVisible();
    await shot(page, 'verify-done-1280');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Vai alla dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toHaveCount(0);

    // The link is single-use.
    await page.goto(link);
    await expect(page.getByText('Il link non è valido o è scaduto. Accedi e chiedine uno nuovo.')).toBeVisible();
    await shot(page, 'verify-invalid-1280');
  });

  test('a forgotten password is reset from the e-mail link and the new one signs in', async ({ page, playwright, baseURL }) => {
    // The account is made in a separate context: this page stays signed out, like someone who forgot.
    const api = await playwright.request.newContext({ baseURL });
    const user = await createPatient(api, 'Marco Neri');
    await api.dispose();

    await page.goto('/auth');
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Password dimenticata?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reimposta la password' });
    // The address typed in the login form comes along.
    await expect(dialog.getByLabel('Email')).toHaveValue(user.email);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Invia il link' }).click();
    await expect(dialog.getByText(/Se l’indirizzo appartiene a un account, riceverai a breve/)).toBeVisible();
    await shot(page, 'forgot-sent-1280', false);
    await dialog.getByRole('button', { name: 'Chiudi' }).first().click();

    const link = await linkFromOutbox(user.email, '/reimposta-password');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Scegli una nuova password' })).toBeVisible();
    // The shared schema runs in the browser: a common password and a mismatch are refused before sending.
    await page.getByLabel('Nuova password', { exact: true }).fill('password123');
    await page.getByLabel('Conferma la nuova password').fill('password12');
    await page.getByRole('button', { name: 'Salva la nuova password' }).click();
    await expect(page.getByText('Le password non corrispondono')).toBeVisible();
    await expect(page.getByText('Questa password è tra le più usate e facili da indovinare: scegline un’altra.')).toBeVisible();
    await shot(page, 'reset-form-1280');
    await expectNoSeriousA11yViolations(page);

    const fresh = 'Lampone-Azzurro-47';
    await page.getByLabel('Nuova password', { exact: true }).fill(fresh);
    await page.getByLabel('Conferma la nuova password').fill(fresh);
    await page.getByRole('button', { name: 'Salva la nuova password' }).click();
    await expect(page.getByText('Password aggiornata. Accedi con la nuova password.')).toBeVisible();
    await shot(page, 'reset-done-1280');
    await page.getByRole('link', { name: 'Vai all’accesso' }).click();
    await expect(page).toHaveURL(/\/auth$/);

    // The old password no longer works; the new one does.
    const old = await page.request.post('/api/auth/login', { data: { email: user.email, password: user.password } });
    expect(old.status()).toBe(401);
    await loginThroughForm(page, { email: user.email, password: fresh });
  });

  test('from the sessions page, "Esci" on another device sends that device to /auth', async ({ page, browser }) => {
    const user = await createPatient(page.request, 'Sara Galli');
    const other = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const otherPage = await other.newPage();
    await loginThroughApi(otherPage, user);
    await otherPage.goto('/dashboard');
    await expect(otherPage.getByRole('navigation', { name: 'Navigazione principale' })).toBeVisible();

    await page.goto('/settings');
    const sessions = page.getByRole('region', { name: 'Dispositivi connessi' });
    await expect(page.getByRole('heading', { name: 'Sicurezza' })).toBeVisible();
    await expect(sessions.getByText('Questo dispositivo')).toBeVisible();
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    await expect(sessions.getByText(/Ultimo utilizzo: \d{1,2} \w+ \d{4} alle \d{2}:\d{2}/).first()).toBeVisible();
    // The shell's main column scrolls on its own: shots of the viewport after scrolling to each part.
    await page.getByRole('heading', { name: 'Sicurezza' }).scrollIntoViewIfNeeded();
    await shot(page, 'settings-security-1280', false);
    await sessions.scrollIntoViewIfNeeded();
    await shot(page, 'settings-sessions-1280', false);
    await expectNoSeriousA11yViolations(page);

    await sessions.getByRole('button', { name: /^Esci da (?!tutti)/ }).click();
    await expect(page.getByText('Dispositivo disconnesso')).toBeVisible();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);

    // The other tab learns it on its next navigation.
    await otherPage.getByRole('navigation', { name: 'Navigazione principale' }).getByRole('link', { name: 'Appuntamenti' }).click();
    // The navigation refetches every query of the new page with the session's: on a CI machine running
    // two suites at once that took longer than the 7 s default twice (the redirect itself is immediate).
    await expect(otherPage).toHaveURL(/\/auth$/, { timeout: 20_000 });
    await expect(otherPage.getByText('La sessione è terminata: accedi di nuovo.')).toBeVisible();
    await shot(otherPage, 'session-ended-1280');
    await other.close();

    // 'Esci da tutti i dispositivi' asks first, then ends this session too.
    await page.getByRole('button', { name: 'Esci da tutti i dispositivi' }).click();
    const confirm = page.getByRole('dialog', { name: 'Uscire da tutti i dispositivi?' });
    await shot(page, 'sign-out-everywhere-1280', false);
    await confirm.getByRole('button', { name: 'Esci da tutti i dispositivi' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    const me = await page.request.get('/api/auth/me');
    expect(me.status()).toBe(401);
  });
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('the banner, the security section and the password change work on a phone', async ({ page }) => {
    const user = await createPatient(page.request, 'Giulia Ricci');
    await page.goto('/dashboard');
    await expect(page.getByText(/^Conferma il tuo indirizzo email: ti abbiamo inviato un link a/)).toBeVisible();
    await shot(page, 'banner-360', false);
    await expectNoSeriousA11yViolations(page);

    await page.goto('/settings');
    const card = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Cambia password' }) });
    await card.getByLabel('Password attuale').fill('sbagliata-123');
    await card.getByLabel('Nuova password', { exact: true }).fill('Melograno-Viola-83');
    await card.getByLabel('Conferma la nuova password').fill('Melograno-Viola-83');
    await card.getByRole('button', { name: 'Aggiorna la password' }).click();
    await expect(page.getByText('La password attuale non è corretta.').first()).toBeVisible();
    await card.getByLabel('Password attuale').fill(user.password);
    await card.getByRole('button', { name: 'Aggiorna la password' }).click();
    await expect(page.getByText('Password aggiornata. Gli altri dispositivi sono stati disconnessi.')).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'settings-password-360', false);
    await page.getByRole('heading', { name: 'Cambia indirizzo email' }).scrollIntoViewIfNeeded();
    await shot(page, 'settings-email-360', false);
    await page.getByRole('region', { name: 'Dispositivi connessi' }).scrollIntoViewIfNeeded();
    await shot(page, 'settings-sessions-360', false);
    await expectNoSeriousA11yViolations(page);

    const link = await linkFromOutbox(user.email, '/verifica-email');
    await page.goto(link);
    await expect(page.getByText('Indirizzo email confermato. Grazie!')).toBeVisible();
    await shot(page, 'verify-done-360');

    // A deliberate logout is not 'the session ended'.
    await page.getByRole('link', { name: 'Vai alla dashboard' }).click();
    // On a phone the patient's settings are under 'Altro' (issue 29 put 'Documenti' in the bar).
    await page.getByRole('navigation', { name: 'Navigazione rapida' }).getByRole('button', { name: 'Altro' }).click();
    await page.getByRole('dialog', { name: 'Altre sezioni' }).getByRole('link', { name: 'Impostazioni' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('button', { name: 'Accedi', exact: true })).toBeVisible();
    await expect(page.getByText('La sessione è terminata: accedi di nuovo.')).toHaveCount(0);
  });
});
