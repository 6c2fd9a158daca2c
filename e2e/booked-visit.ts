import { type APIRequestContext } from '@playwright/test';
import { emptyWeek } from '../packages/shared/src/domain/practice/time-slots';
import { createDoctor, createPatient, expect, type NewUser } from './fixtures';
import { outboxMessages } from './outbox';

/**
 * A new approved doctor with one service open every day 08:00–20:00 (so no other spec takes their
 * times) and a patient with a verified address (the patient's e-mails go only there, ADR 0012) who
 * booked it at `start`, through the API. `api` gives a fresh request context per person.
 */
export async function bookedVisit(
  api: () => Promise<APIRequestContext>,
  { doctorName, patientName, serviceName, start }: { doctorName: string; patientName: string; serviceName: string; start: string },
): Promise<{ doctor: NewUser & { id: string }; patient: NewUser; serviceId: string }> {
  const doctorApi = await api();
  const doctor = await createDoctor(doctorApi, { displayName: doctorName });
  const serviceId = `cardiologia_${Date.now()}`;
  const service = { id: serviceId, sectorId: 'cardiologia', name: serviceName, duration: 30, price: 80, description: '', isActive: true, customFields: [] };
  const week = emptyWeek();
  for (const d of Object.keys(week) as Array<keyof typeof week>) week[d] = { isAvailable: true, timeSlots: [{ start: '08:00', end: '20:00' }] };
  const config = await doctorApi.put('/api/practice/config', { data: { services: [service], availabilities: [{ serviceId, weeklySchedule: week }] } });
  expect(config.status(), await config.text()).toBe(200);
  await doctorApi.dispose();

  const patientApi = await api();
  const patient = await createPatient(patientApi, patientName);
  await expect.poll(() => outboxMessages('verify-email', patient.email).length).toBeGreaterThanOrEqual(1);
  const token = /\/verifica-email\?token=([A-Za-z0-9_-]{43})/.exec(outboxMessages('verify-email', patient.email).at(-1)!)?.[1];
  expect((await patientApi.post('/api/auth/verify-email', { data: { token } })).status()).toBe(200);
  const booked = await patientApi.post('/api/appointments', {
    data: { professionalId: doctor.id, serviceId, dateTime: start, customerInfo: { name: patient.displayName, email: patient.email, phone: '', notes: '' }, customFields: {} },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  await patientApi.dispose();
  return { doctor, patient, serviceId };
}
