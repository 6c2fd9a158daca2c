import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify from 'fastify';
import { simpleParser } from 'mailparser';
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
    // Issue 31: the FHIR API lives outside /api and declares the same way.
    expect(() => app.get('/fhir/R4/Dimenticata', () => 'ok')).toThrow('La rotta GET /fhir/R4/Dimenticata non dichiara config.access');
    await app.close();
  });

  test('the FHIR API: public resources for anyone, Appointment and Patient signed in (401 as an OperationOutcome)', async () => {
    for (const url of ['/fhir/R4/metadata', '/fhir/R4/Practitioner', '/fhir/R4/Location']) expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    for (const url of ['/fhir/R4/Appointment', '/fhir/R4/Patient', `/fhir/R4/Patient/${patient.user.id}`]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
      expect(response.json<{ resourceType: string }>().resourceType).toBe('OperationOutcome');
      for (const caller of ['patient', 'doctor', 'admin'] as const) {
        expect((await t.app.inject({ method: 'GET', url: '/fhir/R4/Appointment', headers: { cookie: cookieOf(caller)! } })).statusCode, caller).toBe(200);
      }
    }
  });
});

describe('verified reviews (issue 28): each route’s level', () => {
  const unknown = '00000000-0000-0000-0000-000000000000';
  // Past the access check, an unknown review is 404 and an empty body 400: still "let in".
  test.each<[string, 'GET' | 'POST', () => string, Record<Caller, number>]>([
    ['GET /api/reviews/reviewable', 'GET', () => '/api/reviews/reviewable', { anonymous: 401, patient: 200, doctor: 200, admin: 200 }],
    ['GET /api/reviews/mine', 'GET', () => '/api/reviews/mine', { anonymous: 401, patient: 200, doctor: 200, admin: 200 }],
    ['POST /api/reviews', 'POST', () => '/api/reviews', { anonymous: 401, patient: 400, doctor: 400, admin: 400 }],
    ['POST /api/reviews/:id/report', 'POST', () => `/api/reviews/${unknown}/report`, { anonymous: 401, patient: 400, doctor: 400, admin: 400 }],
    ['POST /api/reviews/:id/reply', 'POST', () => `/api/reviews/${unknown}/reply`, { anonymous: 401, patient: 403, doctor: 400, admin: 403 }],
    ['GET /api/doctor/reviews', 'GET', () => '/api/doctor/reviews', { anonymous: 401, patient: 403, doctor: 200, admin: 403 }],
    ['GET /api/doctors/:id/reviews', 'GET', () => `/api/doctors/${doctor.user.id}/reviews`, { anonymous: 200, patient: 200, doctor: 200, admin: 200 }],
    ['GET /api/admin/reviews', 'GET', () => '/api/admin/reviews?status=pending', { anonymous: 401, patient: 403, doctor: 403, admin: 200 }],
    ['POST /api/admin/reviews/:id/decision', 'POST', () => `/api/admin/reviews/${unknown}/decision`, { anonymous: 401, patient: 403, doctor: 403, admin: 400 }],
  ])('%s', async (_name, method, url, expected) => {
    const got: Record<string, number> = {};
    for (const caller of Object.keys(expected) as Caller[]) {
      const cookie = cookieOf(caller);
      got[caller] = (await t.app.inject({ method, url: url(), headers: cookie ? { cookie } : {}, ...(method === 'POST' ? { payload: {} } : {}) })).statusCode;
    }
    expect(got).toEqual(expected);
  });
});

