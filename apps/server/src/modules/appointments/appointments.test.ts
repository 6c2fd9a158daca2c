import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Appointment } from '@sanity/shared/schemas/appointments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { appointments } from '../../db/schema/appointments';
import { book, bookingPayload, ECG, futureDate, openPractice, romeIso, VISIT } from '../../../test/booking';
import { createTestApp, registerDoctor, registerPatient, type SignedIn, type TestApp } from '../../../test/helpers';
import { markEmailVerified } from '../../../test/verification';

let t: TestApp;
let doctor: SignedIn;
let otherDoctor: SignedIn;
let patient: SignedIn;
let stranger: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  doctor = await registerDoctor(t.app, { displayName: 'Marco Bianchi' });
  otherDoctor = await registerDoctor(t.app, { displayName: 'Laura Esposito' });
  patient = await registerPatient(t.app, { displayName: 'Giulia Rossi' });
  stranger = await registerPatient(t.app, { displayName: 'Paolo Verdi' });
  // The patient's booking e-mails go only to a verified address (ADR 0012).
  await markEmailVerified(t, patient.user.id);
  await openPractice(t.app, doctor);
  await openPractice(t.app, otherDoctor);
});
afterAll(() => t.close());

/** A fresh local date per test, so tests never meet each other's bookings. */
let dayOffset = 3;
const nextDay = () => futureDate((dayOffset += 1));

const get = (who: SignedIn | null, url: string) => t.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });
const cancel = (who: SignedIn, id: string, reason?: string) =>
  t.app.inject({ method: 'POST', url: `/api/appointments/${id}/cancel`, headers: { cookie: who.cookie }, payload: reason ? { reason } : {} });
const check = (payload: object) => t.app.inject({ method: 'POST', url: '/api/appointments/check-availability', payload });
const created = (response: { json: <T>() => T }) => response.json<{ appointment: Appointment }>().appointment;

