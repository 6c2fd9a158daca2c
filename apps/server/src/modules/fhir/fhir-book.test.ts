import { itBooking } from '@sanity/shared/i18n/it-booking';
import type { Client } from 'fhir-kit-client';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ECG, futureDate, openPractice, VISIT } from '../../../test/booking';
import { expectValidFhir, fhirClient, refusal, type Bundle, type Resource } from '../../../test/fhir';
import { createTestApp, registerDoctor, registerPatient, type SignedIn, type TestApp } from '../../../test/helpers';
import { serviceResourceId } from './fhir-ids';

/**
 * Issue 31 point 2: Appointment/$book takes a free Slot through the app's own booking, with its
 * rules and its Italian answers.
 */
let t: TestApp;
let doctor: SignedIn;
let patient: SignedIn;
let other: SignedIn;
let asPatient: Client;
let asOther: Client;

beforeAll(async () => {
  t = await createTestApp({ listen: 0 });
  doctor = await registerDoctor(t.app, { displayName: 'Marco Bianchi' });
  patient = await registerPatient(t.app, { displayName: 'Giulia Rossi' });
  other = await registerPatient(t.app, { displayName: 'Paolo Verdi' });
  await openPractice(t.app, doctor);
  asPatient = fhirClient(t.baseUrl!, patient.cookie);
  asOther = fhirClient(t.baseUrl!, other.cookie);
});
afterAll(() => t.close());

/** The first free Slots of a service on a day. */
async function freeSlots(serviceId: string, date: string, count = 5): Promise<Resource[]> {
  const bundle = (await asPatient.search({ resourceType: 'Slot', searchParams: { schedule: `Schedule/${serviceResourceId(doctor.user.id, serviceId)}`, start: `ge${date}`, _count: String(count) } })) as Bundle;
  return (bundle.entry ?? []).map((e) => e.resource);
}

const appointmentFor = (slotId: string, extra: Record<string, unknown> = {}) => ({ resourceType: 'Appointment', status: 'proposed', participant: [], slot: [{ reference: `Slot/${slotId}` }], ...extra });
const asParameters = (appointment: Record<string, unknown>) => ({ resourceType: 'Parameters', parameter: [{ name: 'appt-resource', resource: appointment }] });

describe('Appointment/$book', () => {
  test('a patient books a free Slot: 201 with the Appointment, which the app shows; the Slot is no longer free', async () => {
    const [slot] = await freeSlots(ECG.id, futureDate(4));
    const booked = (await asPatient.operation({ name: '$book', resourceType: 'Appointment', input: asParameters(appointmentFor(slot!.id)) })) as Resource;
    expectValidFhir(booked);
    expect(booked).toMatchObject({ resourceType: 'Appointment', status: 'booked', start: slot!.start, end: slot!.end, participant: [{ actor: { reference: `Patient/${patient.user.id}` } }, { actor: { reference: `Practitioner/${doctor.user.id}` } }] });
    const inApp = await t.app.inject({ method: 'GET', url: `/api/appointments/${booked.id}`, headers: { cookie: patient.cookie } });
    expect(inApp.statusCode).toBe(200);
    expect(inApp.json<{ appointment: { serviceId: string; dateTime: string } }>().appointment).toMatchObject({ serviceId: ECG.id, dateTime: slot!.start });
    expect((await refusal(asPatient.read({ resourceType: 'Slot', id: slot!.id }))).status).toBe(404);
    expect((await freeSlots(ECG.id, futureDate(4))).map((s) => s.id)).not.toContain(slot!.id);
  });

  test('a Slot taken meanwhile: the app’s 409 and its Italian text; the same Idempotency-Key returns the first booking', async () => {
    const [slot] = await freeSlots(ECG.id, futureDate(5));
    const post = (cookie: string, key: string) =>
      fetch(`${t.baseUrl}/fhir/R4/Appointment/$book`, { method: 'POST', headers: { cookie, 'content-type': 'application/fhir+json', 'idempotency-key': key }, body: JSON.stringify(appointmentFor(slot!.id)) });
    const first = await post(patient.cookie, 'chiave-1');
    expect(first.status).toBe(201);
    const created = (await first.json()) as Resource;
    expect(first.headers.get('location')).toBe(`${t.baseUrl}/fhir/R4/Appointment/${created.id}`);
    const again = await post(patient.cookie, 'chiave-1');
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(((await again.json()) as Resource).id).toBe(created.id);
    const lost = await refusal(asOther.operation({ name: '$book', resourceType: 'Appointment', input: appointmentFor(slot!.id) }));
    expect(lost.status).toBe(409);
    expectValidFhir(lost.data);
    expect(lost.data.issue?.[0]).toMatchObject({ code: 'conflict', diagnostics: itBooking.booking.slotTaken });
  });

  test('a service whose intake form has required answers cannot be booked through $book: the app’s 400', async () => {
    const [slot] = await freeSlots(VISIT.id, futureDate(6));
    const refused = await refusal(asPatient.operation({ name: '$book', resourceType: 'Appointment', input: appointmentFor(slot!.id) }));
    expect(refused.status).toBe(400);
    const inApp = await t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: { cookie: patient.cookie },
      payload: { professionalId: doctor.user.id, serviceId: VISIT.id, dateTime: slot!.start, customerInfo: { name: 'Giulia Rossi', email: patient.user.email } },
    });
    expect(inApp.statusCode).toBe(400);
    expect(refused.data.issue?.[0]?.diagnostics).toBe(inApp.json<{ error: { message: string } }>().error.message);
  });

  test('signed out 401; a body without one Slot 400; booking for another Patient 403; an unknown Slot 404', async () => {
    const [slot] = await freeSlots(ECG.id, futureDate(7));
    const anonymous = await refusal(fhirClient(t.baseUrl!).operation({ name: '$book', resourceType: 'Appointment', input: appointmentFor(slot!.id) }));
    expect(anonymous.status).toBe(401);
    expect(anonymous.data.issue?.[0]?.diagnostics).toBe(itBooking.booking.mustSignIn);
    const noSlot = await refusal(asPatient.operation({ name: '$book', resourceType: 'Appointment', input: { resourceType: 'Appointment', status: 'proposed', participant: [] } }));
    expect(noSlot.status).toBe(400);
    const forOther = await refusal(
      asPatient.operation({ name: '$book', resourceType: 'Appointment', input: appointmentFor(slot!.id, { participant: [{ actor: { reference: `Patient/${other.user.id}` }, status: 'needs-action' }] }) }),
    );
    expect(forOther.status).toBe(403);
    const unknown = await refusal(asPatient.operation({ name: '$book', resourceType: 'Appointment', input: appointmentFor(`${serviceResourceId(doctor.user.id, 'nessuno')}.abc`) }));
    expect(unknown.status).toBe(404);
  });
});
