import { mkdirSync } from 'node:fs';
import { type Locator, type Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, registerDoctorThroughForm, test } from './fixtures';

/**
 * Issue 15 item 3, a new doctor knows what to do: after the Pro offer the dashboard lists the
 * steps until patients can book, each linking to where it is done; the doctor's own profile says
 * that patients cannot book yet and why. Adding a service and hours through the checklist's links
 * makes both go away.
 */
const shotsDir = '/tmp/shots/checklist';

/** The shell scrolls inside main: bring the part into the picture, then a viewport screenshot. */
async function shoot(page: Page, target: Locator, name: string) {
  mkdirSync(shotsDir, { recursive: true });
  await target.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shotsDir}/${name}.png` });
}

for (const { width, height, tag } of [
  { width: 1280, height: 900, tag: 'desktop' },
  { width: 360, height: 780, tag: 'phone' },
]) {
  test(`a new doctor follows the checklist until patients can book (${width} px)`, async ({ page }) => {
    // Registration, two settings dialogs and two accessibility scans.
    test.slow();
    await page.setViewportSize({ width, height });
    await registerDoctorThroughForm(page, 'Dott.ssa Irene Valli');

    const checklist = page.getByRole('region', { name: 'Prepara il tuo studio' });
    await expect(checklist).toBeVisible();
    await expect(checklist.getByText('I pazienti potranno prenotare quando avrai completato i passi necessari')).toBeVisible();
    // Approved by the admin at registration (issue 13): the review step is done, the other six are not.
    await expect(checklist.getByText('1 di 7 passi completati')).toBeVisible();
    const steps = checklist.getByRole('listitem');
    await expect(steps).toHaveCount(7);
    // Done or not is said in words, not by colour alone.
    await expect(checklist.getByText('Da fare', { exact: true })).toHaveCount(6);
    await expect(checklist.getByText('Necessario per prenotare')).toHaveCount(2);
    await expect(checklist.getByRole('link', { name: /Aggiungi un servizio/ })).toHaveAttribute('href', '/settings?apri=servizi');
    await expect(checklist.getByRole('link', { name: /Imposta gli orari/ })).toHaveAttribute('href', '/settings?apri=orari');
    await expect(checklist.getByRole('link', { name: /Indica l'indirizzo dello studio/ })).toHaveAttribute('href', '/settings#indirizzo-studio');
    await expect(checklist.getByRole('link', { name: /Aggiungi una foto/ })).toHaveAttribute('href', '/il-mio-account?apri=profilo');
    // The calendar (issue 10) is a step too, but not one patients need to book.
    await expect(checklist.getByRole('link', { name: /Collega il tuo calendario/ })).toHaveAttribute('href', '/settings#calendario');
    await expect(checklist.getByRole('link', { name: /Collega il tuo calendario/ })).not.toContainText('Necessario per prenotare');
    await shoot(page, checklist, `dashboard-card-${tag}`);
    await shoot(page, checklist.getByRole('link', { name: /Collega il tuo calendario/ }), `dashboard-card-calendar-${tag}`);
    await expectNoSeriousA11yViolations(page);

    // The own profile says plainly that nobody can book yet, and why.
    const me = await page.request.get('/api/auth/me');
    const { user } = (await me.json()) as { user: { id: string } };
    await page.goto(`/doctor/${user.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Dott.ssa Irene Valli' })).toBeVisible();
    const notice = page.getByRole('region', { name: 'I pazienti non possono ancora prenotare' });
    await expect(notice).toBeVisible();
    await expect(notice.getByText('Non hai ancora un servizio attivo con orari di visita.')).toBeVisible();
    await expect(notice.getByText('Solo tu vedi questo avviso.')).toBeVisible();
    await shoot(page, notice, `profile-notice-${tag}`);
    await expectNoSeriousA11yViolations(page);

    // The 'profilo' link opens 'Modifica profilo' on the account page.
    await page.goto('/dashboard');
    await checklist.getByRole('link', { name: /Completa il profilo/ }).click();
    await expect(page).toHaveURL(/\/il-mio-account\?apri=profilo$/);
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');

    // The address link lands on the settings card, scrolled into view.
    await page.goto('/dashboard');
    await checklist.getByRole('link', { name: /Indica l'indirizzo dello studio/ }).click();
    await expect(page).toHaveURL(/\/settings#indirizzo-studio$/);
    await expect(page.getByRole('region', { name: 'Indirizzo dello studio' })).toBeInViewport();

    // So does the calendar link, on the 'Calendario' card.
    await page.goto('/dashboard');
    await checklist.getByRole('link', { name: /Collega il tuo calendario/ }).click();
    await expect(page).toHaveURL(/\/settings#calendario$/);
    await expect(page.getByRole('region', { name: 'Calendario', exact: true })).toBeInViewport();

    // A service, through the checklist's link that opens the services dialog.
    await page.goto('/dashboard');
    await checklist.getByRole('link', { name: /Aggiungi un servizio/ }).click();
    await expect(page).toHaveURL(/\/settings\?apri=servizi$/);
    const services = page.getByRole('dialog', { name: 'Servizi offerti' });
    await expect(services).toBeVisible();
    const cardio = services.getByRole('region', { name: 'Cardiologia' });
    await cardio.getByRole('button', { name: 'Aggiungi servizio' }).click();
    await cardio.getByLabel('Nome del servizio').fill('Visita cardiologica');
    await cardio.getByLabel('Prezzo (€)').fill('110');
    await cardio.getByRole('button', { name: 'Salva servizio' }).click();
    await services.getByRole('button', { name: 'Salva configurazione' }).click();
    await expect(services).toBeHidden();

    // Back on the dashboard the step is done; the hours are still missing.
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(checklist.getByRole('link', { name: /Aggiungi un servizio/ })).toContainText('Completato');
    await expect(checklist.getByText('2 di 7 passi completati')).toBeVisible();
    await shoot(page, checklist.getByRole('link', { name: /Aggiungi un servizio/ }), `dashboard-card-partial-${tag}`);
    await page.goto(`/doctor/${user.id}`);
    await expect(notice.getByText('I tuoi servizi attivi non hanno ancora orari di visita.')).toBeVisible();
    await expect(notice.getByRole('link', { name: 'Imposta gli orari' })).toHaveAttribute('href', '/settings?apri=orari');

    // Hours: Monday of the practice's week, through the notice's link.
    await notice.getByRole('link', { name: 'Imposta gli orari' }).click();
    const hours = page.getByRole('dialog', { name: 'Orari disponibili' });
    await expect(hours).toBeVisible();
    const monday = hours.getByRole('group', { name: 'Lunedì' }).first();
    await monday.getByRole('switch', { name: 'Lunedì' }).click();
    await expect(monday.getByLabel('Inizio fascia 1')).toHaveValue('09:00');
    await hours.getByRole('button', { name: 'Salva configurazione' }).click();
    await expect(hours).toBeHidden();

    // Bookable now: the checklist is gone and so is the notice.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Dott.ssa Irene Valli' })).toBeVisible();
    await expect(notice).toHaveCount(0);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Ciao, Irene' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Articoli' }).first()).toBeVisible();
    await expect(checklist).toHaveCount(0);
  });
}