describe('POST /api/appointments', () => {
  test('books a free slot: 201, status confermato, the spec shape for the patient', async () => {
    const date = nextDay();
    const response = await book(t.app, patient, bookingPayload(doctor.user.id, romeIso(date, '10:30')));
    expect(response.statusCode).toBe(201);
    const body = response.json<{ appointment: Appointment; googleCalendarSynced: boolean }>();
    expect(body.googleCalendarSynced).toBe(false);
    expect(body.appointment).toMatchObject({
      title: 'Visita cardiologica',
      status: 'confermato',
      professionalId: doctor.user.id,
      professionalName: 'Marco Bianchi',
      clientId: patient.user.id,
      patientId: patient.user.id,
      clientName: 'Giulia Rossi',
      otherParty: { name: 'Marco Bianchi' },
      serviceId: VISIT.id,
      dateTime: romeIso(date, '10:30'),
      endDateTime: romeIso(date, '11:00'),
      duration: 30,
      price: 120,
      notes: 'Palpitazioni la sera',
      canCancel: true,
    });
    expect(body.appointment.customFields).toEqual([
      { id: 'motivo', name: 'Motivo della visita', type: 'select', value: 'Prima visita' },
      { id: 'allergie', name: 'Allergie', type: 'text', value: 'Nessuna' },
      { id: 'peso', name: 'Peso (kg)', type: 'number', value: 62 },
    ]);
  });

  test('signed out: 401 "Devi essere autenticato per prenotare"', async () => {
    const response = await book(t.app, null, bookingPayload(doctor.user.id, romeIso(nextDay(), '09:00')));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { code: 'unauthenticated', message: 'Devi essere autenticato per prenotare' } });
  });

  test.each([
    ['name missing', { customerInfo: { name: ' ', email: 'a@b.it', phone: '', notes: '' } }, 'Compila tutti i campi obbligatori'],
    ['email missing', { customerInfo: { name: 'Giulia', email: '', phone: '', notes: '' } }, 'Compila tutti i campi obbligatori'],
    ['email invalid', { customerInfo: { name: 'Giulia', email: 'giulia@', phone: '', notes: '' } }, 'Inserisci un indirizzo email valido'],
    ['phone invalid', { customerInfo: { name: 'Giulia', email: 'a@b.it', phone: '12', notes: '' } }, 'Inserisci un numero di telefono valido'],
    ['service missing', { serviceId: '' }, 'Seleziona un servizio per procedere'],
    ['unknown service', { serviceId: 'cardiologia_1' }, 'Il servizio scelto non è disponibile.'],
    ['required custom fields empty', { customFields: { motivo: '', allergie: '  ' } }, 'Compila tutti i campi obbligatori: Motivo della visita, Allergie'],
    ['one required custom field missing', { customFields: { motivo: 'Controllo' } }, 'Compila tutti i campi obbligatori: Allergie'],
    ['select value not an option', { customFields: { motivo: 'Urgenza', allergie: 'No' } }, 'Scegli un valore valido per Motivo della visita'],
    ['number field not a number', { customFields: { motivo: 'Controllo', allergie: 'No', peso: 'tanti' } }, 'Il campo Peso (kg) deve essere un numero'],
    ['date not ISO', { dateTime: 'domani alle 10' }, 'Data o orario non validi'],
  ])('%s: 400 with the Italian message', async (_name, overrides, message) => {
    const response = await book(t.app, patient, bookingPayload(doctor.user.id, romeIso(nextDay(), '09:00'), overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { message: string } }>().error.message).toBe(message);
  });

  // Today and the past: at fixed instants in appointments.clock.test.ts.
  test('times the slot engine does not offer are refused: outside the hours, off the step', async () => {
    const cases = [
      romeIso(nextDay(), '07:00'),
      romeIso(nextDay(), '19:45'),
      romeIso(nextDay(), '10:10'),
    ];
    for (const dateTime of cases) {
      const response = await book(t.app, patient, bookingPayload(doctor.user.id, dateTime));
      expect(response.statusCode, dateTime).toBe(400);
      expect(response.json<{ error: { message: string } }>().error.message).toBe('L’orario scelto non è disponibile. Scegli un altro orario.');
    }
  });

  test('an unknown or non-doctor professional is 404; booking yourself is 400', async () => {
    expect((await book(t.app, patient, bookingPayload(stranger.user.id, romeIso(nextDay(), '09:00')))).statusCode).toBe(404);
    expect((await book(t.app, patient, bookingPayload('nessuno', romeIso(nextDay(), '09:00')))).statusCode).toBe(404);
    const self = await book(t.app, doctor, bookingPayload(doctor.user.id, romeIso(nextDay(), '09:00')));
    expect(self.statusCode).toBe(400);
    expect(self.json<{ error: { message: string } }>().error.message).toBe('Non puoi prenotare una visita con te stesso.');
  });

  test('a doctor may book another doctor as a patient', async () => {
    const response = await book(t.app, otherDoctor, bookingPayload(doctor.user.id, romeIso(nextDay(), '09:00')));
    expect(response.statusCode).toBe(201);
  });

  test('the charged price is the service’s, whatever the client sends', async () => {
    const response = await book(t.app, patient, bookingPayload(doctor.user.id, romeIso(nextDay(), '09:00'), { price: 1 }));
    expect(created(response).price).toBe(120);
  });
});

