import type { User } from '@sanity/shared/schemas/auth';
import type { AdminDoctorEntry, AdminDoctorList } from '@sanity/shared/schemas/doctor-review';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditLog } from '../../db/schema/privacy';
import { createAndLogin, createTestApp, patientSpec, registerDoctor, registerPatient, uniqueEmail, type SignedIn, type TestApp } from '../../../test/helpers';

/** Issue 24 item 9: a typo in one's name is no longer permanent; an approved doctor's new name waits for an admin. */
let t: TestApp;
let admin: SignedIn;
let patient: SignedIn;
let other: SignedIn;
let doctor: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAndLogin(t.app, patientSpec({ admin: 1, email: uniqueEmail('admin') }));
  patient = await registerPatient(t.app, { displayName: 'Giulia Rosi' });
  other = await registerPatient(t.app, { displayName: 'Paolo Verdi' });
  doctor = await registerDoctor(t.app, { displayName: 'Dott.ssa Laura Esposito' });
});
afterAll(() => t.close());

type Who = SignedIn | null;
const headers = (who: Who) => (who ? { cookie: who.cookie } : {});
const rename = (who: Who, uid: string, payload: object) => t.app.inject({ method: 'PUT', url: `/api/users/${uid}/name`, headers: headers(who), payload });
const post = (who: Who, url: string) => t.app.inject({ method: 'POST', url, headers: headers(who) });
const me = async (who: SignedIn) => (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: headers(who) })).json<{ user: User }>().user;
const publicName = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/users/${id}`, headers: headers(patient) })).json<{ user: User }>().user.displayName;
const actionsOf = async (subjectId: string) => (await t.database.db.select().from(auditLog).where(eq(auditLog.subjectId, subjectId))).map((e) => [e.action, e.actorId]);

describe('PUT /api/users/:uid/name', () => {
  test('a patient corrects the surname at once; the audit log records it', async () => {
    const response = await rename(patient, patient.user.id, { nome: ' Giulia ', cognome: 'Rossi' });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ user: User }>().user).toMatchObject({ nome: 'Giulia', cognome: 'Rossi', displayName: 'Giulia Rossi', name: 'Giulia Rossi', pendingName: null });
    expect((await me(patient)).displayName).toBe('Giulia Rossi');
    expect(await actionsOf(patient.user.id)).toContainEqual(['account.name.change', patient.user.id]);
    // 'Chi ha consultato i tuoi dati' is about others: one's own correction is not listed there.
    const log = (await t.app.inject({ method: 'GET', url: '/api/account/access-log', headers: headers(patient) })).json<{ entries: Array<{ action: string }> }>();
    expect(log.entries.map((e) => e.action)).not.toContain('account.name.change');
  });

  test("someone else's name is refused, signed out is 401", async () => {
    expect((await rename(patient, other.user.id, { nome: 'Pippo', cognome: 'Verdi' })).statusCode).toBe(403);
    expect((await rename(doctor, other.user.id, { nome: 'Pippo', cognome: 'Verdi' })).statusCode).toBe(403);
    expect((await rename(null, other.user.id, { nome: 'Pippo', cognome: 'Verdi' })).statusCode).toBe(401);
    expect((await me(other)).nome).toBe('Paolo');
  });

  test('empty, missing, too long or unchanged names are refused in Italian, field by field', async () => {
    const empty = await rename(patient, patient.user.id, { nome: '  ', cognome: 'Rossi' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ error: { code: 'invalid-argument', message: 'Inserisci il nome.', fields: { nome: 'Inserisci il nome.' } } });
    const missing = await rename(patient, patient.user.id, { nome: 'Giulia' });
    expect(missing.json<{ error: { fields: unknown } }>().error.fields).toEqual({ cognome: 'Inserisci il cognome.' });
    const long = await rename(patient, patient.user.id, { nome: 'Giulia', cognome: 'R'.repeat(46) });
    expect(long.json<{ error: { fields: unknown } }>().error.fields).toEqual({ cognome: 'Il testo inserito è troppo lungo.' });
    const same = await rename(patient, patient.user.id, { nome: 'Giulia', cognome: 'Rossi' });
    expect(same.statusCode).toBe(400);
    expect(same.json<{ error: { message: string } }>().error.message).toBe('Il nome è già questo.');
  });

  test('an approved doctor asks; patients see the old name until an admin approves; the title stays', async () => {
    const asked = await rename(doctor, doctor.user.id, { nome: 'Laura', cognome: 'Esposti' });
    expect(asked.statusCode).toBe(200);
    expect(asked.json<{ user: User }>().user).toMatchObject({ displayName: 'Dott.ssa Laura Esposito', pendingName: { nome: 'Laura', cognome: 'Esposti' } });
    expect(await publicName(doctor.user.id)).toBe('Dott.ssa Laura Esposito');

    const queue = (await t.app.inject({ method: 'GET', url: '/api/admin/doctors?status=name-change', headers: headers(admin) })).json<AdminDoctorList>();
    expect(queue.doctors.map((d) => [d.id, d.pendingName])).toEqual([[doctor.user.id, 'Dott.ssa Laura Esposti']]);
    expect((await post(doctor, `/api/admin/doctors/${doctor.user.id}/name/approve`)).statusCode).toBe(403);

    const approved = await post(admin, `/api/admin/doctors/${doctor.user.id}/name/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json<{ doctor: AdminDoctorEntry }>().doctor).toMatchObject({ displayName: 'Dott.ssa Laura Esposti', pendingName: null, status: 'approved' });
    expect(await publicName(doctor.user.id)).toBe('Dott.ssa Laura Esposti');
    expect((await post(admin, `/api/admin/doctors/${doctor.user.id}/name/approve`)).statusCode).toBe(409);
    expect(await actionsOf(doctor.user.id)).toEqual(
      expect.arrayContaining([
        ['account.name.request', doctor.user.id],
        ['admin.doctor.name.approve', admin.user.id],
      ]),
    );
  });

  test('a refused name leaves the current one; asking for the current name withdraws a request', async () => {
    await rename(doctor, doctor.user.id, { nome: 'Laurina', cognome: 'Esposti' });
    const refused = await post(admin, `/api/admin/doctors/${doctor.user.id}/name/reject`);
    expect(refused.statusCode).toBe(200);
    expect(await me(doctor)).toMatchObject({ nome: 'Laura', displayName: 'Dott.ssa Laura Esposti', pendingName: null });

    await rename(doctor, doctor.user.id, { nome: 'Laurina', cognome: 'Esposti' });
    const withdrawn = await rename(doctor, doctor.user.id, { nome: 'Laura', cognome: 'Esposti' });
    expect(withdrawn.json<{ user: User }>().user).toMatchObject({ displayName: 'Dott.ssa Laura Esposti', pendingName: null });
  });

  test('a doctor still under review (seen by nobody yet) changes the name at once', async () => {
    const pending = await registerDoctor(t.app, { displayName: 'Dott. Piero Atesa' }, { pending: true });
    const response = await rename(pending, pending.user.id, { nome: 'Piero', cognome: 'Attesa' });
    expect(response.json<{ user: User }>().user).toMatchObject({ displayName: 'Dott. Piero Attesa', pendingName: null });
  });
});
