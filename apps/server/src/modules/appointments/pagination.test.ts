import { randomBytes } from 'node:crypto';
import type { Appointment, AppointmentList, CrmPatientDetail, CrmPatientList } from '@sanity/shared/schemas/appointments';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { appointments } from '../../db/schema/appointments';
import { users } from '../../db/schema/users';
import { openPractice, VISIT } from '../../../test/booking';
import { createTestApp, registerDoctor, registerPatient, type SignedIn, type TestApp } from '../../../test/helpers';

/**
 * Keyset pagination of the appointments lists and /crm (issue 9 item 9): every page walked from
 * the first `nextCursor` to the last gives each row exactly once, in the list's order, whatever is
 * inserted meanwhile; a cursor is only a position, the rows are still the session's own.
 */
let t: TestApp;
let doctor: SignedIn;
let otherDoctor: SignedIn;
let patient: SignedIn;
let otherPatient: SignedIn;

const HALF_HOUR = 30 * 60_000;
const BASE = Date.parse('2027-03-01T07:00:00.000Z');
const WINDOW = 'timeMin=2027-02-01T00:00:00.000Z&timeMax=2027-05-01T00:00:00.000Z';

/** Lowercase hex ids: the database's collation and JavaScript order them alike. */
const hexId = () => randomBytes(16).toString('hex');

interface Seeded {
  id: string;
  /** Start in ms and the microseconds beyond them (0–999). */
  ms: number;
  micros: number;
}
const byKey = (x: Seeded, y: Seeded) => x.ms - y.ms || x.micros - y.micros || (x.id < y.id ? -1 : x.id > y.id ? 1 : 0);

async function insertAppointments(
  rows: Array<{ doctorId: string; patientId: string; ms: number; micros?: number; cancelled?: boolean; name?: string }>,
): Promise<Seeded[]> {
  const seeded = rows.map((r) => ({ ...r, id: hexId(), micros: r.micros ?? 0 }));
  await t.database.db.insert(appointments).values(
    seeded.map((r) => ({
      id: r.id,
      doctorId: r.doctorId,
      serviceId: VISIT.id,
      patientId: r.patientId,
      title: VISIT.name,
      serviceName: VISIT.name,
      status: r.cancelled ? 'annullato' : 'confermato',
      startsAt: new Date(r.ms),
      endsAt: new Date(r.ms + HALF_HOUR),
      blockedFrom: new Date(r.ms),
      blockedUntil: new Date(r.ms + HALF_HOUR),
      durationMinutes: 30,
      customerName: r.name ?? 'Giulia Rossi',
      customerEmail: 'giulia.rossi@example.it',
      priceCents: 12_000,
    })),
  );
  // Starts that differ below the millisecond, which a JavaScript Date cannot write.
  for (const r of seeded.filter((x) => x.micros > 0)) {
    await t.database.db.execute(sql`update ${appointments} set starts_at = starts_at + ${`${r.micros} microseconds`}::interval where id = ${r.id}`);
  }
  return seeded.map(({ id, ms, micros }) => ({ id, ms, micros }));
}

const get = (who: SignedIn, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });

