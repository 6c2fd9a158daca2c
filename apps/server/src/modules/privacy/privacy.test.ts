import type { Appointment, CrmPatientList } from '@sanity/shared/schemas/appointments';
import type { ConsentList, DataExport, PrivacyStatus } from '@sanity/shared/schemas/privacy';
import { allowedUserKey } from '@sanity/shared/domain/content/allowed-users';
import { DOCTOR_TERMS_VERSION, TERMS_VERSION } from '@sanity/shared/domain/privacy/terms';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { book, bookingPayload, openPractice, romeIso } from '../../../test/booking';
import { createAndLogin, createTestApp, login, patientSpec, registerDoctor, registerPatient, uniqueEmail, type SignedIn, type TestApp } from '../../../test/helpers';
import { articleAllowedUsers, articles } from '../../db/schema/articles';
import { contactMessages } from '../../db/schema/contact';
import { users } from '../../db/schema/users';
import { createTestClock } from '../../lib/clock';

// Issue 13 points 5 and 6: the export (art. 15, 20), the erasure (art. 17) and the consents.
const clock = createTestClock('2026-11-30T09:00:00Z'); // Monday 30 November 2026, 10:00 in Rome
let t: TestApp;
let doctor: SignedIn;

const inject = (who: SignedIn | null, method: 'GET' | 'DELETE' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, ...(payload ? { payload } : {}) });

function bookedOk(response: { statusCode: number; body: string; json: <T>() => T }): Appointment {
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ appointment: Appointment }>().appointment;
}

async function approve(id: string): Promise<void> {
  // The doctor's review has its own tests (doctor-review.test.ts); here the doctor only needs to be bookable.
  await t.database.db.update(users).set({ isVerified: true, doctorReviewedAt: clock.now() }).where(eq(users.id, id));
}

async function publishedArticleId(): Promise<string> {
  const [row] = await t.database.db.select({ id: articles.id }).from(articles).where(and(eq(articles.status, 'published'), eq(articles.isPublic, true))).limit(1);
  if (!row) throw new Error('no published article in the demo data');
  return row.id;
}

/** The rows of `db.execute` (both drivers answer `{ rows }`, which the shared Db type leaves unknown). */
async function rowsOf<T>(query: SQL): Promise<T[]> {
  const result = (await t.database.db.execute(query)) as { rows?: T[] };
  return result.rows ?? [];
}

/** Every row of every table of the public schema, as text: where personal data could hide. */
async function everyRowAsText(): Promise<Array<{ table: string; text: string }>> {
  const tables = await rowsOf<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const out: Array<{ table: string; text: string }> = [];
  for (const { table_name } of tables) {
    const rows = await rowsOf<{ row: string }>(sql`select t::text as row from ${sql.identifier(table_name)} t`);
    for (const { row } of rows) out.push({ table: table_name, text: row });
  }
  return out;
}

beforeAll(async () => {
  t = await createTestApp({ clock, demo: true });
  doctor = await registerDoctor(t.app, { displayName: 'Ottavio Ferrandina' });
  await approve(doctor.user.id);
  await openPractice(t.app, doctor);
});
afterAll(() => t.close());

describe('consents at registration', () => {
  test('a patient has the terms, a doctor both documents, with the version and the clock’s time', async () => {
    const patient = await registerPatient(t.app);
    const mine = await inject(patient, 'GET', '/api/account/consents');
    expect(mine.statusCode).toBe(200);
    expect(mine.json<ConsentList>().consents).toEqual([{ document: 'terms', version: TERMS_VERSION, acceptedAt: clock.now().toISOString() }]);

    const theirs = (await inject(doctor, 'GET', '/api/account/consents')).json<ConsentList>().consents;
    expect(theirs.map((c) => [c.document, c.version]).sort()).toEqual([
      ['doctor-terms', DOCTOR_TERMS_VERSION],
      ['terms', TERMS_VERSION],
    ]);
    expect((await inject(null, 'GET', '/api/account/consents')).statusCode).toBe(401);
  });

  test('GET /api/account/privacy says how each account confirms, or why it cannot delete itself', async () => {
    const patient = await registerPatient(t.app);
    const admin = await createAndLogin(t.app, patientSpec({ admin: 1 }));
    expect((await inject(patient, 'GET', '/api/account/privacy')).json<PrivacyStatus>().deletion).toBe('password');
    expect((await inject(doctor, 'GET', '/api/account/privacy')).json<PrivacyStatus>().deletion).toBe('doctor');
    expect((await inject(admin, 'GET', '/api/account/privacy')).json<PrivacyStatus>().deletion).toBe('admin');
    expect((await inject(null, 'GET', '/api/account/privacy')).statusCode).toBe(401);
  });
});

