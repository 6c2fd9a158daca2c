import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, registerDoctor, registerPatient, type SignedIn, type TestApp } from '../../../test/helpers';

let t: TestApp;
let patient: SignedIn;
let doctor: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  patient = await registerPatient(t.app, { displayName: 'Giulia Rossi' });
  doctor = await registerDoctor(t.app, { displayName: 'Marco Bianchi', sectors: ['cardiologia', 'medicina-generale'] });
});
afterAll(() => t.close());

const patch = (who: SignedIn, payload: object, uid = who.user.id) =>
  t.app.inject({ method: 'PATCH', url: `/api/users/${uid}`, headers: { cookie: who.cookie }, payload });

describe('PATCH /api/users/:uid', () => {
  test('persists the personal fields (provincia upper-cased, empty clears)', async () => {
    const response = await patch(patient, { telefono: '+39 347 555 0101', indirizzo: 'Via Torino 42', cap: '20123', citta: 'Milano', provincia: 'mi' });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ user: unknown }>().user).toMatchObject({ indirizzo: 'Via Torino 42', cap: '20123', citta: 'Milano', provincia: 'MI' });
    await patch(patient, { indirizzo: '' });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: patient.cookie } });
    expect(me.json<{ user: unknown }>().user).toMatchObject({ indirizzo: null, cap: '20123', citta: 'Milano', provincia: 'MI', telefono: '+39 347 555 0101' });
  });

  test('cap longer than 5 and provincia longer than 2 are refused with their messages', async () => {
    const cap = await patch(patient, { cap: '201234' });
    expect(cap.statusCode).toBe(400);
    expect(cap.json()).toEqual({
      error: { code: 'invalid-argument', message: 'Il CAP può contenere al massimo 5 caratteri', fields: { cap: 'Il CAP può contenere al massimo 5 caratteri' } },
    });
    const provincia = await patch(patient, { provincia: 'MIL' });
    expect(provincia.statusCode).toBe(400);
    expect(provincia.json<{ error: { message: string } }>().error.message).toBe('La provincia può contenere al massimo 2 caratteri');
    const phone = await patch(patient, { telefono: 'abc' });
    expect(phone.json<{ error: { message: string } }>().error.message).toBe('Inserisci un numero di telefono valido');
  });

  test('professional fields are ignored for a patient', async () => {
    const response = await patch(patient, { specialization: 'Cardiologia', licenseNumber: 'X-1', sectors: ['cardiologia'] });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ user: unknown }>().user).toMatchObject({ specialization: null, licenseNumber: null, sectors: [] });
  });

  test('a doctor updates the professional block; sectors replaced after validation', async () => {
    const response = await patch(doctor, { specialization: 'Cardiologia interventistica', sectors: ['nutrizione', 'cardiologia', 'nutrizione'] });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ user: unknown }>().user).toMatchObject({ specialization: 'Cardiologia interventistica', sectors: ['cardiologia', 'nutrizione'] });
    const bad = await patch(doctor, { sectors: ['chirurgia-estetica'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: { fields: unknown } }>().error.fields).toEqual({ sectors: 'Uno o più settori selezionati non sono disponibili.' });
    const empty = await patch(doctor, { sectors: [] });
    expect(empty.json<{ error: { message: string } }>().error.message).toBe('Seleziona almeno un settore');
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: doctor.cookie } });
    expect(me.json<{ user: { sectors: string[] } }>().user.sectors).toEqual(['cardiologia', 'nutrizione']);
  });

  test('names and e-mail are not changeable through the profile', async () => {
    const response = await patch(patient, { displayName: 'Altro Nome', email: 'altro@esempio.it', role: 'doctor', admin: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ user: unknown }>().user).toMatchObject({ displayName: 'Giulia Rossi', email: patient.user.email, role: 'user', admin: 0 });
  });
});

describe('GET /api/users/:uid', () => {
  test('oneself: the full profile', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/users/${patient.user.id}`, headers: { cookie: patient.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ user: unknown }>().user).toMatchObject({ email: patient.user.email, cap: '20123', telefono: '+39 347 555 0101' });
  });

  test('another user: the public projection hides e-mail, phone, address and licence', async () => {
    await patch(doctor, { telefono: '+39 02 4851 2233', indirizzo: 'Corso Buenos Aires 1', cap: '20124', citta: 'Milano', provincia: 'MI' });
    const response = await t.app.inject({ method: 'GET', url: `/api/users/${doctor.user.id}`, headers: { cookie: patient.cookie } });
    expect(response.statusCode).toBe(200);
    const { user } = response.json<{ user: Record<string, unknown> }>();
    expect(user).toMatchObject({
      id: doctor.user.id,
      displayName: 'Marco Bianchi',
      role: 'doctor',
      specialization: 'Cardiologia interventistica',
      sectors: ['cardiologia', 'nutrizione'],
      email: '',
      telefono: null,
      indirizzo: null,
      cap: null,
      citta: null,
      provincia: null,
      licenseNumber: null,
      ultimoLogin: null,
    });
  });

  test('a missing user is 404 Risorsa non trovata.', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/users/non-esiste', headers: { cookie: patient.cookie } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not-found', message: 'Risorsa non trovata.' } });
  });
});

describe('PATCH /api/users/:uid biografia', () => {
  test('a doctor sets a trimmed biography of up to 500 characters; empty clears it', async () => {
    const response = await patch(doctor, { biografia: '  Cardiologo a Milano.  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ user: unknown }>().user).toMatchObject({ biografia: 'Cardiologo a Milano.' });
    const public500 = 'è'.repeat(500);
    expect((await patch(doctor, { biografia: public500 })).json<{ user: unknown }>().user).toMatchObject({ biografia: public500 });
    const profile = await t.app.inject({ method: 'GET', url: `/api/doctors/${doctor.user.id}` });
    expect(profile.json<{ doctor: unknown }>().doctor).toMatchObject({ biografia: public500 });
    expect((await patch(doctor, { biografia: '' })).json<{ user: unknown }>().user).toMatchObject({ biografia: null });
  });

  test('over 500 characters is refused with the spec message', async () => {
    const response = await patch(doctor, { biografia: 'a'.repeat(501) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'invalid-argument',
        message: 'La biografia può contenere al massimo 500 caratteri',
        fields: { biografia: 'La biografia può contenere al massimo 500 caratteri' },
      },
    });
  });

  test('ignored for a patient', async () => {
    const response = await patch(patient, { biografia: 'Non sono un medico' });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ user: unknown }>().user).toMatchObject({ biografia: null });
  });
});
