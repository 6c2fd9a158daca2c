import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createTestApp, registerDoctor, registerPatient, type SignedIn, type TestApp } from '../../../test/helpers';
import { markEmailVerified } from '../../../test/verification';
import { insertConfirmedAppointment } from '../../../test/booking';
import { appointments } from '../../db/schema/appointments';
import { jobs } from '../../db/schema/jobs';
import { services } from '../../db/schema/practice';
import { appointmentReminders } from '../../db/schema/reminders';
import { practiceBookingRules } from '../../db/schema/schedule';
import { createTestClock } from '../../lib/clock';
import { createServices } from '../../services';
import type { ReminderChannels } from './reminder-channels';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const clock = createTestClock('2026-11-30T09:00:00Z');
// Thursday 3 December 2026, 10:30 in Rome.
const VISIT = new Date('2026-12-03T09:30:00Z');

let t: TestApp;
let doctor: SignedIn;
let patient: SignedIn;
let outbox: string;

beforeAll(async () => {
  t = await createTestApp({ clock });
  doctor = await registerDoctor(t.app, { displayName: 'Dott. Marco Bianchi', sectors: ['cardiologia'] });
  patient = await registerPatient(t.app, { displayName: 'Giulia Rossi' });
  await markEmailVerified(t, patient.user.id);
  await markEmailVerified(t, doctor.user.id);
  outbox = path.join(t.config.DATA_DIR, 'outbox');
  await t.database.db.insert(services).values({ doctorId: doctor.user.id, id: 'cardiologia_1', sectorId: 'cardiologia', name: 'Visita cardiologica', durationMinutes: 30, priceCents: 8000, position: 0 });
});
afterAll(() => t.close());
beforeEach(async () => {
  await rm(outbox, { recursive: true, force: true });
  await t.database.db.delete(appointments);
  await t.database.db.delete(jobs);
  await t.database.db.delete(practiceBookingRules);
});

async function mails(kind: 'reminder' | 'agenda'): Promise<Array<{ file: string; mail: ParsedMail }>> {
  const files = (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith('.eml') && f.includes(`_${kind}_`)).sort();
  return Promise.all(files.map(async (file) => ({ file, mail: await simpleParser(await readFile(path.join(outbox, file))) })));
}

/** A visit booked a week before the test's first instant (so that every lead is owed). */
const book = (startsAt: Date, overrides: Partial<typeof appointments.$inferInsert> = {}) =>
  insertConfirmedAppointment(t.database.db, { doctorId: doctor.user.id, serviceId: 'cardiologia_1', patient }, startsAt, { createdAt: new Date('2026-11-20T09:00:00Z'), ...overrides });

/** Another server instance on the same database, with its own job runner. */
const otherInstance = (reminderChannels?: ReminderChannels) => createServices({ db: t.database.db, config: t.config, logger: t.app.log, clock, ...(reminderChannels ? { reminderChannels } : {}) });

const rowsOf = async (id: string) =>
  (await t.database.db.select().from(appointmentReminders).where(eq(appointmentReminders.appointmentId, id))).map((r) => ({ lead: r.leadMinutes, status: r.status })).sort((a, b) => b.lead - a.lead);

const at = async (iso: string, ...runners: Array<{ drain(): Promise<number> }>) => {
  clock.set(iso);
  await Promise.all((runners.length > 0 ? runners : [t.app.services.jobs]).map((r) => r.drain()));
};

