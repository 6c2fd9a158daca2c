import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { romeIso, VISIT } from '../test/booking';
import { doctorRegistration, patientRegistration } from '../test/helpers';
import { createEmptyDatabase, type EmptyDatabase, freePort, startServerProcess, type ServerProcess } from '../test/server-process';
import { startTestSmtpServer, type TestSmtpServer } from '../test/smtp-server';
import { emptyWeek } from '@sanity/shared/domain/practice/time-slots';
import { DEFAULT_TIME_ZONE, localDateOf } from '@sanity/shared/domain/slots/compute-slots';
import { openDatabase } from './db/client';
import { eq } from 'drizzle-orm';
import { jobs } from './db/schema/jobs';
import { users } from './db/schema/users';

// The job runner as server.ts runs it: started after listen, woken by the commit of a booking (so
// e-mails leave at once, not at the next poll), stopped on SIGTERM only after the jobs in progress
// have finished and been recorded, before the database closes.
const dataDir = mkdtempSync(path.join(tmpdir(), 'sanity-server-jobs-test-'));
let emptyDatabase: EmptyDatabase | undefined;
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startTestSmtpServer({ delayMs: 1500 });
  emptyDatabase = await createEmptyDatabase('sanity_server_jobs_test');
});
afterAll(async () => {
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
  await emptyDatabase?.drop();
});

test('e-mails leave right after the booking commits, and SIGTERM waits for a send in progress', async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const databaseUrl = emptyDatabase!.url;
  let server: ServerProcess | undefined;
  try {
    const serverEnv = {
      PUBLIC_URL: base,
      SMTP_URL: smtp.url,
      // Far longer than the test: only the wake-up after the commit can send the e-mails in time.
      JOBS_POLL_INTERVAL_MS: '600000',
    };
    server = await startServerProcess({ port, dataDir, databaseUrl, env: serverEnv });
    const post = async (url: string, body: unknown, cookie?: string, method = 'POST') => {
      const response = await fetch(`${base}${url}`, {
        method,
        headers: { 'content-type': 'application/json', origin: base, ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      });
      return { status: response.status, cookie: response.headers.get('set-cookie')?.split(';')[0] ?? '', json: (await response.json()) as Record<string, { id: string }> };
    };
    const doctor = await post('/api/auth/register', doctorRegistration());
    const patient = await post('/api/auth/register', patientRegistration());
    // The patient's booking e-mails go only to a verified address (ADR 0012): both follow their links first.
    await expect.poll(() => smtp.received.length, { timeout: 5_000, interval: 50 }).toBe(2);
    const texts = await Promise.all(smtp.received.map(async (m) => (await simpleParser(m.data)).text ?? ''));
    const tokens = texts.map((text) => /\/verifica-email\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1]).filter((x): x is string => x !== undefined);
    expect(tokens).toHaveLength(2);
    for (const token of tokens) expect((await post('/api/auth/verify-email', { token })).status).toBe(200);
    smtp.received.length = 0;
    // An unapproved doctor cannot be booked (ADR 0013), and a database without demo data has no admin
    // to approve them: the doctor is approved in the database while the server is stopped.
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const stopped = await openDatabase({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir });
    try {
      await stopped.db.update(users).set({ isVerified: true }).where(eq(users.id, doctor.json.user!.id));
    } finally {
      await stopped.close();
    }
    server = await startServerProcess({ port, dataDir, databaseUrl, env: serverEnv });
    const week = emptyWeek();
    for (const day of Object.keys(week) as Array<keyof typeof week>) week[day] = { isAvailable: true, timeSlots: [{ start: '08:00', end: '20:00' }] };
    expect((await post('/api/practice/config', { services: [VISIT], availabilities: [{ serviceId: VISIT.id, weeklySchedule: week }] }, doctor.cookie, 'PUT')).status).toBe(200);

    const date = localDateOf(new Date(Date.now() + 5 * 86_400_000), DEFAULT_TIME_ZONE);
    const booking = (time: string) => ({
      professionalId: doctor.json.user!.id,
      serviceId: VISIT.id,
      dateTime: romeIso(date, time),
      customerInfo: { name: 'Giulia Rossi', email: 'giulia.rossi@example.it', phone: '+39 333 765 4321' },
      customFields: { motivo: 'Prima visita', allergie: 'Nessuna' },
      healthDataConsent: true,
    });

    const started = Date.now();
    expect((await post('/api/appointments', booking('09:00'), patient.cookie)).status).toBe(201);
    // The server accepts each message 1.5 s after it starts: both within 2.5 s means they left at once, together.
    await expect.poll(() => smtp.received.length, { timeout: 2_500, interval: 50 }).toBe(2);
    expect(Date.now() - started).toBeLessThan(2_500);

    expect((await post('/api/appointments', booking('10:00'), patient.cookie)).status).toBe(201);
    await new Promise((r) => setTimeout(r, 300)); // the two sends are now waiting on the mail server
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(smtp.received).toHaveLength(4);
    expect(server.stderr()).not.toMatch(/job runner failed|job failed/);

    // Recorded as done before the database closed: a restart would not send them again.
    const database = await openDatabase({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir });
    try {
      const rows = await database.db.select({ status: jobs.status }).from(jobs);
      // The two verification e-mails, then the four booking e-mails.
      expect(rows.map((r) => r.status)).toEqual(['done', 'done', 'done', 'done', 'done', 'done']);
    } finally {
      await database.close();
    }
  } finally {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  }
}, 90_000);
