import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Appointment, CrmPatientList } from '@sanity/shared/schemas/appointments';
import type { AppointmentLink, ConfirmByLinkResponse } from '@sanity/shared/schemas/reschedule';
import { and, eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { book, bookingPayload, openPractice, romeIso } from '../../../test/booking';
import { createTestApp, registerDoctor, registerPatient, type SignedIn, type TestApp } from '../../../test/helpers';
import { markEmailVerified } from '../../../test/verification';
import { appointments } from '../../db/schema/appointments';
import { auditLog } from '../../db/schema/privacy';
import { createTestClock } from '../../lib/clock';
import { createAppointmentsService } from './appointments.service';

// Issue 26 items 2 and 4 at fixed instants of the injected clock: Monday 4 May 2026, 10:00 in Rome.
const clock = createTestClock('2026-05-04T08:00:00Z');
let t: TestApp;
let doctor: SignedIn;
let otherDoctor: SignedIn;
let patient: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { PUBLIC_URL: 'https://sanity.example.it', SESSION_IDLE_DAYS: '365', SESSION_TTL_DAYS: '365' } });
  doctor = await registerDoctor(t.app, { displayName: 'Marco Bianchi' });
  otherDoctor = await registerDoctor(t.app, { displayName: 'Laura Esposito' });
  patient = await registerPatient(t.app, { displayName: 'Giulia Rossi' });
  await markEmailVerified(t, patient.user.id);
  await openPractice(t.app, doctor);
  await t.app.inject({ method: 'PUT', url: '/api/practice/address', headers: { cookie: doctor.cookie }, payload: { street: 'Via Roma 1', cap: '20100', city: 'Milano', province: 'MI' } });
});
afterAll(() => t.close());

const now = (iso = '2026-05-04T08:00:00Z') => clock.set(iso);
const appointmentOf = (response: { json: <T>() => T }) => response.json<{ appointment: Appointment }>().appointment;
const errorOf = (response: { json: <T>() => T }) => response.json<{ error: { message: string; code: string } }>().error;
const link = (method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url: `/api/appointment-links/${url}`, ...(payload ? { payload } : {}) });
const rowOf = async (id: string) => (await t.database.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
const as = (who: SignedIn, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });
async function bookAt(date: string, time: string): Promise<Appointment> {
  const response = await book(t.app, patient, bookingPayload(doctor.user.id, romeIso(date, time)));
  expect(response.statusCode, response.body).toBe(201);
  return appointmentOf(response);
}

/** The patient's confirmation e-mail of one appointment (the due jobs run first). */
async function confirmationOf(id: string): Promise<ParsedMail> {
  await t.app.services.jobs.drain();
  const dir = path.join(t.config.DATA_DIR, 'outbox');
  const [file] = (await readdir(dir)).filter((f) => f.includes(`_${id}_booked-patient_`));
  return simpleParser(await readFile(path.join(dir, file!)));
}
const tokenOf = (text: string, page: string) => new RegExp(`https://sanity\\.example\\.it/appuntamento/${page}\\?token=([A-Za-z0-9_-]+)`).exec(text)?.[1];
async function linksOf(id: string) {
  const mail = await confirmationOf(id);
  return { mail, confirm: tokenOf(mail.text!, 'conferma')!, cancel: tokenOf(mail.text!, 'annulla')!, reschedule: tokenOf(mail.text!, 'sposta')! };
}