describe('tokens and webhooks (issue 31): each route’s level', () => {
  const unknown = '00000000-0000-0000-0000-000000000000';
  // Past the access check an unknown id is 404 and an empty body 400; a patient is refused webhooks by webhooks.access.ts (403).
  test.each<[string, 'GET' | 'POST' | 'PATCH' | 'DELETE', string, Record<Caller, number>]>([
    ['GET /api/tokens', 'GET', '/api/tokens', { anonymous: 401, patient: 200, doctor: 200, admin: 200 }],
    ['POST /api/tokens', 'POST', '/api/tokens', { anonymous: 401, patient: 400, doctor: 400, admin: 400 }],
    ['DELETE /api/tokens/:id', 'DELETE', `/api/tokens/${unknown}`, { anonymous: 401, patient: 404, doctor: 404, admin: 404 }],
    ['GET /api/webhooks/endpoints', 'GET', '/api/webhooks/endpoints', { anonymous: 401, patient: 403, doctor: 200, admin: 403 }],
    ['GET /api/webhooks/endpoints?scope=platform', 'GET', '/api/webhooks/endpoints?scope=platform', { anonymous: 401, patient: 403, doctor: 403, admin: 200 }],
    ['POST /api/webhooks/endpoints', 'POST', '/api/webhooks/endpoints', { anonymous: 401, patient: 400, doctor: 400, admin: 400 }],
    ['PATCH /api/webhooks/endpoints/:id', 'PATCH', `/api/webhooks/endpoints/${unknown}`, { anonymous: 401, patient: 404, doctor: 404, admin: 404 }],
    ['DELETE /api/webhooks/endpoints/:id', 'DELETE', `/api/webhooks/endpoints/${unknown}`, { anonymous: 401, patient: 404, doctor: 404, admin: 404 }],
    ['POST /api/webhooks/endpoints/:id/rotate-secret', 'POST', `/api/webhooks/endpoints/${unknown}/rotate-secret`, { anonymous: 401, patient: 404, doctor: 404, admin: 404 }],
    ['GET /api/webhooks/endpoints/:id/deliveries', 'GET', `/api/webhooks/endpoints/${unknown}/deliveries`, { anonymous: 401, patient: 404, doctor: 404, admin: 404 }],
    ['POST /api/webhooks/deliveries/:id/replay', 'POST', `/api/webhooks/deliveries/${unknown}/replay`, { anonymous: 401, patient: 404, doctor: 404, admin: 404 }],
  ])('%s', async (_name, method, url, expected) => {
    const got: Record<string, number> = {};
    for (const caller of Object.keys(expected) as Caller[]) {
      const cookie = cookieOf(caller);
      got[caller] = (await t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(method === 'POST' || method === 'PATCH' ? { payload: {} } : {}) })).statusCode;
    }
    expect(got).toEqual(expected);
  });
});

describe('family members (issue 30): the family holder, another holder, the member’s own account', () => {
  type FamilyCaller = 'anonymous' | 'holder' | 'otherHolder' | 'memberAccount' | 'doctor';
  let cookies: Record<FamilyCaller, string | undefined>;
  let memberId: string;

  beforeAll(async () => {
    const holder = await registerPatient(t.app, { displayName: 'Maria Rossi' });
    const otherHolder = await registerPatient(t.app, { displayName: 'Paolo Verdi' });
    const memberEmail = `figlia.${Date.now()}@example.it`;
    // A member of age (the real clock), handed over to her own account through the invitation's link.
    const handed = await t.app.inject({ method: 'POST', url: '/api/family', headers: { cookie: holder.cookie }, payload: { nome: 'Sofia', cognome: 'Rossi', birthDate: '2000-01-10', relationship: 'figlia' } });
    const handedId = handed.json<{ member: { id: string } }>().member.id;
    await t.app.inject({ method: 'POST', url: `/api/family/${handedId}/invitation`, headers: { cookie: holder.cookie }, payload: { email: memberEmail } });
    await t.app.services.jobs.drain();
    const outbox = path.join(t.config.DATA_DIR, 'outbox');
    const mail = (await readdir(outbox)).filter((f) => f.includes('_family-invite_')).sort().at(-1)!;
    const text = (await simpleParser(await readFile(path.join(outbox, mail)))).text ?? '';
    const token = /\/invito-familiare\?token=([A-Za-z0-9_-]+)/.exec(text)![1]!;
    const memberAccount = await registerPatient(t.app, { email: memberEmail, displayName: 'Sofia Rossi' });
    expect((await t.app.inject({ method: 'POST', url: '/api/family/invitations/accept', headers: { cookie: memberAccount.cookie }, payload: { token } })).statusCode).toBe(200);
    // Another member still in the holder's care.
    const active = await t.app.inject({ method: 'POST', url: '/api/family', headers: { cookie: holder.cookie }, payload: { nome: 'Luca', cognome: 'Rossi', birthDate: '2015-06-12', relationship: 'figlio' } });
    memberId = active.json<{ member: { id: string } }>().member.id;
    cookies = { anonymous: undefined, holder: holder.cookie, otherHolder: otherHolder.cookie, memberAccount: memberAccount.cookie, doctor: doctor.cookie };
    // The handed-over member's own account is no holder of it either.
    expect((await t.app.inject({ method: 'GET', url: `/api/family/${handedId}`, headers: { cookie: memberAccount.cookie } })).statusCode).toBe(404);
  });

  const member = { nome: 'Luca', cognome: 'Rossi', birthDate: '2015-06-12', relationship: 'figlio' };
  // Signed in to get past the access check; whose member it is decides family.access.ts: 404 to anyone but the holder.
  test.each<[string, 'GET' | 'POST' | 'PUT' | 'DELETE', () => string, object | undefined, Record<FamilyCaller, number>]>([
    ['GET /api/family', 'GET', () => '/api/family', undefined, { anonymous: 401, holder: 200, otherHolder: 200, memberAccount: 200, doctor: 200 }],
    ['POST /api/family', 'POST', () => '/api/family', { ...member, nome: 'Anna' }, { anonymous: 401, holder: 201, otherHolder: 201, memberAccount: 201, doctor: 403 }],
    ['GET /api/family/:id', 'GET', () => `/api/family/${memberId}`, undefined, { anonymous: 401, holder: 200, otherHolder: 404, memberAccount: 404, doctor: 404 }],
    ['PUT /api/family/:id', 'PUT', () => `/api/family/${memberId}`, member, { anonymous: 401, holder: 200, otherHolder: 404, memberAccount: 404, doctor: 404 }],
    ['POST /api/family/:id/invitation', 'POST', () => `/api/family/${memberId}/invitation`, { email: 'luca@example.it' }, { anonymous: 401, holder: 409, otherHolder: 404, memberAccount: 404, doctor: 404 }],
    ['DELETE /api/family/:id/invitation', 'DELETE', () => `/api/family/${memberId}/invitation`, undefined, { anonymous: 401, holder: 200, otherHolder: 404, memberAccount: 404, doctor: 404 }],
    ['POST /api/family/invitations/lookup', 'POST', () => '/api/family/invitations/lookup', { token: 'inventato' }, { anonymous: 404, holder: 404, otherHolder: 404, memberAccount: 404, doctor: 404 }],
    ['POST /api/family/invitations/accept', 'POST', () => '/api/family/invitations/accept', { token: 'inventato' }, { anonymous: 401, holder: 404, otherHolder: 404, memberAccount: 404, doctor: 404 }],
    ['DELETE /api/family/:id', 'DELETE', () => `/api/family/${memberId}`, undefined, { anonymous: 401, otherHolder: 404, memberAccount: 404, doctor: 404, holder: 204 }],
  ])('%s', async (_name, method, url, payload, expected) => {
    const got: Record<string, number> = {};
    for (const caller of Object.keys(expected) as FamilyCaller[]) {
      const cookie = cookies[caller];
      got[caller] = (await t.app.inject({ method, url: url(), headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) })).statusCode;
    }
    expect(got).toEqual(expected);
  });
});

