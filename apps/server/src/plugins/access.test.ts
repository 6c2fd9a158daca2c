import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { registerAccess } from './access';
import {
  createAndLogin,
  createTestApp,
  patientSpec,
  registerDoctor,
  registerPatient,
  type SignedIn,
  type TestApp,
} from '../../test/helpers';

/**
 * The access matrix: each route's declared level, checked for every kind of caller.
 * 401 without a session, 403 with the wrong one.
 */
let t: TestApp;
let patient: SignedIn;
let doctor: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  patient = await registerPatient(t.app);
  doctor = await registerDoctor(t.app);
  admin = await createAndLogin(t.app, patientSpec({ displayName: 'Anna Admin', admin: 1 }));
});
afterAll(() => t.close());

type Caller = 'anonymous' | 'patient' | 'doctor' | 'admin';
const cookieOf = (caller: Caller) => ({ anonymous: undefined, patient: patient.cookie, doctor: doctor.cookie, admin: admin.cookie })[caller];

describe('GET /api/admin/overview (admin)', () => {
  test.each<[Caller, number]>([
    ['anonymous', 401],
    ['patient', 403],
    ['doctor', 403],
    ['admin', 200],
  ])('%s → %i', async (caller, status) => {
    const cookie = cookieOf(caller);
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/overview', headers: cookie ? { cookie } : {} });
    expect(response.statusCode).toBe(status);
    if (status === 403) {
      expect(response.json()).toEqual({
        error: { code: 'permission-denied', message: 'Non hai i permessi per eseguire questa operazione.' },
      });
    }
  });

  test('counts users, doctors, patients and running memberships', async () => {
    await t.app.inject({
      method: 'POST',
      url: `/api/users/${doctor.user.id}/activate-membership`,
      headers: { cookie: doctor.cookie },
      payload: { membershipId: 'pro' },
    });
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/overview', headers: { cookie: admin.cookie } });
    // The one doctor was approved by registerDoctor: none waits for review (issue 13).
    expect(response.json()).toEqual({ users: 3, doctors: 1, patients: 2, activeMemberships: 1, pendingDoctors: 0 });
  });
});

describe('owner routes', () => {
  test('a patient cannot PATCH another user (403) nor activate a membership for them', async () => {
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${doctor.user.id}`,
      headers: { cookie: patient.cookie },
      payload: { citta: 'Roma' },
    });
    expect(patch.statusCode).toBe(403);
    const activate = await t.app.inject({
      method: 'POST',
      url: `/api/users/${doctor.user.id}/activate-membership`,
      headers: { cookie: patient.cookie },
      payload: { membershipId: 'pro' },
    });
    expect(activate.statusCode).toBe(403);
  });

  test('without a session owner routes are 401', async () => {
    const response = await t.app.inject({ method: 'PATCH', url: `/api/users/${patient.user.id}`, payload: {} });
    expect(response.statusCode).toBe(401);
  });

  test('a patient activating on their own account gets the doctors-only 403', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/users/${patient.user.id}/activate-membership`,
      headers: { cookie: patient.cookie },
      payload: { membershipId: 'pro' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: { code: 'permission-denied', message: 'La membership Pro è riservata ai professionisti.' },
    });
  });
});

describe('issue 29: video visits and documents', () => {
  test.each<[Caller, number]>([
    ['anonymous', 401],
    ['patient', 403],
    ['doctor', 200],
    ['admin', 403],
  ])('GET /api/video/settings (doctor): %s → %i', async (caller, status) => {
    const cookie = cookieOf(caller);
    expect((await t.app.inject({ method: 'GET', url: '/api/video/settings', headers: cookie ? { cookie } : {} })).statusCode).toBe(status);
  });

  // Signed in; which appointment's parties may see what is decided by video.access.ts and documents.access.ts (404 to others).
  test.each(['/api/documents', '/api/appointments/x/video', '/api/appointments/x/documents', '/api/documents/x/file'])('%s needs a session, then hides what is not the caller’s', async (url) => {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const signedIn = await t.app.inject({ method: 'GET', url, headers: { cookie: patient.cookie } });
    expect(signedIn.statusCode).toBe(url === '/api/documents' ? 200 : 404);
  });
});

describe('signed-in and public routes', () => {
  test.each(['/api/auth/me', `/api/users/00000000-0000-0000-0000-000000000000`])('%s needs a session', async (url) => {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  test.each(['/api/health', '/api/sectors', '/api/memberships', '/api/auth/providers'])('%s is public', async (url) => {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });

  test('an /api route without a declared access level stops start-up', async () => {
    const app = Fastify({ logger: false });
    registerAccess(app);
    expect(() => app.get('/api/dimenticata', () => 'ok')).toThrow('La rotta GET /api/dimenticata non dichiara config.access');
    expect(() => app.get('/api/dichiarata', { config: { access: 'public' } }, () => 'ok')).not.toThrow();
    await app.close();
  });
});
