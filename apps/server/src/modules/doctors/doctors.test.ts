import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, registerDoctor, registerPatient, type SignedIn, type TestApp } from '../../../test/helpers';

let t: TestApp;
let patient: SignedIn;
let doctor: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  patient = await registerPatient(t.app, { displayName: 'Giulia Rossi' });
  doctor = await registerDoctor(t.app, { displayName: 'Marco Bianchi', sectors: ['cardiologia'] });
});
afterAll(() => t.close());

describe('GET /api/doctors/:id', () => {
  test('is readable signed out and shows only the public profile', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/doctors/${doctor.user.id}` });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ doctor: Record<string, unknown> }>();
    expect(body.doctor).toMatchObject({ id: doctor.user.id, name: 'Marco Bianchi', nome: 'Marco', cognome: 'Bianchi', sectors: ['cardiologia'] });
    for (const privateField of ['email', 'telefono', 'indirizzo', 'licenseNumber', 'admin', 'ultimoLogin']) {
      expect(body.doctor).not.toHaveProperty(privateField);
    }
  });

  test('a patient is not a doctor: 404 with the spec text', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/doctors/${patient.user.id}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not-found', message: 'Profilo non trovato' } });
  });

  test('an unknown id is a 404, never a 500', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/doctors/non-esiste' });
    expect(response.statusCode).toBe(404);
  });
});
