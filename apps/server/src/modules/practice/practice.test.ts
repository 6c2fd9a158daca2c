import { emptyWeek } from '@sanity/shared/domain/practice/time-slots';
import type { PracticeConfigInput } from '@sanity/shared/schemas/practice';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, registerDoctor, registerPatient, type SignedIn, type TestApp } from '../../../test/helpers';
import { serviceSpec, weekSchedule } from '../../seed/factories';

let t: TestApp;
let doctor: SignedIn;
let otherDoctor: SignedIn;
let patient: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  doctor = await registerDoctor(t.app, { displayName: 'Marco Bianchi', sectors: ['cardiologia', 'medicina-generale'] });
  otherDoctor = await registerDoctor(t.app, { displayName: 'Laura Esposito', sectors: ['cardiologia'] });
  patient = await registerPatient(t.app);
});
afterAll(() => t.close());

const visit = {
  id: 'cardiologia_1700000000001',
  sectorId: 'cardiologia',
  name: 'Visita cardiologica',
  duration: 30,
  price: 120,
  description: 'Con elettrocardiogramma',
  isActive: true,
  // Issue 25: saved and read back with the service.
  bufferBeforeMinutes: 5,
  bufferAfterMinutes: 10,
  minNoticeMinutes: 120,
  // Issue 29: saved and read back with the service (in the studio or online, the patient choosing).
  mode: 'both' as const,
  customFields: [
    { id: 'motivo', name: 'Motivo della visita', type: 'select' as const, required: true, options: ['Prima visita', 'Controllo'] },
    { id: 'farmaci', name: 'Farmaci assunti', type: 'textarea' as const, required: false, options: [] },
  ],
};
const holter = {
  id: 'medicina-generale_1700000000002',
  sectorId: 'medicina-generale',
  name: 'Holter pressorio 24h',
  duration: 30,
  price: 90.5,
  description: '',
  isActive: false,
  mode: 'in_studio' as const,
  customFields: [],
};

function validConfig(): PracticeConfigInput {
  const week = emptyWeek();
  week.monday = { isAvailable: true, timeSlots: [{ start: '09:00', end: '13:00' }, { start: '14:30', end: '18:30' }] };
  week.thursday = { isAvailable: true, timeSlots: [] };
  return { services: [visit, holter], availabilities: [{ serviceId: visit.id, weeklySchedule: week }] };
}

/** A configuration as GET answers it: the practice hours always present (every day closed when never set). */
const stored = (config: PracticeConfigInput) => ({ ...config, practiceHours: config.practiceHours ?? emptyWeek() });

