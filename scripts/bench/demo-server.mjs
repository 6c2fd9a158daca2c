// The real server (apps/server/src/server.ts, as `npm start` runs it) for the browser benchmarks: a
// free port, a temporary DATA_DIR seeded with the demo data, PGlite whatever DATABASE_URL says. The
// web build is apps/web/dist (built when stale), or WEB_DIST_DIR when set (a build of one's own).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureServerBuilt, serverArgs, serverEnv } from '../server-build.mjs';
import { ensureWebBuilt } from '../web-build.mjs';

const root = new URL('../..', import.meta.url).pathname;

export const demoAccounts = {
  patient: { email: 'paziente@sanity.demo', password: 'Paziente123!' },
  doctor: { email: 'dottore@sanity.demo', password: 'Dottore123!' },
};

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl, server) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start within 120 s');
}

/** @returns {Promise<{ baseUrl: string, stop: () => Promise<void> }>} */
export async function startDemoServer(extraEnv = {}) {
  if (!process.env.WEB_DIST_DIR) ensureWebBuilt();
  await ensureServerBuilt();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'sanity-bench-web-'));
  const env = { ...serverEnv, ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseUrl, DATA_DIR: dataDir, DEMO_SEED: 'true', NODE_ENV: 'test', LOG_LEVEL: 'warn', ...extraEnv };
  delete env.DATABASE_URL;
  const server = spawn(process.execPath, serverArgs, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

/** Signs in through the API; returns the `name=value` of the session cookie and the user's id. */
export async function signIn(baseUrl, creds) {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(creds),
  });
  if (res.status !== 200) throw new Error(`login of ${creds.email} failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('sanity_session='));
  if (!cookie) throw new Error(`login of ${creds.email} set no session cookie`);
  const { user } = await res.json();
  return { cookie, userId: user.id };
}
