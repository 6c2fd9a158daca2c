import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { itAdmin } from '@sanity/shared/i18n/it-admin';
import { CreateAppointmentSchema, type Appointment } from '@sanity/shared/schemas/appointments';
import type { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { book, bookingPayload, openPractice, romeIso } from '../../../test/booking';
import { createAndLogin, createTestApp, patientSpec, registerDoctor, registerPatient, type SignedIn, type TestApp } from '../../../test/helpers';
import { markEmailVerified } from '../../../test/verification';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/smtp-server';
import type { Db } from '../../db/client';
import { appointments } from '../../db/schema/appointments';
import { jobs } from '../../db/schema/jobs';
import { createTestClock } from '../../lib/clock';
import { createServices } from '../../services';
import { createAppointmentsService } from '../appointments/appointments.service';
import { retryDelayMs, RETRY_BASE_MS, RETRY_CAP_MS } from './backoff';
import { createJobRunner } from './jobs.service';

declare module './job-kinds' {
  interface JobPayloads {
    'test.record': { n: number };
  }
}

const HOUR = 3_600_000;
// Friday 6 November 2026, 10:00 in Rome; bookings go to the following week.
const clock = createTestClock('2026-11-06T09:00:00Z');
const smtp: { server: TestSmtpServer | null } = { server: null };
let t: TestApp;
let doctor: SignedIn;
let patient: SignedIn;
let slot = 0;
/** A free half-hour on Monday 9 November onwards (08:00–19:30), a new one each call. */
const nextSlot = () => {
  const day = 9 + Math.floor(slot / 24);
  const minutes = 8 * 60 + (slot++ % 24) * 30;
  return romeIso(`2026-11-${String(day).padStart(2, '0')}`, `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`);
};
const created = (response: { json: <T>() => T }) => response.json<{ appointment: Appointment }>().appointment;
const jobRows = (appointmentId?: string) =>
  t.database.db
    .select()
    .from(jobs)
    .then((rows) => (appointmentId ? rows.filter((r) => (r.payload as { appointmentId?: string }).appointmentId === appointmentId) : rows));

beforeAll(async () => {
  // The SMTP server exists before the app so SMTP_URL can point at it; each test sets how it behaves.
  smtp.server = await startTestSmtpServer();
  t = await createTestApp({ clock, env: { SMTP_URL: smtp.server.url, JOBS_MAX_ATTEMPTS: '3' } });
  doctor = await registerDoctor(t.app, { displayName: 'Marco Bianchi' });
  patient = await registerPatient(t.app, { displayName: 'Giulia Rossi' });
  // Verified before any drain: the patient's booking e-mails need it, and no verification e-mail goes out (ADR 0012).
  await markEmailVerified(t, doctor.user.id, patient.user.id);
  await openPractice(t.app, doctor);
});
afterAll(async () => {
  await t.close();
  await smtp.server?.close();
});
beforeEach(async () => {
  clock.set('2026-11-06T09:00:00Z');
  smtp.server!.options.delayMs = 0;
  smtp.server!.options.failWith = null;
  await t.app.services.jobs.drain();
  await t.database.db.delete(jobs);
  smtp.server!.received.length = 0;
  smtp.server!.attempts = 0;
});
afterEach(() => t.app.services.jobs.drain());

describe('the admin’s list of failed jobs', () => {
  test('names every kind of job the server runs in Italian', () => {
    const kinds = t.app.services.jobs.kinds();
    expect(kinds.length).toBeGreaterThan(10);
    expect(kinds.filter((kind) => !(kind in itAdmin.adminAccounts.jobs.kinds))).toEqual([]);
  });
});

describe('retry delays', () => {
  test('exponential from 30 s with up to half of jitter, capped at an hour', () => {
    expect(retryDelayMs(1, () => 1)).toBe(RETRY_BASE_MS);
    expect(retryDelayMs(1, () => 0)).toBe(RETRY_BASE_MS / 2);
    expect(retryDelayMs(2, () => 1)).toBe(2 * RETRY_BASE_MS);
    expect(retryDelayMs(4, () => 1)).toBe(8 * RETRY_BASE_MS);
    expect(retryDelayMs(30, () => 1)).toBe(RETRY_CAP_MS);
    for (let i = 0; i < 50; i += 1) {
      const d = retryDelayMs(3);
      expect(d).toBeGreaterThanOrEqual(2 * RETRY_BASE_MS);
      expect(d).toBeLessThanOrEqual(4 * RETRY_BASE_MS);
    }
  });
});

describe('the outbox: a booking and its e-mail jobs commit together', () => {
  test('a failure after the insert leaves neither the appointment nor its jobs; without it, both are there', async () => {
    const real = t.app.services.notifications;
    const failing = createAppointmentsService({
      db: t.database.db,
      practice: t.app.services.practice,
      practiceAddress: t.app.services.practiceAddress,
      audit: t.app.services.audit,
      clock,
      publicUrl: 'http://localhost',
      notifier: {
        ...real,
        async appointmentBooked(tx, id) {
          await real.appointmentBooked(tx, id);
          throw new Error('forced failure after the insert and the enqueue');
        },
      },
    });
    const input = CreateAppointmentSchema.parse(bookingPayload(doctor.user.id, nextSlot()));
    await expect(failing.create(patient.user.id, input, null)).rejects.toThrow('forced failure');
    expect(await t.database.db.select().from(appointments).where(eq(appointments.startsAt, new Date(input.dateTime)))).toHaveLength(0);
    expect(await jobRows()).toHaveLength(0);

    // The same booking through the real service: one appointment, its two e-mail jobs.
    const { appointment } = await t.app.services.appointments.create(patient.user.id, input, null);
    expect(await t.database.db.select().from(appointments).where(eq(appointments.startsAt, new Date(input.dateTime)))).toHaveLength(1);
    expect((await jobRows(appointment.id)).map((j) => (j.payload as { mail: string }).mail).sort()).toEqual(['booked-doctor', 'booked-patient']);
  });

  test('a refused booking (slot taken) enqueues nothing', async () => {
    const dateTime = nextSlot();
    expect((await book(t.app, patient, bookingPayload(doctor.user.id, dateTime))).statusCode).toBe(201);
    expect((await book(t.app, patient, bookingPayload(doctor.user.id, dateTime))).statusCode).toBe(409);
    expect(await jobRows()).toHaveLength(2);
  });
});

describe('with a mail server that takes 2 s to accept a message', () => {
  test('the 201 does not wait for it; the runner then delivers both e-mails', async () => {
    smtp.server!.options.delayMs = 2000;
    const started = performance.now();
    const response = await book(t.app, patient, bookingPayload(doctor.user.id, nextSlot()));
    const elapsed = performance.now() - started;
    expect(response.statusCode).toBe(201);
    expect(elapsed).toBeLessThan(1000);
    expect(smtp.server!.received).toHaveLength(0);
    expect(await t.app.services.jobs.counts()).toMatchObject({ pending: 2 });

    const cancelled = await t.app.inject({ method: 'POST', url: `/api/appointments/${created(response).id}/cancel`, headers: { cookie: patient.cookie }, payload: {} });
    expect(cancelled.statusCode).toBe(200);

    await t.app.services.jobs.drain();
    // The confirmations were still queued when the visit was cancelled: only the cancellations go out.
    expect(smtp.server!.received.map((m) => /X-Sanity-Notification: (\S+)/.exec(m.data)?.[1]).sort()).toEqual(['cancelled-doctor', 'cancelled-patient']);
    // The two confirmations and the two cancellations (nobody waits for the freed time: no waiting-list job).
    expect(await t.app.services.jobs.counts()).toMatchObject({ pending: 0, running: 0, dead: 0, done: 4 });
  }, 15_000);
});

describe('with a failing mail server', () => {
  test('each e-mail is retried with growing delays, then dead-lettered: logged without personal data and listed for the admin', async () => {
    smtp.server!.options.failWith = '451 4.3.0 Servizio temporaneamente non disponibile';
    // A second instance whose log we read; the app's own runner stays idle.
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, new Writable({ write: (chunk: Buffer, _enc, done) => (lines.push(chunk.toString()), done()) }));
    const instance = createServices({ db: t.database.db, config: t.config, logger, clock });

    const appointment = created(await book(t.app, patient, bookingPayload(doctor.user.id, nextSlot())));
    const start = clock.now().getTime();
    await instance.jobs.drain();
    expect(smtp.server!.attempts).toBe(2);
    let rows = await jobRows(appointment.id);
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['pending', 1],
      ['pending', 1],
    ]);
    for (const row of rows) {
      expect(row.runAt.getTime() - start).toBeGreaterThanOrEqual(RETRY_BASE_MS / 2);
      expect(row.runAt.getTime() - start).toBeLessThanOrEqual(RETRY_BASE_MS);
      expect(row.lastError).toContain('451');
    }
    // Not due yet: nothing is tried again at the same instant.
    await instance.jobs.drain();
    expect(smtp.server!.attempts).toBe(2);

    clock.advance(RETRY_BASE_MS);
    await instance.jobs.drain();
    expect(smtp.server!.attempts).toBe(4);
    rows = await jobRows(appointment.id);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'pending', attempts: 2 });
      expect(row.runAt.getTime() - clock.now().getTime()).toBeGreaterThanOrEqual(RETRY_BASE_MS);
      expect(row.runAt.getTime() - clock.now().getTime()).toBeLessThanOrEqual(2 * RETRY_BASE_MS);
    }

    clock.advance(2 * RETRY_BASE_MS);
    await instance.jobs.drain();
    expect(smtp.server!.attempts).toBe(6); // JOBS_MAX_ATTEMPTS=3 for each of the two e-mails
    rows = await jobRows(appointment.id);
    expect(rows.map((r) => r.status)).toEqual(['dead', 'dead']);
    clock.advance(HOUR);
    await instance.jobs.drain();
    expect(smtp.server!.attempts).toBe(6);

    const deadLines = lines.filter((l) => l.includes('dead-lettered'));
    expect(deadLines).toHaveLength(2);
    for (const line of deadLines) expect(JSON.parse(line)).toMatchObject({ level: 50, kind: 'appointment-mail', attempt: 3, maxAttempts: 3 });
    const everything = lines.join('\n');
    for (const personal of [patient.user.email, doctor.user.email, 'giulia.rossi@example.it', 'Giulia Rossi', 'Palpitazioni']) expect(everything).not.toContain(personal);
    expect(lines.filter((l) => l.includes('retrying later'))).toHaveLength(4);

    const admin = await createAndLogin(t.app, patientSpec({ displayName: 'Anna Admin', admin: 1 }));
    const listed = await t.app.inject({ method: 'GET', url: '/api/admin/jobs?status=dead', headers: { cookie: admin.cookie } });
    expect(listed.statusCode).toBe(200);
    const body = listed.json<{ counts: { dead: number }; jobs: Array<{ kind: string; attempts: number; lastError: string }> }>();
    expect(body.counts.dead).toBe(2);
    expect(body.jobs).toHaveLength(2);
    for (const job of body.jobs) expect(job).toMatchObject({ kind: 'appointment-mail', attempts: 3, status: 'dead' });
    expect(listed.body).not.toContain(patient.user.email);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/jobs?status=dead', headers: { cookie: patient.cookie } })).statusCode).toBe(403);

    // Once the server is back, new e-mails go out at the first attempt.
    smtp.server!.options.failWith = null;
    created(await book(t.app, patient, bookingPayload(doctor.user.id, nextSlot())));
    await instance.jobs.drain();
    expect(smtp.server!.received).toHaveLength(2);
    await t.database.db.delete(jobs);
  });
});

