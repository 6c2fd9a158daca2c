import type { Appointment, CrmPatientDetail, CrmPatientList, AppointmentList } from '@sanity/shared/schemas/appointments';
import type { AccessLogPage, AdminAuditPage } from '@sanity/shared/schemas/audit';
import type { DataExport } from '@sanity/shared/schemas/privacy';
import type { StaffMember, StaffPractice } from '@sanity/shared/schemas/staff';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { book, bookingPayload, romeIso } from '../../../test/booking';
import { registerDoctor, registerPatient, type SignedIn, type TestApp } from '../../../test/helpers';
import { asStaffOf, latestInviteToken, makeStaff, STAFF_WORLD_START, staffCalls, staffWorld } from '../../../test/staff';
import { staffMembers } from '../../db/schema/staff';
import { users } from '../../db/schema/users';
import { createTestClock } from '../../lib/clock';

const clock = createTestClock(STAFF_WORLD_START);
let t: TestApp;
let doctor: SignedIn;
let otherDoctor: SignedIn;
let patient: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  ({ t, doctor, otherDoctor, patient, admin } = await staffWorld(clock));
});
afterAll(() => t.close());

const { req, as, errorOf, auditRows } = staffCalls(() => t);
async function bookAt(date: string, time: string, who = patient, doctorId = doctor.user.id): Promise<Appointment> {
  const response = await book(t.app, who, bookingPayload(doctorId, romeIso(date, time)));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ appointment: Appointment }>().appointment;
}