describe('no double booking', () => {
  test('the same slot twice: the second is 409 with a clear message', async () => {
    const at = romeIso(nextDay(), '11:00');
    expect((await book(t.app, patient, bookingPayload(doctor.user.id, at))).statusCode).toBe(201);
    const second = await book(t.app, stranger, bookingPayload(doctor.user.id, at));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ error: { code: 'aborted', message: 'Questo orario è appena stato prenotato da qualcun altro. Scegli un altro orario.' } });
  });

  test('across services and durations: a 60-minute ECG at 10:00 blocks the 30-minute visit at 10:30', async () => {
    const date = nextDay();
    const ecg = await book(t.app, patient, bookingPayload(doctor.user.id, romeIso(date, '10:00'), { serviceId: ECG.id, customFields: {} }));
    expect(ecg.statusCode).toBe(201);
    expect(created(ecg).endDateTime).toBe(romeIso(date, '11:00'));
    expect((await book(t.app, stranger, bookingPayload(doctor.user.id, romeIso(date, '10:30')))).statusCode).toBe(409);
    expect((await book(t.app, stranger, bookingPayload(doctor.user.id, romeIso(date, '11:00')))).statusCode).toBe(201);
  });

  test('the database itself refuses an overlap, pending included, even when the code check is bypassed', async () => {
    const date = nextDay();
    const base = {
      doctorId: doctor.user.id,
      serviceId: VISIT.id,
      patientId: patient.user.id,
      title: 'x',
      serviceName: 'x',
      durationMinutes: 30,
      customerName: 'x',
      customerEmail: 'x@example.it',
      priceCents: 0,
    };
    const db = t.database.db;
    const at = (day: string, from: string, to: string) => {
      const [startsAt, endsAt] = [new Date(romeIso(day, from)), new Date(romeIso(day, to))];
      return { startsAt, endsAt, blockedFrom: startsAt, blockedUntil: endsAt };
    };
    await db.insert(appointments).values({ ...base, id: randomUUID(), status: 'pending', ...at(date, '15:00', '16:00') });
    await expect(
      db.insert(appointments).values({ ...base, id: randomUUID(), status: 'confermato', ...at(date, '15:30', '16:00') }),
    ).rejects.toMatchObject({ cause: { code: '23P01' } });
    // Through the API the pending appointment's time is taken too.
    expect((await book(t.app, stranger, bookingPayload(doctor.user.id, romeIso(date, '15:30')))).statusCode).toBe(409);
    // A cancelled appointment does not hold its time.
    await db.insert(appointments).values({ ...base, id: randomUUID(), status: 'annullato', ...at(date, '17:00', '18:00') });
    expect((await book(t.app, stranger, bookingPayload(doctor.user.id, romeIso(date, '17:00')))).statusCode).toBe(201);
  });

  test('concurrent requests for one slot: exactly one 201, the rest 409', async () => {
    const at = romeIso(nextDay(), '12:00');
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => book(t.app, i % 2 ? patient : stranger, bookingPayload(doctor.user.id, at))));
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
  });

  test('other doctors’ bookings do not block this doctor', async () => {
    const at = romeIso(nextDay(), '13:00');
    expect((await book(t.app, patient, bookingPayload(doctor.user.id, at))).statusCode).toBe(201);
    expect((await book(t.app, patient, bookingPayload(otherDoctor.user.id, at))).statusCode).toBe(201);
  });
});

describe('Idempotency-Key', () => {
  test('a retry returns the first result and creates nothing new', async () => {
    const key = randomUUID();
    const payload = bookingPayload(doctor.user.id, romeIso(nextDay(), '14:00'));
    const first = await book(t.app, patient, payload, key);
    const retry = await book(t.app, patient, payload, key);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(created(retry).id).toBe(created(first).id);
    const rows = await t.database.db.select().from(appointments).where(eq(appointments.idempotencyKey, key));
    expect(rows).toHaveLength(1);
  });

  test('concurrent retries with one key create one appointment', async () => {
    const key = randomUUID();
    const payload = bookingPayload(doctor.user.id, romeIso(nextDay(), '14:30'));
    const responses = await Promise.all(Array.from({ length: 5 }, () => book(t.app, patient, payload, key)));
    expect(new Set(responses.map((r) => r.statusCode))).toEqual(new Set([201]));
    expect(new Set(responses.map((r) => created(r).id)).size).toBe(1);
  });

  test('the same key with another request is refused (422) and books nothing', async () => {
    const key = randomUUID();
    const date = nextDay();
    expect((await book(t.app, patient, bookingPayload(doctor.user.id, romeIso(date, '16:00')), key)).statusCode).toBe(201);
    const other = await book(t.app, patient, bookingPayload(doctor.user.id, romeIso(date, '16:30')), key);
    expect(other.statusCode).toBe(422);
    const free = await check({ professionalId: doctor.user.id, serviceId: VISIT.id, date, timeSlots: ['16:30'], duration: 30 });
    expect(free.json()).toEqual({ success: true, results: [{ time: '16:30', available: true }] });
  });

  test('keys belong to one account: another patient with the same key books their own slot', async () => {
    const key = randomUUID();
    const date = nextDay();
    const mine = await book(t.app, patient, bookingPayload(doctor.user.id, romeIso(date, '09:00')), key);
    const theirs = await book(t.app, stranger, bookingPayload(doctor.user.id, romeIso(date, '09:30')), key);
    expect(theirs.statusCode).toBe(201);
    expect(created(theirs).id).not.toBe(created(mine).id);
  });
});

