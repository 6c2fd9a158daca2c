import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { emptyWeek } from '../packages/shared/src/domain/practice/time-slots';
import { DEFAULT_TIME_ZONE, instantOf, localDateOf } from '../packages/shared/src/domain/slots/compute-slots';
import { createDoctor, createPatient, expect, expectNoSeriousA11yViolations, loginThroughApi, screenshot, test } from './fixtures';

/**
 * Issue 30's month grid on a busy day: a mother has three visits on one day, two of hers and one for
 * her son (the cell says 'Per …' for his). At 1280 and 360 px, as the mother and as the doctor, no
 * text leaves the day's cell: a line too long for it ends in '…', the third visit is '+1', the row
 * keeps the height of the others (1280 px), and the whole text stays the entry's name.
 */

const SERVICE_NAME = 'Elettrocardiogramma pediatrico da sforzo';
const DOCTOR_NAME = 'Dott.ssa Mariagrazia Bellavista-Santangelo';
const MOTHER_NAME = 'Annamaria Bellavista';
const SON_NAME = 'Massimiliano Bellavista';

async function openDoctor(api: APIRequestContext) {
  const doctor = await createDoctor(api, { displayName: DOCTOR_NAME, sectors: ['pediatria'], specialization: 'Pediatria' });
  const service = { id: `pediatria_${Date.now()}`, sectorId: 'pediatria', name: SERVICE_NAME, duration: 30, price: 70, description: '', isActive: true, customFields: [] };
  const week = emptyWeek();
  for (const d of Object.keys(week) as Array<keyof typeof week>) week[d] = { isAvailable: true, timeSlots: [{ start: '08:00', end: '20:00' }] };
  const res = await api.put('/api/practice/config', { data: { services: [service], availabilities: [{ serviceId: service.id, weeklySchedule: week }] } });
  expect(res.status(), await res.text()).toBe(200);
  return { ...doctor, serviceId: service.id };
}

/** Three visits four days ahead (Rome): 10:00 and 11:00 for the mother, 10:30 for her son. */
async function bookBusyDay(api: APIRequestContext, mother: { email: string; displayName: string }, doctor: { id: string; serviceId: string }) {
  const added = await api.post('/api/family', { data: { nome: 'Massimiliano', cognome: 'Bellavista', birthDate: '2014-09-02', relationship: 'figlio' } });
  expect(added.status(), await added.text()).toBe(201);
  const sonId = ((await added.json()) as { member: { id: string } }).member.id;
  const day = localDateOf(new Date(Date.now() + 4 * 86_400_000), DEFAULT_TIME_ZONE);
  for (const [minutes, familyMemberId] of [[10 * 60, undefined], [10 * 60 + 30, sonId], [11 * 60, undefined]] as const) {
    const res = await api.post('/api/appointments', {
      data: {
        professionalId: doctor.id,
        serviceId: doctor.serviceId,
        dateTime: instantOf(day, minutes, DEFAULT_TIME_ZONE)!.toISOString(),
        customerInfo: { name: mother.displayName, email: mother.email, phone: '', notes: '' },
        customFields: {},
        healthDataConsent: true,
        ...(familyMemberId ? { familyMemberId } : {}),
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  return instantOf(day, 10 * 60, DEFAULT_TIME_ZONE)!;
}

const monthLabel = (d: Date) => {
  const t = new Intl.DateTimeFormat('it-IT', { month: 'long', year: 'numeric', timeZone: 'Europe/Rome' }).format(d);
  return t.charAt(0).toUpperCase() + t.slice(1);
};

async function showMonthOf(page: Page, day: Date) {
  await page.goto('/appuntamenti');
  const shown = page.getByRole('main').locator('p[aria-live="polite"]');
  await expect(shown).toHaveText(/\d{4}$/);
  if ((await shown.textContent()) !== monthLabel(day)) await page.getByRole('button', { name: 'Mese successivo' }).click();
  await expect(shown).toHaveText(monthLabel(day));
}

/**
 * What of the cell's content leaves it: an entry drawn outside the cell, the cell scrolling its
 * content, or a shown line cut without '…' (its text wider than its box, its overflow not an ellipsis).
 */
async function whatLeaves(cell: Locator): Promise<string[]> {
  return cell.evaluate((td) => {
    const box = td.getBoundingClientRect();
    const problems: string[] = [];
    if (td.scrollWidth > td.clientWidth || td.scrollHeight > td.clientHeight) problems.push(`the cell scrolls: ${td.scrollWidth}×${td.scrollHeight} in ${td.clientWidth}×${td.clientHeight}`);
    for (const el of td.querySelectorAll<HTMLElement>('button, button *')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || getComputedStyle(el).position === 'absolute') continue; // unseen, or sr-only
      if (r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5) problems.push(`outside the cell: '${el.textContent}'`);
      const cut = el.scrollWidth > el.clientWidth + 1 && el.children.length === 0;
      if (cut && getComputedStyle(el).textOverflow !== 'ellipsis') problems.push(`cut without '…': '${el.textContent}'`);
    }
    return problems;
  });
}

for (const [shot, viewport] of [
  ['1280', { width: 1280, height: 900 }],
  ['360', { width: 360, height: 780 }],
] as const) {
  test(`a day with visits for the holder and her son stays inside its month cell, for her and the doctor (${shot} px)`, async ({ page, playwright, baseURL }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const doctorApi = await playwright.request.newContext({ baseURL });
    const doctor = await openDoctor(doctorApi);
    await doctorApi.dispose();
    const mother = await createPatient(page.request, MOTHER_NAME);
    const day = await bookBusyDay(page.request, mother, doctor);

    for (const [who, sonEntry, shotName] of [
      ['mother', new RegExp(`10:30.*${SERVICE_NAME}.*Per ${SON_NAME}`), 'holder'],
      ['doctor', new RegExp(`10:30.*${SON_NAME}.*${SERVICE_NAME}`), 'doctor'],
    ] as const) {
      if (who === 'doctor') await loginThroughApi(page, doctor);
      await showMonthOf(page, day);
      const table = page.getByRole('table');
      // The son's visit keeps its whole text as its name (and tooltip); the third visit is '+1'.
      const entry = table.getByRole('button', { name: sonEntry });
      await expect(entry).toBeVisible();
      await expect(entry).toHaveAttribute('title', new RegExp(who === 'mother' ? `Per ${SON_NAME}` : SON_NAME));
      const cell = table.getByRole('cell').filter({ has: page.getByRole('button', { name: sonEntry }) });
      await expect(cell.getByRole('button', { name: '+1 altro' })).toBeVisible();
      if (shot === '1280') {
        // One line each on a busy day: for the mother her son's entry reads 'Per …', for the doctor his name.
        await expect(entry).toContainText(who === 'mother' ? 'Per Massimiliano' : SON_NAME);
        // The busy week is as tall as an empty one.
        const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => Math.round(tr.getBoundingClientRect().height)));
        const busy = Math.round((await cell.evaluate((td) => td.parentElement!.getBoundingClientRect().height)));
        expect(busy, `row heights ${rows.join(', ')}`).toBeLessThanOrEqual(Math.min(...rows));
      }
      expect(await whatLeaves(cell)).toEqual([]);
      if (shot === '360' || who === 'doctor') await expectNoSeriousA11yViolations(page);
      await screenshot(page, `month-grid-busy-day-${shotName}-${shot}`);
      // '+1' opens the day's list, where every visit is named whole.
      await cell.getByRole('button', { name: '+1 altro' }).click();
      await expect(page.getByRole('tab', { name: 'Lista', selected: true })).toBeVisible();
    }
  });
}
