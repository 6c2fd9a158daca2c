import { plusDays } from '@sanity/shared/domain/dates/local-time';
import type { Client } from 'fhir-kit-client';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { book, bookingPayload, ECG, futureDate, openPractice, romeIso, VISIT } from '../../../test/booking';
import { dialogTimes, expectValidFhir, fhirClient, refusal, romeTimeOf, type Bundle, type Resource } from '../../../test/fhir';
import { createTestApp, registerDoctor, registerPatient, type SignedIn, type TestApp } from '../../../test/helpers';
import { FHIR_RESOURCES } from './fhir-capability';
import { serviceResourceId } from './fhir-ids';

/**
 * Issue 31 point 1: the FHIR R4 read API, read with a real FHIR client (fhir-kit-client) from a
 * listening server, every resource checked against the FHIR R4 JSON schema.
 */
let t: TestApp;
let doctor: SignedIn;
let pending: SignedIn;
let patient: SignedIn;
let other: SignedIn;
let anonymous: Client;
let asPatient: Client;
let asOther: Client;
let asDoctor: Client;
let appointmentId: string;

const ADDRESS = { street: 'Via Dante 12', cap: '20121', city: 'Milano', province: 'MI' };

beforeAll(async () => {
  t = await createTestApp({ listen: 0 });
  doctor = await registerDoctor(t.app, { displayName: 'Marco Bianchi', nome: 'Marco', cognome: 'Bianchi', phoneNumber: '+39 333 111 2222' });
  pending = await registerDoctor(t.app, { displayName: 'Laura Esposito' }, { pending: true });
  patient = await registerPatient(t.app, { displayName: 'Giulia Rossi' });
  other = await registerPatient(t.app, { displayName: 'Paolo Verdi' });
  await openPractice(t.app, doctor);
  const address = await t.app.inject({ method: 'PUT', url: '/api/practice/address', headers: { cookie: doctor.cookie }, payload: ADDRESS });
  expect(address.statusCode, address.body).toBe(200);
  const booked = await book(t.app, patient, bookingPayload(doctor.user.id, romeIso(futureDate(2), '09:00')));
  expect(booked.statusCode, booked.body).toBe(201);
  appointmentId = booked.json<{ appointment: { id: string } }>().appointment.id;
  const base = t.baseUrl!;
  anonymous = fhirClient(base);
  asPatient = fhirClient(base, patient.cookie);
  asOther = fhirClient(base, other.cookie);
  asDoctor = fhirClient(base, doctor.cookie);
});
afterAll(() => t.close());

const entries = (bundle: unknown): Resource[] => ((bundle as Bundle).entry ?? []).map((e) => e.resource);

