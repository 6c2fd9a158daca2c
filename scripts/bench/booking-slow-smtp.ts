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
import { simpleParser } from 'mailparser';
import { startTestSmtpServer, type TestSmtpServer } from '../../apps/server/test/smtp-server';
import { DEFAULT_TIME_ZONE, instantOf, localDateOf } from '../../packages/shared/src/domain/slots/compute-slots';
import { benchClient, runBench, SERVICE } from './server-process';
import { quantile } from './quantile';

const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 20);
const SMTP_DELAY_MS = Number(process.env.BENCH_SMTP_DELAY_MS ?? 2000);
const log = (message: string) => process.stderr.write(`[bench:booking-slow-smtp] ${message}\n`);
const agent = new http.Agent({ keepAlive: true });
// One patient books all BOOKINGS slots of one doctor: past the cap of upcoming visits with one doctor. No
// reminders: those of the demo appointments would queue at the slow SMTP server before the measured e-mails.
const { request, startServer, register, openDoctor } = benchClient(agent, { BOOKINGS_PER_DOCTOR_MAX: '100000', REMINDERS_INTERVAL_MS: '0' });

/**
 * Follows the verification link the server e-mailed to `address`: booking e-mails go only to a
 * verified address (issue 12), and the benchmark wants the patient's copy sent too.
 */
async function verifyFromMail(smtp: TestSmtpServer, base: string, address: string, cookie: string): Promise<void> {
  const deadline = Date.now() + 30_000 + 4 * SMTP_DELAY_MS;
  for (;;) {
    for (const mail of smtp.received.filter((m) => m.to.includes(address))) {
      const token = /\/verifica-email\?token=([A-Za-z0-9_-]+)/.exec((await simpleParser(mail.data)).text ?? '')?.[1];
      if (!token) continue;
      const reply = await request(base, 'POST', '/api/auth/verify-email', { token }, { cookie });
      if (reply.status !== 200) throw new Error(`verify-email: ${reply.status} ${reply.body}`);
      return;
    }
    if (Date.now() > deadline) throw new Error(`no verification e-mail to ${address}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

runBench(log, async (later) => {
  later(() => agent.destroy());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sanity-bench-slow-smtp-'));
  later(() => rmSync(dataDir, { recursive: true, force: true }));
  const smtp = await startTestSmtpServer({ delayMs: SMTP_DELAY_MS });
  later(() => smtp.close());
  const server = await startServer({ DATA_DIR: dataDir, SMTP_URL: smtp.url });
  later(server.stop);
  const doctorId = await openDoctor(server.base);
  const patient = await register(server.base, 'user');
  await verifyFromMail(smtp, server.base, patient.email, patient.cookie);

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

  // Two e-mails per booking (patient, doctor) must still arrive, besides the two verification links and the approval.
  const expected = BOOKINGS * 2 + 3;
  const received = () => smtp.received.length;
  const deadline = Date.now() + expected * SMTP_DELAY_MS + 30_000;
  while (received() < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  log(`${received()} of ${expected} e-mails accepted by the SMTP server`);
  return { bookings: BOOKINGS, smtpDelayMs: SMTP_DELAY_MS, medianMs, p95Ms, maxMs: sorted.at(-1), mailsExpected: expected, mailsReceived: received() };
});
