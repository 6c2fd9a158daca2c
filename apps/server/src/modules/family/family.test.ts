import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Appointment, CrmPatient, CrmPatientDetail, CrmPatientList } from '@sanity/shared/schemas/appointments';
import type { FamilyHandoverResult, FamilyMember, FamilyMemberList } from '@sanity/shared/schemas/family';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { book, bookingPayload, openPractice, romeIso } from '../../../test/booking';
import { createTestApp, registerDoctor, registerPatient, type SignedIn, type TestApp } from '../../../test/helpers';
import { markEmailVerified } from '../../../test/verification';
import { createTestClock } from '../../lib/clock';

// Issue 30 points 1 and 2: a holder's family members, booking for them, what the doctor sees, the hand-over at 18.
const clock = createTestClock('2026-03-02T09:00:00Z'); // Monday 2 March 2026, 10:00 in Rome
let t: TestApp;
let doctor: SignedIn;
let holder: SignedIn;
let otherHolder: SignedIn;

beforeAll(async () => {
  // One upcoming visit per person with a doctor: the cap counts each member apart from the holder.
  t = await createTestApp({ clock, env: { BOOKINGS_PER_DOCTOR_MAX: '1' } });
  doctor = await registerDoctor(t.app, { displayName: 'Marco Bianchi' });
  holder = await registerPatient(t.app, { displayName: 'Maria Rossi', nome: 'Maria', cognome: 'Rossi' });
  otherHolder = await registerPatient(t.app, { displayName: 'Paolo Verdi' });
  await markEmailVerified(t, holder.user.id, doctor.user.id);
  await openPractice(t.app, doctor);
});
afterAll(() => t.close());

const req = (who: SignedIn | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, ...(payload ? { payload } : {}) });
const LUCA = { nome: 'Luca', cognome: 'Rossi', birthDate: '2015-06-12', relationship: 'figlio', codiceFiscale: 'rsslcu15h12h501s' };
const SOFIA = { nome: 'Sofia', cognome: 'Rossi', birthDate: '2008-03-10', relationship: 'figlia', codiceFiscale: '' };

async function addMember(who: SignedIn, input: object): Promise<FamilyMember> {
  const response = await req(who, 'POST', '/api/family', input);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ member: FamilyMember }>().member;
}

/** The e-mails of one kind sent so far (runs the due jobs first), newest last. */
async function mails(kind: string) {
  await t.app.services.jobs.drain();
  const outbox = path.join(t.config.DATA_DIR, 'outbox');
  const files = (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.includes(`_${kind}_`)).sort();
  return Promise.all(files.map(async (f) => simpleParser(await readFile(path.join(outbox, f)))));
}