describe('public resources', () => {
  test('the CapabilityStatement lists exactly the supported types and search parameters, and validates', async () => {
    const cs = (await anonymous.capabilityStatement()) as Resource & { rest: Array<{ resource: Array<{ type: string; searchParam: Array<{ name: string }> }> }> };
    expectValidFhir(cs);
    expect(cs.fhirVersion).toBe('4.0.1');
    const listed = cs.rest[0]!.resource.map((r) => [r.type, r.searchParam.map((p) => p.name)]);
    expect(listed).toEqual(FHIR_RESOURCES.map((r) => [r.type, r.searchParams.map((p) => p.name)]));
    // Both ways in are declared: the session cookie and a personal access token (issue 31 point 3).
    const security = (cs.rest[0] as unknown as { security: { description: string } }).security.description;
    expect(security).toContain('sanity_session');
    expect(security).toContain('Authorization: Bearer snt_');
  });

  test('Practitioner, PractitionerRole, Location, HealthcareService, Schedule and Slot read with the client and validate; no private data', async () => {
    const id = doctor.user.id;
    const practitioner = (await anonymous.read({ resourceType: 'Practitioner', id })) as Resource;
    expectValidFhir(practitioner);
    expect(practitioner.name).toEqual([{ use: 'official', text: 'Marco Bianchi', family: 'Bianchi', given: ['Marco'] }]);
    expect(practitioner.qualification).toMatchObject([{ identifier: [{ value: 'MI-12345' }] }]);
    const text = JSON.stringify(practitioner);
    expect(text).not.toContain(doctor.user.email);
    expect(text).not.toContain('111 2222');
    expect(practitioner).not.toHaveProperty('telecom');

    const role = (await anonymous.read({ resourceType: 'PractitionerRole', id })) as Resource & { healthcareService: Array<{ reference: string }> };
    expectValidFhir(role);
    expect(role).toMatchObject({ practitioner: { reference: `Practitioner/${id}` }, location: [{ reference: `Location/${id}` }], specialty: [{ coding: [{ code: 'cardiologia' }] }] });
    expect(role.healthcareService.map((r) => r.reference)).toEqual([VISIT, ECG].map((s) => `HealthcareService/${serviceResourceId(id, s.id)}`));

    const location = (await anonymous.read({ resourceType: 'Location', id })) as Resource;
    expectValidFhir(location);
    expect(location.address).toEqual({ use: 'work', type: 'physical', line: ['Via Dante 12'], city: 'Milano', district: 'MI', postalCode: '20121', country: 'IT' });

    const hsId = serviceResourceId(id, ECG.id);
    const service = (await anonymous.read({ resourceType: 'HealthcareService', id: hsId })) as Resource;
    expectValidFhir(service);
    expect(service).toMatchObject({ name: 'Elettrocardiogramma', extension: [{ valueDuration: { value: 60, code: 'min' } }], characteristic: [{ coding: [{ code: 'in_studio' }] }] });
    expect(JSON.stringify(service)).not.toContain('price');

    const schedules = (await anonymous.search({ resourceType: 'Schedule', searchParams: { actor: `Practitioner/${id}` } })) as Bundle;
    expectValidFhir(schedules);
    expect(entries(schedules).map((s) => s.id)).toEqual([VISIT, ECG].map((s) => serviceResourceId(id, s.id)));
    const schedule = (await anonymous.read({ resourceType: 'Schedule', id: hsId })) as Resource;
    expectValidFhir(schedule);
    expect(schedule.active).toBe(true);

    const slots = (await anonymous.search({ resourceType: 'Slot', searchParams: { schedule: `Schedule/${hsId}`, _count: '3' } })) as Bundle;
    expectValidFhir(slots);
    const [first] = entries(slots);
    expect(first).toMatchObject({ resourceType: 'Slot', status: 'free', schedule: { reference: `Schedule/${hsId}` } });
    const slot = (await anonymous.read({ resourceType: 'Slot', id: first!.id })) as Resource;
    expectValidFhir(slot);
    expect(slot).toEqual(first);
  });

  test('a doctor under review, an unknown id and a Location without address are 404 OperationOutcomes in Italian', async () => {
    for (const [resourceType, id] of [['Practitioner', pending.user.id], ['PractitionerRole', 'nessuno'], ['Location', pending.user.id], ['Schedule', 'x.y'], ['Slot', 'abc']] as const) {
      const { status, data } = await refusal(anonymous.read({ resourceType, id }));
      expect(status).toBe(404);
      expectValidFhir(data);
      expect(data.issue?.[0]).toMatchObject({ code: 'not-found', diagnostics: `Risorsa ${resourceType}/${id} non trovata.` });
    }
  });

  test('the directory searches page with next links the client follows, over verified doctors only', async () => {
    const second = await registerDoctor(t.app, { displayName: 'Anna Neri' });
    const seen: string[] = [];
    let bundle = (await anonymous.search({ resourceType: 'Practitioner', searchParams: { _count: '1' } })) as Bundle | undefined;
    expectValidFhir(bundle);
    while (bundle) {
      seen.push(...entries(bundle).map((r) => r.id));
      bundle = (await anonymous.nextPage({ bundle })) as Bundle | undefined;
    }
    expect(seen.sort()).toEqual([doctor.user.id, second.user.id].sort());
    const roles = (await anonymous.search({ resourceType: 'PractitionerRole', searchParams: { practitioner: `Practitioner/${doctor.user.id}` } })) as Bundle;
    expect(roles.total).toBe(1);
    const locations = (await anonymous.search({ resourceType: 'Location', searchParams: { _count: '50' } })) as Bundle;
    expect(entries(locations).map((l) => l.id)).toEqual([doctor.user.id]);
  });
});

/** Every free Slot of a schedule on a day, following the next links with the client. */
async function slotTimes(scheduleId: string, date: string, count = 100): Promise<{ times: string[]; ids: string[]; pages: number }> {
  const ids: string[] = [];
  let pages = 0;
  let bundle = (await anonymous.search({ resourceType: 'Slot', searchParams: { schedule: `Schedule/${scheduleId}`, start: [`ge${date}`, `lt${plusDays(date, 1)}`], status: 'free', _count: String(count) } })) as Bundle | undefined;
  while (bundle) {
    pages += 1;
    expectValidFhir(bundle);
    ids.push(...entries(bundle).map((s) => s.id));
    bundle = (await anonymous.nextPage({ bundle })) as Bundle | undefined;
  }
  const starts = await Promise.all(ids.map(async (id) => ((await anonymous.read({ resourceType: 'Slot', id })) as Resource).start as string));
  return { times: starts.map(romeTimeOf), ids, pages };
}

