import { it } from '@sanity/shared/i18n/it';
import type { ChatReply } from '@sanity/shared/schemas/chat';
import type { QualityCase } from './quality-questions';

const a = it.assistant.answers;
/** The answers that decline: not known, no diagnosis, no content on the topic. */
const REFUSALS = [a.unknown, a.diagnosis, a.contentNone];

export interface Verdict {
  ok: boolean;
  /** What was wrong, in English, for the bench's list of misses. */
  problems: string[];
}

/**
 * Whether Igea answered a question of the quality table as expected: the intent it understood
 * (stored with the answer), the source it had to name, the words it had to say, the refusal, and
 * the private title it must not name.
 */
export function judge(expected: QualityCase, reply: ChatReply, intent: string | null): Verdict {
  const problems: string[] = [];
  const text = reply.response.toLocaleLowerCase('it');
  if (intent !== expected.intent) problems.push(`intent ${intent ?? 'none'} instead of ${expected.intent}`);
  if (expected.source) {
    const { kind, title } = expected.source;
    const found = reply.sources.some((s) => s.kind === kind && s.title.toLocaleLowerCase('it').includes(title.toLocaleLowerCase('it')));
    if (!found) problems.push(`no ${kind} source "${title}" (got ${reply.sources.map((s) => `${s.kind}:${s.title}`).join(', ') || 'none'})`);
  }
  for (const words of expected.contains ?? []) {
    if (!text.includes(words.toLocaleLowerCase('it'))) problems.push(`does not say "${words}"`);
  }
  const refused = REFUSALS.some((r) => reply.response.includes(r));
  if (expected.refusal && !refused) problems.push('did not refuse');
  if (expected.mustNotName) {
    const secret = expected.mustNotName.toLocaleLowerCase('it');
    if (text.includes(secret) || reply.sources.some((s) => s.title.toLocaleLowerCase('it').includes(secret))) problems.push(`named "${expected.mustNotName}"`);
  }
  return { ok: problems.length === 0, problems };
}

/** One question asked: the verdict and the time the whole request took. */
export interface QualityResult {
  question: string;
  verdict: Verdict;
  ms: number;
}

/**
 * Asks every question of the table through POST /api/chat/messages as the given user of each
 * `asker`, each on its own (no conversation context), and judges the answers. `stored` reads back
 * the intent stored with the newest answer of that user. `pause` runs between questions (the bench
 * and the test move their clock past the per-minute limit there).
 */
export async function askAll(
  cases: readonly QualityCase[],
  send: (cookie: string, message: string) => Promise<{ status: number; reply: ChatReply | null }>,
  cookies: { patient: string; stranger: string },
  storedIntent: (replyId: string) => Promise<string | null>,
  pause: () => void | Promise<void>,
): Promise<QualityResult[]> {
  const results: QualityResult[] = [];
  for (const expected of cases) {
    const cookie = expected.asker === 'stranger' ? cookies.stranger : cookies.patient;
    const started = performance.now();
    const { status, reply } = await send(cookie, expected.question);
    const ms = performance.now() - started;
    const verdict: Verdict =
      status === 200 && reply ? judge(expected, reply, await storedIntent(reply.reply.id)) : { ok: false, problems: [`status ${status}`] };
    results.push({ question: expected.question, verdict, ms });
    await pause();
  }
  return results;
}
