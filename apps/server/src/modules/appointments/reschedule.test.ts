import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Appointment } from '@sanity/shared/schemas/appointments';
import type { AppointmentLink } from '@sanity/shared/schemas/reschedule';
import { and, eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { book, bookingPayload, openPractice, romeIso } from '../../../test/booking';
import { createTestApp, registerDoctor, registerPatient, type SignedIn, type TestApp } from '../../../test/helpers';
import { markEmailVerified } from '../../../test/verification';
import { appointments } from '../../db/schema/appointments';
import { auditLog } from '../../db/schema/privacy';
import { createTestClock } from '../../lib/clock';

// Issue 25 item 6 at fixed instants of the injected clock: Monday 4 May 2026, 10:00 in Rome.
const clock = createTestClock('2026-05-04T08:00:00Z');
let t: TestApp;
let doctor: SignedIn;
let patient: SignedIn;
let other: SignedIn;
let stranger: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { PUBLIC_URL: 'https://sanity.example.it', SESSION_IDLE_DAYS: '365', SESSION_TTL_DAYS: '365' } });
  doctor = await registerDoctor(t.app, { displayName: 'Marco Bianchi' });
  patient = await registerPatient(t.app, { displayName: 'Giulia Rossi' });
  other = await registerPatient(t.app, { displayName: 'Anna Verdi' });
  stranger = await registerPatient(t.app, { displayName: 'Paolo Neri' });
  await markEmailVerified(t, patient.user.id, other.user.id);
  await openPractice(t.app, doctor);
});
afterAll(() => t.close());

const now = (iso = '2026-05-04T08:00:00Z') => clock.set(iso);
const appointmentOf = (response: { json: <T>() => T }) => response.json<{ appointment: Appointment }>().appointment;
const errorOf = (response: { json: <T>() => T }) => response.json<{ error: { message: string; code: string } }>().error;
const reschedule = (who: SignedIn, id: string, dateTime: string) =>
  t.app.inject({ method: 'POST', url: `/api/appointments/${id}/reschedule`, headers: { cookie: who.cookie }, payload: { dateTime } });
const link = (method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url: `/api/appointment-links/${url}`, ...(payload ? { payload } : {}) });
const rowOf = async (id: string) => (await t.database.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
async function bookAt(who: SignedIn, date: string, time: string): Promise<Appointment> {
  const response = await book(t.app, who, bookingPayload(doctor.user.id, romeIso(date, time)));
  expect(response.statusCode, response.body).toBe(201);
  return appointmentOf(response);
}
async function free(date: string, times: string[]): Promise<Record<string, boolean>> {
  const response = await t.app.inject({ method: 'POST', url: '/api/appointments/check-availability', payload: { professionalId: doctor.user.id, date, timeSlots: times } });
  return Object.fromEntries(response.json<{ results: Array<{ time: string; available: boolean }> }>().results.map((r) => [r.time, r.available]));
}
/** The e-mails of one appointment and kind sent so far (the due jobs run first), oldest first. */
async function mails(id: string, kind: string): Promise<ParsedMail[]> {
  await t.app.services.jobs.drain();
  const dir = path.join(t.config.DATA_DIR, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.includes(`_${id}_${kind}_`)).sort();
  return Promise.all(files.map(async (f) => simpleParser(await readFile(path.join(dir, f)))));
}
const icsOf = (mail: ParsedMail) => mail.attachments.find((a) => a.filename === 'invito.ics')!.content.toString('utf8').replace(/\r\n /g, '');
const tokensIn = (mail: ParsedMail) => ({
  reschedule: /\/appuntamento\/sposta\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1],
  cancel: /\/appuntamento\/annulla\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1],
});

