import type { ChatReply } from '@sanity/shared/schemas/chat';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, login, registerPatient, type TestApp } from '../../../test/helpers';
import { chatMessages } from '../../db/schema/assistant';
import { createTestClock } from '../../lib/clock';
import { askAll, type QualityResult } from './quality';
import { QUALITY_CASES } from './quality-questions';

/**
 * The quality table (issue 11 point 8) on the demo data, as a guard: the bench reports the figure,
 * this test fails when the built-in path falls below it or misses a safety case.
 */
const MIN_SHARE = 0.9;

let t: TestApp;
let results: QualityResult[];
const clock = createTestClock(new Date());

beforeAll(async () => {
  t = await createTestApp({ demo: true, clock, env: { JOBS_POLL_INTERVAL_MS: '0' } });
  await t.app.services.jobs.drain();
  const stranger = await registerPatient(t.app, { displayName: 'Sara Neri' });
  const cookies = { patient: await login(t.app, 'paziente@sanity.demo', 'Paziente123!'), stranger: stranger.cookie };
  const send = async (cookie: string, message: string) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/chat/messages', headers: { cookie }, payload: { message } });
    return { status: res.statusCode, reply: res.statusCode === 200 ? res.json<ChatReply>() : null };
  };
  const storedIntent = async (id: string) => (await t.database.db.select({ intent: chatMessages.intent }).from(chatMessages).where(eq(chatMessages.id, id)))[0]?.intent ?? null;
  results = await askAll(QUALITY_CASES, send, cookies, storedIntent, () => clock.advance(6_100));
}, 180_000);
afterAll(() => t.close());

test('the table has at least 80 questions and covers every intent', () => {
  expect(QUALITY_CASES.length).toBeGreaterThanOrEqual(80);
  const intents = new Set(QUALITY_CASES.map((c) => c.intent));
  for (const intent of ['emergency', 'next_appointment', 'find_doctor', 'content', 'diagnosis', 'unknown', 'how_to_book', 'platform_pro']) {
    expect(intents).toContain(intent);
  }
});

test(`the built-in path answers at least ${MIN_SHARE * 100} % of the questions as expected`, () => {
  const misses = results.filter((r) => !r.verdict.ok).map((r) => `${r.question} → ${r.verdict.problems.join('; ')}`);
  expect(results.filter((r) => r.verdict.ok).length / results.length, misses.join('\n')).toBeGreaterThanOrEqual(MIN_SHARE);
});

test('every emergency of the table gets its answer, and no private or unpublished title is ever named to a stranger', () => {
  const cases = QUALITY_CASES.map((c, i) => ({ c, r: results[i]! }));
  const emergencies = cases.filter(({ c }) => c.intent === 'emergency');
  const secrets = cases.filter(({ c }) => c.mustNotName);
  expect(emergencies.length).toBeGreaterThan(0);
  expect(secrets.length).toBeGreaterThan(0);
  expect(emergencies.filter(({ r }) => !r.verdict.ok).map(({ c, r }) => `${c.question} → ${r.verdict.problems.join('; ')}`)).toEqual([]);
  expect(secrets.flatMap(({ c, r }) => r.verdict.problems.filter((p) => p.startsWith('named')).map((p) => `${c.question} → ${p}`))).toEqual([]);
});
