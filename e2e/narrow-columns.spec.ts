import { type Locator, type Page } from '@playwright/test';
import { createDoctor, demo, expect, expectNoSeriousA11yViolations, loginThroughApi, screenshot, test } from './fixtures';

/**
 * Issue 24 item 14: columns squeezed beside the app's sidebars. At 1280 px the doctor's /crm
 * e-mail and the admin's activation dates read on one line; at 360 px Materiali's cards and the
 * admin's tabs keep one row (the tabs scroll sideways). Item 15's words are checked where they show.
 */

/** One line: the element's content box is no taller than its own line height (plus rounding). */
async function expectOneLine(locator: Locator): Promise<void> {
  const { content, line } = await locator.evaluate((el) => {
    const style = getComputedStyle(el);
    const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
    return { content: el.getBoundingClientRect().height - padding, line: parseFloat(style.lineHeight) };
  });
  expect(content, await locator.innerText()).toBeLessThanOrEqual(line + 1);
}

const shoot = (page: Page, name: string) => screenshot(page, `narrow-${name}`);

test.describe.configure({ timeout: 90_000 });

test('at 1280 px the patient e-mail on /crm and the activation dates of /admin stay on one line', async ({ page, browser, playwright, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // A doctor with the Pro plan gives the admin's 'Attivazioni' a row.
  const api = await playwright.request.newContext({ baseURL });
  const doctor = await createDoctor(api, { displayName: 'Dott.ssa Irene Colonne' });
  const plans = (await (await api.get('/api/memberships')).json()) as { memberships: Array<{ id: string }> };
  const activated = await api.post(`/api/users/${doctor.id}/activate-membership`, { data: { membershipId: plans.memberships[0]!.id } });
  expect(activated.status(), await activated.text()).toBe(200);
  await api.dispose();

  await loginThroughApi(page, demo.doctor);
  await page.goto('/crm');
  await page.getByRole('list', { name: 'Elenco pazienti' }).getByRole('link').first().click();
  const contact = page.getByRole('link', { name: /@/ }).first();
  await expect(contact).toBeVisible();
  await expectOneLine(contact);
  await shoot(page, 'crm-1280');

  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const admin = await adminContext.newPage();
  await loginThroughApi(admin, demo.admin);
  await admin.goto('/admin?sezione=piani');
  const row = admin.getByRole('list', { name: 'Elenco delle attivazioni' }).getByRole('listitem').filter({ hasText: doctor.email });
  await expect(row).toHaveCount(1);
  for (const date of await row.getByRole('definition').all()) await expectOneLine(date);
  // The app scrolls its main column, not the page: a full-page shot would stop at the window.
  await row.scrollIntoViewIfNeeded();
  await screenshot(admin, 'narrow-admin-activations-1280', { viewportOnly: true });
  await adminContext.close();
});

test('at 360 px Materiali keeps its cards and badges in shape and the admin tabs in one scrolling row', async ({ page, browser }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await loginThroughApi(page, demo.patient);
  await page.goto('/materiali');
  const articles = page.getByRole('region', { name: 'Articoli preferiti o assegnati' });
  await expect(articles.getByRole('link').first()).toBeVisible();
  await expectOneLine(articles.getByText(/^\d+ element[oi]$/));
  await shoot(page, 'materials-360');
  await page.setViewportSize({ width: 1280, height: 800 });
  await shoot(page, 'materials-1280');
  await expectNoSeriousA11yViolations(page);

  const adminContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const admin = await adminContext.newPage();
  await loginThroughApi(admin, demo.admin);
  await admin.goto('/admin?sezione=registro');
  // One row of tabs that scrolls sideways, with the chosen one ('?sezione=registro', the last) in view.
  const tops = await admin.getByRole('tab').evaluateAll((tabs) => tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
  await expect(admin.getByRole('tab', { name: 'Registro attività' })).toBeInViewport();
  await shoot(admin, 'admin-audit-360');
  await expectNoSeriousA11yViolations(admin);
  await adminContext.close();
});

test('the registration side panel is as tall as the page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Registrati' }).click();
  await page.getByRole('radio', { name: /Dottore/ }).click();
  // The form is taller than the window: the coloured column goes down to its end.
  const { panel, pageHeight } = await page.getByRole('region', { name: 'Sanity', exact: true }).evaluate((el) => ({ panel: el.getBoundingClientRect().height, pageHeight: document.documentElement.scrollHeight }));
  expect(pageHeight).toBeGreaterThan(800);
  expect(panel).toBeGreaterThanOrEqual(pageHeight - 1);
  await shoot(page, 'register-1280');
});

test('the patient reads the price of a visit and a doctor’s badge that agrees with her title', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginThroughApi(page, demo.patient);
  await page.goto('/dashboard');
  await page.getByRole('complementary').getByRole('button', { name: /Visita/ }).first().click();
  const details = page.getByRole('dialog', { name: 'Dettagli appuntamento' });
  await expect(details.getByRole('definition').filter({ hasText: /^€ \d+,\d\d$/ })).toBeVisible();
  await screenshot(page, 'narrow-details-price-1280', { viewportOnly: true });
  await details.getByRole('button', { name: 'Chiudi', exact: true }).click();

  await page.goto('/dottori?q=Esposito');
  await page.getByRole('link', { name: /Laura Esposito/ }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: /Laura Esposito/ })).toBeVisible();
  await expect(page.getByText(/^Verificata/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Servizi disponibili' })).toBeVisible();
  await shoot(page, 'profile-1280');
  await page.setViewportSize({ width: 360, height: 740 });
  await shoot(page, 'profile-360');
});
