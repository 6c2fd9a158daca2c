import { emptyWeek, type WeeklySchedule } from '@sanity/shared/domain/practice/time-slots';
import type { AvailabilityCheckResponse } from '@sanity/shared/schemas/appointments';
import type { DoctorList } from '@sanity/shared/schemas/doctors';
import type { PracticeConfigInput } from '@sanity/shared/schemas/practice';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestClock } from '../../lib/clock';
import { book, bookingPayload, ECG, romeIso, VISIT } from '../../../test/booking';
import { createTestApp, registerDoctor, registerPatient, type SignedIn, type TestApp } from '../../../test/helpers';

/**
 * Practice-wide hours (issue 15 item 4): a service without its own hours is booked on the
 * practice hours, a service with its own hours (an override) on those.
 */

/** Monday 23 November 2026, 11:00 in Rome. */
const clock = createTestClock('2026-11-23T10:00:00Z');
const TUESDAY = '2026-11-24';
const WEDNESDAY = '2026-11-25';
const THURSDAY = '2026-11-26';
const FRIDAY = '2026-11-27';

const week = (days: Partial<WeeklySchedule>): WeeklySchedule => ({ ...emptyWeek(), ...days });
/** The practice: Wednesdays 09:00–12:00. */
const PRACTICE = week({ wednesday: { isAvailable: true, timeSlots: [{ start: '09:00', end: '12:00' }] } });
/** The ECG's own hours: Fridays 15:00–17:00. */
const ECG_HOURS = week({ friday: { isAvailable: true, timeSlots: [{ start: '15:00', end: '17:00' }] } });

const config = (): PracticeConfigInput => ({
  services: [VISIT, ECG],
  availabilities: [{ serviceId: ECG.id, weeklySchedule: ECG_HOURS }],
  practiceHours: PRACTICE,
});
/** What the server answers for config(): each service with its visit mode, in studio when not set (issue 29). */
const inStudio = <T extends object>(service: T) => ({ ...service, mode: 'in_studio' });
const savedConfig = () => ({ ...config(), services: config().services.map(inStudio) });

let t: TestApp;
let doctor: SignedIn;
let patient: SignedIn;

const getConfig = (who: SignedIn) => t.app.inject({ method: 'GET', url: '/api/practice/config', headers: { cookie: who.cookie } });
const putConfig = (who: SignedIn, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/practice/config', headers: { cookie: who.cookie }, payload: payload as object });

async function configure(who: SignedIn, payload: PracticeConfigInput): Promise<void> {
  const response = await putConfig(who, payload);
  if (response.statusCode !== 200) throw new Error(`practice config failed: ${response.statusCode} ${response.body}`);
}

async function freeTimes(doctorId: string, serviceId: string, date: string): Promise<string[]> {
  const times = ['09:00', '10:00', '11:30', '15:00', '16:00'];
  const response = await t.app.inject({ method: 'POST', url: '/api/appointments/check-availability', payload: { professionalId: doctorId, serviceId, date, timeSlots: times } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AvailabilityCheckResponse>().results.filter((r) => r.available).map((r) => r.time);
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  doctor = await registerDoctor(t.app, { displayName: 'Dott. Marco Bianchi' });
  patient = await registerPatient(t.app, { displayName: 'Giulia Rossi' });
});
afterAll(() => t.close());

describe('practice hours in PUT/GET /api/practice/config', () => {
  test('are saved and read back with the overrides', async () => {
    const saved = await putConfig(doctor, config());
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(savedConfig());
    expect((await getConfig(doctor)).json()).toEqual(savedConfig());
  });

  test('a save without practiceHours (the spec’s shape) keeps them', async () => {
    await configure(doctor, config());
    const { practiceHours: _left, ...specShaped } = config();
    const cheaper = { ...specShaped, services: [{ ...VISIT, price: 100 }, ECG] };
    const response = await putConfig(doctor, cheaper);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ...config(), services: [{ ...VISIT, price: 100 }, ECG].map(inStudio) });
    await configure(doctor, config());
  });

  test('invalid practice hours are an Italian 400 and nothing is saved', async () => {
    await configure(doctor, config());
    const overlap = week({
      monday: { isAvailable: true, timeSlots: [{ start: '09:00', end: '12:00' }, { start: '11:00', end: '13:00' }] },
    });
    const badEnd = week({ tuesday: { isAvailable: true, timeSlots: [{ start: '09:00', end: '09:00' }] } });
    const cases: Array<[string, unknown, string]> = [
      ['overlap', overlap, 'Le fasce orarie non possono sovrapporsi'],
      ['bad end', badEnd, "L'orario di fine deve essere almeno 30 minuti dopo l'inizio, tra le 06:00 e le 23:30"],
    ];
    for (const [name, practiceHours, message] of cases) {
      // The services change too: an all-or-nothing save keeps the old ones.
      const response = await putConfig(doctor, { ...config(), services: [{ ...VISIT, price: 1 }, ECG], practiceHours });
      expect(response.statusCode, name).toBe(400);
      expect(response.json<{ error: { code: string; message: string } }>().error, name).toMatchObject({ code: 'invalid-argument', message });
      expect((await getConfig(doctor)).json(), name).toEqual(savedConfig());
    }
    const missingDay = await putConfig(doctor, { ...config(), practiceHours: { monday: PRACTICE.monday } });
    expect(missingDay.statusCode).toBe(400);
    expect((await getConfig(doctor)).json()).toEqual(savedConfig());
  });
});