describe('Slots are the booking dialog’s free times', () => {
  test('for each service on a day with a booking, the free Slots equal the dialog’s free times; paging gives the same set', async () => {
    const date = futureDate(2);
    for (const service of [VISIT, ECG]) {
      const scheduleId = serviceResourceId(doctor.user.id, service.id);
      const expected = await dialogTimes(t.app, doctor.user.id, service.id, date);
      expect(expected.length).toBeGreaterThan(5);
      const { times } = await slotTimes(scheduleId, date);
      expect(times).toEqual(expected);
      // 09:00 is held by the patient's visit: neither offers it.
      expect(times).not.toContain('09:00');
      const paged = await slotTimes(scheduleId, date, 4);
      expect(paged.times).toEqual(expected);
      expect(paged.pages).toBeGreaterThan(2);
    }
  });

  test('booking a free Slot makes it disappear from the search and its read', async () => {
    const date = futureDate(3);
    const scheduleId = serviceResourceId(doctor.user.id, ECG.id);
    const before = await slotTimes(scheduleId, date);
    const index = before.times.indexOf('11:00');
    expect(index).toBeGreaterThanOrEqual(0);
    const response = await book(t.app, other, bookingPayload(doctor.user.id, romeIso(date, '11:00'), { serviceId: ECG.id, serviceName: ECG.name, customFields: {}, healthDataConsent: false }));
    expect(response.statusCode, response.body).toBe(201);
    const after = await slotTimes(scheduleId, date);
    expect(after.times).toEqual(await dialogTimes(t.app, doctor.user.id, ECG.id, date));
    expect(after.times).not.toContain('11:00');
    expect((await refusal(anonymous.read({ resourceType: 'Slot', id: before.ids[index]! }))).status).toBe(404);
  });
});

describe('Slot search parameters', () => {
  test('without start: from now, earliest first, a next link after the last; status other than free and another service-type find nothing', async () => {
    const scheduleId = serviceResourceId(doctor.user.id, VISIT.id);
    const first = (await anonymous.search({ resourceType: 'Slot', searchParams: { schedule: scheduleId, _count: '2' } })) as Bundle;
    const starts = entries(first).map((s) => Date.parse(s.start as string));
    expect(starts).toHaveLength(2);
    expect(starts[0]!).toBeGreaterThan(Date.now());
    expect(starts[1]!).toBeGreaterThan(starts[0]!);
    const next = new URL(first.link.find((l) => l.relation === 'next')!.url);
    expect(next.searchParams.getAll('start')).toEqual([`gt${new Date(starts[1]!).toISOString()}`]);
    const second = (await anonymous.nextPage({ bundle: first })) as Bundle;
    expect(Date.parse(entries(second)[0]!.start as string)).toBeGreaterThan(starts[1]!);
    for (const searchParams of [{ status: 'busy' }, { 'service-type': serviceResourceId(doctor.user.id, ECG.id) }] as Array<Record<string, string>>) {
      const none = (await anonymous.search({ resourceType: 'Slot', searchParams: { schedule: scheduleId, ...searchParams } })) as Bundle;
      expect(none.total).toBe(0);
      expect(none.entry ?? []).toEqual([]);
    }
  });
});

