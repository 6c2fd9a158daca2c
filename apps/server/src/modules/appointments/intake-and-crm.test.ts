import type { Appointment, CrmPatient, CrmPatientDetail } from '@sanity/shared/schemas/appointments';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { book, bookingPayload, openPractice, romeIso } from '../../../test/booking';
import { createTestApp, registerDoctor, registerPatient, type SignedIn, type TestApp } from '../../../test/helpers';
import { createTestClock } from '../../lib/clock';

// Issue 15: the intake answers reach the appointment's doctor and patient only, and /crm's
// 'Ultima visita' / 'Prossima' mean the latest past and the next future visit at the clock's now.
const clock = createTestClock('2026-03-02T09:00:00Z'); // Monday 2 March 2026, 10:00 in Rome
let t: TestApp;
let doctor: SignedIn;
let otherDoctor: SignedIn;
let patient: SignedIn;
let otherPatient: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ clock });
  doctor = await registerDoctor(t.app, { displayName: 'Marco Bianchi' });
  otherDoctor = await registerDoctor(t.app, { displayName: 'Laura Esposito' });
  patient = await registerPatient(t.app, { displayName: 'Giulia Rossi' });
  otherPatient = await registerPatient(t.app, { displayName: 'Paolo Verdi' });
  await openPractice(t.app, doctor);
});
afterAll(() => t.close());

const get = (who: SignedIn, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });
const created = (response: { statusCode: number; body: string; json: <T>() => T }) => {
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ appointment: Appointment }>().appointment;
};
const cancel = async (who: SignedIn, id: string) => {
  const response = await t.app.inject({ method: 'POST', url: `/api/appointments/${id}/cancel`, headers: { cookie: who.cookie }, payload: {} });
  expect(response.statusCode, response.body).toBe(200);
};

const answers = [
  { id: 'motivo', name: 'Motivo della visita', type: 'select', value: 'Prima visita' },
  { id: 'allergie', name: 'Allergie', type: 'text', value: 'Penicillina' },
  { id: 'peso', name: 'Peso (kg)', type: 'number', value: 62 },
];

