import { emptyWeek } from '@sanity/shared/domain/practice/time-slots';
import type { Appointment, AvailabilityCheckResponse } from '@sanity/shared/schemas/appointments';
import type { ServiceInput } from '@sanity/shared/schemas/practice';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { book, bookingPayload, futureDate, romeIso, VISIT } from '../../../test/booking';
import { createTestApp, registerDoctor, registerPatient, type SignedIn, type TestApp } from '../../../test/helpers';

/**
 * Issue 9 item 7: the availability check and creation apply one rule. A time the check offers is
 * booked by creation, a time it refuses is refused by creation, whatever `duration` the client sends.
 */

/** A 45-minute service with afternoon hours only, its slots off the half-hour grid (14:00, 14:45, 15:30, 16:15, 17:00). */
const CONSULT: ServiceInput = { ...VISIT, id: 'cardiologia_1767225600003', name: 'Consulto', duration: 45, price: 90, customFields: [] };

let t: TestApp;
let doctor: SignedIn;
let closedDoctor: SignedIn;
let patient: SignedIn;

/** VISIT every day 08:00–20:00 (30 minutes); CONSULT every day 14:00–18:00 (45 minutes). */
async function openTwoServices(who: SignedIn): Promise<void> {
  const hours = (start: string, end: string) => {
    const week = emptyWeek();
    for (const day of Object.keys(week) as Array<keyof typeof week>) week[day] = { isAvailable: true, timeSlots: [{ start, end }] };
    return week;
  };
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/practice/config',
    headers: { cookie: who.cookie },
    payload: {
      services: [VISIT, CONSULT],
      availabilities: [
        { serviceId: VISIT.id, weeklySchedule: hours('08:00', '20:00') },
        { serviceId: CONSULT.id, weeklySchedule: hours('14:00', '18:00') },
      ],
    },
  });
  if (response.statusCode !== 200) throw new Error(`practice config failed: ${response.statusCode} ${response.body}`);
}

beforeAll(async () => {
  t = await createTestApp();
  doctor = await registerDoctor(t.app, { displayName: 'Marco Bianchi' });
  closedDoctor = await registerDoctor(t.app, { displayName: 'Laura Esposito' });
  patient = await registerPatient(t.app, { displayName: 'Giulia Rossi' });
  await openTwoServices(doctor);
});
afterAll(() => t.close());

let dayOffset = 3;
/** A fresh local date per test, so tests never meet each other's bookings. */
const nextDay = () => futureDate((dayOffset += 1));

/** Every time of a day on the 5-minute grid (the finest step a service can have). */
const ALL_TIMES = Array.from({ length: 288 }, (_, i) => `${String(Math.floor(i / 12)).padStart(2, '0')}:${String((i % 12) * 5).padStart(2, '0')}`);

async function offered(body: { professionalId: string; serviceId?: string; date: string; duration?: number }, times = ALL_TIMES): Promise<Set<string>> {
  const free = new Set<string>();
  // The contract takes at most 200 times per request.
  for (let i = 0; i < times.length; i += 200) {
    const response = await t.app.inject({ method: 'POST', url: '/api/appointments/check-availability', payload: { ...body, timeSlots: times.slice(i, i + 200) } });
    expect(response.statusCode, response.body).toBe(200);
    for (const r of response.json<AvailabilityCheckResponse>().results) if (r.available) free.add(r.time);
  }
  return free;
}

const payloadFor = (serviceId: string, date: string, time: string) =>
  bookingPayload(doctor.user.id, romeIso(date, time), serviceId === VISIT.id ? { duration: 5 } : { serviceId, serviceName: CONSULT.name, customFields: {}, duration: 5 });