describe('export', () => {
  let patient: SignedIn;
  let other: SignedIn;
  const otherName = 'Ermenegilda Scapparone';
  const otherEmail = uniqueEmail('ermenegilda');

  beforeAll(async () => {
    clock.set('2026-11-30T09:00:00Z');
    patient = await registerPatient(t.app, { displayName: 'Giacinta Pellegrino' });
    other = await registerPatient(t.app, { displayName: otherName, email: otherEmail });
    bookedOk(await book(t.app, patient, bookingPayload(doctor.user.id, romeIso('2026-12-03', '10:00'), {
      customerInfo: { name: 'Giacinta Pellegrino', email: patient.user.email, phone: '+39 347 111 2233', notes: 'Dolore al petto la mattina' },
      customFields: { motivo: 'Controllo', allergie: 'Lattice', peso: 58 },
    })));
    bookedOk(await book(t.app, other, bookingPayload(doctor.user.id, romeIso('2026-12-03', '11:00'), {
      customerInfo: { name: otherName, email: otherEmail, phone: '+39 347 999 8877', notes: 'Nota riservata di un altro paziente' },
      customFields: { motivo: 'Prima visita', allergie: 'Polline', peso: 90 },
      attendees: [],
    })));
    const articleId = await publishedArticleId();
    expect((await inject(patient, 'POST', `/api/articles/${articleId}/favorite`)).statusCode).toBeLessThan(300);
    expect((await inject(patient, 'POST', '/api/chat/messages', { message: 'Come prenoto una visita?', conversationHistory: [] })).statusCode).toBe(200);
  });

  test('JSON: an attachment with the appointments and their answers, favourites, chat, consents, sessions', async () => {
    const response = await inject(patient, 'GET', '/api/account/export');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBe('attachment; filename="sanity-dati-2026-11-30.json"');
    const data = response.json<DataExport>();
    expect(data.profile.email).toBe(patient.user.email);
    expect(data.profile).not.toHaveProperty('passwordHash');
    expect(data.appointments).toHaveLength(1);
    expect(data.appointments[0]).toMatchObject({ doctorName: 'Ottavio Ferrandina', serviceName: 'Visita cardiologica', status: 'confermato', statusLabel: 'Confermato', notes: 'Dolore al petto la mattina' });
    expect(data.appointments[0]!.answers).toEqual([
      { name: 'Motivo della visita', value: 'Controllo' },
      { name: 'Allergie', value: 'Lattice' },
      { name: 'Peso (kg)', value: 58 },
    ]);
    expect(data.favorites).toHaveLength(1);
    expect(data.chat.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(data.chat[0]!.content).toBe('Come prenoto una visita?');
    expect(data.consents).toEqual([{ document: 'terms', version: TERMS_VERSION, acceptedAt: expect.any(String) as string }]);
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.practice).toBeNull();
  });

  test('nothing of another patient of the same doctor', async () => {
    const body = (await inject(patient, 'GET', '/api/account/export')).body;
    for (const secret of [otherName, otherEmail, other.user.id, 'Polline', 'Nota riservata', '347 999 8877']) expect(body).not.toContain(secret);
  });

  test('a doctor may export too: their services and articles', async () => {
    const data = (await inject(doctor, 'GET', '/api/account/export')).json<DataExport>();
    expect(data.practice?.services.map((s) => s.name)).toEqual(['Visita cardiologica', 'Elettrocardiogramma']);
    expect(data.appointments).toEqual([]);
  });

  test('HTML: escaped, no script, an attachment under a sandbox CSP', async () => {
    const evil = await registerPatient(t.app, { displayName: '<script>alert(1)</script> & "Co"' });
    const response = await inject(evil, 'GET', '/api/account/export?format=html');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="sanity-dati-2026-11-30.html"');
    expect(response.headers['content-security-policy']).toBe('sandbox');
    expect(response.body).not.toContain('<script');
    expect(response.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;');
    expect(response.body).toContain('<h2>Appuntamenti</h2>');
    // The state as the app names it (issue 24), not the stored 'confermato'.
    const mine = await inject(patient, 'GET', '/api/account/export?format=html');
    expect(mine.body).toContain('<td>Confermato</td>');
    expect(mine.body).not.toContain('<td>confermato</td>');
  });

  test('a bad format is 400 in Italian; signed out 401', async () => {
    const response = await inject(patient, 'GET', '/api/account/export?format=pdf');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { message: string } }>().error.message).toBe('Richiesta non valida.');
    expect((await inject(null, 'GET', '/api/account/export')).statusCode).toBe(401);
  });
});