describe('the cadence (platform default: 48 hours and 2 hours before)', () => {
  test('each lead is sent once at its moment, by two instances draining at once, saying when as fits', async () => {
    const id = await book(VISIT);
    const other = otherInstance().jobs;
    await at('2026-12-01T09:29:00Z', t.app.services.jobs, other);
    expect(await mails('reminder')).toHaveLength(0);

    await at('2026-12-01T09:30:00Z', t.app.services.jobs, other);
    let sent = await mails('reminder');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.mail.subject).toBe('Promemoria: visita con Dott. Marco Bianchi giovedì 3 dicembre alle 10:30');
    expect(sent[0]!.mail.text).toContain('ti ricordiamo la tua visita con Dott. Marco Bianchi giovedì 3 dicembre alle 10:30.');
    expect(sent[0]!.mail.html).toContain('Visita cardiologica');

    await at('2026-12-02T09:30:00Z', t.app.services.jobs, other);
    expect(await mails('reminder')).toHaveLength(1);

    await at('2026-12-03T07:30:00Z', t.app.services.jobs, other);
    sent = await mails('reminder');
    expect(sent).toHaveLength(2);
    expect(sent[1]!.mail.subject).toBe('Promemoria: visita con Dott. Marco Bianchi tra 2 ore, alle 10:30');
    expect(await rowsOf(id)).toEqual([{ lead: 2880, status: 'sent' }, { lead: 120, status: 'sent' }]);

    await at('2026-12-03T09:00:00Z', t.app.services.jobs, other);
    expect(await mails('reminder')).toHaveLength(2);
  });

  test('four instances racing over many due visits send each reminder once', async () => {
    clock.set('2026-11-30T09:00:00Z');
    const ids = new Set<string>();
    // One-minute visits, two minutes apart, all within their 2-hour lead.
    for (let i = 0; i < 30; i += 1) {
      const start = new Date(clock.now().getTime() + 2 * HOUR - i * 2 * MINUTE);
      const end = new Date(start.getTime() + MINUTE);
      ids.add(await book(start, { endsAt: end, blockedUntil: end }));
    }
    const instances = [t.app.services, otherInstance(), otherInstance(), otherInstance()];
    await Promise.all(instances.flatMap((s) => [s.jobs.drain(), s.jobs.drain()]));
    const files = (await mails('reminder')).map((m) => m.file.split('_')[1]!);
    expect(files).toHaveLength(ids.size);
    expect(new Set(files)).toEqual(ids);
  });

  test('a visit booked inside a lead gets only the later ones (the confirmation has just gone)', async () => {
    const id = await book(VISIT, { createdAt: new Date('2026-12-02T08:00:00Z') });
    await at('2026-12-02T09:00:00Z');
    expect(await mails('reminder')).toHaveLength(0);
    await at('2026-12-03T07:31:00Z');
    expect((await mails('reminder')).map((m) => m.mail.subject)).toEqual(['Promemoria: visita con Dott. Marco Bianchi tra 2 ore, alle 10:30']);
    expect(await rowsOf(id)).toEqual([{ lead: 120, status: 'sent' }]);
  });
});

describe('the server down across a lead', () => {
  test('back 30 hours before: the 48-hour reminder still goes; back 1 h 30 before after missing both: only the 2-hour one', async () => {
    const a = await book(VISIT);
    const b = await book(new Date(VISIT.getTime() + HOUR));
    await at('2026-12-02T03:30:00Z');
    expect((await mails('reminder')).map((m) => m.file.split('_')[1]).sort()).toEqual([a, b].sort());
    await rm(outbox, { recursive: true, force: true });
    await t.database.db.delete(appointmentReminders).where(eq(appointmentReminders.appointmentId, b));

    // Down again from then until 1 h 30 before the second visit.
    await at('2026-12-03T09:00:00Z');
    const sent = await mails('reminder');
    expect(sent.map((m) => [m.file.split('_')[1], m.mail.subject])).toEqual([[b, 'Promemoria: visita con Dott. Marco Bianchi tra 1 ora e 30 minuti, alle 11:30']]);
    expect(await rowsOf(b)).toEqual([{ lead: 2880, status: 'skipped' }, { lead: 120, status: 'sent' }]);
    // The first visit's 2-hour reminder came due at 07:30 and half of it is gone at 09:00: skipped.
    expect(await rowsOf(a)).toEqual([{ lead: 2880, status: 'sent' }, { lead: 120, status: 'skipped' }]);
  });

  test('back 20 hours before: the 48-hour reminder is skipped, the 2-hour one goes as usual', async () => {
    const id = await book(VISIT);
    await at('2026-12-02T13:30:00Z');
    expect(await mails('reminder')).toHaveLength(0);
    expect(await rowsOf(id)).toEqual([{ lead: 2880, status: 'skipped' }]);
  });
});

