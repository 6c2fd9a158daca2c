import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { startLocalS3, type LocalS3 } from '../../../test/s3-server';
import { freePort } from '../../../test/server-process';
import { createTestClock } from '../../lib/clock';
import { appliedMigrations, DISK_FULL_HOLD_MS } from './health.service';

const UNAVAILABLE = { error: { code: 'unavailable', message: 'Servizio momentaneamente non disponibile.' } };

describe('GET /api/health and /api/health/ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test('answers 200 { status: ok } when the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  test('ready: 200 with the migrations applied and the upload directory writable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  test("not ready while the database lacks this build's newest migration", async () => {
    const db = t.database.db;
    const [newest] = await db.select().from(appliedMigrations).orderBy(desc(appliedMigrations.createdAt)).limit(1);
    await db.delete(appliedMigrations).where(eq(appliedMigrations.id, newest!.id));
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(UNAVAILABLE);
      // Liveness does not depend on it: the process is fine, it just must not take traffic.
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await db.insert(appliedMigrations).values(newest!);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
  });

  test('both answer 503 unavailable while the server is closing', async () => {
    t.app.services.health.markClosing();
    for (const url of ['/api/health', '/api/health/ready']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(UNAVAILABLE);
    }
  });
});

describe('with the disk full', () => {
  const clock = createTestClock('2026-11-30T09:00:00Z');
  const DISK_FULL = {
    error: { code: 'unavailable', message: 'Spazio su disco esaurito: al momento non è possibile salvare. Riprova più tardi.' },
  };
  let t: TestApp;
  let ip = 0;
  const contact = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: `203.0.113.${++ip}`,
      payload: { nome: 'Giulia', cognome: 'Verdi', email: 'giulia.verdi@esempio.it', telefono: '+39 333 123 4567', note: 'Vorrei informazioni.' },
    });
  const ready = async () => (await t.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode;
  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(() => t.close());

  test('a write the database refuses for a full disk (SQLSTATE 53100) answers 503 in Italian, and readiness says not ready until it passes', async () => {
    // What PostgreSQL, and PGlite on a full disk, answer to an insert: raised by the real driver.
    await t.database.db.execute(sql`create function test_disk_full() returns trigger language plpgsql as $$
      begin raise exception 'could not extend file "base/5/16392": No space left on device' using errcode = 'disk_full'; end $$`);
    await t.database.db.execute(sql`create trigger test_disk_full before insert on contact_messages for each row execute function test_disk_full()`);
    try {
      expect(await ready()).toBe(200);
      const refused = await contact();
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual(DISK_FULL);
      expect(refused.headers['retry-after']).toBe(String(DISK_FULL_HOLD_MS / 1000));
      expect(await ready()).toBe(503);
      // The process itself is fine: liveness stays 200, so an orchestrator does not restart it.
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.database.db.execute(sql`drop trigger test_disk_full on contact_messages`);
      await t.database.db.execute(sql`drop function test_disk_full()`);
    }
    clock.advance(DISK_FULL_HOLD_MS - 1);
    expect(await ready()).toBe(503);
    clock.advance(1);
    expect(await ready()).toBe(200);
    expect((await contact()).statusCode).toBe(202);
  });

  test('a file write failing with ENOSPC is the same 503', async () => {
    const enospc = Object.assign(new Error("ENOSPC: no space left on device, write '/srv/sanity/data/uploads/x'"), { code: 'ENOSPC', errno: -28, syscall: 'write' });
    const submit = vi.spyOn(t.app.services.contact, 'submit').mockRejectedValueOnce(enospc);
    try {
      const refused = await contact();
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual(DISK_FULL);
      expect(await ready()).toBe(503);
    } finally {
      submit.mockRestore();
    }
    clock.advance(DISK_FULL_HOLD_MS);
    expect(await ready()).toBe(200);
  });
});

describe('GET /api/health/ready with S3-compatible storage', () => {
  let s3: LocalS3;
  const apps: TestApp[] = [];
  beforeAll(async () => {
    s3 = await startLocalS3();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await s3?.close();
  });

  const ready = async (env: Record<string, string>) => {
    const t = await createTestApp({ env });
    apps.push(t);
    const response = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    return { status: response.statusCode, body: response.json<unknown>() };
  };

  test('ready when the bucket answers', async () => {
    expect(await ready(s3.env)).toEqual({ status: 200, body: { status: 'ready' } });
  });

  test('not ready when the bucket does not exist or the server does not answer', async () => {
    expect(await ready({ ...s3.env, S3_BUCKET: 'non-esiste' })).toEqual({ status: 503, body: UNAVAILABLE });
    expect(await ready({ ...s3.env, S3_ENDPOINT: `http://127.0.0.1:${await freePort()}` })).toEqual({ status: 503, body: UNAVAILABLE });
  });
});