describe('POST /api/appointments/:id/reschedule', () => {
  test('the patient moves their visit: same id and intake answers, the old time free, the new one held, buffers shifted', async () => {
    now();
    const booked = await bookAt(patient, '2026-05-11', '10:00');
    const response = await reschedule(patient, booked.id, romeIso('2026-05-12', '15:30'));
    expect(response.statusCode, response.body).toBe(200);
    const moved = appointmentOf(response);
    expect(moved).toMatchObject({
      id: booked.id,
      status: 'confermato',
      dateTime: romeIso('2026-05-12', '15:30'),
      endDateTime: romeIso('2026-05-12', '16:00'),
      previousDateTime: romeIso('2026-05-11', '10:00'),
      customFields: booked.customFields,
      notes: booked.notes,
      canReschedule: true,
    });
    const row = await rowOf(booked.id);
    expect(row).toMatchObject({ rescheduleCount: 1, rescheduledBy: 'patient', previousStartsAt: new Date(romeIso('2026-05-11', '10:00')) });
    expect(row.blockedFrom.toISOString()).toBe(romeIso('2026-05-12', '15:30'));
    expect(row.blockedUntil.toISOString()).toBe(romeIso('2026-05-12', '16:00'));
    expect(await free('2026-05-11', ['10:00'])).toEqual({ '10:00': true });
    expect(await free('2026-05-12', ['15:30'])).toEqual({ '15:30': false });
    // The doctor sees the new time too.
    expect(appointmentOf(await t.app.inject({ method: 'GET', url: `/api/appointments/${booked.id}`, headers: { cookie: doctor.cookie } })).dateTime).toBe(romeIso('2026-05-12', '15:30'));
  });

  test("'spostato' e-mails to both with the old and the new time; the .ics updates the same event (same UID, SEQUENCE up, REQUEST)", async () => {
    now();
    const booked = await bookAt(patient, '2026-05-13', '09:00');
    expect((await reschedule(patient, booked.id, romeIso('2026-05-14', '11:00'))).statusCode).toBe(200);
    const [toPatient] = await mails(booked.id, 'moved-patient');
    const [toDoctor] = await mails(booked.id, 'moved-doctor');
    for (const mail of [toPatient!, toDoctor!]) {
      expect(mail.subject).toBe('Appuntamento spostato: Visita cardiologica, giovedì 14 maggio 2026, 11:00');
      expect(mail.text).toContain('spostato da mercoledì 13 maggio 2026, 09:00 a giovedì 14 maggio 2026, 11:00');
      const ics = icsOf(mail);
      expect(ics).toContain(`UID:${booked.id}@sanity`);
      expect(ics).toContain('METHOD:REQUEST');
      expect(ics).toContain('SEQUENCE:1');
      expect(ics).toContain('DTSTART;TZID=Europe/Rome:20260514T110000');
    }
    expect(toPatient!.to).toMatchObject({ text: patient.user.email });
    expect(toDoctor!.to).toMatchObject({ text: doctor.user.email });
    // The patient moved it: no links to move it again without signing in.
    expect(tokensIn(toPatient!)).toEqual({ reschedule: undefined, cancel: undefined });
  });

  test('the ICS feed shows the moved visit once, at its new time, under the same UID', async () => {
    now();
    const booked = await bookAt(patient, '2026-05-15', '09:00');
    expect((await reschedule(patient, booked.id, romeIso('2026-05-15', '17:00'))).statusCode).toBe(200);
    const created = await t.app.inject({ method: 'POST', url: '/api/calendar/feed', headers: { cookie: doctor.cookie } });
    const feed = await t.app.inject({ method: 'GET', url: new URL(created.json<{ url: string }>().url).pathname });
    expect(feed.statusCode).toBe(200);
    const body = feed.body.replace(/\r\n /g, '');
    expect(body.split(`UID:${booked.id}@sanity`)).toHaveLength(2);
    expect(body).toContain('DTSTART;TZID=Europe/Rome:20260515T170000');
    expect(body).not.toContain('DTSTART;TZID=Europe/Rome:20260515T090000');
  });

  test('refusals change nothing: taken, outside the hours, off the step, today, same time, bad date, not a party', async () => {
    now();
    const mine = await bookAt(patient, '2026-05-18', '10:00');
    const theirs = await bookAt(other, '2026-05-18', '11:00');
    const cases: Array<[SignedIn, string, string, number, string]> = [
      [patient, mine.id, romeIso('2026-05-18', '11:00'), 409, 'Questo orario è appena stato prenotato da qualcun altro. Scegli un altro orario.'],
      [patient, mine.id, romeIso('2026-05-18', '21:00'), 400, 'L’orario scelto non è disponibile. Scegli un altro orario.'],
      [patient, mine.id, romeIso('2026-05-18', '10:10'), 400, 'L’orario scelto non è disponibile. Scegli un altro orario.'],
      [patient, mine.id, romeIso('2026-05-04', '15:00'), 400, 'L’orario scelto non è disponibile. Scegli un altro orario.'],
      [patient, mine.id, romeIso('2026-05-18', '10:00'), 400, 'L’appuntamento è già a quest’orario: scegline un altro.'],
      [patient, mine.id, 'lunedì alle 10', 400, 'Data o orario non validi'],
      [stranger, mine.id, romeIso('2026-05-19', '10:00'), 403, 'Non hai accesso a questo appuntamento'],
      [patient, 'nessuno', romeIso('2026-05-19', '10:00'), 404, 'Appuntamento non trovato'],
    ];
    for (const [who, id, dateTime, status, message] of cases) {
      const response = await reschedule(who, id, dateTime);
      expect(response.statusCode, dateTime).toBe(status);
      expect(errorOf(response).message, dateTime).toBe(message);
    }
    expect(await rowOf(mine.id)).toMatchObject({ startsAt: new Date(mine.dateTime), rescheduleCount: 0 });
    expect(await rowOf(theirs.id)).toMatchObject({ startsAt: new Date(theirs.dateTime), rescheduleCount: 0 });
    expect((await t.app.inject({ method: 'POST', url: `/api/appointments/${mine.id}/reschedule`, payload: { dateTime: romeIso('2026-05-19', '10:00') } })).statusCode).toBe(401);
  });

  test('a closed day or a holiday is refused like any time the engine does not offer', async () => {
    now();
    const mine = await bookAt(patient, '2026-07-06', '10:00');
    const closure = await t.app.inject({ method: 'POST', url: '/api/schedule/closures', headers: { cookie: doctor.cookie }, payload: { allDay: true, fromDate: '2026-07-07', toDate: '2026-07-07', note: 'Congresso' } });
    expect(closure.statusCode, closure.body).toBe(201);
    // The test practice works on holidays (openPractice): this one is closed again, as by default.
    const holiday = await t.app.inject({ method: 'PUT', url: '/api/schedule/holidays/2026-06-02', headers: { cookie: doctor.cookie }, payload: { open: false } });
    expect(holiday.statusCode, holiday.body).toBe(200);
    const unavailable = 'L’orario scelto non è disponibile. Scegli un altro orario.';
    // 7 July: closed by the doctor; 2 June: Festa della Repubblica.
    for (const dateTime of [romeIso('2026-07-07', '10:00'), romeIso('2026-06-02', '10:00')]) {
      const response = await reschedule(patient, mine.id, dateTime);
      expect(response.statusCode, dateTime).toBe(400);
      expect(errorOf(response).message).toBe(unavailable);
    }
    expect(await rowOf(mine.id)).toMatchObject({ startsAt: new Date(mine.dateTime), rescheduleCount: 0 });
    expect((await reschedule(patient, mine.id, romeIso('2026-07-08', '10:00'))).statusCode).toBe(200);
  });

  test('cancelled and past visits never move; the patient not within 24 hours, the doctor until the start', async () => {
    now();
    const cancelled = await bookAt(patient, '2026-05-20', '09:00');
    await t.app.inject({ method: 'POST', url: `/api/appointments/${cancelled.id}/cancel`, headers: { cookie: patient.cookie }, payload: {} });
    const refused = await reschedule(doctor, cancelled.id, romeIso('2026-05-21', '09:00'));
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe('Non è possibile spostare un appuntamento annullato.');

    const soon = await bookAt(patient, '2026-05-21', '10:00');
    now('2026-05-20T10:00:00Z'); // 22 hours before
    expect(appointmentOf(await t.app.inject({ method: 'GET', url: `/api/appointments/${soon.id}`, headers: { cookie: patient.cookie } })).canReschedule).toBe(false);
    const late = await reschedule(patient, soon.id, romeIso('2026-05-21', '12:00'));
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).message).toBe('Non è più possibile spostare online l’appuntamento nelle 24 ore precedenti la visita: contatta direttamente lo studio.');
    expect((await reschedule(doctor, soon.id, romeIso('2026-05-21', '12:00'))).statusCode).toBe(200);

    now('2026-05-21T10:30:00Z'); // after the start (12:00 Rome is 10:00 UTC)
    const past = await reschedule(doctor, soon.id, romeIso('2026-05-22', '12:00'));
    expect(past.statusCode).toBe(409);
    expect(errorOf(past).message).toBe('Non è possibile spostare un appuntamento già iniziato o passato.');
  });

  test('two patients moving onto one time at once: exactly one wins; the loser keeps the old time, the winner’s old time is free', async () => {
    now();
    const first = await bookAt(patient, '2026-05-25', '09:00');
    const second = await bookAt(other, '2026-05-25', '10:00');
    const target = romeIso('2026-05-26', '16:00');
    const results = await Promise.all([reschedule(patient, first.id, target), reschedule(other, second.id, target)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [winner, loser] = results[0].statusCode === 200 ? [first, second] : [second, first];
    expect((await rowOf(winner.id)).startsAt.toISOString()).toBe(target);
    expect((await rowOf(loser.id)).startsAt.toISOString()).toBe(loser.dateTime);
    const time = (iso: string) => new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
    expect(await free('2026-05-25', [time(winner.dateTime), time(loser.dateTime)])).toEqual({ [time(winner.dateTime)]: true, [time(loser.dateTime)]: false });
    expect(await free('2026-05-26', ['16:00'])).toEqual({ '16:00': false });
  });
});

