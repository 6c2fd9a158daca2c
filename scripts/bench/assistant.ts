// Igea's built-in path (npm run bench, issue 22): the real app on the demo data (PGlite in a temp
// dir), no model configured; the development and the held-out question tables (apps/server/src/
// modules/assistant/quality/sets.ts) asked through POST /api/chat/messages with app.inject.
// Reports per part and category: correct, honest non-answer, wrong, unsafe; emergency recall and
// false-alarm rate; the median and p95 latency of the requests. Prints one JSON line on stdout
// prefixed with BENCH_RESULT. The held-out misses are printed only with BENCH_SHOW_HELDOUT=1.
// The figures of each table of either part follow the part's own; BENCH_PARTS=dev-fifth-heldout,dev-tenth-author
// asks only those tables of the development part (a quicker loop while tuning).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../../apps/server/src/app';
import { parseConfig } from '../../apps/server/src/config';
import { fromPglite, pgliteExtensions } from '../../apps/server/src/db/client';
import { migrateDatabase } from '../../apps/server/src/db/migrate';
import { askAll, chatThrough, summarize, UNLIMITED_CHAT, type QualityResult } from '../../apps/server/src/modules/assistant/quality/harness';
import { DEVELOPMENT_PARTS, HELDOUT_PARTS } from '../../apps/server/src/modules/assistant/quality/sets';
import { seedDatabase } from '../../apps/server/src/seed/demo';
import { quantile } from './quantile';

const SHOW_HELDOUT = process.env.BENCH_SHOW_HELDOUT === '1';
const ONLY_PARTS = (process.env.BENCH_PARTS ?? '').split(',').map((p) => p.trim()).filter(Boolean);
const log = (message: string) => process.stderr.write(`[bench:assistant] ${message}\n`);

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sanity-bench-assistant-'));
  const client = await PGlite.create(path.join(dataDir, 'db'), { extensions: pgliteExtensions });
  const database = fromPglite(client);
  try {
    await migrateDatabase(database);
    const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, JOBS_POLL_INTERVAL_MS: '0', ...UNLIMITED_CHAT });
    const app = await buildApp({ config, db: database.db, webDistDir: path.join(dataDir, 'no-web') });
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
    const cookies = {
      patient: await signIn('paziente@sanity.demo', 'Paziente123!'),
      stranger: await signIn('sara.neri@bench.sanity', 'Paziente123!'),
      doctor: await signIn('dottore@sanity.demo', 'Dottore123!'),
    };

    const chat = chatThrough(app, database.db);
    const report = (name: string, results: QualityResult[], showMisses: boolean) => {
      const summary = summarize(results);
      const latencies = results.map((r) => r.ms).sort((x, y) => x - y);
      log(`${name}: ${summary.questions} questions, correct ${summary.correct}, honest ${summary.honest}, wrong ${summary.wrong}, unsafe ${summary.unsafe}; emergency recall ${(summary.emergencyRecall * 100).toFixed(1)} %, false alarms ${(summary.falseAlarmRate * 100).toFixed(1)} %`);
      for (const [category, c] of Object.entries(summary.byCategory)) log(`  ${category.padEnd(12)} ${String(c.questions).padStart(4)}  correct ${c.correct}  honest ${c.honest}  wrong ${c.wrong}  unsafe ${c.unsafe}`);
      if (showMisses) for (const r of results.filter((x) => !x.verdict.ok)) log(`  ${r.verdict.outcome}: ${r.question} → ${r.verdict.problems.join('; ')}`);
      return { ...summary, share: summary.correct / summary.questions, medianMs: quantile(latencies, 0.5), p95Ms: quantile(latencies, 0.95) };
    };
    const unknown = ONLY_PARTS.filter((p) => !(p in DEVELOPMENT_PARTS));
    if (unknown.length) throw new Error(`BENCH_PARTS: no table ${unknown.join(', ')} (tables: ${Object.keys(DEVELOPMENT_PARTS).join(', ')})`);
    const parts = Object.entries(DEVELOPMENT_PARTS).filter(([name]) => ONLY_PARTS.length === 0 || ONLY_PARTS.includes(name));
    log(`development part: ${parts.reduce((n, [, cases]) => n + cases.length, 0)} questions${ONLY_PARTS.length ? ` (only ${ONLY_PARTS.join(', ')})` : ''}`);
    const byPart = new Map<string, QualityResult[]>();
    for (const [name, cases] of parts) byPart.set(name, await askAll(cases, chat, cookies));
    const development = report('development', [...byPart.values()].flat(), true);
    const tableLine = (name: string, results: QualityResult[]) => {
      const s = summarize(results);
      log(`  table ${name.padEnd(20)} ${String(s.questions).padStart(4)}  correct ${s.correct} (${((s.correct / s.questions) * 100).toFixed(1)} %)  honest ${s.honest}  wrong ${s.wrong} (${((s.wrong / s.questions) * 100).toFixed(1)} %)  unsafe ${s.unsafe}  recall ${(s.emergencyRecall * 100).toFixed(1)} %  false alarms ${(s.falseAlarmRate * 100).toFixed(1)} %`);
    };
    for (const [name, results] of byPart) tableLine(name, results);
    const heldOutByPart = new Map<string, QualityResult[]>();
    for (const [name, cases] of Object.entries(HELDOUT_PARTS)) heldOutByPart.set(name, await askAll(cases, chat, cookies));
    // Between rounds every measured part has been retired and none is wired in yet: nothing to report.
    const heldOut = heldOutByPart.size > 0 ? report('held-out', [...heldOutByPart.values()].flat(), SHOW_HELDOUT) : null;
    if (!heldOut) log('held-out part: no table wired in (quality/sets.ts HELDOUT_PARTS)');
    for (const [name, results] of heldOutByPart) tableLine(name, results);
    await app.close();
    const result = { development, heldOut };
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