describe('the holder’s family members: CRUD and the codice fiscale', () => {
  test('adds, lists, reads and changes a member; the codice fiscale is stored upper case', async () => {
    const luca = await addMember(holder, LUCA);
    expect(luca).toMatchObject({ fullName: 'Luca Rossi', codiceFiscale: 'RSSLCU15H12H501S', relationshipLabel: 'Figlio', isAdult: false, adultFrom: '2033-06-12', state: 'active', appointmentCount: 0 });
    const list = await req(holder, 'GET', '/api/family');
    expect(list.json<FamilyMemberList>().members.map((m) => m.id)).toContain(luca.id);
    const changed = await req(holder, 'PUT', `/api/family/${luca.id}`, { ...LUCA, codiceFiscale: '' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<{ member: FamilyMember }>().member.codiceFiscale).toBeNull();
    expect((await req(holder, 'DELETE', `/api/family/${luca.id}`)).statusCode).toBe(204);
    expect((await req(holder, 'GET', `/api/family/${luca.id}`)).statusCode).toBe(404);
  });

  test.each([
    ['RSSLCU15H12H50', 'Il codice fiscale ha 16 caratteri'],
    ['RSSLCU15H12H501X', 'carattere di controllo'],
    ['BNCLCU15H12H501?', 'Il codice fiscale ha 16 caratteri'],
    // A valid code of another person: Marco Verdi, 1 January 2010.
    ['VRDMRC10A01F839B', 'Il codice fiscale non corrisponde al cognome indicato.'],
  ])('refuses %s with a clear Italian message on the field', async (cf, message) => {
    const response = await req(holder, 'POST', '/api/family', { ...LUCA, codiceFiscale: cf });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: { code: string; message: string; fields?: Record<string, string> } }>();
    expect(body.error.fields?.codiceFiscale ?? body.error.message).toContain(message);
  });

  test('the code must agree with the name, the date of birth and the sex the relationship implies', async () => {
    const cases: Array<[object, string]> = [
      [{ ...LUCA, nome: 'Marco' }, 'Il codice fiscale non corrisponde al nome indicato.'],
      [{ ...LUCA, birthDate: '2015-06-13' }, 'Il codice fiscale non corrisponde alla data di nascita indicata.'],
      [{ ...LUCA, relationship: 'figlia' }, 'Il codice fiscale è di una persona di sesso diverso da quello della relazione «Figlia».'],
      // Sofia's code (day 50 = 10 + 40: a woman) for a 'figlio'.
      [{ ...SOFIA, relationship: 'figlio', codiceFiscale: 'RSSSFO08C50F205W' }, 'Il codice fiscale è di una persona di sesso diverso da quello della relazione «Figlio».'],
    ];
    for (const [input, message] of cases) {
      const response = await req(holder, 'POST', '/api/family', input);
      expect(response.statusCode, JSON.stringify(input)).toBe(400);
      expect(JSON.stringify(response.json())).toContain(message);
    }
    // The same code with an omocodia letter in place of a digit (L for 0) is the same person.
    const omocode = await req(holder, 'POST', '/api/family', { ...SOFIA, codiceFiscale: 'RSSSFOL8C50F205Z' });
    expect(omocode.statusCode, omocode.body).toBe(201);
    await req(holder, 'DELETE', `/api/family/${omocode.json<{ member: FamilyMember }>().member.id}`);
    expect((await req(holder, 'POST', '/api/family', { ...SOFIA, codiceFiscale: 'RSSSFO08C50F205W' })).statusCode).toBe(201);
  });

  test('a date of birth after today, a missing name, a doctor adding members: refused', async () => {
    const future = await req(holder, 'POST', '/api/family', { ...SOFIA, birthDate: '2026-03-03' });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ error: { message: 'La data di nascita non può essere nel futuro.' } });
    const noName = await req(holder, 'POST', '/api/family', { ...SOFIA, nome: ' ' });
    expect(noName.statusCode).toBe(400);
    expect(JSON.stringify(noName.json())).toContain('Indica il nome.');
    expect((await req(doctor, 'POST', '/api/family', SOFIA)).statusCode).toBe(403);
    expect((await req(null, 'GET', '/api/family')).statusCode).toBe(401);
  });

  test('another holder sees nothing and changes nothing (404)', async () => {
    const member = await addMember(holder, { ...LUCA, codiceFiscale: '' });
    for (const [method, url, body] of [
      ['GET', `/api/family/${member.id}`, undefined],
      ['PUT', `/api/family/${member.id}`, LUCA],
      ['DELETE', `/api/family/${member.id}`, undefined],
      ['POST', `/api/family/${member.id}/invitation`, { email: 'x@example.it' }],
    ] as const) {
      const response = await req(otherHolder, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toMatchObject({ error: { message: 'Familiare non trovato.' } });
    }
    expect((await req(otherHolder, 'GET', '/api/family')).json<FamilyMemberList>().members).toEqual([]);
    expect((await book(t.app, otherHolder, bookingPayload(doctor.user.id, romeIso('2026-03-04', '09:00'), { familyMemberId: member.id }))).statusCode).toBe(404);
    await req(holder, 'DELETE', `/api/family/${member.id}`);
  });
});