describe("a doctor's move and the patient's links", () => {
  test('the doctor moves it: recorded in the audit log; the patient gets two links that work without the cut-off', async () => {
    now();
    const booked = await bookAt(patient, '2026-06-03', '10:00');
    now('2026-06-02T12:00:00Z'); // 20 hours before: the patient is past the cut-off
    const moved = await reschedule(doctor, booked.id, romeIso('2026-06-03', '11:00'));
    expect(moved.statusCode, moved.body).toBe(200);
    const audit = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'appointment.move'), eq(auditLog.targetId, booked.id)));
    expect(audit).toMatchObject([{ actorId: doctor.user.id, subjectId: patient.user.id }]);

    const [mail] = await mails(booked.id, 'moved-patient');
    expect(mail!.text).toContain('Spostato da: Marco Bianchi (professionista)');
    const tokens = tokensIn(mail!);
    expect(tokens.reschedule).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokens.cancel).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only hashes are stored.
    const stored = JSON.stringify(await t.database.db.execute('select token_hash from appointment_action_tokens'));
    expect(stored).not.toContain(tokens.reschedule);

    const info = await link('GET', tokens.reschedule!);
    expect(info.statusCode).toBe(200);
    expect(info.json<AppointmentLink>()).toMatchObject({ purpose: 'reschedule', appointment: { id: booked.id, serviceName: 'Visita cardiologica', professionalName: 'Marco Bianchi', dateTime: romeIso('2026-06-03', '11:00') } });
    expect((await reschedule(patient, booked.id, romeIso('2026-06-03', '15:00'))).statusCode).toBe(409);
    // The cancel link does not move, and the reschedule link does not cancel.
    expect((await link('POST', `${tokens.cancel}/reschedule`, { dateTime: romeIso('2026-06-03', '15:00') })).statusCode).toBe(404);

    const viaLink = await link('POST', `${tokens.reschedule}/reschedule`, { dateTime: romeIso('2026-06-03', '15:00') });
    expect(viaLink.statusCode, viaLink.body).toBe(200);
    expect(await rowOf(booked.id)).toMatchObject({ startsAt: new Date(romeIso('2026-06-03', '15:00')), rescheduledBy: 'patient', rescheduleCount: 2 });

    const again = await link('POST', `${tokens.reschedule}/reschedule`, { dateTime: romeIso('2026-06-03', '16:00') });
    expect(again.statusCode).toBe(410);
    expect(errorOf(again)).toEqual({ code: 'link-used', message: 'Questo link è già stato usato. Per altre modifiche accedi a Sanity o contatta lo studio.' });
    const stale = await link('POST', `${tokens.cancel}/cancel`);
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).code).toBe('link-changed');
    expect((await rowOf(booked.id)).status).toBe('confermato');
    expect((await link('GET', 'non-un-token')).statusCode).toBe(404);
  });

  test('the cancel link cancels without the cut-off; a link expires when the visit starts', async () => {
    now();
    const booked = await bookAt(patient, '2026-06-08', '10:00');
    const later = await bookAt(patient, '2026-06-09', '10:00');
    expect((await reschedule(doctor, booked.id, romeIso('2026-06-08', '12:00'))).statusCode).toBe(200);
    expect((await reschedule(doctor, later.id, romeIso('2026-06-09', '12:00'))).statusCode).toBe(200);
    const cancelToken = tokensIn((await mails(booked.id, 'moved-patient'))[0]!).cancel!;
    const expiring = tokensIn((await mails(later.id, 'moved-patient'))[0]!).reschedule!;

    now('2026-06-08T08:00:00Z'); // two hours before
    const cancelled = await link('POST', `${cancelToken}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await rowOf(booked.id)).toMatchObject({ status: 'annullato', cancelledBy: 'patient' });
    expect(await mails(booked.id, 'cancelled-doctor')).toHaveLength(1);

    now('2026-06-09T10:00:00Z'); // 12:00 in Rome: it starts
    const expired = await link('GET', expiring);
    expect(expired.statusCode).toBe(410);
    expect(errorOf(expired).message).toBe('Questo link è scaduto: l’appuntamento è già iniziato o passato.');
  });
});
