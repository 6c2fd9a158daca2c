import { randomUUID } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createTestApp, registerDoctor, registerPatient, type SignedIn, type TestApp } from '../../../test/helpers';
import { appointments } from '../../db/schema/appointments';
import { services } from '../../db/schema/practice';
import type { AppointmentNotice } from './appointment-notice';
import { createNotificationsService } from './notifications.service';

let t: TestApp;
let doctor: SignedIn;
let patient: SignedIn;
let outbox: string;

beforeAll(async () => {
  t = await createTestApp();
  doctor = await registerDoctor(t.app, { displayName: 'Dott. Marco Bianchi', sectors: ['cardiologia'] });
  patient = await registerPatient(t.app, { displayName: 'Giulia Rossi' });
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
    patient: { id: patient.user.id, name: 'Giulia Rossi', email: patient.user.email },
    customer: { name: 'Anna Rossi', email: 'anna.rossi@esempio.it', phone: '+39 333 000 1111' },
    ...overrides,
  };
}

describe('confirmation and cancellation e-mails (outbox)', () => {
  test('appointmentBooked writes one Italian e-mail to the patient and one to the doctor, in Rome time, with invito.ics', async () => {
    await t.app.services.notifications.appointmentBooked(notice());
    const mails = await readOutbox();
    expect(mails).toHaveLength(2);
    for (const { file } of mails) expect(file).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z_appt-1_booked-(patient|doctor)_[0-9a-f]{10}\.eml$/);

    const toPatient = mails.find((m) => m.file.includes('booked-patient'))!;
    const toDoctor = mails.find((m) => m.file.includes('booked-doctor'))!;
    expect(addresses(toPatient.mail.to)).toEqual([patient.user.email]);
    expect(addresses(toPatient.mail.cc)).toEqual(['anna.rossi@esempio.it']);
    expect(addresses(toDoctor.mail.to)).toEqual([doctor.user.email]);
    expect(addresses(toPatient.mail.from)).toEqual(['noreply@sanity.local']);

    // 09:30 UTC on 1 December is 10:30 in Rome; never the UTC time.
    expect(toPatient.mail.subject).toBe('Appuntamento confermato: Visita cardiologica, martedì 1 dicembre 2026, 10:30');
    expect(toPatient.mail.text).toContain('Gentile Giulia Rossi,');
    expect(toPatient.mail.text).toContain('il tuo appuntamento con Dott. Marco Bianchi è confermato.');
    expect(toPatient.mail.text).toContain('Data e ora: martedì 1 dicembre 2026, 10:30 – 11:00');
    expect(toPatient.mail.text).toMatch(/Prezzo: 80,00\s€/);
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
    await t.app.services.notifications.appointmentBooked(notice());
    const again = await readOutbox();
    expect(again).toHaveLength(4);
    expect(new Set(again.map((m) => /UID:(.*)/.exec(m.ics!)![1]))).toEqual(new Set(['appt-1@sanity']));
  });

  test('no cc when the person visited is the account holder; summer dates use CEST (+2)', async () => {
    await t.app.services.notifications.appointmentBooked(
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

  test('appointmentCancelled tells both who cancelled and why, with METHOD:CANCEL', async () => {
    await t.app.services.notifications.appointmentCancelled(
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
    await t.app.services.notifications.appointmentCancelled(notice({ cancellation: { by: 'doctor', reason: null, at: new Date() } }));
    const byDoctor = await readOutbox();
    expect(byDoctor).toHaveLength(2);
    expect(byDoctor[0]!.mail.text).toContain('Annullato da: il professionista (Dott. Marco Bianchi)');
    expect(byDoctor[0]!.mail.text).toContain('Motivo: Nessun motivo indicato.');
  });

  test('a failing transport is logged, never thrown', async () => {
    const failing = createNotificationsService({
      reminders: t.app.services.appointments,
      config: t.config,
      logger: t.app.log,
      mailer: { outboxDir: null, close: () => undefined, send: () => Promise.reject(new Error('SMTP giù')) },
    });
    await expect(failing.appointmentBooked(notice())).resolves.toBeUndefined();
    await expect(failing.appointmentCancelled(notice({ timeZone: 'Not/AZone' }))).resolves.toBeUndefined();
  });
});

describe('reminders', () => {
  const now = new Date('2026-11-30T09:00:00Z');
  const hours = (h: number) => new Date(now.getTime() + h * 3_600_000);

  async function insertAppointment(startsAt: Date, overrides: Partial<typeof appointments.$inferInsert> = {}): Promise<string> {
    const id = randomUUID();
    await t.database.db.insert(appointments).values({
      id,
      doctorId: doctor.user.id,
      serviceId: 'cardiologia_1',
      patientId: patient.user.id,
      title: 'Visita cardiologica',
      serviceName: 'Visita cardiologica',
      status: 'confermato',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 30 * 60_000),
      durationMinutes: 30,
      customerName: 'Giulia Rossi',
      customerEmail: patient.user.email,
      priceCents: 8000,
      ...overrides,
    });
    return id;
  }

  test('two instances running at once send each due reminder exactly once; cancelled and far-off visits get none', async () => {
    const dueTomorrow = await insertAppointment(hours(23)); // 1 December, 09:00 Rome
    const dueSoon = await insertAppointment(hours(3)); // today, 13:00 Rome
    const staleClaim = await insertAppointment(hours(5), { reminderClaimedAt: new Date(now.getTime() - 20 * 60_000) });
    const heldByOther = await insertAppointment(hours(6), { reminderClaimedAt: new Date(now.getTime() - 60_000) });
    const cancelled = await insertAppointment(hours(10), { status: 'annullato', cancelledAt: now, cancelledBy: 'patient' });
    const farOff = await insertAppointment(hours(30));
    const past = await insertAppointment(hours(-2));
    const alreadySent = await insertAppointment(hours(8), { reminderSentAt: hours(-1) });

    const a = createNotificationsService({ reminders: t.app.services.appointments, config: t.config, logger: t.app.log });
    const b = createNotificationsService({ reminders: t.app.services.appointments, config: t.config, logger: t.app.log });
    const [sentA, sentB] = await Promise.all([a.runReminders(now), b.runReminders(now)]);
    expect(sentA + sentB).toBe(3);

    const mails = await readOutbox();
    expect(mails).toHaveLength(3);
    const ids = mails.map((m) => m.file.split('_')[1]).sort();
    expect(ids).toEqual([dueTomorrow, dueSoon, staleClaim].sort());
    for (const { file, mail } of mails) {
      expect(file).toContain('_reminder_');
      expect(addresses(mail.to)).toEqual([patient.user.email]);
      expect(mail.text).toContain('ti ricordiamo il tuo appuntamento con Dott. Marco Bianchi.');
    }
    const tomorrow = mails.find((m) => m.file.includes(dueTomorrow))!;
    expect(tomorrow.mail.subject).toBe('Promemoria: Visita cardiologica domani, martedì 1 dicembre 2026, 09:00');
    const soon = mails.find((m) => m.file.includes(dueSoon))!;
    expect(soon.mail.subject).toBe('Promemoria: Visita cardiologica, lunedì 30 novembre 2026, 13:00');

    const rows = await t.database.db.select().from(appointments);
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const id of [dueTomorrow, dueSoon, staleClaim]) expect(byId.get(id)!.reminderSentAt).not.toBeNull();
    for (const id of [heldByOther, cancelled, farOff, past]) expect(byId.get(id)!.reminderSentAt).toBeNull();
    expect(byId.get(alreadySent)!.reminderSentAt).toEqual(hours(-1));

    // A second run, even a few minutes later, sends nothing more.
    await expect(Promise.all([a.runReminders(now), b.runReminders(hours(0.1))])).resolves.toEqual([0, 0]);
    expect(await readOutbox()).toHaveLength(3);

    // Once the other instance's claim has gone stale, it is retaken and sent once.
    const later = new Date(now.getTime() + 15 * 60_000);
    const results = await Promise.all([a.runReminders(later), b.runReminders(later)]);
    expect(results[0] + results[1]).toBe(1);
    expect((await readOutbox()).filter((m) => m.file.includes(heldByOther))).toHaveLength(1);

    // The far-off visit comes due a day later; a visit cancelled meanwhile never gets one.
    await t.database.db.update(appointments).set({ status: 'annullato' }).where(eq(appointments.id, farOff));
    await expect(a.runReminders(hours(7))).resolves.toBe(0);
    await t.database.db.delete(appointments);
  });

  test('four instances racing over many due reminders still send each one once', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 30; i += 1) ids.add(await insertAppointment(new Date(hours(1).getTime() + i * 30 * 60_000)));
    const instances = Array.from({ length: 4 }, () => createNotificationsService({ reminders: t.app.services.appointments, config: t.config, logger: t.app.log }));
    const sent = await Promise.all(instances.flatMap((s) => [s.runReminders(now), s.runReminders(now)]));
    expect(sent.reduce((a, b) => a + b, 0)).toBe(ids.size);
    const files = (await readOutbox()).map((m) => m.file.split('_')[1]!);
    expect(files).toHaveLength(ids.size);
    expect(new Set(files)).toEqual(ids);
    await t.database.db.delete(appointments);
  });

  test('start() runs the job on its timer until stop()', async () => {
    const startsAt = new Date(Date.now() + 2 * 3_600_000);
    const id = await insertAppointment(startsAt);
    const service = createNotificationsService({ reminders: t.app.services.appointments, config: { ...t.config, REMINDERS_INTERVAL_MS: 50 }, logger: t.app.log });
    service.start();
    try {
      await expect.poll(async () => (await readOutbox()).filter((m) => m.file.includes(id)).length, { timeout: 5_000 }).toBe(1);
    } finally {
      await service.stop();
    }
    const [row] = await t.database.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row!.reminderSentAt).not.toBeNull();
    await t.database.db.delete(appointments);
  });
});
