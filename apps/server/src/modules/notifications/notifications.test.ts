import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createTestApp, registerDoctor, registerPatient, type SignedIn, type TestApp } from '../../../test/helpers';
import { markEmailVerified } from '../../../test/verification';
import { insertConfirmedAppointment } from '../../../test/booking';
import { appointments } from '../../db/schema/appointments';
import { services } from '../../db/schema/practice';
import type { AppointmentNotice } from './appointment-notice';
import { createTestClock } from '../../lib/clock';
import { createServices } from '../../services';
import { jobs } from '../../db/schema/jobs';

let t: TestApp;
let doctor: SignedIn;
let patient: SignedIn;
let outbox: string;
// Every test here runs at fixed instants; the reminder task runs once per REMINDERS_INTERVAL_MS of this clock.
const clock = createTestClock('2026-11-30T09:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ clock });
  doctor = await registerDoctor(t.app, { displayName: 'Dott. Marco Bianchi', sectors: ['cardiologia'] });
  patient = await registerPatient(t.app, { displayName: 'Giulia Rossi' });
  // The patient's copies go only to a verified address (ADR 0012); one test below unverifies it.
  await markEmailVerified(t, patient.user.id);
  outbox = path.join(t.config.DATA_DIR, 'outbox');
  await t.database.db.insert(services).values({
    doctorId: doctor.user.id,
    id: 'cardiologia_1',
    sectorId: 'cardiologia',
    name: 'Visita cardiologica',
    durationMinutes: 30,
    priceCents: 8000,
    position: 0,
  });
});
afterAll(() => t.close());
beforeEach(() => rm(outbox, { recursive: true, force: true }));

interface Eml {
  file: string;
  mail: ParsedMail;
  ics: string | null;
}

async function readOutbox(): Promise<Eml[]> {
  const files = (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (file) => {
      const mail = await simpleParser(await readFile(path.join(outbox, file)));
      const attachment = mail.attachments.find((a) => a.filename === 'invito.ics');
      // RFC 5545 folds long lines; unfold them to read the properties.
      const ics = attachment ? attachment.content.toString('utf8').replace(/\r\n[ \t]/g, '') : null;
      return { file, mail, ics };
    }),
  );
}

/** What the booking's two e-mail jobs send (each job sends one of them). */
async function sendBooked(n: AppointmentNotice): Promise<void> {
  for (const kind of ['booked-patient', 'booked-doctor'] as const) await t.app.services.notifications.deliver(kind, n, t.app.services.clock.now());
}

async function sendCancelled(n: AppointmentNotice): Promise<void> {
  for (const kind of ['cancelled-patient', 'cancelled-doctor'] as const) await t.app.services.notifications.deliver(kind, n, t.app.services.clock.now());
}

const addresses = (field: ParsedMail['to']) => (field ? (Array.isArray(field) ? field : [field]).flatMap((a) => a.value.map((v) => v.address)) : []);

function notice(overrides: Partial<AppointmentNotice> = {}): AppointmentNotice {
  return {
    id: 'appt-1',
    serviceName: 'Visita cardiologica',
    title: 'Visita cardiologica',
    startsAt: new Date('2026-12-01T09:30:00Z'),
    endsAt: new Date('2026-12-01T10:00:00Z'),
    timeZone: 'Europe/Rome',
    price: 80,
    notes: 'Porto gli esami <del> sangue',
    customFields: [
      { name: 'Allergie', value: 'Nessuna' },
      { name: 'Prima visita', value: true },
    ],
    doctor: { id: doctor.user.id, name: 'Dott. Marco Bianchi', email: doctor.user.email },
    patient: { id: patient.user.id, name: 'Giulia Rossi', email: patient.user.email, emailVerified: true },
    customer: { name: 'Anna Rossi', email: 'anna.rossi@esempio.it', phone: '+39 333 000 1111' },
    location: null,
    ...overrides,
  };
}

