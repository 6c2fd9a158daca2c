import type { Appointment, CrmPatientList, AppointmentList } from '@sanity/shared/schemas/appointments';
import type { AccessLogPage } from '@sanity/shared/schemas/audit';
import type { PatientHit } from '@sanity/shared/schemas/staff';
import { itBooking } from '@sanity/shared/i18n/it-booking';
import { and, eq, isNull, ne, or, sql, TransactionRollbackError, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { book, bookingPayload, ECG, romeIso } from '../../../test/booking';
import { registerPatient, type SignedIn, type TestApp } from '../../../test/helpers';
import { asStaffOf, makeStaff, STAFF_WORLD_START, staffCalls, staffWorld } from '../../../test/staff';
import { latestVerificationToken } from '../../../test/verification';
import { appointments } from '../../db/schema/appointments';
import { jobs } from '../../db/schema/jobs';
import { users } from '../../db/schema/users';
import { rowsOf } from '../../db/estimates';
import { createTestClock } from '../../lib/clock';
import { phoneMatches } from '../users/practice-contacts';

// Issue 30 point 4: staff (and the doctor) book for a patient who phoned; the practices of staff.test.ts.
const clock = createTestClock(STAFF_WORLD_START);
let t: TestApp;
let doctor: SignedIn;
let otherDoctor: SignedIn;
let patient: SignedIn;

beforeAll(async () => {
  ({ t, doctor, otherDoctor, patient } = await staffWorld(clock));
});
afterAll(() => t.close());

const { req, as, errorOf, mailsOf, auditRows } = staffCalls(() => t);

describe('booking on behalf of a patient who phoned (issue 30 point 4)', () => {
  let secretary: SignedIn;
  let stranger: SignedIn;
  beforeAll(async () => {
    secretary = await registerPatient(t.app, { displayName: 'Paola Rosa' });
    await makeStaff(t, doctor, secretary);
    stranger = await registerPatient(t.app, { displayName: 'Carla Sconosciuta', email: 'carla.sconosciuta@example.it' });
    await t.database.db.update(users).set({ telefono: '+39 347 111 2222' }).where(eq(users.id, stranger.user.id));
    // Giulia Rossi is a patient of this practice: she has booked with the doctor herself.
    const own = await book(t.app, patient, bookingPayload(doctor.user.id, romeIso('2026-05-06', '10:00')));
    expect(own.statusCode, own.body).toBe(201);
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
