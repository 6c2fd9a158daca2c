import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppointmentLink, ConfirmByLinkResponse } from '@sanity/shared/schemas/reschedule';
import { simpleParser, type ParsedMail } from 'mailparser';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { book, bookingPayload, openPractice, romeIso } from '../../../test/booking';
import { createTestApp, registerDoctor, registerPatient, type SignedIn, type TestApp } from '../../../test/helpers';
import { markEmailVerified } from '../../../test/verification';
import { appointmentReminders } from '../../db/schema/reminders';
import { createTestClock } from '../../lib/clock';

/**
 * Issue 26 as wired at the merge, with nothing faked: the reminder jobs with the SMS feature's
 * sender (the outbox, no provider), delivery log and preferences, and the appointments' message
 * links. What a patient receives is read from the outbox files and its links are followed.
 */
const clock = createTestClock('2026-11-30T09:00:00Z');
const PUBLIC_URL = 'https://sanity.example.it';
let t: TestApp;
let doctor: SignedIn;
let patient: SignedIn;
let outbox: string;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { PUBLIC_URL } });
  doctor = await registerDoctor(t.app, { displayName: 'Dott. Marco Bianchi' });
  patient = await registerPatient(t.app, { displayName: 'Giulia Rossi' });
  await markEmailVerified(t, patient.user.id);
  await openPractice(t.app, doctor);
  await t.app.inject({ method: 'PUT', url: '/api/practice/address', headers: { cookie: doctor.cookie }, payload: { street: 'Via Roma 1', cap: '20100', city: 'Milano', province: 'MI' } });
  outbox = path.join(t.config.DATA_DIR, 'outbox');
});
afterAll(() => t.close());

const inject = (who: SignedIn | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, ...(payload ? { payload } : {}) });
const files = async (suffix: string, kind: string) => (await readdir(outbox)).filter((f) => f.endsWith(suffix) && f.includes(`_${kind}_`)).sort();
const reminderMails = async (): Promise<ParsedMail[]> => Promise.all((await files('.eml', 'reminder')).map(async (f) => simpleParser(await readFile(path.join(outbox, f)))));
const reminderSms = async (): Promise<string[]> => Promise.all((await files('.sms.txt', 'reminder')).map((f) => readFile(path.join(outbox, f), 'utf8')));
const at = async (iso: string) => {
  clock.set(iso);
  await t.app.services.jobs.drain();
};