describe('no reminder for a visit cancelled, moved or started after its reminder was queued', () => {
  test('each ends without sending and its row is skipped; the moved visit is reminded for its new time', async () => {
    clock.set('2026-12-03T07:30:00Z');
    const cancelled = await book(VISIT);
    const moved = await book(new Date(VISIT.getTime() + HOUR));
    const started = await book(new Date('2026-12-03T09:00:00Z'));
    // Queued, not yet run (the task's own transaction claims and enqueues).
    await t.app.services.appointments.enqueueDueReminders(clock.now(), [2880, 120], 100);
    await t.database.db.update(appointments).set({ status: 'annullato' }).where(eq(appointments.id, cancelled));
    const newStart = new Date('2026-12-04T09:30:00Z');
    await t.database.db.update(appointments).set({ startsAt: newStart, endsAt: new Date(newStart.getTime() + 30 * MINUTE), blockedFrom: newStart, blockedUntil: new Date(newStart.getTime() + 30 * MINUTE), rescheduledAt: clock.now(), rescheduleCount: 1, previousStartsAt: new Date(VISIT.getTime() + HOUR) }).where(eq(appointments.id, moved));
    // The runner only gets to them after the third visit started.
    clock.set('2026-12-03T09:05:00Z');
    const runner = otherInstance().jobs;
    await runner.drain();
    expect(await mails('reminder')).toHaveLength(0);
    for (const id of [cancelled, started]) expect((await rowsOf(id)).map((r) => r.status)).not.toContain('sent');
    expect((await rowsOf(moved)).filter((r) => r.status === 'sent')).toEqual([]);

    // The moved visit's new time: its 2-hour reminder the next morning (its 48-hour one came before the move).
    await at('2026-12-04T07:30:00Z');
    const sent = await mails('reminder');
    expect(sent.map((m) => m.file.split('_')[1])).toEqual([moved]);
    expect(sent[0]!.mail.subject).toContain('tra 2 ore, alle 10:30');
  });
});