describe('erasure', () => {
  const name = 'Filiberto Zanardelli';
  const email = uniqueEmail('filiberto');
  const phone = '+39 347 555 0199';
  let patient: SignedIn;
  let past: Appointment;
  let future: Appointment;

  beforeAll(async () => {
    clock.set('2026-11-30T09:00:00Z');
    patient = await registerPatient(t.app, { displayName: name, email });
    // A verified address: the contact messages sent from it are the account's (see 'an address the account never verified').
    await t.database.db.update(users).set({ emailVerifiedAt: clock.now() }).where(eq(users.id, patient.user.id));
    expect((await inject(patient, 'PATCH', `/api/users/${patient.user.id}`, { telefono: phone, citta: 'Borgomanero' })).statusCode).toBe(200);
    past = bookedOk(await book(t.app, patient, bookingPayload(doctor.user.id, romeIso('2026-12-01', '09:00'), {
      customerInfo: { name, email, phone, notes: 'Ansia da visita' },
      customFields: { motivo: 'Controllo', allergie: 'Arachidi', peso: 71 },
      attendees: [{ email, displayName: name }],
    })));
    future = bookedOk(await book(t.app, patient, bookingPayload(doctor.user.id, romeIso('2026-12-09', '09:00'), {
      customerInfo: { name, email, phone, notes: 'Seconda visita' },
      customFields: { motivo: 'Controllo', allergie: 'Arachidi', peso: 71 },
      attendees: [{ email, displayName: name }],
    })));
    const articleId = await publishedArticleId();
    expect((await inject(patient, 'POST', `/api/articles/${articleId}/favorite`)).statusCode).toBeLessThan(300);
    expect((await inject(patient, 'POST', `/api/doctors/${doctor.user.id}/follow`)).statusCode).toBe(200);
    expect((await inject(patient, 'POST', '/api/chat/messages', { message: `Mi chiamo ${name}, ho mal di testa`, conversationHistory: [] })).statusCode).toBe(200);
    const image = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 10, b: 10 } } }).png().toBuffer();
    const boundary = '----sanityprivacy';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`),
      image,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const avatar = await t.app.inject({ method: 'PUT', url: `/api/users/${patient.user.id}/avatar`, headers: { cookie: patient.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
    expect(avatar.statusCode, avatar.body).toBe(200);
    const contact = await t.app.inject({ method: 'POST', url: '/api/contact', remoteAddress: '203.0.113.77', payload: { nome: 'Filiberto', cognome: 'Zanardelli', email, telefono: phone, note: 'Vorrei informazioni' } });
    expect(contact.statusCode, contact.body).toBeLessThan(300);
    // A second device, and a failed login counted on the address.
    await login(t.app, email, 'Paziente123!', '198.51.100.9');
    await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'sbagliata!' }, remoteAddress: '198.51.100.10' });
    clock.set('2026-12-02T09:00:00Z'); // the first visit is now past, the second still ahead
  });

  test('a wrong password is 400 on its field and erases nothing; a missing one too', async () => {
    const wrong = await inject(patient, 'DELETE', '/api/account', { currentPassword: 'non-è-lei' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ error: { fields: Record<string, string> } }>().error.fields.currentPassword).toBe('La password attuale non è corretta.');
    const missing = await inject(patient, 'DELETE', '/api/account', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ error: { message: string } }>().error.message).toBe('Inserisci la password attuale per confermare.');
    expect((await inject(patient, 'GET', '/api/auth/me')).statusCode).toBe(200);
    expect((await everyRowAsText()).some((r) => r.text.includes(email))).toBe(true);
  });

  test('doctors and admins cannot delete themselves here: 409 in Italian', async () => {
    const byDoctor = await inject(doctor, 'DELETE', '/api/account', { currentPassword: 'Dottore123!' });
    expect(byDoctor.statusCode).toBe(409);
    expect(byDoctor.json<{ error: { message: string } }>().error.message).toMatch(/supporto/);
    const admin = await createAndLogin(t.app, patientSpec({ admin: 1 }));
    const byAdmin = await inject(admin, 'DELETE', '/api/account', { currentPassword: 'Paziente123!' });
    expect(byAdmin.statusCode).toBe(409);
    expect((await inject(null, 'DELETE', '/api/account', { currentPassword: 'x' })).statusCode).toBe(401);
  });

  test('with the password: 204, the cookie cleared, and no table holds the e-mail, the name or the phone', async () => {
    const response = await inject(patient, 'DELETE', '/api/account', { currentPassword: 'Paziente123!' });
    expect(response.statusCode, response.body).toBe(204);
    expect(response.cookies.find((c) => c.name === 'sanity_session')?.value).toBe('');

    const found = (await everyRowAsText()).filter((r) => [email, name, phone, 'Filiberto', 'Zanardelli', 'Arachidi', 'Ansia da visita', 'Borgomanero'].some((s) => r.text.includes(s)));
    expect(found).toEqual([]);

    const [row] = await t.database.db.select().from(users).where(eq(users.id, patient.user.id));
    expect(row).toMatchObject({ name: 'Account eliminato', displayName: 'Account eliminato', passwordHash: null, telefono: null, avatar: null, isDisabled: true });
    expect(row!.email).toMatch(/^erased-[0-9a-f]+@invalid$/);
    expect(row!.erasedAt?.toISOString()).toBe('2026-12-02T09:00:00.000Z');
  });

  test('the old cookie no longer works, login fails, the address can register again', async () => {
    expect((await inject(patient, 'GET', '/api/auth/me')).statusCode).toBe(401);
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'Paziente123!' } });
    expect(again.statusCode).toBe(401);
    const fresh = await registerPatient(t.app, { email, displayName: 'Un altro Filiberto' });
    expect(fresh.user.id).not.toBe(patient.user.id);
  });

  test('the doctor keeps the appointments, anonymised; the future one is cancelled by the patient', async () => {
    const list = await inject(doctor, 'GET', `/api/appointments/professional?timeMin=${romeIso('2026-12-01', '00:00')}&timeMax=${romeIso('2026-12-10', '00:00')}`);
    expect(list.statusCode).toBe(200);
    const mine = list.json<{ appointments: Appointment[] }>().appointments.filter((a) => a.patientId === patient.user.id);
    expect(mine.map((a) => a.id).sort()).toEqual([past.id, future.id].sort());
    for (const a of mine) {
      expect(a).toMatchObject({ clientName: 'Paziente eliminato', notes: '', customFields: [], serviceName: 'Visita cardiologica' });
      expect(a.client).toMatchObject({ email: '', phone: '' });
    }
    expect(mine.find((a) => a.id === past.id)?.status).toBe('confermato');
    expect(mine.find((a) => a.id === future.id)).toMatchObject({ status: 'annullato', cancelledBy: 'patient', cancelReason: 'Account eliminato' });

    const crm = (await inject(doctor, 'GET', '/api/crm/patients')).json<CrmPatientList>();
    expect(crm.patients.find((p) => p.clientId === patient.user.id)).toMatchObject({ name: 'Paziente eliminato', email: '', phone: '' });
  });

  test('the avatar file leaves the storage through the erase-files job', async () => {
    const jobs = await rowsOf<{ payload: { urls: string[] } }>(sql`select payload from jobs where kind = 'erase-files'`);
    const urls = jobs.flatMap((r) => r.payload.urls);
    expect(urls.some((u) => u.startsWith(`/media/users/${patient.user.id}/avatar/`))).toBe(true);
    await t.app.services.jobs.drain();
    for (const url of urls) expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});

describe('an address or a phone the account never verified', () => {
  // Anyone can register an address they do not own (ADR 0012) and type any phone in their profile:
  // neither makes someone else's contact messages or a doctor's allowed readers the account's.
  const victimEmail = uniqueEmail('vittoria');
  const victimPhone = '+39 347 444 1200';

  beforeAll(async () => {
    clock.set('2026-11-30T09:00:00Z');
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: '203.0.113.78',
      payload: { nome: 'Vittoria', cognome: 'Sparviero', email: victimEmail, telefono: victimPhone, note: 'Ho una diagnosi riservata' },
    });
    expect(contact.statusCode, contact.body).toBeLessThan(300);
    const articleId = await publishedArticleId();
    await t.database.db.insert(articleAllowedUsers).values([
      { articleId, value: victimEmail, matchKey: allowedUserKey(victimEmail), position: 90 },
      { articleId, value: victimPhone, matchKey: allowedUserKey(victimPhone), position: 91 },
    ]);
  });

  test('the export holds no contact message sent from an unverified address; the erasure leaves them and the allowed readers', async () => {
    const claimant = await registerPatient(t.app, { email: victimEmail, displayName: 'Impostore' });
    expect((await inject(claimant, 'PATCH', `/api/users/${claimant.user.id}`, { telefono: victimPhone })).statusCode).toBe(200);

    const data = (await inject(claimant, 'GET', '/api/account/export')).json<DataExport>();
    expect(data.contactMessages).toEqual([]);
    expect(JSON.stringify(data)).not.toContain('diagnosi riservata');

    expect((await inject(claimant, 'DELETE', '/api/account', { currentPassword: 'Paziente123!' })).statusCode).toBe(204);
    const messages = await t.database.db.select().from(contactMessages).where(eq(contactMessages.email, victimEmail));
    expect(messages.map((m) => m.note)).toEqual(['Ho una diagnosi riservata']);
    const readers = await t.database.db.select({ key: articleAllowedUsers.matchKey }).from(articleAllowedUsers);
    expect(readers.map((r) => r.key)).toEqual(expect.arrayContaining([allowedUserKey(victimEmail), allowedUserKey(victimPhone)]));
  });
});

describe('erasure of a Google-only account', () => {
  test('confirmed by the e-mail typed again; a different one is 400', async () => {
    const email = uniqueEmail('google');
    const patient = await registerPatient(t.app, { email });
    await t.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, patient.user.id));
    expect((await inject(patient, 'GET', '/api/account/privacy')).json<PrivacyStatus>().deletion).toBe('email');
    const wrong = await inject(patient, 'DELETE', '/api/account', { confirmEmail: 'altro@example.it' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ error: { fields: Record<string, string> } }>().error.fields.confirmEmail).toBe('L’indirizzo email non corrisponde a quello del tuo account.');
    expect((await inject(patient, 'DELETE', '/api/account', { confirmEmail: email.toUpperCase() })).statusCode).toBe(204);
  });
});
