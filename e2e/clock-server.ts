import { type APIRequestContext, expect } from '@playwright/test';
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/**
 * A server of one spec's own, on a test clock (TEST_CLOCK_START; issue 29's e2e goes past a visit).
 * The suite's shared server (e2e/start-server.mjs, used by both workers at once) keeps the real
 * clock: moving it would move every other spec's "now". This one is started by the same script on
 * a free port and its own data directory, with the demo data seeded, and stopped with its worker.
 */
export interface ClockServer {
  baseURL: string;
  /** The server's current time. */
  now(api: APIRequestContext): Promise<Date>;
  /** Moves the server's clock to `at`; it runs on from there. */
  setNow(api: APIRequestContext, at: Date): Promise<void>;
  stop(): Promise<void>;
}

const root = new URL('..', import.meta.url).pathname;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function untilHealthy(baseURL: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the clock server exited with ${server.exitCode}`);
    const ok = await fetch(`${baseURL}/api/health`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the clock server did not answer on ${baseURL} within ${timeoutMs} ms`);
}

export async function startClockServer(start: Date, env: Record<string, string> = {}): Promise<ClockServer> {
  const port = String(await freePort());
  const baseURL = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['e2e/start-server.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env, E2E_PORT: port, TEST_CLOCK_START: start.toISOString() },
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = async () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    await exited;
    rmSync(join(root, `.tmp/e2e-data-${port}`), { recursive: true, force: true });
  };
  try {
    await untilHealthy(baseURL, server, 90_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    baseURL,
    async now(api) {
      const res = await api.get(`${baseURL}/api/test/clock`);
      expect(res.status(), await res.text()).toBe(200);
      return new Date(((await res.json()) as { now: string }).now);
    },
    async setNow(api, at) {
      const res = await api.put(`${baseURL}/api/test/clock`, { data: { at: at.toISOString() } });
      expect(res.status(), await res.text()).toBe(200);
    },
    stop,
  };
}