describe('effective hours', () => {
  beforeAll(async () => {
    await configure(doctor, { ...config(), services: [VISIT, ECG, { ...VISIT, id: 'cardiologia_1767225600009', name: 'Sospeso', isActive: false }] });
  });

  test('the public endpoints answer every active service with the hours it is booked on', async () => {
    const expected = [
      { serviceId: VISIT.id, weeklySchedule: PRACTICE },
      { serviceId: ECG.id, weeklySchedule: ECG_HOURS },
    ];
    const availabilities = await t.app.inject({ method: 'GET', url: `/api/doctors/${doctor.user.id}/availabilities` });
    expect(availabilities.json<{ availabilities: unknown }>().availabilities).toEqual(expected);
    const services = await t.app.inject({ method: 'GET', url: `/api/doctors/${doctor.user.id}/services?includeAvailabilities=true` });
    expect(services.json<{ availabilities: unknown }>().availabilities).toEqual(expected);
  });

  test('a service without its own hours is bookable on the practice days only; an override wins', async () => {
    expect(await freeTimes(doctor.user.id, VISIT.id, WEDNESDAY)).toEqual(['09:00', '10:00', '11:30']);
    expect(await freeTimes(doctor.user.id, VISIT.id, TUESDAY)).toEqual([]);
    expect(await freeTimes(doctor.user.id, VISIT.id, FRIDAY)).toEqual([]);
    expect(await freeTimes(doctor.user.id, ECG.id, FRIDAY)).toEqual(['15:00', '16:00']);
    expect(await freeTimes(doctor.user.id, ECG.id, WEDNESDAY)).toEqual([]);

    const onPracticeDay = await book(t.app, patient, bookingPayload(doctor.user.id, romeIso(WEDNESDAY, '10:00')));
    expect(onPracticeDay.statusCode, onPracticeDay.body).toBe(201);
    const offDay = await book(t.app, patient, bookingPayload(doctor.user.id, romeIso(TUESDAY, '10:00')));
    expect([400, 409]).toContain(offDay.statusCode);
    const ecgOnPracticeDay = await book(
      t.app,
      patient,
      bookingPayload(doctor.user.id, romeIso(WEDNESDAY, '11:00'), { serviceId: ECG.id, serviceName: ECG.name, customFields: {}, duration: 60 }),
    );
    expect([400, 409]).toContain(ecgOnPracticeDay.statusCode);
  });

  test('an override with every day closed: the service is offered on no day', async () => {
    const other = await registerDoctor(t.app, { displayName: 'Dott.ssa Laura Esposito' });
    await configure(other, { services: [VISIT], availabilities: [{ serviceId: VISIT.id, weeklySchedule: emptyWeek() }], practiceHours: PRACTICE });
    expect(await freeTimes(other.user.id, VISIT.id, WEDNESDAY)).toEqual([]);
  });
});

describe('the directory’s next free slot', () => {
  async function nextFreeSlotOf(id: string): Promise<string | null | undefined> {
    const response = await t.app.inject({ method: 'GET', url: '/api/doctors?limit=50' });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<DoctorList>().doctors.find((d) => d.id === id)?.nextFreeSlot;
  }

  test('uses the practice hours of services without their own', async () => {
    const practiceOnly = await registerDoctor(t.app, { displayName: 'Dott. Paolo Verdi' });
    await configure(practiceOnly, {
      services: [VISIT],
      availabilities: [],
      practiceHours: week({ thursday: { isAvailable: true, timeSlots: [{ start: '10:00', end: '12:00' }] } }),
    });
    const closed = await registerDoctor(t.app, { displayName: 'Dott.ssa Sara Neri' });
    await configure(closed, { services: [VISIT], availabilities: [{ serviceId: VISIT.id, weeklySchedule: emptyWeek() }], practiceHours: PRACTICE });
    expect(await nextFreeSlotOf(practiceOnly.user.id)).toBe(romeIso(THURSDAY, '10:00'));
    expect(await nextFreeSlotOf(closed.user.id)).toBeNull();
  });
});