describe('signed-in resources', () => {
  test('anonymous: Appointment and Patient answer 401 with an OperationOutcome', async () => {
    for (const call of [
      anonymous.read({ resourceType: 'Appointment', id: appointmentId }),
      anonymous.search({ resourceType: 'Appointment' }),
      anonymous.read({ resourceType: 'Patient', id: patient.user.id }),
      anonymous.search({ resourceType: 'Patient' }),
    ]) {
      const { status, data } = await refusal(call);
      expect(status).toBe(401);
      expectValidFhir(data);
      expect(data.issue?.[0]?.code).toBe('login');
    }
  });

  test('the patient reads their appointment and themself; another patient gets 404; nothing private is in the Appointment', async () => {
    const own = (await asPatient.read({ resourceType: 'Appointment', id: appointmentId })) as Resource;
    expectValidFhir(own);
    expect(own).toMatchObject({ status: 'booked', participant: [{ actor: { reference: `Patient/${patient.user.id}` } }, { actor: { reference: `Practitioner/${doctor.user.id}` } }, { actor: { reference: `Location/${doctor.user.id}` } }] });
    const text = JSON.stringify(own);
    for (const secret of ['Palpitazioni', 'Nessuna', 'Prima visita', 'giulia.rossi@example.it']) expect(text).not.toContain(secret);
    const list = (await asPatient.search({ resourceType: 'Appointment' })) as Bundle;
    expectValidFhir(list);
    expect(entries(list).map((a) => a.id)).toEqual([appointmentId]);
    const me = (await asPatient.read({ resourceType: 'Patient', id: patient.user.id })) as Resource;
    expectValidFhir(me);
    expect(me.telecom).toEqual([{ system: 'email', value: patient.user.email, use: 'home' }]);

    expect((await refusal(asOther.read({ resourceType: 'Appointment', id: appointmentId }))).status).toBe(404);
    expect((await refusal(asOther.read({ resourceType: 'Patient', id: patient.user.id }))).status).toBe(404);
    expect(entries(await asOther.search({ resourceType: 'Appointment' })).map((a) => a.id)).not.toContain(appointmentId);
    const refused = await refusal(asOther.search({ resourceType: 'Appointment', searchParams: { patient: `Patient/${patient.user.id}` } }));
    expect(refused.status).toBe(403);
    expect(refused.data.issue?.[0]?.diagnostics).toBe('Puoi cercare solo i tuoi appuntamenti, o l’agenda se sei un professionista.');
  });

  test('the doctor reads the agenda, the appointment and their patients; each read of a patient is in the patient’s access log', async () => {
    const logBefore = await accessLogLength();
    const agenda = (await asDoctor.search({ resourceType: 'Appointment', searchParams: { date: [`ge${futureDate(2)}`, `lt${futureDate(3)}`] } })) as Bundle;
    expectValidFhir(agenda);
    expect(entries(agenda).map((a) => a.id)).toEqual([appointmentId]);
    const read = (await asDoctor.read({ resourceType: 'Appointment', id: appointmentId })) as Resource;
    expectValidFhir(read);
    const patients = (await asDoctor.search({ resourceType: 'Patient' })) as Bundle;
    expectValidFhir(patients);
    expect(entries(patients).map((p) => p.id).sort()).toEqual([patient.user.id, other.user.id].sort());
    const record = (await asDoctor.read({ resourceType: 'Patient', id: patient.user.id })) as Resource;
    expectValidFhir(record);
    expect(record.name).toEqual([{ text: 'Giulia Rossi' }]);
    // The appointment read and the patient read, as the app logs them (the agenda and the list are not, as in the app).
    expect(await accessLogLength()).toBe(logBefore + 2);
    // The agenda pages with next links: one appointment a page, both there.
    const paged: string[] = [];
    let page = (await asDoctor.search({ resourceType: 'Appointment', searchParams: { _count: '1' } })) as Bundle | undefined;
    while (page) {
      expectValidFhir(page);
      expect(page.entry?.length ?? 0).toBeLessThanOrEqual(1);
      paged.push(...entries(page).map((a) => a.id));
      page = (await asDoctor.nextPage({ bundle: page })) as Bundle | undefined;
    }
    expect(paged).toHaveLength(2);
    expect(paged).toContain(appointmentId);
    // Someone without an appointment with the doctor is no patient of theirs.
    const stranger = await registerPatient(t.app, { displayName: 'Nessun Legame' });
    expect((await refusal(asDoctor.read({ resourceType: 'Patient', id: stranger.user.id }))).status).toBe(404);
  });
});

