import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Appointment } from '@sanity/shared/schemas/appointments';
import type { DoctorCities, DoctorList, DoctorPublic } from '@sanity/shared/schemas/doctors';
import type { PracticeAddress } from '@sanity/shared/schemas/practice-address';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAccount, createTestApp, doctorSpec, registerDoctor, registerPatient, type SignedIn, type TestApp } from '../../../test/helpers';
import { markEmailVerified } from '../../../test/verification';
import { book, bookingPayload, futureDate, openPractice, romeIso } from '../../../test/booking';
import { createPracticeAddress } from '../../seed/factories';
import { reminderMail } from '../notifications/reminder-templates';

let t: TestApp;
let doctor: SignedIn;
let patient: SignedIn;

const FORLI: PracticeAddress = { street: 'Corso della Repubblica 12', cap: '47121', city: 'Forlì', province: 'FC' };
const FORLI_LINE = 'Corso della Repubblica 12, 47121 Forlì (FC)';

beforeAll(async () => {
  t = await createTestApp();
  doctor = await registerDoctor(t.app, { displayName: 'Dott.ssa Sara Luoghi', sectors: ['cardiologia'] });
  patient = await registerPatient(t.app, { displayName: 'Giulia Rossi' });
  // The patient's booking e-mails go only to a verified address (ADR 0012).
  await markEmailVerified(t, patient.user.id);
});
afterAll(() => t.close());

type Who = SignedIn | null;
const headers = (who: Who) => (who ? { cookie: who.cookie } : {});
const getAddress = (who: Who) => t.app.inject({ method: 'GET', url: '/api/practice/address', headers: headers(who) });
const putAddress = (who: Who, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/practice/address', headers: headers(who), payload: payload as object });
const deleteAddress = (who: Who) => t.app.inject({ method: 'DELETE', url: '/api/practice/address', headers: headers(who) });
const errorOf = (response: { json: <T>() => T }) => response.json<{ error: { code: string; message: string; fields?: Record<string, string> } }>().error;

describe('PUT/GET/DELETE /api/practice/address', () => {
  test('a new doctor has none; PUT stores it trimmed with the province in capitals; PUT again replaces it; DELETE removes it', async () => {
    const other = await registerDoctor(t.app, { displayName: 'Dott. Nuovo Indirizzo' });
    expect((await getAddress(other)).json()).toEqual({ address: null });

    const put = await putAddress(other, { street: '  Via   Vincenzo Monti 12 ', cap: ' 20123 ', city: '  Milano ', province: ' mi ' });
    expect(put.statusCode).toBe(200);
    const stored = { street: 'Via Vincenzo Monti 12', cap: '20123', city: 'Milano', province: 'MI' };
    expect(put.json()).toEqual({ address: stored });
    expect((await getAddress(other)).json()).toEqual({ address: stored });

    const replaced = await putAddress(other, { street: 'Via Nizza 45', cap: '10125', city: 'Torino', province: 'TO' });
    expect(replaced.json()).toEqual({ address: { street: 'Via Nizza 45', cap: '10125', city: 'Torino', province: 'TO' } });
    expect((await getAddress(other)).json<{ address: PracticeAddress }>().address.city).toBe('Torino');

    const removed = await deleteAddress(other);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ address: null });
    expect((await getAddress(other)).json()).toEqual({ address: null });
    // Removing again changes nothing.
    expect((await deleteAddress(other)).json()).toEqual({ address: null });
  });

  test('invalid addresses get 400 with the Italian message of the field and change nothing', async () => {
    const other = await registerDoctor(t.app, { displayName: 'Dott. Indirizzo Sbagliato' });
    const valid = { street: 'Via Roma 1', cap: '20121', city: 'Milano', province: 'MI' };
    await putAddress(other, valid);
    const cases: Array<[string, Record<string, unknown>, string, string]> = [
      ['street empty', { ...valid, street: '   ' }, 'street', 'Indica via e numero civico dello studio'],
      ['street missing', { cap: valid.cap, city: valid.city, province: valid.province }, 'street', 'Indica via e numero civico dello studio'],
      ['street too long', { ...valid, street: 'V'.repeat(121) }, 'street', "L'indirizzo può contenere al massimo 120 caratteri"],
      ['cap letters', { ...valid, cap: '2012A' }, 'cap', 'Il CAP deve essere di 5 cifre'],
      ['cap short', { ...valid, cap: '2012' }, 'cap', 'Il CAP deve essere di 5 cifre'],
      ['cap as number', { ...valid, cap: 20121 }, 'cap', 'Il CAP deve essere di 5 cifre'],
      ['city empty', { ...valid, city: '' }, 'city', 'Indica la città dello studio'],
      ['city too long', { ...valid, city: 'M'.repeat(81) }, 'city', 'La città può contenere al massimo 80 caratteri'],
      ['province three letters', { ...valid, province: 'MIL' }, 'province', 'La provincia è la sigla di 2 lettere, es. MI'],
      ['province digits', { ...valid, province: '12' }, 'province', 'La provincia è la sigla di 2 lettere, es. MI'],
      ['NUL in the street', { ...valid, street: 'Via\u0000Roma' }, 'street', 'Richiesta non valida.'],
    ];
    for (const [name, payload, field, message] of cases) {
      const response = await putAddress(other, payload);
      expect(response.statusCode, name).toBe(400);
      expect(errorOf(response), name).toMatchObject({ code: 'invalid-argument', message });
      expect(errorOf(response).fields?.[field], name).toBe(message);
      expect((await getAddress(other)).json(), name).toEqual({ address: valid });
    }
    const notJson = await t.app.inject({ method: 'PUT', url: '/api/practice/address', headers: { cookie: other.cookie }, payload: [] as unknown as object });
    expect(notJson.statusCode).toBe(400);
  });

  test('a patient gets 403 and a signed-out visitor 401, and nothing is stored', async () => {
    for (const response of [await getAddress(patient), await putAddress(patient, FORLI), await deleteAddress(patient)]) {
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('permission-denied');
    }
    for (const response of [await getAddress(null), await putAddress(null, FORLI), await deleteAddress(null)]) {
      expect(response.statusCode).toBe(401);
    }
    expect(await t.app.services.practiceAddress.get(patient.user.id)).toBeNull();
  });
});