describe('with a mail server that takes the message and never answers', () => {
  test('another kind of job still runs at once; the e-mails fail with a time-out and are retried later', async () => {
    const stuck = await startTestSmtpServer({ hang: true });
    // A second instance whose mail goes to the stuck server, with a short socket time-out; its runner
    // is started as server.ts starts it. The poll interval is far longer than the test: only a job
    // ending or a wake-up can make it claim.
    const config = { ...t.config, SMTP_URL: stuck.url, SMTP_SOCKET_TIMEOUT_MS: 1_500, JOBS_POLL_INTERVAL_MS: 600_000 };
    const instance = createServices({ db: t.database.db, config, logger: t.app.log, clock });
    const ran: number[] = [];
    instance.jobs.register('test.record', ({ n }) => {
      ran.push(n);
      return Promise.resolve();
    });
    try {
      const appointment = created(await book(t.app, patient, bookingPayload(doctor.user.id, nextSlot())));
      const start = clock.now().getTime();
      instance.jobs.start();
      await expect.poll(() => stuck.hung, { timeout: 3_000, interval: 20 }).toBe(2);

      await instance.jobs.enqueue(t.database.db, { kind: 'test.record', payload: { n: 1 } });
      instance.jobs.wake();
      // Well within the mail's time-out: the runner did not wait for the two stuck e-mails.
      await expect.poll(() => ran, { timeout: 1_000, interval: 20 }).toEqual([1]);
      expect((await jobRows(appointment.id)).map((r) => r.status)).toEqual(['running', 'running']);

      await expect
        .poll(async () => (await jobRows(appointment.id)).map((r) => [r.status, r.attempts]), { timeout: 5_000, interval: 50 })
        .toEqual([
          ['pending', 1],
          ['pending', 1],
        ]);
      for (const row of await jobRows(appointment.id)) {
        expect(row.lastError).toMatch(/timeout/i);
        expect(row.runAt.getTime() - start).toBeGreaterThanOrEqual(RETRY_BASE_MS / 2);
      }

      // The server recovers; at the retry's time both e-mails go out.
      stuck.options.hang = false;
      clock.advance(RETRY_BASE_MS);
      instance.jobs.wake();
      await expect.poll(() => stuck.received.length, { timeout: 3_000, interval: 20 }).toBe(2);
      await expect.poll(async () => (await jobRows(appointment.id)).map((r) => r.status), { timeout: 1_000, interval: 20 }).toEqual(['done', 'done']);
    } finally {
      await instance.jobs.stop();
      instance.notifications.close();
      await stuck.close();
    }
  }, 15_000);

  test('an instance runs at most JOBS_CONCURRENCY jobs at once, and takes the next as soon as one ends', async () => {
    const runner = createJobRunner({ db: t.database.db, clock, logger: t.app.log, config: { JOBS_POLL_INTERVAL_MS: 0, JOBS_MAX_ATTEMPTS: 3, JOBS_CONCURRENCY: 2 } });
    let running = 0;
    let most = 0;
    const gates = new Map<number, () => void>();
    const order: number[] = [];
    runner.register('test.record', async ({ n }) => {
      running += 1;
      most = Math.max(most, running);
      order.push(n);
      // Job 0 is slow (released by the test); the others end at once.
      if (n === 0) await new Promise<void>((resolve) => gates.set(n, resolve));
      running -= 1;
    });
    for (let n = 0; n < 5; n += 1) await runner.enqueue(t.database.db, { kind: 'test.record', payload: { n }, runAt: new Date(clock.now().getTime() + n) });
    clock.advance(1_000);
    const drained = runner.drain();
    // Jobs 1–4 ran one after another in the second slot while job 0 held the first.
    await expect.poll(() => [...order].sort(), { timeout: 2_000, interval: 10 }).toEqual([0, 1, 2, 3, 4]);
    expect(running).toBe(1);
    gates.get(0)!();
    expect(await drained).toBe(5);
    expect(most).toBe(2);
    expect(await runner.counts()).toMatchObject({ done: 5, running: 0, pending: 0 });
    await t.database.db.delete(jobs);
  });

  test('jobs that end while the end of another is being written are recorded as done together, in one statement', async () => {
    // The runner's database with a logger: the same connection(s), every statement the runner sends listed.
    const sent: string[] = [];
    const logger = { logQuery: (query: string) => void sent.push(query) };
    const client = (t.database.db as unknown as { $client: unknown }).$client;
    const db = (t.database.kind === 'pglite' ? drizzlePglite({ client: client as PGlite, logger }) : drizzlePg({ client: client as pg.Pool, logger })) as unknown as Db;
    const runner = createJobRunner({ db, clock, logger: t.app.log, config: { JOBS_POLL_INTERVAL_MS: 0, JOBS_MAX_ATTEMPTS: 3, JOBS_CONCURRENCY: 4 } });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started = 0;
    runner.register('test.record', async () => {
      started += 1;
      await gate;
    });
    for (let n = 0; n < 4; n += 1) await runner.enqueue(t.database.db, { kind: 'test.record', payload: { n } });
    const drained = runner.drain();
    await expect.poll(() => started, { timeout: 2_000, interval: 10 }).toBe(4);
    // All four end at once: the first is written alone, the three that end meanwhile together.
    release();
    expect(await drained).toBe(4);
    expect(sent.filter((q) => /^update "jobs" set "status" = \$1, "locked_until"/.test(q) && q.includes('"finished_at"'))).toHaveLength(2);
    expect(await runner.counts()).toMatchObject({ done: 4, running: 0, pending: 0 });
    await t.database.db.delete(jobs);
  });

  test('a started runner whose queue ran dry still runs at once a job a handler enqueues, and the one a wake-up announces', async () => {
    // No poll within the test: only a job's end or a wake-up can make it claim.
    const runner = createJobRunner({ db: t.database.db, clock, logger: t.app.log, config: { JOBS_POLL_INTERVAL_MS: 600_000, JOBS_MAX_ATTEMPTS: 3, JOBS_CONCURRENCY: 4 } });
    const ran: number[] = [];
    runner.register('test.record', async ({ n }) => {
      ran.push(n);
      // The first job's follow-up, enqueued without a wake-up (its own slot claims it when it ends).
      if (n === 1) await runner.enqueue(t.database.db, { kind: 'test.record', payload: { n: 2 } });
    });
    runner.start();
    try {
      // The first claim finds the queue empty.
      await expect.poll(() => runner.counts(), { timeout: 2_000, interval: 20 }).toMatchObject({ running: 0 });
      await runner.enqueue(t.database.db, { kind: 'test.record', payload: { n: 1 } });
      runner.wake();
      await expect.poll(() => ran, { timeout: 2_000, interval: 20 }).toEqual([1, 2]);
      await runner.enqueue(t.database.db, { kind: 'test.record', payload: { n: 3 } });
      runner.wake();
      await expect.poll(() => ran, { timeout: 2_000, interval: 20 }).toEqual([1, 2, 3]);
    } finally {
      await runner.stop();
      await t.database.db.delete(jobs);
    }
  });

  test('a follow-up that a claim racing with its handler could not see yet still runs when that handler’s job ends', async () => {
    const runner = createJobRunner({ db: t.database.db, clock, logger: t.app.log, config: { JOBS_POLL_INTERVAL_MS: 600_000, JOBS_MAX_ATTEMPTS: 3, JOBS_CONCURRENCY: 4 } });
    const ran: number[] = [];
    runner.register('test.record', async ({ n }) => {
      ran.push(n);
      if (n !== 1) return;
      // The follow-up as a claim on another connection sees it before its transaction commits: not
      // there (here: not due yet). Then a claim runs (job 3's wake-up) and finds fewer jobs than slots.
      await runner.enqueue(t.database.db, { kind: 'test.record', payload: { n: 2 }, runAt: new Date(clock.now().getTime() + 1_000) });
      await runner.enqueue(t.database.db, { kind: 'test.record', payload: { n: 3 } });
      runner.wake();
      await expect.poll(() => ran, { timeout: 2_000, interval: 10 }).toContain(3);
      // The follow-up can be claimed (its commit) before the handler's job ends.
      clock.advance(1_000);
    });
    runner.start();
    try {
      await expect.poll(() => runner.counts(), { timeout: 2_000, interval: 20 }).toMatchObject({ running: 0 });
      await runner.enqueue(t.database.db, { kind: 'test.record', payload: { n: 1 } });
      runner.wake();
      await expect.poll(() => ran, { timeout: 2_000, interval: 20 }).toEqual([1, 3, 2]);
    } finally {
      await runner.stop();
      await t.database.db.delete(jobs);
    }
  });
});