describe('confirmation and cancellation e-mails (outbox)', () => {
  test('appointmentBooked writes one Italian e-mail to the patient and one to the doctor, in Rome time, with invito.ics', async () => {
    await sendBooked(notice());
    const mails = await readOutbox();
    expect(mails).toHaveLength(2);
    for (const { file } of mails) expect(file).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z_appt-1_booked-(patient|doctor)_[0-9a-f]{10}\.eml$/);

    const toPatient = mails.find((m) => m.file.includes('booked-patient'))!;
    const toDoctor = mails.find((m) => m.file.includes('booked-doctor'))!;
    expect(addresses(toPatient.mail.to)).toEqual([patient.user.email]);
    // The booking form's e-mail is contact data for the doctor, never a recipient (issue 12).
    expect(toPatient.mail.cc).toBeUndefined();
    expect(addresses(toPatient.mail.to)).not.toContain('anna.rossi@esempio.it');
    expect(addresses(toDoctor.mail.to)).toEqual([doctor.user.email]);
    expect(addresses(toPatient.mail.from)).toEqual(['noreply@sanity.local']);

    // 09:30 UTC on 1 December is 10:30 in Rome; never the UTC time.
    expect(toPatient.mail.subject).toBe('Appuntamento confermato: Visita cardiologica, martedì 1 dicembre 2026, 10:30');
    expect(toPatient.mail.text).toContain('Gentile Giulia Rossi,');
    expect(toPatient.mail.text).toContain('il tuo appuntamento con Dott. Marco Bianchi è confermato.');
    expect(toPatient.mail.text).toContain('Data e ora: martedì 1 dicembre 2026, 10:30 – 11:00');
    expect(toPatient.mail.text).toMatch(/Prezzo: € 80,00/);
    expect(toPatient.mail.text).not.toMatch(/09:30/);
    expect(toPatient.mail.html).toContain('martedì 1 dicembre 2026, 10:30');
    // User-entered text is escaped in the HTML.
    expect(toPatient.mail.html).toContain('Porto gli esami &lt;del&gt; sangue');
    expect(toPatient.mail.html).not.toContain('<del>');

    expect(toDoctor.mail.subject).toBe('Nuovo appuntamento: Anna Rossi, martedì 1 dicembre 2026, 10:30');
    expect(toDoctor.mail.text).toContain('Anna Rossi ha prenotato un appuntamento con te.');
    expect(toDoctor.mail.text).toContain('Telefono: +39 333 000 1111');
    expect(toDoctor.mail.text).toContain(`Prenotato da: Giulia Rossi <${patient.user.email}>`);
    expect(toDoctor.mail.text).toContain('- Prima visita: Sì');

    for (const { mail, ics } of [toPatient, toDoctor]) {
      const attachment = mail.attachments.find((a) => a.filename === 'invito.ics')!;
      expect(attachment.contentType).toBe('text/calendar');
      expect(ics).toContain('METHOD:REQUEST');
      expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Rome');
      expect(ics).toContain('DTSTART;TZID=Europe/Rome:20261201T103000');
      expect(ics).toContain('DTEND;TZID=Europe/Rome:20261201T110000');
      expect(ics).toContain('UID:appt-1@sanity');
      expect(ics).toContain('SEQUENCE:0');
      expect(ics).toContain('STATUS:CONFIRMED');
      expect(ics).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
      expect(ics).toMatch(/ORGANIZER;CN="Dott. Marco Bianchi":mailto:/i);
      expect(ics).toContain(patient.user.email);
      expect(ics).not.toMatch(/DTSTART:[0-9T]+Z/);
    }
    expect(toPatient.ics).toContain('SUMMARY:Visita cardiologica con Dott. Marco Bianchi');
    // The same appointment gets the same UID every time.
    await sendBooked(notice());
    const again = await readOutbox();
    expect(again).toHaveLength(4);
    expect(new Set(again.map((m) => /UID:(.*)/.exec(m.ics!)![1]))).toEqual(new Set(['appt-1@sanity']));
  });

  test('no cc when the person visited is the account holder; summer dates use CEST (+2)', async () => {
    await sendBooked(
      notice({
        id: 'appt-summer',
        startsAt: new Date('2026-07-15T06:00:00Z'),
        endsAt: new Date('2026-07-15T06:45:00Z'),
        customer: { name: 'Giulia Rossi', email: patient.user.email.toUpperCase(), phone: '' },
      }),
    );
    const toPatient = (await readOutbox()).find((m) => m.file.includes('booked-patient'))!;
    expect(toPatient.mail.cc).toBeUndefined();
    expect(toPatient.mail.subject).toContain('mercoledì 15 luglio 2026, 08:00');
    expect(toPatient.ics).toContain('DTSTART;TZID=Europe/Rome:20260715T080000');
  });

  test('an unverified account gets no copy, and the address typed in the booking form gets nothing either; the doctor is told', async () => {
    const unverified = notice({ id: 'appt-unverified', patient: { id: patient.user.id, name: 'Giulia Rossi', email: patient.user.email, emailVerified: false } });
    await sendBooked(unverified);
    await sendCancelled({ ...unverified, cancellation: { by: 'doctor', reason: null, at: new Date('2026-11-28T10:00:00Z') } });
    await t.app.services.notifications.deliver('reminder', unverified, t.app.services.clock.now());
    const mails = await readOutbox();
    expect(mails.map((m) => m.file.split('_')[2]).sort()).toEqual(['booked-doctor', 'cancelled-doctor']);
    for (const { mail } of mails) {
      expect(addresses(mail.to)).toEqual([doctor.user.email]);
      expect(addresses(mail.cc)).toEqual([]);
    }
    // The doctor still sees how to reach the person visited.
    expect(mails[0]!.mail.text).toContain('anna.rossi@esempio.it');
  });

  test('appointmentCancelled tells both who cancelled and why, with METHOD:CANCEL', async () => {
    await sendCancelled(
      notice({ cancellation: { by: 'patient', reason: 'Impegno di lavoro', at: new Date('2026-11-28T10:00:00Z') } }),
    );
    const mails = await readOutbox();
    expect(mails.map((m) => m.file.split('_')[2]).sort()).toEqual(['cancelled-doctor', 'cancelled-patient']);
    for (const { mail, ics } of mails) {
      expect(mail.subject).toBe('Appuntamento annullato: Visita cardiologica, martedì 1 dicembre 2026, 10:30');
      expect(mail.text).toContain('Annullato da: il paziente (Giulia Rossi)');
      expect(mail.text).toContain('Motivo: Impegno di lavoro');
      expect(mail.attachments[0]!.contentType).toBe('text/calendar');
      expect(ics).toContain('METHOD:CANCEL');
      expect(ics).toContain('STATUS:CANCELLED');
      expect(ics).toContain('UID:appt-1@sanity');
      expect(ics).toContain('SEQUENCE:1');
      expect(ics).toContain('DTSTART;TZID=Europe/Rome:20261201T103000');
    }

    await rm(outbox, { recursive: true, force: true });
    await sendCancelled(notice({ cancellation: { by: 'doctor', reason: null, at: new Date() } }));
    const byDoctor = await readOutbox();
    expect(byDoctor).toHaveLength(2);
    expect(byDoctor[0]!.mail.text).toContain('Annullato da: il professionista (Dott. Marco Bianchi)');
    expect(byDoctor[0]!.mail.text).toContain('Motivo: Nessun motivo indicato.');
  });
});