describe("the confirmation e-mail's links (issue 26 item 2)", () => {
  test("it carries 'Confermo la presenza', 'Disdici' and 'Sposta' in the text and as buttons in the HTML", async () => {
    now();
    const booked = await bookAt('2026-05-11', '10:00');
    const { mail, confirm, cancel, reschedule } = await linksOf(booked.id);
    expect(mail.text).toContain(`Confermo la presenza: https://sanity.example.it/appuntamento/conferma?token=${confirm}`);
    expect(mail.text).toContain(`Disdici: https://sanity.example.it/appuntamento/annulla?token=${cancel}`);
    expect(mail.text).toContain(`Sposta: https://sanity.example.it/appuntamento/sposta?token=${reschedule}`);
    expect(mail.html).toContain(`href="https://sanity.example.it/appuntamento/conferma?token=${confirm}"`);
    expect(new Set([confirm, cancel, reschedule]).size).toBe(3);
  });

  test("confirm: GET shows the visit and acts on nothing; POST confirms; a second click says it is already confirmed; the doctor sees it", async () => {
    now();
    const booked = await bookAt('2026-05-12', '10:00');
    const { confirm } = await linksOf(booked.id);
    const info = await link('GET', confirm);
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json<AppointmentLink>()).toMatchObject({ purpose: 'confirm', attendanceConfirmed: false, tooLate: false, appointment: { id: booked.id, professionalName: 'Marco Bianchi' } });
    expect((await rowOf(booked.id)).attendanceConfirmedAt).toBeNull();

    now('2026-05-05T09:00:00Z');
    const first = await link('POST', `${confirm}/confirm`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<ConfirmByLinkResponse>()).toMatchObject({ attendanceConfirmed: true, alreadyConfirmed: false });
    expect((await rowOf(booked.id)).attendanceConfirmedAt).toEqual(new Date('2026-05-05T09:00:00Z'));

    now('2026-05-06T09:00:00Z');
    const again = await link('POST', `${confirm}/confirm`);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<ConfirmByLinkResponse>()).toMatchObject({ attendanceConfirmed: true, alreadyConfirmed: true });
    expect((await rowOf(booked.id)).attendanceConfirmedAt).toEqual(new Date('2026-05-05T09:00:00Z'));
    expect((await link('GET', confirm)).json<AppointmentLink>().attendanceConfirmed).toBe(true);

    expect(appointmentOf(await as(doctor, 'GET', `/api/appointments/${booked.id}`)).attendanceConfirmedAt).toBe('2026-05-05T09:00:00.000Z');
    expect(appointmentOf(await as(patient, 'GET', `/api/appointments/${booked.id}`)).attendanceConfirmedAt).toBe('2026-05-05T09:00:00.000Z');
  });

  test('a link acts only on its own appointment and only as what it is for; an unknown token is 404', async () => {
    now();
    const mine = await bookAt('2026-05-13', '10:00');
    const another = await bookAt('2026-05-13', '11:00');
    const { confirm, cancel } = await linksOf(mine.id);
    // The token names its appointment: there is no id to swap, and confirming one leaves the other untouched.
    expect((await link('POST', `${confirm}/confirm`)).json<ConfirmByLinkResponse>().appointment.id).toBe(mine.id);
    expect((await rowOf(another.id)).attendanceConfirmedAt).toBeNull();
    // A confirm link cannot cancel, a cancel link cannot confirm.
    expect((await link('POST', `${confirm}/cancel`)).statusCode).toBe(404);
    expect((await link('POST', `${cancel}/confirm`)).statusCode).toBe(404);
    expect((await rowOf(mine.id)).status).toBe('confermato');
    const unknown = await link('POST', 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/confirm');
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toMatch(/non è valido/);
  });

  test('cancel from the e-mail: works outside the 24 hours once; reused is refused', async () => {
    now();
    const booked = await bookAt('2026-05-14', '10:00');
    const { cancel, confirm } = await linksOf(booked.id);
    const done = await link('POST', `${cancel}/cancel`);
    expect(done.statusCode, done.body).toBe(200);
    expect(await rowOf(booked.id)).toMatchObject({ status: 'annullato', cancelledBy: 'patient' });
    const reused = await link('POST', `${cancel}/cancel`);
    expect(reused.statusCode).toBe(410);
    expect(errorOf(reused).message).toMatch(/già stato usato/);
    // Cancelled since: the confirm link of the same e-mail says the visit changed.
    const stale = await link('POST', `${confirm}/confirm`);
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).message).toMatch(/spostato o annullato/);
  });

  test('too late: within 24 hours the page is told so (with the practice address) and cancel or move are refused in Italian; confirm still works', async () => {
    now();
    const booked = await bookAt('2026-05-15', '10:00');
    const { cancel, reschedule, confirm } = await linksOf(booked.id);
    now('2026-05-14T10:00:00Z'); // 22 hours before (10:00 Rome is 08:00 UTC)
    const info = (await link('GET', cancel)).json<AppointmentLink>();
    expect(info).toMatchObject({ purpose: 'reminder-cancel', tooLate: true, location: { street: 'Via Roma 1', city: 'Milano' } });
    const refused = await link('POST', `${cancel}/cancel`);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe('Non è più possibile annullare online nelle 24 ore precedenti la visita: contatta direttamente lo studio.');
    const moved = await link('POST', `${reschedule}/reschedule`, { dateTime: romeIso('2026-05-20', '10:00') });
    expect(moved.statusCode).toBe(409);
    expect(errorOf(moved).message).toMatch(/24 ore/);
    expect((await rowOf(booked.id)).status).toBe('confermato');
    // The refused links were not used up, and confirming is not bound by the cut-off.
    expect((await link('GET', cancel)).statusCode).toBe(200);
    expect((await link('POST', `${confirm}/confirm`)).statusCode).toBe(200);
  });

  test('expired: once the visit started every link is refused', async () => {
    now();
    const booked = await bookAt('2026-05-16', '10:00');
    const { confirm } = await linksOf(booked.id);
    now('2026-05-16T08:00:00Z');
    const expired = await link('POST', `${confirm}/confirm`);
    expect(expired.statusCode).toBe(410);
    expect(errorOf(expired).message).toMatch(/scaduto/);
  });

  test("moved since: the old links no longer work, and the move clears 'Presenza confermata'", async () => {
    now();
    const booked = await bookAt('2026-05-18', '10:00');
    const { confirm, reschedule } = await linksOf(booked.id);
    expect((await link('POST', `${confirm}/confirm`)).statusCode).toBe(200);
    // The patient moves it from the e-mail (outside the cut-off): the attendance was for the old time.
    const moved = await link('POST', `${reschedule}/reschedule`, { dateTime: romeIso('2026-05-19', '11:00') });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await rowOf(booked.id)).toMatchObject({ attendanceConfirmedAt: null, startsAt: new Date(romeIso('2026-05-19', '11:00')) });
    const stale = await link('POST', `${confirm}/confirm`);
    expect(stale.statusCode).toBe(409);
    expect((await rowOf(booked.id)).attendanceConfirmedAt).toBeNull();
  });
});

