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

describe('following a doctor', () => {
  const follow = (method: 'POST' | 'DELETE', who: SignedIn | null, id = doctor.user.id) =>
    t.app.inject({ method, url: `/api/doctors/${id}/follow`, headers: who ? { cookie: who.cookie } : {} });
  const profile = async (who: SignedIn | null) =>
    (await t.app.inject({ method: 'GET', url: `/api/doctors/${doctor.user.id}`, headers: who ? { cookie: who.cookie } : {} })).json<{
      doctor: { followersCount: number; isFollowing: boolean; articlesCount: number; therapiesCount: number };
    }>().doctor;

  test('the profile starts with zero counts and not following', async () => {
    expect(await profile(patient)).toMatchObject({ followersCount: 0, articlesCount: 0, therapiesCount: 0, isFollowing: false });
  });

  test('follow and unfollow are idempotent and the count is real', async () => {
    const other = await registerPatient(t.app, { displayName: 'Antonio Neri' });
    const first = await follow('POST', patient);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ following: true, followersCount: 1 });
    expect((await follow('POST', patient)).json()).toEqual({ following: true, followersCount: 1 });
    expect((await follow('POST', other)).json()).toEqual({ following: true, followersCount: 2 });
    expect(await profile(patient)).toMatchObject({ followersCount: 2, isFollowing: true });
    expect(await profile(null)).toMatchObject({ followersCount: 2, isFollowing: false });
    expect((await follow('DELETE', patient)).json()).toEqual({ following: false, followersCount: 1 });
    expect((await follow('DELETE', patient)).json()).toEqual({ following: false, followersCount: 1 });
    expect(await profile(patient)).toMatchObject({ followersCount: 1, isFollowing: false });
    expect(await profile(other)).toMatchObject({ followersCount: 1, isFollowing: true });
  });

  test('following oneself is a 400 with a clear message; a non-doctor is a 404; signed out 401', async () => {
    const self = await follow('POST', doctor);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ error: { code: 'invalid-argument', message: 'Non puoi seguire il tuo stesso profilo' } });
    const nonDoctor = await follow('POST', doctor, patient.user.id);
    expect(nonDoctor.statusCode).toBe(404);
    expect(nonDoctor.json()).toEqual({ error: { code: 'not-found', message: 'Profilo non trovato' } });
    expect((await follow('DELETE', doctor, 'non-esiste')).statusCode).toBe(404);
    expect((await follow('POST', null)).statusCode).toBe(401);
    expect((await follow('DELETE', null)).statusCode).toBe(401);
  });

  test('a doctor may follow another doctor', async () => {
    const colleague = await registerDoctor(t.app, { displayName: 'Laura Esposito', sectors: ['dermatologia'] });
    const response = await follow('POST', colleague);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ following: boolean }>().following).toBe(true);
  });
});