describe('POST /api/appointments/check-availability', () => {
  test('callable signed out; booked, past-step and out-of-hours times are unavailable', async () => {
    const date = nextDay();
    await book(t.app, patient, bookingPayload(doctor.user.id, romeIso(date, '10:00')));
    const response = await check({ professionalId: doctor.user.id, serviceId: VISIT.id, date, timeSlots: ['09:30', '10:00', '10:30', '07:00', '10:15'], duration: 30 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      results: [
        { time: '09:30', available: true },
        { time: '10:00', available: false },
        { time: '10:30', available: true },
        { time: '07:00', available: false },
        { time: '10:15', available: false },
      ],
    });
  });

  test('without a service it answers for any active service of the doctor', async () => {
    const date = nextDay();
    await book(t.app, patient, bookingPayload(doctor.user.id, romeIso(date, '10:00'), { serviceId: ECG.id, customFields: {} }));
    const response = await check({ professionalId: doctor.user.id, date, timeSlots: ['09:00', '10:30', '11:00'], duration: 60 });
    expect(response.json<{ results: unknown[] }>().results).toEqual([
      { time: '09:00', available: true },
      { time: '10:30', available: false },
      { time: '11:00', available: true },
    ]);
  });

  test('bad input is a 400 in Italian; an unknown doctor 404', async () => {
    const bad = await check({ professionalId: doctor.user.id, date: '22/11/2026', timeSlots: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: { message: string } }>().error.message).toBe('Data o orario non validi');
    for (const date of ['2026-02-31', '2026-13-01']) {
      expect((await check({ professionalId: doctor.user.id, date, timeSlots: ['09:00'] })).statusCode, date).toBe(400);
    }
    expect((await check({ professionalId: 'nessuno', date: nextDay(), timeSlots: ['09:00'] })).statusCode).toBe(404);
    const unknownService = await check({ professionalId: doctor.user.id, serviceId: 'cardiologia_1', date: nextDay(), timeSlots: ['09:00'] });
    expect(unknownService.statusCode).toBe(404);
    expect(unknownService.json<{ error: { message: string } }>().error.message).toBe('Il servizio scelto non è disponibile.');
  });
});

