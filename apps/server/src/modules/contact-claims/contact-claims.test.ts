import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Appointment, AppointmentList, CrmPatientList } from '@sanity/shared/schemas/appointments';
import type { AccessLogPage } from '@sanity/shared/schemas/audit';
import type { ContactClaimOfferList } from '@sanity/shared/schemas/contact-claims';
import type { DataExport } from '@sanity/shared/schemas/privacy';
import { itContactClaims } from '@sanity/shared/i18n/it-contact-claims';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ECG, romeIso } from '../../../test/booking';
import { registerPatient, type SignedIn, type TestApp } from '../../../test/helpers';
import { asStaffOf, makeStaff, STAFF_WORLD_START, staffCalls, staffWorld } from '../../../test/staff';
import { latestVerificationToken } from '../../../test/verification';
import { appointments } from '../../db/schema/appointments';
import { appointmentDocuments } from '../../db/schema/documents';
import { auditLog } from '../../db/schema/privacy';
import { users } from '../../db/schema/users';
import { createTestClock } from '../../lib/clock';

// ADR 0039: a practice's phone-only contact offered to the account that verified the same phone; moved only on 'Sì, sono io'.
const clock = createTestClock(STAFF_WORLD_START);
let t: TestApp;
let doctor: SignedIn;
let patient: SignedIn;
let secretary: SignedIn;

beforeAll(async () => {
  ({ t, doctor, patient } = await staffWorld(clock));
  secretary = await registerPatient(t.app, { displayName: 'Paola Rosa' });
  await makeStaff(t, doctor, secretary);
});
afterAll(() => t.close());

const { req, as, errorOf } = staffCalls(() => t);

/** The secretary books a new contact by phone (and maybe an e-mail) on 15 May at `hour`: the visit. */
async function bookContact(nome: string, cognome: string, phone: string, hour: string, email?: string): Promise<Appointment> {
  const booked = await req(asStaffOf(secretary, doctor.user.id), 'POST', '/api/staff/bookings', {
    serviceId: ECG.id,
    dateTime: romeIso('2026-05-15', hour),
    notes: 'Dolore al petto da due giorni',
    patient: { kind: 'new', nome, cognome, phone, ...(email ? { email } : {}) },
  });
  expect(booked.statusCode, booked.body).toBe(201);
  return booked.json<{ appointment: Appointment }>().appointment;
}

/** The newest code SMS to `e164` in the outbox (the due jobs run first). */
async function latestCode(e164: string): Promise<string> {
  await t.app.services.jobs.drain();
  const outbox = path.join(t.config.DATA_DIR, 'outbox');
  const files = (await readdir(outbox)).filter((f) => f.endsWith('.sms.txt') && f.includes('_phone-code-sms_')).sort();
  for (const file of files.reverse()) {
    const text = await readFile(path.join(outbox, file), 'utf8');
    if (text.startsWith(`To: ${e164}\n`)) return /è (\d{6})\./.exec(text)![1]!;
  }
  throw new Error(`no code SMS to ${e164}`);
}

/** `who` proves `phone` by the SMS code (issue 26); the clock moves past the wait between two codes. */
async function verifyPhone(who: SignedIn, phone: string, e164: string) {
  clock.advance(61_000);
  const asked = await as(who, 'POST', '/api/users/me/phone', { phone });
  expect(asked.statusCode, asked.body).toBe(202);
  const verified = await as(who, 'POST', '/api/users/me/phone/verify', { code: await latestCode(e164) });
  expect(verified.statusCode, verified.body).toBe(200);
}

const offersOf = async (who: SignedIn) => {
  const response = await as(who, 'GET', '/api/account/contact-claims');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ContactClaimOfferList>().offers;
};
const accept = (who: SignedIn, id: string) => as(who, 'POST', `/api/account/contact-claims/${id}/accept`);
const decline = (who: SignedIn, id: string) => as(who, 'POST', `/api/account/contact-claims/${id}/decline`);
const may = '?timeMin=2026-05-01T00:00:00Z&timeMax=2026-05-31T00:00:00Z';

