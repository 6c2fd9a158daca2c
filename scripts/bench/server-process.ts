// What the booking benchmarks share: they measure a real server process (apps/server/src/server.ts built
// and started as `npm start` does: scripts/server-build.mjs) over real HTTP, with accounts and a practice open to bookings.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { freePort } from '../../apps/server/test/server-process';
import { ensureServerBuilt, serverArgs, serverEnv as launchEnv } from '../server-build.mjs';
import { emptyWeek } from '../../packages/shared/src/domain/practice/time-slots';

const root = new URL('../..', import.meta.url).pathname;

export const SERVICE = { id: 'cardiologia_1767225600001', sectorId: 'cardiologia', name: 'Visita cardiologica', duration: 30, price: 120, description: '', isActive: true, customFields: [] };

export interface Reply {
  status: number;
  body: string;
  /** Statements the request ran (`x-query-count`, when the server runs with BENCH_QUERY_STATS), else null. */
  queryCount: number | null;
  cookie?: string;
}

/** Something to undo when the benchmark ends: stop a server, drop a database, remove a directory. */
export type Cleanup = () => Promise<void> | void;

/**
 * Runs a benchmark's body and prints its `BENCH_RESULT` line (read by scripts/bench.mjs). What the
 * body registered with `later` is undone afterwards, newest first, whatever happened; a failure exits 1.
 */
export function runBench(log: (message: string) => void, body: (later: (cleanup: Cleanup) => void) => Promise<Record<string, unknown>>): void {
  const cleanups: Cleanup[] = [];
  const run = async () => {
    try {
      const result = await body((cleanup) => cleanups.unshift(cleanup));
      process.stdout.write(`BENCH_RESULT ${JSON.stringify(result)}\n`);
    } finally {
      for (const cleanup of cleanups) await Promise.resolve().then(cleanup).catch((error: unknown) => log(`cleanup: ${String(error)}`));
    }
  };
  run().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  stop: () => Promise<void>;
}

/**
 * Bound to the benchmark's own Agent, because its socket limit decides how many requests really run at
 * once. `serverEnv` is what one benchmark wants in all its server processes.
 */
export function benchClient(agent: http.Agent, serverEnv: Record<string, string> = {}) {
  function request(base: string, method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply> {
    return new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = http.request(
        `${base}${url}`,
        {
          method,
          agent,
          headers: { ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}), origin: base, ...headers },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => {
            const cookie = res.headers['set-cookie']?.find((c) => c.startsWith('sanity_session='))?.split(';')[0];
            const count = res.headers['x-query-count'];
            resolve({ status: res.statusCode ?? 0, body: text, queryCount: typeof count === 'string' ? Number(count) : null, ...(cookie ? { cookie } : {}) });
          });
        },
      );
      req.on('error', reject);
      if (payload) req.write(payload);
      req.end();
    });
  }

  /** `nodeArgs`: options for node itself, e.g. --cpu-prof (written when the server exits on SIGTERM). */
  async function startServer(env: Record<string, string>, nodeArgs: string[] = []): Promise<ServerProcess> {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    await ensureServerBuilt();
    const child = spawn(process.execPath, [...nodeArgs, ...serverArgs], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      // DATABASE_URL only when the benchmark passes one: `npm run bench` runs with it set for the PostgreSQL parts,
      // and a PGlite part must not land in that database.
      // The demo data brings the admin who approves the benchmarks' doctors (openDoctor).
      env: { ...launchEnv, ...process.env, DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base, DEMO_SEED: 'true', NODE_ENV: 'production', LOG_LEVEL: 'warn', ...serverEnv, ...env },
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

  /** `n` tells apart the patients a benchmark registers at once (in the name; the e-mail is unique anyway). */
  async function register(base: string, role: 'doctor' | 'user', n?: number): Promise<{ cookie: string; id: string; email: string }> {
    const tag = `${Date.now()}-${n === undefined ? '' : `${n}-`}${randomBytes(3).toString('hex')}`;
    const payload =
      role === 'doctor'
        ? { role, displayName: 'Dott. Bench Marks', email: `doc-${tag}@bench.test`, password: 'Dottore123!', confirmPassword: 'Dottore123!', specialization: 'Cardiologia', licenseNumber: 'MI-1', phoneNumber: '+39 333 123 4567', sectors: ['cardiologia'], acceptDoctorTerms: true }
        : { role, displayName: n === undefined ? 'Paziente Bench' : `Paziente ${n}`, email: `pat-${tag}@bench.test`, password: 'Paziente123!', confirmPassword: 'Paziente123!', acceptTerms: true };
    const reply = await request(base, 'POST', '/api/auth/register', payload);
    if (reply.status !== 201 || !reply.cookie) throw new Error(`register: ${reply.status} ${reply.body}`);
    return { cookie: reply.cookie, id: (JSON.parse(reply.body) as { user: { id: string } }).user.id, email: payload.email };
  }

  /**
   * A new doctor offering SERVICE every day 08:00–20:00, so any half hour ahead is free to book, approved by
   * the demo admin (only approved doctors take bookings, issue 13; one e-mail tells the doctor); returns the doctor's id.
   */
  async function openDoctor(base: string): Promise<string> {
    const doctor = await register(base, 'doctor');
    const week = emptyWeek();
    for (const day of Object.keys(week) as Array<keyof typeof week>) week[day] = { isAvailable: true, timeSlots: [{ start: '08:00', end: '20:00' }] };
    const saved = await request(base, 'PUT', '/api/practice/config', { services: [SERVICE], availabilities: [{ serviceId: SERVICE.id, weeklySchedule: week }] }, { cookie: doctor.cookie });
    if (saved.status !== 200) throw new Error(`practice: ${saved.status} ${saved.body}`);
    const admin = await request(base, 'POST', '/api/auth/login', { email: 'admin@sanity.demo', password: 'Admin123!' });
    if (admin.status !== 200 || !admin.cookie) throw new Error(`admin login (the server needs DEMO_SEED=true): ${admin.status} ${admin.body}`);
    const approved = await request(base, 'POST', `/api/admin/doctors/${doctor.id}/approve`, undefined, { cookie: admin.cookie });
    if (approved.status !== 200) throw new Error(`approve: ${approved.status} ${approved.body}`);
    return doctor.id;
  }

  return { request, startServer, register, openDoctor };
}
