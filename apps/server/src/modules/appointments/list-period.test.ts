import { randomBytes } from 'node:crypto';
import type { AppointmentList } from '@sanity/shared/schemas/appointments';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openPractice, VISIT } from '../../../test/booking';
import { createTestApp, registerDoctor, registerPatient, type SignedIn, type TestApp } from '../../../test/helpers';
import { appointments } from '../../db/schema/appointments';
import { createTestClock } from '../../lib/clock';

/**
 * ?period=upcoming|past of the appointments lists (issue 24, the list's 'Prossimi' and 'Passati'):
 * split at the injected clock's now by the visit's end, cancelled ones in both, paged by cursor.
 */
const NOW = Date.parse('2027-03-10T10:00:00.000Z');
const clock = createTestClock(new Date(NOW).toISOString());
const MINUTE = 60_000;
let t: TestApp;
let doctor: SignedIn;
let otherDoctor: SignedIn;
let patient: SignedIn;
/** Label → id of the seeded visits. */
const seeded: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ clock });
  doctor = await registerDoctor(t.app, { displayName: 'Marco Bianchi' });
  otherDoctor = await registerDoctor(t.app, { displayName: 'Laura Esposito' });
  patient = await registerPatient(t.app, { displayName: 'Giulia Rossi' });
  await openPractice(t.app, doctor, [VISIT]);
  await openPractice(t.app, otherDoctor, [VISIT]);
  // Start offset from now in minutes, length 30 minutes unless given.
  const visits: Array<{ label: string; at: number; doctorId?: string; cancelled?: boolean; minutes?: number }> = [
    { label: 'lastYear', at: -365 * 24 * 60 },
    { label: 'yesterday', at: -24 * 60 },
    { label: 'cancelledPast', at: -2 * 60, cancelled: true },
    { label: 'endedNow', at: -45 },
    { label: 'inProgress', at: -10 },
    { label: 'tomorrow', at: 24 * 60 },
    { label: 'cancelledFuture', at: 2 * 24 * 60, cancelled: true },
    { label: 'nextMonth', at: 30 * 24 * 60 },
    { label: 'otherDoctor', at: 3 * 24 * 60, doctorId: otherDoctor.user.id },
  ];
  await t.database.db.insert(appointments).values(
    visits.map((v) => {
      const id = randomBytes(16).toString('hex');
      seeded[v.label] = id;
      const start = NOW + v.at * MINUTE;
      return {
        id,
        doctorId: v.doctorId ?? doctor.user.id,
        serviceId: VISIT.id,
        patientId: patient.user.id,
        title: VISIT.name,
        serviceName: VISIT.name,
        status: v.cancelled ? 'annullato' : 'confermato',
        ...(v.cancelled ? { cancelledAt: new Date(start - 3 * 24 * 60 * MINUTE), cancelledBy: 'patient' } : {}),
        startsAt: new Date(start),
        endsAt: new Date(start + (v.minutes ?? 30) * MINUTE),
        blockedFrom: new Date(start),
        blockedUntil: new Date(start + (v.minutes ?? 30) * MINUTE),
        durationMinutes: v.minutes ?? 30,
        customerName: 'Giulia Rossi',
        customerEmail: 'giulia.rossi@example.it',
        priceCents: 12_000,
      };
    }),
  );
});
afterAll(() => t.close());

const get = (who: SignedIn, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });
const labels = (list: AppointmentList) => list.appointments.map((a) => Object.entries(seeded).find(([, id]) => id === a.id)?.[0]);

/** Every page of `url` with `limit`, following nextCursor. */
async function walk(who: SignedIn, url: string, limit: number): Promise<Array<string | undefined>> {
  const all: Array<string | undefined> = [];
  let cursor: string | null = null;
  do {
    const response = await get(who, `${url}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<AppointmentList>();
    all.push(...labels(body));
    cursor = body.nextCursor;
  } while (cursor);
  return all;
}

describe('the appointments lists by period (issue 24)', () => {
  test("the doctor's upcoming visits: not yet ended, the one in progress first, cancelled included, ascending, a page at a time", async () => {
    expect(await walk(doctor, '/api/appointments/professional?period=upcoming', 2)).toEqual(['inProgress', 'tomorrow', 'cancelledFuture', 'nextMonth']);
  });

  test("the doctor's past visits: ended, most recent first, cancelled included", async () => {
    expect(await walk(doctor, '/api/appointments/professional?period=past', 2)).toEqual(['endedNow', 'cancelledPast', 'yesterday', 'lastYear']);
  });

  test("the patient's lists hold their visits with every doctor", async () => {
    expect(await walk(patient, '/api/appointments?period=upcoming', 3)).toEqual(['inProgress', 'tomorrow', 'cancelledFuture', 'otherDoctor', 'nextMonth']);
    expect(await walk(patient, '/api/appointments?period=past', 10)).toEqual(['endedNow', 'cancelledPast', 'yesterday', 'lastYear']);
    expect(await walk(otherDoctor, '/api/appointments/professional?period=past', 10)).toEqual([]);
  });

  test('the split follows the clock: once the visit in progress ends it is past', async () => {
    clock.set(new Date(NOW + 20 * MINUTE).toISOString());
    try {
      expect((await walk(doctor, '/api/appointments/professional?period=upcoming', 10))[0]).toBe('tomorrow');
      expect((await walk(doctor, '/api/appointments/professional?period=past', 10))[0]).toBe('inProgress');
    } finally {
      clock.set(new Date(NOW).toISOString());
    }
  });

  test('an unknown period, or a period with a time window, is a 400 in Italian', async () => {
    for (const url of [
      '/api/appointments?period=future',
      '/api/appointments?period=upcoming&timeMin=2027-03-01T00:00:00.000Z&timeMax=2027-04-01T00:00:00.000Z',
      '/api/appointments/professional?period=past&timeMin=2027-03-01T00:00:00.000Z',
    ]) {
      const response = await get(doctor, url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ error: { code: string; message: string } }>().error).toMatchObject({ code: 'invalid-argument', message: 'Richiesta non valida.' });
    }
  });

  test('without a session the list is 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/appointments?period=upcoming' })).statusCode).toBe(401);
  });
});
