import { emptyWeek } from '../packages/shared/src/domain/practice/time-slots';
import { DEFAULT_TIME_ZONE, instantOf, localDateOf } from '../packages/shared/src/domain/slots/compute-slots';
import { createDoctor, createPatient, expect, expectNoSeriousA11yViolations, screenshot, test, uniqueEmail } from './fixtures';
import { outboxMessages } from './outbox';

/**
 * Issue 30 point 2, through the screens: a mother's daughter of age gets 'Invita a un account
 * personale' in Settings › 'Familiari'; the e-mail's link opens /invito-familiare, which asks her to
 * sign in or sign up with the invited address and then to accept; her visit moves to her account,
 * and the mother sees 'Ha un account suo'. Before that, deleting the mother's account says what
 * happens to the daughter. The data is set up through the API (the adding and booking screens are
 * family.spec.ts's).
 */
test('a daughter of age is invited to her own account, accepts through the link, and takes her visit with her', async ({ page, playwright, baseURL, browser }) => {
  // A ceiling for a loaded machine (two people, two pages, an e-mail job); it runs in well under half.
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const doctorApi = await playwright.request.newContext({ baseURL });
  const doctor = await createDoctor(doctorApi, { displayName: 'Dott. Paolo Passaggi' });
  const serviceId = `cardiologia_${Date.now()}`;
  const week = emptyWeek();
  for (const d of Object.keys(week) as Array<keyof typeof week>) week[d] = { isAvailable: true, timeSlots: [{ start: '08:00', end: '20:00' }] };
  const config = await doctorApi.put('/api/practice/config', {
    data: { services: [{ id: serviceId, sectorId: 'cardiologia', name: 'Visita di controllo', duration: 30, price: 80, description: '', isActive: true, customFields: [] }], availabilities: [{ serviceId, weeklySchedule: week }] },
  });
  expect(config.status(), await config.text()).toBe(200);
  await doctorApi.dispose();

  // The mother, her daughter Giulia (born 2007: of age) and a visit booked for Giulia.
  const mother = await createPatient(page.request, 'Maria Ferri');
  const added = await page.request.post('/api/family', { data: { nome: 'Giulia', cognome: 'Ferri', birthDate: '2007-06-05', relationship: 'figlia', codiceFiscale: '' } });
  expect(added.status(), await added.text()).toBe(201);
  const day = localDateOf(new Date(Date.now() + 3 * 86_400_000), DEFAULT_TIME_ZONE);
  const booked = await page.request.post('/api/appointments', {
    data: {
      professionalId: doctor.id,
      serviceId,
      dateTime: instantOf(day, 10 * 60, DEFAULT_TIME_ZONE)!.toISOString(),
      customerInfo: { name: mother.displayName, email: mother.email, phone: '', notes: '' },
      customFields: {},
      familyMemberId: ((await added.json()) as { member: { id: string } }).member.id,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  // The mother's list says whom the visit is for.
  await page.goto('/appuntamenti');
  await page.getByRole('tab', { name: 'Lista' }).click();
  const visit = page.getByRole('tabpanel', { name: 'Lista' }).getByRole('button', { name: /Visita di controllo/ });
  await expect(visit).toContainText('Per Giulia Ferri');
  await visit.click();
  const details = page.getByRole('dialog', { name: 'Dettagli appuntamento' });
  await expect(details.getByRole('definition').filter({ hasText: 'Giulia Ferri (figlia)' })).toBeVisible();
  await screenshot(page, 'family-patient-details-1280', { viewportOnly: true });
  await details.getByRole('button', { name: 'Chiudi' }).click();

  // Deleting her account would take Giulia's data with it: the dialog says so and wants a confirmation.
  await page.goto('/settings#familiari');
  await page.getByRole('button', { name: 'Elimina account' }).click();
  const erase = page.getByRole('dialog', { name: 'Eliminare il tuo account?' });
  await expect(erase.getByRole('region', { name: 'I tuoi familiari' })).toContainText('Gestisci 1 familiare');
  await erase.getByLabel('Password attuale').fill(mother.password);
  await erase.getByRole('button', { name: 'Elimina definitivamente' }).click();
  await expect(erase.getByText('Conferma di aver letto cosa succede.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'family-erasure-1280', { viewportOnly: true });
  await erase.getByRole('button', { name: 'Annulla' }).click();
  await expect(erase).toBeHidden();

  // The invitation.
  const giulia = { email: uniqueEmail('giulia'), password: 'Segreta123', displayName: 'Giulia Ferri' };
  const card = page.locator('#familiari');
  await card.getByRole('button', { name: 'Invita a un account personale: Giulia Ferri' }).click();
  const invite = page.getByRole('dialog', { name: 'Invita Giulia Ferri a un account personale' });
  await invite.getByLabel('E-mail di Giulia').fill(giulia.email);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'family-invite-dialog-1280', { viewportOnly: true });
  await invite.getByRole('button', { name: 'Invia invito' }).click();
  await expect(invite).toBeHidden();
  await expect(card).toContainText(`Invito inviato a ${giulia.email}`);
  await screenshot(page, 'family-invited-1280');

  await expect.poll(() => outboxMessages('family-invite', giulia.email).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
  const link = /https?:\/\/[^\s"<>]+\/invito-familiare\?token=[A-Za-z0-9_-]+/.exec(outboxMessages('family-invite', giulia.email).at(-1)!)?.[0];
  expect(link).toBeTruthy();
  const path = new URL(link!).pathname + new URL(link!).search;

  // Giulia, on her phone, signed out: the page says who invites her and asks her to sign in or sign up.
  const phone = await browser.newContext({ baseURL, viewport: { width: 360, height: 780 }, locale: 'it-IT', timezoneId: 'Europe/Rome' });
  const her = await phone.newPage();
  await her.goto(path);
  await expect(her.getByRole('heading', { name: 'Invito a un account personale' })).toBeVisible();
  await expect(her.getByText(/Ciao Giulia Ferri, Maria Ferri gestiva finora/)).toBeVisible();
  await expect(her.getByRole('link', { name: 'Registrati' })).toHaveAttribute('href', /\/auth\?tab=registrati&next=%2Finvito-familiare/);
  await expectNoSeriousA11yViolations(her);
  await screenshot(her, 'family-invite-page-signed-out-360');

  // She signs up with the invited address (through the API, which signs her in: the form is auth.spec.ts's) and comes back.
  const registered = await her.request.post('/api/auth/register', {
    data: { role: 'user', ...giulia, confirmPassword: giulia.password, acceptTerms: true },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await her.reload();
  await expect(her.getByText(`Hai effettuato l'accesso come ${giulia.email}.`)).toBeVisible();
  await her.getByRole('button', { name: 'Accetta e porta con te il tuo storico' }).click();
  await expect(her.getByText('Fatto: il tuo storico è nel tuo account.')).toBeVisible();
  await expect(her.getByText('1 visita e 0 documenti sono ora nel tuo account.')).toBeVisible();
  await screenshot(her, 'family-invite-accepted-360');
  await her.getByRole('link', { name: 'Vai ai tuoi appuntamenti' }).click();
  await her.getByRole('tab', { name: 'Lista' }).click();
  await expect(her.getByRole('tabpanel', { name: 'Lista' }).getByRole('button', { name: /Visita di controllo/ })).toBeVisible();
  await phone.close();

  // The mother: Giulia has her own account now; the visit is no longer hers to see.
  await page.reload();
  const row = card.getByRole('listitem').filter({ hasText: 'Giulia Ferri' });
  await expect(row).toContainText('Ha un account suo');
  await expect(row.getByRole('button')).toHaveCount(0);
  await screenshot(page, 'family-handed-over-1280');
  await page.goto('/appuntamenti');
  await page.getByRole('tab', { name: 'Lista' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Lista' }).getByText(/Nessun appuntamento/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Visita di controllo/ })).toHaveCount(0);
});