describe('one rule for showing and accepting a time', () => {
  test('the issue’s example: with 09:30–10:00 booked, a check with duration 5 does not offer 09:10, which creation refuses', async () => {
    const date = nextDay();
    expect((await book(t.app, patient, bookingPayload(doctor.user.id, romeIso(date, '09:30')))).statusCode).toBe(201);
    const times = ['09:00', '09:10', '09:25', '09:30', '09:35', '10:00'];
    for (const body of [
      { professionalId: doctor.user.id, serviceId: VISIT.id, date, duration: 5 },
      { professionalId: doctor.user.id, date, duration: 5 },
    ]) {
      const free = await offered(body, times);
      expect([...free].sort(), JSON.stringify(body)).toEqual(['09:00', '10:00']);
    }
    const refused = await book(t.app, patient, payloadFor(VISIT.id, date, '09:10'));
    expect(refused.statusCode).toBe(400);
  });

  test('with a service: over a whole day, creation accepts exactly the times the check offers', async () => {
    const date = nextDay();
    // Held time that cuts across the grid: a 45-minute consult at 14:45 blocks the visits at 14:30 and 15:00.
    expect((await book(t.app, patient, payloadFor(CONSULT.id, date, '14:45'))).statusCode).toBe(201);
    expect((await book(t.app, patient, payloadFor(VISIT.id, date, '09:30'))).statusCode).toBe(201);

    const free = await offered({ professionalId: doctor.user.id, serviceId: VISIT.id, date, duration: 5 });
    expect(free.has('09:00') && free.has('15:30') && free.has('19:30')).toBe(true);
    for (const time of ['09:30', '14:30', '15:00', '14:45', '09:10', '07:30', '20:00']) expect(free.has(time), time).toBe(false);

    // Refused times first: they change nothing. Offered ones are then booked one by one; visits never overlap each other.
    for (const time of ALL_TIMES.filter((x) => !free.has(x))) {
      const response = await book(t.app, patient, payloadFor(VISIT.id, date, time));
      expect([400, 409], `${time}: ${response.statusCode}`).toContain(response.statusCode);
    }
    for (const time of free) {
      const response = await book(t.app, patient, payloadFor(VISIT.id, date, time));
      expect(response.statusCode, `${time}: ${response.body}`).toBe(201);
    }
  });

  test('without a service: a time is offered exactly when some active service can be booked then', async () => {
    const date = nextDay();
    expect((await book(t.app, patient, payloadFor(VISIT.id, date, '16:00'))).statusCode).toBe(201);

    const free = await offered({ professionalId: doctor.user.id, date, duration: 240 });
    // The consult's own step is offered (no visit starts at 14:45); hours bound both services.
    expect(free.has('14:45') && free.has('08:00') && free.has('15:30') && free.has('19:30')).toBe(true);
    for (const time of ['07:00', '07:55', '20:00', '21:00', '16:00', '16:15', '14:15']) expect(free.has(time), time).toBe(false);

    for (const time of ALL_TIMES.filter((x) => !free.has(x))) {
      for (const serviceId of [VISIT.id, CONSULT.id]) {
        const response = await book(t.app, patient, payloadFor(serviceId, date, time));
        expect([400, 409], `${serviceId} ${time}: ${response.statusCode}`).toContain(response.statusCode);
      }
    }
    // Each offered time is bookable with some service; the doctor cancels it again so the next time meets the same day.
    for (const time of free) {
      let booked: Appointment | null = null;
      for (const serviceId of [VISIT.id, CONSULT.id]) {
        const response = await book(t.app, patient, payloadFor(serviceId, date, time));
        if (response.statusCode === 201) {
          booked = response.json<{ appointment: Appointment }>().appointment;
          break;
        }
      }
      expect(booked, time).not.toBeNull();
      const cancelled = await t.app.inject({ method: 'POST', url: `/api/appointments/${booked!.id}/cancel`, headers: { cookie: doctor.cookie }, payload: {} });
      expect(cancelled.statusCode).toBe(200);
    }
  });

  test('without a service, a doctor with no active service offers nothing; the sent duration changes no answer', async () => {
    const date = nextDay();
    expect((await offered({ professionalId: closedDoctor.user.id, date, duration: 30 }, ['09:00', '12:00'])).size).toBe(0);
    const answers = await Promise.all([5, 30, 240, undefined].map((duration) => offered({ professionalId: doctor.user.id, date, ...(duration ? { duration } : {}) })));
    for (const answer of answers.slice(1)) expect([...answer].sort()).toEqual([...answers[0]!].sort());
  });
});
