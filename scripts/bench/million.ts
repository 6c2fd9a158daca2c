// Search and Igea's retrieval at a million articles (npm run bench with DATABASE_URL; issue 27 goal 6).
// PostgreSQL only (a million on PGlite takes too long). One run:
// 1. a scratch database migrated by the app; BENCH_MILLION_ARTICLES articles (default 1,000,000) of
//    the synthetic Italian corpus (corpus-it.ts), inserted in bulk: the secondary indexes of the
//    three tables are dropped first and rebuilt after (their definitions read from pg_indexes, so
//    they are the migrations' own), FK triggers off for the load (the rows are consistent by
//    construction); article_categories written in SQL from articles.category_ids as the app's save
//    does; assistant_passages cut by the app's own indexing code (passages.ts `cutPassages`, what
//    the `assistant-index` job stores) for every published article;
// 2. the on-disk sizes of the tables and of each index;
// 3. GET /api/search (search-load.ts) and POST /api/chat/messages on the questions of Igea's
//    development table, with every call of Igea's retrieval timed on its own;
// 4. the slowest statements of each, with EXPLAIN (ANALYZE, BUFFERS).
// BENCH_MILLION_KEEP=1 keeps the database (its name is printed); BENCH_MILLION_DB=<name> reuses one
// so that a code change can be measured without generating again. Prints one BENCH_RESULT line.
import pg from 'pg';
import path from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { buildApp } from '../../apps/server/src/app';
import { parseConfig } from '../../apps/server/src/config';
import { fromPool } from '../../apps/server/src/db/client';
import { migrateDatabase } from '../../apps/server/src/db/migrate';
import { DEVELOPMENT_SET } from '../../apps/server/src/modules/assistant/quality/sets';
import { UNLIMITED_CHAT } from '../../apps/server/src/modules/assistant/quality/harness';
import { createAccount, doctorSpec, patientSpec } from '../../apps/server/src/seed/factories';
import { ensureReferenceData } from '../../apps/server/src/seed/reference-data';
import { loadCorpus, tableSizes } from './million-load';
import { cpuMs, cpuPer, explainStatement, recordStatements, type Recorder } from './million-statements';
import { createScratchDatabase } from './scratch-postgres';
import { quantile } from './quantile';
import { measureSearch, searchIndexOf, searchOnce } from './search-load';

const ARTICLES = Number(process.env.BENCH_MILLION_ARTICLES ?? 1_000_000);
const REUSE = process.env.BENCH_MILLION_DB;
const KEEP = process.env.BENCH_MILLION_KEEP === '1' || Boolean(REUSE);
const AUTHORS = 40;
const VIEWER = { email: 'lettrice@million.bench', password: 'Paziente123!' };
const log = (message: string) => process.stderr.write(`[bench:million] ${message}\n`);

async function openDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('DATABASE_URL is not set');
  if (!REUSE) return createScratchDatabase();
  const url = new URL(base);
  url.pathname = `/${REUSE}`;
  return { url: url.href, drop: () => Promise.resolve() };
}