/** Follows `nextCursor` from the first page to the last; returns what `pick` takes of each page. */
async function walk<T>(who: SignedIn, url: string, pick: (body: never) => T, limit: number): Promise<T[]> {
  const pages: T[] = [];
  let cursor: string | null = null;
  do {
    const sep = url.includes('?') ? '&' : '?';
    const response = await get(who, `${url}${sep}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ nextCursor: string | null }>();
    pages.push(pick(body as never));
    cursor = body.nextCursor;
    expect(pages.length).toBeLessThan(1000);
  } while (cursor);
  return pages;
}
const ids = (list: { appointments: Appointment[] }) => list.appointments.map((a) => a.id);

let mine: Seeded[];
let theirs: Seeded[];

beforeAll(async () => {
  t = await createTestApp();
  doctor = await registerDoctor(t.app, { displayName: 'Marco Bianchi' });
  otherDoctor = await registerDoctor(t.app, { displayName: 'Laura Esposito' });
  patient = await registerPatient(t.app, { displayName: 'Giulia Rossi' });
  otherPatient = await registerPatient(t.app, { displayName: 'Paolo Verdi' });
  await openPractice(t.app, doctor);
  await openPractice(t.app, otherDoctor);
  // 120 back-to-back visits, then cancelled ones sharing the start of visit 60 (same instant, then
  // 1 and 2 microseconds later): ties the id must break, and keys finer than a millisecond.
  const visits = Array.from({ length: 120 }, (_, i) => ({ doctorId: doctor.user.id, patientId: patient.user.id, ms: BASE + i * HALF_HOUR }));
  const tie = BASE + 60 * HALF_HOUR;
  const cancelled = [0, 0, 0, 1, 2].map((micros) => ({ doctorId: doctor.user.id, patientId: patient.user.id, ms: tie, micros, cancelled: true }));
  mine = (await insertAppointments([...visits, ...cancelled])).sort(byKey);
  theirs = (
    await insertAppointments(Array.from({ length: 5 }, (_, i) => ({ doctorId: otherDoctor.user.id, patientId: otherPatient.user.id, ms: BASE + i * HALF_HOUR })))
  ).sort(byKey);
});
afterAll(() => t.close());

describe('GET /api/appointments/professional and /api/appointments: pages', () => {
  test('the doctor walks a window of 125 appointments in pages of 50: each once, ascending by start then id', async () => {
    const pages = await walk(doctor, `/api/appointments/professional?${WINDOW}`, (b: AppointmentList) => ids(b), 50);
    expect(pages.map((p) => p.length)).toEqual([50, 50, 25]);
    expect(pages.flat()).toEqual(mine.map((x) => x.id));
  });

  test('without a window: the most recent first, same rows, pages of 50', async () => {
    const pages = await walk(doctor, '/api/appointments/professional', (b: AppointmentList) => ids(b), 50);
    expect(pages.flat()).toEqual(mine.map((x) => x.id).reverse());
  });

  test('the patient walks their own bookings; page size 1 still gives each exactly once', async () => {
    expect((await walk(patient, `/api/appointments?${WINDOW}`, (b: AppointmentList) => ids(b), 50)).flat()).toEqual(mine.map((x) => x.id));
    const single = await walk(patient, `/api/appointments?${WINDOW}`, (b: AppointmentList) => ids(b), 1);
    expect(single).toHaveLength(mine.length);
    expect(single.flat()).toEqual(mine.map((x) => x.id));
  });

  test('the default page is 100 and says where to go on; a page that holds the rest has no cursor', async () => {
    const first = (await get(doctor, `/api/appointments/professional?${WINDOW}`)).json<AppointmentList>();
    expect(first.success).toBe(true);
    expect(first.appointments).toHaveLength(100);
    expect(first.nextCursor).toEqual(expect.any(String));
    const all = (await get(patient, `/api/appointments?${WINDOW}&limit=500`)).json<AppointmentList>();
    expect(all.appointments).toHaveLength(mine.length);
    expect(all.nextCursor).toBeNull();
    const exact = (await get(otherPatient, `/api/appointments?${WINDOW}&limit=5`)).json<AppointmentList>();
    expect(exact.appointments).toHaveLength(5);
    expect(exact.nextCursor).toBeNull();
  });

  test('rows booked while walking: none repeated, none of the original skipped, a later one seen once', async () => {
    const url = `/api/appointments/professional?${WINDOW}&limit=40`;
    const first = (await get(doctor, url)).json<AppointmentList>();
    // One before the cursor (not on a later page) and one after it, as another booking would land.
    const [before, after] = await insertAppointments([
      { doctorId: doctor.user.id, patientId: otherPatient.user.id, ms: BASE - HALF_HOUR },
      { doctorId: doctor.user.id, patientId: otherPatient.user.id, ms: BASE + 200 * HALF_HOUR },
    ]);
    try {
      const seen = [...ids(first)];
      let cursor = first.nextCursor;
      while (cursor) {
        const page = (await get(doctor, `${url}&cursor=${cursor}`)).json<AppointmentList>();
        seen.push(...ids(page));
        cursor = page.nextCursor;
      }
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen.filter((id) => id !== after!.id)).toEqual(mine.map((x) => x.id));
      expect(seen.at(-1)).toBe(after!.id);
      expect(seen).not.toContain(before!.id);
    } finally {
      await t.database.db.delete(appointments).where(inArray(appointments.id, [before!.id, after!.id]));
    }
  });

  test('a cursor is a position, not a key: another account replaying it reads only its own rows', async () => {
    const first = (await get(patient, `/api/appointments?timeMin=2027-02-01T00:00:00.000Z&timeMax=2027-05-01T00:00:00.000Z&limit=1`)).json<AppointmentList>();
    expect(first.nextCursor).not.toBeNull();
    const replay = (await get(otherPatient, `/api/appointments?${WINDOW}&cursor=${first.nextCursor}`)).json<AppointmentList>();
    const mineIds = new Set(mine.map((x) => x.id));
    expect(replay.appointments.some((a) => mineIds.has(a.id))).toBe(false);
    expect(replay.appointments.every((a) => a.clientId === otherPatient.user.id)).toBe(true);
    const doctorCursor = (await get(doctor, `/api/appointments/professional?${WINDOW}&limit=1`)).json<AppointmentList>().nextCursor;
    const other = (await get(otherDoctor, `/api/appointments/professional?${WINDOW}&cursor=${doctorCursor}`)).json<AppointmentList>();
    expect(other.appointments.every((a) => a.professionalId === otherDoctor.user.id)).toBe(true);
    const position = mine[0]!;
    expect(other.appointments.map((a) => a.id)).toEqual(theirs.filter((x) => byKey(x, position) > 0).map((x) => x.id));
  });

  test('a malformed, tampered or foreign cursor and a bad limit are a 400 "Richiesta non valida."', async () => {
    const good = (await get(doctor, `/api/appointments/professional?${WINDOW}&limit=1`)).json<AppointmentList>().nextCursor!;
    const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const bad = [
      'not-a-cursor',
      `${good}x`,
      encodeURIComponent('a\u0000b'),
      forged(['asc', '0000-01-01T00:00:00.000000Z', 'x']),
      forged(['asc', '2027-03-01T07:00:00.000000Z', 'a\u0000b']),
      forged(['asc', '2027-13-01T07:00:00.000000Z', 'x']),
      'a'.repeat(600),
    ];
    for (const cursor of bad) {
      for (const [who, path] of [
        [doctor, `/api/appointments/professional?${WINDOW}`],
        [patient, `/api/appointments?${WINDOW}`],
      ] as const) {
        const response = await get(who, `${path}&cursor=${cursor}`);
        expect(response.statusCode, cursor).toBe(400);
        expect(response.json()).toMatchObject({ error: { code: 'invalid-argument', message: 'Richiesta non valida.' } });
      }
    }
    // An ascending (window) cursor does not fit the unwindowed, most-recent-first list.
    expect((await get(doctor, `/api/appointments/professional?cursor=${good}`)).statusCode).toBe(400);
    expect((await get(doctor, `/api/appointments/professional?limit=501`)).statusCode).toBe(400);
    expect((await get(doctor, `/api/appointments/professional?limit=0`)).statusCode).toBe(400);
  });
});

describe('/api/crm: pages', () => {
  let crmDoctor: SignedIn;
  let expected: Array<{ clientId: string; lastMs: number }>;

  beforeAll(async () => {
    crmDoctor = await registerDoctor(t.app, { displayName: 'Anna Neri' });
    await openPractice(t.app, crmDoctor);
    // 120 patient accounts written straight to the table (registering them would hash 120 passwords).
    const accounts = Array.from({ length: 120 }, (_, i) => ({ id: hexId(), name: `Paziente ${i}`, displayName: `Paziente ${i}`, email: `crm-${i}-${hexId()}@example.it`, userid: `crm${i}` }));
    await t.database.db.insert(users).values(accounts);
    // Each has two appointments; every third shares its latest start with the next one (cancelled
    // appointments may overlap), so ties on the latest time are broken by client id.
    const rows = accounts.flatMap((a, i) => {
      const latest = BASE + Math.floor(i / 2) * HALF_HOUR * 3;
      return [
        { doctorId: crmDoctor.user.id, patientId: a.id, ms: latest - 1000 * HALF_HOUR, cancelled: true, name: a.name },
        { doctorId: crmDoctor.user.id, patientId: a.id, ms: latest, cancelled: i % 2 === 1, name: a.name },
      ];
    });
    await insertAppointments(rows);
    expected = accounts
      .map((a, i) => ({ clientId: a.id, lastMs: BASE + Math.floor(i / 2) * HALF_HOUR * 3 }))
      .sort((x, y) => y.lastMs - x.lastMs || (x.clientId < y.clientId ? -1 : 1));
  });

  test('120 patients in pages of 50: each once, latest appointment first, ties by client id', async () => {
    const pages = await walk(crmDoctor, '/api/crm/patients', (b: CrmPatientList) => b.patients, 50);
    expect(pages.map((p) => p.length)).toEqual([50, 50, 20]);
    const all = pages.flat();
    expect(all.map((p) => p.clientId)).toEqual(expected.map((x) => x.clientId));
    expect(all.map((p) => Date.parse(p.lastAppointmentAt))).toEqual(expected.map((x) => x.lastMs));
    expect(all.every((p) => p.appointmentCount === 2)).toBe(true);
  });

  test('the default page is 50; a bad cursor is 400; another doctor replaying a cursor sees none of these patients', async () => {
    const first = (await get(crmDoctor, '/api/crm/patients')).json<CrmPatientList>();
    expect(first.patients).toHaveLength(50);
    expect(first.nextCursor).toEqual(expect.any(String));
    const bad = await get(crmDoctor, '/api/crm/patients?cursor=bm9wZQ');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { message: 'Richiesta non valida.' } });
    // An appointments cursor is not a /crm cursor.
    const listCursor = (await get(doctor, `/api/appointments/professional?${WINDOW}&limit=1`)).json<AppointmentList>().nextCursor;
    expect((await get(crmDoctor, `/api/crm/patients?cursor=${listCursor}`)).statusCode).toBe(400);
    const replay = (await get(otherDoctor, `/api/crm/patients?cursor=${first.nextCursor}`)).json<CrmPatientList>();
    const crmIds = new Set(expected.map((x) => x.clientId));
    expect(replay.patients.some((p) => crmIds.has(p.clientId))).toBe(false);
    expect((await get(crmDoctor, '/api/crm/patients?limit=201')).statusCode).toBe(400);
  });

  test('one patient’s history pages too, most recent first; the patient comes with every page', async () => {
    const pages = await walk(doctor, `/api/crm/patients/${patient.user.id}`, (b: CrmPatientDetail) => b, 50);
    expect(pages.map((p) => p.appointments.length)).toEqual([50, 50, 25]);
    expect(pages.every((p) => p.patient.clientId === patient.user.id && p.patient.appointmentCount === mine.length)).toBe(true);
    expect(pages.flatMap((p) => p.appointments.map((a) => a.id))).toEqual(mine.map((x) => x.id).reverse());
    expect((await get(doctor, `/api/crm/patients/${patient.user.id}?cursor=%%`)).statusCode).toBe(400);
  });
});