describe('several instances', () => {
  test('two instances draining at once send each booking e-mail once', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 6; i += 1) ids.push(created(await book(t.app, patient, bookingPayload(doctor.user.id, nextSlot()))).id);
    const other = createServices({ db: t.database.db, config: t.config, logger: t.app.log, clock });
    await Promise.all([t.app.services.jobs.drain(), other.jobs.drain(), t.app.services.jobs.drain(), other.jobs.drain()]);
    const sent = smtp.server!.received.map((m) => `${/X-Sanity-Notification: (\S+)/.exec(m.data)?.[1]}`);
    expect(sent).toHaveLength(ids.length * 2);
    expect(sent.filter((k) => k === 'booked-patient')).toHaveLength(ids.length);
    expect(sent.filter((k) => k === 'booked-doctor')).toHaveLength(ids.length);
    expect(await t.app.services.jobs.counts()).toMatchObject({ pending: 0, running: 0, done: ids.length * 2 });
  });

  test('generic jobs: each runs once across two runners; a job held under a live lease is left alone, an expired lease is retaken', async () => {
    const ran: number[] = [];
    const handler = async ({ n }: { n: number }) => {
      // Slow enough that the other runner claims while this one is still working.
      await new Promise((r) => setTimeout(r, 20));
      ran.push(n);
    };
    const config = { JOBS_POLL_INTERVAL_MS: 0, JOBS_MAX_ATTEMPTS: 3, JOBS_CONCURRENCY: 10 };
    const a = createJobRunner({ db: t.database.db, clock, logger: t.app.log, config });
    const b = createJobRunner({ db: t.database.db, clock, logger: t.app.log, config });
    a.register('test.record', handler);
    b.register('test.record', handler);
    for (let n = 0; n < 25; n += 1) await a.enqueue(t.database.db, { kind: 'test.record', payload: { n } });
    await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);
    expect(ran.sort((x, y) => x - y)).toEqual(Array.from({ length: 25 }, (_, n) => n));

    // Held by an instance that is still alive (lease in the future), and by one that died (lease expired).
    const now = clock.now();
    const held = { kind: 'test.record', status: 'running', attempts: 1, maxAttempts: 3, runAt: now, createdAt: now, updatedAt: now, lockedBy: 'other' };
    await t.database.db.insert(jobs).values([
      { ...held, id: randomUUID(), payload: { n: 100 }, lockedUntil: new Date(now.getTime() + 60_000) },
      { ...held, id: randomUUID(), payload: { n: 101 }, lockedUntil: new Date(now.getTime() - 1) },
    ]);
    ran.length = 0;
    await Promise.all([a.drain(), b.drain()]);
    expect(ran).toEqual([101]);
    await t.database.db.delete(jobs);
  });

  test('after a kill -9: on PGlite a restarted runner retakes at once the jobs its predecessor held; on PostgreSQL they wait for their lease', async () => {
    // What a process killed mid-job leaves: its jobs running, under a lease that has 9 minutes to go.
    const now = clock.now();
    await t.database.db.insert(jobs).values(
      [1, 2].map((n) => ({
        id: randomUUID(),
        kind: 'test.record',
        payload: { n },
        status: 'running',
        attempts: 1,
        maxAttempts: 3,
        runAt: now,
        createdAt: now,
        updatedAt: now,
        lockedBy: 'killed-process',
        lockedUntil: new Date(now.getTime() + 9 * 60_000),
      })),
    );
    const ran: number[] = [];
    const restarted = createJobRunner({ db: t.database.db, clock, logger: t.app.log, config: { JOBS_POLL_INTERVAL_MS: 600_000, JOBS_MAX_ATTEMPTS: 3, JOBS_CONCURRENCY: 10 } });
    restarted.register('test.record', ({ n }) => {
      ran.push(n);
      return Promise.resolve();
    });
    restarted.start(); // as server.ts does
    try {
      if (t.database.kind === 'pglite') {
        // Only one process can open an embedded database: whatever it held died with it.
        await expect.poll(() => [...ran].sort(), { timeout: 2_000, interval: 10 }).toEqual([1, 2]);
      } else {
        // Another instance may still be working on them: they wait for the lease (docs/deploy.md).
        await restarted.stop(); // the start's first round has ended
        await restarted.drain();
        expect(ran).toEqual([]);
        clock.advance(9 * 60_000);
        await restarted.drain();
        expect([...ran].sort()).toEqual([1, 2]);
      }
    } finally {
      await restarted.stop();
    }
    // The interrupted attempt counts: a job that kills its process every time still ends dead-lettered.
    expect((await jobRows()).map((r) => [r.status, r.attempts])).toEqual([
      ['done', 2],
      ['done', 2],
    ]);
    await t.database.db.delete(jobs);
  });

  test('a dedupe key enqueues once; a job enqueued in a rolled-back transaction does not exist', async () => {
    const runner = createJobRunner({ db: t.database.db, clock, logger: t.app.log, config: { JOBS_POLL_INTERVAL_MS: 0, JOBS_MAX_ATTEMPTS: 3, JOBS_CONCURRENCY: 10 } });
    await runner.enqueue(t.database.db, { kind: 'test.record', payload: { n: 1 }, dedupeKey: 'once' });
    await runner.enqueue(t.database.db, { kind: 'test.record', payload: { n: 2 }, dedupeKey: 'once' });
    await expect(
      t.database.db.transaction(async (tx) => {
        await runner.enqueue(tx, { kind: 'test.record', payload: { n: 3 } });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect((await jobRows()).map((r) => r.payload)).toEqual([{ n: 1 }]);
    // No handler registered for the kind: dead at once rather than retried forever.
    await runner.drain();
    expect((await jobRows()).map((r) => [r.status, r.attempts])).toEqual([['dead', 1]]);
    await t.database.db.delete(jobs);
  });
});
