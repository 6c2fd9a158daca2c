import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createTestApp, registerDoctor, registerPatient, type SignedIn, type TestApp } from '../../../test/helpers';
import { markEmailVerified } from '../../../test/verification';
import { services } from '../../db/schema/practice';
import type { AppointmentNotice } from './appointment-notice';
import { createTestClock } from '../../lib/clock';

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