describe('issue 30: a doctor’s collaborators on the doctor’s routes (config.staff)', () => {
  const unknown = '00000000-0000-0000-0000-000000000000';
  // Rows: staff of this doctor (agenda only), staff of this doctor with 'accesso clinico', staff of
  // another doctor naming this doctor's practice. 'in' = past the access check (any answer but 401/403).
  type Who = 'staff' | 'clinical' | 'otherStaff';
  let headersOf: Record<Who, Record<string, string>>;
  beforeAll(async () => {
    const { makeStaff, asStaffOf } = await import('../../test/staff');
    const otherDoctor = await registerDoctor(t.app, { displayName: 'Laura Esposito' });
    const [agendaOnly, clinical, elsewhere] = [await registerPatient(t.app), await registerPatient(t.app), await registerPatient(t.app)];
    await makeStaff(t, doctor, agendaOnly);
    await makeStaff(t, doctor, clinical, true);
    await makeStaff(t, otherDoctor, elsewhere, true);
    headersOf = { staff: asStaffOf(agendaOnly, doctor.user.id), clinical: asStaffOf(clinical, doctor.user.id), otherStaff: asStaffOf(elsewhere, doctor.user.id) };
  });

  const agenda = { staff: 'in', clinical: 'in', otherStaff: 403 } as const;
  const clinicalOnly = { staff: 403, clinical: 'in', otherStaff: 403 } as const;
  const never = { staff: 403, clinical: 403, otherStaff: 403 } as const;
  test.each<[string, 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', () => string, Record<Who, 'in' | 403>]>([
    // agenda
    ['GET /api/appointments/professional', 'GET', () => '/api/appointments/professional', agenda],
    ['GET /api/appointments/:id', 'GET', () => `/api/appointments/${unknown}`, agenda],
    ['POST /api/appointments/:id/cancel', 'POST', () => `/api/appointments/${unknown}/cancel`, agenda],
    ['POST /api/appointments/:id/reschedule', 'POST', () => `/api/appointments/${unknown}/reschedule`, agenda],
    ['POST /api/appointments/:id/no-show', 'POST', () => `/api/appointments/${unknown}/no-show`, agenda],
    ['DELETE /api/appointments/:id/no-show', 'DELETE', () => `/api/appointments/${unknown}/no-show`, agenda],
    ['GET /api/crm/patients', 'GET', () => '/api/crm/patients', agenda],
    ['GET /api/crm/patients/:clientId', 'GET', () => `/api/crm/patients/${unknown}`, agenda],
    ['GET /api/schedule/closures', 'GET', () => '/api/schedule/closures', agenda],
    ['POST /api/schedule/closures', 'POST', () => '/api/schedule/closures', agenda],
    ['DELETE /api/schedule/closures/:id', 'DELETE', () => `/api/schedule/closures/${unknown}`, agenda],
    ['GET /api/schedule/date-hours', 'GET', () => '/api/schedule/date-hours', agenda],
    ['PUT /api/schedule/date-hours/:date', 'PUT', () => '/api/schedule/date-hours/2030-01-02', agenda],
    ['GET /api/schedule/holidays', 'GET', () => '/api/schedule/holidays?year=2030', agenda],
    ['PUT /api/schedule/holidays/:date', 'PUT', () => '/api/schedule/holidays/2030-01-01', agenda],
    ['GET /api/waitlist/waiting', 'GET', () => '/api/waitlist/waiting', agenda],
    ['GET /api/staff/patients/search', 'GET', () => '/api/staff/patients/search?q=rossi', agenda],
    ['POST /api/staff/bookings', 'POST', () => '/api/staff/bookings', agenda],
    // clinical
    ['GET /api/appointments/:id/documents', 'GET', () => `/api/appointments/${unknown}/documents`, clinicalOnly],
    ['GET /api/documents/:id/file', 'GET', () => `/api/documents/${unknown}/file`, clinicalOnly],
    // never
    ['GET /api/practice/config', 'GET', () => '/api/practice/config', never],
    ['PUT /api/practice/config', 'PUT', () => '/api/practice/config', never],
    ['PUT /api/practice/address', 'PUT', () => '/api/practice/address', never],
    ['GET /api/schedule/booking-rules', 'GET', () => '/api/schedule/booking-rules', never],
    ['PUT /api/schedule/reminders', 'PUT', () => '/api/schedule/reminders', never],
    ['GET /api/calendar/connection', 'GET', () => '/api/calendar/connection', never],
    ['POST /api/articles', 'POST', () => '/api/articles', never],
    ['GET /api/articles/mine', 'GET', () => '/api/articles/mine', never],
    ['GET /api/video/settings', 'GET', () => '/api/video/settings', never],
    ['GET /api/doctor/reviews', 'GET', () => '/api/doctor/reviews', never],
    ['POST /api/reviews/:id/reply', 'POST', () => `/api/reviews/${unknown}/reply`, never],
    ['GET /api/staff', 'GET', () => '/api/staff', never],
    ['POST /api/staff/invitations', 'POST', () => '/api/staff/invitations', never],
    ['DELETE /api/staff/:id', 'DELETE', () => `/api/staff/${unknown}`, never],
    ['PATCH /api/users/:uid', 'PATCH', () => `/api/users/${doctor.user.id}`, never],
    ['GET /api/appointments/:id/video', 'GET', () => `/api/appointments/${unknown}/video`, never],
    ['POST /api/appointments (a patient’s own booking)', 'POST', () => '/api/appointments', never],
    ['GET /api/auth/sessions', 'GET', () => '/api/auth/sessions', never],
  ])('%s', async (_name, method, url, expected) => {
    const got: Record<string, 'in' | number> = {};
    for (const who of Object.keys(expected) as Who[]) {
      const status = (await t.app.inject({ method, url: url(), headers: headersOf[who], ...(method === 'GET' ? {} : { payload: {} }) })).statusCode;
      got[who] = status === 401 || status === 403 ? status : 'in';
    }
    expect(got).toEqual(expected);
  });

  test('the header without a session is 401; a patient naming a practice they do not work for is 403', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/crm/patients', headers: { 'x-sanity-practice': doctor.user.id } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/crm/patients', headers: { cookie: patient.cookie, 'x-sanity-practice': doctor.user.id } })).statusCode).toBe(403);
    // The doctor naming their own practice is the doctor.
    expect((await t.app.inject({ method: 'GET', url: '/api/practice/config', headers: { cookie: doctor.cookie, 'x-sanity-practice': doctor.user.id } })).statusCode).toBe(200);
  });
});