async function main(): Promise<void> {
  const load = (await import('node:os')).loadavg();
  const { url, drop } = await openDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sanity-bench-million-'));
  // Connections kept for the whole run, so that the server processes' CPU time can be read (cpuMs).
  const pool = new pg.Pool({ connectionString: url, max: 10, idleTimeoutMillis: 0 });
  const recorder: Recorder = recordStatements(pool);
  const database = fromPool(pool);
  try {
    // On a kept database this applies the migrations added since it was made (timed: an index's build at this size).
    const migrating = performance.now();
    await migrateDatabase(database);
    const migrationSeconds = (performance.now() - migrating) / 1000;
    log(`migrations applied in ${migrationSeconds.toFixed(1)} s`);
    const config = parseConfig({
      NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, JOBS_POLL_INTERVAL_MS: '0',
      RATE_LIMIT_SEARCH_PER_MINUTE: '1000000', ...UNLIMITED_CHAT,
    });
    const app = await buildApp({ config, db: database.db, webDistDir: path.join(dataDir, 'no-web') });
    await app.ready();

    let generation: Awaited<ReturnType<typeof loadCorpus>> | null = null;
    const existing = await pool.query<{ n: string }>(`select count(*) n from articles`);
    if (Number(existing.rows[0]!.n) === 0) {
      await ensureReferenceData(app.services);
      const authors: string[] = [];
      for (let i = 0; i < AUTHORS; i += 1) {
        const author = await createAccount(app.services, doctorSpec({ displayName: `Dott. Autore ${i + 1}`, email: `autore${i + 1}@million.bench` }));
        authors.push(author.id);
      }
      const viewer = await createAccount(app.services, patientSpec(VIEWER));
      // Verified, so that the private articles naming her are readable (articles.access viewerKeys).
      await pool.query(`update users set email_verified_at = now() where id = $1`, [viewer.id]);
      log(`generating ${ARTICLES} articles (load average ${load.map((l) => l.toFixed(2)).join(' ')})`);
      generation = await loadCorpus(url, { articles: ARTICLES, authors, viewerEmail: VIEWER.email, log });
    } else {
      log(`reusing ${REUSE ?? 'the database'} with ${existing.rows[0]!.n} articles`);
    }
    const sizes = await tableSizes(pool);
    const counts = (await pool.query<{ published: string; drafts: string; private: string; paid: string; therapies: string; passages: string }>(`
      select count(*) filter (where status = 'published') published, count(*) filter (where status = 'draft') drafts,
             count(*) filter (where not is_public) private, count(*) filter (where is_paid) paid, count(*) filter (where is_therapy) therapies,
             (select count(*) from assistant_passages) passages
      from articles`)).rows[0]!;

    const signIn = async () => {
      const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: VIEWER });
      const session = res.cookies.find((c) => c.name === 'sanity_session');
      if (!session) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
      return `sanity_session=${session.value}`;
    };
    const cookie = await signIn();

    log('search');
    const searches = Number(process.env.BENCH_MILLION_SEARCHES ?? 200);
    const searchCpuBefore = await cpuMs(pool);
    // Every search answered by the database: the mix repeats its 25 queries, which the instance
    // would otherwise answer from the searches it keeps (ADR 0024) after their first time.
    const uncached = async () => {
      await pool.query(`select sanity_bump_read_version('articles')`);
    };
    const search = await measureSearch(app, cookie, { requests: searches, warmup: 40, beforeEach: uncached });
    // The warm-up's requests are in the CPU time too (and the version bumps, a statement each).
    const searchCpu = cpuPer(searchCpuBefore, await cpuMs(pool), searches + 40);

    // Igea: every call of the retrieval behind POST /api/chat/messages timed on its own (grounding
    // holds the same object), on the single-message questions of the development table.
    log('Igea');
    const retrieval = app.services.retrieval;
    const retrieve = retrieval.retrieve.bind(retrieval);
    const calls: Array<{ topic: string; allWords: boolean; ms: number; found: number }> = [];
    retrieval.retrieve = async (reader, topic, limit, options) => {
      const t0 = performance.now();
      const found = await retrieve(reader, topic, limit, options);
      calls.push({ topic, allWords: options?.allWords ?? false, ms: performance.now() - t0, found: found.length });
      return found;
    };
    const questions = DEVELOPMENT_SET.filter((c) => !c.turns && (c.asker ?? 'patient') === 'patient').map((c) => c.question);
    const ask = async (message: string) => {
      const t0 = performance.now();
      const res = await app.inject({ method: 'POST', url: '/api/chat/messages', headers: { cookie }, payload: { message, conversationHistory: [] } });
      if (res.statusCode !== 200) throw new Error(`chat ${res.statusCode}: ${res.body}`);
      return performance.now() - t0;
    };
    for (const q of questions.slice(0, 20)) await ask(q);
    calls.length = 0;
    const chatMs: number[] = [];
    for (const q of questions) chatMs.push(await ask(q));
    const retrievalMs = calls.map((c) => c.ms).sort((a, b) => a - b);
    // The same calls again, alone: their CPU time per call (the chat requests around them aside).
    const me = (await app.services.users.findByEmail(VIEWER.email))!;
    const replayCpuBefore = await cpuMs(pool);
    const replayMs: number[] = [];
    for (const c of calls) {
      const t0 = performance.now();
      await retrieve({ id: me.id }, c.topic, 3, { allWords: c.allWords });
      replayMs.push(performance.now() - t0);
    }
    const retrievalCpu = cpuPer(replayCpuBefore, await cpuMs(pool), calls.length);
    replayMs.sort((a, b) => a - b);
    chatMs.sort((a, b) => a - b);
    const slowestTopics = [...calls].sort((a, b) => b.ms - a.ms).slice(0, 5);

    // Where the time goes: each statement of the slowest search kinds and retrievals, and the plan
    // of the slowest statement of each, with the settings its transaction ran with.
    const profiles: Array<{ what: string; totalMs: number; statements: Array<{ ms: number; sql: string }>; plan: string[] }> = [];
    const profile = async (what: string, run: () => Promise<unknown>) => {
      const statements = await recorder.during(run);
      const worst = [...statements].sort((a, b) => b.ms - a.ms)[0];
      if (!worst) return;
      profiles.push({
        what,
        totalMs: statements.reduce((sum, st) => sum + st.ms, 0),
        statements: statements.map((st) => ({ ms: Math.round(st.ms * 100) / 100, sql: st.sql.replace(/\s+/g, ' ').slice(0, 160) })),
        plan: await explainStatement(pool, worst),
      });
    };
    if (process.env.BENCH_EXPLAIN !== '0') {
      for (const slow of search.slowest.slice(0, 2)) {
        await profile(`search ${slow.query}`, async () => {
          await uncached();
          return searchOnce(app, cookie, searchIndexOf(slow.query));
        });
      }
      for (const slow of slowestTopics.slice(0, 2)) await profile(`retrieval "${slow.topic}"`, () => retrieve({ id: me.id }, slow.topic, 3, { allWords: slow.allWords }));
    }

    const result = {
      database: 'postgres',
      articles: Number(counts.published) + Number(counts.drafts),
      counts: Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, Number(v)])),
      loadAverageAtStart: load,
      generation,
      migrationSeconds,
      sizes,
      loadAverageAtEnd: (await import('node:os')).loadavg(),
      search: { ...search, cpuPerRequest: searchCpu },
      retrieval: {
        cpuPerCall: retrievalCpu,
        replay: { medianMs: quantile(replayMs, 0.5), p95Ms: quantile(replayMs, 0.95) },
        calls: calls.length,
        empty: calls.filter((c) => c.found === 0).length,
        medianMs: quantile(retrievalMs, 0.5),
        p95Ms: quantile(retrievalMs, 0.95),
        maxMs: retrievalMs.at(-1) ?? 0,
        slowest: slowestTopics,
      },
      chat: { questions: chatMs.length, medianMs: quantile(chatMs, 0.5), p95Ms: quantile(chatMs, 0.95) },
      profiles,
    };
    process.stdout.write(`BENCH_RESULT ${JSON.stringify(result)}\n`);
    await app.close();
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (KEEP) log(`database kept: BENCH_MILLION_DB=${new URL(url).pathname.slice(1)}`);
    else await drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
