import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';

const entry = path.join(import.meta.dirname, '../src/server.ts');

async function admin(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface EmptyDatabase {
  url: string | undefined;
  drop: () => Promise<void>;
}

/**
 * On PostgreSQL (DATABASE_URL set) the process gets an empty database of its own rather than a clone
 * of the migrated template, so it also proves migrating from zero. On PGlite there is nothing to make:
 * `url` is undefined and the process keeps its database in DATA_DIR.
 */
export async function createEmptyDatabase(prefix: string): Promise<EmptyDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return { url: undefined, drop: () => Promise.resolve() };
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  await admin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  /** Listened for from the start, so an exit is never missed however early it comes. */
  exited: Promise<number | null>;
  stderr: () => string;
}

export interface ServerProcessOptions {
  /** Fixed by the caller, so a restarted process answers on the same address. */
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  env?: Record<string, string>;
}

/**
 * apps/server/src/server.ts as `npm start` runs it, once /api/health answers 200. It waits as long
 * as the process lives and is starting: on a loaded machine a start took longer than any fixed
 * limit chosen on a quiet one (issue 23), and the calling test's own time-out still bounds a hang.
 */
export async function startServerProcess({ port, dataDir, databaseUrl, env = {} }: ServerProcessOptions): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, DATABASE_URL: databaseUrl ?? '', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_SEED: 'false', LOG_LEVEL: 'warn', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  // A test that timed out while the server was starting leaves no server behind the run.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  void exited.then(() => process.off('exit', killOnExit));
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited early with ${child.exitCode ?? child.signalCode}: ${stderr}`);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
    if (health?.status === 200) return { child, exited, stderr: () => stderr };
    await new Promise((r) => setTimeout(r, 100));
  }
}
