import type { AdminUser, AdminUserList } from '@sanity/shared/schemas/admin-accounts';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAndLogin, createTestApp, login, patientSpec, registerDoctor, registerPatient, type SignedIn, type TestApp } from '../../../test/helpers';
import { ECG, futureDate, openPractice, romeIso } from '../../../test/booking';
import { sessions } from '../../db/schema/auth';
import { auditLog } from '../../db/schema/privacy';
import { users } from '../../db/schema/users';

let t: TestApp;
let admin: SignedIn;
let otherAdmin: SignedIn;
let doctor: SignedIn;
let patient: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAndLogin(t.app, patientSpec({ admin: 1, displayName: 'Anna Amministratrice' }));
  otherAdmin = await createAndLogin(t.app, patientSpec({ admin: 1, displayName: 'Bruno Amministratore' }));
  doctor = await registerDoctor(t.app, { displayName: 'Marco Bianchi' });
  patient = await registerPatient(t.app, { displayName: 'Giulia Rossi' });
});
afterAll(() => t.close());

type Who = SignedIn | null;
const get = (who: Who, url: string) => t.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });
const post = (who: Who, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: who ? { cookie: who.cookie } : {}, ...(payload ? { payload } : {}) });
const errorOf = (r: LightMyRequestResponse) => r.json<{ error: { code: string; message: string; fields?: Record<string, string> } }>().error;
const listOf = async (query: string) => {
  const r = await get(admin, `/api/admin/users${query}`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json<AdminUserList>();
};
const auditOf = (subjectId: string) => t.database.db.select().from(auditLog).where(eq(auditLog.subjectId, subjectId));

describe('access', () => {
  const routes = [
    ['GET', '/api/admin/users'],
    ['POST', '/api/admin/users/{id}/disable'],
    ['POST', '/api/admin/users/{id}/enable'],
  ] as const;
  test.each(routes)('%s %s: 401 signed out, 403 for a patient and a doctor', async (method, path) => {
    const url = path.replace('{id}', patient.user.id);
    const payload = method === 'POST' ? { reason: 'Prova di accesso' } : undefined;
    for (const [who, status] of [
      [null, 401],
      [patient, 403],
      [doctor, 403],
    ] as const) {
      const r = method === 'GET' ? await get(who, url) : await post(who, url, payload);
      expect(r.statusCode, `${String(who?.user.email)} ${r.body}`).toBe(status);
      expect(errorOf(r).message).toMatch(/[a-zà-ù]/);
    }
    expect((await get(patient, '/api/auth/me')).statusCode).toBe(200);
  });
});

describe('list', () => {
  test('newest first, with what the admin needs and never a password hash', async () => {
    const { users: listed, nextCursor } = await listOf('');
    expect(nextCursor).toBeNull();
    expect(listed.map((u) => u.id)).toEqual([patient.user.id, doctor.user.id, otherAdmin.user.id, admin.user.id]);
    const row = listed.find((u) => u.id === doctor.user.id)!;
    expect(Object.keys(row).sort()).toEqual(
      ['admin', 'createdAt', 'disabledAt', 'disabledReason', 'displayName', 'email', 'id', 'isContact', 'isDisabled', 'isVerified', 'role', 'ultimoLogin'].sort(),
    );
    expect(row).toMatchObject({ displayName: 'Marco Bianchi', email: doctor.user.email, role: 'doctor', admin: 0, isDisabled: false, disabledAt: null });
    expect(listed.find((u) => u.id === admin.user.id)).toMatchObject({ admin: 1 });
    expect(listed.find((u) => u.id === admin.user.id)?.ultimoLogin).not.toBeNull();
  });

  test('q matches the name or the e-mail, case aside; role and status filter', async () => {
    expect((await listOf('?q=giulia')).users.map((u) => u.id)).toEqual([patient.user.id]);
    expect((await listOf('?q=ROSSI')).users.map((u) => u.id)).toEqual([patient.user.id]);
    const emailPart = doctor.user.email.split('@')[0]!.toUpperCase();
    expect((await listOf(`?q=${encodeURIComponent(emailPart)}`)).users.map((u) => u.id)).toEqual([doctor.user.id]);
    // LIKE's wildcards are literal text.
    expect((await listOf('?q=%25')).users).toEqual([]);
    expect((await listOf('?q=_')).users).toEqual([]);
    expect((await listOf('?role=doctor')).users.map((u) => u.id)).toEqual([doctor.user.id]);
    expect((await listOf('?role=user')).users.map((u) => u.id)).toEqual([patient.user.id, otherAdmin.user.id, admin.user.id]);
    expect((await listOf('?status=disabled')).users).toEqual([]);
    expect((await listOf('?status=active')).users).toHaveLength(4);
    expect((await listOf('?q=%20%20')).users).toHaveLength(4);
  });

  test('pages with an opaque cursor; a foreign or broken cursor is 400', async () => {
    const first = await listOf('?limit=3');
    expect(first.users).toHaveLength(3);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await listOf(`?limit=3&cursor=${first.nextCursor}`);
    expect(second.users.map((u) => u.id)).toEqual([admin.user.id]);
    expect(second.nextCursor).toBeNull();

    for (const bad of ['?cursor=abc', '?limit=0', '?limit=101', '?role=admin', '?status=x', `?q=${'a'.repeat(101)}`]) {
      const r = await get(admin, `/api/admin/users${bad}`);
      expect(r.statusCode, bad).toBe(400);
      expect(errorOf(r).message).toBe('Richiesta non valida.');
    }
    // A cursor of another list (the jobs') is refused, not reinterpreted.
    const jobsCursor = Buffer.from(JSON.stringify(['jobs', '2026-11-06T09:00:00.000000Z', 'x'])).toString('base64url');
    expect((await get(admin, `/api/admin/users?cursor=${jobsCursor}`)).statusCode).toBe(400);
  });

  test('erased accounts are never listed', async () => {
    const erased = await registerPatient(t.app, { displayName: 'Persona Cancellata' });
    await t.database.db.update(users).set({ erasedAt: new Date() }).where(eq(users.id, erased.user.id));
    expect((await listOf('?q=cancellata')).users).toEqual([]);
    const r = await post(admin, `/api/admin/users/${erased.user.id}/disable`, { reason: 'Non dovrebbe esistere' });
    expect(r.statusCode).toBe(404);
    expect(errorOf(r).message).toBe('Account non trovato.');
  });

  test('the overview counts the accounts the list shows: an erased one is no longer a user or a patient', async () => {
    const overview = async () => (await get(admin, '/api/admin/overview')).json<{ users: number; doctors: number; patients: number }>();
    const before = await overview();
    const leaving = await registerPatient(t.app, { displayName: 'Persona In Uscita' });
    expect(await overview()).toMatchObject({ users: before.users + 1, patients: before.patients + 1, doctors: before.doctors });
    expect((await t.app.inject({ method: 'DELETE', url: '/api/account', headers: { cookie: leaving.cookie }, payload: { currentPassword: 'Paziente123!' } })).statusCode).toBe(204);
    const after = await overview();
    expect(after).toMatchObject({ users: before.users, patients: before.patients, doctors: before.doctors });
    const listed = await listOf('?limit=100');
    expect(listed.users.length).toBe(after.users);
  });
});

describe('disable and enable', () => {
  test('disabling ends every session, login is refused with the spec text, enabling lets the account back in', async () => {
    const target = await registerPatient(t.app, { displayName: 'Sara Neri' });
    const email = target.user.email;
    const secondCookie = await login(t.app, email, 'Paziente123!');
    expect((await get(target, '/api/auth/me')).statusCode).toBe(200);

    const r = await post(admin, `/api/admin/users/${target.user.id}/disable`, { reason: '  Segnalazioni ripetute  ' });
    expect(r.statusCode, r.body).toBe(200);
    const disabled = r.json<{ user: AdminUser }>().user;
    expect(disabled).toMatchObject({ id: target.user.id, isDisabled: true, disabledReason: 'Segnalazioni ripetute' });
    expect(disabled.disabledAt).toEqual(expect.any(String));

    // Both sessions are gone from the table and refused on the next request.
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, target.user.id))).toEqual([]);
    expect((await get(target, '/api/auth/me')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: secondCookie } })).statusCode).toBe(401);

    const refused = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'Paziente123!' } });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toMatchObject({ code: 'user-disabled', message: 'Questo account è stato disabilitato.' });

    expect((await listOf('?status=disabled')).users.map((u) => u.id)).toEqual([target.user.id]);

    // Disabling again changes nothing and records nothing.
    const again = await post(admin, `/api/admin/users/${target.user.id}/disable`, { reason: 'Un altro motivo' });
    expect(again.json<{ user: AdminUser }>().user).toMatchObject({ disabledReason: 'Segnalazioni ripetute', disabledAt: disabled.disabledAt });

    const enabled = await post(admin, `/api/admin/users/${target.user.id}/enable`);
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(enabled.json<{ user: AdminUser }>().user).toMatchObject({ isDisabled: false, disabledAt: null, disabledReason: null });
    const cookie = await login(t.app, email, 'Paziente123!');
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(200);

    const entries = await auditOf(target.user.id);
    expect(entries.map((e) => [e.action, e.actorId, e.actorRole, e.targetId])).toEqual([
      ['admin.user.disable', admin.user.id, 'admin', target.user.id],
      ['admin.user.enable', admin.user.id, 'admin', target.user.id],
    ]);
    // Ids and flags only: never the reason, the name or the e-mail.
    expect(JSON.stringify(entries.map((e) => e.details))).not.toMatch(/Segnalazioni|Sara|esempio/);
  });

  test('a session that survives (a login racing the disable) is refused while the account is disabled', async () => {
    const target = await registerPatient(t.app, { displayName: 'Luca Gialli' });
    // The state a racing login leaves behind: the flag set, a session row still there.
    await t.database.db.update(users).set({ isDisabled: true, disabledAt: new Date(), disabledReason: 'Gara' }).where(eq(users.id, target.user.id));
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, target.user.id))).toHaveLength(1);
    expect((await get(target, '/api/auth/me')).statusCode).toBe(401);
    await post(admin, `/api/admin/users/${target.user.id}/enable`);
    expect((await get(target, '/api/auth/me')).statusCode).toBe(200);
  });

  test('an admin cannot disable themself nor another admin; unknown id 404; the reason is checked', async () => {
    const self = await post(admin, `/api/admin/users/${admin.user.id}/disable`, { reason: 'Prova' });
    expect(self.statusCode).toBe(409);
    expect(errorOf(self).message).toBe('Non puoi disattivare il tuo account.');
    const other = await post(admin, `/api/admin/users/${otherAdmin.user.id}/disable`, { reason: 'Prova' });
    expect(other.statusCode).toBe(409);
    expect(errorOf(other).message).toBe('Non puoi disattivare un amministratore.');
    expect((await get(otherAdmin, '/api/auth/me')).statusCode).toBe(200);

    const unknown = await post(admin, '/api/admin/users/non-esiste/disable', { reason: 'Prova' });
    expect(unknown.statusCode).toBe(404);
    expect((await post(admin, '/api/admin/users/non-esiste/enable')).statusCode).toBe(404);

    for (const [payload, message] of [
      [{}, 'Indica il motivo (almeno 3 caratteri).'],
      [{ reason: '  a ' }, 'Indica il motivo (almeno 3 caratteri).'],
      [{ reason: 'x'.repeat(501) }, 'Il motivo può avere al massimo 500 caratteri.'],
      [{ reason: 42 }, 'Indica il motivo (almeno 3 caratteri).'],
    ] as const) {
      const r = await post(admin, `/api/admin/users/${patient.user.id}/disable`, payload);
      expect(r.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorOf(r).fields?.reason ?? errorOf(r).message).toBe(message);
    }
    const untouched = await t.database.db.select({ d: users.isDisabled }).from(users).where(and(eq(users.id, patient.user.id)));
    expect(untouched).toEqual([{ d: false }]);
    expect(await auditOf(admin.user.id)).toEqual([]);
    expect(await auditOf(otherAdmin.user.id)).toEqual([]);
  });

  test('enabling an account that is not disabled changes and records nothing', async () => {
    const r = await post(admin, `/api/admin/users/${patient.user.id}/enable`);
    expect(r.statusCode).toBe(200);
    expect(r.json<{ user: AdminUser }>().user.isDisabled).toBe(false);
    expect(await auditOf(patient.user.id)).toEqual([]);
  });
});

