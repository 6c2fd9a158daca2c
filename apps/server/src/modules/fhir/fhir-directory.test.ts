import type { ServiceInput } from '@sanity/shared/schemas/practice';
import type { Client } from 'fhir-kit-client';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ECG, openPractice, VISIT } from '../../../test/booking';
import { expectValidFhir, fhirClient, refusal, type Bundle, type Resource } from '../../../test/fhir';
import { createAndLogin, createTestApp, patientSpec, registerDoctor, type SignedIn, type TestApp } from '../../../test/helpers';
import { FHIR_RESOURCES } from './fhir-capability';
import { serviceResourceId } from './fhir-ids';
import { SearchQuery } from './fhir-params';

/**
 * A FHIR client browsing the directory (GET HealthcareService or Schedule with no filter, or only
 * `_count`): every active service of every listed doctor, paged with `_page` like Practitioner,
 * each exactly once; doctors under review or disabled are not there.
 */
let t: TestApp;
let anonymous: Client;
let bianchi: SignedIn;
let neri: SignedIn;
let rossi: SignedIn;
let pending: SignedIn;
let disabled: SignedIn;

const SWITCHED_OFF: ServiceInput = { ...ECG, id: 'cardiologia_1767225600003', name: 'Holter', isActive: false };
const TELEVISITA: ServiceInput = { ...ECG, id: 'dermatologia_1767225600004', sectorId: 'dermatologia', name: 'Televisita dermatologica', mode: 'online' };
const CONTROLLO: ServiceInput = { ...ECG, id: 'cardiologia_1767225600005', name: 'Controllo pressione' };

async function setAddress(doctor: SignedIn, city: string): Promise<void> {
  const response = await t.app.inject({ method: 'PUT', url: '/api/practice/address', headers: { cookie: doctor.cookie }, payload: { street: 'Via Roma 1', cap: '20121', city, province: 'MI' } });
  expect(response.statusCode, response.body).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp({ listen: 0 });
  const admin = await createAndLogin(t.app, patientSpec({ admin: 1 }));
  bianchi = await registerDoctor(t.app, { displayName: 'Marco Bianchi', nome: 'Marco', cognome: 'Bianchi' });
  neri = await registerDoctor(t.app, { displayName: 'Anna Neri', nome: 'Anna', cognome: 'Neri', sectors: ['cardiologia', 'dermatologia'] });
  rossi = await registerDoctor(t.app, { displayName: 'Luca Rossi', nome: 'Luca', cognome: 'Rossi' });
  await registerDoctor(t.app, { displayName: 'Sara Verdi', nome: 'Sara', cognome: 'Verdi' });
  pending = await registerDoctor(t.app, { displayName: 'Laura Esposito', nome: 'Laura', cognome: 'Esposito' });
  disabled = await registerDoctor(t.app, { displayName: 'Carlo Gallo', nome: 'Carlo', cognome: 'Gallo' });
  await openPractice(t.app, bianchi, [VISIT, ECG], { holidays: 'closed' });
  await openPractice(t.app, neri, [TELEVISITA, CONTROLLO], { holidays: 'closed' });
  await openPractice(t.app, rossi, [VISIT, SWITCHED_OFF, ECG], { holidays: 'closed' });
  await openPractice(t.app, pending, [VISIT], { holidays: 'closed' });
  await openPractice(t.app, disabled, [VISIT], { holidays: 'closed' });
  await setAddress(bianchi, 'Milano');
  await setAddress(neri, 'Monza');
  // Esposito goes back under review (as a rejected application would leave them), Gallo is disabled by an admin.
  await t.app.services.users.setDoctorReview(pending.user.id, { isVerified: false, doctorRejectionReason: 'Albo da verificare', doctorReviewedAt: t.app.services.clock.now() }, ['approved']);
  const off = await t.app.inject({ method: 'POST', url: `/api/admin/users/${disabled.user.id}/disable`, headers: { cookie: admin.cookie }, payload: { reason: 'Iscrizione all’albo sospesa' } });
  expect(off.statusCode, off.body).toBe(200);
  anonymous = fhirClient(t.baseUrl!);
});
afterAll(() => t.close());

