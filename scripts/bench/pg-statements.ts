// What the database ran for a benchmark, from PostgreSQL's own count (pg_stat_statements): every
// statement of the servers, their job runners included, BEGIN and COMMIT too (each a round trip).
// Only when the server loads the module (shared_preload_libraries = 'pg_stat_statements'): the
// counts are then null and the benchmark goes on without them.
import type pg from 'pg';

export interface StatementStat {
  /** The statement as PostgreSQL normalised it ($1… for constants), cut to 160 characters. */
  query: string;
  calls: number;
  /** Executions per booking made. */
  perBooking: number;
  /** PostgreSQL's execution time (planning excluded) per booking, ms. */
  execMsPerBooking: number;
}

export interface StatementCounts {
  /** All statements per booking made (BEGIN/COMMIT included). */
  perBooking: number;
  /** Their execution time per booking, ms: the backends' CPU beyond it is parsing, planning and the protocol. */
  execMsPerBooking: number;
  top: StatementStat[];
}

/**
 * Empties the statistics of `database` (the extension is created in it when missing, as the
 * functions live in a database); false when the server does not load the module.
 */
export async function resetStatements(pool: pg.Pool): Promise<boolean> {
  try {
    await pool.query('create extension if not exists pg_stat_statements');
    await pool.query(`select pg_stat_statements_reset(0, (select oid from pg_database where datname = current_database()), 0)`);
    return true;
  } catch {
    return false;
  }
}

/**
 * The statements run in this database since `resetStatements`, by calls, without those of `skip`
 * (the benchmark's own watcher queries), per booking made.
 */
export async function statementCounts(pool: pg.Pool, bookings: number, skip: RegExp, top = 25): Promise<StatementCounts> {
  const { rows } = await pool.query<{ query: string; calls: string; exec_ms: number }>(
    `select query, calls, total_exec_time as exec_ms from pg_stat_statements
      where dbid = (select oid from pg_database where datname = current_database()) order by calls desc`,
  );
  const kept = rows.filter((r) => !skip.test(r.query));
  const per = (n: number) => (bookings > 0 ? n / bookings : 0);
  return {
    perBooking: per(kept.reduce((sum, r) => sum + Number(r.calls), 0)),
    execMsPerBooking: per(kept.reduce((sum, r) => sum + r.exec_ms, 0)),
    top: kept.slice(0, top).map((r) => ({
      query: r.query.replace(/\s+/g, ' ').slice(0, 160),
      calls: Number(r.calls),
      perBooking: per(Number(r.calls)),
      execMsPerBooking: per(r.exec_ms),
    })),
  };
}
