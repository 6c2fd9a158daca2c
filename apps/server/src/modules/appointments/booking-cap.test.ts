import { BOOKINGS_PER_DOCTOR_MAX } from '@sanity/shared/constants';
import { itSettings } from '@sanity/shared/i18n/it-settings';
import type { Appointment } from '@sanity/shared/schemas/appointments';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { book, bookingPayload, openPractice, romeIso, VISIT } from '../../../test/booking';
import { createTestApp, registerDoctor, registerPatient, type SignedIn, type TestApp } from '../../../test/helpers';
import { createTestClock } from '../../lib/clock';

/**
 * Bookings per patient per doctor (issue 12 §6): a patient holds at most BOOKINGS_PER_DOCTOR_MAX
 * future, not cancelled appointments with one doctor, so nobody can take every free slot of a
 * doctor. Checked inside the booking transaction under a lock: parallel bookings cannot pass it.
 */
const clock = createTestClock('2026-04-06T08:00:00Z'); // Monday 6 April 2026, 10:00 in Rome
let t: TestApp;
let doctor: SignedIn;
let otherDoctor: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { BOOKINGS_PER_DOCTOR_MAX: String(BOOKINGS_PER_DOCTOR_MAX) } });
  doctor = await registerDoctor(t.app);
  otherDoctor = await registerDoctor(t.app);
  await openPractice(t.app, doctor, [VISIT]);
  await openPractice(t.app, otherDoctor, [VISIT]);
});
afterAll(() => t.close());

const at = (who: SignedIn, date: string, time: string, key?: string) => book(t.app, who, bookingPayload(doctor.user.id, romeIso(date, time)), key);
const capMessage = itSettings.security.tooManyBookingsWithDoctor(BOOKINGS_PER_DOCTOR_MAX);

describe('at most BOOKINGS_PER_DOCTOR_MAX upcoming appointments with one doctor', () => {
  test('the fourth is 409 with the Italian message; another doctor is fine; cancelling or the visit passing frees a place', async () => {
    expect(BOOKINGS_PER_DOCTOR_MAX).toBe(3);
    const patient = await registerPatient(t.app);
    const ids: string[] = [];
    for (const time of ['09:00', '10:00', '11:00']) {
      const response = await at(patient, '2026-04-08', time);
      expect(response.statusCode, response.body).toBe(201);
      ids.push(response.json<{ appointment: Appointment }>().appointment.id);
    }
    const fourth = await at(patient, '2026-04-09', '09:00');
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toEqual({ error: { code: 'failed-precondition', message: capMessage } });

    // Another doctor, and another patient of the same doctor, are not affected.
    expect((await book(t.app, patient, bookingPayload(otherDoctor.user.id, romeIso('2026-04-09', '09:00')))).statusCode).toBe(201);
    expect((await at(await registerPatient(t.app), '2026-04-09', '09:00')).statusCode).toBe(201);

    // A cancelled appointment no longer counts.
    const cancelled = await t.app.inject({ method: 'POST', url: `/api/appointments/${ids[0]}/cancel`, headers: { cookie: patient.cookie }, payload: {} });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await at(patient, '2026-04-09', '10:00')).statusCode).toBe(201);
    expect((await at(patient, '2026-04-09', '11:00')).statusCode).toBe(409);

    // Once a visit has started it is no longer held ahead: the day after, the two of the 8th are past.
    clock.set('2026-04-08T22:00:00Z');
    expect((await at(patient, '2026-04-10', '09:00')).statusCode).toBe(201);
    expect((await at(patient, '2026-04-10', '10:00')).statusCode).toBe(201);
    expect((await at(patient, '2026-04-10', '11:00')).statusCode).toBe(409);
    clock.set('2026-04-06T08:00:00Z');
  });

  test('parallel bookings of different times: exactly BOOKINGS_PER_DOCTOR_MAX succeed', async () => {
    const patient = await registerPatient(t.app);
    const times = ['14:00', '14:30', '15:00', '15:30', '16:00', '16:30'];
    const responses = await Promise.all(times.map((time) => at(patient, '2026-04-13', time)));
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409]);
    for (const r of responses.filter((x) => x.statusCode === 409)) expect(r.json<{ error: { message: string } }>().error.message).toBe(capMessage);
  });

  test('a retry of a booking that took the last place answers as the first did, not 409', async () => {
    const patient = await registerPatient(t.app);
    expect((await at(patient, '2026-04-14', '09:00')).statusCode).toBe(201);
    expect((await at(patient, '2026-04-14', '10:00')).statusCode).toBe(201);
    const [a, b] = await Promise.all([at(patient, '2026-04-14', '11:00', 'cap-retry-1'), at(patient, '2026-04-14', '11:00', 'cap-retry-1')]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect([a.headers['idempotent-replayed'], b.headers['idempotent-replayed']].filter(Boolean)).toEqual(['true']);
    expect(a.json<{ appointment: Appointment }>().appointment.id).toBe(b.json<{ appointment: Appointment }>().appointment.id);
  });
});