const entries = (bundle: Bundle): Resource[] => (bundle.entry ?? []).map((e) => e.resource);
const nextOf = (bundle: Bundle) => bundle.link.find((l) => l.relation === 'next');

/** The listed doctors' active services, in the directory's order (surname) and each doctor's own. */
const listed = () => [
  ...[VISIT, ECG].map((s) => serviceResourceId(bianchi.user.id, s.id)),
  ...[TELEVISITA, CONTROLLO].map((s) => serviceResourceId(neri.user.id, s.id)),
  ...[VISIT, ECG].map((s) => serviceResourceId(rossi.user.id, s.id)),
];

/** Every page of a search, following `next` with the client; each page checked against the R4 schema. */
async function walk(resourceType: string, searchParams: Record<string, string>): Promise<{ pages: Bundle[]; ids: string[] }> {
  const pages: Bundle[] = [];
  let bundle = (await anonymous.search({ resourceType, searchParams })) as Bundle | undefined;
  while (bundle) {
    expectValidFhir(bundle);
    pages.push(bundle);
    bundle = (await anonymous.nextPage({ bundle })) as Bundle | undefined;
    expect(pages.length).toBeLessThan(20);
  }
  return { pages, ids: pages.flatMap((p) => entries(p).map((r) => r.id)) };
}

describe('HealthcareService without a filter', () => {
  test('pages walk every active service of every listed doctor exactly once, in the directory’s order; no next on the last page', async () => {
    const { pages, ids } = await walk('HealthcareService', { _count: '4' });
    expect(ids).toEqual(listed());
    expect(pages.map((p) => entries(p).length)).toEqual([4, 2]);
    expect(nextOf(pages[0]!)).toBeDefined();
    expect(nextOf(pages[1]!)).toBeUndefined();
    // The first page ends in the middle of Neri's services: the cursor picks up the second.
    expect(new URL(nextOf(pages[0]!)!.url).searchParams.get('_count')).toBe('4');
    for (const size of ['1', '2', '3', '5', '6']) expect((await walk('HealthcareService', { _count: size })).ids, `_count=${size}`).toEqual(listed());
  });

  test('doctors under review or disabled are absent, a switched-off service too; an online service is there without a location', async () => {
    const { ids, pages } = await walk('HealthcareService', {});
    expect(pages).toHaveLength(1);
    expect(pages[0]!.total).toBe(6);
    for (const hidden of [pending, disabled]) expect(ids.filter((id) => id.startsWith(`${hidden.user.id}.`))).toEqual([]);
    expect(ids).not.toContain(serviceResourceId(rossi.user.id, SWITCHED_OFF.id));
    const online = entries(pages[0]!).find((r) => r.id === serviceResourceId(neri.user.id, TELEVISITA.id))!;
    expect(online).toMatchObject({ name: 'Televisita dermatologica', characteristic: [{ coding: [{ code: 'online' }] }], specialty: [{ coding: [{ code: 'dermatologia' }] }] });
    expect(online).not.toHaveProperty('location');
    // The practice's search still lists only what is done there.
    const atNeri = (await anonymous.search({ resourceType: 'HealthcareService', searchParams: { location: `Location/${neri.user.id}` } })) as Bundle;
    expect(entries(atNeri).map((r) => r.id)).toEqual([serviceResourceId(neri.user.id, CONTROLLO.id)]);
  });

  test('specialty keeps the services of a sector (with or without our system); another system or an unknown sector finds nothing', async () => {
    const sector = `${t.app.services.fhir.systems.sector}|dermatologia`;
    for (const specialty of ['dermatologia', sector]) {
      const only = (await anonymous.search({ resourceType: 'HealthcareService', searchParams: { specialty } })) as Bundle;
      expectValidFhir(only);
      expect(entries(only).map((r) => r.id)).toEqual([serviceResourceId(neri.user.id, TELEVISITA.id)]);
    }
    const cardio = await walk('HealthcareService', { specialty: 'cardiologia', _count: '2' });
    expect(cardio.ids).toEqual(listed().filter((id) => id !== serviceResourceId(neri.user.id, TELEVISITA.id)));
    for (const specialty of ['http://altro.example/settori|dermatologia', 'sconosciuto']) {
      const none = (await anonymous.search({ resourceType: 'HealthcareService', searchParams: { specialty } })) as Bundle;
      expect(none.total).toBe(0);
    }
    const byType = (await anonymous.search({ resourceType: 'HealthcareService', searchParams: { 'service-type': serviceResourceId(bianchi.user.id, ECG.id), specialty: 'dermatologia' } })) as Bundle;
    expect(byType.total).toBe(0);
    const byTypeOk = (await anonymous.search({ resourceType: 'HealthcareService', searchParams: { 'service-type': serviceResourceId(bianchi.user.id, ECG.id) } })) as Bundle;
    expect(entries(byTypeOk).map((r) => r.id)).toEqual([serviceResourceId(bianchi.user.id, ECG.id)]);
  });
});

