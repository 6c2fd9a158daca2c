import { emptyWeek } from '@sanity/shared/domain/practice/time-slots';
import { computeSlots } from '@sanity/shared/domain/slots/compute-slots';
import type { DoctorList } from '@sanity/shared/schemas/doctors';
import type { Availability, ServiceInput } from '@sanity/shared/schemas/practice';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestClock } from '../../lib/clock';
import { book, bookingPayload, ECG, romeIso, VISIT } from '../../../test/booking';
import { createTestApp, registerDoctor, registerPatient, type SignedIn, type TestApp } from '../../../test/helpers';

/** Monday 23 November 2026, 11:00 in Rome: the directory looks ahead from here. */
const NOW = '2026-11-23T10:00:00Z';
const clock = createTestClock(NOW);

/** VISIT on Tuesdays 09:30–12:30, ECG on Thursdays 09:00–12:00: the first slot is Tuesday 24 at 09:30. */
const HOURS: Availability[] = [
  { serviceId: VISIT.id, weeklySchedule: { ...emptyWeek(), tuesday: { isAvailable: true, timeSlots: [{ start: '09:30', end: '12:30' }] } } },
  { serviceId: ECG.id, weeklySchedule: { ...emptyWeek(), thursday: { isAvailable: true, timeSlots: [{ start: '09:00', end: '12:00' }] } } },
];

let t: TestApp;
let open: SignedIn;
let noServices: SignedIn;
let noHours: SignedIn;
let patient: SignedIn;

async function configure(who: SignedIn, services: ServiceInput[], availabilities: Availability[]): Promise<void> {
  const response = await t.app.inject({ method: 'PUT', url: '/api/practice/config', headers: { cookie: who.cookie }, payload: { services, availabilities } });
  if (response.statusCode !== 200) throw new Error(`practice config failed: ${response.statusCode} ${response.body}`);
}

async function cards(query = ''): Promise<DoctorList['doctors']> {
  const response = await t.app.inject({ method: 'GET', url: `/api/doctors?limit=50${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DoctorList>().doctors;
}

const slotOf = async (id: string) => (await cards()).find((d) => d.id === id)?.nextFreeSlot;

beforeAll(async () => {
  t = await createTestApp({ clock });
  open = await registerDoctor(t.app, { displayName: 'Dott. Marco Rinaldi' });
  noServices = await registerDoctor(t.app, { displayName: 'Dott.ssa Sara Neri' });
  noHours = await registerDoctor(t.app, { displayName: 'Dott. Paolo Verdi' });
  patient = await registerPatient(t.app, { displayName: 'Giulia Rossi' });
  await configure(open, [VISIT, ECG], HOURS);
  await configure(noHours, [VISIT], []);
});
afterAll(() => t.close());

describe('GET /api/doctors: the next free slot of each card', () => {
  test('is the slot engine’s first slot, and moves on once that slot is booked', async () => {
    expect(await slotOf(open.user.id)).toBe(romeIso('2026-11-24', '09:30'));

    const booked = await book(t.app, patient, bookingPayload(open.user.id, romeIso('2026-11-24', '09:30')));
    expect(booked.statusCode, booked.body).toBe(201);

    // The engine on the same hours and the held booking, over the same 60 days, for both services.
    const bookings = [{ start: new Date(romeIso('2026-11-24', '09:30')), end: new Date(romeIso('2026-11-24', '10:00')) }];
    const engineFirst = HOURS.flatMap((h) =>
      computeSlots({
        weeklySchedule: h.weeklySchedule,
        durationMinutes: h.serviceId === VISIT.id ? VISIT.duration : ECG.duration,
        bookings,
        now: clock.now(),
        from: '2026-11-23',
        to: '2027-01-22',
      }).slice(0, 1),
    ).sort((a, b) => a.start.getTime() - b.start.getTime())[0]!;
    expect(await slotOf(open.user.id)).toBe(engineFirst.start.toISOString());
    expect(engineFirst.start.toISOString()).toBe(romeIso('2026-11-24', '10:00'));
  });

  test('follows the clock: on Tuesday itself the first slot is Thursday’s ECG', async () => {
    clock.set('2026-11-24T07:00:00Z');
    try {
      expect(await slotOf(open.user.id)).toBe(romeIso('2026-11-26', '09:00'));
    } finally {
      clock.set(NOW);
    }
  });

  test('null for a doctor without services, or whose services have no hours', async () => {
    expect(await slotOf(noServices.user.id)).toBeNull();
    expect(await slotOf(noHours.user.id)).toBeNull();
  });
});

describe('GET /api/doctors: order', () => {
  test('by surname then first name with Italian collation, whatever the title', async () => {
    for (const displayName of ['Dott.ssa Anna Zanetti', 'Prof. Luca Bianchi', 'Dott. Andrea Bianchi', 'Dott.ssa Chiara de Santis', "Dott. Paolo D'Angelo", 'Elena Àlberti']) {
      await registerDoctor(t.app, { displayName });
    }
    const listed = await cards();
    const names = listed.map((d) => d.name);
    expect(names).toEqual([
      'Elena Àlberti',
      'Dott. Andrea Bianchi',
      'Prof. Luca Bianchi',
      "Dott. Paolo D'Angelo",
      'Dott.ssa Chiara de Santis',
      'Dott.ssa Sara Neri',
      'Dott. Marco Rinaldi',
      'Dott. Paolo Verdi',
      'Dott.ssa Anna Zanetti',
    ]);
    // The same order as the browser's Italian collator on (surname, first name).
    const collator = new Intl.Collator('it');
    const key = (name: string) => {
      const words = name.split(' ').filter((w) => !/^(Dott|Dott\.ssa|Prof)\.?$/.test(w));
      return { nome: words[0]!, cognome: words.slice(1).join(' ') };
    };
    const sorted = [...names].sort((a, b) => collator.compare(key(a).cognome, key(b).cognome) || collator.compare(key(a).nome, key(b).nome));
    expect(names).toEqual(sorted);
  });

  test('the cursor pages through the same order', async () => {
    const all = (await cards()).map((d) => d.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/doctors?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      const body: DoctorList = response.json<DoctorList>();
      seen.push(...body.doctors.map((d) => d.id));
      cursor = body.nextCursor;
    } while (cursor && seen.length < 100);
    expect(seen).toEqual(all);
  });
});
