import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { AppointmentList } from '@sanity/shared/schemas/appointments';
import type { DoctorList } from '@sanity/shared/schemas/doctors';
import { afterAll, describe, expect, test } from 'vitest';
import { pgliteExtensions } from '../db/client';
import { demoLogins } from './demo';
import { moreDemoDoctors } from './demo-directory-doctors';

/**
 * Issue 9 item 8: demo seeding is all or nothing. The real server process is started the way
 * scripts/start.mjs runs it, on a fresh data directory with the embedded database, killed with
 * SIGKILL while seeding (TEST_SEED_PAUSE makes it announce and wait halfway, inside the seeding
 * transaction), and started again: the demo data must then be complete and not duplicated, and a
 * later normal start must not seed again.
 */

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const serverEntry = path.join(root, 'apps/server/src/server.ts');
/** Marco Bianchi and Laura Esposito, then the directory's other demo doctors: 14 in all. */
const DEMO_DOCTORS = 2 + moreDemoDoctors.length;

const dataDir = mkdtempSync(path.join(tmpdir(), 'sanity-seed-kill-'));
const running = new Set<ChildProcess>();
afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

interface Started {
  child: ChildProcess;
  /** Everything written to stdout and stderr so far. */
  output: () => string;
  /** Resolves with the first match of `pattern` in the output; rejects when the process exits first. */
  waitFor: (pattern: RegExp, timeoutMs?: number) => Promise<RegExpMatchArray>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function startServer(extraEnv: Record<string, string> = {}): Started {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_SEED: 'true',
    ...extraEnv,
  };
  // The embedded database in DATA_DIR, also when the API suite runs on PostgreSQL.
  delete env.DATABASE_URL;
  delete env.PUBLIC_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  let output = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    for (const listener of listeners) listener();
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => {
      running.delete(child);
      for (const listener of listeners) listener();
      resolve({ code, signal });
    }),
  );
  const waitFor = (pattern: RegExp, timeoutMs = 120_000) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const timer = setTimeout(() => done(new Error(`timed out waiting for ${pattern}:\n${output}`)), timeoutMs);
      const check = () => {
        const match = output.match(pattern);
        if (match) done(null, match);
        else if (child.exitCode !== null || child.signalCode !== null) done(new Error(`server exited before ${pattern}:\n${output}`));
      };
      function done(error: Error | null, match?: RegExpMatchArray) {
        clearTimeout(timer);
        listeners.delete(check);
        if (error) reject(error);
        else resolve(match!);
      }
      listeners.add(check);
      check();
    });
  return { child, output: () => output, waitFor, exited };
}

/** The base URL from the ready banner (PORT=0 picks a free port). */
async function ready(server: Started): Promise<string> {
  const [, url] = await server.waitFor(/Sanity è pronto su (http:\/\/\S+)/);
  return url!.replace('//localhost:', '//127.0.0.1:');
}

async function stop(server: Started): Promise<void> {
  server.child.kill('SIGTERM');
  const { code } = await server.exited;
  expect(code, server.output()).toBe(0);
}

async function login(base: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  expect(response.status, `${email}: ${await response.clone().text()}`).toBe(200);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('sanity_session='));
  return cookie!.split(';')[0]!;
}

async function getJson<T>(base: string, url: string, cookie?: string): Promise<T> {
  const response = await fetch(`${base}${url}`, cookie ? { headers: { cookie } } : {});
  expect(response.status, url).toBe(200);
  return (await response.json()) as T;
}

/** What a complete, single demo seeding looks like from outside. */
async function expectCompleteDemo(base: string): Promise<void> {
  const directory = await getJson<DoctorList>(base, '/api/doctors?limit=50');
  expect(directory.doctors).toHaveLength(DEMO_DOCTORS);
  expect(new Set(directory.doctors.map((d) => d.id)).size).toBe(DEMO_DOCTORS);

  const cookies = new Map<string, string>();
  for (const demo of demoLogins) cookies.set(demo.email, await login(base, demo.email, demo.password));

  const mine = (await getJson<AppointmentList>(base, '/api/appointments', cookies.get('paziente@sanity.demo'))).appointments;
  const now = Date.now();
  expect(mine.filter((a) => a.status === 'confermato' && Date.parse(a.dateTime) > now)).toHaveLength(2);
  expect(mine.some((a) => a.status === 'annullato')).toBe(true);
  const patients = (await getJson<{ patients: Array<{ name: string; appointmentCount: number }> }>(base, '/api/crm/patients', cookies.get('dottore@sanity.demo')))
    .patients;
  // Four accounts and Giulia's son Luca (issue 30).
  expect(patients).toHaveLength(5);
  expect(patients.find((p) => p.name === 'Giulia Rossi')?.appointmentCount).toBe(5);
}

describe('demo seeding is all or nothing', () => {
  test('a start killed with SIGKILL midway leaves nothing; the next start seeds everything once; a later start seeds nothing', async () => {
    const first = startServer({ TEST_SEED_PAUSE: 'true' });
    await first.waitFor(/demo seeding paused/);
    first.child.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');

    // The accounts written before the kill were never committed.
    const peek = await PGlite.create(path.join(dataDir, 'db'), { extensions: pgliteExtensions });
    const { rows } = await peek.query<{ n: number }>('select count(*)::int as n from users');
    await peek.close();
    expect(rows[0]!.n).toBe(0);

    const second = startServer();
    const base = await ready(second);
    expect(second.output()).toContain('demo data seeded');
    await expectCompleteDemo(base);
    await stop(second);

    const third = startServer();
    const again = await ready(third);
    expect(third.output()).not.toContain('demo data seeded');
    await expectCompleteDemo(again);
    await stop(third);
  }, 300_000);
});
