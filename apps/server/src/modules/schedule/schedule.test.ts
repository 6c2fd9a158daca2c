import { emptyWeek } from '@sanity/shared/domain/practice/time-slots';
import type { DoctorList } from '@sanity/shared/schemas/doctors';
import type { ServiceInput } from '@sanity/shared/schemas/practice';
import type { ClosureWithAppointments, HolidayList } from '@sanity/shared/schemas/schedule';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { appointments } from '../../db/schema/appointments';
import { createTestClock } from '../../lib/clock';
import { book, bookingPayload, ECG, openPractice, romeIso, VISIT } from '../../../test/booking';
import { createTestApp, registerDoctor, registerPatient, type SignedIn, type TestApp } from '../../../test/helpers';

// Issue 25 through the real server at a fixed instant: Monday 23 November 2026, 11:00 in Rome.
const clock = createTestClock('2026-11-23T10:00:00Z');
let t: TestApp;
let doctor: SignedIn;
let buffered: SignedIn;
let patient: SignedIn;
let other: SignedIn;

/** VISIT with 30 minutes of rest after it and 25 hours' notice; ECG from 08:30 (its own hours), no buffers. */
const RESTED: ServiceInput = { ...VISIT, bufferAfterMinutes: 30, minNoticeMinutes: 25 * 60 };