describe('a practice’s contacts (issue 30, ADR 0036): never their placeholder address', () => {
  test('a contact shows the address the practice was given, or none; the search by e-mail never matches the placeholder', async () => {
    const practice = await registerDoctor(t.app, { displayName: 'Dott. Ugo Neri' });
    await openPractice(t.app, practice);
    const day = futureDate(3);
    const bookFor = async (time: string, patientInput: object) => {
      const r = await post(practice, '/api/staff/bookings', { serviceId: ECG.id, dateTime: romeIso(day, time), patient: patientInput });
      expect(r.statusCode, r.body).toBe(201);
      return r.json<{ appointment: { patientId: string } }>().appointment.patientId;
    };
    const phoneOnly = await bookFor('09:00', { kind: 'new', nome: 'Tina', cognome: 'Senzamail', phone: '+39 340 100 2000' });
    const withMail = await bookFor('11:00', { kind: 'new', nome: 'Lia', cognome: 'Conmail', phone: '+39 340 100 3000', email: 'lia.conmail@example.it' });
    const [placeholder] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, phoneOnly));
    expect(placeholder?.email).toMatch(/@contatti\.invalid$/);

    const listed = (await listOf('?role=user')).users;
    expect(listed.find((u) => u.id === phoneOnly)).toMatchObject({ displayName: 'Tina Senzamail', email: null, isContact: true });
    expect(listed.find((u) => u.id === withMail)).toMatchObject({ email: 'lia.conmail@example.it', isContact: true });
    expect(listed.find((u) => u.id === patient.user.id)).toMatchObject({ email: patient.user.email, isContact: false });
    expect(JSON.stringify(listed)).not.toContain('contatti.invalid');

    // The placeholder's parts find nothing; the address given finds its contact.
    for (const q of ['contatti.invalid', 'invalid', 'contatto-', placeholder!.email]) expect((await listOf(`?q=${encodeURIComponent(q)}`)).users, q).toEqual([]);
    expect((await listOf('?q=lia.conmail')).users.map((u) => u.id)).toEqual([withMail]);
    expect((await listOf('?q=senzamail')).users.map((u) => u.id)).toEqual([phoneOnly]);
  });
});
