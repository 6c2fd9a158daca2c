import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Appointment, CrmPatientDetail } from '@sanity/shared/schemas/appointments';
import type { AppointmentDocument, MyDocuments } from '@sanity/shared/schemas/documents';
import type { ServiceInput } from '@sanity/shared/schemas/practice';
import type { DataExport } from '@sanity/shared/schemas/privacy';
import { and, eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { book, bookingPayload, openPractice, romeIso, VISIT } from '../../../test/booking';
import { createAndLogin, createTestApp, patientSpec, registerDoctor, registerPatient, type SignedIn, type TestApp } from '../../../test/helpers';
import { exeBytes, minimalPdf, multipartForm, pngBytes } from '../../../test/upload-fixtures';
import { markEmailVerified } from '../../../test/verification';
import { appointmentDocuments } from '../../db/schema/documents';
import { auditLog } from '../../db/schema/privacy';
import { createTestClock } from '../../lib/clock';

// Issue 29 at fixed instants of the injected clock: Monday 4 May 2026, 10:00 in Rome.
const clock = createTestClock('2026-05-04T08:00:00Z');
const ONLINE: ServiceInput = { ...VISIT, id: 'cardiologia_1767225600010', name: 'Controllo online', customFields: [], mode: 'online' };
const MB = 1024 * 1024;
let t: TestApp;
let doctor: SignedIn;
let otherDoctor: SignedIn;
let patient: SignedIn;
let otherPatient: SignedIn;
let admin: SignedIn;
let visit: Appointment;
let pdf: Buffer;

beforeAll(async () => {
  // A 1 MB quota, so that the quota's 413 needs no large file.
  t = await createTestApp({ clock, env: { UPLOAD_QUOTA_MB: '1', PUBLIC_URL: 'https://sanity.example.it', SESSION_IDLE_DAYS: '365', SESSION_TTL_DAYS: '365' } });
  doctor = await registerDoctor(t.app, { displayName: 'Dott. Marco Bianchi' });
  otherDoctor = await registerDoctor(t.app, { displayName: 'Laura Esposito' });
  patient = await registerPatient(t.app, { displayName: 'Giulia Rossi' });
  otherPatient = await registerPatient(t.app, { displayName: 'Anna Verdi' });
  admin = await createAndLogin(t.app, patientSpec({ displayName: 'Anna Admin', admin: 1 }));
  await markEmailVerified(t, patient.user.id);
  await openPractice(t.app, doctor, [ONLINE]);
  const booked = await book(t.app, patient, bookingPayload(doctor.user.id, romeIso('2026-05-11', '10:00'), { serviceId: ONLINE.id, customFields: {} }));
  expect(booked.statusCode, booked.body).toBe(201);
  visit = booked.json<{ appointment: Appointment }>().appointment;
  pdf = minimalPdf();
});
afterAll(() => t.close());

type Who = SignedIn | null;
const headersOf = (who: Who) => (who ? { cookie: who.cookie } : {});
function upload(who: Who, fields: Array<[string, string]>, file: Parameters<typeof multipartForm>[1], appointmentId = visit.id) {
  const form = multipartForm(fields, file);
  return t.app.inject({ method: 'POST', url: `/api/appointments/${appointmentId}/documents`, headers: { ...form.headers, ...headersOf(who) }, payload: form.payload });
}
const list = (who: Who) => t.app.inject({ method: 'GET', url: `/api/appointments/${visit.id}/documents`, headers: headersOf(who) });
const file = (who: Who, id: string) => t.app.inject({ method: 'GET', url: `/api/documents/${id}/file`, headers: headersOf(who) });
const reads = (actorId: string, action: string) =>
  t.database.db.select().from(auditLog).where(and(eq(auditLog.actorId, actorId), eq(auditLog.action, action), eq(auditLog.subjectId, patient.user.id)));
async function uploaded(who: SignedIn, kind: string, title: string, data: Buffer = pdf, fileName = 'referto.pdf'): Promise<AppointmentDocument> {
  const response = await upload(who, [['title', title], ['kind', kind]], { fileName, contentType: 'application/pdf', data });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AppointmentDocument>();
}

describe('adding documents', () => {
  test('the patient attaches before the visit, the doctor a referto; each only their own kinds', async () => {
    clock.set('2026-05-04T08:00:00Z');
    const own = await uploaded(patient, 'paziente', 'Esami del sangue di aprile', await pngBytes(), 'esami.png');
    expect(own).toMatchObject({ kind: 'paziente', uploadedBy: 'patient', contentType: 'image/png', fileName: 'esami.png', isNew: false, appointmentId: visit.id });
    clock.advance(60_000);
    const report = await uploaded(doctor, 'referto', 'Referto della visita');
    expect(report).toMatchObject({ kind: 'referto', uploadedBy: 'doctor', contentType: 'application/pdf', size: pdf.length });

    const wrongForPatient = await upload(patient, [['title', 'Una ricetta'], ['kind', 'prescrizione']], { fileName: 'a.pdf', data: pdf });
    expect(wrongForPatient.statusCode).toBe(422);
    const wrongForDoctor = await upload(doctor, [['kind', 'paziente'], ['title', 'Per conto del paziente']], { fileName: 'a.pdf', data: pdf });
    expect(wrongForDoctor.statusCode).toBe(422);
    const shortTitle = await upload(doctor, [['title', 'X'], ['kind', 'referto']], { fileName: 'a.pdf', data: pdf });
    expect(shortTitle.statusCode).toBe(400);
    expect(shortTitle.json()).toMatchObject({ error: { message: 'Il titolo deve avere tra 2 e 120 caratteri.' } });
    const byAdmin = await upload(admin, [['title', 'Documento'], ['kind', 'referto']], { fileName: 'a.pdf', data: pdf });
    expect(byAdmin.statusCode).toBe(403);
    expect((await upload(otherDoctor, [['title', 'Documento'], ['kind', 'referto']], { fileName: 'a.pdf', data: pdf })).statusCode).toBe(404);
    expect((await upload(null, [['title', 'Documento'], ['kind', 'referto']], { fileName: 'a.pdf', data: pdf })).statusCode).toBe(401);
  });

  test('checked by content: an executable named .pdf is 415; over the quota 413; the patient after the visit 422', async () => {
    clock.set('2026-05-04T08:00:00Z');
    const exe = await upload(doctor, [['title', 'Referto'], ['kind', 'referto']], { fileName: 'referto.pdf', contentType: 'application/pdf', data: exeBytes() });
    expect(exe.statusCode).toBe(415);
    expect(exe.json()).toMatchObject({ error: { message: 'Sono ammessi solo file PDF, JPEG, PNG o WebP.' } });
    const big = await upload(doctor, [['title', 'Referto lungo'], ['kind', 'referto']], { fileName: 'lungo.pdf', data: { head: pdf, size: 1.2 * MB } });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ error: { code: 'resource-exhausted' } });

    clock.set(visit.endDateTime);
    const late = await upload(patient, [['title', 'Una foto'], ['kind', 'paziente']], { fileName: 'foto.png', data: await pngBytes() });
    expect(late.statusCode).toBe(422);
    expect(late.json()).toMatchObject({ error: { message: 'La visita è terminata: non è più possibile allegare documenti a questo appuntamento.' } });
    // The doctor still adds after the visit (the referto comes after it).
    await uploaded(doctor, 'prescrizione', 'Prescrizione');
  });

  test('the patient’s e-mail says who and which day, never the title', async () => {
    await t.app.services.jobs.drain();
    const dir = path.join(t.config.DATA_DIR, 'outbox');
    const files = (await readdir(dir)).filter((f) => f.includes('_document-added_'));
    expect(files.length).toBe(2);
    for (const name of files) {
      const mail = await simpleParser(await readFile(path.join(dir, name)));
      expect(JSON.stringify(mail.to)).toContain(patient.user.email);
      expect(mail.text).toContain('Dott. Marco Bianchi ha aggiunto un documento alla tua visita del 11 maggio 2026.');
      expect(mail.text).toContain('Apri i tuoi documenti: https://sanity.example.it/documenti');
      for (const secret of ['Referto della visita', 'Prescrizione', 'prescrizione', 'referto', 'Controllo online']) {
        expect(`${mail.subject}\n${mail.text}\n${String(mail.html)}`).not.toContain(secret);
      }
    }
  });

  test('a cancelled appointment takes no document, from its doctor nor its patient (422)', async () => {
    clock.set('2026-05-04T08:00:00Z');
    const booked = await book(t.app, otherPatient, bookingPayload(doctor.user.id, romeIso('2026-05-12', '10:00'), { serviceId: ONLINE.id, customFields: {} }));
    expect(booked.statusCode, booked.body).toBe(201);
    const cancelledId = booked.json<{ appointment: Appointment }>().appointment.id;
    const cancel = await t.app.inject({ method: 'POST', url: `/api/appointments/${cancelledId}/cancel`, headers: headersOf(otherPatient), payload: {} });
    expect(cancel.statusCode, cancel.body).toBe(200);
    for (const [who, kind] of [[doctor, 'referto'], [otherPatient, 'paziente']] as const) {
      const refused = await upload(who, [['title', 'Documento'], ['kind', kind]], { fileName: 'a.pdf', data: pdf }, cancelledId);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ error: { message: 'Non è possibile allegare documenti a un appuntamento annullato.' } });
    }
    expect(await t.database.db.select().from(appointmentDocuments).where(eq(appointmentDocuments.appointmentId, cancelledId))).toEqual([]);
  });
});

