import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Appointment, CrmPatientDetail, CrmPatientList, AppointmentList } from '@sanity/shared/schemas/appointments';
import type { AccessLogPage, AdminAuditPage } from '@sanity/shared/schemas/audit';
import type { DataExport } from '@sanity/shared/schemas/privacy';
import type { PatientHit, StaffMember, StaffPractice } from '@sanity/shared/schemas/staff';
import { itBooking } from '@sanity/shared/i18n/it-booking';
import { and, eq, isNull, ne, or, sql, TransactionRollbackError, type SQL } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { book, bookingPayload, ECG, openPractice, romeIso } from '../../../test/booking';
import { createAndLogin, createTestApp, patientSpec, registerDoctor, registerPatient, type SignedIn, type TestApp } from '../../../test/helpers';
import { asStaffOf, latestInviteToken, makeStaff } from '../../../test/staff';
import { latestVerificationToken, markEmailVerified } from '../../../test/verification';
import { appointments } from '../../db/schema/appointments';
import { jobs } from '../../db/schema/jobs';
import { auditLog } from '../../db/schema/privacy';
import { staffMembers } from '../../db/schema/staff';
import { users } from '../../db/schema/users';
import { rowsOf } from '../../db/estimates';
import { createTestClock } from '../../lib/clock';
import { phoneMatches } from '../users/practice-contacts';

// Issue 30 points 3-5 at a fixed instant: Monday 4 May 2026, 10:00 in Rome.
const clock = createTestClock('2026-05-04T08:00:00Z');
let t: TestApp;
let doctor: SignedIn;
let otherDoctor: SignedIn;
let patient: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { PUBLIC_URL: 'https://sanity.example.it', SESSION_IDLE_DAYS: '365', SESSION_TTL_DAYS: '365' } });
  doctor = await registerDoctor(t.app, { displayName: 'Dott. Marco Bianchi' });
  otherDoctor = await registerDoctor(t.app, { displayName: 'Dott.ssa Laura Esposito' });
  patient = await registerPatient(t.app, { displayName: 'Giulia Rossi' });
  admin = await createAndLogin(t.app, patientSpec({ displayName: 'Anna Admin', admin: 1 }));
  await markEmailVerified(t, patient.user.id);
  await openPractice(t.app, doctor);
  await openPractice(t.app, otherDoctor);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const req = (headers: Record<string, string>, method: Method, url: string, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const as = (who: SignedIn, method: Method, url: string, payload?: object) => req({ cookie: who.cookie }, method, url, payload);
const errorOf = (response: { json: <T>() => T }) => response.json<{ error: { message: string } }>().error.message;
async function bookAt(date: string, time: string, who = patient, doctorId = doctor.user.id): Promise<Appointment> {
  const response = await book(t.app, who, bookingPayload(doctorId, romeIso(date, time)));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ appointment: Appointment }>().appointment;
}
async function mailsOf(kind: string, id: string) {
  await t.app.services.jobs.drain();
  const dir = path.join(t.config.DATA_DIR, 'outbox');
  const files = (await readdir(dir)).filter((f) => f.includes(`_${id}_${kind}_`));
  return Promise.all(files.map(async (f) => simpleParser(await readFile(path.join(dir, f)))));
}
const auditRows = (action: string, targetId?: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), targetId ? eq(auditLog.targetId, targetId) : undefined));

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

