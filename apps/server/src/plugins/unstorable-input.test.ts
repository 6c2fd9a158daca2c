import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, patientRegistration, registerDoctor, registerPatient, type SignedIn, type TestApp } from '../../test/helpers';

/**
 * Values PostgreSQL cannot hold (NUL, lone surrogates, dates past year 9999 or before year 1) are
 * refused by the shared field builders (packages/shared/src/schemas/fields.ts) with 400 and the
 * Italian 'Richiesta non valida.', wherever they arrive: path, query or body.
 */
let t: TestApp;
let patient: SignedIn;
let doctor: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  patient = await registerPatient(t.app);
  doctor = await registerDoctor(t.app);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

async function expectRefused(method: Method, url: string, options: { payload?: object; who?: SignedIn } = {}) {
  const response = await t.app.inject({
    method,
    url,
    ...(options.payload ? { payload: options.payload } : {}),
    headers: options.who ? { cookie: options.who.cookie } : {},
  });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(400);
  const body = response.json<{ error: { code: string; message: string } }>();
  expect(body.error.code).toBe('invalid-argument');
  expect(body.error.message).toBe('Richiesta non valida.');
  return body;
}

describe('NUL and lone surrogates are refused before the database', () => {
  test('in path ids', async () => {
    await expectRefused('GET', '/api/doctors/a%00b');
    await expectRefused('GET', '/api/articles/a%00b');
    await expectRefused('GET', '/api/doctors/a%00b/articles');
    await expectRefused('GET', `/api/appointments/a%00b`, { who: patient });
    await expectRefused('GET', '/api/crm/patients/%00', { who: doctor });
    await expectRefused('GET', '/doctor/a%00b');
    await expectRefused('GET', '/api/doctors/a%ED%A0%80b');
  });

  test('in query strings', async () => {
    await expectRefused('GET', '/api/doctors?q=a%00b');
    await expectRefused('GET', '/api/doctors?sectors=%00');
    await expectRefused('GET', '/api/doctors?cursor=%00');
    await expectRefused('GET', '/api/articles?category=%00');
    await expectRefused('GET', '/api/search?q=abc%00def');
    await expectRefused('GET', '/api/search?q=abcdef&sectors=a%00');
  });

  test('in JSON ids and stored text', async () => {
    const refused = await expectRefused('POST', '/api/auth/register', { payload: patientRegistration({ displayName: 'Mario\u0000Rossi' }) });
    expect(refused).toMatchObject({ error: { fields: { displayName: 'Richiesta non valida.' } } });
    await expectRefused('POST', '/api/auth/register', { payload: patientRegistration({ displayName: 'Mario\uD800Rossi' }) });
    await expectRefused('POST', '/api/auth/login', { payload: { email: 'a\u0000@b.it', password: 'Password1!' } });
    await expectRefused('PATCH', `/api/users/${patient.user.id}`, { who: patient, payload: { citta: 'Ro\u0000ma' } });
    await expectRefused('PATCH', `/api/users/${doctor.user.id}`, { who: doctor, payload: { biografia: 'Medico\u0000' } });
    await expectRefused('POST', '/api/appointments/check-availability', { payload: { professionalId: 'a\u0000', date: '2030-01-10', timeSlots: ['10:00'] } });
    const booking = {
      professionalId: doctor.user.id,
      serviceId: 'visita',
      dateTime: '2030-01-10T10:00:00+01:00',
      customerInfo: { name: 'Giulia Rossi', email: 'giulia@example.it' },
    };
    await expectRefused('POST', '/api/appointments', { who: patient, payload: { ...booking, customFields: { motivo: 'mal di\u0000testa' } } });
    await expectRefused('POST', '/api/appointments', { who: patient, payload: { ...booking, customFields: { 'a\u0000': 'x' } } });
    await expectRefused('POST', '/api/appointments', { who: patient, payload: { ...booking, customerInfo: { ...booking.customerInfo, notes: '\u0000' } } });
    await expectRefused('POST', '/api/articles/drafts', { who: doctor, payload: { title: 'Titolo\u0000' } });
    await expectRefused('POST', '/api/articles/drafts', {
      who: doctor,
      payload: { title: 'Titolo', content: [{ id: 'b1', type: 'paragraph', data: { text: 'testo\u0000' } }] },
    });
    await expectRefused('POST', '/api/articles/drafts', { who: doctor, payload: { title: 'Titolo', tags: ['\uDC00'] } });
    await expectRefused('PUT', '/api/practice/config', {
      who: doctor,
      payload: {
        services: [{ id: 'visita', sectorId: 'cardiologia', name: 'Visita\u0000', duration: 30, price: 50, isActive: true }],
        availabilities: [],
      },
    });
  });

  test('inside edited page cursors, and in a media path', async () => {
    const cursor = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
    for (const url of [
      `/api/doctors?cursor=${cursor(['mario\u0000', 'x'])}`,
      `/api/articles?cursor=${cursor(['2026-01-01T00:00:00.000000Z', 'a\u0000b'])}`,
      `/api/articles?cursor=${cursor(['0000-01-01T00:00:00.000000Z', 'x'])}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
      expect(response.json<{ error: { code: string } }>().error.code).toBe('invalid-argument');
    }
    const media = await t.app.inject({ method: 'GET', url: '/media/users/a%00b/avatar/x.webp' });
    expect(media.statusCode).toBeGreaterThanOrEqual(400);
    expect(media.statusCode).toBeLessThan(500);
  });

  test('ordinary accents and emoji are kept', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${patient.user.id}`,
      headers: { cookie: patient.cookie },
      payload: { citta: 'Forlì 🩺' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ user: { citta: string } }>().user.citta).toBe('Forlì 🩺');
  });
});

describe('dates outside the supported years (1900–2999) are refused', () => {
  test('appointment lists with a window the database cannot hold', async () => {
    await expectRefused('GET', '/api/appointments?timeMin=0000-01-01T00:00:00Z&timeMax=0000-01-02T00:00:00Z', { who: patient });
    await expectRefused('GET', '/api/appointments/professional?timeMin=0000-01-01T00:00:00Z&timeMax=0000-01-02T00:00:00Z', { who: doctor });
    await expectRefused('GET', '/api/appointments?timeMin=9999-12-30T00:00:00Z&timeMax=9999-12-31T00:00:00Z', { who: patient });
  });

  test('the availability check on 9999-12-31, and a booking or sale date past the range', async () => {
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/appointments/check-availability',
      payload: { professionalId: doctor.user.id, date: '9999-12-31', timeSlots: ['10:00'] },
    });
    expect(check.statusCode).toBe(400);
    const refused = check.json<{ error: { code: string; fields?: Record<string, string> } }>();
    expect(refused.error.code).toBe('invalid-argument');
    expect(refused.error.fields?.date).toBeTruthy();
    const booking = await t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: { cookie: patient.cookie },
      payload: {
        professionalId: doctor.user.id,
        serviceId: 'visita',
        dateTime: '9999-12-31T23:00:00-05:00',
        customerInfo: { name: 'Giulia Rossi', email: 'giulia@example.it' },
      },
    });
    expect(booking.statusCode).toBe(400);
    await expectRefused('POST', '/api/articles/drafts', { who: doctor, payload: { title: 'T', isPaid: true, price: 10, saleEndDate: '0000-01-01T00:00:00Z' } });
  });

  test('the last supported day still answers normally', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/appointments/check-availability',
      payload: { professionalId: doctor.user.id, date: '2999-12-31', timeSlots: ['10:00'] },
    });
    expect(response.statusCode).toBeLessThan(500);
  });
});
