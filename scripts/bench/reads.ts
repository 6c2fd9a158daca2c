// Load benchmark of the main reads and of booking (npm run bench), over real HTTP against a real server
// process (apps/server/src/server.ts, as `npm start` runs it) with the demo data, on a fresh PGlite data
// directory or, with --postgres (DATABASE_URL set), on a scratch PostgreSQL database. In one run, with
// one client: a bare Fastify route returning a constant (in this process, no database), GET /api/health,
// the availability check, the directory, a doctor's profile, the article list, search, auth/me and
// booking, each by BENCH_CONNECTIONS connections (50) for BENCH_LOAD_SECONDS (5); then a mix of the
// reads as a signed-in patient (MIX below). Per figure: requests per second of expected answers,
// p50/p95/p99 latency of every request (performance.now() around it) and the other answers; and the
// server's memory (VmRSS sampled every 250 ms, VmHWM). Only auth/me, booking and the mix send the demo
// patient's session cookie; the single reads are measured as a visitor's.
// --explain: the server runs with --cpu-prof and BENCH_QUERY_STATS; adds the statements per request of
// each endpoint (x-query-count) and the top self-time functions during each endpoint's load.
// Prints one JSON line on stdout prefixed with BENCH_RESULT.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { DEFAULT_TIME_ZONE, instantOf, localDateOf } from '../../packages/shared/src/domain/slots/compute-slots';
import { cpuMsOf, hottest, nowMicros, readProfile, type HotFunction } from './process-stats';
import { quantile } from './quantile';
import { createScratchDatabase } from './scratch-postgres';
import { benchClient, runBench, type Reply } from './server-process';

const usePostgres = process.argv.includes('--postgres');
const explain = process.argv.includes('--explain');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 5);
const WARMUP = 20;
const SEARCH_WORD = 'pressione';
/** Weights of the read mix (per cent): what a signed-in patient's pages ask for, roughly. */
export const MIX = { directory: 25, doctor: 20, articles: 15, search: 10, availability: 15, me: 15 } as const;
const log = (message: string) => process.stderr.write(`[bench:reads${usePostgres ? ':pg' : ''}] ${message}\n`);

const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
const { startServer, request: send } = benchClient(agent, {
  // The demo data, as `npm start` seeds it; no reminder scans competing with the measured requests.
  DEMO_SEED: 'true',
  REMINDERS_INTERVAL_MS: '0',
  // Every request comes from 127.0.0.1: the limits would answer 429 within a second. The counters still run.
  RATE_LIMIT_AVAILABILITY_PER_MINUTE: '1000000',
  RATE_LIMIT_SEARCH_PER_MINUTE: '1000000',
  // The demo patient books hundreds of slots.
  BOOKINGS_PER_DOCTOR_MAX: '100000',
  ...(explain ? { BENCH_QUERY_STATS: 'true' } : {}),
});

type Answer = Reply;

type Call = () => Promise<Answer>;

export interface LoadFigures {
  rps: number;
  requests: number;
  /** Answers other than the expected status (for booking: other than 201 and 409). */
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  statuses: Record<string, number>;
  /** Monotonic clock (µs, the clock of V8's profiles on Linux) at the start and end of the load. */
  window: [number, number];
}


function figures(latencies: number[], ok: number, seconds: number, statuses: Record<string, number>, errors: number, window: [number, number]): LoadFigures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { rps: ok / seconds, requests: latencies.length, errors, p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), p99: quantile(sorted, 0.99), statuses, window };
}

/**
 * CONNECTIONS loops sending requests back to back for LOAD_SECONDS (or until `next` has no more
 * requests to give); `next` picks the request and names its kind, for the per-kind figures of the mix.
 */
