import type { JobList, JobRetryResponse } from '@sanity/shared/schemas/jobs';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createAndLogin, createTestApp, patientSpec, registerDoctor, registerPatient, type SignedIn, type TestApp } from '../../../test/helpers';
import { jobs } from '../../db/schema/jobs';
import { auditLog } from '../../db/schema/privacy';
import { createTestClock } from '../../lib/clock';

declare module '../jobs/job-kinds' {
  interface JobPayloads {
    'test.flaky': { userId: string; email: string; mail: string; n: number };
  }
}

const clock = createTestClock('2026-11-06T09:00:00Z');
let t: TestApp;
let admin: SignedIn;
let doctor: SignedIn;
let patient: SignedIn;
/** Whether the test kind's handler fails; each run is counted. */
const flaky = { failing: true, runs: 0 };

beforeAll(async () => {
  t = await createTestApp({ clock });
  t.app.services.jobs.register('test.flaky', () => {
    flaky.runs += 1;
    return flaky.failing ? Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:25 (paziente.segreta@esempio.it)')) : Promise.resolve();
  });
  admin = await createAndLogin(t.app, patientSpec({ admin: 1, displayName: 'Anna Amministratrice' }));
  doctor = await registerDoctor(t.app);
  patient = await registerPatient(t.app);
  // Registration's own e-mails run (or die) now, out of the way of the counts below.
  await t.app.services.jobs.drain();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(jobs);
  flaky.failing = true;
  flaky.runs = 0;
});

const get = (who: SignedIn | null, url: string) => t.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });
const post = (who: SignedIn | null, url: string) => t.app.inject({ method: 'POST', url, headers: who ? { cookie: who.cookie } : {} });
const errorOf = (r: LightMyRequestResponse) => r.json<{ error: { code: string; message: string } }>().error;

/** Enqueues `n` test jobs with one attempt each and runs them: they die. */
async function deadJobs(n: number): Promise<string[]> {
  for (let i = 0; i < n; i += 1) {
    await t.app.services.jobs.enqueue(t.database.db, {
      kind: 'test.flaky',
      payload: { userId: patient.user.id, email: 'paziente.segreta@esempio.it', mail: 'booked-patient', n: i },
      maxAttempts: 1,
    });
    // Distinct update times, so that the list's order is known.
    clock.advance(1000);
    await t.app.services.jobs.drain();
  }
  const rows = await t.database.db.select({ id: jobs.id, status: jobs.status, updatedAt: jobs.updatedAt }).from(jobs);
  expect(rows.every((r) => r.status === 'dead')).toBe(true);
  return rows.sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime()).map((r) => r.id);
}

describe('access', () => {
  test.each([
    ['GET', '/api/admin/jobs'],
    ['POST', '/api/admin/jobs/{id}/retry'],
  ] as const)('%s %s: 401 signed out, 403 for a patient and a doctor', async (method, path) => {
    const [id] = await deadJobs(1);
    const url = path.replace('{id}', id!);
    for (const [who, status] of [
      [null, 401],
      [patient, 403],
      [doctor, 403],
    ] as const) {
      const r = method === 'GET' ? await get(who, url) : await post(who, url);
      expect(r.statusCode).toBe(status);
    }
    expect((await t.database.db.select({ status: jobs.status }).from(jobs))[0]?.status).toBe('dead');
  });
});

describe('dead letters', () => {
  test('listed with counts, kind, ids and the mail variant, never the rest of the payload; paged by cursor', async () => {
    const ids = await deadJobs(3);
    const first = await get(admin, '/api/admin/jobs?limit=2');
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json<JobList>();
    expect(page1.counts).toEqual({ pending: 0, running: 0, done: 0, dead: 3 });
    expect(page1.jobs.map((j) => j.id)).toEqual(ids.slice(0, 2));
    expect(page1.jobs[0]).toMatchObject({
      kind: 'test.flaky',
      status: 'dead',
      attempts: 1,
      maxAttempts: 1,
      refs: { userId: patient.user.id },
      variant: 'booked-patient',
    });
    expect(page1.jobs[0]!.lastError).toContain('ECONNREFUSED');
    // Neither the payload's address nor the one the error named.
    expect(first.body).not.toContain('paziente.segreta');
    expect(first.body).not.toContain('"n"');

    const second = await get(admin, `/api/admin/jobs?limit=2&cursor=${page1.nextCursor}`);
    const page2 = second.json<JobList>();
    expect(page2.jobs.map((j) => j.id)).toEqual(ids.slice(2));
    expect(page2.nextCursor).toBeNull();

    for (const bad of ['?cursor=nope', '?status=morto', '?limit=0', '?limit=201']) {
      const r = await get(admin, `/api/admin/jobs${bad}`);
      expect(r.statusCode, bad).toBe(400);
      expect(errorOf(r).message).toBe('Richiesta non valida.');
    }
  });

  test('retry: the dead job is pending again (attempts 0, due now, no lease), runs and is done; audited', async () => {
    const [id] = await deadJobs(1);
    expect(flaky.runs).toBe(1);
    clock.advance(60_000);
    const r = await post(admin, `/api/admin/jobs/${id}/retry`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json<JobRetryResponse>().job).toMatchObject({ id, status: 'pending', attempts: 0, runAt: clock.now().toISOString() });
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, id!));
    expect(row).toMatchObject({ status: 'pending', attempts: 0, lockedBy: null, lockedUntil: null, finishedAt: null });
    expect((await get(admin, '/api/admin/jobs')).json<JobList>().counts).toMatchObject({ pending: 1, dead: 0 });

    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, id!));
    expect(entry).toMatchObject({ action: 'admin.job.retry', actorId: admin.user.id, actorRole: 'admin', subjectId: null, details: { kind: 'test.flaky' } });

    flaky.failing = false;
    expect(await t.app.services.jobs.drain()).toBe(1);
    expect(flaky.runs).toBe(2);
    const [done] = await t.database.db.select().from(jobs).where(eq(jobs.id, id!));
    expect(done).toMatchObject({ status: 'done', attempts: 1, lastError: null });

    // A done job is not retried.
    const again = await post(admin, `/api/admin/jobs/${id}/retry`);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe('Questo lavoro non è tra quelli non riusciti: non serve riprovarlo.');
  });

  test('retried and failing again, the job is dead again with its new error', async () => {
    const [id] = await deadJobs(1);
    expect((await post(admin, `/api/admin/jobs/${id}/retry`)).statusCode).toBe(200);
    await t.app.services.jobs.drain();
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, id!));
    expect(row).toMatchObject({ status: 'dead', attempts: 1 });
    expect(flaky.runs).toBe(2);
  });

  test('a pending job is 409, an unknown id 404; nothing recorded', async () => {
    await t.app.services.jobs.enqueue(t.database.db, {
      kind: 'test.flaky',
      payload: { userId: patient.user.id, email: 'x@esempio.it', mail: 'reminder', n: 0 },
      runAt: new Date(clock.now().getTime() + 3_600_000),
    });
    const [pending] = await t.database.db.select({ id: jobs.id }).from(jobs);
    const conflict = await post(admin, `/api/admin/jobs/${pending!.id}/retry`);
    expect(conflict.statusCode).toBe(409);
    const unknown = await post(admin, '/api/admin/jobs/non-esiste/retry');
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe('Lavoro non trovato.');
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, pending!.id))).toHaveLength(0);
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, 'non-esiste'))).toHaveLength(0);
  });
});