describe('who sees them', () => {
  test('the list: its doctor, its patient and an admin (logged); anyone else 404, signed out 401', async () => {
    const asDoctor = await list(doctor);
    expect(asDoctor.statusCode).toBe(200);
    const docs = asDoctor.json<AppointmentDocument[]>();
    expect(docs.map((d) => [d.title, d.isNew])).toEqual([
      ['Esami del sangue di aprile', true],
      ['Referto della visita', false],
      ['Prescrizione', false],
    ]);
    expect((await list(patient)).json<AppointmentDocument[]>().every((d) => !d.isNew)).toBe(true);
    expect((await list(otherDoctor)).statusCode).toBe(404);
    expect((await list(otherPatient)).statusCode).toBe(404);
    expect((await list(null)).statusCode).toBe(401);
    expect(await reads(admin.user.id, 'document.list.read')).toHaveLength(0);
    expect((await list(admin)).statusCode).toBe(200);
    expect(await reads(admin.user.id, 'document.list.read')).toHaveLength(1);
  });

  test('the file: an attachment with the sandbox; the doctor’s and the admin’s reads in the patient’s access log; the doctor’s first read clears Nuovo', async () => {
    const [own, report] = (await list(patient)).json<AppointmentDocument[]>();
    const asPatient = await file(patient, report!.id);
    expect(asPatient.statusCode).toBe(200);
    expect(asPatient.rawPayload.equals(pdf)).toBe(true);
    expect(asPatient.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-security-policy': 'sandbox',
      'cache-control': 'private, no-store',
    });
    expect(asPatient.headers['content-disposition']).toMatch(/^attachment; filename="referto\.pdf"/);
    expect(await reads(patient.user.id, 'document.read')).toHaveLength(0);

    expect((await file(doctor, own!.id)).statusCode).toBe(200);
    const logged = await reads(doctor.user.id, 'document.read');
    expect(logged).toMatchObject([{ actorRole: 'doctor', targetId: visit.id, details: { documentId: own!.id } }]);
    expect((await list(doctor)).json<AppointmentDocument[]>()[0]!.isNew).toBe(false);
    expect((await file(admin, own!.id)).statusCode).toBe(200);
    expect(await reads(admin.user.id, 'document.read')).toMatchObject([{ actorRole: 'admin' }]);
    const log = await t.app.inject({ method: 'GET', url: '/api/account/access-log', headers: headersOf(patient) });
    expect(log.body).toContain('Consultazione di un documento della visita');

    for (const who of [otherDoctor, otherPatient]) expect((await file(who, own!.id)).statusCode).toBe(404);
    expect((await file(null, own!.id)).statusCode).toBe(401);
    // Never through the public /media route.
    const key = `documents/${visit.id}/${own!.id}.png`;
    expect((await t.app.services.uploads.stat(key)) !== null).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/media/${key}` })).statusCode).toBe(404);
  });

  test('GET /api/documents: the patient’s own, newest first, with doctor and visit; the /crm history carries them', async () => {
    const mine = (await t.app.inject({ method: 'GET', url: '/api/documents', headers: headersOf(patient) })).json<MyDocuments>();
    expect(mine.documents.map((d) => [d.title, d.doctorName, d.appointmentStartsAt, d.serviceName])).toEqual([
      ['Prescrizione', 'Dott. Marco Bianchi', visit.dateTime, 'Controllo online'],
      ['Referto della visita', 'Dott. Marco Bianchi', visit.dateTime, 'Controllo online'],
      ['Esami del sangue di aprile', 'Dott. Marco Bianchi', visit.dateTime, 'Controllo online'],
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/documents', headers: headersOf(otherPatient) })).json()).toEqual({ documents: [] });
    const crm = await t.app.inject({ method: 'GET', url: `/api/crm/patients/${patient.user.id}`, headers: headersOf(doctor) });
    expect(crm.json<CrmPatientDetail>().documents.map((d) => d.title)).toEqual(['Esami del sangue di aprile', 'Referto della visita', 'Prescrizione']);
  });

  test('only the uploader deletes (204); the file goes from the storage', async () => {
    const [own, report] = (await list(patient)).json<AppointmentDocument[]>();
    const remove = (who: SignedIn, id: string) => t.app.inject({ method: 'DELETE', url: `/api/documents/${id}`, headers: headersOf(who) });
    expect((await remove(patient, report!.id)).statusCode).toBe(404);
    expect((await remove(doctor, own!.id)).statusCode).toBe(404);
    expect((await remove(doctor, report!.id)).statusCode).toBe(204);
    expect((await file(doctor, report!.id)).statusCode).toBe(404);
    expect(await t.app.services.uploads.stat(`documents/${visit.id}/${report!.id}.pdf`)).toBeNull();
  });
});

describe('family members (issue 30)', () => {
  test('GET /api/documents names whose visit each document is: the member’s, or the holder’s own (familyMemberId null)', async () => {
    clock.set('2026-05-04T08:00:00Z');
    const holder = await registerPatient(t.app, { displayName: 'Maria Rossi', nome: 'Maria', cognome: 'Rossi' });
    await markEmailVerified(t, holder.user.id);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/family',
      headers: headersOf(holder),
      payload: { nome: 'Luca', cognome: 'Rossi', birthDate: '2015-06-12', relationship: 'figlio' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const luca = added.json<{ member: { id: string } }>().member;
    const bookFor = async (time: string, familyMemberId?: string) => {
      const response = await book(t.app, holder, bookingPayload(doctor.user.id, romeIso('2026-05-13', time), { serviceId: ONLINE.id, customFields: {}, ...(familyMemberId ? { familyMemberId } : {}) }));
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ appointment: Appointment }>().appointment;
    };
    const lucasVisit = await bookFor('10:00', luca.id);
    const ownVisit = await bookFor('11:00');
    expect((await upload(doctor, [['title', 'Referto di Luca'], ['kind', 'referto']], { fileName: 'a.pdf', data: pdf }, lucasVisit.id)).statusCode).toBe(201);
    clock.advance(60_000);
    expect((await upload(doctor, [['title', 'Referto di Maria'], ['kind', 'referto']], { fileName: 'b.pdf', data: pdf }, ownVisit.id)).statusCode).toBe(201);

    const mine = (await t.app.inject({ method: 'GET', url: '/api/documents', headers: headersOf(holder) })).json<MyDocuments>();
    expect(mine.documents.map((d) => [d.title, d.personSeen])).toEqual([
      ['Referto di Maria', ownVisit.personSeen],
      ['Referto di Luca', lucasVisit.personSeen],
    ]);
    // The same person as the appointment's answer says, by the same rule.
    expect(lucasVisit.personSeen).toEqual({ familyMemberId: luca.id, name: 'Luca Rossi', relationship: 'figlio', relationshipLabel: 'Figlio', birthDate: '2015-06-12' });
    expect(ownVisit.personSeen.familyMemberId).toBeNull();
  });
});

describe('privacy', () => {
  test('the export lists the documents with their download link; the erasure deletes them and their files', async () => {
    const exported = (await t.app.inject({ method: 'GET', url: '/api/account/export', headers: headersOf(patient) })).json<DataExport>();
    expect(exported.documents.map((d) => [d.title, d.uploadedBy, d.url])).toEqual(
      (await list(patient)).json<AppointmentDocument[]>().map((d) => [d.title, d.uploadedBy, `https://sanity.example.it/api/documents/${d.id}/file`]),
    );
    const html = (await t.app.inject({ method: 'GET', url: '/api/account/export?format=html', headers: headersOf(patient) })).body;
    expect(html).toContain('Documenti delle visite');
    // The patient's own upload is a document, not a /media file of the account (which /media would not serve).
    expect(exported.documents.some((d) => d.uploadedBy === 'patient')).toBe(true);
    expect(exported.files.filter((f) => f.url.includes('documents/'))).toEqual([]);
    expect(html).toContain(`href="https://sanity.example.it/api/documents/${exported.documents[0]!.id}/file"`);

    const keys = exported.documents.map((d) => `documents/${visit.id}/${d.id}.${d.contentType === 'image/png' ? 'png' : 'pdf'}`);
    for (const key of keys) expect(await t.app.services.uploads.stat(key)).not.toBeNull();
    const erased = await t.app.inject({ method: 'DELETE', url: '/api/account', headers: headersOf(patient), payload: { currentPassword: 'Paziente123!' } });
    expect(erased.statusCode, erased.body).toBe(204);
    await t.app.services.jobs.drain();
    for (const key of keys) expect(await t.app.services.uploads.stat(key)).toBeNull();
    expect((await list(doctor)).json()).toEqual([]);
  });

  test('24 months after being added the retention task deletes a document and its file', async () => {
    clock.set('2026-05-04T08:00:00Z');
    const booked = await book(t.app, otherPatient, bookingPayload(doctor.user.id, romeIso('2026-05-12', '10:00'), { serviceId: ONLINE.id, customFields: {} }));
    const other = booked.json<{ appointment: Appointment }>().appointment;
    const report = await upload(doctor, [['title', 'Referto'], ['kind', 'referto']], { fileName: 'referto.pdf', data: pdf }, other.id);
    expect(report.statusCode, report.body).toBe(201);
    const key = `documents/${other.id}/${report.json<AppointmentDocument>().id}.pdf`;
    await t.app.services.retention.run(new Date(Date.parse('2026-05-04T08:00:00Z') + 729 * 86_400_000));
    expect(await t.app.services.uploads.stat(key)).not.toBeNull();
    await t.app.services.retention.run(new Date(Date.parse('2026-05-04T08:00:00Z') + 731 * 86_400_000));
    expect(await t.app.services.uploads.stat(key)).toBeNull();
    // (The run at that date also ended every session: the row is read straight from the table.)
    expect(await t.database.db.select().from(appointmentDocuments).where(eq(appointmentDocuments.appointmentId, other.id))).toEqual([]);
  });
});
