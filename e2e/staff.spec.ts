import { bookedVisit } from './booked-visit';
import { dayAhead, pickDayAndTime } from './booking-helpers';
import { createPatient, expect, expectNoSeriousA11yViolations, loginThroughApi, screenshot, test } from './fixtures';
import { outboxMessages } from './outbox';

/**
 * Issue 30 (points 3-4): a doctor's secretary, invited by e-mail, accepts from the link's page, then
 * at the practice's agenda books a patient who phoned (a new contact: name, surname, phone) and moves
 * another patient's visit. At 1280 and 360 px, each with a doctor of its own (every day 08:00–20:00).
 */

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
]) {
  const px = viewport.width;
  test(`a secretary books a phoned-in patient and moves a visit (${px} px)`, async ({ page, browser, playwright, baseURL }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const [visit, moved, phoned] = [dayAhead(3), dayAhead(4), dayAhead(5)];
    const api = () => playwright.request.newContext({ baseURL });
    const { doctor } = await bookedVisit(api, { doctorName: `Dott. Marco Agenda ${px}`, patientName: 'Rita Moretti', serviceName: 'Visita di controllo', start: visit.at('10:00') });

    // The secretary has an account; the doctor invites that address from Settings → 'Collaboratori'.
    const secretary = await createPatient(page.request, 'Anna Verdi');
    const doctorContext = await browser.newContext({ viewport });
    const doctorPage = await doctorContext.newPage();
    await loginThroughApi(doctorPage, doctor);
    await doctorPage.goto('/settings#collaboratori');
    const team = doctorPage.getByRole('region', { name: 'Collaboratori' });
    await team.getByRole('button', { name: 'Invita un collaboratore' }).click();
    const invite = doctorPage.getByRole('dialog', { name: 'Invita un collaboratore' });
    await invite.getByRole('textbox', { name: 'E-mail del collaboratore' }).fill(secretary.email);
    await expectNoSeriousA11yViolations(doctorPage);
    // Closing with the address typed asks first; the doctor stays.
    await doctorPage.keyboard.press('Escape');
    const ask = doctorPage.getByRole('alertdialog', { name: 'Modifiche non salvate' });
    await ask.getByRole('button', { name: 'Resta e salva' }).click();
    await expect(ask).toBeHidden();
    await expect(invite.getByRole('textbox', { name: 'E-mail del collaboratore' })).toHaveValue(secretary.email);
    await invite.getByRole('button', { name: 'Invia invito' }).click();
    await expect(invite).toBeHidden();
    await expect(team.getByRole('listitem').filter({ hasText: secretary.email })).toContainText('Invitata');
    await team.scrollIntoViewIfNeeded();
    await screenshot(doctorPage, `staff-doctor-team-invited-${px}`, { viewportOnly: true });
    await expect.poll(() => outboxMessages('staff-invite', secretary.email).length).toBeGreaterThanOrEqual(1);
    const link = /\/collaboratori\/invito\?token=[A-Za-z0-9_-]+/.exec(outboxMessages('staff-invite', secretary.email).at(-1)!)?.[0];
    expect(link).toBeTruthy();

    // The link's page: who invites; accepting opens the practice's agenda, with the switcher set to it.
    await page.goto(link!);
    await expect(page.getByText(`Dott. Marco Agenda ${px} ti invita a collaborare`, { exact: false })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, `staff-invitation-${px}`);
    await page.getByRole('button', { name: 'Accetta l’invito' }).click();
    await expect(page).toHaveURL(/\/appuntamenti$/);
    await expect(page.getByRole('combobox', { name: 'Stai lavorando per' }).filter({ visible: true })).toHaveValue(doctor.id);

    // 'Prenota per un paziente': a new contact, the service, a time, the booking.
    await page.getByRole('button', { name: 'Prenota per un paziente' }).click();
    const dialog = page.getByRole('dialog', { name: 'Prenota per un paziente' });
    await dialog.getByRole('radio', { name: 'Nuovo paziente' }).check();
    await dialog.getByRole('textbox', { name: 'Nome', exact: true }).fill('Giulia');
    await dialog.getByRole('textbox', { name: 'Cognome' }).fill('Telefonata');
    await dialog.getByRole('textbox', { name: 'Telefono' }).fill(`+39 347 ${String(Date.now()).slice(-7)}`);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, `staff-book-patient-${px}`, { viewportOnly: true });
    await dialog.getByRole('button', { name: 'Avanti' }).click();
    await dialog.getByRole('radio', { name: /Visita di controllo/ }).check();
    await dialog.getByRole('button', { name: 'Avanti' }).click();
    await pickDayAndTime(dialog, phoned, '11:00');
    await dialog.getByRole('button', { name: 'Avanti' }).click();
    await expect(dialog.getByText('Giulia Telefonata', { exact: true })).toBeVisible();
    await expect(dialog.getByText(`${phoned.label}, 11:00`)).toBeVisible();
    await screenshot(page, `staff-book-confirm-${px}`, { viewportOnly: true });
    await dialog.getByRole('button', { name: 'Conferma prenotazione' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Appuntamento prenotato')).toBeVisible();

    // The list has both; Rita Moretti's visit moves a day later.
    await page.getByRole('tab', { name: 'Lista' }).click();
    const list = page.getByRole('tabpanel');
    await expect(list.getByRole('button', { name: /Giulia Telefonata/ })).toBeVisible();
    await screenshot(page, `staff-agenda-${px}`);
    await list.getByRole('button', { name: /Rita Moretti/ }).click();
    const details = page.getByRole('dialog', { name: 'Dettagli appuntamento' });
    await details.getByRole('button', { name: 'Sposta l’appuntamento' }).click();
    const move = page.getByRole('dialog', { name: 'Sposta l’appuntamento' });
    await pickDayAndTime(move, moved, '15:30');
    await move.getByRole('button', { name: 'Sposta', exact: true }).click();
    await move.getByRole('button', { name: 'Sì, sposta' }).click();
    await expect(page.getByText('Appuntamento spostato')).toBeVisible();
    await expect(details.getByText(`Spostato da ${visit.label}, 10:00`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, `staff-moved-${px}`, { viewportOnly: true });

    // The doctor's list now shows her by name, active.
    await doctorPage.reload();
    await expect(team.getByRole('listitem').filter({ hasText: 'Anna Verdi' })).toContainText('Attiva');
    await team.scrollIntoViewIfNeeded();
    await screenshot(doctorPage, `staff-doctor-team-active-${px}`, { viewportOnly: true });

    // Revoked (asked first), her very next request is refused: she is told, and is back in her own account.
    if (px === 1280) {
      await team.getByRole('button', { name: 'Revoca l’accesso di Anna Verdi' }).click();
      await doctorPage.getByRole('alertdialog', { name: 'Revocare l’accesso?' }).getByRole('button', { name: 'Revoca accesso' }).click();
      await expect(team.getByRole('listitem').filter({ hasText: 'Anna Verdi' })).toContainText('Revocata');
      await details.getByRole('button', { name: 'Chiudi' }).click();
      await page.getByRole('navigation', { name: 'Navigazione principale' }).getByRole('link', { name: 'Pazienti' }).click();
      await expect(page.getByText('Il tuo accesso allo studio è stato revocato dal medico.')).toBeVisible();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('combobox', { name: 'Stai lavorando per' })).toHaveCount(0);
    }
    await doctorContext.close();
  });
}