describe('a real reminder (issue 26, as wired): the links of the e-mail and the SMS work from the message', () => {
  test('e-mail: confirm/cancel/move and the e-mail opt-out; SMS: map, manage and SMS opt-out, within 320 characters; each opt-out stops its channel', async () => {
    // The patient verifies their mobile with the code the outbox received: SMS reminders go on.
    expect((await inject(patient, 'POST', '/api/users/me/phone', { phone: '333 123 4567' })).statusCode).toBe(202);
    await t.app.services.jobs.drain();
    const [codeFile] = await files('.sms.txt', 'phone-code-sms');
    const code = /è (\d{6})\./.exec(await readFile(path.join(outbox, codeFile!), 'utf8'))![1]!;
    expect((await inject(patient, 'POST', '/api/users/me/phone/verify', { code })).json()).toMatchObject({ sms: true, smsPhone: '+393331234567' });

    // Booked on Monday for Thursday 3 December 10:30; the 48-hour reminder on Tuesday 10:30 Rome time.
    const booked = await book(t.app, patient, bookingPayload(doctor.user.id, romeIso('2026-12-03', '10:30')));
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json<{ appointment: { id: string } }>().appointment.id;
    await at('2026-12-01T09:30:00Z');

    const [mail, ...moreMails] = await reminderMails();
    expect(moreMails).toHaveLength(0);
    const text = mail!.text!;
    const url = (pattern: string) => new RegExp(`${PUBLIC_URL.replace(/\./g, '\\.')}${pattern}`).exec(text)?.[0];
    const confirmUrl = url('/appuntamento/conferma\\?token=[A-Za-z0-9_-]{43}');
    expect(confirmUrl).toBeDefined();
    expect(url('/appuntamento/annulla\\?token=[A-Za-z0-9_-]{43}')).toBeDefined();
    expect(url('/appuntamento/sposta\\?token=[A-Za-z0-9_-]{43}')).toBeDefined();
    const emailOptOut = url('/notifiche/disattiva\\?token=[A-Za-z0-9_-]+&canale=email');
    expect(emailOptOut).toBeDefined();
    for (const label of ['Confermo la presenza', 'Disdici', 'Sposta', 'Non ricevere più promemoria via e-mail']) expect(mail!.html).toContain(label);

    const [sms, ...moreSms] = await reminderSms();
    expect(moreSms).toHaveLength(0);
    expect(sms).toMatch(/^To: \+393331234567\nKind: reminder\n\n/);
    const body = sms!.split('\n\n').slice(1).join('\n\n').trimEnd();
    const lines = body.split('\n');
    expect(lines[0]).toBe('Sanity: promemoria visita con Dott. Marco Bianchi giovedì 3 dicembre alle 10:30.');
    expect(lines[1]).toBe('Dove: https://maps.google.com/?q=Via+Roma+1+Milano');
    expect(lines[2]).toMatch(new RegExp(`^Conferma o disdici: ${PUBLIC_URL}/g/[A-Za-z0-9_-]{22}$`));
    expect(lines[3]).toMatch(new RegExp(`^Stop SMS: ${PUBLIC_URL}/s/[A-Za-z0-9_-]{22}$`));
    expect(body).not.toMatch(/cardiologica|Visita cardio/);
    expect(body.length).toBeLessThanOrEqual(320);

    // The SMS's manage link opens this visit without signing in (the web's /g/TOKEN is /appuntamento/gestisci?token=TOKEN).
    const manage = lines[2]!.split('/g/')[1]!;
    expect((await inject(null, 'GET', `/api/appointment-links/${manage}`)).json<AppointmentLink>()).toMatchObject({ purpose: 'manage', tooLate: false, appointment: { id } });
    // The e-mail's 'Confermo la presenza' works signed out, and the doctor sees it.
    const confirmToken = new URL(confirmUrl!).searchParams.get('token')!;
    expect((await inject(null, 'POST', `/api/appointment-links/${confirmToken}/confirm`)).json<ConfirmByLinkResponse>()).toMatchObject({ attendanceConfirmed: true, alreadyConfirmed: false });
    expect((await inject(doctor, 'GET', `/api/appointments/${id}`)).json()).toMatchObject({ appointment: { attendanceConfirmedAt: '2026-12-01T09:30:00.000Z' } });

    // Each opt-out link, signed out: reading changes nothing, the POST switches its own channel off.
    const smsToken = lines[3]!.split('/s/')[1]!;
    expect((await inject(null, 'GET', `/api/notifications/opt-out?token=${smsToken}&canale=sms`)).json()).toMatchObject({ channel: 'sms', active: true });
    expect((await inject(null, 'POST', '/api/notifications/opt-out', { token: smsToken, canale: 'sms' })).json()).toMatchObject({ channel: 'sms', active: false });
    const emailToken = new URL(emailOptOut!).searchParams.get('token')!;
    expect((await inject(null, 'POST', '/api/notifications/opt-out', { token: emailToken, canale: 'email' })).json()).toMatchObject({ channel: 'email', active: false });

    // The 2-hour reminder is owed on Thursday 08:30 Rome time, but both channels are off now: nothing goes.
    await at('2026-12-03T07:30:00Z');
    expect(await reminderMails()).toHaveLength(1);
    expect(await reminderSms()).toHaveLength(1);
    // Its row says so: the first reminder went, the second was skipped by both channels' jobs.
    const rows = await t.database.db.select().from(appointmentReminders).where(eq(appointmentReminders.appointmentId, id)).orderBy(desc(appointmentReminders.leadMinutes));
    expect(rows.map((r) => [r.leadMinutes, r.status])).toEqual([
      [2880, 'sent'],
      [120, 'skipped'],
    ]);
  });
});