describe('booking on behalf of a patient who phoned (issue 30 point 4)', () => {
  let secretary: SignedIn;
  let stranger: SignedIn;
  beforeAll(async () => {
    secretary = await registerPatient(t.app, { displayName: 'Paola Rosa' });
    await makeStaff(t, doctor, secretary);
    stranger = await registerPatient(t.app, { displayName: 'Carla Sconosciuta', email: 'carla.sconosciuta@example.it' });
    await t.database.db.update(users).set({ telefono: '+39 347 111 2222' }).where(eq(users.id, stranger.user.id));
  });
  const search = async (q: string, who = secretary) => {
    const response = await req(asStaffOf(who, doctor.user.id), 'GET', `/api/staff/patients/search?q=${encodeURIComponent(q)}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ patients: PatientHit[] }>().patients;
  };

  test('search: a partial name only among the practice’s patients; any patient by the whole e-mail or phone, with only that value', async () => {
    expect((await search('giulia')).map((p) => [p.id, p.ofPractice])).toContainEqual([patient.user.id, true]);
    expect(await search('Sconosciuta')).toEqual([]);
    expect(await search('carla')).toEqual([]);
    expect(await search('carla.sconosciuta@example.it')).toEqual([
      { id: stranger.user.id, name: 'Carla Sconosciuta', email: 'carla.sconosciuta@example.it', phone: null, kind: 'account', ofPractice: false },
    ]);
    expect((await search('347 111 2222')).map((p) => [p.id, p.email, p.phone])).toEqual([[stranger.user.id, null, '347 111 2222']]);
    const tooShort = await req(asStaffOf(secretary, doctor.user.id), 'GET', '/api/staff/patients/search?q=a');
    expect([tooShort.statusCode, errorOf(tooShort)]).toEqual([400, 'Scrivi almeno 2 caratteri per cercare un paziente.']);
  });

  test('an existing patient: booked in the doctor’s agenda, the confirmation to the patient, logged as the secretary’s for the doctor; the slot then taken', async () => {
    const response = await req(asStaffOf(secretary, doctor.user.id), 'POST', '/api/staff/bookings', {
      serviceId: ECG.id,
      dateTime: romeIso('2026-05-13', '15:00'),
      patient: { kind: 'existing', id: stranger.user.id },
    });
    expect(response.statusCode, response.body).toBe(201);
    const booked = response.json<{ appointment: Appointment }>().appointment;
    expect(booked).toMatchObject({ professionalId: doctor.user.id, patientId: stranger.user.id, clientName: 'Carla Sconosciuta', serviceName: 'Elettrocardiogramma', status: 'confermato' });
    const [entry] = await auditRows('appointment.book', booked.id);
    expect([entry?.actorId, entry?.actorRole, entry?.onBehalfOf, entry?.subjectId]).toEqual([secretary.user.id, 'staff', doctor.user.id, stranger.user.id]);
    // The stranger's address is not verified: like any booking, no patient e-mail until it is (ADR 0012); the doctor is told.
    expect(await mailsOf('booked-patient', booked.id)).toHaveLength(0);
    expect(await mailsOf('booked-doctor', booked.id)).toHaveLength(1);
    // She is now the practice's patient: found by name.
    expect((await search('carla')).map((p) => p.id)).toEqual([stranger.user.id]);

    const again = await req(asStaffOf(secretary, doctor.user.id), 'POST', '/api/staff/bookings', {
      serviceId: ECG.id,
      dateTime: romeIso('2026-05-13', '15:00'),
      patient: { kind: 'existing', id: patient.user.id },
    });
    expect(again.statusCode, again.body).toBe(409);

    // The verified patient gets the confirmation when the practice books for them.
    const forGiulia = await req({ cookie: doctor.cookie }, 'POST', '/api/staff/bookings', { serviceId: ECG.id, dateTime: romeIso('2026-05-14', '15:00'), patient: { kind: 'existing', id: patient.user.id } });
    expect(forGiulia.statusCode, forGiulia.body).toBe(201);
    const giuliaVisit = forGiulia.json<{ appointment: Appointment }>().appointment;
    const [mail] = await mailsOf('booked-patient', giuliaVisit.id);
    expect(mail?.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : null).toBe(patient.user.email);
    const [byDoctor] = await auditRows('appointment.book', giuliaVisit.id);
    expect([byDoctor?.actorId, byDoctor?.actorRole, byDoctor?.onBehalfOf]).toEqual([doctor.user.id, 'doctor', null]);
  });

  test('a new contact with name and phone only: no account, no e-mail; with an e-mail: the confirmation goes there', async () => {
    const headers = asStaffOf(secretary, doctor.user.id);
    const noMail = await req(headers, 'POST', '/api/staff/bookings', {
      serviceId: ECG.id,
      dateTime: romeIso('2026-05-15', '09:00'),
      notes: 'Chiamata del mattino',
      patient: { kind: 'new', nome: 'Pietro', cognome: 'Neri', phone: '+39 340 555 6666' },
    });
    expect(noMail.statusCode, noMail.body).toBe(201);
    const a = noMail.json<{ appointment: Appointment }>().appointment;
    expect(a.client).toMatchObject({ name: 'Pietro Neri', email: '', phone: '+39 340 555 6666' });
    const [contact] = await t.database.db.select().from(users).where(eq(users.id, a.patientId));
    expect(contact).toMatchObject({ isContact: true, contactOf: doctor.user.id, passwordHash: null, contactEmail: null, telefono: '+39 340 555 6666' });
    expect(contact?.email).toMatch(/@contatti\.invalid$/);
    expect(await mailsOf('booked-patient', a.id)).toHaveLength(0);
    // The visit's other e-mails (the doctor's, with its .ics) go out: a contact without an address is no ATTENDEE.
    const mailJobs = await t.database.db.select({ status: jobs.status, lastError: jobs.lastError }).from(jobs).where(eq(jobs.kind, 'appointment-mail'));
    expect(mailJobs.filter((j) => j.lastError !== null)).toEqual([]);
    // In /crm with the phone, never the placeholder address.
    const crm = (await req(headers, 'GET', '/api/crm/patients')).json<CrmPatientList>().patients.find((p) => p.clientId === a.patientId);
    expect(crm).toMatchObject({ name: 'Pietro Neri', email: '', phone: '+39 340 555 6666' });
    expect((await search('pietro')).map((p) => [p.kind, p.ofPractice])).toEqual([['contact', true]]);
    // Nor anywhere else the practice reads the contact: the search hit, the visit, the doctor's e-mail with its .ics.
    expect(JSON.stringify(await search('pietro'))).not.toContain('contatti.invalid');
    expect((await req(headers, 'GET', `/api/appointments/${a.id}`)).body).not.toContain('contatti.invalid');
    expect((await req(headers, 'GET', `/api/crm/patients/${a.patientId}`)).body).not.toContain('contatti.invalid');
    const [doctorMail] = await mailsOf('booked-doctor', a.id);
    expect(doctorMail).toBeDefined();
    expect(`${doctorMail?.text ?? ''}${String(doctorMail?.html)}${doctorMail?.attachments.map((x) => x.content.toString('utf8')).join('') ?? ''}`).not.toContain('contatti.invalid');

    const withMail = await req(headers, 'POST', '/api/staff/bookings', {
      serviceId: ECG.id,
      dateTime: romeIso('2026-05-15', '11:00'),
      patient: { kind: 'new', nome: 'Elena', cognome: 'Viola', phone: '+39 340 777 8888', email: 'Elena.Viola@example.it' },
    });
    expect(withMail.statusCode, withMail.body).toBe(201);
    const b = withMail.json<{ appointment: Appointment }>().appointment;
    const [mail] = await mailsOf('booked-patient', b.id);
    expect(mail?.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : null).toBe('elena.viola@example.it');
    const [entry] = await auditRows('appointment.book', b.id);
    expect(entry?.details).toEqual({ newContact: true });

    // The same phone or e-mail again: pick the existing record instead.
    const dup = await req(headers, 'POST', '/api/staff/bookings', { serviceId: ECG.id, dateTime: romeIso('2026-05-15', '13:00'), patient: { kind: 'new', nome: 'P', cognome: 'N', phone: '340 555 6666' } });
    expect([dup.statusCode, errorOf(dup)], dup.body).toEqual([409, 'Esiste già un paziente con questa e-mail o questo telefono: cercalo e selezionalo.']);
    // A refused booking leaves no contact behind.
    const taken = await req(headers, 'POST', '/api/staff/bookings', { serviceId: ECG.id, dateTime: romeIso('2026-05-15', '11:00'), patient: { kind: 'new', nome: 'Ugo', cognome: 'Verde', phone: '+39 340 999 0000' } });
    expect(taken.statusCode, taken.body).toBe(409);
    expect(await t.database.db.select().from(users).where(eq(users.telefono, '+39 340 999 0000'))).toEqual([]);
    const bad = await req(headers, 'POST', '/api/staff/bookings', { serviceId: ECG.id, dateTime: romeIso('2026-05-15', '16:00'), patient: { kind: 'new', nome: '', cognome: 'Verde', phone: 'abc' } });
    expect(bad.statusCode).toBe(400);

    // Elena signs up later and proves the same address: the visit becomes her account's.
    const elena = await registerPatient(t.app, { displayName: 'Elena Viola', email: 'elena.viola@example.it' });
    const token = await latestVerificationToken(t, 'elena.viola@example.it');
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } })).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(appointments).where(eq(appointments.id, b.id));
    expect(row?.patientId).toBe(elena.user.id);
    const mine = (await as(elena, 'GET', '/api/appointments?timeMin=2026-05-01T00:00:00Z&timeMax=2026-05-31T00:00:00Z')).json<AppointmentList>().appointments.map((x) => x.id);
    expect(mine).toEqual([b.id]);
    // Her access log names who booked it, for whom.
    const log = (await as(elena, 'GET', '/api/account/access-log')).json<AccessLogPage>().entries;
    expect(log.map((x) => [x.actorName, x.actorKind, x.action])).toContainEqual(['Paola Rosa, segreteria del Dott. Marco Bianchi', 'staff', 'appointment.book']);
  });

  test('a phone-only contact who later signs up with the same phone (and another e-mail) is NOT claimed: two records, the visit stays the contact’s', async () => {
    // What happens today (the brief's point 6; ADR 0036 'A contact claimed by phone number only … is not claimed automatically').
    const booked = await req(asStaffOf(secretary, doctor.user.id), 'POST', '/api/staff/bookings', {
      serviceId: ECG.id,
      dateTime: romeIso('2026-05-20', '09:00'),
      patient: { kind: 'new', nome: 'Bruno', cognome: 'Telefono', phone: '+39 348 246 8100' },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const visit = booked.json<{ appointment: Appointment }>().appointment;
    const bruno = await registerPatient(t.app, { displayName: 'Bruno Telefono', email: 'bruno.telefono@example.it' });
    const token = await latestVerificationToken(t, 'bruno.telefono@example.it');
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } })).statusCode).toBe(200);
    const phone = await as(bruno, 'PATCH', `/api/users/${bruno.user.id}`, { telefono: '348 246 8100' });
    expect(phone.statusCode, phone.body).toBe(200);

    // The visit stays the contact's: not in his list, and the contact row keeps the number.
    const [row] = await t.database.db.select({ patientId: appointments.patientId }).from(appointments).where(eq(appointments.id, visit.id));
    expect(row?.patientId).toBe(visit.patientId);
    expect((await as(bruno, 'GET', '/api/appointments?timeMin=2026-05-01T00:00:00Z&timeMax=2026-05-31T00:00:00Z')).json<AppointmentList>().appointments).toEqual([]);
    // The practice finds two people behind the one number, and cannot make a third.
    expect((await search('348 246 8100')).map((p) => [p.id, p.kind]).sort()).toEqual([[bruno.user.id, 'account'], [visit.patientId, 'contact']].sort());
    const again = await req(asStaffOf(secretary, doctor.user.id), 'POST', '/api/staff/bookings', { serviceId: ECG.id, dateTime: romeIso('2026-05-20', '11:00'), patient: { kind: 'new', nome: 'Bruno', cognome: 'Telefono', phone: '+39 348 246 8100' } });
    expect(again.statusCode).toBe(409);
  });

  test('the look-up by exact phone (search, a new contact’s duplicate check) is served by the phone index, not a scan of users', async () => {
    // The plans of the very conditions the search and the duplicate check run, on a users table of a real size
    // (5,000 patients with phones, added in a transaction that is rolled back): the planner's own choice by cost.
    const plans = { found: '', duplicate: '' };
    const rolledBack = await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`
          insert into users (id, role, name, display_name, email, userid, telefono)
          select 'carico-' || n, 'user', 'Paziente ' || n, 'Paziente ' || n, 'carico-' || n || '@example.it', 'carico-' || n, '+39 3' || lpad(n::text, 9, '0')
          from generate_series(1, 5000) as n`);
        await tx.execute(sql`analyze users`);
        const plan = async (where: SQL | undefined) => {
          const result = await tx.execute(sql`explain (costs off) ${tx.select({ id: users.id }).from(users).where(where).limit(10)}`);
          return rowsOf(result).map((r) => String(r['QUERY PLAN'])).join('\n');
        };
        const key = '3000004321';
        const email = 'x@example.it';
        const patients = and(eq(users.role, 'user'), isNull(users.erasedAt), eq(users.isDisabled, false));
        plans.found = await plan(and(patients, ne(users.id, doctor.user.id), phoneMatches(users.telefono, key)));
        plans.duplicate = await plan(and(eq(users.role, 'user'), isNull(users.erasedAt), or(and(eq(users.isContact, false), eq(users.email, email)), eq(users.contactEmail, email), phoneMatches(users.telefono, key))));
        tx.rollback();
      })
      .then(
        () => false,
        (error: unknown) => error instanceof TransactionRollbackError,
      );
    expect(rolledBack).toBe(true);
    expect(plans.found).toContain('users_telefono_digits_idx');
    expect(plans.found).not.toMatch(/Seq Scan|users_role_idx/);
    expect(plans.duplicate).toContain('users_telefono_digits_idx');
    expect(plans.duplicate).not.toMatch(/Seq Scan|users_role_idx/);
    expect(await t.database.db.select({ id: users.id }).from(users).where(eq(users.id, 'carico-1'))).toEqual([]);
  });

  test('a new contact booked with an Idempotency-Key and retried after a lost answer: the first answer again, one contact, one visit', async () => {
    const headers = { ...asStaffOf(secretary, doctor.user.id), 'idempotency-key': 'telefonata-rita-1' };
    const body = { serviceId: ECG.id, dateTime: romeIso('2026-05-19', '09:00'), notes: 'Ha chiamato dal paese', patient: { kind: 'new', nome: 'Rita', cognome: 'Gialli', phone: '+39 345 123 9876' } };
    const first = await req(headers, 'POST', '/api/staff/bookings', body);
    expect(first.statusCode, first.body).toBe(201);
    const booked = first.json<{ appointment: Appointment }>().appointment;

    const retried = await req(headers, 'POST', '/api/staff/bookings', body);
    expect(retried.statusCode, retried.body).toBe(201);
    expect(retried.json<{ appointment: Appointment }>().appointment).toEqual(booked);
    expect([first.headers['idempotent-replayed'], retried.headers['idempotent-replayed']]).toEqual([undefined, 'true']);
    // Without 'accesso clinico' the secretary's answers never carry the patient's notes, the first no more than the replay.
    expect(booked.notes).toBe('');
    // The doctor retrying the secretary's key for the same practice gets the same answer too.
    const byDoctor = await req({ cookie: doctor.cookie, 'idempotency-key': 'telefonata-rita-1' }, 'POST', '/api/staff/bookings', body);
    expect([byDoctor.statusCode, byDoctor.json<{ appointment: Appointment }>().appointment.id]).toEqual([201, booked.id]);
    expect(await t.database.db.select({ id: users.id }).from(users).where(eq(users.telefono, '+39 345 123 9876'))).toHaveLength(1);
    expect(await t.database.db.select({ id: appointments.id }).from(appointments).where(eq(appointments.patientId, booked.patientId))).toHaveLength(1);
    expect(await auditRows('appointment.book', booked.id)).toHaveLength(1);

    // The same key with another body: refused as the patient's own booking refuses it, nothing made.
    const other = await req(headers, 'POST', '/api/staff/bookings', { ...body, dateTime: romeIso('2026-05-19', '11:00') });
    expect([other.statusCode, errorOf(other)], other.body).toEqual([422, itBooking.booking.idempotencyMismatch]);
    // Another practice's key of the same name is another request: no replay of this practice's visit.
    const elsewhere = await req({ cookie: otherDoctor.cookie, 'idempotency-key': 'telefonata-rita-1' }, 'POST', '/api/staff/bookings', { ...body, patient: { ...body.patient, phone: '+39 345 000 1111' } });
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
    expect(elsewhere.json<{ appointment: Appointment }>().appointment.id).not.toBe(booked.id);
    expect(await t.database.db.select({ id: appointments.id }).from(appointments).where(eq(appointments.patientId, booked.patientId))).toHaveLength(1);
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