describe('invitation, acceptance, the practices a person works for', () => {
  test('the doctor invites by e-mail; the link names the doctor; the invitee signs up and accepts; /me lists the practice', async () => {
    const email = 'anna.verdi@example.it';
    const invited = await as(doctor, 'POST', '/api/staff/invitations', { email: 'Anna.Verdi@Example.it' });
    expect(invited.statusCode, invited.body).toBe(201);
    const member = invited.json<{ member: StaffMember }>().member;
    expect(member).toMatchObject({ email, status: 'invitata', clinical: false, account: null, acceptedAt: null });

    const token = await latestInviteToken(t, email);
    const info = await t.app.inject({ method: 'GET', url: `/api/staff/invitations/${token}` });
    expect(info.json()).toEqual({ invitation: { doctorName: 'Dott. Marco Bianchi', email, expiresAt: '2026-05-11T08:00:00.000Z' } });

    // The same address twice: refused while the first is live.
    expect((await as(doctor, 'POST', '/api/staff/invitations', { email })).statusCode).toBe(409);

    const anna = await registerPatient(t.app, { displayName: 'Anna Verdi', email: 'anna.altra@example.it' });
    const accepted = await as(anna, 'POST', '/api/staff/invitations/accept', { token });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<{ practice: StaffPractice }>().practice).toEqual({ doctorId: doctor.user.id, doctorName: 'Dott. Marco Bianchi', clinical: false });
    // Single use.
    expect((await as(anna, 'POST', '/api/staff/invitations/accept', { token })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/staff/invitations/${token}` })).statusCode).toBe(404);

    const me = await as(anna, 'GET', '/api/auth/me');
    expect(me.json<{ practices: StaffPractice[] }>().practices).toEqual([{ doctorId: doctor.user.id, doctorName: 'Dott. Marco Bianchi', clinical: false }]);
    expect((await as(patient, 'GET', '/api/auth/me')).json<{ practices: StaffPractice[] }>().practices).toEqual([]);

    const list = (await as(doctor, 'GET', '/api/staff')).json<{ members: StaffMember[] }>().members;
    expect(list.find((m) => m.id === member.id)).toMatchObject({ status: 'attiva', account: { id: anna.user.id, name: 'Anna Verdi', email: 'anna.altra@example.it' } });
    expect((await auditRows('staff.invite', member.id)).map((r) => [r.actorId, r.actorRole])).toEqual([[doctor.user.id, 'doctor']]);
    expect((await auditRows('staff.accept', member.id)).map((r) => [r.actorId, r.actorRole, r.onBehalfOf])).toEqual([[anna.user.id, 'staff', doctor.user.id]]);
  });

  test('refusals: oneself, the own practice, an expired link, a patient managing staff', async () => {
    expect((await as(doctor, 'POST', '/api/staff/invitations', { email: doctor.user.email })).statusCode).toBe(400);
    expect((await as(doctor, 'POST', '/api/staff/invitations', { email: 'non-una-email' })).statusCode).toBe(400);
    expect((await as(patient, 'GET', '/api/staff')).statusCode).toBe(403);

    await as(doctor, 'POST', '/api/staff/invitations', { email: 'scade@example.it' });
    const token = await latestInviteToken(t, 'scade@example.it');
    expect((await as(doctor, 'POST', '/api/staff/invitations/accept', { token })).statusCode).toBe(400);
    clock.set('2026-05-11T08:00:01Z');
    try {
      const late = await as(patient, 'POST', '/api/staff/invitations/accept', { token });
      expect([late.statusCode, errorOf(late)]).toEqual([404, 'Invito non valido o scaduto. Chiedi al medico di inviarne uno nuovo.']);
    } finally {
      clock.set('2026-05-04T08:00:00Z');
    }
  });
});

describe('what a collaborator may do (agenda, clinical, never)', () => {
  let secretary: SignedIn;
  let member: StaffMember;
  let visit: Appointment;
  beforeAll(async () => {
    secretary = await registerPatient(t.app, { displayName: 'Sara Neri' });
    member = await makeStaff(t, doctor, secretary);
    visit = await bookAt('2026-05-06', '10:00');
  });

  test('agenda: the list, a visit without notes and answers, /crm without documents; each read logged as hers for the doctor', async () => {
    const headers = asStaffOf(secretary, doctor.user.id);
    const list = await req(headers, 'GET', '/api/appointments/professional?timeMin=2026-05-01T00:00:00Z&timeMax=2026-05-31T00:00:00Z');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<AppointmentList>().appointments.map((a) => a.id)).toContain(visit.id);

    const one = await req(headers, 'GET', `/api/appointments/${visit.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json<{ appointment: Appointment }>().appointment).toMatchObject({ id: visit.id, notes: '', customFields: [], clientName: 'Giulia Rossi', client: { phone: '+39 333 765 4321' } });
    const [read] = await auditRows('appointment.read', visit.id);
    expect([read?.actorId, read?.actorRole, read?.onBehalfOf, read?.subjectId]).toEqual([secretary.user.id, 'staff', doctor.user.id, patient.user.id]);

    const crm = await req(headers, 'GET', '/api/crm/patients');
    expect(crm.json<CrmPatientList>().patients.map((p) => p.clientId)).toContain(patient.user.id);
    const detail = await req(headers, 'GET', `/api/crm/patients/${patient.user.id}`);
    expect(detail.statusCode).toBe(200);
    const body = detail.json<CrmPatientDetail>();
    expect(body.appointments.every((a) => a.notes === '' && a.customFields.length === 0)).toBe(true);
    expect(body.documents).toEqual([]);

    // Documents need the clinical grant.
    const docs = await req(headers, 'GET', `/api/appointments/${visit.id}/documents`);
    expect([docs.statusCode, errorOf(docs)]).toEqual([403, "Serve l'accesso clinico concesso dal medico."]);
  });

  test("clinical: once granted the same reads carry the answers; withdrawn, the next request has them no more", async () => {
    const headers = asStaffOf(secretary, doctor.user.id);
    expect((await as(doctor, 'PATCH', `/api/staff/${member.id}`, { clinical: true })).json<{ member: StaffMember }>().member.clinical).toBe(true);
    const granted = (await req(headers, 'GET', `/api/appointments/${visit.id}`)).json<{ appointment: Appointment }>().appointment;
    expect(granted.notes).toBe('Palpitazioni la sera');
    expect(granted.customFields.length).toBeGreaterThan(0);
    expect((await req(headers, 'GET', `/api/appointments/${visit.id}/documents`)).statusCode).toBe(200);

    await as(doctor, 'PATCH', `/api/staff/${member.id}`, { clinical: false });
    expect((await req(headers, 'GET', `/api/appointments/${visit.id}`)).json<{ appointment: Appointment }>().appointment.notes).toBe('');
    expect((await req(headers, 'GET', `/api/appointments/${visit.id}/documents`)).statusCode).toBe(403);
  });

  test('never: the profile, services, prices, hours, address, calendar, articles, staff management — 403 with the header', async () => {
    const headers = asStaffOf(secretary, doctor.user.id);
    for (const [method, url] of [
      ['GET', '/api/practice/config'],
      ['PUT', '/api/practice/config'],
      ['GET', '/api/practice/address'],
      ['GET', '/api/schedule/booking-rules'],
      ['GET', '/api/calendar/connection'],
      ['GET', '/api/staff'],
      ['GET', '/api/articles/mine'],
      ['GET', '/api/video/settings'],
      ['PATCH', `/api/users/${doctor.user.id}`],
      ['POST', '/api/appointments'],
    ] as const) {
      const response = await req(headers, method, url, method === 'GET' ? undefined : {});
      expect([url, response.statusCode, errorOf(response)]).toEqual([url, 403, 'Questa operazione è riservata al medico.']);
    }
  });

  test("another doctor's practice: refused; another doctor's visit through one's own practice: refused", async () => {
    const otherVisit = await bookAt('2026-05-07', '11:00', patient, otherDoctor.user.id);
    const wrong = await req(asStaffOf(secretary, otherDoctor.user.id), 'GET', '/api/appointments/professional');
    expect([wrong.statusCode, errorOf(wrong)]).toEqual([403, "Non collabori con questo studio o l'accesso è stato revocato."]);
    expect((await req(asStaffOf(secretary, doctor.user.id), 'GET', `/api/appointments/${otherVisit.id}`)).statusCode).toBe(403);
    expect((await req(asStaffOf(secretary, doctor.user.id), 'GET', `/api/crm/patients/${otherDoctor.user.id}`)).statusCode).toBe(404);
    expect((await req({ cookie: secretary.cookie, 'x-sanity-practice': 'non valido!' }, 'GET', '/api/crm/patients')).statusCode).toBe(400);
    // Without the header she is herself: a patient, no doctor routes.
    expect((await as(secretary, 'GET', '/api/crm/patients')).statusCode).toBe(403);
  });

  test('moves and cancels as the practice (no 24-hour cut-off), closures; all in the log as hers for the doctor', async () => {
    const headers = asStaffOf(secretary, doctor.user.id);
    const soon = await bookAt('2026-05-05', '09:00');
    const moved = await req(headers, 'POST', `/api/appointments/${soon.id}/reschedule`, { dateTime: romeIso('2026-05-05', '09:30') });
    expect(moved.statusCode, moved.body).toBe(200);
    const [move] = await auditRows('appointment.move', soon.id);
    expect([move?.actorId, move?.actorRole, move?.onBehalfOf]).toEqual([secretary.user.id, 'staff', doctor.user.id]);
    const cancelled = await req(headers, 'POST', `/api/appointments/${soon.id}/cancel`, { reason: 'Il paziente ha telefonato' });
    expect(cancelled.json<{ appointment: Appointment }>().appointment).toMatchObject({ status: 'annullato', cancelledBy: 'doctor' });
    const [cancel] = await auditRows('appointment.cancel', soon.id);
    expect([cancel?.actorId, cancel?.actorRole, cancel?.onBehalfOf]).toEqual([secretary.user.id, 'staff', doctor.user.id]);

    const closure = await req(headers, 'POST', '/api/schedule/closures', { allDay: true, fromDate: '2026-08-10', toDate: '2026-08-14', note: 'Ferie' });
    expect(closure.statusCode, closure.body).toBe(201);
    const closures = await as(doctor, 'GET', '/api/schedule/closures');
    expect(JSON.stringify(closures.json())).toContain('2026-08-10');
    const closureId = closure.json<{ closure: { id: string } }>().closure.id;
    const [closed] = await auditRows('schedule.closure.create', closureId);
    expect([closed?.actorId, closed?.actorRole, closed?.onBehalfOf]).toEqual([secretary.user.id, 'staff', doctor.user.id]);
    expect((await req(headers, 'PUT', '/api/schedule/date-hours/2026-08-17', { windows: [{ start: '09:00', end: '12:00' }] })).statusCode).toBe(200);
    expect((await req(headers, 'DELETE', `/api/schedule/closures/${closureId}`)).statusCode).toBe(200);
    expect((await auditRows('schedule.date-hours.set', '2026-08-17')).map((r) => r.actorRole)).toEqual(['staff']);
    expect((await auditRows('schedule.closure.delete', closureId)).map((r) => r.actorRole)).toEqual(['staff']);
    // The doctor's own changes to the agenda are not logged, as before.
    const own = await as(doctor, 'POST', '/api/schedule/closures', { allDay: true, fromDate: '2026-09-10', toDate: '2026-09-11' });
    expect(await auditRows('schedule.closure.create', own.json<{ closure: { id: string } }>().closure.id)).toEqual([]);
    expect((await req(headers, 'GET', '/api/waitlist/waiting')).statusCode).toBe(200);
  });
});

describe('revocation and two practices', () => {
  test('revoked mid-session: the very next request is 403, the practice leaves /me; the same cookie still works as herself', async () => {
    const marta = await registerPatient(t.app, { displayName: 'Marta Gialli' });
    const member = await makeStaff(t, doctor, marta);
    const headers = asStaffOf(marta, doctor.user.id);
    expect((await req(headers, 'GET', '/api/crm/patients')).statusCode).toBe(200);
    const revoked = await as(doctor, 'DELETE', `/api/staff/${member.id}`);
    expect(revoked.json<{ member: StaffMember }>().member).toMatchObject({ status: 'revocata', revokedAt: '2026-05-04T08:00:00.000Z' });
    const after = await req(headers, 'GET', '/api/crm/patients');
    expect([after.statusCode, errorOf(after)]).toEqual([403, "Non collabori con questo studio o l'accesso è stato revocato."]);
    expect((await as(marta, 'GET', '/api/auth/me')).json<{ practices: StaffPractice[] }>().practices).toEqual([]);
    expect((await as(doctor, 'DELETE', `/api/staff/${member.id}`)).statusCode).toBe(409);
    expect((await auditRows('staff.revoke', member.id)).length).toBe(1);
    // Invited again later: a new row, a new link.
    expect((await as(doctor, 'POST', '/api/staff/invitations', { email: marta.user.email })).statusCode).toBe(201);
  });

  test('a collaborator who deletes their account leaves the practice; no row keeps their address', async () => {
    const ivo = await registerPatient(t.app, { displayName: 'Ivo Marrone' });
    const member = await makeStaff(t, doctor, ivo);
    const erased = await t.app.inject({ method: 'DELETE', url: '/api/account', headers: { cookie: ivo.cookie }, payload: { currentPassword: 'Paziente123!' } });
    expect(erased.statusCode, erased.body).toBe(204);
    const list = (await as(doctor, 'GET', '/api/staff')).json<{ members: StaffMember[] }>().members;
    expect(list.map((m) => m.id)).not.toContain(member.id);
    expect(list.map((m) => m.email)).not.toContain(ivo.user.email);
  });

  test("a disabled doctor's practice is closed to the staff too", async () => {
    const closing = await registerDoctor(t.app, { displayName: 'Dott. Paolo Conti' });
    const bea = await registerPatient(t.app, { displayName: 'Bea Grigi' });
    await makeStaff(t, closing, bea);
    expect((await req(asStaffOf(bea, closing.user.id), 'GET', '/api/crm/patients')).statusCode).toBe(200);
    await t.database.db.update(users).set({ isDisabled: true }).where(eq(users.id, closing.user.id));
    expect((await req(asStaffOf(bea, closing.user.id), 'GET', '/api/crm/patients')).statusCode).toBe(403);
    expect((await as(bea, 'GET', '/api/staff/practices')).json<{ practices: StaffPractice[] }>().practices).toEqual([]);
  });

  test('one person working for two doctors switches by the header: each practice sees only its own agenda', async () => {
    const luca = await registerPatient(t.app, { displayName: 'Luca Blu' });
    await makeStaff(t, doctor, luca);
    await makeStaff(t, otherDoctor, luca, true);
    const practices = (await as(luca, 'GET', '/api/staff/practices')).json<{ practices: StaffPractice[] }>().practices;
    expect(practices.map((p) => [p.doctorName, p.clinical]).sort()).toEqual([
      ['Dott. Marco Bianchi', false],
      ['Dott.ssa Laura Esposito', true],
    ]);
    const a = await bookAt('2026-05-12', '09:00', patient, doctor.user.id);
    const b = await bookAt('2026-05-12', '09:00', patient, otherDoctor.user.id);
    const window = '?timeMin=2026-05-12T00:00:00Z&timeMax=2026-05-13T00:00:00Z';
    const ofA = (await req(asStaffOf(luca, doctor.user.id), 'GET', `/api/appointments/professional${window}`)).json<AppointmentList>().appointments.map((x) => x.id);
    const ofB = (await req(asStaffOf(luca, otherDoctor.user.id), 'GET', `/api/appointments/professional${window}`)).json<AppointmentList>().appointments.map((x) => x.id);
    expect([ofA, ofB]).toEqual([[a.id], [b.id]]);
    // The clinical grant is per practice.
    expect((await req(asStaffOf(luca, doctor.user.id), 'GET', `/api/appointments/${a.id}`)).json<{ appointment: Appointment }>().appointment.notes).toBe('');
    expect((await req(asStaffOf(luca, otherDoctor.user.id), 'GET', `/api/appointments/${b.id}`)).json<{ appointment: Appointment }>().appointment.notes).toBe('Palpitazioni la sera');
  });
});

describe('accountability in the two logs (issue 30 point 5)', () => {
  test("the patient's 'Chi ha consultato i tuoi dati' and the admin's log name the secretary and the doctor she acted for", async () => {
    const anna = await registerPatient(t.app, { displayName: 'Anna Verdi' });
    await makeStaff(t, doctor, anna);
    const visit = await bookAt('2026-05-20', '10:00');
    expect((await req(asStaffOf(anna, doctor.user.id), 'GET', `/api/crm/patients/${patient.user.id}`)).statusCode).toBe(200);
    expect((await req(asStaffOf(anna, doctor.user.id), 'GET', `/api/appointments/${visit.id}`)).statusCode).toBe(200);

    const log = (await as(patient, 'GET', '/api/account/access-log')).json<AccessLogPage>().entries;
    expect(log.slice(0, 2).map((x) => [x.actorName, x.actorKind, x.action])).toEqual([
      ['Anna Verdi, segreteria del Dott. Marco Bianchi', 'staff', 'appointment.read'],
      ['Anna Verdi, segreteria del Dott. Marco Bianchi', 'staff', 'crm.patient.read'],
    ]);
    const adminLog = (await as(admin, 'GET', `/api/admin/audit?actorId=${anna.user.id}`)).json<AdminAuditPage>().entries;
    expect(adminLog[0]).toMatchObject({
      actor: { id: anna.user.id, name: 'Anna Verdi', role: 'staff' },
      onBehalfOf: { id: doctor.user.id, name: 'Dott. Marco Bianchi' },
      subject: { id: patient.user.id },
      action: 'appointment.read',
    });
    // The doctor's own reads keep no on-behalf.
    await as(doctor, 'GET', `/api/appointments/${visit.id}`);
    const own = (await as(admin, 'GET', `/api/admin/audit?actorId=${doctor.user.id}&action=appointment.read`)).json<AdminAuditPage>().entries[0];
    expect(own).toMatchObject({ actor: { role: 'doctor' }, onBehalfOf: null });
  });
});

// Last in the file: its entries are logged at a later time than the others read.
describe('a collaborator without the clinical grant, after the visit (issue 30)', () => {
  test('agenda: marking a no-show, and undoing it, answers the visit without notes and answers too', async () => {
    const lucia = await registerPatient(t.app, { displayName: 'Lucia Gialli' });
    await makeStaff(t, doctor, lucia);
    const visit = await bookAt('2026-05-21', '10:00');
    const headers = asStaffOf(lucia, doctor.user.id);
    clock.set('2026-05-21T12:00:00Z');
    try {
      const marked = await req(headers, 'POST', `/api/appointments/${visit.id}/no-show`);
      expect(marked.statusCode, marked.body).toBe(200);
      expect(marked.json<{ appointment: Appointment }>().appointment).toMatchObject({ id: visit.id, notes: '', customFields: [] });
      expect(marked.json<{ appointment: Appointment }>().appointment.noShowAt).not.toBeNull();
      const undone = await req(headers, 'DELETE', `/api/appointments/${visit.id}/no-show`);
      expect(undone.statusCode, undone.body).toBe(200);
      expect(undone.json<{ appointment: Appointment }>().appointment).toMatchObject({ id: visit.id, notes: '', customFields: [], noShowAt: null });
    } finally {
      clock.set('2026-05-04T08:00:00Z');
    }
  });
});

describe('the data export (GDPR art. 15, 20) lists staff memberships (issue 30)', () => {
  test("a collaborator's export lists the practices they work or worked for; the doctor's lists their collaborators; JSON and page; never a token or its hash", async () => {
    const studio = await registerDoctor(t.app, { displayName: 'Dott.ssa Chiara Ferri' });
    const formerly = await registerDoctor(t.app, { displayName: 'Dott. Bruno Sala' });
    const nora = await registerPatient(t.app, { displayName: 'Nora Bianco', email: 'nora.bianco@example.it' });
    await makeStaff(t, studio, nora, true);
    const old = await makeStaff(t, formerly, nora);
    clock.set('2026-05-05T09:30:00Z');
    try {
      expect((await as(formerly, 'DELETE', `/api/staff/${old.id}`)).statusCode).toBe(200);
      expect((await as(studio, 'POST', '/api/staff/invitations', { email: 'ancora.invitata@example.it' })).statusCode).toBe(201);
      // The invitation e-mail's job stores the link's hash.
      await t.app.services.jobs.drain();
    } finally {
      clock.set('2026-05-04T08:00:00Z');
    }

    const mine = (await as(nora, 'GET', '/api/account/export')).json<DataExport>();
    expect(mine.staff.practices).toEqual([
      { doctorName: 'Dott. Bruno Sala', since: '2026-05-04T08:00:00.000Z', clinical: false, revokedAt: '2026-05-05T09:30:00.000Z' },
      { doctorName: 'Dott.ssa Chiara Ferri', since: '2026-05-04T08:00:00.000Z', clinical: true, revokedAt: null },
    ]);
    expect(mine.staff.collaborators).toEqual([]);
    const theirs = (await as(studio, 'GET', '/api/account/export')).json<DataExport>();
    expect(theirs.staff.collaborators).toEqual([
      { name: null, email: 'ancora.invitata@example.it', status: 'invitata', invitedAt: '2026-05-05T09:30:00.000Z', since: null, clinical: false, revokedAt: null },
      { name: 'Nora Bianco', email: 'nora.bianco@example.it', status: 'attiva', invitedAt: '2026-05-04T08:00:00.000Z', since: '2026-05-04T08:00:00.000Z', clinical: true, revokedAt: null },
    ]);
    expect(theirs.staff.practices).toEqual([]);
    expect((await as(formerly, 'GET', '/api/account/export')).json<DataExport>().staff.collaborators.map((c) => [c.name, c.status])).toEqual([['Nora Bianco', 'revocata']]);

    // No link token nor hash leaves in either form.
    const hashes = (await t.database.db.select({ hash: staffMembers.tokenHash }).from(staffMembers).where(eq(staffMembers.doctorId, studio.user.id))).map((r) => r.hash).filter((h): h is string => h !== null);
    expect(hashes.length).toBeGreaterThan(0);
    const page = (await as(studio, 'GET', '/api/account/export?format=html')).body;
    for (const body of [JSON.stringify(theirs), page]) for (const hash of hashes) expect(body).not.toContain(hash);
    for (const shown of ['Collaboratori del tuo studio', 'Nora Bianco', 'ancora.invitata@example.it', 'Invitata', 'Attiva']) expect(page).toContain(shown);
    const norasPage = (await as(nora, 'GET', '/api/account/export?format=html')).body;
    for (const shown of ['Studi per cui collabori', 'Dott.ssa Chiara Ferri', 'Dott. Bruno Sala', 'Revocata']) expect(norasPage).toContain(shown);
  });
});
