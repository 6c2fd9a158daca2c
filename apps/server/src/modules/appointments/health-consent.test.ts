import { HEALTH_DATA_CONSENT_VERSION } from '@sanity/shared/domain/privacy/terms';
import { itBooking } from '@sanity/shared/i18n/it-booking';
import type { Appointment } from '@sanity/shared/schemas/appointments';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { book, bookingPayload, ECG, openPractice, romeIso } from '../../../test/booking';
import { createTestApp, registerDoctor, registerPatient, type SignedIn, type TestApp } from '../../../test/helpers';
import { createTestClock } from '../../lib/clock';

// Issue 24: intake answers are health data; they reach the doctor only with the patient's explicit
// consent (GDPR art. 9(2)(a)), recorded on the appointment with the consent text's version and time.
const clock = createTestClock('2026-03-02T09:00:00Z');
let t: TestApp;
let doctor: SignedIn;
let patient: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ clock });
  doctor = await registerDoctor(t.app, { displayName: 'Marco Bianchi' });
  patient = await registerPatient(t.app, { displayName: 'Giulia Rossi' });
  await openPractice(t.app, doctor);
});
afterAll(() => t.close());

describe('the art. 9 consent of a booking with intake answers', () => {
  test('answers without the consent are refused with a clear Italian 400, and nothing is booked', async () => {
    const response = await book(t.app, patient, bookingPayload(doctor.user.id, romeIso('2026-03-05', '10:00'), { healthDataConsent: false }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'invalid-argument', message: itBooking.booking.healthConsentRequired, fields: { healthDataConsent: itBooking.booking.healthConsentRequired } },
    });
    const mine = await t.app.inject({ method: 'GET', url: '/api/appointments', headers: { cookie: patient.cookie } });
    expect(mine.json<{ appointments: Appointment[] }>().appointments).toHaveLength(0);
  });

  test('with the consent the appointment records its version and the time it was given', async () => {
    clock.set('2026-03-02T09:15:00Z');
    const response = await book(t.app, patient, bookingPayload(doctor.user.id, romeIso('2026-03-05', '11:00')));
    expect(response.statusCode, response.body).toBe(201);
    const { appointment } = response.json<{ appointment: Appointment }>();
    expect(appointment.healthDataConsent).toEqual({ version: HEALTH_DATA_CONSENT_VERSION, acceptedAt: '2026-03-02T09:15:00.000Z' });
    // The doctor reading the appointment sees on what ground the answers were given.
    const read = await t.app.inject({ method: 'GET', url: `/api/appointments/${appointment.id}`, headers: { cookie: doctor.cookie } });
    expect(read.json<{ appointment: Appointment }>().appointment.healthDataConsent).toEqual(appointment.healthDataConsent);
  });

  test('a service without intake questions needs no consent and records none', async () => {
    const noQuestions = await book(
      t.app,
      patient,
      bookingPayload(doctor.user.id, romeIso('2026-03-06', '10:00'), { serviceId: ECG.id, serviceName: ECG.name, duration: 60, customFields: {}, healthDataConsent: false }),
    );
    expect(noQuestions.statusCode, noQuestions.body).toBe(201);
    expect(noQuestions.json<{ appointment: Appointment }>().appointment.healthDataConsent).toBeNull();
  });
});