const getConfig = (who: SignedIn) => t.app.inject({ method: 'GET', url: '/api/practice/config', headers: { cookie: who.cookie } });
const putConfig = (who: SignedIn, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/practice/config', headers: { cookie: who.cookie }, payload: payload as object });

describe('PUT/GET /api/practice/config', () => {
  test('a new doctor has an empty configuration', async () => {
    const response = await getConfig(otherDoctor);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ services: [], availabilities: [], practiceHours: emptyWeek() });
  });

  test('saves and reads back exactly the configuration (fields in order, all 7 days)', async () => {
    const saved = await putConfig(doctor, validConfig());
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(stored(validConfig()));
    const read = await getConfig(doctor);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(stored(validConfig()));
    const week = read.json<{ availabilities: Array<{ weeklySchedule: Record<string, unknown> }> }>().availabilities[0]!.weeklySchedule;
    expect(Object.keys(week).sort()).toEqual(['friday', 'monday', 'saturday', 'sunday', 'thursday', 'tuesday', 'wednesday']);
  });

  test('slots written startTime/endTime (spec: "also named") are saved and answered as start/end', async () => {
    const config = validConfig();
    const aliased = {
      ...config,
      availabilities: config.availabilities.map((a) => ({
        ...a,
        weeklySchedule: Object.fromEntries(
          Object.entries(a.weeklySchedule).map(([day, d]) => [day, { ...d, timeSlots: d.timeSlots.map((x) => ({ startTime: x.start, endTime: x.end })) }]),
        ),
      })),
    };
    const saved = await putConfig(doctor, aliased);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(stored(config));
    expect((await getConfig(doctor)).json()).toEqual(stored(config));
  });

  test('invalid configurations get 400 with the Italian message and change nothing', async () => {
    await putConfig(doctor, validConfig());
    const overlapping = validConfig();
    overlapping.availabilities[0]!.weeklySchedule.tuesday = {
      isAvailable: true,
      timeSlots: [{ start: '09:00', end: '12:00' }, { start: '11:00', end: '13:00' }],
    };
    const badEnd = validConfig();
    badEnd.availabilities[0]!.weeklySchedule.monday = { isAvailable: true, timeSlots: [{ start: '09:00', end: '09:00' }] };
    const cases: Array<[string, PracticeConfigInput, string]> = [
      ['overlap', overlapping, 'Le fasce orarie non possono sovrapporsi'],
      ['bad end', badEnd, "L'orario di fine deve essere almeno 30 minuti dopo l'inizio, tra le 06:00 e le 23:30"],
      ['duration 3', { ...validConfig(), services: [{ ...visit, duration: 3 }, holter] }, 'La durata deve essere tra 5 e 240 minuti, a passi di 5'],
      ['blank name', { ...validConfig(), services: [{ ...visit, name: '   ' }, holter] }, 'Il nome del servizio è obbligatorio'],
      [
        'sector not in profile',
        { ...validConfig(), services: [visit, { ...holter, sectorId: 'dermatologia' }] },
        'Il servizio appartiene a un settore non abilitato nel tuo profilo',
      ],
      [
        'unknown service in availabilities',
        { ...validConfig(), availabilities: [{ serviceId: 'cardiologia_999', weeklySchedule: emptyWeek() }] },
        'Gli orari si riferiscono a un servizio inesistente',
      ],
      [
        'duplicate custom field',
        { ...validConfig(), services: [{ ...visit, customFields: [visit.customFields[0]!, visit.customFields[0]!] }, holter] },
        'Lo stesso campo personalizzato compare due volte nel servizio',
      ],
      ['select without options', { ...validConfig(), services: [{ ...visit, customFields: [{ ...visit.customFields[0]!, options: [''] }] }, holter] }, 'Un campo a scelta deve avere almeno un’opzione non vuota'],
    ];
    for (const [name, payload, message] of cases) {
      const response = await putConfig(doctor, payload);
      expect(response.statusCode, name).toBe(400);
      expect(response.json<{ error: { code: string; message: string } }>().error, name).toMatchObject({ code: 'invalid-argument', message });
      expect((await getConfig(doctor)).json(), name).toEqual(stored(validConfig()));
    }
  });

  test('the sector error names the offending service', async () => {
    const response = await putConfig(doctor, { ...validConfig(), services: [visit, { ...holter, sectorId: 'nutrizione' }] });
    expect(response.json<{ error: { fields: unknown } }>().error.fields).toEqual({
      'services.1.sectorId': 'Il servizio appartiene a un settore non abilitato nel tuo profilo',
    });
  });

  test('a patient gets 403, signed out 401', async () => {
    expect((await getConfig(patient)).statusCode).toBe(403);
    expect((await putConfig(patient, validConfig())).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/practice/config' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/practice/config', payload: validConfig() })).statusCode).toBe(401);
  });

  test('retiring a service hides it everywhere; saving it again brings it back', async () => {
    const both = validConfig();
    both.services[1] = { ...holter, isActive: true };
    await putConfig(doctor, both);
    let publicServices = await t.app.inject({ method: 'GET', url: `/api/doctors/${doctor.user.id}/services` });
    expect(publicServices.json<{ services: Array<{ id: string }> }>().services.map((s) => s.id)).toEqual([visit.id, holter.id]);

    const retired = await putConfig(doctor, { services: [both.services[1]], availabilities: [] });
    expect(retired.statusCode).toBe(200);
    expect(retired.json()).toEqual(stored({ services: [both.services[1]], availabilities: [] }));
    publicServices = await t.app.inject({ method: 'GET', url: `/api/doctors/${doctor.user.id}/services?includeAvailabilities=true` });
    // Without its own hours the service uses the practice hours: here none, every day closed.
    expect(publicServices.json()).toEqual({ hasServices: true, services: [both.services[1]], availabilities: [{ serviceId: holter.id, weeklySchedule: emptyWeek() }] });
    const own = await t.app.inject({ method: 'GET', url: `/api/doctors/${doctor.user.id}/services`, headers: { cookie: doctor.cookie } });
    expect(own.json<{ services: Array<{ id: string }> }>().services.map((s) => s.id)).toEqual([holter.id]);

    const back = await putConfig(doctor, validConfig());
    expect(back.json()).toEqual(stored(validConfig()));
  });

  test("another doctor's service with the same id does not collide", async () => {
    await putConfig(doctor, validConfig());
    const theirs = { ...visit, name: 'Visita cardiologica pediatrica', price: 150, customFields: [] };
    const response = await putConfig(otherDoctor, { services: [theirs], availabilities: [] });
    expect(response.statusCode).toBe(200);
    expect((await getConfig(otherDoctor)).json()).toEqual(stored({ services: [theirs], availabilities: [] }));
    expect((await getConfig(doctor)).json()).toEqual(stored(validConfig()));
  });

  test('prices are euro with cents; a big configuration saves in one go', async () => {
    const services = Array.from({ length: 40 }, (_, i) =>
      serviceSpec({
        name: `Servizio ${i + 1}`,
        price: 10.05 + i,
        customFields: Array.from({ length: 5 }, (_, j) => ({ id: `f${j}`, name: `Campo ${j}`, type: 'text' as const, required: j === 0, options: [] })),
      }),
    );
    const slots: Array<[string, string]> = Array.from({ length: 8 }, (_, k) => [`${String(6 + 2 * k).padStart(2, '0')}:00`, `${String(7 + 2 * k).padStart(2, '0')}:00`]);
    const availabilities = services.map((s) => ({
      serviceId: s.id,
      weeklySchedule: weekSchedule({ monday: slots, tuesday: slots, wednesday: slots, thursday: slots, friday: slots, saturday: slots, sunday: slots }),
    }));
    const response = await putConfig(otherDoctor, { services, availabilities });
    expect(response.statusCode).toBe(200);
    const read = (await getConfig(otherDoctor)).json<{ services: Array<{ price: number }>; availabilities: unknown[] }>();
    expect(read.services[0]!.price).toBe(10.05);
    expect(read.services[39]!.price).toBe(49.05);
    expect(read.availabilities).toHaveLength(40);
  });
});

