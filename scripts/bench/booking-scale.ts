// Bookings at scale (issue 27 goal 4; npm run bench with DATABASE_URL set): two real server processes
// (apps/server/src/server.ts, as `npm start` runs it) on one scratch PostgreSQL database, their job
// runners sending the confirmation e-mails to a local SMTP sink, and an open-loop load of
// BENCH_SCALE_RATE bookings a second (100) for BENCH_SCALE_SECONDS (60), alternating between the two
// instances. BENCH_SCALE_DOCTORS doctors (50, open every day 08:00–20:00, one 30-minute service) and
// BENCH_SCALE_PATIENTS patients (300, verified e-mails, so both e-mails of each booking leave) are
// written with the seed factories before the servers take load; every booking asks for its own free
// slot, except that every RACE_EVERY-th slot is asked for twice at the same moment, once on each
// instance (one 201, one 409 expected). Afterwards: 201/409/other, p50/p95/p99 of every request, the
// overlapping pairs of held appointments of one doctor (SQL, must be 0), the e-mails the sink received
// against two per appointment, each process's CPU ms per booking (both servers, the database's
// backends, this client) and what rate that implies on a quiet 2-core machine, the load average, and
// what the database's connections waited on (pg_stat_activity, sampled). --explain: the servers run
// with --cpu-prof and BENCH_QUERY_STATS; adds the statements per booking and their hottest functions.
// Prints one JSON line on stdout prefixed with BENCH_RESULT.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { DEFAULT_TIME_ZONE, instantOf, localDateOf } from '../../packages/shared/src/domain/slots/compute-slots';
import { parseConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { hashPassword } from '../../apps/server/src/modules/auth/password';
import { createAccount, createPractice, doctorSpec, patientSpec, serviceSpec, weekSchedule, type WeekHours } from '../../apps/server/src/seed/factories';
import { createServices } from '../../apps/server/src/services';
import { startTestSmtpServer } from '../../apps/server/test/smtp-server';
import { resetStatements, statementCounts } from './pg-statements';
import { cpuMsOf, hottest, nowMicros, readProfile, type HotFunction } from './process-stats';
import { quantile } from './quantile';
import { createScratchDatabase } from './scratch-postgres';
import { benchClient, runBench, type Reply, type ServerProcess } from './server-process';

const SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 60);
const RATE = Number(process.env.BENCH_SCALE_RATE ?? 100);
const DOCTORS = Number(process.env.BENCH_SCALE_DOCTORS ?? 50);
const PATIENTS = Number(process.env.BENCH_SCALE_PATIENTS ?? 300);
/** Every RACE_EVERY-th slot is asked for by two requests at once, one on each instance. */
const RACE_EVERY = 20;
/** How long the e-mails may take to leave once the load ends. */
const MAIL_DRAIN_MS = Number(process.env.BENCH_SCALE_MAIL_WAIT_SECONDS ?? 120) * 1000;
const SLOTS_A_DAY = 24;
const explain = process.argv.includes('--explain');
/** The application_name of the benchmark's own connections to the database. */
const WATCHER = 'booking-scale-watcher';
/** The watcher's own statements, left out of the statements per booking. */
const WATCHER_STATEMENTS = /pg_stat_activity|pg_stat_statements|create extension|from appointments a join|count\(\*\)::int as (n|count) from appointments|from jobs group by/i;
const log = (message: string) => process.stderr.write(`[bench:booking-scale] ${message}\n`);

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
const { request, startServer } = benchClient(agent, {
  // No demo data: the benchmark writes its own doctors and patients. No reminder scans: their e-mails would mix with the counted ones.
  DEMO_SEED: 'false',
  REMINDERS_INTERVAL_MS: '0',
  ...(explain ? { BENCH_QUERY_STATS: 'true' } : {}),
});


interface People {
  doctors: Array<{ id: string; serviceId: string }>;
  patients: Array<{ cookie: string }>;
}

/**
 * The doctors and patients, written with the seed factories straight into the database the servers
 * use (one password hash for all: argon2 would cost minutes), and a session for each patient.
 */
