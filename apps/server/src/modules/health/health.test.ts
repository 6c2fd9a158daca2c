import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { startLocalS3, type LocalS3 } from '../../../test/s3-server';
import { freePort } from '../../../test/server-process';
import { appliedMigrations } from './health.service';

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