async function accessLogLength(): Promise<number> {
  const response = await t.app.inject({ method: 'GET', url: '/api/account/access-log?limit=100', headers: { cookie: patient.cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ entries: unknown[] }>().entries.length;
}

describe('errors', () => {
  const get = (url: string, headers: Record<string, string> = {}) => fetch(`${t.baseUrl}/fhir/R4${url}`, { headers });

  test.each([
    ['/Practitioner?family=Rossi', 400, 'not-supported', 'Il parametro di ricerca «family» non è supportato per Practitioner (vedi /fhir/R4/metadata).', 'family'],
    ['/Practitioner?_count=0', 400, 'invalid', '_count deve essere un numero intero da 1 in su (al massimo 50 risultati per pagina).', '_count'],
    ['/Slot?status=free', 400, 'invalid', 'La ricerca di Slot richiede il parametro schedule (Schedule/<id>): gli orari liberi si cercano un calendario alla volta; GET Schedule elenca i calendari.', 'schedule'],
    ['/Slot', 400, 'invalid', 'La ricerca di Slot richiede il parametro schedule (Schedule/<id>): gli orari liberi si cercano un calendario alla volta; GET Schedule elenca i calendari.', 'schedule'],
    ['/HealthcareService?name=Visita', 400, 'not-supported', 'Il parametro di ricerca «name» non è supportato per HealthcareService (vedi /fhir/R4/metadata).', 'name'],
    ['/Slot?schedule=Schedule/a.b&start=2026-12-01', 400, 'invalid', 'start accetta un istante ISO 8601 con i prefissi ge, gt, le o lt (per esempio start=ge2026-12-01T00:00:00Z).', 'start'],
    ['/Medication/1', 404, 'not-found', 'Il tipo di risorsa «Medication» non è supportato da questo server FHIR (vedi /fhir/R4/metadata).', null],
    ['/metadata?_format=xml', 406, 'not-supported', 'Formato non supportato: questo server risponde solo in JSON (application/fhir+json o application/json).', null],
  ])('GET %s → %i', async (url, status, code, diagnostics, param) => {
    const response = await get(url);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toBe('application/fhir+json; charset=utf-8');
    const body: unknown = await response.json();
    expectValidFhir(body);
    expect(body).toEqual({ resourceType: 'OperationOutcome', issue: [{ severity: 'error', code, diagnostics, ...(param ? { expression: [param] } : {}) }] });
  });

  test('writes are 405; XML by Accept is 406; application/json is answered as asked', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const response = await fetch(`${t.baseUrl}/fhir/R4/Practitioner/${doctor.user.id}`, { method, headers: { 'content-type': 'application/fhir+json' }, body: '{}' });
      expect(response.status).toBe(405);
      expect(((await response.json()) as { issue: Array<{ code: string }> }).issue[0]?.code).toBe('not-supported');
    }
    expect((await get('/metadata', { accept: 'application/fhir+xml' })).status).toBe(406);
    const plain = await get('/metadata', { accept: 'application/json' });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });
});

describe('personal access tokens (issue 31 point 3)', () => {
  async function token(who: SignedIn, scopes: string[]): Promise<string> {
    const response = await t.app.inject({ method: 'POST', url: '/api/tokens', headers: { cookie: who.cookie }, payload: { name: 'Gestionale', scopes } });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ token: string }>().token;
  }
  const read = (bearer: string, url: string) => fetch(`${t.baseUrl}/fhir/R4${url}`, { headers: { authorization: `Bearer ${bearer}` } });
  const ids = async (response: Response) => entries(await response.json()).map((r) => r.id);

  test('a token reads what its scopes say: a patient their visits, a doctor the agenda only with agenda:read', async () => {
    const own = await read(await token(patient, ['appointments:read']), '/Appointment');
    expect(own.status).toBe(200);
    expect(await ids(own)).toEqual([appointmentId]);

    const agenda = await read(await token(doctor, ['agenda:read']), `/Patient/${patient.user.id}`);
    expect(agenda.status).toBe(200);
    // A doctor's token without agenda:read reads as a patient would: the doctor books nothing, so nothing.
    const asPatientOnly = await token(doctor, ['appointments:read']);
    expect(await ids(await read(asPatientOnly, '/Appointment'))).toEqual([]);
    expect((await read(asPatientOnly, `/Patient/${patient.user.id}`)).status).toBe(404);
  });

  test('a token without a reading scope is 403, an unknown one 401, both as OperationOutcomes; public reads need none', async () => {
    const hooksOnly = await read(await token(doctor, ['webhooks:manage']), '/Appointment');
    expect(hooksOnly.status).toBe(403);
    const outcome: unknown = await hooksOnly.json();
    expectValidFhir(outcome);
    expect(outcome).toMatchObject({ resourceType: 'OperationOutcome', issue: [{ diagnostics: 'Il token non ha il permesso necessario (appointments:read).' }] });
    const unknown = await read('snt_sconosciuto', '/Appointment');
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toMatchObject({ resourceType: 'OperationOutcome' });
    expect((await read(await token(doctor, ['webhooks:manage']), `/Practitioner/${doctor.user.id}`)).status).toBe(200);
  });
});