async function writePeople(databaseUrl: string, dataDir: string): Promise<People> {
  const config = parseConfig({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, JOBS_POLL_INTERVAL_MS: '0', DEMO_SEED: 'false', LOG_LEVEL: 'warn' });
  const database = await openDatabase(config);
  const services = createServices({ db: database.db, config, logger: pino({ level: 'warn' }) });
  try {
    const now = new Date();
    const hours: WeekHours = Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, [['08:00', '20:00']]]));
    const doctorHash = await hashPassword('Dottore123!');
    const patientHash = await hashPassword('Paziente123!');
    const doctors: People['doctors'] = [];
    for (let i = 0; i < DOCTORS; i += 1) {
      const row = await createAccount(services, doctorSpec({ displayName: `Dott. Carico ${i + 1}`, emailVerifiedAt: now }), doctorHash);
      const service = serviceSpec();
      await createPractice(services, row.id, { services: [service], availabilities: [{ serviceId: service.id, weeklySchedule: weekSchedule(hours) }] });
      doctors.push({ id: row.id, serviceId: service.id });
    }
    const patients: People['patients'] = [];
    for (let i = 0; i < PATIENTS; i += 1) {
      const row = await createAccount(services, patientSpec({ displayName: `Paziente Carico ${i + 1}`, emailVerifiedAt: now }), patientHash);
      patients.push({ cookie: `sanity_session=${await services.auth.createSession(row.id, { ip: '127.0.0.1', userAgent: 'bench' })}` });
    }
    return { doctors, patients };
  } finally {
    services.notifications.close();
    services.uploads.close();
    await database.close();
  }
}

interface Booking {
  body: Record<string, unknown>;
  cookie: string;
}

/**
 * The k-th booking of the plan: doctor k mod D, that doctor's next half hour from two days ahead;
 * patient ⌊k / D⌋ mod P, so a patient books each doctor at most once in P·D bookings (well below
 * the cap of upcoming visits with one doctor).
 */
function bookingOf(k: number, people: People, firstDay: Date): Booking {
  const doctor = people.doctors[k % people.doctors.length]!;
  const nth = Math.floor(k / people.doctors.length);
  const date = localDateOf(new Date(firstDay.getTime() + Math.floor(nth / SLOTS_A_DAY) * 86_400_000), DEFAULT_TIME_ZONE);
  const dateTime = instantOf(date, 8 * 60 + (nth % SLOTS_A_DAY) * 30, DEFAULT_TIME_ZONE)!.toISOString();
  const patient = people.patients[nth % people.patients.length]!;
  return {
    body: { professionalId: doctor.id, serviceId: doctor.serviceId, dateTime, customerInfo: { name: 'Paziente Carico', email: 'carico@bench.test' }, customFields: {} },
    cookie: patient.cookie,
  };
}

/** The CPU ms so far of the database's backends serving `database` (their pids from pg_stat_activity). */
async function backendsCpuMs(watcher: pg.Pool, database: string, known: Map<number, number>): Promise<void> {
  const { rows } = await watcher.query<{ pid: number }>(`select pid from pg_stat_activity where datname = $1 and application_name <> '${WATCHER}'`, [database]);
  for (const { pid } of rows) {
    const ms = cpuMsOf(pid);
    if (ms !== null) known.set(pid, ms);
  }
}

interface LoadOutcome {
  statuses: Record<string, number>;
  latencies: number[];
  sent: number;
  seconds: number;
  queryCounts: number[];
}

/**
 * Sends the plan open-loop: booking k leaves at start + k / RATE whatever the answers before it
 * (a slow server shows as latency, not as a lower offered rate), alternating the instances.
 */