describe("the SMS's manage link and the e-mails' links (contract 2)", () => {
  test('one page with the visit and three actions: confirming keeps the link, cancelling uses it; null once the visit cannot change', async () => {
    now();
    const booked = await bookAt('2026-05-20', '10:00');
    const urls = await t.app.services.appointments.reminderLinksFor(booked.id, clock.now());
    expect(urls!.confirm).toMatch(/\/appuntamento\/conferma\?token=[A-Za-z0-9_-]{43}$/);
    const manageUrl = await t.app.services.appointments.manageLinkFor(booked.id, clock.now());
    // The SMS's short form (the web app's /g/TOKEN leads to /appuntamento/gestisci?token=TOKEN): 128 random bits.
    expect(manageUrl).toMatch(/^https:\/\/sanity\.example\.it\/g\/[A-Za-z0-9_-]{22}$/);
    const manage = new URL(manageUrl!).pathname.split('/')[2]!;
    const page = await link('GET', manage);
    expect(page.json<AppointmentLink>()).toMatchObject({
      purpose: 'manage',
      tooLate: false,
      attendanceConfirmed: false,
      appointment: { id: booked.id, serviceName: 'Visita cardiologica', professionalName: 'Marco Bianchi', dateTime: romeIso('2026-05-20', '10:00') },
    });
    expect((await link('POST', `${manage}/confirm`)).json<ConfirmByLinkResponse>().attendanceConfirmed).toBe(true);
    expect((await link('GET', manage)).json<AppointmentLink>().attendanceConfirmed).toBe(true);
    expect((await link('POST', `${manage}/cancel`)).statusCode).toBe(200);
    expect((await link('POST', `${manage}/cancel`)).statusCode).toBe(410);
    expect(await t.app.services.appointments.reminderLinksFor(booked.id, clock.now())).toBeNull();
    expect(await t.app.services.appointments.manageLinkFor(booked.id, clock.now())).toBeNull();
  });
});