describe('a phone-only contact claimed with a verified phone (ADR 0039)', () => {
  test('offered only with a verified matching phone; accept moves the visits, documents and log; /crm shows one patient; again is 409', async () => {
    const visit = await bookContact('Lucia', 'Verdi', '+39 348 100 2000', '09:00');
    const contactId = visit.patientId;
    // A document of the visit (the doctor's referto), as the upload leaves it.
    await t.database.db.insert(appointmentDocuments).values({
      id: 'doc-lucia', appointmentId: visit.id, kind: 'referto', title: 'Referto ECG', fileName: 'ecg.pdf', contentType: 'application/pdf', size: 10,
      storageKey: 'documents/doc-lucia', uploadedBy: 'doctor', doctorId: doctor.user.id, patientId: contactId, uploaderId: doctor.user.id, createdAt: clock.now(),
    });
    const lucia = await registerPatient(t.app, { displayName: 'Lucia Verdi', email: 'lucia.verdi@example.it' });
    const stranger = await registerPatient(t.app, { displayName: 'Piero Altri', email: 'piero.altri@example.it' });

    // No verified phone: nothing; a code asked but not given: nothing; another number verified: nothing.
    expect(await offersOf(lucia)).toEqual([]);
    clock.advance(61_000);
    expect((await as(lucia, 'POST', '/api/users/me/phone', { phone: '348 100 2000' })).statusCode).toBe(202);
    expect(await offersOf(lucia)).toEqual([]);
    await verifyPhone(lucia, '348 100 2999', '+393481002999');
    expect(await offersOf(lucia)).toEqual([]);
    expect([(await accept(lucia, contactId)).statusCode, errorOf(await accept(lucia, contactId))]).toEqual([404, itContactClaims.notFound]);

    await verifyPhone(lucia, '348 100 2000', '+393481002000');
    const listed = await as(lucia, 'GET', '/api/account/contact-claims');
    expect(listed.json<ContactClaimOfferList>().offers).toEqual([
      { id: contactId, contactName: 'Lucia Verdi', visits: 1 },
    ]);
    // Nothing clinical, nor whom or when (a shared phone may be someone else's): not the doctor, the date, the notes, the document, the service.
    expect(listed.body).not.toMatch(/Bianchi|2026-05-15|Dolore|Referto|ECG|contatti\.invalid/);

    // Another patient (no such phone) is offered nothing and cannot take it; nor without a session.
    expect(await offersOf(stranger)).toEqual([]);
    expect((await accept(stranger, contactId)).statusCode).toBe(404);
    expect((await decline(stranger, contactId)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/account/contact-claims' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: `/api/account/contact-claims/${contactId}/accept` })).statusCode).toBe(401);
    // The doctor (not a patient's account) may not claim.
    expect((await accept(doctor, contactId)).statusCode).toBe(403);

    const accepted = await accept(lucia, contactId);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ contactId, appointments: 1, documents: 1 });
    const [moved] = await t.database.db.select({ patientId: appointments.patientId }).from(appointments).where(eq(appointments.id, visit.id));
    expect(moved?.patientId).toBe(lucia.user.id);
    const [doc] = await t.database.db.select({ patientId: appointmentDocuments.patientId }).from(appointmentDocuments).where(eq(appointmentDocuments.id, 'doc-lucia'));
    expect(doc?.patientId).toBe(lucia.user.id);
    const [contact] = await t.database.db.select().from(users).where(eq(users.id, contactId));
    expect(contact?.claimedAt).toEqual(clock.now());
    expect((await as(lucia, 'GET', `/api/appointments${may}`)).json<AppointmentList>().appointments.map((a) => a.id)).toEqual([visit.id]);
    // Her log: who booked it (the entry about the contact moved), and that she claimed it (both ids).
    const log = (await as(lucia, 'GET', '/api/account/access-log')).json<AccessLogPage>().entries;
    expect(log.map((x) => [x.actorName, x.action])).toContainEqual(['Paola Rosa, segreteria del Dott. Marco Bianchi', 'appointment.book']);
    const claims = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'contact.claim'));
    expect(claims.map((c) => [c.actorId, c.subjectId, c.targetId, c.details])).toEqual([
      [lucia.user.id, lucia.user.id, contactId, { contactId, accountId: lucia.user.id, proof: 'phone', appointments: 1, documents: 1 }],
    ]);
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.subjectId, contactId))).toEqual([]);
    // The practice's /crm: one patient, the account.
    const crm = (await as(doctor, 'GET', '/api/crm/patients')).json<CrmPatientList>().patients.map((p) => p.clientId);
    expect(crm).toContain(lucia.user.id);
    expect(crm).not.toContain(contactId);

    // Again: 409 in Italian; no longer offered; nothing moves twice.
    const again = await accept(lucia, contactId);
    expect([again.statusCode, errorOf(again)]).toEqual([409, itContactClaims.alreadyClaimed]);
    expect(await offersOf(lucia)).toEqual([]);
    expect((await decline(lucia, contactId)).statusCode).toBe(409);
    // The export lists the answer.
    const exported = (await as(lucia, 'GET', '/api/account/export')).json<DataExport>();
    expect(exported.contactClaims).toEqual([{ contactId, decision: 'accepted', decidedAt: clock.now().toISOString() }]);
  });

  test('"Non sono io" hides the offer for good; a family sharing the phone: each answers for themselves, the first yes takes it', async () => {
    const visit = await bookContact('Nonno', 'Rossi', '+39 348 300 4000', '11:00');
    const daughter = await registerPatient(t.app, { displayName: 'Anna Rossi', email: 'anna.rossi@example.it' });
    const grandpa = await registerPatient(t.app, { displayName: 'Nonno Rossi', email: 'nonno.rossi@example.it' });
    await verifyPhone(daughter, '+39 348 300 4000', '+393483004000');
    await verifyPhone(grandpa, '348 300 4000', '+393483004000');
    expect((await offersOf(daughter)).map((o) => o.id)).toEqual([visit.patientId]);

    expect((await decline(daughter, visit.patientId)).statusCode).toBe(204);
    expect(await offersOf(daughter)).toEqual([]);
    expect((await decline(daughter, visit.patientId)).statusCode).toBe(204);
    expect((await accept(daughter, visit.patientId)).statusCode).toBe(404);
    const [row] = await t.database.db.select({ patientId: appointments.patientId }).from(appointments).where(eq(appointments.id, visit.id));
    expect(row?.patientId).toBe(visit.patientId);
    expect((await as(daughter, 'GET', '/api/account/export')).json<DataExport>().contactClaims).toEqual([{ contactId: visit.patientId, decision: 'declined', decidedAt: clock.now().toISOString() }]);

    // Her answer is hers: her father still sees it, and takes it; then nobody else is offered it.
    expect((await offersOf(grandpa)).map((o) => o.id)).toEqual([visit.patientId]);
    expect((await accept(grandpa, visit.patientId)).statusCode).toBe(200);
    expect((await as(grandpa, 'GET', `/api/appointments${may}`)).json<AppointmentList>().appointments.map((a) => a.id)).toEqual([visit.id]);
    const third = await registerPatient(t.app, { displayName: 'Zia Rossi', email: 'zia.rossi@example.it' });
    await verifyPhone(third, '348 300 4000', '+393483004000');
    expect(await offersOf(third)).toEqual([]);
    expect((await accept(third, visit.patientId)).statusCode).toBe(404);
  });

  test('a contact with another e-mail, an erased one, or a phone changed or removed: nothing offered', async () => {
    const withMail = await bookContact('Sara', 'Neri', '+39 348 500 6000', '13:00', 'sara.neri@example.it');
    const sara = await registerPatient(t.app, { displayName: 'Sara Neri', email: 'sara.altra@example.it' });
    await verifyPhone(sara, '348 500 6000', '+393485006000');
    // The address given belongs to the e-mail claim of its owner.
    expect(await offersOf(sara)).toEqual([]);
    expect((await accept(sara, withMail.patientId)).statusCode).toBe(404);
    // Her own address on the contact (not verified yet, so not claimed by it): offered.
    const own = await bookContact('Marta', 'Blu', '+39 348 700 8000', '15:00', 'marta.blu@example.it');
    const marta = await registerPatient(t.app, { displayName: 'Marta Blu', email: 'marta.blu@example.it' });
    await verifyPhone(marta, '348 700 8000', '+393487008000');
    expect((await offersOf(marta)).map((o) => o.id)).toEqual([own.patientId]);
    // The phone removed: nothing; verified again: offered again.
    expect((await as(marta, 'DELETE', '/api/users/me/phone')).statusCode).toBe(200);
    expect(await offersOf(marta)).toEqual([]);
    expect((await accept(marta, own.patientId)).statusCode).toBe(404);
    await verifyPhone(marta, '348 700 8000', '+393487008000');
    expect((await offersOf(marta)).map((o) => o.id)).toEqual([own.patientId]);
    // The contact erased: nothing.
    await t.database.db.update(users).set({ erasedAt: clock.now() }).where(eq(users.id, own.patientId));
    expect(await offersOf(marta)).toEqual([]);
    expect((await accept(marta, own.patientId)).statusCode).toBe(404);
  });

  test('the e-mail claim (ADR 0036) runs the same move and logs it too; the claimed contact is then offered to nobody', async () => {
    const visit = await bookContact('Elio', 'Gialli', '+39 348 900 1000', '16:00', 'elio.gialli@example.it');
    const elio = await registerPatient(t.app, { displayName: 'Elio Gialli', email: 'elio.gialli@example.it' });
    const token = await latestVerificationToken(t, 'elio.gialli@example.it');
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } })).statusCode).toBe(200);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, visit.patientId));
    expect(entry?.details).toEqual({ contactId: visit.patientId, accountId: elio.user.id, proof: 'email', appointments: 1, documents: 0 });
    const other = await registerPatient(t.app, { displayName: 'Altro Gialli', email: 'altro.gialli@example.it' });
    await verifyPhone(other, '348 900 1000', '+393489001000');
    expect(await offersOf(other)).toEqual([]);
    // Nothing of the other patient's is offered to anyone (Giulia has no verified phone).
    expect(await offersOf(patient)).toEqual([]);
  });
});
