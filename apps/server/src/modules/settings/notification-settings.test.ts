import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { book, bookingPayload, futureDate, insertConfirmedAppointment, openPractice, romeIso, VISIT } from '../../../test/booking';
import { createAndLogin, createTestApp, patientSpec, registerDoctor, registerPatient, type SignedIn, type TestApp } from '../../../test/helpers';
import { markEmailVerified } from '../../../test/verification';
import { appointments } from '../../db/schema/appointments';
import { appointmentReminders } from '../../db/schema/reminders';
import { jobs } from '../../db/schema/jobs';
import { auditLog, platformSettings } from '../../db/schema/privacy';
import { createTestClock } from '../../lib/clock';

let t: TestApp;
let admin: SignedIn;
let doctor: SignedIn;
let patient: SignedIn;
let outbox: string;
const clock = createTestClock('2026-11-30T09:00:00Z');
const HOUR = 3_600_000;
const DEFAULTS = { confirmation: true, reminder: true, cancellation: true, reminderLeadMinutes: [2880, 120], smsDailyCap: 200 };

beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await createAndLogin(t.app, patientSpec({ admin: 1 }));
  doctor = await registerDoctor(t.app, { displayName: 'Dott. Marco Bianchi', sectors: ['cardiologia'] });
  patient = await registerPatient(t.app, { displayName: 'Giulia Rossi' });
  await markEmailVerified(t, patient.user.id);
  await openPractice(t.app, doctor);
  outbox = path.join(t.config.DATA_DIR, 'outbox');
});
afterAll(() => t.close());
beforeEach(async () => {
  await rm(outbox, { recursive: true, force: true });
  await t.database.db.delete(jobs);
  await t.database.db.delete(appointments);
});

const inject = (who: SignedIn | null, method: 'GET' | 'PUT', payload?: object) =>
  t.app.inject({ method, url: '/api/admin/settings/notifications', headers: who ? { cookie: who.cookie } : {}, ...(payload ? { payload } : {}) });

async function save(settings: Partial<typeof DEFAULTS>): Promise<void> {
  const response = await inject(admin, 'PUT', { ...DEFAULTS, ...settings });
  expect(response.statusCode, response.body).toBe(200);
}

/** Kinds of the queued e-mail jobs, sorted. */
async function queuedMails(): Promise<string[]> {
  const rows = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'appointment-mail'));
  return rows.map((r) => (r.payload as { mail: string }).mail).sort();
}
/** Kinds of the written .eml files, sorted. */
async function sentMails(): Promise<string[]> {
  const files = (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
  return files.map((f) => f.split('_')[2]!).sort();
}
/** Runs the job runner after the reminder task's interval has passed, so that it looks again. */
async function drainLater(): Promise<void> {
  clock.advance(2 * 60_000);
  await t.app.services.jobs.drain();
}

let slot = 0;
async function bookVisit(): Promise<string> {
  // A different hour each time, three days ahead (always bookable).
  slot += 1;
  const response = await book(t.app, patient, bookingPayload(doctor.user.id, romeIso(futureDate(3, clock.now()), `${String(8 + slot).padStart(2, '0')}:00`)));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ appointment: { id: string } }>().appointment.id;
}

// Booked well before the test's instants, so that every lead is owed.
const insertConfirmed = (startsAt: Date) =>
  insertConfirmedAppointment(t.database.db, { doctorId: doctor.user.id, serviceId: VISIT.id, patient }, startsAt, { createdAt: new Date(clock.now().getTime() - 10 * 24 * HOUR) });
const reminderRows = async () => (await t.database.db.select().from(appointmentReminders)).map((r) => ({ appointmentId: r.appointmentId, lead: r.leadMinutes, status: r.status }));

describe('GET and PUT /api/admin/settings/notifications', () => {
  test('admins only: 401 signed out, 403 for a patient and a doctor', async () => {
    for (const method of ['GET', 'PUT'] as const) {
      expect((await inject(null, method, DEFAULTS)).statusCode).toBe(401);
      expect((await inject(patient, method, DEFAULTS)).statusCode).toBe(403);
      expect((await inject(doctor, method, DEFAULTS)).statusCode).toBe(403);
    }
  });

  test('defaults until saved; a save is stored, answered and audited with the new values', async () => {
    await t.database.db.delete(platformSettings);
    const before = await inject(admin, 'GET');
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ settings: DEFAULTS, updatedAt: null });

    const saved = await inject(admin, 'PUT', { confirmation: false, reminder: true, cancellation: true, reminderLeadMinutes: [10080, 60], smsDailyCap: 50 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ settings: { confirmation: false, reminder: true, cancellation: true, reminderLeadMinutes: [10080, 60], smsDailyCap: 50 }, updatedAt: clock.now().toISOString() });
    expect((await inject(admin, 'GET')).json()).toMatchObject({ settings: { confirmation: false, reminderLeadMinutes: [10080, 60], smsDailyCap: 50 } });
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'admin.settings.notifications'));
    expect(entry).toMatchObject({ actorId: admin.user.id, actorRole: 'admin', subjectId: null, details: { confirmation: false, reminder: true, cancellation: true, reminderLeadMinutes: '10080, 60', smsDailyCap: 50 } });
    await save(DEFAULTS);
  });

  test('bad values are 400 with Italian field messages', async () => {
    const cases: Array<[object, string, string]> = [
      [{ ...DEFAULTS, reminderLeadMinutes: [59] }, 'reminderLeadMinutes.0', 'Ogni promemoria va inviato tra 1 settimana e 1 ora prima della visita, in minuti interi.'],
      [{ ...DEFAULTS, reminderLeadMinutes: [10081] }, 'reminderLeadMinutes.0', 'Ogni promemoria va inviato tra 1 settimana e 1 ora prima della visita, in minuti interi.'],
      [{ ...DEFAULTS, reminderLeadMinutes: [60, 120, 240, 1440] }, 'reminderLeadMinutes', 'Puoi scegliere al massimo tre promemoria.'],
      [{ ...DEFAULTS, reminderLeadMinutes: [120, 120] }, 'reminderLeadMinutes', 'Hai scelto due volte lo stesso anticipo.'],
      [{ ...DEFAULTS, reminderLeadMinutes: [] }, 'reminderLeadMinutes', 'Scegli almeno un promemoria.'],
      [{ ...DEFAULTS, confirmation: 'no' }, 'confirmation', 'Scegli se inviare o no questa e-mail.'],
      [{ reminder: true, cancellation: true, reminderLeadMinutes: [120], smsDailyCap: 200 }, 'confirmation', 'Scegli se inviare o no questa e-mail.'],
      [{ ...DEFAULTS, smsDailyCap: 100_001 }, 'smsDailyCap', 'Indica un numero intero tra 0 e 100000.'],
      [{ ...DEFAULTS, smsDailyCap: 1.5 }, 'smsDailyCap', 'Indica un numero intero tra 0 e 100000.'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await inject(admin, 'PUT', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ error: { fields: Record<string, string> } }>().error.fields[field]).toBe(message);
    }
  });
});

