// Booking response time with a slow mail server (npm run bench): a local SMTP server that takes
// SMTP_DELAY_MS (2 s) to accept each message, a real server process (apps/server/src/server.ts) on
// PGlite with SMTP_URL pointing at it, then BOOKINGS sequential POST /api/appointments (201) on
// distinct free slots. Reports median and p95 of the 201's time; the e-mails must leave anyway
// (every message reaches the SMTP server within the wait at the end).
// Prints one JSON line on stdout prefixed with BENCH_RESULT.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestSmtpServer } from '../../apps/server/test/smtp-server';
import { DEFAULT_TIME_ZONE, instantOf, localDateOf } from '../../packages/shared/src/domain/slots/compute-slots';
import { benchClient, SERVICE } from './server-process';

const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 20);
const SMTP_DELAY_MS = Number(process.env.BENCH_SMTP_DELAY_MS ?? 2000);
const log = (message: string) => process.stderr.write(`[bench:booking-slow-smtp] ${message}\n`);
const agent = new http.Agent({ keepAlive: true });
// One patient books all BOOKINGS slots of one doctor: past the cap of upcoming visits with one doctor. No
// reminders: those of the demo appointments would queue at the slow SMTP server before the measured e-mails.
const { request, startServer, register, openDoctor } = benchClient(agent, { BOOKINGS_PER_DOCTOR_MAX: '100000', REMINDERS_INTERVAL_MS: '0' });

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sanity-bench-slow-smtp-'));
  const smtp = await startTestSmtpServer({ delayMs: SMTP_DELAY_MS });
  const cleanups: Array<() => Promise<void>> = [() => smtp.close(), () => Promise.resolve(rmSync(dataDir, { recursive: true, force: true }))];
  try {
    const server = await startServer({ DATA_DIR: dataDir, SMTP_URL: smtp.url });
    cleanups.unshift(server.stop);
    const doctorId = await openDoctor(server.base);
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
        { professionalId: doctorId, serviceId: SERVICE.id, dateTime, customerInfo: { name: 'Paziente Bench', email: 'paziente@bench.test' }, customFields: {} },
        { cookie: patient.cookie },
      );
      times.push(performance.now() - started);
      if (reply.status !== 201) throw new Error(`booking ${i}: ${reply.status} ${reply.body}`);
    }
    const sorted = [...times].sort((x, y) => x - y);
    const medianMs = quantile(sorted, 0.5);
    const p95Ms = quantile(sorted, 0.95);
    log(`201 in median ${medianMs.toFixed(0)} ms, p95 ${p95Ms.toFixed(0)} ms`);

    // Two e-mails per booking (patient, doctor) must still arrive, after the one telling the doctor of the approval.
    const expected = BOOKINGS * 2 + 1;
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