describe('GET /api/doctors/:id/services and /availabilities', () => {
  beforeAll(async () => {
    await putConfig(doctor, validConfig());
  });

  test('others see only active services; the doctor sees all', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/doctors/${doctor.user.id}/services` });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ hasServices: true, services: [visit] });
    const asPatient = await t.app.inject({ method: 'GET', url: `/api/doctors/${doctor.user.id}/services`, headers: { cookie: patient.cookie } });
    expect(asPatient.json()).toEqual({ hasServices: true, services: [visit] });
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/doctors/${doctor.user.id}/services?includeAvailabilities=true`,
      headers: { cookie: doctor.cookie },
    });
    expect(own.json()).toEqual({
      hasServices: true,
      services: validConfig().services,
      availabilities: [...validConfig().availabilities, { serviceId: holter.id, weeklySchedule: emptyWeek() }],
    });
  });

  test('includeAvailabilities adds the hours of the listed services', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/doctors/${doctor.user.id}/services?includeAvailabilities=true` });
    expect(response.json()).toEqual({ hasServices: true, services: [visit], availabilities: validConfig().availabilities });
    const bad = await t.app.inject({ method: 'GET', url: `/api/doctors/${doctor.user.id}/services?includeAvailabilities=forse` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: { message: string } }>().error.message).toBe('Richiesta non valida.');
  });

  test('availabilities endpoint: hours of the active services, with what the booking engine needs of the schedule', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/doctors/${doctor.user.id}/availabilities` });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ availabilities: unknown; schedule: { horizonDays: number; closures: unknown[]; services: unknown[]; closedDates: string[] } }>();
    expect(body.availabilities).toEqual(validConfig().availabilities);
    expect(body.schedule).toMatchObject({ horizonDays: 365, closures: [], dateHours: {} });
    expect(body.schedule.services).toEqual([{ serviceId: visit.id, bufferBeforeMinutes: 5, bufferAfterMinutes: 10, minNoticeMinutes: 120 }]);
    // Public holidays are closed by default: Natale is among the closed dates of the coming year.
    expect(body.schedule.closedDates.some((d) => d.endsWith('-12-25'))).toBe(true);
  });

  test('a doctor without services: hasServices false', async () => {
    const fresh = await registerDoctor(t.app, { displayName: 'Paolo Conti' });
    const response = await t.app.inject({ method: 'GET', url: `/api/doctors/${fresh.user.id}/services` });
    expect(response.json()).toEqual({ hasServices: false, services: [] });
  });

  test('unknown or non-doctor ids are 404 Profilo non trovato', async () => {
    for (const url of [
      `/api/doctors/${patient.user.id}/services`,
      '/api/doctors/non-esiste/services',
      `/api/doctors/${patient.user.id}/availabilities`,
      '/api/doctors/non-esiste/availabilities',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ error: { code: 'not-found', message: 'Profilo non trovato' } });
    }
  });
});