describe('no-shows (issue 26 item 4)', () => {
  const mark = (who: SignedIn, id: string) => as(who, 'POST', `/api/appointments/${id}/no-show`);
  const undo = (who: SignedIn, id: string) => as(who, 'DELETE', `/api/appointments/${id}/no-show`);

  test("only the visit's doctor, only after its end; undo within 24 hours; audited; the state is 'Non presentato' and /crm counts it", async () => {
    now();
    const booked = await bookAt('2026-05-21', '10:00');
    now('2026-05-21T08:15:00Z'); // during the visit (10:00–10:30 Rome)
    const early = await mark(doctor, booked.id);
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).message).toBe('Puoi segnare un paziente come non presentato solo dopo la fine della visita.');
    expect(appointmentOf(await as(doctor, 'GET', `/api/appointments/${booked.id}`)).canMarkNoShow).toBe(false);

    now('2026-05-21T09:00:00Z');
    expect(appointmentOf(await as(doctor, 'GET', `/api/appointments/${booked.id}`)).canMarkNoShow).toBe(true);
    expect(appointmentOf(await as(patient, 'GET', `/api/appointments/${booked.id}`)).canMarkNoShow).toBe(false);
    expect((await mark(patient, booked.id)).statusCode).toBe(403);
    expect([403, 404]).toContain((await mark(otherDoctor, booked.id)).statusCode);
    expect((await rowOf(booked.id)).noShowAt).toBeNull();

    const marked = await mark(doctor, booked.id);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(appointmentOf(marked)).toMatchObject({ noShowAt: '2026-05-21T09:00:00.000Z', canMarkNoShow: false, canUndoNoShow: true });
    expect(await rowOf(booked.id)).toMatchObject({ noShowBy: doctor.user.id, status: 'confermato' });
    const crm = (await as(doctor, 'GET', '/api/crm/patients')).json<CrmPatientList>();
    expect(crm.patients.find((p) => p.clientId === patient.user.id)?.noShowCount).toBe(1);
    const exported = await as(patient, 'GET', '/api/account/export');
    expect(exported.body).toContain('Non presentato');

    now('2026-05-22T08:59:00Z');
    const undone = await undo(doctor, booked.id);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(appointmentOf(undone)).toMatchObject({ noShowAt: null, canMarkNoShow: true });
    expect((await as(doctor, 'GET', '/api/crm/patients')).json<CrmPatientList>().patients.find((p) => p.clientId === patient.user.id)?.noShowCount).toBe(0);

    const entries = await t.database.db.select().from(auditLog).where(and(eq(auditLog.targetId, booked.id), eq(auditLog.actorId, doctor.user.id)));
    expect(entries.map((e) => e.action).filter((a) => a.startsWith('appointment.no-show'))).toEqual(['appointment.no-show', 'appointment.no-show.undo']);
    expect(entries.find((e) => e.action === 'appointment.no-show')).toMatchObject({ subjectId: patient.user.id, actorRole: 'doctor' });
  });

  test('undo after 24 hours is refused; a cancelled visit cannot be marked', async () => {
    now();
    const missed = await bookAt('2026-05-22', '10:00');
    const cancelled = await bookAt('2026-05-22', '11:00');
    expect((await as(patient, 'POST', `/api/appointments/${cancelled.id}/cancel`, {})).statusCode).toBe(200);
    now('2026-05-22T12:00:00Z');
    const refused = await mark(doctor, cancelled.id);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe('Una visita annullata non può essere segnata come non presentato.');
    expect((await mark(doctor, missed.id)).statusCode).toBe(200);
    now('2026-05-23T12:00:00Z');
    const late = await undo(doctor, missed.id);
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).message).toMatch(/entro 24 ore/);
    expect((await rowOf(missed.id)).noShowAt).toEqual(new Date('2026-05-22T12:00:00Z'));
  });

  test("marking does not free the time: the waiting list's onTimeFreed is never called (a cancellation does call it)", async () => {
    now();
    const onTimeFreed = vi.fn(() => Promise.resolve());
    const services = t.app.services;
    const withSpy = createAppointmentsService({
      db: t.database.db,
      practice: services.practice,
      practiceAddress: services.practiceAddress,
      audit: services.audit,
      clock,
      publicUrl: 'https://sanity.example.it',
      notifier: services.notifications,
      onTimeFreed,
    });
    const missed = await bookAt('2026-05-25', '10:00');
    const later = await bookAt('2026-05-26', '10:00');
    now('2026-05-25T12:00:00Z');
    await withSpy.markNoShow({ id: doctor.user.id }, missed.id);
    await withSpy.undoNoShow({ id: doctor.user.id }, missed.id);
    await withSpy.markNoShow({ id: doctor.user.id }, missed.id);
    expect(onTimeFreed).not.toHaveBeenCalled();
    // The spy is wired: the same service tells it of a cancellation's freed time.
    await withSpy.cancel({ id: doctor.user.id }, later.id, undefined);
    expect(onTimeFreed).toHaveBeenCalledTimes(1);
  });
});
