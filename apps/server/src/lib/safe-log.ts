import { sqlStateOf } from './db-errors';

/**
 * What the logs may say about an error: never personal data. A database error carries the values
 * of its query (drizzle's `params` and its message "Failed query: … params: …"; the driver's
 * `detail`, e.g. `Key (email)=(x@y.it) already exists`, and messages quoting the refused value), so
 * for those only the SQLSTATE, the constraint/table/column names and the shape of the SQL are kept.
 * Other errors keep their message with e-mail addresses and password hashes masked. Stack frames
 * are kept; the first line of a stack repeats the message, so it is rebuilt.
 */
export interface SafeError {
  type: string;
  message: string;
  code?: string | number;
  statusCode?: number;
  sqlState?: string;
  constraint?: string;
  table?: string;
  column?: string;
  query?: string;
  stack?: string;
  cause?: SafeError;
}

const EMAIL = /[^\s<>()[\]"',;:@]+@[^\s<>()[\]"',;:@]+\.[^\s<>()[\]"',;:@]+/g;
const PASSWORD_HASH = /\$argon2[a-z]*\$\S*/gi;

/** A free text with e-mail addresses and password hashes masked, at most 1,000 characters. */
export function maskPersonalData(text: string): string {
  return text.replace(PASSWORD_HASH, '[hash]').replace(EMAIL, '[email]').slice(0, 1000);
}

/** SQL without its literals (values are bound as $1… but a literal may still appear), shortened. */
function queryShape(query: string): string {
  return query.replace(/'(?:[^']|'')*'/g, "'?'").replace(/\s+/g, ' ').trim().slice(0, 300);
}

function stackFrames(stack: unknown, header: string): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [header, ...frames].join('\n');
}

function stringField(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function safeError(error: unknown, depth = 0): SafeError {
  if (!error || typeof error !== 'object') return { type: typeof error, message: maskPersonalData(String(error)) };
  const e = error as Record<string, unknown>;
  const type = error instanceof Error ? error.constructor.name || error.name : 'Object';
  const ownState = typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && ('severity' in e || 'routine' in e) ? e.code : undefined;
  const isQueryError = typeof e.query === 'string' && 'params' in e;
  const isDatabaseError = ownState !== undefined || isQueryError;

  const message = isQueryError
    ? 'Failed query'
    : ownState !== undefined
      ? `database error ${ownState}`
      : maskPersonalData(typeof e.message === 'string' ? e.message : '');
  const out: SafeError = { type, message };
  if (!isDatabaseError && (typeof e.code === 'string' || typeof e.code === 'number')) out.code = e.code;
  if (typeof e.statusCode === 'number') out.statusCode = e.statusCode;
  if (isDatabaseError) {
    const state = ownState ?? sqlStateOf(error);
    if (state) out.sqlState = state;
    const constraint = stringField(e.constraint);
    const table = stringField(e.table);
    const column = stringField(e.column);
    if (constraint) out.constraint = constraint;
    if (table) out.table = table;
    if (column) out.column = column;
    if (isQueryError) out.query = queryShape(e.query as string);
  }
  const stack = stackFrames(e.stack, `${type}: ${message}`);
  if (stack) out.stack = stack;
  if (e.cause !== undefined && depth < 5) out.cause = safeError(e.cause, depth + 1);
  return out;
}

/** One line for a stored failure (a job's last error): the safe error's message, code and causes. */
export function describeError(error: unknown): string {
  const parts: string[] = [];
  for (let e: SafeError | undefined = safeError(error); e; e = e.cause) {
    parts.push([e.sqlState ?? e.code, e.message, e.constraint].filter((p) => p !== undefined && p !== '').join(' '));
  }
  return parts.join(' ← ').slice(0, 500);
}
