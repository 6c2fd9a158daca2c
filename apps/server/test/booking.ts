import { emptyWeek } from '@sanity/shared/domain/practice/time-slots';
import { DEFAULT_TIME_ZONE, instantOf, localDateOf } from '@sanity/shared/domain/slots/compute-slots';
import { nationalHolidays } from '@sanity/shared/domain/slots/italian-holidays';
import type { CreateAppointmentInput } from '@sanity/shared/schemas/appointments';
import type { ServiceInput } from '@sanity/shared/schemas/practice';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client';
import { appointments } from '../src/db/schema/appointments';
import type { SignedIn } from './helpers';

/** A doctor's bookable visit: every day 08:00–20:00, 30 minutes, one required and two typed intake fields. */
export const VISIT: ServiceInput = {
  id: 'cardiologia_1767225600001',
  sectorId: 'cardiologia',
  name: 'Visita cardiologica',
  duration: 30,
  price: 120,
  description: '',
  isActive: true,
  customFields: [
    { id: 'motivo', name: 'Motivo della visita', type: 'select', required: true, options: ['Prima visita', 'Controllo'] },
    { id: 'allergie', name: 'Allergie', type: 'text', required: true, options: [] },
    { id: 'peso', name: 'Peso (kg)', type: 'number', required: false, options: [] },
  ],
};
/** A second, longer service of the same doctor (60 minutes, same hours). */
export const ECG: ServiceInput = { ...VISIT, id: 'cardiologia_1767225600002', name: 'Elettrocardiogramma', duration: 60, price: 60, customFields: [] };

/**
 * The doctor's practice open every day 08:00–20:00 for `services`, public holidays included
 * (issue 25 closes them by default; `holidays: 'closed'` keeps that default).
 */
export async function openPractice(app: FastifyInstance, doctor: SignedIn, services: ServiceInput[] = [VISIT, ECG], { holidays = 'open' }: { holidays?: 'open' | 'closed' } = {}): Promise<void> {
  const week = emptyWeek();
  for (const day of Object.keys(week) as Array<keyof typeof week>) week[day] = { isAvailable: true, timeSlots: [{ start: '08:00', end: '20:00' }] };
  const response = await app.inject({
    method: 'PUT',
    url: '/api/practice/config',
    headers: { cookie: doctor.cookie },
    payload: { services, availabilities: services.map((s) => ({ serviceId: s.id, weeklySchedule: week })) },
  });
  if (response.statusCode !== 200) throw new Error(`practice config failed: ${response.statusCode} ${response.body}`);
  if (holidays === 'open') await openHolidays(app, doctor);
}

/** Opens every public holiday from the server's today to the end of next year (the doctor works on them). */
export async function openHolidays(app: FastifyInstance, doctor: SignedIn, now = app.services.clock.now()): Promise<void> {
  const today = localDateOf(now, DEFAULT_TIME_ZONE);
  const year = Number(today.slice(0, 4));
  const dates = [...nationalHolidays(year), ...nationalHolidays(year + 1)].map((h) => h.date).filter((d) => d >= today);
  for (const date of dates) {
    const response = await app.inject({ method: 'PUT', url: `/api/schedule/holidays/${date}`, headers: { cookie: doctor.cookie }, payload: { open: true } });
    if (response.statusCode !== 200) throw new Error(`opening ${date} failed: ${response.statusCode} ${response.body}`);
  }
}

/** A local date `days` after today in Rome (days ≥ 1 is always bookable). */
export function futureDate(days: number, now = new Date()): string {
  return localDateOf(new Date(now.getTime() + days * 86_400_000), DEFAULT_TIME_ZONE);
}

/** The instant of a Rome wall-clock time on a local date, as ISO. */
export function romeIso(date: string, time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return instantOf(date, h * 60 + m, DEFAULT_TIME_ZONE)!.toISOString();
}

export function bookingPayload(doctorId: string, dateTime: string, overrides: Partial<CreateAppointmentInput> = {}): CreateAppointmentInput {
  return {
    professionalId: doctorId,
    serviceId: VISIT.id,
    serviceName: VISIT.name,
    title: VISIT.name,
    dateTime,
    duration: 30,
    status: 'confermato',
    customerInfo: { name: 'Giulia Rossi', email: 'giulia.rossi@example.it', phone: '+39 333 765 4321', notes: 'Palpitazioni la sera' },
    customFields: { motivo: 'Prima visita', allergie: 'Nessuna', peso: 62 },
    // The art. 9 consent the booking dialog asks with the answers (issue 24).
    healthDataConsent: true,
    price: 120,
    attendees: [{ email: 'giulia.rossi@example.it', displayName: 'Giulia Rossi' }],
    ...overrides,
  };
}

export function book(app: FastifyInstance, who: SignedIn | null, payload: unknown, key?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: { ...(who ? { cookie: who.cookie } : {}), ...(key ? { 'idempotency-key': key } : {}) },
    payload: payload as object,
  });
}

/**
 * A confirmed 30-minute 'Visita cardiologica' written straight into the table, at any instant (past,
 * a DST Sunday) the booking rules would refuse: for reminders and the jobs that read appointments.
 */
export async function insertConfirmedAppointment(
  db: Db,
  who: { doctorId: string; serviceId: string; patient: SignedIn },
  startsAt: Date,
  overrides: Partial<typeof appointments.$inferInsert> = {},
): Promise<string> {
  const id = randomUUID();
  await db.insert(appointments).values({
    id,
    doctorId: who.doctorId,
    serviceId: who.serviceId,
    patientId: who.patient.user.id,
    title: 'Visita cardiologica',
    serviceName: 'Visita cardiologica',
    status: 'confermato',
    startsAt,
    endsAt: new Date(startsAt.getTime() + 30 * 60_000),
    blockedFrom: startsAt,
    blockedUntil: new Date(startsAt.getTime() + 30 * 60_000),
    durationMinutes: 30,
    customerName: 'Giulia Rossi',
    customerEmail: who.patient.user.email,
    priceCents: 12000,
    ...overrides,
  });
  return id;
}