async function runLoad(servers: ServerProcess[], people: People, firstDay: Date, offset: number, total: number): Promise<LoadOutcome> {
  const statuses: Record<string, number> = {};
  const latencies: number[] = [];
  const queryCounts: number[] = [];
  const inFlight = new Set<Promise<void>>();
  const send = (base: string, booking: Booking) => {
    const started = performance.now();
    const done = request(base, 'POST', '/api/appointments', booking.body, { cookie: booking.cookie })
      .then(
        (reply: Reply) => {
          statuses[reply.status] = (statuses[reply.status] ?? 0) + 1;
          if (reply.queryCount !== null && reply.status === 201) queryCounts.push(reply.queryCount);
        },
        () => {
          statuses.network = (statuses.network ?? 0) + 1;
        },
      )
      .finally(() => {
        latencies.push(performance.now() - started);
        inFlight.delete(done);
      });
    inFlight.add(done);
  };
  const started = performance.now();
  let k = 0;
  while (k < total) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * RATE) + 1);
    for (; k < due; k += 1) {
      const booking = bookingOf(offset + k, people, firstDay);
      send(servers[k % 2]!.base, booking);
      // The same slot at the same moment on the other instance: one of the two must get 409.
      if (k % RACE_EVERY === 0) send(servers[(k + 1) % 2]!.base, booking);
    }
    await new Promise((r) => setTimeout(r, 2));
  }
  while (inFlight.size > 0) await Promise.race(inFlight);
  return { statuses, latencies, sent: latencies.length, seconds: (performance.now() - started) / 1000, queryCounts };
}

