import { it as msg } from '@sanity/shared/i18n/it';
import { itAdmin } from '@sanity/shared/i18n/it-admin';
import type { Appointment } from '@sanity/shared/schemas/appointments';
import type { AccessLogPage, AdminAuditPage } from '@sanity/shared/schemas/audit';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { book, bookingPayload, openPractice, romeIso } from '../../../test/booking';
import { createAndLogin, createTestApp, patientSpec, registerDoctor, registerPatient, type SignedIn, type TestApp } from '../../../test/helpers';
import { createTestClock } from '../../lib/clock';
import { encodePageCursor } from '../../lib/page-cursor';

// Issue 13 point 7: every read of a patient's data by their doctor is in the audit log, and the
// patient sees who it was in GET /api/account/access-log; the admin reads the whole log.
const clock = createTestClock('2026-03-02T09:00:00Z');
let t: TestApp;
let doctor: SignedIn;
let patient: SignedIn;
let otherPatient: SignedIn;
let admin: SignedIn;
let appointment: Appointment;

beforeAll(async () => {
  t = await createTestApp({ clock });
  doctor = await registerDoctor(t.app, { displayName: 'Dott. Marco Bianchi' });
  patient = await registerPatient(t.app, { displayName: 'Giulia Rossi' });
  otherPatient = await registerPatient(t.app, { displayName: 'Paolo Verdi' });
  admin = await createAndLogin(t.app, patientSpec({ admin: 1, displayName: 'Anna Amministratrice' }));
  await openPractice(t.app, doctor);
  const response = await book(t.app, patient, bookingPayload(doctor.user.id, romeIso('2026-03-05', '10:00')));
  expect(response.statusCode, response.body).toBe(201);
  appointment = response.json<{ appointment: Appointment }>().appointment;
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const get = (who: SignedIn | null, url: string) => t.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });
const accessLog = async (who: SignedIn, query = '') => {
  const response = await get(who, `/api/account/access-log${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AccessLogPage>();
};
const adminLog = async (query = '') => {
  const response = await get(admin, `/api/admin/audit${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminAuditPage>();
};

describe('reads of a patient’s data are recorded before the answer', () => {
  test('the doctor opens the CRM record and the appointment: the patient sees both, newest first, by the doctor’s name', async () => {
    clock.set('2026-03-02T09:10:00Z');
    expect((await get(doctor, `/api/crm/patients/${patient.user.id}`)).statusCode).toBe(200);
    clock.set('2026-03-02T09:11:00Z');
    expect((await get(doctor, `/api/appointments/${appointment.id}`)).statusCode).toBe(200);

    const { entries, nextCursor } = await accessLog(patient);
    expect(nextCursor).toBeNull();
    expect(entries).toEqual([
      expect.objectContaining({
        at: '2026-03-02T09:11:00.000Z',
        actorName: 'Dott. Marco Bianchi',
        actorKind: 'doctor',
        action: 'appointment.read',
        label: itAdmin.audit.actions['appointment.read'],
        appointmentAt: appointment.dateTime,
      }),
      expect.objectContaining({
        at: '2026-03-02T09:10:00.000Z',
        actorName: 'Dott. Marco Bianchi',
        action: 'crm.patient.read',
        label: 'Consultazione della scheda paziente',
        appointmentAt: null,
      }),
    ]);
  });

  test('another patient sees none of them; the patient reading their own appointment adds nothing', async () => {
    expect((await accessLog(otherPatient)).entries).toEqual([]);
    const before = (await accessLog(patient)).entries.length;
    expect((await get(patient, `/api/appointments/${appointment.id}`)).statusCode).toBe(200);
    expect((await accessLog(patient)).entries).toHaveLength(before);
  });

  test('a read that returns nothing is not recorded: a stranger’s CRM record, someone else’s appointment', async () => {
    const before = (await adminLog()).entries.length;
    expect((await get(doctor, `/api/crm/patients/${otherPatient.user.id}`)).statusCode).toBe(404);
    const otherDoctor = await registerDoctor(t.app, { displayName: 'Laura Esposito' });
    expect((await get(otherDoctor, `/api/appointments/${appointment.id}`)).statusCode).toBe(403);
    expect((await adminLog()).entries).toHaveLength(before);
  });

  test('fail closed: when the entry cannot be written, the doctor gets no data', async () => {
    vi.spyOn(t.app.services.audit, 'record').mockRejectedValue(new Error('audit log unavailable'));
    const one = await get(doctor, `/api/appointments/${appointment.id}`);
    expect(one.statusCode).toBe(500);
    expect(one.body).not.toContain('Giulia');
    const crm = await get(doctor, `/api/crm/patients/${patient.user.id}`);
    expect(crm.statusCode).toBe(500);
    expect(crm.body).not.toContain('giulia.rossi');
  });

  test('every page of the CRM history is a read', async () => {
    const before = (await adminLog(`?subjectId=${patient.user.id}&action=crm.patient.read`)).entries.length;
    clock.set('2026-03-02T09:20:00Z');
    const first = await get(doctor, `/api/crm/patients/${patient.user.id}?limit=1`);
    expect(first.statusCode).toBe(200);
    const after = await adminLog(`?subjectId=${patient.user.id}&action=crm.patient.read`);
    expect(after.entries).toHaveLength(before + 1);
    expect(after.entries[0]!.details).toEqual({ appointments: 1, firstPage: true });
  });
});

describe('GET /api/account/access-log', () => {
  test('an admin’s action shows as ‘Amministratore’, never the admin’s name; a deleted actor as ‘Account eliminato’', async () => {
    clock.set('2026-03-02T10:00:00Z');
    await t.app.services.audit.record({ actorId: admin.user.id, actorRole: 'admin', subjectId: patient.user.id, action: 'admin.user.read' });
    clock.set('2026-03-02T10:01:00Z');
    await t.app.services.audit.record({ actorId: 'gone-doctor-id', actorRole: 'doctor', subjectId: patient.user.id, action: 'crm.patient.read' });

    const response = await get(patient, '/api/account/access-log?limit=2');
    expect(response.body).not.toContain('Anna');
    expect(response.body).not.toContain(admin.user.id);
    const { entries } = response.json<AccessLogPage>();
    expect(entries.map((e) => [e.actorName, e.actorKind, e.label])).toEqual([
      ['Account eliminato', 'deleted', 'Consultazione della scheda paziente'],
      ['Amministratore', 'admin', 'Consultazione dell’account'],
    ]);
  });

  test('pages follow nextCursor without gaps or repeats', async () => {
    const all = (await accessLog(patient, '?limit=100')).entries.map((e) => e.id);
    expect(all.length).toBeGreaterThanOrEqual(4);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: AccessLogPage = await accessLog(patient, `?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      seen.push(...page.entries.map((e) => e.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all);
  });

  test('anonymous 401; a bad limit or cursor is a 400 in Italian', async () => {
    expect((await get(null, '/api/account/access-log')).statusCode).toBe(401);
    for (const query of ['?limit=0', '?limit=101', '?cursor=nonsense', `?cursor=${encodePageCursor('crm', { at: '2026-03-02T10:00:00.000000Z', id: '1' })}`]) {
      const response = await get(patient, `/api/account/access-log${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ error: { message: string } }>().error.message).toBe(msg.validation.invalidRequest);
    }
    const notAnId = encodePageCursor('audit', { at: '2026-03-02T10:00:00.000000Z', id: 'abc' });
    expect((await get(patient, `/api/account/access-log?cursor=${notAnId}`)).statusCode).toBe(400);
  });
});

describe('GET /api/admin/audit', () => {
  test('admins only: anonymous 401, patient and doctor 403', async () => {
    expect((await get(null, '/api/admin/audit')).statusCode).toBe(401);
    expect((await get(patient, '/api/admin/audit')).statusCode).toBe(403);
    expect((await get(doctor, '/api/admin/audit')).statusCode).toBe(403);
  });

  test('the whole log with both parties by name, filtered by actor, subject and action', async () => {
    await t.app.services.audit.record({ actorId: admin.user.id, actorRole: 'admin', subjectId: null, action: 'admin.sector.update', targetId: 'cardiologia', details: { active: false } });
    const all = await adminLog();
    expect(all.entries[0]).toMatchObject({
      actor: { id: admin.user.id, name: 'Anna Amministratrice', role: 'admin' },
      subject: null,
      action: 'admin.sector.update',
      label: 'Modifica di un settore',
      targetId: 'cardiologia',
      details: { active: false },
    });

    const byDoctor = await adminLog(`?actorId=${doctor.user.id}`);
    expect(byDoctor.entries.length).toBeGreaterThan(0);
    expect(byDoctor.entries.every((e) => e.actor.id === doctor.user.id && e.actor.name === 'Dott. Marco Bianchi')).toBe(true);
    expect(byDoctor.entries.every((e) => e.subject?.name === 'Giulia Rossi')).toBe(true);

    const reads = await adminLog(`?subjectId=${patient.user.id}&action=appointment.read`);
    expect(reads.entries.map((e) => [e.action, e.targetId])).toEqual([['appointment.read', appointment.id]]);

    expect((await adminLog(`?subjectId=${otherPatient.user.id}`)).entries).toEqual([]);
  });

  test('an unknown action or an over-long id is a 400; pages follow nextCursor', async () => {
    expect((await get(admin, '/api/admin/audit?action=delete.everything')).statusCode).toBe(400);
    expect((await get(admin, `/api/admin/audit?actorId=${'x'.repeat(121)}`)).statusCode).toBe(400);
    const all = (await adminLog('?limit=200')).entries.map((e) => e.id);
    const first = await adminLog('?limit=3');
    expect(first.nextCursor).not.toBeNull();
    const second = await adminLog(`?limit=3&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect([...first.entries, ...second.entries].map((e) => e.id)).toEqual(all.slice(0, first.entries.length + second.entries.length));
  });
});
