import type { Appointment } from '@sanity/shared/schemas/appointments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { book, bookingPayload, openPractice, romeIso, VISIT } from '../../../test/booking';
import { createTestApp, login, registerDoctor, registerPatient, type SignedIn, type TestApp } from '../../../test/helpers';
import { appointments } from '../../db/schema/appointments';
import { createTestClock } from '../../lib/clock';

// The rules that depend on the current time, at fixed instants of the app's injected clock (never the
// wall clock): 'today is not bookable', the patients' 24-hour cut-off (ADR 0007), the DST Sundays.
const clock = createTestClock('2026-03-27T10:00:00Z'); // Friday 27 March 2026, 11:00 in Rome (CET)
let t: TestApp;
let doctor: SignedIn;
let patient: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ clock });
  doctor = await registerDoctor(t.app, { displayName: 'Marco Bianchi' });
  patient = await registerPatient(t.app, { displayName: 'Giulia Rossi' });
  await openPractice(t.app, doctor, [VISIT]);
});
afterAll(() => t.close());

const created = (response: { json: <T>() => T }) => response.json<{ appointment: Appointment }>().appointment;
const errorOf = (response: { json: <T>() => T }) => response.json<{ error: { message: string } }>().error.message;
const check = async (doctorId: string, date: string, timeSlots: string[]) => {
  const response = await t.app.inject({ method: 'POST', url: '/api/appointments/check-availability', payload: { professionalId: doctorId, serviceId: VISIT.id, date, timeSlots } });
  expect(response.statusCode).toBe(200);
  return Object.fromEntries(response.json<{ results: Array<{ time: string; available: boolean }> }>().results.map((r) => [r.time, r.available]));
};
const cancel = (who: SignedIn, id: string) => t.app.inject({ method: 'POST', url: `/api/appointments/${id}/cancel`, headers: { cookie: who.cookie }, payload: {} });
const startOf = async (id: string) => (await t.database.db.select().from(appointments).where(eq(appointments.id, id)))[0]!.startsAt.toISOString();
const unavailable = 'L’orario scelto non è disponibile. Scegli un altro orario.';

describe("today is not bookable, tomorrow is (Friday 27 March 2026, 11:00 Rome)", () => {
  test('today and the past are refused and never offered; tomorrow morning is both', async () => {
    clock.set('2026-03-27T10:00:00Z');
    for (const dateTime of [romeIso('2026-03-27', '15:00'), romeIso('2026-03-27', '19:30'), romeIso('2026-03-25', '10:00')]) {
      const response = await book(t.app, patient, bookingPayload(doctor.user.id, dateTime));
      expect(response.statusCode, dateTime).toBe(400);
      expect(errorOf(response)).toBe(unavailable);
    }
    expect(await check(doctor.user.id, '2026-03-27', ['15:00', '19:30'])).toEqual({ '15:00': false, '19:30': false });
    expect(await check(doctor.user.id, '2026-03-28', ['08:00', '09:00'])).toEqual({ '08:00': true, '09:00': true });
    // Tomorrow 08:00 is 20 hours away: bookable (only today is not).
    expect((await book(t.app, patient, bookingPayload(doctor.user.id, romeIso('2026-03-28', '08:00')))).statusCode).toBe(201);

    // Just after midnight in Rome (23:05 UTC), Saturday has become today.
    clock.set('2026-03-27T23:05:00Z');
    expect(await check(doctor.user.id, '2026-03-28', ['09:00'])).toEqual({ '09:00': false });
    expect((await book(t.app, patient, bookingPayload(doctor.user.id, romeIso('2026-03-28', '09:00')))).statusCode).toBe(400);
  });
});

