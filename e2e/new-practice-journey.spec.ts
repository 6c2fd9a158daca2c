import { type Locator, type Page } from '@playwright/test';
import { bookFirstFreeSlot, expectIntakeAnswers, giveHealthConsent } from './booking-helpers';
import { createPatient, expect, expectNoSeriousA11yViolations, loginThroughApi, registerDoctorThroughForm, screenshot, test } from './fixtures';

/**
 * Issue 15's journey end to end, all through the UI: a new doctor registers, passes the Pro offer
 * and follows the checklist: the practice address, a service with a required intake question,
 * the practice hours set once (Monday copied to the weekdays); the checklist goes once patients
 * can book. A new patient filters the directory by the doctor's city, books from the card
 * answering the question; the doctor reads the answer in 'Dettagli appuntamento' and in /crm.
 */
const SERVICE_NAME = 'Prima visita cardiologica';
const QUESTION = 'Da quanto tempo ha i sintomi?';
const ANSWER = 'Da circa due settimane';

/** The shell scrolls inside main: bring a part of the page into the picture before a viewport screenshot. */
async function shoot(page: Page, target: Locator, name: string) {
  await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await screenshot(page, name, { viewportOnly: true });
}

// A city no demo doctor has (apps/server/src/seed/demo-addresses.ts) and no other spec uses, one
// per width: filtering by it lists this test's doctor alone, as a new city's first doctor would be.
for (const { width, height, tag, city, cap, province, surname } of [
  { width: 1280, height: 900, tag: 'desktop', city: 'Lodi', cap: '26900', province: 'LO', surname: 'Ferrario' },
  { width: 360, height: 780, tag: 'phone', city: 'Sondrio', cap: '23100', province: 'SO', surname: 'Bertolini' },
]) {
  test(`a new doctor sets up the practice; a patient finds them by city, books and answers; the doctor reads the answer (${width} px)`, async ({ page }) => {
    // Registration, four settings steps, a booking, three pages read back and six accessibility scans.
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height });
    const doctorName = `Dott. Ettore ${surname}`;
    const doctor = await registerDoctorThroughForm(page, doctorName);

    const checklist = page.getByRole('region', { name: 'Prepara il tuo studio' });
    // Approved by the admin at registration (issue 13): the review step is done.
    await expect(checklist.getByText('1 di 7 passi completati')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The practice address, through the checklist's link to the settings card.
    await checklist.getByRole('link', { name: /Indica l'indirizzo dello studio/ }).click();
    const addressCard = page.getByRole('region', { name: 'Indirizzo dello studio' });
    await expect(addressCard).toBeInViewport();
    await addressCard.getByLabel('Via e numero civico').fill('Via Cavour 21');
    await addressCard.getByLabel('CAP').fill(cap);
    await addressCard.getByLabel('Città').fill(city);
    await addressCard.getByLabel('Provincia (sigla)').fill(province);
    await addressCard.getByRole('button', { name: 'Salva indirizzo' }).click();
    await expect(page.getByText('Indirizzo dello studio salvato')).toBeVisible();
    await expect(addressCard.getByRole('button', { name: 'Rimuovi indirizzo' })).toBeVisible();

    // A service, through the checklist's link that opens 'Servizi offerti'.
    await page.goto('/dashboard');
    await expect(checklist.getByText('2 di 7 passi completati')).toBeVisible();
    await checklist.getByRole('link', { name: /Aggiungi un servizio/ }).click();
    const services = page.getByRole('dialog', { name: 'Servizi offerti' });
    const cardio = services.getByRole('region', { name: 'Cardiologia' });
    await cardio.getByRole('button', { name: 'Aggiungi servizio' }).click();
    await cardio.getByLabel('Nome del servizio').fill(SERVICE_NAME);
    await cardio.getByLabel('Prezzo (€)').fill('120');
    await cardio.getByRole('button', { name: 'Salva servizio' }).click();
    await expect(cardio.getByText('30 min · € 120,00')).toBeVisible();
    await services.getByRole('button', { name: 'Salva configurazione' }).click();
    await expect(services).toBeHidden();

    // Its required intake question.
    await page.getByRole('button', { name: 'Campi personalizzati' }).click();
    const fields = page.getByRole('dialog', { name: 'Campi personalizzati' });
    await fields.getByLabel('Servizio', { exact: true }).selectOption({ label: SERVICE_NAME });
    await fields.getByRole('button', { name: 'Aggiungi campo' }).click();
    await fields.getByLabel('Nome del campo').fill(QUESTION);
    await fields.getByRole('button', { name: 'Opzionale' }).click();
    await expect(fields.getByRole('button', { name: 'Obbligatorio' })).toBeVisible();
    await fields.getByRole('button', { name: 'Salva campo' }).click();
    const row = fields.getByRole('listitem').filter({ hasText: QUESTION });
    await expect(row.getByText('Obbligatorio')).toBeVisible();
    await fields.getByRole('button', { name: 'Salva configurazione' }).click();
    await expect(fields).toBeHidden();

    // The hours, once for the practice: Monday 09:00–13:00 copied to Tuesday–Friday.
    await page.getByRole('button', { name: 'Orari disponibili' }).click();
    const hours = page.getByRole('dialog', { name: 'Orari disponibili' });
    const practice = hours.getByRole('region', { name: 'Orari dello studio' });
    const monday = practice.getByRole('group', { name: 'Lunedì' });
    await monday.getByRole('switch', { name: 'Lunedì' }).click();
    await expect(monday.getByLabel('Inizio fascia 1')).toHaveValue('09:00');
    await monday.getByLabel('Fine fascia 1').selectOption('13:00');
    await monday.getByRole('button', { name: 'Copia su altri giorni' }).click();
    const copy = monday.getByRole('group', { name: 'Copia gli orari di lunedì su:' });
    await copy.getByRole('button', { name: 'Seleziona tutti i giorni feriali' }).click();
    await copy.getByRole('button', { name: 'Applica' }).click();
    await expect(copy).toBeHidden();
    for (const day of ['Martedì', 'Mercoledì', 'Giovedì', 'Venerdì']) {
      await expect(practice.getByRole('group', { name: day }).getByLabel('Fine fascia 1')).toHaveValue('13:00');
    }
    // The service has no week of its own: it is booked in the practice hours.
    await hours.getByLabel('Servizio', { exact: true }).selectOption({ label: SERVICE_NAME });
    await expect(hours.getByRole('switch', { name: 'Usa gli orari dello studio' })).toBeChecked();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, practice, `practice-journey-hours-${tag}`);
    await hours.getByRole('button', { name: 'Salva configurazione' }).click();
    await expect(hours).toBeHidden();

    // Patients can book now: the checklist is gone, the calendar step left undone does not keep it.
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Ciao, Ettore' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Articoli' }).first()).toBeVisible();
    await expect(checklist).toHaveCount(0);
    await screenshot(page, `practice-journey-dashboard-${tag}`, { viewportOnly: true });

    // A new patient (the page's session is now theirs) filters the directory by the city.
    const patient = await createPatient(page.request, `Lucia ${surname}`);
    await page.goto('/dottori');
    await page.getByLabel('Città').selectOption(city);
    await expect(page).toHaveURL(new RegExp(`citta=${city}`));
    const cards = page.getByRole('list', { name: 'Elenco dei dottori' }).locator(':scope > li');
    await expect(cards).toHaveCount(1);
    const card = cards.first();
    await expect(card.getByRole('link', { name: doctorName })).toBeVisible();
    await expect(card.getByText(city)).toBeVisible();
    await expect(card.getByText('Prima disponibilità:')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, `practice-journey-directory-${tag}`, { viewportOnly: true });

    // Booking from the card's 'Prenota', answering the doctor's question.
    const { time } = await bookFirstFreeSlot(page, {
      open: async () => {
        await card.getByRole('button', { name: `Prenota con ${doctorName}` }).click();
        const dialog = page.getByRole('dialog', { name: 'Prenota un appuntamento' });
        // The only service is chosen already: the dialog starts on the day.
        await expect(dialog.getByText(`con ${doctorName} · ${SERVICE_NAME}`)).toBeVisible();
        return dialog;
      },
      answer: async (dialog) => {
        // A required question left empty stops the booking with the field marked.
        await dialog.getByRole('button', { name: 'Avanti' }).click();
        const question = dialog.getByLabel(QUESTION);
        await expect(question).toHaveAttribute('aria-invalid', 'true');
        await expectNoSeriousA11yViolations(page);
        await question.fill(ANSWER);
        await giveHealthConsent(dialog);
      },
    });
    expect(time).toMatch(/^(09|1[0-2]):\d{2}$/);

    // The doctor opens the appointment's details from /appuntamenti.
    await loginThroughApi(page, doctor);
    // The one booking; the list's 'Prossimi' shows it whatever its month.
    const mine = await page.request.get('/api/appointments/professional');
    expect(mine.status()).toBe(200);
    const { appointments } = (await mine.json()) as { appointments: Array<{ dateTime: string }> };
    expect(appointments).toHaveLength(1);
    await page.goto('/appuntamenti');
    await page.getByRole('tab', { name: 'Lista' }).click();
    await page.getByRole('tabpanel').getByRole('button', { name: new RegExp(SERVICE_NAME) }).click();
    const details = page.getByRole('dialog', { name: 'Dettagli appuntamento' });
    await expect(details.getByText(patient.displayName).first()).toBeVisible();
    await expectIntakeAnswers(details, [[QUESTION, ANSWER]]);
    await expectNoSeriousA11yViolations(page);
    await shoot(page, details.getByRole('region', { name: 'Risposte del paziente' }), `practice-journey-details-${tag}`);
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();

    // And in /crm, in the patient's history.
    await page.goto('/crm');
    await page.getByRole('link', { name: new RegExp(patient.displayName) }).click();
    const history = page.getByRole('region', { name: 'Storico appuntamenti' });
    await expectIntakeAnswers(history, [[QUESTION, ANSWER]]);
    await expectNoSeriousA11yViolations(page);
    await shoot(page, history.getByRole('region', { name: 'Risposte del paziente' }), `practice-journey-crm-${tag}`);
  });
}
