import { emptyWeek } from '@sanity/shared/domain/practice/time-slots';
import type { Readiness } from '@sanity/shared/schemas/onboarding';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { VISIT } from '../../../test/booking';
import { createTestApp, registerDoctor, registerPatient, type SignedIn, type TestApp } from '../../../test/helpers';
import { multipartForm } from '../../../test/upload-fixtures';
import { calendarConnections } from '../../db/schema/calendar';

let t: TestApp;
let doctor: SignedIn;
let patient: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  doctor = await registerDoctor(t.app, { displayName: 'Dott.ssa Elena Neri', sectors: ['cardiologia'] });
  patient = await registerPatient(t.app);
});
afterAll(() => t.close());

const readiness = async (who: SignedIn) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/practice/readiness', headers: { cookie: who.cookie } });
  return { status: response.statusCode, body: response.json<Readiness>() };
};
const stepsOf = (body: Readiness) => Object.fromEntries(body.steps.map((s) => [s.key, s.done]));
const putConfig = async (who: SignedIn, payload: object) => {
  const response = await t.app.inject({ method: 'PUT', url: '/api/practice/config', headers: { cookie: who.cookie }, payload });
  expect(response.statusCode).toBe(200);
};

describe('GET /api/practice/readiness', () => {
  test('a new doctor, still awaiting review, has every step to do and cannot be booked', async () => {
    const pending = await registerDoctor(t.app, { displayName: 'Dott. Nuovo Arrivato', sectors: ['cardiologia'] }, { pending: true });
    const { status, body } = await readiness(pending);
    expect(status).toBe(200);
    expect(body).toEqual({
      bookable: false,
      steps: [
        { key: 'verification', done: false },
        { key: 'profile', done: false },
        { key: 'photo', done: false },
        { key: 'address', done: false },
        { key: 'services', done: false },
        { key: 'hours', done: false },
        { key: 'calendar', done: false },
      ],
    });
  });

  test('each step turns done as the doctor sets it up; bookable once a service has open hours', async () => {
    const profile = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${doctor.user.id}`,
      headers: { cookie: doctor.cookie },
      payload: { specialization: 'Cardiologia', biografia: 'Cardiologa a Milano da vent’anni.', sectors: ['cardiologia'] },
    });
    expect(profile.statusCode).toBe(200);
    expect(stepsOf((await readiness(doctor)).body)).toMatchObject({ profile: true, photo: false });

    const image = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 15, g: 118, b: 110 } } }).png().toBuffer();
    const form = multipartForm([], { name: 'avatar', fileName: 'foto.png', contentType: 'image/png', data: image });
    const avatar = await t.app.inject({ method: 'PUT', url: `/api/users/${doctor.user.id}/avatar`, headers: { cookie: doctor.cookie, ...form.headers }, payload: form.payload });
    expect(avatar.statusCode).toBe(200);
    expect(stepsOf((await readiness(doctor)).body)).toMatchObject({ photo: true, address: false });

    const address = await t.app.inject({
      method: 'PUT',
      url: '/api/practice/address',
      headers: { cookie: doctor.cookie },
      payload: { street: 'Via Roma 1', cap: '20121', city: 'Milano', province: 'MI' },
    });
    expect(address.statusCode).toBe(200);
    expect(stepsOf((await readiness(doctor)).body)).toMatchObject({ address: true, services: false });

    // A service without hours: not bookable yet.
    await putConfig(doctor, { services: [VISIT], availabilities: [] });
    let now = await readiness(doctor);
    expect(stepsOf(now.body)).toMatchObject({ services: true, hours: false });
    expect(now.body.bookable).toBe(false);

    // An open day without any time range is no hours at all.
    const closed = emptyWeek();
    closed.monday = { isAvailable: true, timeSlots: [] };
    await putConfig(doctor, { services: [VISIT], availabilities: [], practiceHours: closed });
    expect((await readiness(doctor)).body.bookable).toBe(false);

    // The practice's hours count for every service without its own.
    const week = emptyWeek();
    week.monday = { isAvailable: true, timeSlots: [{ start: '09:00', end: '13:00' }] };
    await putConfig(doctor, { services: [VISIT], availabilities: [], practiceHours: week });
    now = await readiness(doctor);
    // Bookable without a connected calendar: that step is not needed to book.
    expect(now.body).toEqual({
      bookable: true,
      // Approved by registerDoctor, as an admin would (ADR 0013).
      steps: [...['verification', 'profile', 'photo', 'address', 'services', 'hours'].map((key) => ({ key, done: true })), { key: 'calendar', done: false }],
    });

    // A switched-off service is not bookable, whatever its hours.
    await putConfig(doctor, { services: [{ ...VISIT, isActive: false }], availabilities: [], practiceHours: week });
    now = await readiness(doctor);
    expect(stepsOf(now.body)).toMatchObject({ services: false, hours: false });
    expect(now.body.bookable).toBe(false);
  });

  test('a service with its own open hours is enough, even with the practice closed', async () => {
    const other = await registerDoctor(t.app, { displayName: 'Paolo Verdi', sectors: ['cardiologia'] });
    const week = emptyWeek();
    week.friday = { isAvailable: true, timeSlots: [{ start: '15:00', end: '18:00' }] };
    await putConfig(other, { services: [VISIT], availabilities: [{ serviceId: VISIT.id, weeklySchedule: week }], practiceHours: emptyWeek() });
    const { body } = await readiness(other);
    expect(body.bookable).toBe(true);
    expect(stepsOf(body)).toMatchObject({ profile: false, photo: false, address: false, services: true, hours: true });
  });

  test('the calendar step is done while a connected calendar is authorised, and to do again when it needs a new authorisation', async () => {
    const other = await registerDoctor(t.app, { displayName: 'Dott. Luca Calendari', sectors: ['cardiologia'] });
    expect(stepsOf((await readiness(other)).body)).toMatchObject({ calendar: false });
    // Connecting for real needs Google or a CalDAV server (calendar-*.test.ts): here the stored row is enough.
    const at = new Date('2026-03-02T08:00:00Z');
    await t.database.db.insert(calendarConnections).values({
      doctorId: other.user.id,
      provider: 'caldav',
      credentials: 'sigillate',
      calendarId: 'https://dav.example.it/calendars/luca/studio/',
      createdAt: at,
      updatedAt: at,
    });
    let now = await readiness(other);
    expect(stepsOf(now.body)).toMatchObject({ calendar: true, services: false });
    expect(now.body.bookable).toBe(false);

    await t.database.db.update(calendarConnections).set({ status: 'needs_reauth' }).where(eq(calendarConnections.doctorId, other.user.id));
    now = await readiness(other);
    expect(stepsOf(now.body)).toMatchObject({ calendar: false });
  });

  test('patients and signed-out visitors are refused', async () => {
    expect((await readiness(patient)).status).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/practice/readiness' });
    expect(anonymous.statusCode).toBe(401);
  });
});
