import { emptyWeek, type WeeklySchedule } from '@sanity/shared/domain/practice/time-slots';
import type { AvailabilityCheckResponse } from '@sanity/shared/schemas/appointments';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { VISIT } from '../../../test/booking';
import { createTestApp, registerDoctor, secondInstance, type SignedIn, type TestApp } from '../../../test/helpers';
import { createTestClock } from '../../lib/clock';

/**
 * Each instance keeps doctors' schedule rules in memory, keyed by the rules' version read with the
 * doctor on every booking check. Two apps on one database stand for two instances; their clocks
 * stand still, so a change at the same instant as the one before must still be seen.
 */
const clock = createTestClock('2026-12-01T08:00:00Z');
let a: TestApp;
let b: FastifyInstance;
let closeB: () => Promise<void>;
let doctor: SignedIn;
const TIMES = ['09:00', '10:00', '11:00'];

const weekdays = (start: string, end: string): WeeklySchedule => {
  const week = emptyWeek();
  for (const day of ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const) week[day] = { isAvailable: true, timeSlots: [{ start, end }] };
  return week;
};

async function as(app: FastifyInstance, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const response = await app.inject({ method, url, headers: { cookie: doctor.cookie }, ...(payload ? { payload } : {}) });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response;
}

async function free(app: FastifyInstance, date: string): Promise<string[]> {
  const response = await app.inject({ method: 'POST', url: '/api/appointments/check-availability', payload: { professionalId: doctor.user.id, serviceId: VISIT.id, date, timeSlots: TIMES } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AvailabilityCheckResponse>().results.filter((r) => r.available).map((r) => r.time);
}

beforeAll(async () => {
  a = await createTestApp({ clock });
  ({ app: b, close: closeB } = await secondInstance(a, clock));
  doctor = await registerDoctor(a.app);
  await as(a.app, 'PUT', '/api/practice/config', { services: [VISIT], availabilities: [{ serviceId: VISIT.id, weeklySchedule: weekdays('09:00', '12:00') }] });
});
afterAll(async () => {
  await closeB();
  await a.close();
});

describe('a doctor’s schedule rules cached in each instance', () => {
  test('every schedule change on one instance is seen by the next availability check on the other, at the same instant', async () => {
    // Thursday 3 December 2026; Tuesday 8 December is the Immacolata.
    expect(await free(a.app, '2026-12-03')).toEqual(TIMES);
    expect(await free(b, '2026-12-03')).toEqual(TIMES);

    const closed = await as(b, 'POST', '/api/schedule/closures', { allDay: false, date: '2026-12-03', start: '09:00', end: '10:00' });
    expect(await free(a.app, '2026-12-03')).toEqual(['10:00', '11:00']);

    await as(a.app, 'PUT', '/api/schedule/date-hours/2026-12-03', { windows: [{ start: '10:00', end: '11:00' }] });
    expect(await free(b, '2026-12-03')).toEqual(['10:00']);

    await as(b, 'DELETE', '/api/schedule/date-hours/2026-12-03');
    await as(b, 'DELETE', `/api/schedule/closures/${closed.json<{ closure: { id: string } }>().closure.id}`);
    expect(await free(a.app, '2026-12-03')).toEqual(TIMES);

    expect(await free(a.app, '2026-12-08')).toEqual([]);
    await as(b, 'PUT', '/api/schedule/holidays/2026-12-08', { open: true });
    expect(await free(a.app, '2026-12-08')).toEqual(TIMES);
    await as(a.app, 'PUT', '/api/schedule/holidays/2026-12-08', { open: false });
    expect(await free(b, '2026-12-08')).toEqual([]);

    // Milan's patron saint (7 December) and a horizon of two days (to Thursday 3), saved on the other instance.
    expect(await free(a.app, '2026-12-07')).toEqual(TIMES);
    await as(b, 'PUT', '/api/schedule/booking-rules', { horizonDays: 2, patronCity: 'milano' });
    expect(await free(a.app, '2026-12-07')).toEqual([]);
    expect(await free(a.app, '2026-12-04')).toEqual([]);
    expect(await free(a.app, '2026-12-03')).toEqual(TIMES);
  });
});
