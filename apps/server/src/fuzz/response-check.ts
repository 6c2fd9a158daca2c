import { ApiErrorSchema } from '@sanity/shared/schemas/errors';

/**
 * Words that give away an English message (Fastify's, zod's, Node's) and never occur in the Italian
 * catalogue; the fuzz test checks the latter, so that this list cannot drift into false alarms.
 */
const ENGLISH = /\b(the|must|should|expected|unexpected|invalid|required|cannot|can't|not found|unsupported|too large|too long|failed|error|body|payload|request|received|is not|of type|characters?|unknown|missing)\b/i;

export function looksEnglish(message: string): boolean {
  return ENGLISH.test(message);
}

/** A Node stack frame or a source path: internals that must never reach a client. */
const STACK = /\n\s+at .+:\d+|node_modules|\.ts:\d+|\bat (?:async )?[\w.<>]+ \(/;

export interface ResponseLike {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/** What is wrong with a response to a fuzzed request (empty when nothing). */
export function problemsOf(response: ResponseLike, api: boolean): string[] {
  const problems: string[] = [];
  const { statusCode: status, body } = response;
  if (status >= 500) problems.push(`status ${status}`);
  if (STACK.test(body)) problems.push('stack trace in body');
  // 416 answers a Range request of /media with Content-Range; media players never read its body.
  if (!api || status < 400 || status === 416) return problems;

  const type = String(response.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) problems.push(`error content-type ${type || '(none)'}`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    problems.push('error body is not JSON');
    return problems;
  }
  const shaped = ApiErrorSchema.safeParse(parsed);
  if (!shaped.success) {
    problems.push('error body off-shape');
    return problems;
  }
  const { code, message, fields } = shaped.data.error;
  if (!/^[a-z][a-z-]*$/.test(code)) problems.push(`error code ${code}`);
  if (!message.trim()) problems.push('empty error message');
  if (looksEnglish(message)) problems.push('English error message');
  for (const [field, text] of Object.entries(fields ?? {})) {
    if (looksEnglish(text)) problems.push(`English field message (${field})`);
  }
  return problems;
}