describe("the doctor's own set and the SMS channel", () => {
  const put = (who: SignedIn, body: unknown) => t.app.inject({ method: 'PUT', url: '/api/schedule/reminders', headers: { cookie: who.cookie }, payload: body as object });

  test('GET/PUT /api/schedule/reminders: the doctor only, with Italian refusals; the set changes the cadence', async () => {
    const get = await t.app.inject({ method: 'GET', url: '/api/schedule/reminders', headers: { cookie: doctor.cookie } });
    expect(get.json()).toEqual({ leadMinutes: null, agendaEmail: false, platformLeadMinutes: [2880, 120] });
    expect((await put(patient, { leadMinutes: [1440], agendaEmail: false })).statusCode).toBe(403);
    for (const [leadMinutes, message] of [
      [[10080, 2880, 120, 60], 'Puoi scegliere al massimo tre promemoria.'],
      [[30], 'Ogni promemoria va inviato tra 1 settimana e 1 ora prima della visita, in minuti interi.'],
      [[1440, 1440], 'Hai scelto due volte lo stesso anticipo.'],
    ] as const) {
      const refused = await put(doctor, { leadMinutes, agendaEmail: false });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain(message);
    }
    const saved = await put(doctor, { leadMinutes: [60, 1440], agendaEmail: false });
    expect(saved.json()).toEqual({ leadMinutes: [1440, 60], agendaEmail: false, platformLeadMinutes: [2880, 120] });

    const id = await book(VISIT);
    await at('2026-12-01T09:30:00Z');
    expect(await mails('reminder')).toHaveLength(0);
    await at('2026-12-02T09:30:00Z');
    await at('2026-12-03T08:30:00Z');
    expect((await mails('reminder')).map((m) => m.mail.subject)).toEqual([
      'Promemoria: visita con Dott. Marco Bianchi domani alle 10:30',
      'Promemoria: visita con Dott. Marco Bianchi tra 1 ora, alle 10:30',
    ]);
    expect(await rowsOf(id)).toEqual([{ lead: 1440, status: 'sent' }, { lead: 60, status: 'sent' }]);
  });

  test('the SMS waits for 08:00 Rome time, carries no health data, and each channel sends once', async () => {
    const sms: Array<{ to: string; text: string }> = [];
    const keys = new Set<string>();
    const channels: ReminderChannels = {
      sms: { send: (m) => (sms.push(m), Promise.resolve({ providerId: `SM${sms.length}` })) },
      deliveries: {
        alreadySent: (key) => Promise.resolve(keys.has(key)),
        record: (d) => Promise.resolve(void keys.add(d.key)),
        smsCapReached: () => Promise.resolve(false),
      },
      preferences: {
        reminderChannelsOf: () => Promise.resolve({ email: true, smsPhone: '+393331234567' }),
        optOutUrl: (_user, channel) => Promise.resolve(`https://sanity.example.it/stop/${channel}`),
      },
    };
    const a = otherInstance(channels);
    const b = otherInstance(channels);
    // Sunday 6 December 10:00 Rome: its 48-hour moment is Friday 22:00, in the quiet hours.
    const start = new Date('2026-12-06T09:00:00Z');
    await book(start, { notes: 'Dolore al petto da due settimane' });
    await at('2026-12-04T21:00:00Z', a.jobs, b.jobs);
    const [mail] = await mails('reminder');
    expect(mail!.mail.text).toContain('Non ricevere più promemoria via e-mail: https://sanity.example.it/stop/email');
    expect(sms).toHaveLength(0);

    await at('2026-12-05T06:59:00Z', a.jobs, b.jobs);
    expect(sms).toHaveLength(0);
    await at('2026-12-05T07:00:00Z', a.jobs, b.jobs);
    expect(sms).toHaveLength(1);
    expect(sms[0]!.to).toBe('+393331234567');
    expect(sms[0]!.text).toContain('Dott. Marco Bianchi domani alle 10:00');
    expect(sms[0]!.text).toContain('Stop SMS: https://sanity.example.it/stop/sms');
    expect(sms[0]!.text).not.toMatch(/cardiologica|Dolore/);
    expect(sms[0]!.text.length).toBeLessThanOrEqual(320);
    expect([...keys].sort()).toEqual([expect.stringMatching(/:2880:email$/), expect.stringMatching(/:2880:sms$/)]);
  });
});

describe("the doctor's morning agenda", () => {
  test('at 07:00 Rome time, once across instances and runs, only the day\'s confirmed visits, nothing on a day without', async () => {
    await t.app.inject({ method: 'PUT', url: '/api/schedule/reminders', headers: { cookie: doctor.cookie }, payload: { leadMinutes: null, agendaEmail: true } });
    // Thursday 3 December: two confirmed visits, one cancelled; none on Friday.
    await book(new Date('2026-12-03T14:00:00Z'), { customerName: 'Luca Verdi', notes: 'nota riservata' });
    await book(VISIT);
    await book(new Date('2026-12-03T11:00:00Z'), { status: 'annullato', customerName: 'Anna Neri' });
    const other = otherInstance().jobs;
    await at('2026-12-03T05:59:00Z', t.app.services.jobs, other);
    expect(await mails('agenda')).toHaveLength(0);
    await at('2026-12-03T06:00:00Z', t.app.services.jobs, other);
    await at('2026-12-03T06:30:00Z', t.app.services.jobs, other);
    const [agenda, ...more] = await mails('agenda');
    expect(more).toHaveLength(0);
    expect(agenda!.mail.subject).toBe('La tua agenda di giovedì 3 dicembre: 2 visite');
    expect(agenda!.mail.text).toContain('10:30: Giulia Rossi · Visita cardiologica');
    expect(agenda!.mail.text).toContain('15:00: Luca Verdi · Visita cardiologica');
    expect(agenda!.mail.text).not.toMatch(/Anna Neri|nota riservata/);

    await at('2026-12-04T06:00:00Z', t.app.services.jobs, other);
    expect(await mails('agenda')).toHaveLength(1);
  });
});
