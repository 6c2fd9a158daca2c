// Booking response time with a slow mail server (npm run bench): a local SMTP server that takes
// SMTP_DELAY_MS (2 s) to accept each message, a real server process (apps/server/src/server.ts) on
// PGlite with SMTP_URL pointing at it, then BOOKINGS sequential POST /api/appointments (201) on
// distinct free slots. Reports median and p95 of the 201's time; the e-mails must leave anyway
// (every message reaches the SMTP server within the wait at the end).
// Prints one JSON line on stdout prefixed with BENCH_RESULT.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestSmtpServer } from '../../apps/server/test/smtp-server';
import { emptyWeek } from '../../packages/shared/src/domain/practice/time-slots';
import { DEFAULT_TIME_ZONE, instantOf, localDateOf } from '../../packages/shared/src/domain/slots/compute-slots';

const root = new URL('../..', import.meta.url).pathname;
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 20);
const SMTP_DELAY_MS = Number(process.env.BENCH_SMTP_DELAY_MS ?? 2000);
const log = (message: string) => process.stderr.write(`[bench:booking-slow-smtp] ${message}\n`);
const agent = new http.Agent({ keepAlive: true });

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function request(base: string, method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: string; cookie?: string }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      `${base}${url}`,
      { method, agent, headers: { ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}), origin: base, ...headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          const cookie = res.headers['set-cookie']?.find((c) => c.startsWith('sanity_session='))?.split(';')[0];
          resolve({ status: res.statusCode ?? 0, body: text, ...(cookie ? { cookie } : {}) });
        });
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

async function startServer(env: Record<string, string>): Promise<{ base: string; child: ChildProcess; stop: () => Promise<void> }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/server.ts')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base, DEMO_SEED: 'false', NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('server did not start');
    try {
      if ((await request(base, 'GET', '/api/health')).status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    child,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

const SERVICE = { id: 'cardiologia_1767225600001', sectorId: 'cardiologia', name: 'Visita cardiologica', duration: 30, price: 120, description: '', isActive: true, customFields: [] };

async function register(base: string, role: 'doctor' | 'user'): Promise<{ cookie: string; id: string }> {
  const tag = `${Date.now()}-${randomBytes(3).toString('hex')}`;
  const payload =
    role === 'doctor'
      ? { role, displayName: 'Dott. Bench Marks', email: `doc-${tag}@bench.test`, password: 'Dottore123!', confirmPassword: 'Dottore123!', specialization: 'Cardiologia', licenseNumber: 'MI-1', phoneNumber: '+39 333 123 4567', sectors: ['cardiologia'], acceptDoctorTerms: true }
      : { role, displayName: 'Paziente Bench', email: `pat-${tag}@bench.test`, password: 'Paziente123!', confirmPassword: 'Paziente123!', acceptTerms: true };
  const reply = await request(base, 'POST', '/api/auth/register', payload);
  if (reply.status !== 201 || !reply.cookie) throw new Error(`register: ${reply.status} ${reply.body}`);
  return { cookie: reply.cookie, id: (JSON.parse(reply.body) as { user: { id: string } }).user.id };
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sanity-bench-slow-smtp-'));
  const smtp = await startTestSmtpServer({ delayMs: SMTP_DELAY_MS });
  const cleanups: Array<() => Promise<void>> = [() => smtp.close(), () => Promise.resolve(rmSync(dataDir, { recursive: true, force: true }))];
  try {
    const server = await startServer({ DATA_DIR: dataDir, SMTP_URL: smtp.url });
    cleanups.unshift(server.stop);
    const doctor = await register(server.base, 'doctor');
    const week = emptyWeek();
    for (const day of Object.keys(week) as Array<keyof typeof week>) week[day] = { isAvailable: true, timeSlots: [{ start: '08:00', end: '20:00' }] };
    const saved = await request(server.base, 'PUT', '/api/practice/config', { services: [SERVICE], availabilities: [{ serviceId: SERVICE.id, weeklySchedule: week }] }, { cookie: doctor.cookie });
    if (saved.status !== 200) throw new Error(`practice: ${saved.status} ${saved.body}`);
    const patient = await register(server.base, 'user');

    log(`${BOOKINGS} bookings, SMTP server answering DATA after ${SMTP_DELAY_MS} ms`);
    const times: number[] = [];
    for (let i = 0; i < BOOKINGS; i += 1) {
      // 24 half-hour slots a day (08:00–20:00), from three days ahead.
      const date = localDateOf(new Date(Date.now() + (3 + Math.floor(i / 24)) * 86_400_000), DEFAULT_TIME_ZONE);
      const dateTime = instantOf(date, 8 * 60 + (i % 24) * 30, DEFAULT_TIME_ZONE)!.toISOString();
      const started = performance.now();
      const reply = await request(
        server.base,
        'POST',
        '/api/appointments',
        { professionalId: doctor.id, serviceId: SERVICE.id, dateTime, customerInfo: { name: 'Paziente Bench', email: 'paziente@bench.test' }, customFields: {} },
        { cookie: patient.cookie },
      );
      times.push(performance.now() - started);
      if (reply.status !== 201) throw new Error(`booking ${i}: ${reply.status} ${reply.body}`);
    }
    const sorted = [...times].sort((x, y) => x - y);
    const medianMs = quantile(sorted, 0.5);
    const p95Ms = quantile(sorted, 0.95);
    log(`201 in median ${medianMs.toFixed(0)} ms, p95 ${p95Ms.toFixed(0)} ms`);

    // Two e-mails per booking (patient, doctor) must still arrive.
    const expected = BOOKINGS * 2;
    const deadline = Date.now() + expected * SMTP_DELAY_MS + 30_000;
    while (smtp.received.length < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    log(`${smtp.received.length} of ${expected} e-mails accepted by the SMTP server`);
    process.stdout.write(`BENCH_RESULT ${JSON.stringify({ bookings: BOOKINGS, smtpDelayMs: SMTP_DELAY_MS, medianMs, p95Ms, maxMs: sorted.at(-1), mailsExpected: expected, mailsReceived: smtp.received.length })}\n`);
  } finally {
    for (const cleanup of cleanups) await cleanup().catch((error: unknown) => log(`cleanup: ${String(error)}`));
    agent.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
