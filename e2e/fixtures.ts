import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, request as playwrightRequest, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

export const demo = {
  patient: { email: 'paziente@sanity.demo', password: 'Paziente123!' },
  doctor: { email: 'dottore@sanity.demo', password: 'Dottore123!' },
  admin: { email: 'admin@sanity.demo', password: 'Admin123!' },
} as const;

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.it`;
}

export type NewUser = { email: string; password: string; displayName: string };

/** Creates a patient through the API; the browser context behind `request` is then signed in. */
export async function createPatient(request: APIRequestContext, displayName = 'Paola Ferri'): Promise<NewUser> {
  const user = { email: uniqueEmail('paziente'), password: 'Segreta123', displayName };
  const res = await request.post('/api/auth/register', {
    data: { role: 'user', ...user, confirmPassword: user.password, acceptTerms: true },
  });
  expect(res.status(), await res.text()).toBe(201);
  return user;
}

/**
 * Approves a doctor as the demo admin would (issue 13: only approved doctors are listed, booked and
 * publish), from a request context of its own so that the caller's session is untouched.
 */
export async function approveDoctor(id: string, baseURL: string): Promise<void> {
  const admin = await playwrightRequest.newContext({ baseURL });
  try {
    const login = await admin.post('/api/auth/login', { data: demo.admin });
    expect(login.status(), await login.text()).toBe(200);
    const approved = await admin.post(`/api/admin/doctors/${encodeURIComponent(id)}/approve`);
    expect(approved.status(), await approved.text()).toBe(200);
  } finally {
    await admin.dispose();
  }
}

/**
 * Creates a doctor through the API with the given sectors, approved by the admin unless `pending`;
 * the browser context behind `request` is then signed in.
 */
export async function createDoctor(
  request: APIRequestContext,
  options: { displayName?: string; sectors?: string[]; specialization?: string; pending?: boolean } = {},
): Promise<NewUser & { id: string }> {
  const user = { email: uniqueEmail('dottore'), password: 'Segreta123', displayName: options.displayName ?? 'Dott.ssa Chiara Conti' };
  const res = await request.post('/api/auth/register', {
    data: {
      role: 'doctor',
      userType: 'doctor',
      ...user,
      confirmPassword: user.password,
      specialization: options.specialization ?? 'Medicina interna',
      licenseNumber: 'OMCeO-TO 10001',
      phoneNumber: '+39 011 555 0101',
      sectors: options.sectors ?? ['cardiologia'],
      acceptDoctorTerms: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const me = await request.get('/api/auth/me');
  expect(me.status(), await me.text()).toBe(200);
  const { user: created } = (await me.json()) as { user: { id: string } };
  if (!options.pending) await approveDoctor(created.id, new URL(me.url()).origin);
  return { ...user, id: created.id };
}

/**
 * Registers a new cardiologist through the form, as a person would, and passes the Pro offer
 * ('Non ora'): the page ends signed in on the dashboard. The admin then approves them, unless
 * `pending` (the dashboard loaded before still shows the review banner until its next load).
 * Returns the credentials for signing in again and the id.
 */
export async function registerDoctorThroughForm(page: Page, displayName: string, options: { pending?: boolean } = {}): Promise<NewUser & { id: string }> {
  const user = { email: uniqueEmail('nuovo-dottore'), password: 'Segreta123', displayName };
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Registrati' }).click();
  await page.getByRole('radio', { name: /Dottore/ }).click();
  await page.getByLabel('Nome completo').fill(displayName);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Conferma password').fill(user.password);
  await page.getByLabel('Specializzazione').fill('Cardiologia');
  await page.getByLabel('Numero di iscrizione all’Albo').fill('54321');
  await page.getByLabel('Provincia dell’Ordine').fill('MI');
  await page.getByLabel('Numero di telefono').fill('+39 02 8765 4321');
  await page.getByLabel('Settori di competenza').click();
  await page.getByRole('option', { name: 'Cardiologia' }).click();
  await page.keyboard.press('Escape');
  await page.getByLabel(/termini specifici per i professionisti/).check();
  await page.getByRole('button', { name: 'Registrati', exact: true }).click();
  // The Pro offer comes first; passing it leads to the dashboard.
  await page.getByRole('button', { name: 'Non ora' }).click({ timeout: 10_000 });
  await expect(page).toHaveURL(/\/dashboard$/);
  const me = await page.request.get('/api/auth/me');
  expect(me.status(), await me.text()).toBe(200);
  const { user: created } = (await me.json()) as { user: { id: string } };
  if (!options.pending) {
    await approveDoctor(created.id, new URL(page.url()).origin);
    // The dashboard read the account and its checklist before the approval: read them again.
    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/);
  }
  return { ...user, id: created.id };
}

/** The id of a demo account, read through a separate API context so that the page's session is untouched. */
export async function demoUserId(
  playwright: { request: { newContext: (o: { baseURL?: string }) => Promise<APIRequestContext> } },
  baseURL: string | undefined,
  creds: { email: string; password: string },
): Promise<string> {
  const api = await playwright.request.newContext({ baseURL });
  const login = await api.post('/api/auth/login', { data: creds });
  expect(login.status(), await login.text()).toBe(200);
  const { user } = (await login.json()) as { user: { id: string } };
  await api.dispose();
  return user.id;
}

/** Signs in through the login form, as a person would. */
export async function loginThroughForm(page: Page, creds: { email: string; password: string }): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(creds.email);
  await page.getByLabel('Password', { exact: true }).fill(creds.password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Signs in through the API (fast path for tests whose subject is not the login itself). */
export async function loginThroughApi(page: Page, creds: { email: string; password: string }): Promise<void> {
  const res = await page.request.post('/api/auth/login', { data: creds });
  expect(res.status(), await res.text()).toBe(200);
}

const shotsDir = join(import.meta.dirname, '.artifacts/screenshots');

/**
 * Saves a full-page screenshot for a person to look at (e2e/.artifacts/screenshots); `viewportOnly`
 * for what a modal shows over a long page (a full-page shot of a phone is too tall to read). Only
 * with E2E_SCREENSHOTS=1: a screenshot asserts nothing, and the suite's 81 of them cost CI a
 * minute and a half (issue 23); whoever reviews a screen runs its spec with it.
 */
export async function screenshot(page: Page, name: string, options: { viewportOnly?: boolean } = {}): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: join(shotsDir, `${name}.png`), fullPage: !options.viewportOnly });
}

type Watched = Window & { __a11yMoved?: boolean; __a11yWatching?: boolean };

/**
 * Run in the page. 'settle': whether no finite animation or transition runs (endless ones, such as
 * spinners, never settle and are left alone), noting from then on any that starts; 'check': whether
 * the page still holds still, with none started since it settled.
 */
function stillness(mode: 'settle' | 'check'): boolean {
  const w = window as Watched;
  if (!w.__a11yWatching) {
    w.__a11yWatching = true;
    const moved = () => {
      w.__a11yMoved = true;
    };
    document.addEventListener('transitionrun', moved, true);
    document.addEventListener('animationstart', moved, true);
  }
  const still = document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity);
  if (mode === 'check') return still && w.__a11yMoved === false;
  if (still) w.__a11yMoved = false;
  return still;
}

/** Fails on any serious or critical axe violation, listing them readably. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // axe must read a page that holds still: a dialog or a toast fading in has blended colours that
  // axe reads as low contrast. Settling before the run is not enough: what the app shows a moment
  // later starts its fade during the run (in CI, the first toast of a page, whose toaster is loaded
  // with it, faded in while axe ran). So a run during which anything started to move is made again
  // on the settled page.
  const attempts = 4;
  for (let attempt = 1; ; attempt += 1) {
    await page.waitForFunction(stillness, 'settle' as const);
    const results = await new AxeBuilder({ page }).analyze();
    const heldStill = await page.evaluate(stillness, 'check' as const);
    if (!heldStill && attempt < attempts) continue;
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    const summary = serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    expect(summary, heldStill ? undefined : `the page was still moving during each of ${attempts} axe runs`).toEqual([]);
    return;
  }
}

/**
 * After a full page load, waits until the app answers input. The landing, the directory, doctor and
 * article pages are drawn on the server (ADR 0019): they show before their JavaScript has run, and
 * a click in that moment does nothing, as for a person on a slow phone. The app marks the page
 * (`data-page-ready` on <html>, app/route-guards.tsx) once the screen is mounted or hydrated. Only
 * for the app's own HTML pages: a JSON answer, a file or another site's page is left as loaded; a
 * test that asks for `waitUntil: 'commit'` wants the page before the app runs, and gets it.
 */
async function untilInteractive(page: Page, response: Awaited<ReturnType<Page['goto']>>): Promise<void> {
  // Without JavaScript the app never marks the page: there is nothing to wait for (it cost 15 s a load).
  if (withoutScripts.has(page.context())) return;
  if (!response || !(response.headers()['content-type'] ?? '').includes('text/html')) return;
  if (new URL(page.url()).origin !== new URL(response.url()).origin) return;
  await page
    .waitForFunction(() => document.documentElement.dataset.pageReady === 'true', undefined, { timeout: 15_000 })
    .catch(() => undefined);
}

const waiting = new WeakSet<Page>();
/** Contexts with JavaScript turned off (`test.use({ javaScriptEnabled: false })` or a context opened so). */
const withoutScripts = new WeakSet<BrowserContext>();

function waitForAppAfterLoads(page: Page): void {
  if (waiting.has(page)) return;
  waiting.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await untilInteractive(page, response);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await untilInteractive(page, response);
    return response;
  };
}

export const test = base.extend<object, object>({
  // Contexts a test opens itself (a second person, a phone): their pages wait the same way.
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        if (options?.javaScriptEnabled === false) withoutScripts.add(context);
        context.on('page', waitForAppAfterLoads);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
  context: async ({ context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled === false) withoutScripts.add(context);
    context.pages().forEach(waitForAppAfterLoads);
    context.on('page', waitForAppAfterLoads);
    await use(context);
  },
});
export { expect };