runBench(log, async (later) => {
  later(() => agent.destroy());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sanity-bench-scale-'));
  later(() => rmSync(dataDir, { recursive: true, force: true }));
  const scratch = await createScratchDatabase();
  later(scratch.drop);
  const smtp = await startTestSmtpServer();
  later(() => smtp.close());
  const profileDirs = explain ? [0, 1].map((i) => mkdtempSync(path.join(tmpdir(), `sanity-bench-scale-profile-${i}-`))) : [];
  for (const dir of profileDirs) later(() => rmSync(dir, { recursive: true, force: true }));
  const env = { DATA_DIR: dataDir, DATABASE_URL: scratch.url, SMTP_URL: smtp.url };

  // The first instance migrates the empty database and writes the reference data; then the people; then the second instance.
  const first = await startServer(env, explain ? ['--cpu-prof', `--cpu-prof-dir=${profileDirs[0]}`] : []);
  later(first.stop);
  log(`writing ${DOCTORS} doctors and ${PATIENTS} patients`);
  const people = await writePeople(scratch.url, dataDir);
  const second = await startServer(env, explain ? ['--cpu-prof', `--cpu-prof-dir=${profileDirs[1]}`] : []);
  later(second.stop);
  const servers = [first, second];
  const firstDay = new Date(Date.now() + 2 * 86_400_000);

  // A pool: the wait sampler's query may be running when the others are sent. Its connections are left out of every figure by name.
  const watcher = new pg.Pool({ connectionString: scratch.url, max: 2, application_name: WATCHER });
  later(() => watcher.end());
  const dbName = new URL(scratch.url).pathname.slice(1);

  // Warm-up on both instances (JIT, pools, caches), not measured; its bookings and e-mails are counted at the end.
  const warmup = 100;
  log(`warm-up: ${warmup} bookings`);
  await runLoad(servers, people, firstDay, 0, warmup);
  // Its e-mails sent before the measured load, so that their CPU is not counted against it.
  const warmupMails = 2 * ((await watcher.query<{ n: number }>(`select count(*)::int as n from appointments`)).rows[0]?.n ?? 0);
  const warmupDeadline = Date.now() + MAIL_DRAIN_MS;
  while (smtp.received.length < warmupMails && Date.now() < warmupDeadline) await new Promise((r) => setTimeout(r, 100));

  const total = Math.round(RATE * SECONDS);
  log(`load: ${RATE} bookings/s for ${SECONDS} s (${total} bookings, every ${RACE_EVERY}th slot asked for on both instances at once) over ${DOCTORS} doctors, ${PATIENTS} patients`);
  const waits: Record<string, number> = {};
  let samples = 0;
  const sampler = setInterval(() => {
    watcher
      .query<{ wait: string; n: number }>(
        `select coalesce(wait_event_type || ':' || wait_event, 'cpu') || ' (' || coalesce(state, '?') || ')' as wait, count(*)::int as n
         from pg_stat_activity where datname = $1 and application_name <> '${WATCHER}' and state <> 'idle' group by 1`,
        [dbName],
      )
      .then(({ rows }) => {
        samples += 1;
        for (const { wait, n } of rows) waits[wait] = (waits[wait] ?? 0) + n;
      })
      .catch(() => undefined);
  }, 200);
  const countingStatements = await resetStatements(watcher);
  const pgBefore = new Map<number, number>();
  await backendsCpuMs(watcher, dbName, pgBefore);
  const serverCpuBefore = servers.map((s) => cpuMsOf(s.child.pid!) ?? 0);
  const clientCpuBefore = process.cpuUsage();
  const loadBefore = loadavg();
  const monotonicStart = nowMicros();
  const outcome = await runLoad(servers, people, firstDay, warmup, total);
  const monotonicEnd = nowMicros();
  const loadAfter = loadavg();
  const serverCpuLoad = servers.map((s, i) => (cpuMsOf(s.child.pid!) ?? 0) - serverCpuBefore[i]!);
  const pgAfterLoad = new Map(pgBefore);
  await backendsCpuMs(watcher, dbName, pgAfterLoad);
  clearInterval(sampler);

  // The e-mails: two per appointment (patient and doctor), warm-up included.
  const [{ count: appointmentsHeld }] = (await watcher.query<{ count: number }>(`select count(*)::int as count from appointments where status <> 'annullato'`)).rows as [{ count: number }];
  const mailsExpected = appointmentsHeld * 2;
  const drainStarted = Date.now();
  while (smtp.received.length < mailsExpected && Date.now() - drainStarted < MAIL_DRAIN_MS) await new Promise((r) => setTimeout(r, 200));
  const mailDrainSeconds = (Date.now() - drainStarted) / 1000;
  const serverCpuTotal = servers.map((s, i) => (cpuMsOf(s.child.pid!) ?? 0) - serverCpuBefore[i]!);
  const pgAfterMail = new Map(pgAfterLoad);
  await backendsCpuMs(watcher, dbName, pgAfterMail);
  const clientCpu = process.cpuUsage(clientCpuBefore);
  const pgDelta = (after: Map<number, number>) => [...after].reduce((sum, [pid, ms]) => sum + ms - (pgBefore.get(pid) ?? 0), 0);

  // No two held appointments of one doctor may overlap (the exclusion constraint, checked from outside).
  const [{ count: overlaps }] = (
    await watcher.query<{ count: number }>(
      `select count(*)::int as count from appointments a join appointments b
         on a.doctor_id = b.doctor_id and a.id < b.id and a.status <> 'annullato' and b.status <> 'annullato'
        and tstzrange(a.blocked_from, a.blocked_until) && tstzrange(b.blocked_from, b.blocked_until)`,
    )
  ).rows as [{ count: number }];
  const jobsLeft = (await watcher.query<{ status: string; n: number }>(`select status, count(*)::int as n from jobs group by status`)).rows;

  const sorted = [...outcome.latencies].sort((x, y) => x - y);
  const created = outcome.statuses['201'] ?? 0;
  const conflicts = outcome.statuses['409'] ?? 0;
  const other = outcome.sent - created - conflicts;
  // What the database ran for the load and its e-mails (the watcher's own queries left out).
  const statements = countingStatements ? await statementCounts(watcher, created, WATCHER_STATEMENTS) : null;
  const per = (ms: number) => (created > 0 ? ms / created : 0);
  const cpuMsPerBooking = {
    serverA: per(serverCpuTotal[0]!),
    serverB: per(serverCpuTotal[1]!),
    postgres: per(pgDelta(pgAfterMail)),
    client: per((clientCpu.user + clientCpu.system) / 1000),
  };
  // What the platform needs per booking (both servers and the database; this client and its SMTP sink stand for the outside world).
  const platformMs = cpuMsPerBooking.serverA + cpuMsPerBooking.serverB + cpuMsPerBooking.postgres;
  const result = {
    rate: RATE,
    seconds: SECONDS,
    doctors: DOCTORS,
    patients: PATIENTS,
    sent: outcome.sent,
    created,
    conflicts,
    other,
    statuses: outcome.statuses,
    bookingsPerSecond: created / outcome.seconds,
    answersPerSecond: outcome.sent / outcome.seconds,
    loadSeconds: outcome.seconds,
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    p99: quantile(sorted, 0.99),
    maxMs: sorted.at(-1) ?? 0,
    overlaps,
    appointmentsHeld,
    mailsExpected,
    mailsDelivered: smtp.received.length,
    mailDrainSeconds,
    jobs: Object.fromEntries(jobsLeft.map((r) => [r.status, r.n])),
    cpuMsDuringLoad: { serverA: serverCpuLoad[0], serverB: serverCpuLoad[1], postgres: pgDelta(pgAfterLoad) },
    // The share of the machine the platform got while the load ran: on a shared machine it, not the code, may set the rate.
    coresDuringLoad: (serverCpuLoad[0]! + serverCpuLoad[1]! + pgDelta(pgAfterLoad)) / 1000 / outcome.seconds,
    cpuMsPerBooking,
    platformCpuMsPerBooking: platformMs,
    // Two cores fully given to the two servers and the database, nothing else running.
    impliedQuietTwoCoreRate: platformMs > 0 ? 2000 / platformMs : 0,
    loadAverage: { before: loadBefore, after: loadAfter },
    waits: Object.fromEntries(Object.entries(waits).sort((x, y) => y[1] - x[1]).map(([k, n]) => [k, n / Math.max(1, samples)])),
    ...(explain ? { statementsPerRequest: [...new Set(outcome.queryCounts)].sort((x, y) => x - y) } : {}),
    // PostgreSQL's count (pg_stat_statements, when the server loads it): the requests' and the e-mail jobs' statements.
    statements,
  } as Record<string, unknown>;
  log(
    `${created} × 201, ${conflicts} × 409, ${other} other in ${outcome.seconds.toFixed(1)} s: ${(created / outcome.seconds).toFixed(1)} bookings/s, p50/p95/p99 ${quantile(sorted, 0.5).toFixed(0)}/${quantile(sorted, 0.95).toFixed(0)}/${quantile(sorted, 0.99).toFixed(0)} ms; ${overlaps} overlaps; e-mails ${smtp.received.length}/${mailsExpected} (${mailDrainSeconds.toFixed(1)} s after the load)`,
  );
  log(`CPU ms per booking: A ${cpuMsPerBooking.serverA.toFixed(1)}, B ${cpuMsPerBooking.serverB.toFixed(1)}, PostgreSQL ${cpuMsPerBooking.postgres.toFixed(1)}, client ${cpuMsPerBooking.client.toFixed(1)} → ${(2000 / platformMs).toFixed(0)} bookings/s on a quiet 2-core machine; ${(result.coresDuringLoad as number).toFixed(2)} cores used during the load; load ${loadBefore.map((x) => x.toFixed(2)).join(' ')} → ${loadAfter.map((x) => x.toFixed(2)).join(' ')}`);
  log(`waits (mean connections per sample): ${JSON.stringify(result.waits)}`);
  if (statements) {
    log(`statements per booking (pg_stat_statements, BEGIN/COMMIT included): ${statements.perBooking.toFixed(1)}, executing ${statements.execMsPerBooking.toFixed(2)} ms`);
    for (const s of statements.top) log(`  ${s.perBooking.toFixed(2)} × ${s.execMsPerBooking.toFixed(3)} ms  ${s.query}`);
  } else log('statements per booking: pg_stat_statements is not loaded by this server');

  if (explain) {
    await Promise.all(servers.map((s) => s.stop()));
    const hot: HotFunction[][] = profileDirs.map((dir) => hottest(readProfile(dir), [monotonicStart, monotonicEnd], 15));
    result.hot = hot;
  }
  return result;
});
