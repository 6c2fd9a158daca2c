import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { uniqueEmail } from '../test/helpers';

// The real process, as `npm start` runs it: start, write, SIGTERM, start again, read back.
const entry = path.join(import.meta.dirname, 'server.ts');
const dataDir = mkdtempSync(path.join(tmpdir(), 'sanity-server-test-'));
// On PostgreSQL the process gets its own empty database, so it also proves migrating from zero.
const adminUrl = process.env.DATABASE_URL;
const databaseName = `sanity_server_test_${process.pid}_${Date.now()}`;
let databaseUrl: string | undefined;

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  if (!adminUrl) return;
  await admin(`CREATE DATABASE ${databaseName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
});
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  if (adminUrl) await admin(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, DATABASE_URL: databaseUrl ?? '', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_SEED: 'false', LOG_LEVEL: 'warn', NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early with ${child.exitCode}`);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
    if (health?.status === 200) return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server did not become healthy in 30 s');
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

test('SIGTERM shuts down cleanly and a committed registration survives the restart', async () => {
  const port = await freePort();
  const email = uniqueEmail('riavvio');
  const password = 'Segreta123';

  const first = await startServer(port);
  const registered = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ role: 'user', displayName: 'Riavvio Prova', email, password, confirmPassword: password, acceptTerms: true }),
  });
  expect(registered.status).toBe(201);
  const exited = exitOf(first);
  first.kill('SIGTERM');
  expect(await exited).toBe(0);

  const second = await startServer(port);
  try {
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { user: { email: string } }).user.email).toBe(email);
  } finally {
    const stopped = exitOf(second);
    second.kill('SIGTERM');
    expect(await stopped).toBe(0);
  }
}, 90_000);