describe('intake answers: the appointment’s doctor and patient only', () => {
  let appt: Appointment;
  beforeAll(async () => {
    clock.set('2026-03-02T09:00:00Z');
    appt = created(await book(t.app, patient, bookingPayload(doctor.user.id, romeIso('2026-03-05', '10:00'), { customFields: { motivo: 'Prima visita', allergie: ' Penicillina ', peso: 62 } })));
  });

  test('the doctor reads them with their labels and types: the appointment and /crm, each read in the patient\'s access log', async () => {
    const one = await get(doctor, `/api/appointments/${appt.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json<{ appointment: Appointment }>().appointment.customFields).toEqual(answers);

    const crm = await get(doctor, `/api/crm/patients/${patient.user.id}`);
    expect(crm.statusCode).toBe(200);
    expect(crm.json<CrmPatientDetail>().appointments.find((a) => a.id === appt.id)?.customFields).toEqual(answers);
  });

  // Outside audit, issue 23: the doctor's list carried them with no entry in the patient's access log.
  test('the doctor\'s list carries neither answers nor notes: they are read one appointment at a time, and that read is logged', async () => {
    const reads = async () => (await t.app.services.audit.accessLog(patient.user.id, { limit: 100 })).entries.filter((e) => e.action === 'appointment.read').length;
    const before = await reads();
    const list = await get(doctor, `/api/appointments/professional?timeMin=${romeIso('2026-03-05', '00:00')}&timeMax=${romeIso('2026-03-06', '00:00')}`);
    expect(list.statusCode).toBe(200);
    const listed = list.json<{ appointments: Appointment[] }>().appointments.find((a) => a.id === appt.id);
    expect(listed).toMatchObject({ clientName: 'Giulia Rossi', notes: '', customFields: [] });
    expect(list.body).not.toContain('Penicillina');
    expect(list.body).not.toContain('Palpitazioni');
    expect(await reads()).toBe(before);
    const one = await get(doctor, `/api/appointments/${appt.id}`);
    expect(one.json<{ appointment: Appointment }>().appointment).toMatchObject({ notes: 'Palpitazioni la sera', customFields: answers });
    expect(await reads()).toBe(before + 1);
  });

  test('the patient who gave them reads them in the appointment and in their list', async () => {
    const one = await get(patient, `/api/appointments/${appt.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json<{ appointment: Appointment }>().appointment.customFields).toEqual(answers);
    const list = await get(patient, '/api/appointments');
    expect(list.json<{ appointments: Appointment[] }>().appointments.find((a) => a.id === appt.id)?.customFields).toEqual(answers);
  });

  test('another doctor: 403 on the appointment, 404 on the /crm patient, nothing in their lists', async () => {
    const one = await get(otherDoctor, `/api/appointments/${appt.id}`);
    expect(one.statusCode).toBe(403);
    expect(one.json()).toMatchObject({ error: { message: 'Non hai accesso a questo appuntamento' } });
    expect(one.body).not.toContain('Penicillina');
    const crm = await get(otherDoctor, `/api/crm/patients/${patient.user.id}`);
    expect(crm.statusCode).toBe(404);
    expect(crm.body).not.toContain('Penicillina');
    expect((await get(otherDoctor, '/api/appointments/professional')).body).not.toContain('Penicillina');
  });

  test('another patient: 403 on the appointment, nothing in their list, /crm refused', async () => {
    const one = await get(otherPatient, `/api/appointments/${appt.id}`);
    expect(one.statusCode).toBe(403);
    expect(one.body).not.toContain('Penicillina');
    expect((await get(otherPatient, '/api/appointments')).body).not.toContain('Penicillina');
    expect((await get(otherPatient, `/api/crm/patients/${patient.user.id}`)).statusCode).toBe(403);
  });
});

describe('/crm dates at a fixed instant: past, future and cancelled appointments', () => {
  test("'Ultima visita' is the latest past visit, 'Prossima' the next one; cancelled ones are neither", async () => {
    const crmDoctor = await registerDoctor(t.app, { displayName: 'Anna Neri' });
    await openPractice(t.app, crmDoctor);
    const regular = await registerPatient(t.app, { displayName: 'Primo Paziente' });
    const newcomer = await registerPatient(t.app, { displayName: 'Nuovo Paziente' });

    clock.set('2026-03-02T09:00:00Z');
    const at = (date: string) => romeIso(date, '09:00');
    created(await book(t.app, regular, bookingPayload(crmDoctor.user.id, at('2026-03-04'))));
    const cancelledPast = created(await book(t.app, regular, bookingPayload(crmDoctor.user.id, at('2026-03-06'))));
    created(await book(t.app, regular, bookingPayload(crmDoctor.user.id, at('2026-03-12'))));
    const cancelledFuture = created(await book(t.app, regular, bookingPayload(crmDoctor.user.id, at('2026-03-10'))));
    const latestCancelled = created(await book(t.app, regular, bookingPayload(crmDoctor.user.id, at('2026-03-20'))));
    created(await book(t.app, newcomer, bookingPayload(crmDoctor.user.id, at('2026-03-16'))));
    for (const a of [cancelledPast, cancelledFuture, latestCancelled]) await cancel(crmDoctor, a.id);

    clock.set('2026-03-08T09:00:00Z'); // Sunday 8 March: 4 and 6 March are past, the rest future
    const list = await get(crmDoctor, '/api/crm/patients');
    expect(list.statusCode).toBe(200);
    const patients = list.json<{ patients: CrmPatient[] }>().patients;
    // Paging order stays "latest appointment of any kind" (docs/api.md): the cancelled 20 March first.
    expect(patients.map((p) => [p.clientId, p.lastAppointmentAt])).toEqual([
      [regular.user.id, at('2026-03-20')],
      [newcomer.user.id, at('2026-03-16')],
    ]);
    expect(patients[0]).toMatchObject({ appointmentCount: 5, lastVisitAt: at('2026-03-04'), nextAppointmentAt: at('2026-03-12') });
    // Only a future visit: no 'Ultima visita', never the future one.
    expect(patients[1]).toMatchObject({ lastVisitAt: null, nextAppointmentAt: at('2026-03-16') });

    const detail = await get(crmDoctor, `/api/crm/patients/${regular.user.id}`);
    expect(detail.json<CrmPatientDetail>().patient).toMatchObject({ lastVisitAt: at('2026-03-04'), nextAppointmentAt: at('2026-03-12') });

    // A week later the 12 March visit is the last one and nothing is next.
    clock.set('2026-03-15T09:00:00Z');
    const later = await get(crmDoctor, `/api/crm/patients/${regular.user.id}`);
    expect(later.json<CrmPatientDetail>().patient).toMatchObject({ lastVisitAt: at('2026-03-12'), nextAppointmentAt: null });
  });
});