describe('booking for a member: the appointment, the doctor’s views, /crm, the audit log, the e-mails', () => {
  let luca: FamilyMember;
  let visit: Appointment;
  beforeAll(async () => {
    clock.set('2026-03-02T09:00:00Z');
    luca = await addMember(holder, LUCA);
    const response = await book(
      t.app,
      holder,
      bookingPayload(doctor.user.id, romeIso('2026-03-05', '10:00'), {
        familyMemberId: luca.id,
        customerInfo: { name: 'Maria Rossi', email: holder.user.email, phone: '+39 333 111 2222', notes: '' },
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    visit = response.json<{ appointment: Appointment }>().appointment;
    // The holder's own visit with the same doctor.
    expect((await book(t.app, holder, bookingPayload(doctor.user.id, romeIso('2026-03-05', '11:00'), { customerInfo: { name: 'Maria Rossi', email: holder.user.email, phone: '', notes: '' } }))).statusCode).toBe(201);
  });

  test('the appointment names the person seen and, apart, the holder as contact; patient_id stays the holder', async () => {
    expect(visit.personSeen).toEqual({ familyMemberId: luca.id, name: 'Luca Rossi', relationship: 'figlio', relationshipLabel: 'Figlio', birthDate: '2015-06-12' });
    expect(visit.contact).toMatchObject({ userId: holder.user.id, name: 'Maria Rossi', email: holder.user.email });
    expect(visit.patientId).toBe(holder.user.id);
    const mine = (await req(holder, 'GET', '/api/appointments')).json<{ appointments: Appointment[] }>().appointments;
    expect(mine.find((a) => a.id === visit.id)?.personSeen.name).toBe('Luca Rossi');
    expect(mine.filter((a) => a.personSeen.familyMemberId === null)).toHaveLength(1);
  });

  test('the doctor’s agenda and details show the member, with the intake answers; the read is logged for the holder', async () => {
    const agenda = (await req(doctor, 'GET', `/api/appointments/professional?timeMin=${romeIso('2026-03-05', '00:00')}&timeMax=${romeIso('2026-03-06', '00:00')}`)).json<{ appointments: Appointment[] }>();
    expect(agenda.appointments.find((a) => a.id === visit.id)).toMatchObject({ otherParty: { name: 'Luca Rossi' }, personSeen: { name: 'Luca Rossi' }, contact: { name: 'Maria Rossi' } });
    const one = (await req(doctor, 'GET', `/api/appointments/${visit.id}`)).json<{ appointment: Appointment }>().appointment;
    expect(one.customFields.length).toBeGreaterThan(0);
    const log = await t.app.services.audit.adminLog({ limit: 20, subjectId: holder.user.id, action: 'appointment.read' });
    expect(log.entries[0]).toMatchObject({ actor: { id: doctor.user.id }, targetId: visit.id, details: { familyMemberId: luca.id } });
    const access = await t.app.services.audit.accessLog(holder.user.id, { limit: 20 });
    expect(access.entries.some((e) => e.action === 'appointment.read')).toBe(true);
  });

  test('/crm lists the member as a patient of their own with the holder as contact; their history is only theirs', async () => {
    const list = (await req(doctor, 'GET', '/api/crm/patients')).json<CrmPatientList>().patients;
    const child = list.find((p) => p.clientId === luca.id);
    const mother = list.find((p) => p.clientId === holder.user.id);
    expect(child).toMatchObject<Partial<CrmPatient>>({ kind: 'family_member', name: 'Luca Rossi', familyMemberId: luca.id, birthDate: '2015-06-12', relationshipLabel: 'Figlio', appointmentCount: 1, email: holder.user.email });
    expect(child?.contact).toMatchObject({ userId: holder.user.id, name: 'Maria Rossi' });
    expect(mother).toMatchObject({ kind: 'account', name: 'Maria Rossi', appointmentCount: 1, contact: null });
    const detail = await req(doctor, 'GET', `/api/crm/patients/${luca.id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json<CrmPatientDetail>().appointments.map((a) => a.id)).toEqual([visit.id]);
    const own = (await req(doctor, 'GET', `/api/crm/patients/${holder.user.id}`)).json<CrmPatientDetail>();
    expect(own.appointments.map((a) => a.id)).not.toContain(visit.id);
    const log = await t.app.services.audit.adminLog({ limit: 20, subjectId: holder.user.id, action: 'crm.patient.read' });
    expect(log.entries.some((e) => e.targetId === luca.id && e.details.familyMemberId === luca.id)).toBe(true);
    // Another doctor has no such patient.
    const other = await registerDoctor(t.app, { displayName: 'Laura Esposito' });
    expect((await req(other, 'GET', `/api/crm/patients/${luca.id}`)).statusCode).toBe(404);
  });

  test('the e-mails say whose visit it is: the holder’s copy “per Luca Rossi”, the doctor’s with the holder as contact', async () => {
    const patientMail = (await mails('booked-patient')).find((m) => m.text?.includes('Luca Rossi'));
    expect(patientMail?.subject).toContain('per Luca Rossi');
    expect(patientMail?.text).toContain("l'appuntamento di Luca Rossi con");
    const doctorMail = (await mails('booked-doctor')).find((m) => m.text?.includes('Luca Rossi'));
    expect(doctorMail?.text).toContain('Luca Rossi (figlio)');
    expect(doctorMail?.text).toMatch(/Contatto: Maria Rossi </);
    // The intake answers are the member's: labelled so.
    expect(doctorMail?.text).toContain('Risposte per Luca Rossi:');
  });

  test('the booking cap counts per person: the holder and her son each have their one visit, a second for him is refused', async () => {
    const again = await book(t.app, holder, bookingPayload(doctor.user.id, romeIso('2026-03-06', '10:00'), { familyMemberId: luca.id }));
    expect(again.statusCode).toBe(409);
  });

  test('the ICS feed names the member; a member with visits cannot be deleted', async () => {
    expect((await req(holder, 'DELETE', `/api/family/${luca.id}`)).json()).toMatchObject({ error: { message: 'Questo familiare ha delle visite registrate: non può essere eliminato.' } });
    const feed = await t.app.services.appointments.confirmedForFeed(doctor.user.id, new Date('2026-03-01T00:00:00Z'), 10);
    expect(feed.find((f) => f.id === visit.id)?.personName).toBe('Luca Rossi');
  });
});

describe('growing up: the invitation at 18 and the hand-over (the clock moves)', () => {
  let sofia: FamilyMember;
  let visitId: string;
  const sofiaEmail = 'sofia.rossi@example.it';

  beforeAll(async () => {
    clock.set('2026-03-02T09:00:00Z');
    sofia = (await req(holder, 'GET', '/api/family')).json<FamilyMemberList>().members.find((m) => m.nome === 'Sofia')!;
    const booked = await book(t.app, holder, bookingPayload(doctor.user.id, romeIso('2026-03-04', '10:00'), { familyMemberId: sofia.id }));
    expect(booked.statusCode, booked.body).toBe(201);
    visitId = booked.json<{ appointment: Appointment }>().appointment.id;
    // The holder also waits for an earlier time for her (ended by the hand-over below).
    const waiting = await req(holder, 'POST', '/api/waitlist', { doctorId: doctor.user.id, familyMemberId: sofia.id, untilDate: '2026-03-31' });
    expect(waiting.statusCode, waiting.body).toBe(201);
  });

  test('before her 18th birthday the invitation is refused with the day it becomes possible', async () => {
    const response = await req(holder, 'POST', `/api/family/${sofia.id}/invitation`, { email: sofiaEmail });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { message: 'Sofia Rossi non ha ancora 18 anni: potrai invitarlo ad avere un account suo dal 10/03/2026.' } });
  });

  test('from her birthday: invited by e-mail; she accepts signed in with that address and takes her history; the holder loses it', async () => {
    clock.set('2026-03-09T23:30:00Z'); // 00:30 on 10 March in Rome
    const ownAddress = await req(holder, 'POST', `/api/family/${sofia.id}/invitation`, { email: holder.user.email });
    expect(ownAddress.statusCode).toBe(400);
    const invited = await req(holder, 'POST', `/api/family/${sofia.id}/invitation`, { email: sofiaEmail });
    expect(invited.statusCode, invited.body).toBe(200);
    expect(invited.json<{ member: FamilyMember }>().member).toMatchObject({ state: 'invited', isAdult: true, invitation: { email: sofiaEmail } });

    const mail = (await mails('family-invite')).at(-1);
    expect(mail?.subject).toBe('Maria Rossi ti invita ad avere un tuo account su Sanity');
    const token = /\/invito-familiare\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeTruthy();

    const info = await req(null, 'POST', '/api/family/invitations/lookup', { token });
    expect(info.json()).toMatchObject({ memberName: 'Sofia Rossi', holderName: 'Maria Rossi', email: sofiaEmail });
    expect((await req(null, 'POST', '/api/family/invitations/lookup', { token: 'x'.repeat(43) })).statusCode).toBe(404);

    // The holder and another account may not take it.
    expect((await req(holder, 'POST', '/api/family/invitations/accept', { token })).statusCode).toBe(403);
    const wrong = await req(otherHolder, 'POST', '/api/family/invitations/accept', { token });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ error: { message: "Questo invito è per un altro indirizzo e-mail: accedi o registrati con l'indirizzo a cui è arrivato." } });

    const own = await registerPatient(t.app, { email: sofiaEmail, displayName: 'Sofia Rossi' });
    const accepted = await req(own, 'POST', '/api/family/invitations/accept', { token });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<FamilyHandoverResult>()).toEqual({ appointments: 1, documents: 0 });
    // Once only.
    expect((await req(own, 'POST', '/api/family/invitations/accept', { token })).statusCode).toBe(404);

    // Her account has the visit, as her own; the holder has it no more.
    const hers = (await req(own, 'GET', '/api/appointments')).json<{ appointments: Appointment[] }>().appointments;
    expect(hers.map((a) => a.id)).toEqual([visitId]);
    expect(hers[0]!.personSeen.familyMemberId).toBeNull();
    expect((await req(holder, 'GET', `/api/appointments/${visitId}`)).statusCode).toBe(403);
    expect((await req(holder, 'GET', '/api/appointments')).body).not.toContain(visitId);
    // The holder's waiting-list entry for her ended: no offer books for someone the holder no longer acts for.
    const waitlist = (await req(holder, 'GET', '/api/waitlist')).json<{ entries: Array<{ personSeen: { familyMemberId: string | null } }> }>().entries;
    expect(waitlist.filter((e) => e.personSeen.familyMemberId === sofia.id)).toEqual([]);

    // The holder still sees the name, handed over, and can no longer act for her.
    const row = (await req(holder, 'GET', `/api/family/${sofia.id}`)).json<{ member: FamilyMember }>().member;
    expect(row).toMatchObject({ state: 'handed_over', appointmentCount: 0 });
    expect((await req(holder, 'PUT', `/api/family/${sofia.id}`, SOFIA)).statusCode).toBe(409);
    expect((await book(t.app, holder, bookingPayload(doctor.user.id, romeIso('2026-03-12', '10:00'), { familyMemberId: sofia.id }))).statusCode).toBe(409);
    // Her own account is not her former holder: the member's row is not hers to read.
    expect((await req(own, 'GET', `/api/family/${sofia.id}`)).statusCode).toBe(404);

    // In /crm she is now her own account's patient.
    const crm = (await req(doctor, 'GET', '/api/crm/patients')).json<CrmPatientList>().patients;
    expect(crm.find((p) => p.clientId === own.user.id)).toMatchObject({ kind: 'account', appointmentCount: 1 });
    expect(crm.find((p) => p.clientId === sofia.id)).toBeUndefined();

    // Audited, for both accounts.
    const entries = await t.app.services.audit.adminLog({ limit: 20, action: 'family.handover' });
    expect(entries.entries.map((e) => e.subject?.id).sort()).toEqual([holder.user.id, own.user.id].sort());
    expect(entries.entries[0]).toMatchObject({ actor: { id: own.user.id }, targetId: sofia.id, details: { appointments: 1 } });
  });
});

describe('privacy: the holder’s export holds the members and their visits; erasure explains and wants a confirmation', () => {
  test('export, then erasure refused without the flag, then done: the members go with the holder', async () => {
    clock.set('2026-03-02T09:00:00Z');
    const mother = await registerPatient(t.app, { displayName: 'Anna Bruno' });
    const child = await addMember(mother, { nome: 'Pietro', cognome: 'Bruno', birthDate: '2018-01-20', relationship: 'figlio' });
    const booked = await book(t.app, mother, bookingPayload(doctor.user.id, romeIso('2026-03-06', '09:00'), { familyMemberId: child.id }));
    expect(booked.statusCode, booked.body).toBe(201);
    const visitId = booked.json<{ appointment: Appointment }>().appointment.id;

    const exported = await req(mother, 'GET', '/api/account/export');
    expect(exported.statusCode).toBe(200);
    const data = exported.json<{ family: Array<{ id: string; state: string }>; appointments: Array<{ id: string; familyMemberId: string | null; personSeen: string }> }>();
    expect(data.family).toEqual([expect.objectContaining({ id: child.id, nome: 'Pietro', state: 'active' })]);
    expect(data.appointments.find((a) => a.id === visitId)).toMatchObject({ familyMemberId: child.id, personSeen: 'Pietro Bruno' });
    const html = await req(mother, 'GET', '/api/account/export?format=html');
    expect(html.body).toContain('Familiari');
    expect(html.body).toContain('Pietro Bruno');

    expect((await req(mother, 'GET', '/api/account/privacy')).json()).toMatchObject({ family: { members: 1, handedOver: 0 } });
    const refused = await req(mother, 'DELETE', '/api/account', { currentPassword: 'Paziente123!' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: { message: 'Il tuo account gestisce 1 familiare: cancellandolo elimini anche i suoi dati e lo storico delle sue visite. Conferma per procedere.' },
    });
    const erased = await req(mother, 'DELETE', '/api/account', { currentPassword: 'Paziente123!', confirmFamilyErasure: true });
    expect(erased.statusCode, erased.body).toBe(204);
    // The member is gone; the doctor keeps the visit's time and service, named by nobody, and /crm no longer lists the child.
    const crm = (await req(doctor, 'GET', '/api/crm/patients')).json<CrmPatientList>().patients;
    expect(crm.find((p) => p.clientId === child.id)).toBeUndefined();
    const seen = (await req(doctor, 'GET', `/api/appointments/${visitId}`)).json<{ appointment: Appointment }>().appointment;
    expect(seen).toMatchObject({ status: 'annullato', personSeen: { familyMemberId: null } });
    expect(JSON.stringify(seen)).not.toContain('Pietro');
  });
});