describe('the address on the profile and in the directory', () => {
  test('the public profile (signed out and in) carries the practice address; null before one is set', async () => {
    const other = await registerDoctor(t.app, { displayName: 'Dott. Senza Studio' });
    const profile = async (id: string, who: Who) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/doctors/${id}`, headers: headers(who) });
      expect(response.statusCode).toBe(200);
      return response.json<{ doctor: DoctorPublic }>().doctor;
    };
    expect((await profile(other.user.id, null)).practiceAddress).toBeNull();
    await putAddress(doctor, { ...FORLI, province: 'fc' });
    expect((await profile(doctor.user.id, null)).practiceAddress).toEqual(FORLI);
    expect((await profile(doctor.user.id, patient)).practiceAddress).toEqual(FORLI);
    expect((await profile(doctor.user.id, doctor)).practiceAddress).toEqual(FORLI);
  });

  test('the SEO page of the doctor names the practice address', async () => {
    await putAddress(doctor, FORLI);
    const { status, head } = await t.app.services.seo.doctorHead(doctor.user.id);
    expect(status).toBe(200);
    expect(head).toContain('"address":{"@type":"PostalAddress","streetAddress":"Corso della Repubblica 12","postalCode":"47121","addressLocality":"Forlì","addressRegion":"FC","addressCountry":"IT"}');
  });
});

describe('the directory: cards, the city filter and the list of cities', () => {
  let app: TestApp;
  const ids = new Map<string, string>();
  const list = async (query: string) => {
    const response = await app.app.inject({ method: 'GET', url: `/api/doctors${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<DoctorList>();
  };
  const names = async (query: string) => (await list(query)).doctors.map((d) => d.name);

  beforeAll(async () => {
    app = await createTestApp();
    const doctors: Array<[string, string[], PracticeAddress | null]> = [
      ['Dott. Marco Bianchi', ['cardiologia'], { street: 'Via Vincenzo Monti 12', cap: '20123', city: 'Milano', province: 'MI' }],
      ['Dott.ssa Laura Esposito', ['dermatologia'], { street: 'Corso Buenos Aires 45', cap: '20124', city: 'milano', province: 'MI' }],
      ['Dott. Carlo Verdi', ['cardiologia'], { street: 'Viale Monza 140', cap: '20127', city: 'Milano', province: 'MI' }],
      ['Dott.ssa Anna Neri', ['cardiologia'], { street: 'Via Paolo Sarpi 22', cap: '20154', city: 'MILANO', province: 'MI' }],
      ['Dott. Paolo Conti', ['cardiologia'], FORLI],
      ['Dott.ssa Elena Forli', ['dermatologia'], { street: 'Via Emilia 3', cap: '47121', city: 'Forli', province: 'FC' }],
      ['Dott. Ugo Ancona', ['cardiologia'], { street: 'Corso Garibaldi 1', cap: '60121', city: 'Ancona', province: 'AN' }],
      ['Dott. Zeno Zola', ['cardiologia'], { street: 'Via Risorgimento 2', cap: '40069', city: 'Zola Predosa', province: 'BO' }],
      ['Dott.ssa Ottavia Osimo', ['cardiologia'], { street: 'Piazza del Comune 1', cap: '60027', city: 'Òsimo', province: 'AN' }],
      ['Dott. Nessun Luogo', ['cardiologia'], null],
      ['Dott. Disabilitato Roma', ['cardiologia'], { street: 'Via del Corso 1', cap: '00186', city: 'Roma', province: 'RM' }],
    ];
    for (const [displayName, sectorIds, address] of doctors) {
      const row = await createAccount(app.app.services, doctorSpec({ displayName, sectorIds }));
      ids.set(displayName, row.id);
      if (address) await createPracticeAddress(app.app.services, row.id, address);
    }
    await app.app.services.users.setDisabled(ids.get('Dott. Disabilitato Roma')!, true);
  });
  afterAll(() => app.close());

  test('every card carries the practice address, null without one', async () => {
    const { doctors } = await list('?limit=50');
    const byName = new Map(doctors.map((d) => [d.name, d]));
    expect(byName.get('Dott. Paolo Conti')!.practiceAddress).toEqual(FORLI);
    expect(byName.get('Dott. Nessun Luogo')!.practiceAddress).toBeNull();
    expect(byName.get('Dott.ssa Laura Esposito')!.practiceAddress).toEqual({ street: 'Corso Buenos Aires 45', cap: '20124', city: 'milano', province: 'MI' });
  });

  test('the city filter ignores case and accents, and never lists a doctor without an address', async () => {
    const forli = ['Dott. Paolo Conti', 'Dott.ssa Elena Forli'];
    expect(await names('?city=Forl%C3%AC')).toEqual(forli);
    expect(await names('?city=forl%C3%AC')).toEqual(forli);
    expect(await names('?city=FORLI')).toEqual(forli);
    expect(await names('?city=%20forli%20')).toEqual(forli);
    expect(await names(`?city=${encodeURIComponent('FORLÌ')}`)).toEqual(forli);
    expect(await names('?city=osimo')).toEqual(['Dott.ssa Ottavia Osimo']);
    expect(await names('?city=zola%20%20predosa')).toEqual(['Dott. Zeno Zola']);
    expect(await names('?city=Roma')).toEqual([]);
    expect(await names('?city=Mil')).toEqual([]);
    expect(await names('?city=Nessun%20Luogo')).toEqual([]);
    // An empty city is no filter.
    expect((await names('?city=&limit=50')).length).toBe(10);
  });

  test('the city filter combines with the search, the sectors and the pages', async () => {
    const milano = ['Dott. Marco Bianchi', 'Dott.ssa Laura Esposito', 'Dott.ssa Anna Neri', 'Dott. Carlo Verdi'];
    expect(await names('?city=milano')).toEqual(milano);
    expect(await names('?city=milano&sectors=cardiologia')).toEqual(['Dott. Marco Bianchi', 'Dott.ssa Anna Neri', 'Dott. Carlo Verdi']);
    expect(await names('?city=milano&sectors=dermatologia')).toEqual(['Dott.ssa Laura Esposito']);
    expect(await names('?city=forli&sectors=dermatologia')).toEqual(['Dott.ssa Elena Forli']);
    expect(await names('?city=milano&q=verdi')).toEqual(['Dott. Carlo Verdi']);
    expect(await names('?city=forli&q=bianchi')).toEqual([]);

    // Pages of one: every Milano doctor once, in order, then no cursor.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: DoctorList = await list(`?city=Milano&limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      seen.push(...page.doctors.map((d) => d.name));
      cursor = page.nextCursor;
    } while (cursor && seen.length < 10);
    expect(seen).toEqual(milano);
    // Pages of two with the sector as well.
    const first = await list('?city=milano&sectors=cardiologia&limit=2');
    expect(first.doctors.map((d) => d.name)).toEqual(['Dott. Marco Bianchi', 'Dott.ssa Anna Neri']);
    const second = await list(`?city=milano&sectors=cardiologia&limit=2&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(second).toMatchObject({ doctors: [{ name: 'Dott. Carlo Verdi' }], nextCursor: null });
  });

  test('a city over 80 characters is a 400 with the Italian message', async () => {
    const response = await app.app.inject({ method: 'GET', url: `/api/doctors?city=${'m'.repeat(81)}` });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'invalid-argument', message: 'La città può contenere al massimo 80 caratteri' });
    const twice = await app.app.inject({ method: 'GET', url: '/api/doctors?city=Milano&city=Roma' });
    expect(twice.statusCode).toBe(400);
  });

  test('GET /api/doctors/cities: one spelling per city (the most used), Italian order, listed doctors only', async () => {
    const response = await app.app.inject({ method: 'GET', url: '/api/doctors/cities' });
    expect(response.statusCode).toBe(200);
    // 'Milano' twice beats 'milano' and 'MILANO'; 'Forlì' and 'Forli' once each: the one with its accent.
    // Òsimo sorts with the O's in Italian; Roma's only doctor is disabled.
    expect(response.json<DoctorCities>()).toEqual({ cities: ['Ancona', 'Forlì', 'Milano', 'Òsimo', 'Zola Predosa'] });
  });

  test('/cities is its own route, not a doctor id', async () => {
    const response = await app.app.inject({ method: 'GET', url: '/api/doctors/cities' });
    expect(response.json()).not.toHaveProperty('doctor');
    const profile = await app.app.inject({ method: 'GET', url: `/api/doctors/${ids.get('Dott. Paolo Conti')!}` });
    expect(profile.json<{ doctor: DoctorPublic }>().doctor.practiceAddress).toEqual(FORLI);
  });
});

describe('where the visit takes place: appointments and e-mails', () => {
  let appointmentId: string;
  let bare: SignedIn;

  beforeAll(async () => {
    await putAddress(doctor, FORLI);
    await openPractice(t.app, doctor);
    bare = await registerDoctor(t.app, { displayName: 'Dott. Senza Indirizzo' });
    await openPractice(t.app, bare);
    await rm(path.join(t.config.DATA_DIR, 'outbox'), { recursive: true, force: true });
    const response = await book(t.app, patient, bookingPayload(doctor.user.id, romeIso(futureDate(3), '10:00')));
    expect(response.statusCode, response.body).toBe(201);
    const appointment = response.json<{ appointment: Appointment }>().appointment;
    expect(appointment.location).toEqual(FORLI);
    appointmentId = appointment.id;
  });

  const get = (who: SignedIn, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });

  test('every answer with the appointment carries the location, for the patient and for the doctor', async () => {
    for (const who of [patient, doctor]) {
      expect((await get(who, `/api/appointments/${appointmentId}`)).json<{ appointment: Appointment }>().appointment.location).toEqual(FORLI);
    }
    const mine = (await get(patient, '/api/appointments')).json<{ appointments: Appointment[] }>().appointments;
    expect(mine.find((a) => a.id === appointmentId)!.location).toEqual(FORLI);
    const theirs = (await get(doctor, '/api/appointments/professional')).json<{ appointments: Appointment[] }>().appointments;
    expect(theirs.find((a) => a.id === appointmentId)!.location).toEqual(FORLI);
    const crm = (await get(doctor, `/api/crm/patients/${patient.user.id}`)).json<{ appointments: Appointment[] }>().appointments;
    expect(crm.find((a) => a.id === appointmentId)!.location).toEqual(FORLI);
  });

  test("the location is the doctor's current address, and null for a doctor without one", async () => {
    const other = await book(t.app, patient, bookingPayload(bare.user.id, romeIso(futureDate(4), '11:00')));
    expect(other.statusCode, other.body).toBe(201);
    expect(other.json<{ appointment: Appointment }>().appointment.location).toBeNull();
    const list = (await get(patient, '/api/appointments')).json<{ appointments: Appointment[] }>().appointments;
    expect(list.map((a) => [a.professionalId, a.location])).toEqual(
      expect.arrayContaining([
        [doctor.user.id, FORLI],
        [bare.user.id, null],
      ]),
    );
    await putAddress(bare, { street: 'Via Nizza 45', cap: '10125', city: 'Torino', province: 'TO' });
    const id = other.json<{ appointment: Appointment }>().appointment.id;
    expect((await get(patient, `/api/appointments/${id}`)).json<{ appointment: Appointment }>().appointment.location).toMatchObject({ city: 'Torino' });
  });

  test('the confirmation e-mails show the address with a map link, and the .ics has it as LOCATION', async () => {
    await t.app.services.jobs.drain();
    const outbox = path.join(t.config.DATA_DIR, 'outbox');
    const files = (await readdir(outbox)).filter((f) => f.includes(appointmentId));
    const mails = await Promise.all(files.map(async (file) => ({ file, mail: await simpleParser(await readFile(path.join(outbox, file))) })));
    const toPatient = mails.find((m) => m.file.includes('booked-patient'))!.mail;
    const toDoctor = mails.find((m) => m.file.includes('booked-doctor'))!.mail;
    const mapsUrl = 'https://www.google.com/maps/search/?api=1&query=Corso%20della%20Repubblica%2012%2C%2047121%20Forl%C3%AC%20(FC)';
    expect(toPatient.text).toContain(`Dove: ${FORLI_LINE}`);
    expect(toPatient.text).toContain(`Apri in Mappe: ${mapsUrl}`);
    expect(toPatient.html).toContain(`<a href="${mapsUrl.replace('&', '&amp;')}"`);
    expect(toPatient.html).toContain(FORLI_LINE);
    expect(toDoctor.text).toContain(`Dove: ${FORLI_LINE}`);
    for (const mail of [toPatient, toDoctor]) {
      const ics = mail.attachments.find((a) => a.filename === 'invito.ics')!.content.toString('utf8').replace(/\r\n[ \t]/g, '');
      // RFC 5545: commas and semicolons of a TEXT value are escaped.
      expect(ics).toContain('LOCATION:Corso della Repubblica 12\\, 47121 Forlì (FC)\r\n');
    }
  });

  test('the reminder shows the address and its map link; without an address, no such row', async () => {
    const state = await t.app.services.appointments.noticeFor(appointmentId);
    expect(state!.notice.location).toEqual(FORLI);
    const reminder = reminderMail(state!.notice, 'https://sanity.example/appointments', { now: new Date(state!.notice.startsAt.getTime() - 86_400_000) });
    expect(reminder.text).toContain(`Dove: ${FORLI_LINE}`);
    expect(reminder.text).toContain('Apri in Mappe: https://www.google.com/maps/search/?api=1&query=');
    const without = reminderMail({ ...state!.notice, location: null }, 'https://sanity.example/appointments', { now: new Date(state!.notice.startsAt.getTime() - 86_400_000) });
    expect(without.text).not.toContain('Dove:');
    expect(without.text).not.toContain('Apri in Mappe');
  });
});