beforeAll(async () => {
  t = await createTestApp({ clock });
  doctor = await registerDoctor(t.app, { displayName: 'Marco Bianchi' });
  buffered = await registerDoctor(t.app, { displayName: 'Laura Esposito' });
  patient = await registerPatient(t.app, { displayName: 'Giulia Rossi' });
  other = await registerPatient(t.app, { displayName: 'Paolo Verdi' });
  // Every day 08:00–20:00, public holidays left closed (the default).
  await openPractice(t.app, doctor, [VISIT], { holidays: 'closed' });
  const week = emptyWeek();
  const late = emptyWeek();
  for (const day of Object.keys(week) as Array<keyof typeof week>) {
    week[day] = { isAvailable: true, timeSlots: [{ start: '08:00', end: '20:00' }] };
    late[day] = { isAvailable: true, timeSlots: [{ start: '08:30', end: '20:00' }] };
  }
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/practice/config',
    headers: { cookie: buffered.cookie },
    payload: { services: [RESTED, ECG], availabilities: [{ serviceId: RESTED.id, weeklySchedule: week }, { serviceId: ECG.id, weeklySchedule: late }] },
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(() => t.close());

const as = (who: SignedIn, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });
const errorOf = (response: { json: <T>() => T }) => response.json<{ error: { message: string } }>().error.message;
async function free(doctorId: string, date: string, timeSlots: string[], serviceId = VISIT.id): Promise<Record<string, boolean>> {
  const response = await t.app.inject({ method: 'POST', url: '/api/appointments/check-availability', payload: { professionalId: doctorId, serviceId, date, timeSlots } });
  expect(response.statusCode, response.body).toBe(200);
  return Object.fromEntries(response.json<{ results: Array<{ time: string; available: boolean }> }>().results.map((r) => [r.time, r.available]));
}
async function nextSlot(doctorId: string): Promise<string | null | undefined> {
  const response = await t.app.inject({ method: 'GET', url: '/api/doctors?limit=50' });
  return response.json<DoctorList>().doctors.find((d) => d.id === doctorId)?.nextFreeSlot;
}

describe('closures', () => {
  test('a closed day offers nothing in the availability check, creation, the directory (and Igea, which reads it) and the booking dialog; reopening gives it back', async () => {
    expect(await nextSlot(doctor.user.id)).toBe(romeIso('2026-11-24', '08:00'));
    const created = await as(doctor, 'POST', '/api/schedule/closures', { allDay: true, fromDate: '2026-11-24', toDate: '2026-11-24', note: 'Studio chiuso per ferie' });
    expect(created.statusCode, created.body).toBe(201);
    const { closure, appointments: inside } = created.json<ClosureWithAppointments>();
    expect(closure).toMatchObject({ allDay: true, fromDate: '2026-11-24', toDate: '2026-11-24', note: 'Studio chiuso per ferie', startsAt: romeIso('2026-11-24', '00:00') });
    expect(inside).toEqual([]);

    expect(await free(doctor.user.id, '2026-11-24', ['08:00', '12:00', '19:30'])).toEqual({ '08:00': false, '12:00': false, '19:30': false });
    const refused = await book(t.app, patient, bookingPayload(doctor.user.id, romeIso('2026-11-24', '10:00')));
    expect(refused.statusCode).toBe(400);
    expect(await nextSlot(doctor.user.id)).toBe(romeIso('2026-11-25', '08:00'));
    const dialog = await t.app.inject({ method: 'GET', url: `/api/doctors/${doctor.user.id}/availabilities` });
    expect(dialog.json<{ schedule: { closures: Array<{ note: string }> } }>().schedule.closures.map((c) => c.note)).toEqual(['Studio chiuso per ferie']);

    expect((await as(doctor, 'DELETE', `/api/schedule/closures/${closure.id}`)).statusCode).toBe(200);
    expect(await free(doctor.user.id, '2026-11-24', ['08:00'])).toEqual({ '08:00': true });
    expect(await nextSlot(doctor.user.id)).toBe(romeIso('2026-11-24', '08:00'));
    expect((await as(doctor, 'DELETE', `/api/schedule/closures/${closure.id}`)).statusCode).toBe(404);
  });

  test('part of a day: only the visits meeting it are hidden', async () => {
    const created = await as(doctor, 'POST', '/api/schedule/closures', { allDay: false, date: '2026-11-25', start: '08:00', end: '12:00' });
    expect(created.statusCode, created.body).toBe(201);
    expect(await free(doctor.user.id, '2026-11-25', ['08:00', '11:30', '12:00'])).toEqual({ '08:00': false, '11:30': false, '12:00': true });
    const listed = await as(doctor, 'GET', '/api/schedule/closures');
    expect(listed.json<{ closures: Array<{ fromDate: string; allDay: boolean }> }>().closures).toEqual([expect.objectContaining({ fromDate: '2026-11-25', allDay: false })]);
  });

  test('over confirmed appointments: never cancelled, listed on creation and on reading the closure; a cancellation with a message takes one off', async () => {
    const booked = await book(t.app, patient, bookingPayload(doctor.user.id, romeIso('2026-11-26', '10:00')));
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json<{ appointment: { id: string } }>().appointment.id;
    const created = await as(doctor, 'POST', '/api/schedule/closures', { allDay: true, fromDate: '2026-11-26', toDate: '2026-11-27', note: 'Congresso' });
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json<ClosureWithAppointments>();
    expect(body.appointments).toEqual([{ id, startsAt: romeIso('2026-11-26', '10:00'), endsAt: romeIso('2026-11-26', '10:30'), patientName: 'Giulia Rossi', serviceName: VISIT.name }]);
    const [row] = await t.database.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row!.status).toBe('confermato');
    expect((await as(doctor, 'GET', `/api/schedule/closures/${body.closure.id}`)).json<ClosureWithAppointments>().appointments.map((a) => a.id)).toEqual([id]);

    const cancelled = await as(doctor, 'POST', `/api/appointments/${id}/cancel`, { reason: 'Sarò a un congresso: la richiamo per spostarla.' });
    expect(cancelled.statusCode).toBe(200);
    expect((await as(doctor, 'GET', `/api/schedule/closures/${body.closure.id}`)).json<ClosureWithAppointments>().appointments).toEqual([]);
    // Another doctor cannot read it.
    expect((await as(buffered, 'GET', `/api/schedule/closures/${body.closure.id}`)).statusCode).toBe(404);
  });

  test('bad input: a clear Italian 4xx and nothing saved', async () => {
    const before = (await as(doctor, 'GET', '/api/schedule/closures')).json<{ closures: unknown[] }>().closures.length;
    const cases: Array<[object, number, string]> = [
      [{ allDay: true, fromDate: '2026-12-10', toDate: '2026-12-09' }, 400, 'La chiusura deve finire dopo il suo inizio.'],
      [{ allDay: false, date: '2026-12-10', start: '12:00', end: '11:00' }, 400, 'La chiusura deve finire dopo il suo inizio.'],
      [{ allDay: true, fromDate: '2026-11-20', toDate: '2026-11-21' }, 400, 'La chiusura è già passata: scegli un periodo futuro.'],
      [{ allDay: false, date: '2026-11-23', start: '08:00', end: '09:00' }, 400, 'La chiusura è già passata: scegli un periodo futuro.'],
      [{ allDay: true, fromDate: '2026-11-25', toDate: '2026-11-25' }, 409, 'Questo periodo si sovrappone a una chiusura già inserita.'],
      [{ allDay: true, fromDate: '2026-12-10', toDate: '2026-12-10', note: 'x'.repeat(201) }, 400, 'La nota per i pazienti può avere al massimo 200 caratteri.'],
    ];
    for (const [payload, status, message] of cases) {
      const response = await as(doctor, 'POST', '/api/schedule/closures', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(errorOf(response), JSON.stringify(payload)).toBe(message);
    }
    expect((await as(doctor, 'GET', '/api/schedule/closures')).json<{ closures: unknown[] }>().closures).toHaveLength(before);
    expect((await as(patient, 'POST', '/api/schedule/closures', { allDay: true, fromDate: '2026-12-10', toDate: '2026-12-10' })).statusCode).toBe(403);
  });
});

describe('holidays', () => {
  test('closed by default, openable; the patron saint from the list; Pasquetta 2027 on 29 March', async () => {
    expect(await free(doctor.user.id, '2026-12-08', ['10:00'])).toEqual({ '10:00': false });
    const listed = (await as(doctor, 'GET', '/api/schedule/holidays?year=2026')).json<HolidayList>();
    expect(listed.holidays.find((h) => h.date === '2026-12-08')).toMatchObject({ name: 'Immacolata Concezione', open: false });
    expect((await as(doctor, 'PUT', '/api/schedule/holidays/2026-12-08', { open: true })).statusCode).toBe(200);
    expect(await free(doctor.user.id, '2026-12-08', ['10:00'])).toEqual({ '10:00': true });
    expect((await as(doctor, 'GET', '/api/schedule/holidays?year=2026')).json<HolidayList>().holidays.find((h) => h.date === '2026-12-08')?.open).toBe(true);
    const notHoliday = await as(doctor, 'PUT', '/api/schedule/holidays/2026-12-09', { open: true });
    expect([notHoliday.statusCode, errorOf(notHoliday)]).toEqual([400, 'Questa data non è un giorno festivo.']);
    expect((await as(doctor, 'GET', '/api/schedule/holidays?year=2027')).json<HolidayList>().holidays.find((h) => h.name.includes('Pasquetta'))?.date).toBe('2027-03-29');

    expect(await free(doctor.user.id, '2026-12-07', ['10:00'])).toEqual({ '10:00': true });
    const milano = await as(doctor, 'PUT', '/api/schedule/booking-rules', { horizonDays: 365, patronCity: 'milano' });
    expect(milano.statusCode, milano.body).toBe(200);
    expect(await free(doctor.user.id, '2026-12-07', ['10:00'])).toEqual({ '10:00': false });
    const unknown = await as(doctor, 'PUT', '/api/schedule/booking-rules', { horizonDays: 365, patronCity: 'atlantide' });
    expect([unknown.statusCode, errorOf(unknown)]).toEqual([400, 'Città del santo patrono non riconosciuta.']);
    expect((await as(doctor, 'GET', '/api/schedule/booking-rules')).json()).toEqual({ horizonDays: 365, patronCity: 'milano' });
  });
});

describe('date hours', () => {
  test('replace the weekly hours of that date for every service; overlapping windows are refused', async () => {
    const saved = await as(doctor, 'PUT', '/api/schedule/date-hours/2026-11-28', { windows: [{ start: '09:00', end: '10:00' }] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await free(doctor.user.id, '2026-11-28', ['08:00', '09:00', '09:30', '10:00'])).toEqual({ '08:00': false, '09:00': true, '09:30': true, '10:00': false });
    const overlapping = await as(doctor, 'PUT', '/api/schedule/date-hours/2026-11-28', { windows: [{ start: '09:00', end: '11:00' }, { start: '10:00', end: '12:00' }] });
    expect([overlapping.statusCode, errorOf(overlapping)]).toEqual([400, 'Le fasce orarie di questa data si sovrappongono.']);
    expect((await as(doctor, 'GET', '/api/schedule/date-hours')).json()).toEqual({ dateHours: [{ date: '2026-11-28', windows: [{ start: '09:00', end: '10:00' }] }] });
    expect((await as(doctor, 'DELETE', '/api/schedule/date-hours/2026-11-28')).statusCode).toBe(200);
    expect(await free(doctor.user.id, '2026-11-28', ['08:00'])).toEqual({ '08:00': true });
  });
});

describe('buffers, notice and horizon', () => {
  test('creation keeps the notice, steps by the buffers and stores the blocked time', async () => {
    // 25 hours from Monday 11:00 is Tuesday 12:00.
    expect(await free(buffered.user.id, '2026-11-24', ['11:00', '12:00', '12:30', '13:00'], RESTED.id)).toEqual({ '11:00': false, '12:00': true, '12:30': false, '13:00': true });
    const early = await book(t.app, patient, bookingPayload(buffered.user.id, romeIso('2026-11-24', '11:00'), { serviceId: RESTED.id }));
    expect(early.statusCode).toBe(400);
    const booked = await book(t.app, patient, bookingPayload(buffered.user.id, romeIso('2026-11-24', '12:00'), { serviceId: RESTED.id }));
    expect(booked.statusCode, booked.body).toBe(201);
    const [row] = await t.database.db.select().from(appointments).where(eq(appointments.id, booked.json<{ appointment: { id: string } }>().appointment.id));
    expect([row!.blockedFrom.toISOString(), row!.blockedUntil.toISOString()]).toEqual([romeIso('2026-11-24', '12:00'), romeIso('2026-11-24', '13:00')]);
    // The ECG at 12:30 would start inside the visit's rest.
    expect(await free(buffered.user.id, '2026-11-24', ['12:30', '13:30'], ECG.id)).toEqual({ '12:30': false, '13:30': true });
  });

  test('the race: two bookings within one buffer of each other, sent at once: one wins (the exclusion constraint on the blocked time)', async () => {
    const [a, b] = await Promise.all([
      book(t.app, patient, bookingPayload(buffered.user.id, romeIso('2026-11-25', '15:00'), { serviceId: RESTED.id })),
      book(t.app, other, bookingPayload(buffered.user.id, romeIso('2026-11-25', '15:30'), { serviceId: ECG.id, customFields: {} })),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
  });

  test('bad input: a buffer longer than a day, a notice longer than the horizon, a horizon shorter than a notice', async () => {
    const config = (service: ServiceInput) => ({ services: [service], availabilities: [] });
    const longBuffer = await as(buffered, 'PUT', '/api/practice/config', config({ ...RESTED, bufferBeforeMinutes: 1441 }));
    expect([longBuffer.statusCode, errorOf(longBuffer)]).toEqual([400, 'Il valore deve essere al massimo 1440.']);
    const longNotice = await as(buffered, 'PUT', '/api/practice/config', config({ ...RESTED, minNoticeMinutes: 400 * 24 * 60 }));
    expect([longNotice.statusCode, errorOf(longNotice)]).toEqual([400, 'Il preavviso minimo di «Visita cardiologica» supera il periodo in cui i pazienti possono prenotare (365 giorni).']);
    const short = await as(buffered, 'PUT', '/api/schedule/booking-rules', { horizonDays: 1, patronCity: null });
    expect([short.statusCode, errorOf(short)]).toEqual([400, 'Il periodo di prenotazione è più breve del preavviso minimo di «Visita cardiologica».']);
    // Nothing changed: the service keeps its rules, the practice its default horizon.
    expect((await as(buffered, 'GET', '/api/practice/config')).json<{ services: Array<{ bufferBeforeMinutes?: number; bufferAfterMinutes?: number }> }>().services[0]).toMatchObject({ bufferAfterMinutes: 30 });
    expect((await as(buffered, 'GET', '/api/practice/config')).json<{ services: Array<{ bufferBeforeMinutes?: number }> }>().services[0]!.bufferBeforeMinutes).toBeUndefined();
    expect((await as(buffered, 'GET', '/api/schedule/booking-rules')).json()).toEqual({ horizonDays: 365, patronCity: null });
  });

  test('the horizon: no date after today + the days', async () => {
    expect((await as(doctor, 'PUT', '/api/schedule/booking-rules', { horizonDays: 10, patronCity: 'milano' })).statusCode).toBe(200);
    expect(await free(doctor.user.id, '2026-12-03', ['10:00'])).toEqual({ '10:00': true });
    expect(await free(doctor.user.id, '2026-12-04', ['10:00'])).toEqual({ '10:00': false });
    expect((await book(t.app, patient, bookingPayload(doctor.user.id, romeIso('2026-12-04', '10:00')))).statusCode).toBe(400);
  });
});