async function load(next: () => { kind: string; call: Call } | null, expected = 200): Promise<LoadFigures & { byKind: Record<string, LoadFigures> }> {
  const latencies: number[] = [];
  const perKind = new Map<string, { latencies: number[]; ok: number; errors: number; statuses: Record<string, number> }>();
  const statuses: Record<string, number> = {};
  let ok = 0;
  let errors = 0;
  const end = Date.now() + LOAD_SECONDS * 1000;
  const started = performance.now();
  const startedMicros = nowMicros();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < end) {
        const picked = next();
        if (!picked) return;
        const t0 = performance.now();
        const answer = await picked.call().catch(() => ({ status: 0, body: '', queryCount: null }) satisfies Answer);
        const ms = performance.now() - t0;
        latencies.push(ms);
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        const kind = perKind.get(picked.kind) ?? { latencies: [], ok: 0, errors: 0, statuses: {} };
        perKind.set(picked.kind, kind);
        kind.latencies.push(ms);
        kind.statuses[answer.status] = (kind.statuses[answer.status] ?? 0) + 1;
        if (answer.status === expected) {
          ok += 1;
          kind.ok += 1;
        } else if (!(expected === 201 && answer.status === 409)) {
          errors += 1;
          kind.errors += 1;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const window: [number, number] = [startedMicros, nowMicros()];
  const byKind: Record<string, LoadFigures> = {};
  for (const [name, k] of perKind) byKind[name] = figures(k.latencies, k.ok, seconds, k.statuses, k.errors, window);
  return { ...figures(latencies, ok, seconds, statuses, errors, window), byKind };
}

/** The server's resident memory from /proc (Linux): the current RSS and its peak since start (VmHWM), in MB. */
function memoryOf(pid: number): { rssMb: number; hwmMb: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(/\s(\d+) kB/.exec(status.split('\n').find((l) => l.startsWith(`${field}:`)) ?? '')?.[1] ?? NaN);
    return { rssMb: kb('VmRSS') / 1024, hwmMb: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

// ---- the demo data the requests need ----

interface ServiceInfo {
  id: string;
  duration: number;
  isActive: boolean;
  customFields: Array<{ id: string; type: string; required: boolean; options: string[] }>;
}

const json = <T>(answer: Answer, what: string): T => {
  if (answer.status !== 200) throw new Error(`${what}: ${answer.status} ${answer.body.slice(0, 300)}`);
  return JSON.parse(answer.body) as T;
};

/** Answers for the required intake questions of a service. */
function answersFor(service: ServiceInfo): Record<string, string | number | boolean> {
  const answers: Record<string, string | number | boolean> = {};
  for (const f of service.customFields.filter((c) => c.required)) {
    answers[f.id] =
      f.type === 'checkbox' ? true : f.type === 'number' ? 1 : f.type === 'select' ? (f.options[0] ?? '') : f.type === 'email' ? 'bench@bench.test' : f.type === 'phone' ? '+39 333 123 4567' : f.type === 'date' ? '1980-01-01' : 'Controllo';
  }
  return answers;
}

const TIMES = Array.from({ length: 60 }, (_, i) => `${String(6 + Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`);
const dayAhead = (days: number) => localDateOf(new Date(Date.now() + days * 86_400_000), DEFAULT_TIME_ZONE);

interface Slot {
  professionalId: string;
  service: ServiceInfo;
  dateTime: string;
}

/** Free slots of the doctors' first active service, none overlapping another of the same doctor, found with the availability check. */
async function freeSlots(base: string, doctorIds: string[], wanted: number): Promise<Slot[]> {
  const slots: Slot[] = [];
  for (const professionalId of doctorIds) {
    const { services } = json<{ services: ServiceInfo[] }>(await send(base, 'GET', `/api/doctors/${professionalId}/services?includeAvailabilities=false`), 'services');
    const service = services.find((s) => s.isActive);
    if (!service) continue;
    for (let day = 1; day <= 60 && slots.length < wanted; day += 1) {
      const date = dayAhead(day);
      const { results } = json<{ results: Array<{ time: string; available: boolean }> }>(
        await send(base, 'POST', '/api/appointments/check-availability', { professionalId, serviceId: service.id, date, timeSlots: TIMES, duration: service.duration }),
        'availability',
      );
      let freeFrom = 0;
      for (const r of results.filter((x) => x.available)) {
        const [h, m] = r.time.split(':').map(Number) as [number, number];
        const minutes = h * 60 + m;
        if (minutes < freeFrom) continue;
        freeFrom = minutes + service.duration;
        slots.push({ professionalId, service, dateTime: instantOf(date, minutes, DEFAULT_TIME_ZONE)!.toISOString() });
      }
    }
    if (slots.length >= wanted) break;
  }
  return slots;
}

// ---- one database ----

export interface DatabaseFigures {
  endpoints: Record<string, LoadFigures & { cpuMsPerRequest: number | null; queryCount?: number[]; hot?: HotFunction[] }>;
  mix: LoadFigures & { byKind: Record<string, LoadFigures> };
  mixOverHealth: number;
  availabilityOverBare: number;
  availabilityOverHealth: number;
  bookingsCreated: number;
  bookingConflicts: number;
  slotsOffered: number;
  memory: { rssPeakMb: number; hwmMb: number; rssAfterMb: number; rssIdleMb: number };
}

async function measure(env: Record<string, string>, profileDir: string | null): Promise<DatabaseFigures> {
  const started = Date.now();
  const server = await startServer(env, profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []);
  let stopped = false;
  const bare = Fastify();
  bare.get('/constant', () => ({ ok: true }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const address = bare.server.address();
  const bareBase = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const pid = server.child.pid!;
  let rssPeakMb = 0;
  let sampling = false;
  const sampler = setInterval(() => {
    const m = memoryOf(pid);
    if (m && sampling) rssPeakMb = Math.max(rssPeakMb, m.rssMb);
  }, 250);
  try {
    const base = server.base;
    log(`server up with the demo data in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const rssIdleMb = memoryOf(pid)?.rssMb ?? 0;
    const login = await send(base, 'POST', '/api/auth/login', { email: 'paziente@sanity.demo', password: 'Paziente123!' });
    if (login.status !== 200 || !login.cookie) throw new Error(`login: ${login.status} ${login.body}`);
    const patient = { cookie: login.cookie };
    const { doctors } = json<{ doctors: Array<{ id: string; name: string }> }>(await send(base, 'GET', '/api/doctors?limit=50'), 'directory');
    const marco = doctors.find((d) => d.name.includes('Marco Bianchi'));
    if (!marco) throw new Error('demo doctor Marco Bianchi not in the directory');
    const { services } = json<{ services: ServiceInfo[] }>(await send(base, 'GET', `/api/doctors/${marco.id}/services?includeAvailabilities=false`), 'services');
    const checked = services.find((s) => s.isActive)!;
    const slotTimes = TIMES.filter((t) => t >= '08:00').slice(0, 24);
    const slots = await freeSlots(base, [marco.id, ...doctors.filter((d) => d.id !== marco.id).map((d) => d.id)], 2000);
    log(`${slots.length} free slots found for the booking load`);

    let day = 0;
    const reads: Record<keyof typeof MIX, (cookie?: string) => Call> = {
      availability: (cookie) => () => {
        day = (day % 7) + 1;
        const body = { professionalId: marco.id, serviceId: checked.id, date: dayAhead(day), timeSlots: slotTimes, duration: checked.duration };
        return send(base, 'POST', '/api/appointments/check-availability', body, cookie ? { cookie } : {});
      },
      directory: (cookie) => () => send(base, 'GET', '/api/doctors?limit=24', undefined, cookie ? { cookie } : {}),
      doctor: (cookie) => () => send(base, 'GET', `/api/doctors/${marco.id}`, undefined, cookie ? { cookie } : {}),
      articles: (cookie) => () => send(base, 'GET', '/api/articles?type=article', undefined, cookie ? { cookie } : {}),
      search: (cookie) => () => send(base, 'GET', `/api/search?q=${SEARCH_WORD}`, undefined, cookie ? { cookie } : {}),
      me: () => () => send(base, 'GET', '/api/auth/me', undefined, { cookie: patient.cookie }),
    };
    let nextSlot = 0;
    const book: () => Call | null = () => {
      const slot = slots[nextSlot];
      if (!slot) return null;
      nextSlot += 1;
      const customFields = answersFor(slot.service);
      // Answers to intake questions need the patient's explicit consent (GDPR art. 9), as the booking dialog asks it.
      const healthDataConsent = Object.keys(customFields).length > 0;
      const body = { professionalId: slot.professionalId, serviceId: slot.service.id, dateTime: slot.dateTime, customerInfo: { name: 'Giulia Rossi', email: 'paziente@sanity.demo' }, customFields, healthDataConsent };
      return () => send(base, 'POST', '/api/appointments', body, { cookie: patient.cookie });
    };

    const endpoints: DatabaseFigures['endpoints'] = {};
    const plan: Array<{ name: string; call: () => Call | null; expected?: number }> = [
      { name: 'bare', call: () => () => send(bareBase, 'GET', '/constant') },
      { name: 'health', call: () => () => send(base, 'GET', '/api/health') },
      ...(['availability', 'directory', 'doctor', 'articles', 'search', 'me'] as const).map((name) => ({ name, call: () => reads[name]() })),
      { name: 'booking', call: book, expected: 201 },
    ];
    sampling = true;
    for (const step of plan) {
      const expected = step.expected ?? 200;
      for (let i = 0; i < WARMUP; i += 1) {
        const call = step.call();
        if (call) await call();
      }
      const queryCount: number[] = [];
      if (explain && step.name !== 'bare') {
        for (let i = 0; i < 5; i += 1) {
          const call = step.call();
          const answer = call ? await call() : null;
          if (answer?.queryCount !== null && answer?.queryCount !== undefined) queryCount.push(answer.queryCount);
        }
      }
      const cpuBefore = cpuMsOf(pid);
      const result = await load(() => {
        const call = step.call();
        return call ? { kind: step.name, call } : null;
      }, expected);
      const cpuAfter = cpuMsOf(pid);
      // The bare route runs in this process, not the server's.
      const cpuMsPerRequest = step.name !== 'bare' && cpuBefore !== null && cpuAfter !== null && result.requests > 0 ? (cpuAfter - cpuBefore) / result.requests : null;
      const { byKind: _unused, ...own } = result;
      endpoints[step.name] = { ...own, cpuMsPerRequest, ...(explain ? { queryCount } : {}) };
      log(
        `${step.name.padEnd(12)} ${result.rps.toFixed(0).padStart(6)} req/s  p50 ${result.p50.toFixed(1)}  p95 ${result.p95.toFixed(1)}  p99 ${result.p99.toFixed(1)} ms  ${cpuMsPerRequest === null ? '' : `cpu ${cpuMsPerRequest.toFixed(2)} ms/req  `}${JSON.stringify(result.statuses)}`,
      );
    }

    // The mix, as the demo patient: every request carries the session cookie, as the browser sends it.
    const wheel = (Object.entries(MIX) as Array<[keyof typeof MIX, number]>).flatMap(([name, weight]) => Array<keyof typeof MIX>(weight).fill(name));
    const calls = Object.fromEntries((Object.keys(MIX) as Array<keyof typeof MIX>).map((name) => [name, reads[name](patient.cookie)])) as Record<keyof typeof MIX, Call>;
    let turn = 0;
    const pick = () => {
      // A fixed stride through the wheel: the same sequence each run, every kind interleaved.
      turn = (turn + 37) % wheel.length;
      const kind = wheel[turn]!;
      return { kind, call: calls[kind] };
    };
    for (let i = 0; i < WARMUP; i += 1) await pick().call();
    const mix = await load(pick);
    log(`mix          ${mix.rps.toFixed(0).padStart(6)} req/s  p50 ${mix.p50.toFixed(1)}  p95 ${mix.p95.toFixed(1)}  p99 ${mix.p99.toFixed(1)} ms  ${JSON.stringify(mix.statuses)}`);
    sampling = false;
    await new Promise((r) => setTimeout(r, 1000));
    const after = memoryOf(pid);

    const booking = endpoints.booking!;
    const figuresOut: DatabaseFigures = {
      endpoints,
      mix,
      mixOverHealth: mix.rps / endpoints.health!.rps,
      availabilityOverBare: endpoints.availability!.rps / endpoints.bare!.rps,
      availabilityOverHealth: endpoints.availability!.rps / endpoints.health!.rps,
      bookingsCreated: booking.statuses['201'] ?? 0,
      bookingConflicts: booking.statuses['409'] ?? 0,
      slotsOffered: slots.length,
      memory: { rssPeakMb, hwmMb: after?.hwmMb ?? 0, rssAfterMb: after?.rssMb ?? 0, rssIdleMb },
    };

    if (profileDir) {
      await server.stop();
      stopped = true;
      const profile = readProfile(profileDir);
      for (const [name, f] of Object.entries(endpoints)) if (name !== 'bare') f.hot = hottest(profile, f.window);
    }
    return figuresOut;
  } finally {
    clearInterval(sampler);
    await bare.close();
    if (!stopped) await server.stop();
  }
}

runBench(log, async (later) => {
  later(() => agent.destroy());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sanity-bench-reads-'));
  later(() => rmSync(dataDir, { recursive: true, force: true }));
  const profileDir = explain ? mkdtempSync(path.join(tmpdir(), 'sanity-bench-profile-')) : null;
  if (profileDir) later(() => rmSync(profileDir, { recursive: true, force: true }));
  log(`${CONNECTIONS} connections × ${LOAD_SECONDS} s per figure${explain ? ', with --cpu-prof and BENCH_QUERY_STATS' : ''}`);
  let env: Record<string, string> = { DATA_DIR: dataDir };
  if (usePostgres) {
    const scratch = await createScratchDatabase();
    later(scratch.drop);
    env = { ...env, DATABASE_URL: scratch.url };
  }
  const result = await measure(env, profileDir);
  return { database: usePostgres ? 'postgres' : 'pglite', connections: CONNECTIONS, loadSeconds: LOAD_SECONDS, mixWeights: MIX, explain, ...result };
});
