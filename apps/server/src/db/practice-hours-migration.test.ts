import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pgliteExtensions } from './client';
import { migrationsFolder } from './migrate';

/**
 * Migration 0010 moves per-service hours to practice hours without changing when any service can
 * be booked (issue 15). The database is migrated to 0009, filled with the cases, then taken to 0010.
 */

type Window = [string, string];
/** A week in a line: the listed days are open with these windows ('open': open all day). */
type Week = Partial<Record<string, Window[] | 'open'>>;
const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

const MORNINGS: Week = { monday: [['09:00', '13:00']], tuesday: [['09:00', '13:00']], wednesday: [['09:00', '13:00']] };
const AFTERNOONS: Week = { monday: [['14:00', '18:00']], thursday: 'open' };
const TWO_WINDOWS: Week = { monday: [['09:00', '11:00'], ['15:00', '17:00']] };
const TWO_WINDOWS_REVERSED: Week = { monday: [['15:00', '17:00'], ['09:00', '11:00']] };

/** A fresh, empty database: PGlite, or a new database on the PostgreSQL of DATABASE_URL. */
interface FreshDb {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

async function openFreshDb(): Promise<FreshDb> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const lite = await PGlite.create({ extensions: pgliteExtensions });
    const db = drizzlePglite({ client: lite });
    return {
      query: (text, params) => lite.query(text, params),
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      close: () => lite.close(),
    };
  }
  const name = `sanity_migration_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: own.href, max: 1 });
  const db = drizzlePg({ client: pool });
  return {
    query: async <T,>(text: string, params?: unknown[]) => ({ rows: (await pool.query(text, params)).rows as T[] }),
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    close: async () => {
      await pool.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
      await admin.end();
    },
  };
}

let client: FreshDb;
let tmp: string;

async function insertService(doctor: string, id: string, position: number, opts: { week?: Week; allDays?: boolean; retired?: boolean; active?: boolean } = {}) {
  await client.query(
    `insert into services (doctor_id, id, sector_id, name, duration_minutes, price_cents, position, is_active, deleted_at)
     values ($1, $2, 'cardiologia', $2, 30, 10000, $3, $4, $5)`,
    [doctor, id, position, opts.active ?? true, opts.retired ? new Date('2026-01-01T00:00:00Z') : null],
  );
  if (!opts.week) return;
  // allDays: a row for every weekday as the API writes it; else only the open days (older data).
  for (const day of DAYS) {
    const windows = opts.week[day];
    if (!windows && !opts.allDays) continue;
    await client.query(`insert into availability_days (doctor_id, service_id, weekday, is_available) values ($1, $2, $3, $4)`, [doctor, id, day, Boolean(windows)]);
    if (Array.isArray(windows)) {
      for (const [i, [start, end]] of windows.entries()) {
        await client.query(
          `insert into availability_slots (doctor_id, service_id, weekday, position, start_time, end_time) values ($1, $2, $3, $4, $5, $6)`,
          [doctor, id, day, i, start, end],
        );
      }
    }
  }
}

interface Row {
  doctor_id: string;
  service_id?: string;
  weekday: string;
  is_available?: boolean;
  position?: number;
  start_time?: string;
  end_time?: string;
}

/** Each day's state and ordered windows; a missing day is closed (as the API reads it). */
function weekOf(days: Row[], slots: Row[]): string {
  return DAYS.map((d) => {
    const day = days.find((r) => r.weekday === d);
    const windows = slots
      .filter((s) => s.weekday === d)
      .sort((a, b) => a.position! - b.position!)
      .map((s) => `${s.start_time}-${s.end_time}`);
    return `${d}:${day?.is_available ?? false}[${windows.join(',')}]`;
  }).join(' ');
}

const CLOSED = weekOf([], []);

/** The hours each current service is booked on: its own, else the practice's, else none. */
async function effectiveHours(): Promise<Record<string, string>> {
  const services = (await client.query<{ doctor_id: string; id: string }>(`select doctor_id, id from services where deleted_at is null order by doctor_id, id`)).rows;
  const days = (await client.query<Row>(`select * from availability_days`)).rows;
  const slots = (await client.query<Row>(`select * from availability_slots`)).rows;
  const practiceDays = await tableRows('practice_hours_days');
  const practiceSlots = await tableRows('practice_hours_slots');
  const out: Record<string, string> = {};
  for (const s of services) {
    const own = days.filter((d) => d.doctor_id === s.doctor_id && d.service_id === s.id);
    const practice = practiceDays.filter((d) => d.doctor_id === s.doctor_id);
    out[`${s.doctor_id}/${s.id}`] =
      own.length > 0
        ? weekOf(own, slots.filter((sl) => sl.doctor_id === s.doctor_id && sl.service_id === s.id))
        : practice.length > 0
          ? weekOf(practice, practiceSlots.filter((sl) => sl.doctor_id === s.doctor_id))
          : CLOSED;
  }
  return out;
}

async function tableRows(table: string): Promise<Row[]> {
  const exists = (await client.query<{ t: string | null }>(`select to_regclass($1)::text as t`, [table])).rows[0]?.t;
  return exists ? (await client.query<Row>(`select * from ${table}`)).rows : [];
}

async function ownRowsOf(doctor: string, service: string): Promise<number> {
  return (await client.query<{ n: number }>(`select count(*)::int as n from availability_days where doctor_id = $1 and service_id = $2`, [doctor, service])).rows[0]!.n;
}

async function practiceWeekOf(doctor: string): Promise<string | null> {
  const days = (await tableRows('practice_hours_days')).filter((d) => d.doctor_id === doctor);
  if (days.length === 0) return null;
  return weekOf(days, (await tableRows('practice_hours_slots')).filter((s) => s.doctor_id === doctor));
}

let before: Record<string, string>;
let retiredBefore: Row[];

beforeAll(async () => {
  // A migrations folder holding only 0000–0009: the database as it was before this change.
  tmp = mkdtempSync(path.join(tmpdir(), 'sanity-migration-0010-'));
  cpSync(migrationsFolder, tmp, { recursive: true });
  const journalPath = path.join(tmp, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const upTo = journal.entries.findIndex((e) => e.tag.startsWith('0010_'));
  expect(upTo).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }));
  rmSync(path.join(tmp, '0010_practice_hours.sql'));

  client = await openFreshDb();
  await client.migrate(tmp);
  expect(await tableRows('practice_hours_days')).toEqual([]);

  await client.query(`insert into sectors (id, name) values ('cardiologia', 'Cardiologia') on conflict do nothing`);
  for (const id of ['anna', 'bruno', 'carla', 'dario']) {
    await client.query(`insert into users (id, role, name, display_name, email, userid) values ($1, 'doctor', $1, $1, $2, $1)`, [id, `${id}@esempio.it`]);
  }
  // Anna: the afternoons are shared by two services (one switched off), the mornings by one.
  await insertService('anna', 'mattine', 0, { week: MORNINGS, allDays: true });
  await insertService('anna', 'pomeriggi-1', 1, { week: AFTERNOONS, allDays: true });
  await insertService('anna', 'pomeriggi-2', 2, { week: AFTERNOONS, allDays: true, active: false });
  await insertService('anna', 'senza-orari', 3);
  await insertService('anna', 'ritirato', 4, { week: AFTERNOONS, allDays: true, retired: true });
  await insertService('anna', 'ritirato-senza-orari', 5, { retired: true });
  // Bruno: a tie; the first by position wins (its id sorts last).
  await insertService('bruno', 'z-primo', 0, { week: AFTERNOONS, allDays: true });
  await insertService('bruno', 'a-secondo', 1, { week: MORNINGS, allDays: true });
  // Carla: no hours at all.
  await insertService('carla', 'senza-orari', 0);
  // Dario: the same windows in another order are another week; a missing day is a closed day.
  await insertService('dario', 'ordine', 0, { week: TWO_WINDOWS_REVERSED, allDays: true });
  await insertService('dario', 'completo', 1, { week: TWO_WINDOWS, allDays: true });
  await insertService('dario', 'solo-lunedi', 2, { week: TWO_WINDOWS });

  before = await effectiveHours();
  retiredBefore = (await client.query<Row>(`select * from availability_days where service_id like 'ritirato%' order by weekday`)).rows;
  await client.migrate(migrationsFolder);
});

afterAll(async () => {
  await client?.close();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

describe('migration 0010: practice hours', () => {
  test('every current service is booked on exactly the hours it had', async () => {
    expect(await effectiveHours()).toEqual(before);
    expect(before['anna/senza-orari']).toBe(CLOSED);
  });

  test('the practice hours are the week most services share; those services use them', async () => {
    expect(await practiceWeekOf('anna')).toBe(before['anna/pomeriggi-1']);
    expect(await ownRowsOf('anna', 'pomeriggi-1')).toBe(0);
    expect(await ownRowsOf('anna', 'pomeriggi-2')).toBe(0);
    expect(await ownRowsOf('anna', 'mattine')).toBe(7);
  });

  test('a service without hours gets a closed week when its doctor now has practice hours', async () => {
    expect(await ownRowsOf('anna', 'senza-orari')).toBe(7);
    expect(await ownRowsOf('carla', 'senza-orari')).toBe(0);
    expect(await practiceWeekOf('carla')).toBeNull();
  });

  test('a tie goes to the first service by position', async () => {
    expect(await practiceWeekOf('bruno')).toBe(before['bruno/z-primo']);
    expect(await ownRowsOf('bruno', 'z-primo')).toBe(0);
    expect(await ownRowsOf('bruno', 'a-secondo')).toBe(7);
  });

  test('weeks are compared whole: window order matters, a missing day is closed', async () => {
    expect(await practiceWeekOf('dario')).toBe(before['dario/completo']);
    expect(await ownRowsOf('dario', 'completo')).toBe(0);
    expect(await ownRowsOf('dario', 'solo-lunedi')).toBe(0);
    expect(await ownRowsOf('dario', 'ordine')).toBe(7);
  });

  test('retired services are left alone and leave no helper table behind', async () => {
    expect((await client.query<Row>(`select * from availability_days where service_id like 'ritirato%' order by weekday`)).rows).toEqual(retiredBefore);
    expect(await tableRows('_migration_service_weeks')).toEqual([]);
    expect((await client.query<{ t: string | null }>(`select to_regclass('_migration_practice_weeks')::text as t`)).rows[0]?.t).toBeNull();
  });
});