describe('the patients’ 24-hour cut-off (ADR 0007), in real hours across the DST change', () => {
  test('Tuesday 31 March 10:00: the patient cancels at exactly 24 hours, not one minute later; the doctor still can', async () => {
    clock.set('2026-03-27T10:00:00Z');
    const first = created(await book(t.app, patient, bookingPayload(doctor.user.id, romeIso('2026-03-31', '10:00'))));
    const second = created(await book(t.app, patient, bookingPayload(doctor.user.id, romeIso('2026-03-31', '11:00'))));
    expect(first.canCancel).toBe(true);

    clock.set('2026-03-30T08:00:00Z'); // Monday 10:00 CEST: exactly 24 hours before the first
    expect((await cancel(patient, first.id)).statusCode).toBe(200);

    clock.set('2026-03-30T09:01:00Z'); // 23 h 59 min before the second
    const late = await cancel(patient, second.id);
    expect(late.statusCode).toBe(409);
    expect(errorOf(late)).toBe('Non è più possibile annullare online nelle 24 ore precedenti la visita: contatta direttamente lo studio.');
    const seen = await t.app.inject({ method: 'GET', url: `/api/appointments/${second.id}`, headers: { cookie: patient.cookie } });
    expect(created(seen).canCancel).toBe(false);
    const byDoctor = await cancel(doctor, second.id);
    expect(byDoctor.statusCode).toBe(200);
    expect(created(byDoctor).cancelledBy).toBe('doctor');
  });

  test('Sunday 29 March 10:00 (CEST) is 24 real hours after Saturday 09:00 (CET), not 25', async () => {
    clock.set('2026-03-27T10:00:00Z');
    const visit = created(await book(t.app, patient, bookingPayload(doctor.user.id, romeIso('2026-03-29', '10:00'))));
    expect(await startOf(visit.id)).toBe('2026-03-29T08:00:00.000Z');
    clock.set('2026-03-28T08:01:00Z'); // Saturday 09:01 CET
    expect((await cancel(patient, visit.id)).statusCode).toBe(409);
    clock.set('2026-03-28T08:00:00Z'); // Saturday 09:00 CET
    expect((await cancel(patient, visit.id)).statusCode).toBe(200);
  });

  test('a started or past appointment cannot be cancelled, by anyone', async () => {
    clock.set('2026-03-27T10:00:00Z');
    const visit = created(await book(t.app, patient, bookingPayload(doctor.user.id, romeIso('2026-04-02', '09:00'))));
    clock.set(romeIso('2026-04-02', '09:00'));
    const response = await cancel(doctor, visit.id);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toBe('Non è possibile annullare un appuntamento già passato.');
  });
});

describe('booking and availability on the DST Sundays (Europe/Rome)', () => {
  test('29 March 2026 (23 hours): the day is bookable as usual and 09:00 is 07:00 UTC (CEST)', async () => {
    clock.set('2026-03-27T10:00:00Z');
    const day = await check(doctor.user.id, '2026-03-29', ['08:00', '09:00', '19:30']);
    expect(day).toEqual({ '08:00': true, '09:00': true, '19:30': true });
    const visit = created(await book(t.app, patient, bookingPayload(doctor.user.id, romeIso('2026-03-29', '09:00'))));
    expect(await startOf(visit.id)).toBe('2026-03-29T07:00:00.000Z');
    expect(await check(doctor.user.id, '2026-03-29', ['08:30', '09:00', '09:30'])).toEqual({ '08:30': true, '09:00': false, '09:30': true });
  });

  test('25 October 2026 (25 hours): the day is bookable as usual, 09:00 is 08:00 UTC (CET) and is then taken', async () => {
    clock.set('2026-10-23T10:00:00Z');
    // Seven months on, the March session has expired (SESSION_TTL_DAYS, on the same clock): sign in again.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: patient.cookie } })).statusCode).toBe(401);
    const october = { ...patient, cookie: await login(t.app, patient.user.email, 'Paziente123!') };
    expect(await check(doctor.user.id, '2026-10-25', ['08:00', '09:00', '19:30'])).toEqual({ '08:00': true, '09:00': true, '19:30': true });
    const visit = created(await book(t.app, october, bookingPayload(doctor.user.id, romeIso('2026-10-25', '09:00'))));
    expect(await startOf(visit.id)).toBe('2026-10-25T08:00:00.000Z');
    expect(await check(doctor.user.id, '2026-10-25', ['09:00', '09:30'])).toEqual({ '09:00': false, '09:30': true });
  });
});