describe('the e-mails follow the settings', () => {
  test('confirmation off: booking enqueues no confirmation (patient or doctor) and writes no .eml; cancellation still goes', async () => {
    await save({ confirmation: false });
    const id = await bookVisit();
    expect(await queuedMails()).toEqual([]);
    await drainLater();
    expect(await sentMails()).toEqual([]);

    const cancel = await t.app.inject({ method: 'POST', url: `/api/appointments/${id}/cancel`, headers: { cookie: doctor.cookie }, payload: { reason: 'Imprevisto' } });
    expect(cancel.statusCode).toBe(200);
    expect(await queuedMails()).toEqual(['cancelled-doctor', 'cancelled-patient']);
    await drainLater();
    expect(await sentMails()).toEqual(['cancelled-doctor', 'cancelled-patient']);

    await save({ confirmation: true });
    await bookVisit();
    await drainLater();
    expect(await sentMails()).toEqual(['booked-doctor', 'booked-patient', 'cancelled-doctor', 'cancelled-patient']);
  });

  test('cancellation off: cancelling enqueues nothing', async () => {
    await save({ cancellation: false, confirmation: false });
    const id = await bookVisit();
    const cancel = await t.app.inject({ method: 'POST', url: `/api/appointments/${id}/cancel`, headers: { cookie: doctor.cookie }, payload: {} });
    expect(cancel.statusCode).toBe(200);
    expect(await queuedMails()).toEqual([]);
    await save(DEFAULTS);
  });

  test('an e-mail switched off after it was queued is not sent when its job runs', async () => {
    await bookVisit();
    expect(await queuedMails()).toEqual(['booked-doctor', 'booked-patient']);
    await save({ confirmation: false });
    await drainLater();
    expect(await sentMails()).toEqual([]);
    const done = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'appointment-mail'));
    expect(done.every((j) => j.status === 'done')).toBe(true);
    await save(DEFAULTS);
  });

  test('the reminders follow the default set of the setting', async () => {
    await save({ confirmation: false, reminderLeadMinutes: [1440] });
    const in30h = await insertConfirmed(new Date(clock.now().getTime() + 30 * HOUR));
    await insertConfirmed(new Date(clock.now().getTime() + 60 * HOUR));
    await drainLater();
    expect(await sentMails()).toEqual([]);

    // 36 hours: the first visit's moment passed 6 hours ago, well within half its lead: still sent.
    await save({ confirmation: false, reminderLeadMinutes: [2160] });
    await drainLater();
    expect(await sentMails()).toEqual(['reminder']);
    expect(await reminderRows()).toEqual([{ appointmentId: in30h, lead: 2160, status: 'sent' }]);

    await save({ confirmation: false, reminderLeadMinutes: [60] });
    await drainLater();
    expect(await sentMails()).toEqual(['reminder']);
    await save(DEFAULTS);
  });

  test('reminders off: none is claimed; back on, the reminders still useful go', async () => {
    await save({ reminder: false });
    const soon = await insertConfirmed(new Date(clock.now().getTime() + 90 * 60_000));
    await drainLater();
    expect(await sentMails()).toEqual([]);
    expect(await reminderRows()).toEqual([]);

    await save({ reminder: true });
    await drainLater();
    expect(await sentMails()).toEqual(['reminder']);
    // The 48-hour one, long past, is recorded as skipped (the catch-up rule).
    expect((await reminderRows()).sort((a, b) => b.lead - a.lead)).toEqual([
      { appointmentId: soon, lead: 2880, status: 'skipped' },
      { appointmentId: soon, lead: 120, status: 'sent' },
    ]);
  });

  test('an older stored value (a single reminderLeadHours) still reads, with the default set', async () => {
    await t.database.db.update(platformSettings).set({ value: { confirmation: false, reminder: true, cancellation: true, reminderLeadHours: 24 } }).where(eq(platformSettings.key, 'notifications'));
    const view = await t.app.services.platformSettings.storedNotifications();
    expect(view.settings).toEqual({ confirmation: false, reminder: true, cancellation: true, reminderLeadMinutes: [2880, 120], smsDailyCap: 200 });
    await save(DEFAULTS);
  });
});
