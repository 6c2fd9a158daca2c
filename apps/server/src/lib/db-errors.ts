/** The driver's error inside drizzle's wrapper (`cause`), or the error itself: what carries the SQLSTATE. */
export function* errorChain(error: unknown): Generator<object> {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 10; e = (e as { cause?: unknown }).cause, depth += 1) {
    yield e;
  }
}

/** The PostgreSQL SQLSTATE of a database error (pg and PGlite both set `code`), if any. */
export function sqlStateOf(error: unknown): string | undefined {
  for (const e of errorChain(error)) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** PostgreSQL's unique_violation, reported the same way by pg and PGlite. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (const e of errorChain(error)) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || name === constraint;
  }
  return false;
}

/**
 * SQLSTATEs that mean "the database cannot hold this value", never "the server is broken": the
 * schemas refuse such input first (schemas/fields.ts), and the error handler answers 400 for
 * whatever slips through. 22001 string too long, 22003 numeric out of range, 22007/22008 invalid
 * or out-of-range date/time, 22021 invalid byte sequence (NUL), 22P02 invalid text representation
 * (e.g. not a uuid), 22P05 untranslatable character (NUL in jsonb), 54000 program limit exceeded
 * (e.g. an index row too large).
 */
const INPUT_STATES = new Set(['22001', '22003', '22007', '22008', '22021', '22P02', '22P05', '54000']);

export function isUnstorableInput(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state !== undefined && INPUT_STATES.has(state);
}

/** PostgreSQL's disk_full. PGlite answers the same when its data directory's disk is full ("could not extend file …"). */
const DISK_FULL_STATE = '53100';
/** WASI's ENOSPC: the `errno` of the file system errors (`ErrnoError`) PGlite's WebAssembly build throws. */
const WASI_ENOSPC = 51;

/**
 * Whether an error means "the disk is full": Node's ENOSPC (uploads, the outbox), SQLSTATE 53100
 * from PostgreSQL or PGlite, or PGlite's own file system error. Not a bug and nothing the user can
 * fix: the error handler answers 503 and readiness reports it (plugins/errors.ts, health.service.ts).
 */
export function isDiskFull(error: unknown): boolean {
  for (const e of errorChain(error)) {
    const { code, errno, name, message } = e as { code?: unknown; errno?: unknown; name?: unknown; message?: unknown };
    if (code === 'ENOSPC' || code === DISK_FULL_STATE) return true;
    if (name === 'ErrnoError' && errno === WASI_ENOSPC) return true;
    if (typeof message === 'string' && message.includes('No space left on device')) return true;
  }
  return false;
}

/**
 * SQLSTATEs of two transactions getting in each other's way: 40001 serialization_failure, 40P01
 * deadlock_detected (two saves bumping the same read versions in opposite order, ADR 0024), 55P03
 * lock_not_available. The database rolled the transaction back whole, so nothing was saved and the
 * same request may simply be sent again: not a bug, and not the client's fault.
 */
const CONTENTION_STATES = new Set(['40001', '40P01', '55P03']);

export function isContention(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state !== undefined && CONTENTION_STATES.has(state);
}