describe('reading appointments', () => {
  let booked: Appointment;
  beforeAll(async () => {
    booked = created(await book(t.app, patient, bookingPayload(doctor.user.id, romeIso(futureDate(40), '09:00'))));
  });

  test('the patient lists their own in a time window; the doctor through the professional endpoint', async () => {
    const timeMin = new Date(Date.parse(booked.dateTime) - 3_600_000).toISOString();
    const timeMax = new Date(Date.parse(booked.dateTime) + 3_600_000).toISOString();
    const mine = await get(patient, `/api/appointments?timeMin=${timeMin}&timeMax=${timeMax}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json<{ appointments: Appointment[] }>().appointments.map((x) => x.id)).toEqual([booked.id]);
    const theirs = await get(stranger, `/api/appointments?timeMin=${timeMin}&timeMax=${timeMax}`);
    expect(theirs.json<{ appointments: Appointment[] }>().appointments).toEqual([]);
    const doctors = await get(doctor, `/api/appointments/professional?timeMin=${timeMin}&timeMax=${timeMax}`);
    const seen = doctors.json<{ success: boolean; appointments: Appointment[] }>();
    expect(seen.success).toBe(true);
    expect(seen.appointments.map((x) => x.id)).toContain(booked.id);
    expect(seen.appointments.find((x) => x.id === booked.id)!.otherParty).toEqual({ name: 'Giulia Rossi' });
  });

  test('without a window the list is most recent first, in pages of limit (the page asks limit=1 to know whether any exist)', async () => {
    const all = (await get(patient, '/api/appointments')).json<{ appointments: Appointment[] }>().appointments;
    expect(all.length).toBeGreaterThan(1);
    const starts = all.map((x) => Date.parse(x.dateTime));
    expect(starts).toEqual([...starts].sort((x, y) => y - x));
    const one = (await get(patient, '/api/appointments?limit=1')).json<{ appointments: Appointment[] }>().appointments;
    expect(one.map((x) => x.id)).toEqual([all[0]!.id]);
    expect((await get(stranger, '/api/appointments?limit=0')).statusCode).toBe(400);
  });

  test('patients cannot use the professional endpoint; windows are validated', async () => {
    expect((await get(patient, '/api/appointments/professional')).statusCode).toBe(403);
    expect((await get(patient, '/api/appointments?timeMin=ieri')).statusCode).toBe(400);
    expect((await get(patient, '/api/appointments?timeMin=2026-12-01T00:00:00Z&timeMax=2026-11-01T00:00:00Z')).statusCode).toBe(400);
    expect((await get(null, '/api/appointments')).statusCode).toBe(401);
  });

  test('one appointment: both parties read it; another patient gets 403, an unknown id 404', async () => {
    expect((await get(patient, `/api/appointments/${booked.id}`)).statusCode).toBe(200);
    expect((await get(doctor, `/api/appointments/${booked.id}`)).statusCode).toBe(200);
    const foreign = await get(stranger, `/api/appointments/${booked.id}`);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json<{ error: { message: string } }>().error.message).toBe('Non hai accesso a questo appuntamento');
    expect((await get(otherDoctor, `/api/appointments/${booked.id}`)).statusCode).toBe(403);
    expect((await get(patient, `/api/appointments/${randomUUID()}`)).statusCode).toBe(404);
  });
});

describe('cancellation', () => {
  test('the patient cancels with a reason: annullato, the slot is free again', async () => {
    const date = futureDate(20);
    const appt = created(await book(t.app, patient, bookingPayload(doctor.user.id, romeIso(date, '17:30'))));
    const response = await cancel(patient, appt.id, 'Impegno di lavoro');
    expect(response.statusCode).toBe(200);
    expect(created(response)).toMatchObject({ status: 'annullato', cancelledBy: 'patient', cancelReason: 'Impegno di lavoro', canCancel: false });
    const free = await check({ professionalId: doctor.user.id, serviceId: VISIT.id, date, timeSlots: ['17:30'], duration: 30 });
    expect(free.json<{ results: unknown[] }>().results).toEqual([{ time: '17:30', available: true }]);
    expect((await book(t.app, stranger, bookingPayload(doctor.user.id, romeIso(date, '17:30')))).statusCode).toBe(201);
    const again = await cancel(patient, appt.id);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: { message: string } }>().error.message).toBe('L’appuntamento è già stato annullato.');
  });

  test('another patient cannot cancel (403) and nothing changes', async () => {
    const appt = created(await book(t.app, patient, bookingPayload(doctor.user.id, romeIso(futureDate(21), '17:30'))));
    expect((await cancel(stranger, appt.id)).statusCode).toBe(403);
    expect((await cancel(otherDoctor, appt.id)).statusCode).toBe(403);
    expect(created(await get(patient, `/api/appointments/${appt.id}`)).status).toBe('confermato');
  });
  // The 24-hour cut-off, the doctor within it and past appointments: at fixed instants in appointments.clock.test.ts.
});

describe('notifications', () => {
  const outboxFor = (id: string) => {
    const dir = path.join(t.config.DATA_DIR, 'outbox');
    return existsSync(dir) ? readdirSync(dir).filter((f) => f.includes(id)).map((f) => readFileSync(path.join(dir, f), 'utf8')) : [];
  };

  test('a booking e-mails patient and doctor an invitation; a cancellation e-mails both again', async () => {
    const appt = created(await book(t.app, patient, bookingPayload(doctor.user.id, romeIso(futureDate(30), '09:30'))));
    // The e-mails are jobs of the booking's transaction; the runner (not started in tests) sends them.
    expect(outboxFor(appt.id)).toHaveLength(0);
    await t.app.services.jobs.drain();
    const booked = outboxFor(appt.id);
    expect(booked).toHaveLength(2);
    expect(booked.map((mail) => /^To: (.+)$/m.exec(mail)?.[1]).sort()).toEqual([doctor.user.email, patient.user.email].sort());
    for (const mail of booked) {
      expect(mail).toContain('invito.ics');
      expect(mail).toMatch(/method=REQUEST/i);
    }
    await cancel(patient, appt.id, 'Influenza');
    await t.app.services.jobs.drain();
    const all = outboxFor(appt.id);
    expect(all).toHaveLength(4);
    expect(all.filter((mail) => /method=CANCEL/i.test(mail))).toHaveLength(2);
  });
});

describe('/api/crm', () => {
  test('the doctor sees patients who booked with them, grouped with counts, latest first, with history', async () => {
    const crmDoctor = await registerDoctor(t.app, { displayName: 'Anna Neri' });
    await openPractice(t.app, crmDoctor);
    const a = await registerPatient(t.app, { displayName: 'Primo Paziente' });
    const b = await registerPatient(t.app, { displayName: 'Secondo Paziente' });
    await book(t.app, a, bookingPayload(crmDoctor.user.id, romeIso(futureDate(10), '09:00'), { customerInfo: { name: 'Primo Paziente', email: 'primo@example.it', phone: '', notes: '' } }));
    await book(t.app, a, bookingPayload(crmDoctor.user.id, romeIso(futureDate(11), '09:00'), { customerInfo: { name: 'Primo Paziente', email: 'primo@example.it', phone: '02 1234 5678', notes: '' } }));
    await book(t.app, b, bookingPayload(crmDoctor.user.id, romeIso(futureDate(12), '09:00'), { customerInfo: { name: 'Secondo Paziente', email: 'secondo@example.it', phone: '', notes: '' } }));
    // A booking with someone else never shows up in this doctor's list.
    await book(t.app, stranger, bookingPayload(doctor.user.id, romeIso(futureDate(12), '09:00')));

    const list = await get(crmDoctor, '/api/crm/patients');
    expect(list.statusCode).toBe(200);
    const patients = list.json<{ patients: Array<Record<string, unknown>> }>().patients;
    expect(patients.map((p) => [p.name, p.appointmentCount])).toEqual([
      ['Secondo Paziente', 1],
      ['Primo Paziente', 2],
    ]);
    expect(patients[1]).toMatchObject({
      clientId: a.user.id,
      email: 'primo@example.it',
      phone: '02 1234 5678',
      lastAppointmentAt: romeIso(futureDate(11), '09:00'),
      nextAppointmentAt: romeIso(futureDate(10), '09:00'),
    });

    const detail = await get(crmDoctor, `/api/crm/patients/${a.user.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json<{ appointments: Appointment[] }>().appointments).toHaveLength(2);
  });

  test('a doctor cannot read another doctor’s patients; patients cannot use /crm', async () => {
    const lonely = await registerDoctor(t.app, { displayName: 'Luca Gialli' });
    const missing = await get(lonely, `/api/crm/patients/${patient.user.id}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ error: { message: string } }>().error.message).toBe('Paziente non trovato');
    expect((await get(lonely, '/api/crm/patients')).json()).toEqual({ patients: [], nextCursor: null });
    expect((await get(lonely, '/api/appointments/professional')).json()).toEqual({ success: true, appointments: [], nextCursor: null });
    expect((await get(patient, '/api/crm/patients')).statusCode).toBe(403);
  });
});