describe('Schedule without a filter', () => {
  test('pages walk one Schedule per listed service exactly once; specialty narrows them', async () => {
    const { pages, ids } = await walk('Schedule', { _count: '5' });
    expect(ids).toEqual(listed());
    expect(pages.map((p) => entries(p).length)).toEqual([5, 1]);
    expect(nextOf(pages[1]!)).toBeUndefined();
    expect(entries(pages[0]!)[0]).toMatchObject({ resourceType: 'Schedule', active: true, actor: [{ reference: `Practitioner/${bianchi.user.id}` }, { reference: `HealthcareService/${ids[0]}` }] });
    const derm = (await anonymous.search({ resourceType: 'Schedule', searchParams: { specialty: 'dermatologia' } })) as Bundle;
    expect(entries(derm).map((r) => r.id)).toEqual([serviceResourceId(neri.user.id, TELEVISITA.id)]);
    const own = (await anonymous.search({ resourceType: 'Schedule', searchParams: { actor: `Practitioner/${neri.user.id}`, specialty: 'cardiologia' } })) as Bundle;
    expect(own.total).toBe(1);
  });
});

describe('what the directory searches accept', () => {
  test('_count above the cap is the cap, not a 400; below 1 is a 400', async () => {
    const query = (count: string) => new SearchQuery({ _count: count }, 'HealthcareService', ['_count']);
    expect(query('1000').count(20, 100)).toBe(100);
    expect(query('101').count(20, 100)).toBe(100);
    expect(query('51').count(20, 50)).toBe(50);
    expect(query('7').count(20, 100)).toBe(7);
    const all = (await anonymous.search({ resourceType: 'HealthcareService', searchParams: { _count: '100000' } })) as Bundle;
    expect(entries(all).map((r) => r.id)).toEqual(listed());
    const zero = await refusal(anonymous.search({ resourceType: 'Schedule', searchParams: { _count: '0' } }));
    expect(zero.status).toBe(400);
  });

  test('the CapabilityStatement lists the new parameters; unknown ones and edited pages are still 400', async () => {
    const cs = (await anonymous.capabilityStatement()) as unknown as { rest: Array<{ resource: Array<{ type: string; searchParam: Array<{ name: string }> }> }> };
    const params = (type: string) => cs.rest[0]!.resource.find((r) => r.type === type)!.searchParam.map((p) => p.name);
    expect(params('HealthcareService')).toEqual(['_id', 'service-type', 'location', 'specialty', '_count', '_page']);
    expect(params('Schedule')).toEqual(['_id', 'actor', 'service-type', 'specialty', '_count', '_page']);
    expect(params('Slot')).toEqual(FHIR_RESOURCES.find((r) => r.type === 'Slot')!.searchParams.map((p) => p.name));
    for (const [resourceType, searchParams, expression] of [
      ['HealthcareService', { 'service-category': 'x' }, 'service-category'],
      ['Schedule', { active: 'true' }, 'active'],
      ['HealthcareService', { _page: 'uno.due' }, '_page'],
      ['Schedule', { _page: '3.!!' }, '_page'],
    ] as const) {
      const { status, data } = await refusal(anonymous.search({ resourceType, searchParams }));
      expect(status, `${resourceType} ${JSON.stringify(searchParams)}`).toBe(400);
      expectValidFhir(data);
      expect((data.issue?.[0] as { expression?: string[] }).expression).toEqual([expression]);
    }
  });
});
