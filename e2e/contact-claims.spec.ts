import { bookedVisit } from './booked-visit';
import { dayAhead, pickDayAndTime } from './booking-helpers';
import { createPatient, expect, expectNoSeriousA11yViolations, loginThroughApi, screenshot, test } from './fixtures';
import { outboxMessages } from './outbox';

/**
 * ADR 0039: the doctor books a patient who phoned (a new contact: name, surname, phone only); that
 * person later registers, verifies the same mobile by SMS (the code read from the outbox's
 * .sms.txt), is offered the visit ('Sì, sono io' / 'Non sono io') in Settings → Notifiche and on
 * the dashboard, accepts, and finds the visit in /appuntamenti. At 1280 and 360 px.
 */

/** The six-digit code of the newest code SMS to `e164`, once the server's job has written it. */
function codeSentTo(e164: string): string | null {
  const texts = outboxMessages('phone-code-sms', e164, { ext: '.sms.txt' });
  return /è (\d{6})\./.exec(texts.at(-1) ?? '')?.[1] ?? null;
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
]) {
  const px = viewport.width;
  test(`a phoned-in patient registers, verifies the same mobile and claims the visit (${px} px)`, async ({ page, browser, playwright, baseURL }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const visitDay = dayAhead(6);
    const doctorName = `Dott. Marco Telefono ${px}`;
    const { doctor } = await bookedVisit(() => playwright.request.newContext({ baseURL }), {
      doctorName,
      patientName: 'Rita Moretti',
      serviceName: 'Visita di controllo',
      start: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 11) + '09:00:00.000Z',
    });
    const digits = String(Date.now() % 10_000_000).padStart(7, '0');
    const mobile = { typed: `348 ${digits.slice(0, 3)} ${digits.slice(3)}`, e164: `+39348${digits}` };
    const name = px === 1280 ? 'Giulia Chiamata' : 'Sofia Chiamata';

    // The doctor, at the agenda: 'Prenota per un paziente', a new contact with a phone only.
    const doctorContext = await browser.newContext({ viewport });
    const doctorPage = await doctorContext.newPage();
    await loginThroughApi(doctorPage, doctor);
    await doctorPage.goto('/appuntamenti');
    await doctorPage.getByRole('button', { name: 'Prenota per un paziente' }).click();
    const dialog = doctorPage.getByRole('dialog', { name: 'Prenota per un paziente' });
    await dialog.getByRole('radio', { name: 'Nuovo paziente' }).check();
    await dialog.getByRole('textbox', { name: 'Nome', exact: true }).fill(name.split(' ')[0]!);
    await dialog.getByRole('textbox', { name: 'Cognome' }).fill('Chiamata');
    await dialog.getByRole('textbox', { name: 'Telefono' }).fill(mobile.typed);
    await dialog.getByRole('button', { name: 'Avanti' }).click();
    await dialog.getByRole('radio', { name: /Visita di controllo/ }).check();
    await dialog.getByRole('button', { name: 'Avanti' }).click();
    await pickDayAndTime(dialog, visitDay, '11:00');
    await dialog.getByRole('button', { name: 'Avanti' }).click();
    await dialog.getByRole('button', { name: 'Conferma prenotazione' }).click();
    await expect(dialog).toBeHidden();
    await expect(doctorPage.getByText('Appuntamento prenotato')).toBeVisible();
    await doctorContext.close();

    // The person registers, and verifies that mobile in Settings → 'Notifiche'.
    await createPatient(page.request, name);
    await page.goto('/settings#notifiche');
    const section = page.getByRole('region', { name: 'Notifiche' });
    await section.getByLabel('Cellulare').fill(mobile.typed);
    await section.getByRole('button', { name: 'Invia il codice' }).click();
    await expect.poll(() => codeSentTo(mobile.e164), { timeout: 15_000 }).not.toBeNull();
    await section.getByLabel('Codice ricevuto via SMS').fill(codeSentTo(mobile.e164)!);
    await section.getByRole('button', { name: 'Verifica' }).click();

    // The offer: visits registered at this number, for whom; not the doctor nor the date (a shared phone may be someone else's).
    const card = page.getByRole('region', { name: 'Visite registrate al tuo numero' });
    await expect(card.getByText(`Uno studio ha registrato a questo numero delle visite per «${name}»`)).toBeVisible();
    await expect(card.getByText('1 visita', { exact: true })).toBeVisible();
    await expect(card).not.toContainText(doctorName);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, `contact-claim-settings-${px}`, { viewportOnly: true });
    await expectNoSeriousA11yViolations(page);

    // On the dashboard too, while it waits for an answer.
    await page.goto('/dashboard');
    const home = page.getByRole('region', { name: 'Visite registrate al tuo numero' });
    await expect(home.getByText(`per «${name}»`, { exact: false })).toBeVisible();
    await screenshot(page, `contact-claim-dashboard-${px}`, { viewportOnly: true });
    await expectNoSeriousA11yViolations(page);
    await home.getByRole('button', { name: 'Sì, sono io' }).click();
    await expect(page.getByText('Fatto: la visita è ora nel tuo account, in «Appuntamenti».').first()).toBeVisible();
    await expect(home.getByRole('heading', { name: 'Visite registrate al tuo numero' })).toBeFocused();
    await expect(home.getByRole('button', { name: 'Sì, sono io' })).toHaveCount(0);

    // The visit is hers now.
    await page.goto('/appuntamenti');
    await page.getByRole('tab', { name: 'Lista' }).click();
    await page.getByRole('tab', { name: 'Prossimi' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Prossimi' }).getByRole('button', { name: /Visita di controllo/ })).toHaveCount(1);
    await screenshot(page, `contact-claim-appointments-${px}`);
    // Offered no more.
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Visite registrate al tuo numero' })).toHaveCount(0);
  });
}
