// Booking benchmarks (npm run bench), all over real HTTP against real server processes
// (apps/server/src/server.ts) on fresh databases:
//  - availability: requests per second of POST /api/appointments/check-availability, measured in the
//    same run and with the same client as a bare Fastify route returning a constant; the ratio is reported;
//  - race: 200 concurrent booking requests for one slot → how many 201 and 409, on PGlite, and with
//    --postgres (DATABASE_URL set) on PostgreSQL with one process and with two processes on one database.
// Prints one JSON line on stdout prefixed with BENCH_RESULT.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { DEFAULT_TIME_ZONE, instantOf, localDateOf } from '../../packages/shared/src/domain/slots/compute-slots';
import { createScratchDatabase } from './scratch-postgres';
import { benchClient, runBench, SERVICE, type Reply } from './server-process';

const usePostgres = process.argv.includes('--postgres');
const RACERS = 200;
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 5);
const CONNECTIONS = 20;
const log = (message: string) => process.stderr.write(`[bench:booking${usePostgres ? ':pg' : ''}] ${message}\n`);

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
// No reminder scans competing with the measured requests; every request comes from 127.0.0.1, so the
// availability limit (120 a minute per address) would answer 429 after the warm-up: raised, still counted.
const { request, startServer, register, openDoctor } = benchClient(agent, { REMINDERS_INTERVAL_MS: '0', RATE_LIMIT_AVAILABILITY_PER_MINUTE: '1000000' });

/** CONNECTIONS loops sending requests back to back for LOAD_SECONDS; requests per second of 200 answers. */
async function load(send: () => Promise<Reply>): Promise<{ rps: number; errors: number }> {
  for (let i = 0; i < 50; i += 1) await send();
  let ok = 0;
  let errors = 0;
  const end = Date.now() + LOAD_SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < end) {
        const reply = await send();
        if (reply.status === 200) ok += 1;
        else errors += 1;
      }
    }),
  );
  return { rps: ok / ((performance.now() - started) / 1000), errors };
}

/**
 * Requests per second of the availability check (24 times of one day) and, in the same run with the
 * same client, of a bare Fastify route returning a constant (in this process, so it has no database).
 */
async function measureAvailability(base: string, doctorId: string): Promise<{ bareRps: number; availability: { rps: number; errors: number } }> {
  const bare = Fastify();
  bare.get('/constant', () => ({ ok: true }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  try {
    const address = bare.server.address();
    const bareBase = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const date = localDateOf(new Date(Date.now() + 3 * 86_400_000), DEFAULT_TIME_ZONE);
    const timeSlots = Array.from({ length: 24 }, (_, i) => `${String(8 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);
    const check = { professionalId: doctorId, serviceId: SERVICE.id, date, timeSlots, duration: 30 };
    log(`availability: ${CONNECTIONS} connections × ${LOAD_SECONDS} s each`);
    const bareResult = await load(() => request(bareBase, 'GET', '/constant'));
    const availability = await load(() => request(base, 'POST', '/api/appointments/check-availability', check));
    log(`bare ${bareResult.rps.toFixed(0)} req/s, availability ${availability.rps.toFixed(0)} req/s`);
    return { bareRps: bareResult.rps, availability };
  } finally {
    await bare.close();
  }
}

/** RACERS patients (10 accounts) ask for the same slot at once, spread over the given servers. */
async function race(bases: string[], doctorId: string): Promise<{ created: number; conflicts: number; other: number }> {
  const patients = await Promise.all(Array.from({ length: 10 }, (_, i) => register(bases[i % bases.length]!, 'user', i + 1)));
  const date = localDateOf(new Date(Date.now() + 5 * 86_400_000), DEFAULT_TIME_ZONE);
  const dateTime = instantOf(date, 10 * 60, DEFAULT_TIME_ZONE)!.toISOString();
  const replies = await Promise.all(
    Array.from({ length: RACERS }, (_, i) =>
      request(
        bases[i % bases.length]!,
        'POST',
        '/api/appointments',
        {
          professionalId: doctorId,
          serviceId: SERVICE.id,
          dateTime,
          customerInfo: { name: `Paziente ${i}`, email: `p${i}@bench.test` },
          customFields: {},
        },
        { cookie: patients[i % patients.length]!.cookie },
      ),
    ),
  );
  const created = replies.filter((r) => r.status === 201).length;
  const conflicts = replies.filter((r) => r.status === 409).length;
  return { created, conflicts, other: replies.length - created - conflicts };
}

runBench(log, async (later) => {
  later(() => agent.destroy());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sanity-bench-booking-'));
  later(() => rmSync(dataDir, { recursive: true, force: true }));
  if (!usePostgres) {
    const server = await startServer({ DATA_DIR: dataDir });
    later(server.stop);
    const doctorId = await openDoctor(server.base);

    const { bareRps, availability } = await measureAvailability(server.base, doctorId);

    log(`race: ${RACERS} concurrent bookings of one slot`);
    const pglite = await race([server.base], doctorId);
    return { bareRps, availabilityRps: availability.rps, availabilityErrors: availability.errors, ratio: availability.rps / bareRps, racePglite: pglite };
  }

  const single = await createScratchDatabase();
  later(single.drop);
  const one = await startServer({ DATA_DIR: dataDir, DATABASE_URL: single.url });
  later(one.stop);
  const pgDoctor = await openDoctor(one.base);
  const pgLoad = await measureAvailability(one.base, pgDoctor);
  log(`race on PostgreSQL, one process`);
  const racePostgres = await race([one.base], pgDoctor);

  const shared = await createScratchDatabase();
  later(shared.drop);
  const first = await startServer({ DATA_DIR: dataDir, DATABASE_URL: shared.url });
  later(first.stop);
  const second = await startServer({ DATA_DIR: dataDir, DATABASE_URL: shared.url });
  later(second.stop);
  log(`race on PostgreSQL, two processes on one database`);
  const raceTwoProcesses = await race([first.base, second.base], await openDoctor(first.base));
  return { bareRps: pgLoad.bareRps, availabilityRps: pgLoad.availability.rps, availabilityErrors: pgLoad.availability.errors, ratio: pgLoad.availability.rps / pgLoad.bareRps, racePostgres, raceTwoProcesses };
});
