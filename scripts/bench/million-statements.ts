// The statements a request runs on a node-postgres pool, timed, and the plan of one of them: for
// million.ts's profiles of its slowest searches and retrievals.
import type pg from 'pg';
import { cpuMsOf } from './process-stats';

export interface Statement {
  sql: string;
  params: unknown[];
  ms: number;
  /** The set_config statement run before it in its transaction (the planner settings it ran with), with its parameters. */
  settings: { sql: string; params: unknown[] } | null;
}

export interface Recorder {
  /** The statements run while `run` ran. */
  during(run: () => Promise<unknown>): Promise<Statement[]>;
}

type Query = (...args: unknown[]) => unknown;

/** Wraps `query` of every client the pool connects (drizzle runs plain statements and transactions on them). */
export function recordStatements(pool: pg.Pool): Recorder {
  let recording: Statement[] | null = null;
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as Query;
    let settings: Statement['settings'] = null;
    // Promise calls only (drizzle's); a callback call is passed through untimed.
    (client as unknown as { query: Query }).query = (...args: unknown[]) => {
      const first = args[0] as string | { text: string; values?: unknown[] };
      const text = typeof first === 'string' ? first : first.text;
      // drizzle passes a config object and the values apart: query({ text, rowMode }, values).
      const params = (typeof first === 'string' ? undefined : first.values) ?? (Array.isArray(args[1]) ? (args[1] as unknown[]) : []);
      if (/^\s*(commit|rollback)/i.test(text)) settings = null;
      if (/set_config\(/.test(text)) settings = { sql: text, params };
      if (!recording || typeof args.at(-1) === 'function') return query(...args);
      const list = recording;
      const t0 = performance.now();
      const before = settings;
      return (query(...args) as Promise<unknown>).then((result) => {
        list.push({ sql: text, params, ms: performance.now() - t0, settings: before });
        return result;
      });
    };
  });
  return {
    async during(run) {
      recording = [];
      try {
        await run();
        return recording;
      } finally {
        recording = null;
      }
    },
  };
}

/** EXPLAIN (ANALYZE, BUFFERS) of a recorded statement, in a transaction with its settings, rolled back. */
export async function explainStatement(pool: pg.Pool, statement: Statement): Promise<string[]> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    if (statement.settings) await client.query(statement.settings.sql, statement.settings.params);
    const plan = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${statement.sql}`, statement.params);
    return plan.rows.map((r) => r['QUERY PLAN']);
  } finally {
    await client.query('rollback');
    client.release();
  }
}

/**
 * CPU time so far of this process and of the database's server processes serving `pool` (read from
 * /proc, so only when PostgreSQL runs on this machine; null otherwise), in ms. The pool must keep
 * its connections (idleTimeoutMillis 0): a closed backend's time is lost.
 */
export async function cpuMs(pool: pg.Pool): Promise<{ node: number; postgres: number | null }> {
  const own = process.cpuUsage();
  const pids = (await pool.query<{ pid: number }>(`select pid from pg_stat_activity where datname = current_database()`)).rows;
  let postgres: number | null = 0;
  for (const { pid } of pids) {
    const ms = cpuMsOf(pid);
    if (ms === null) {
      postgres = null;
      break;
    }
    postgres += ms;
  }
  return { node: (own.user + own.system) / 1000, postgres };
}

/** CPU ms per operation between two `cpuMs` readings. */
export function cpuPer(before: Awaited<ReturnType<typeof cpuMs>>, after: Awaited<ReturnType<typeof cpuMs>>, operations: number) {
  return {
    nodeMs: (after.node - before.node) / operations,
    postgresMs: before.postgres === null || after.postgres === null ? null : (after.postgres - before.postgres) / operations,
  };
}
