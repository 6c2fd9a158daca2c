import { emptyWeek, type WeeklySchedule } from '@sanity/shared/domain/practice/time-slots';
import { DEFAULT_TIME_ZONE, localDateOf } from '@sanity/shared/domain/slots/compute-slots';
import type { AvailabilityCheckResponse } from '@sanity/shared/schemas/appointments';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { VISIT } from '../../../test/booking';
import { createTestApp, registerDoctor, secondInstance, type SignedIn, type TestApp } from '../../../test/helpers';
import { createTestClock } from '../../lib/clock';

/**
 * ADR 0016: each instance keeps doctors' practices in memory, keyed by the practice's version read
 * with the doctor on every check. Two apps on one database stand for two instances; their clocks
 * stand still, so a save at the same instant as the one before must still be seen.
 */
const clock = createTestClock('2026-03-02T08:00:00Z');
let a: TestApp;
let b: FastifyInstance;
let closeB: () => Promise<void>;
let doctor: SignedIn;

const hours = (start: string, end: string): WeeklySchedule => {
  const week = emptyWeek();
  for (const day of Object.keys(week) as Array<keyof typeof week>) week[day] = { isAvailable: true, timeSlots: [{ start, end }] };
  return week;
};

async function save(app: FastifyInstance, payload: Record<string, unknown>): Promise<void> {
  const response = await app.inject({ method: 'PUT', url: '/api/practice/config', headers: { cookie: doctor.cookie }, payload });
  expect(response.statusCode, response.body).toBe(200);
}

const date = localDateOf(new Date(clock.now().getTime() + 3 * 86_400_000), DEFAULT_TIME_ZONE);

async function free(app: FastifyInstance, serviceId?: string): Promise<string[]> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/appointments/check-availability',
    payload: { professionalId: doctor.user.id, ...(serviceId ? { serviceId } : {}), date, timeSlots: ['09:00', '10:00', '15:00', '16:00'] },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AvailabilityCheckResponse>().results.filter((r) => r.available).map((r) => r.time);
}

beforeAll(async () => {
  a = await createTestApp({ clock });
  ({ app: b, close: closeB } = await secondInstance(a, clock));
  doctor = await registerDoctor(a.app);
});
afterAll(async () => {
  await closeB();
  await a.close();
});

describe('a doctor’s practice cached in each instance', () => {
  test('a save on one instance is seen by the next check on the other, even at the same instant', async () => {
    await save(a.app, { services: [VISIT], availabilities: [{ serviceId: VISIT.id, weeklySchedule: hours('08:00', '12:00') }] });
    // Both instances read and keep the morning hours.
    expect(await free(a.app, VISIT.id)).toEqual(['09:00', '10:00']);
    expect(await free(b, VISIT.id)).toEqual(['09:00', '10:00']);
    expect(await free(b)).toEqual(['09:00', '10:00']);

    await save(a.app, { services: [VISIT], availabilities: [{ serviceId: VISIT.id, weeklySchedule: hours('14:00', '18:00') }] });
    expect(await free(b, VISIT.id)).toEqual(['15:00', '16:00']);
    expect(await free(b)).toEqual(['15:00', '16:00']);

    // Practice hours only (the service has no hours of its own), saved on the other instance.
    await save(b, { services: [VISIT], availabilities: [], practiceHours: hours('09:00', '11:00') });
    expect(await free(a.app, VISIT.id)).toEqual(['09:00', '10:00']);

    // Switched off, then retired: no longer bookable on either instance.
    await save(a.app, { services: [{ ...VISIT, isActive: false }], availabilities: [], practiceHours: hours('09:00', '11:00') });
    const off = await b.inject({ method: 'POST', url: '/api/appointments/check-availability', payload: { professionalId: doctor.user.id, serviceId: VISIT.id, date, timeSlots: ['09:00'] } });
    expect(off.statusCode).toBe(404);
    await save(b, { services: [], availabilities: [] });
    expect(await free(a.app)).toEqual([]);
  });

  test('the public services of a profile follow a save made on the other instance', async () => {
    await save(a.app, { services: [VISIT], availabilities: [], practiceHours: hours('08:00', '12:00') });
    const names = async (app: FastifyInstance) =>
      (await app.inject({ method: 'GET', url: `/api/doctors/${doctor.user.id}/services` })).json<{ services: Array<{ name: string; price: number }> }>().services;
    expect(await names(b)).toMatchObject([{ name: VISIT.name, price: VISIT.price }]);
    await save(a.app, { services: [{ ...VISIT, name: 'Visita di controllo', price: 95 }], availabilities: [], practiceHours: hours('08:00', '12:00') });
    expect(await names(b)).toMatchObject([{ name: 'Visita di controllo', price: 95 }]);
  });
});
