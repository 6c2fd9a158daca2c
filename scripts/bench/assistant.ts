// Igea's built-in path (npm run bench): the real app on the demo data (PGlite in a temp dir), no
// model configured; every question of the quality table (apps/server/src/modules/assistant/
// quality-questions.ts) asked ROUNDS times through POST /api/chat/messages with app.inject.
// Reports the share answered correctly (judge() in quality.ts) and the median and p95 latency of
// the requests. Prints one JSON line on stdout prefixed with BENCH_RESULT.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { desc, eq } from 'drizzle-orm';
import type { ChatReply } from '../../packages/shared/src/schemas/chat';
import { buildApp } from '../../apps/server/src/app';
import { parseConfig } from '../../apps/server/src/config';
import { fromPglite, pgliteExtensions } from '../../apps/server/src/db/client';
import { migrateDatabase } from '../../apps/server/src/db/migrate';
import { chatMessages } from '../../apps/server/src/db/schema/assistant';
import { createTestClock } from '../../apps/server/src/lib/clock';
import { askAll, type QualityResult } from '../../apps/server/src/modules/assistant/quality';
import { QUALITY_CASES } from '../../apps/server/src/modules/assistant/quality-questions';
import { seedDatabase } from '../../apps/server/src/seed/demo';

const ROUNDS = Number(process.env.BENCH_ASSISTANT_ROUNDS ?? 3);
const log = (message: string) => process.stderr.write(`[bench:assistant] ${message}\n`);

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sanity-bench-assistant-'));
  const client = await PGlite.create(path.join(dataDir, 'db'), { extensions: pgliteExtensions });
  const database = fromPglite(client);
  // A clock of our own, moved past the per-minute limit between questions.
  const clock = createTestClock(new Date());
  try {
    await migrateDatabase(database);
    const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, JOBS_POLL_INTERVAL_MS: '0' });
    const app = await buildApp({ config, db: database.db, webDistDir: path.join(dataDir, 'no-web'), clock });
    await app.ready();
    log('seeding the demo data and indexing its articles');
    await seedDatabase(app.services, { demo: true });
    await app.services.jobs.drain();

    const signIn = async (email: string, password: string) => {
      const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
      const cookie = res.cookies.find((c) => c.name === 'sanity_session');
      if (!cookie) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
      return `sanity_session=${cookie.value}`;
    };
    const registered = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { role: 'user', displayName: 'Sara Neri', email: 'sara.neri@bench.sanity', password: 'Paziente123!', confirmPassword: 'Paziente123!', acceptTerms: true },
    });
    if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
    const cookies = { patient: await signIn('paziente@sanity.demo', 'Paziente123!'), stranger: await signIn('sara.neri@bench.sanity', 'Paziente123!') };

    const send = async (cookie: string, message: string) => {
      const res = await app.inject({ method: 'POST', url: '/api/chat/messages', headers: { cookie }, payload: { message, conversationHistory: [] } });
      return { status: res.statusCode, reply: res.statusCode === 200 ? res.json<ChatReply>() : null };
    };
    const storedIntent = async (id: string) => {
      const [row] = await database.db.select({ intent: chatMessages.intent }).from(chatMessages).where(eq(chatMessages.id, id)).orderBy(desc(chatMessages.createdAt)).limit(1);
      return row?.intent ?? null;
    };
    const results: QualityResult[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      log(`round ${round + 1}/${ROUNDS}: ${QUALITY_CASES.length} questions`);
      results.push(...(await askAll(QUALITY_CASES, send, cookies, storedIntent, () => clock.advance(6_100))));
      // A new day for the per-day limit.
      clock.advance(24 * 60 * 60 * 1000);
    }
    await app.close();

    const firstRound = results.slice(0, QUALITY_CASES.length);
    const correct = firstRound.filter((r) => r.verdict.ok).length;
    const latencies = results.map((r) => r.ms).sort((x, y) => x - y);
    const misses = firstRound.filter((r) => !r.verdict.ok).map((r) => ({ question: r.question, problems: r.verdict.problems }));
    for (const miss of misses) log(`miss: ${miss.question} → ${miss.problems.join('; ')}`);
    const result = {
      questions: QUALITY_CASES.length,
      correct,
      share: correct / QUALITY_CASES.length,
      medianMs: percentile(latencies, 50),
      p95Ms: percentile(latencies, 95),
      misses,
    };
    process.stdout.write(`BENCH_RESULT ${JSON.stringify(result)}\n`);
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