describe('reminders (job runner, fixed instants)', () => {
  const HOUR = 3_600_000;
  const MINUTE = 60_000;

  const insertAppointment = (startsAt: Date, overrides: Partial<typeof appointments.$inferInsert> = {}) =>
    insertConfirmedAppointment(t.database.db, { doctorId: doctor.user.id, serviceId: 'cardiologia_1', patient }, startsAt, overrides);

  const reminders = async () => (await readOutbox()).filter((m) => m.file.includes('_reminder_'));

  /** Another server instance on the same database, with its own job runner (its reminder task has not run yet). */
  const otherInstance = () => createServices({ db: t.database.db, config: t.config, logger: t.app.log, clock });

  beforeEach(async () => {
    await t.database.db.delete(appointments);
    await t.database.db.delete(jobs);
  });

  test('due reminders are sent once by two instances draining at once; cancelled, far-off, past and reminded visits get none', async () => {
    clock.set('2026-11-30T09:00:00Z');
    const now = clock.now();
    const hours = (h: number) => new Date(now.getTime() + h * HOUR);
    const dueTomorrow = await insertAppointment(hours(23)); // 1 December, 09:00 Rome
    const dueSoon = await insertAppointment(hours(3)); // today, 13:00 Rome
    const cancelled = await insertAppointment(hours(10), { status: 'annullato', cancelledAt: now, cancelledBy: 'patient' });
    const farOff = await insertAppointment(hours(30));
    const past = await insertAppointment(hours(-2));
    const alreadySent = await insertAppointment(hours(8), { reminderSentAt: hours(-1), reminderClaimedAt: hours(-2) });

    const other = otherInstance();
    await Promise.all([t.app.services.jobs.drain(), other.jobs.drain()]);

    const mails = await reminders();
    expect(mails.map((m) => m.file.split('_')[1]).sort()).toEqual([dueTomorrow, dueSoon].sort());
    for (const { mail } of mails) {
      expect(addresses(mail.to)).toEqual([patient.user.email]);
      expect(mail.text).toContain('ti ricordiamo il tuo appuntamento con Dott. Marco Bianchi.');
    }
    expect(mails.find((m) => m.file.includes(dueTomorrow))!.mail.subject).toBe('Promemoria: Visita cardiologica domani, martedì 1 dicembre 2026, 09:00');
    expect(mails.find((m) => m.file.includes(dueSoon))!.mail.subject).toBe('Promemoria: Visita cardiologica, lunedì 30 novembre 2026, 13:00');

    const byId = new Map((await t.database.db.select().from(appointments)).map((r) => [r.id, r]));
    for (const id of [dueTomorrow, dueSoon]) expect(byId.get(id)!.reminderSentAt).toEqual(now);
    for (const id of [cancelled, farOff, past]) expect(byId.get(id)!.reminderSentAt).toBeNull();
    expect(byId.get(alreadySent)!.reminderSentAt).toEqual(hours(-1));

    // Minutes later both instances look again: nothing more is sent.
    clock.advance(5 * MINUTE);
    await Promise.all([t.app.services.jobs.drain(), other.jobs.drain()]);
    expect(await reminders()).toHaveLength(2);

    // Seven hours on, the far-off visit is within 24 hours, but it was cancelled meanwhile: no reminder.
    await t.database.db.update(appointments).set({ status: 'annullato' }).where(eq(appointments.id, farOff));
    clock.advance(7 * HOUR);
    await t.app.services.jobs.drain();
    expect(await reminders()).toHaveLength(2);
  });

  test('four instances racing over many due reminders still send each one once', async () => {
    clock.set('2026-11-30T09:00:00Z');
    const ids = new Set<string>();
    for (let i = 0; i < 30; i += 1) ids.add(await insertAppointment(new Date(clock.now().getTime() + HOUR + i * 30 * MINUTE)));
    const instances = [t.app.services, otherInstance(), otherInstance(), otherInstance()];
    await Promise.all(instances.flatMap((s) => [s.jobs.drain(), s.jobs.drain()]));
    const files = (await reminders()).map((m) => m.file.split('_')[1]!);
    expect(files).toHaveLength(ids.size);
    expect(new Set(files)).toEqual(ids);
  });

  test('a reminder whose appointment was cancelled or deleted after it was queued ends cleanly, sending nothing', async () => {
    clock.set('2026-11-30T09:00:00Z');
    const runner = otherInstance().jobs;
    const cancelledLater = await insertAppointment(new Date(clock.now().getTime() + 2 * HOUR));
    const deletedLater = await insertAppointment(new Date(clock.now().getTime() + 3 * HOUR));
    // Queue them without running: the reminder task's own transaction marks and enqueues.
    await t.app.services.appointments.enqueueDueReminders(clock.now(), new Date(clock.now().getTime() + 24 * HOUR), 100);
    await t.database.db.update(appointments).set({ status: 'annullato' }).where(eq(appointments.id, cancelledLater));
    await t.database.db.delete(appointments).where(eq(appointments.id, deletedLater));
    await runner.drain();
    expect(await reminders()).toHaveLength(0);
    expect(await runner.counts()).toMatchObject({ pending: 0, running: 0, dead: 0, done: 2 });
  });

  describe('across the DST Sundays (Europe/Rome)', () => {
    test('29 March 2026 (clocks go forward): 24 real hours ahead is 25 wall-clock hours, and the Sunday visit is "domani"', async () => {
      // Saturday 28 March, 09:00 in Rome (CET, UTC+1).
      clock.set('2026-03-28T08:00:00Z');
      const nine = await insertAppointment(new Date('2026-03-29T07:00:00Z')); // Sunday 09:00 CEST: 23 h ahead
      const ten = await insertAppointment(new Date('2026-03-29T08:00:00Z')); // Sunday 10:00 CEST: exactly 24 h ahead
      const eleven = await insertAppointment(new Date('2026-03-29T09:00:00Z')); // Sunday 11:00 CEST: 25 h ahead
      await t.app.services.jobs.drain();
      const mails = await reminders();
      expect(mails.map((m) => m.file.split('_')[1]).sort()).toEqual([nine, ten].sort());
      expect(mails.find((m) => m.file.includes(nine))!.mail.subject).toBe('Promemoria: Visita cardiologica domani, domenica 29 marzo 2026, 09:00');
      expect(mails.find((m) => m.file.includes(ten))!.mail.subject).toBe('Promemoria: Visita cardiologica domani, domenica 29 marzo 2026, 10:00');

      // An hour later the 11:00 visit comes due.
      clock.advance(HOUR + MINUTE);
      await t.app.services.jobs.drain();
      const after = await reminders();
      expect(after).toHaveLength(3);
      expect(after.find((m) => m.file.includes(eleven))!.mail.subject).toBe('Promemoria: Visita cardiologica domani, domenica 29 marzo 2026, 11:00');
    });

    test('25 October 2026 (clocks go back): the Sunday 09:00 visit is 25 real hours after Saturday 09:00, so it is reminded at 10:00', async () => {
      // Saturday 24 October, 09:00 in Rome (CEST, UTC+2).
      clock.set('2026-10-24T07:00:00Z');
      const nine = await insertAppointment(new Date('2026-10-25T08:00:00Z')); // Sunday 09:00 CET
      await t.app.services.jobs.drain();
      expect(await reminders()).toHaveLength(0);

      clock.set('2026-10-24T08:00:00Z'); // Saturday 10:00 CEST: exactly 24 h before
      await t.app.services.jobs.drain();
      const mails = await reminders();
      expect(mails).toHaveLength(1);
      expect(mails[0]!.file).toContain(nine);
      // Rome time of the visit (CET), never UTC.
      expect(mails[0]!.mail.subject).toBe('Promemoria: Visita cardiologica domani, domenica 25 ottobre 2026, 09:00');
    });
  });
});
