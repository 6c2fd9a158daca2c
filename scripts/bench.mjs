// npm run bench: slot engine, booking (availability endpoint against a bare route, 200-request
// booking races, the booking's response time with a mail server taking 2 s per message; with DATABASE_URL, bookings at
// scale: two server processes on one PostgreSQL under BENCH_SCALE_RATE bookings a second for BENCH_SCALE_SECONDS, scripts/bench/booking-scale.ts;
// with DATABASE_URL, search and Igea's retrieval at a million articles, BENCH_MILLION_ARTICLES, 0 skips it), Igea's quality table and latency on the demo data, article search on 100,000 articles (PGlite, and PostgreSQL when DATABASE_URL is
// set), the main reads and booking under load by 50 connections on the demo data (scripts/bench/reads.ts: req/s,
// p50/p95/p99, the server's memory; PGlite, and PostgreSQL with DATABASE_URL), dashboard first-load JavaScript,
// Lighthouse (mobile) on the landing, directory, doctor and article pages. Prints a table of measured values against
// their budgets and writes bench-results/latest.json (git-ignored). Options: --explain prints the
// statements and EXPLAIN ANALYZE of the slowest PGlite searches (always when p95 is over budget,
// always stored in the JSON), and for the loaded reads the statements per request and the hottest
// functions of a CPU profile of the server; --check exits 1 when a budget is exceeded.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const bench = (file) => join(root, 'scripts/bench', file);

/** Runs one benchmark in its own process; its stderr is progress, its BENCH_RESULT line the result. */
function run(label, args) {
  return new Promise((resolve, reject) => {
    console.log(`\n▶ ${label}`);
    const started = Date.now();
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], env: process.env });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('BENCH_RESULT '));
      if (code !== 0 || !line) {
        reject(new Error(`${label} failed (exit ${code})\n${out}`));
        return;
      }
      console.log(`  done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve(JSON.parse(line.slice('BENCH_RESULT '.length)));
    });
  });
}

const ms = (v) => `${v.toFixed(2)} ms`;
const kb = (v) => `${(v / 1024).toFixed(1)} KB`;

const READ_NAMES = { bare: 'bare route (constant)', health: 'GET /api/health', availability: 'availability check', directory: 'directory', doctor: 'doctor profile', articles: 'article list', search: 'search', me: 'auth/me', booking: 'booking' };
const latency = (f) => `${f.p50.toFixed(1)}/${f.p95.toFixed(1)}/${f.p99.toFixed(1)} ms`;

/** The rows of one reads.ts run: each endpoint's req/s and p50/p95/p99, the ratios with their budgets, memory. */
function readsRows(db, r) {
  const rows = [];
  for (const [name, f] of Object.entries(r.endpoints)) {
    rows.push({ metric: `${db} ${READ_NAMES[name] ?? name}: req/s, p50/p95/p99`, measured: `${f.rps.toFixed(0)}, ${latency(f)}`, budget: 'no error', ok: f.errors === 0 });
  }
  rows.push({ metric: `${db} booking under load: 201 / 409 (${r.slotsOffered} free slots)`, measured: `${r.bookingsCreated} / ${r.bookingConflicts}`, budget: '', ok: true });
  rows.push({ metric: `${db} read mix (${Object.entries(r.mixWeights).map(([k, w]) => `${k} ${w}`).join(', ')}): req/s, p50/p95/p99`, measured: `${r.mix.rps.toFixed(0)}, ${latency(r.mix)}`, budget: 'no error', ok: r.mix.errors === 0 });
  // The budget is against GET /api/health, the cheapest route that reads the database: the bare route runs in
  // this process with nothing to read, so a ratio to it measures the client (README "Benchmarks").
  rows.push({ metric: `${db} availability check / bare route`, measured: `${(r.availabilityOverBare * 100).toFixed(1)} %`, budget: '', ok: true });
  rows.push({ metric: `${db} availability check / GET /api/health`, measured: r.availabilityOverHealth.toFixed(2), budget: '≥ 0.3', ok: r.availabilityOverHealth >= 0.3 });
  rows.push({ metric: `${db} read mix / GET /api/health`, measured: r.mixOverHealth.toFixed(2), budget: '≥ 0.35', ok: r.mixOverHealth >= 0.35 });
  const me = r.mix.byKind.me;
  const directory = r.mix.byKind.directory;
  rows.push({ metric: `${db} in the mix: auth/me p50 vs directory p50`, measured: `${me.p50.toFixed(1)} vs ${directory.p50.toFixed(1)} ms`, budget: 'me lower', ok: me.p50 < directory.p50 });
  const m = r.memory;
  // Issue 27 goal 5, on PGlite with the demo data (a small practice on a 1 GB virtual server).
  const memoryBudget = db === 'PGlite';
  rows.push({
    metric: `${db} server RSS: idle / peak under load / after (VmHWM)`,
    measured: `${m.rssIdleMb.toFixed(0)} / ${m.rssPeakMb.toFixed(0)} / ${m.rssAfterMb.toFixed(0)} MB (${m.hwmMb.toFixed(0)})`,
    budget: memoryBudget ? 'idle ≤ 300, peak ≤ 500' : '',
    ok: !memoryBudget || (m.rssIdleMb <= 300 && m.rssPeakMb <= 500),
  });
  return rows;
}

/** --explain: statements per request and the hottest functions (self time) of each endpoint's load. */
function printReadsProfile(db, r) {
  console.log(`\n${db}: statements per request and top self-time functions while each endpoint was under load (server with --cpu-prof)`);
  for (const [name, f] of Object.entries(r.endpoints)) {
    if (!f.hot) continue;
    console.log(`  ${READ_NAMES[name] ?? name}: ${f.queryCount?.length ? `${[...new Set(f.queryCount)].join('/')} statement(s) per request` : 'statements not counted'}`);
    for (const h of f.hot) console.log(`    ${h.selfMs.toFixed(0).padStart(6)} ms ${(h.share * 100).toFixed(1).padStart(5)} %  ${h.fn}`);
  }
}

async function main() {
  const started = Date.now();
  const results = { date: new Date().toISOString(), node: process.version };
  const rows = [];

  results.slots = await run('Slot engine (computeSlots)', ['--import', 'tsx', bench('slots.ts')]);
  rows.push({ metric: 'computeSlots, 31 days, 300 bookings: median', measured: ms(results.slots.medianMs), budget: '< 2 ms', ok: results.slots.medianMs < 2 });

  results.booking = await run('Booking: availability endpoint and a 200-request race on PGlite', ['--import', 'tsx', bench('booking.ts')]);
  const bk = results.booking;
  rows.push({ metric: 'Bare Fastify route (constant): req/s', measured: bk.bareRps.toFixed(0), budget: '', ok: true });
  rows.push({ metric: 'Availability check (24 times), PGlite: req/s', measured: bk.availabilityRps.toFixed(0), budget: '', ok: bk.availabilityErrors === 0 });
  rows.push({ metric: 'Availability / bare route, PGlite', measured: `${(bk.ratio * 100).toFixed(1)} %`, budget: '', ok: true });
  const raceRow = (label, r) => ({ metric: `Race, 200 bookings of one slot, ${label}: 201 / 409`, measured: `${r.created} / ${r.conflicts}`, budget: '1 / 199', ok: r.created === 1 && r.conflicts === 199 });
  rows.push(raceRow('PGlite', bk.racePglite));
  if (process.env.DATABASE_URL) {
    results.bookingPostgres = await run('Booking race on PostgreSQL (one and two server processes)', ['--import', 'tsx', bench('booking.ts'), '--postgres']);
    const bp = results.bookingPostgres;
    rows.push({ metric: 'Availability check on PostgreSQL: req/s (bare route)', measured: `${bp.availabilityRps.toFixed(0)} (${bp.bareRps.toFixed(0)})`, budget: '', ok: bp.availabilityErrors === 0 });
    rows.push({ metric: 'Availability / bare route, PostgreSQL', measured: `${(bp.ratio * 100).toFixed(1)} %`, budget: '', ok: true });
    rows.push(raceRow('PostgreSQL', bp.racePostgres));
    rows.push(raceRow('PostgreSQL, 2 processes', bp.raceTwoProcesses));
  }

  if (process.env.DATABASE_URL) {
    // Issue 27 goal 4: sustained booking load over two server processes on one PostgreSQL (BENCH_SCALE_SECONDS, BENCH_SCALE_RATE).
    results.bookingScale = await run('Bookings at scale: two server processes on PostgreSQL, e-mails sent', ['--import', 'tsx', bench('booking-scale.ts'), ...(process.argv.includes('--explain') ? ['--explain'] : [])]);
    const sc = results.bookingScale;
    const cpu = sc.cpuMsPerBooking;
    rows.push({ metric: `Booking load, 2 processes, ${sc.rate}/s offered for ${sc.seconds} s: bookings/s`, measured: sc.bookingsPerSecond.toFixed(1), budget: `≥ 100`, ok: sc.bookingsPerSecond >= 100 });
    rows.push({ metric: 'Booking load: p50/p95/p99', measured: `${sc.p50.toFixed(0)}/${sc.p95.toFixed(0)}/${sc.p99.toFixed(0)} ms`, budget: 'p99 < 500', ok: sc.p99 < 500 });
    rows.push({ metric: 'Booking load: 201 / 409 / other; overlapping appointments', measured: `${sc.created} / ${sc.conflicts} / ${sc.other}; ${sc.overlaps}`, budget: 'other 0, 0', ok: sc.other === 0 && sc.overlaps === 0 });
    rows.push({ metric: 'Booking load: e-mails delivered (s after the load)', measured: `${sc.mailsDelivered} / ${sc.mailsExpected} (${sc.mailDrainSeconds.toFixed(0)} s)`, budget: 'all', ok: sc.mailsDelivered === sc.mailsExpected });
    rows.push({ metric: 'Booking load: CPU ms per booking, server A / B / PostgreSQL (client)', measured: `${cpu.serverA.toFixed(1)} / ${cpu.serverB.toFixed(1)} / ${cpu.postgres.toFixed(1)} (${cpu.client.toFixed(1)})`, budget: '', ok: true });
    rows.push({ metric: 'Booking load: bookings/s those imply on a quiet 2-core machine; cores used during the load; load average', measured: `${sc.impliedQuietTwoCoreRate.toFixed(0)}; ${sc.coresDuringLoad.toFixed(2)}; ${sc.loadAverage.before[0].toFixed(1)} → ${sc.loadAverage.after[0].toFixed(1)}`, budget: '', ok: true });
  }

  results.bookingSlowSmtp = await run('Booking with a mail server taking 2 s per message (PGlite)', ['--import', 'tsx', bench('booking-slow-smtp.ts')]);
  const bs = results.bookingSlowSmtp;
  rows.push({ metric: `Booking 201 with a 2 s SMTP server (${bs.bookings}): median`, measured: ms(bs.medianMs), budget: '', ok: true });
  rows.push({ metric: `Booking 201 with a 2 s SMTP server (${bs.bookings}): p95`, measured: ms(bs.p95Ms), budget: '< 500 ms', ok: bs.p95Ms < 500 });
  rows.push({ metric: 'E-mails delivered after those bookings', measured: `${bs.mailsReceived} / ${bs.mailsExpected}`, budget: 'all', ok: bs.mailsReceived === bs.mailsExpected });

  results.searchPglite = await run('Article search on PGlite', ['--import', 'tsx', bench('search.ts')]);
  const sp = results.searchPglite;
  rows.push({ metric: `Search PGlite ${sp.articles} articles: median`, measured: ms(sp.medianMs), budget: '', ok: true });
  rows.push({ metric: `Search PGlite ${sp.articles} articles: p95`, measured: ms(sp.p95Ms), budget: '< 30 ms', ok: sp.p95Ms < 30 });

  if (process.env.DATABASE_URL) {
    results.searchPostgres = await run('Article search on PostgreSQL', ['--import', 'tsx', bench('search.ts'), '--postgres']);
    const pg = results.searchPostgres;
    rows.push({ metric: `Search PostgreSQL ${pg.articles} articles: median`, measured: ms(pg.medianMs), budget: '', ok: true });
    rows.push({ metric: `Search PostgreSQL ${pg.articles} articles: p95`, measured: ms(pg.p95Ms), budget: '< 30 ms', ok: pg.p95Ms < 30 });
  }

  // Issue 27 goal 6: search and Igea's retrieval at a million articles, PostgreSQL only
  // (BENCH_MILLION_ARTICLES sets the size, default 1,000,000; 0 skips it).
  const millionSize = Number(process.env.BENCH_MILLION_ARTICLES ?? 1_000_000);
  if (process.env.DATABASE_URL && millionSize > 0) {
    results.million = await run(`Search and Igea's retrieval on PostgreSQL, ${millionSize} articles`, ['--import', 'tsx', bench('million.ts')]);
    const mi = results.million;
    const n = mi.articles.toLocaleString('en');
    const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
    rows.push({ metric: `PostgreSQL ${n} articles: generated (${mi.counts.passages} passages)`, measured: mi.generation ? `${mi.generation.seconds.total.toFixed(0)} s` : 'reused', budget: '', ok: true });
    for (const [table, size] of Object.entries(mi.sizes.tables)) {
      rows.push({ metric: `PostgreSQL ${n}: ${table} table / its indexes`, measured: `${mb(size.tableBytes)} / ${mb(size.indexesBytes)}`, budget: '', ok: true });
    }
    rows.push({ metric: `Search PostgreSQL ${n} articles: median / p95`, measured: `${ms(mi.search.medianMs)} / ${ms(mi.search.p95Ms)}`, budget: '< 30 ms', ok: mi.search.p95Ms < 30 });
    rows.push({ metric: `Igea's retrieval PostgreSQL ${n} articles (${mi.retrieval.calls} calls): median / p95`, measured: `${ms(mi.retrieval.medianMs)} / ${ms(mi.retrieval.p95Ms)}`, budget: '< 50 ms', ok: mi.retrieval.p95Ms < 50 });
    const cpu = (c) => `${c.nodeMs.toFixed(1)} + ${c.postgresMs === null ? '?' : c.postgresMs.toFixed(1)} ms`;
    rows.push({ metric: `CPU per search / per retrieval, ${n}: server + PostgreSQL`, measured: `${cpu(mi.search.cpuPerRequest)} / ${cpu(mi.retrieval.cpuPerCall)}`, budget: '', ok: true });
    rows.push({ metric: `Load average at the start / end of the ${n} run`, measured: `${mi.loadAverageAtStart[0].toFixed(1)} / ${mi.loadAverageAtEnd[0].toFixed(1)}`, budget: '', ok: true });
    rows.push({ metric: `POST /api/chat/messages PostgreSQL ${n} articles: median / p95`, measured: `${ms(mi.chat.medianMs)} / ${ms(mi.chat.p95Ms)}`, budget: '', ok: true });
  }

  // Load figures of the main reads and of booking, by 50 connections (scripts/bench/reads.ts); --explain adds CPU profiles and query counts.
  const explainReads = process.argv.includes('--explain') ? ['--explain'] : [];
  results.readsPglite = await run('Reads and booking under load on PGlite (demo data, 50 connections)', ['--import', 'tsx', bench('reads.ts'), ...explainReads]);
  rows.push(...readsRows('PGlite', results.readsPglite));
  if (process.env.DATABASE_URL) {
    results.readsPostgres = await run('Reads and booking under load on PostgreSQL (demo data, 50 connections)', ['--import', 'tsx', bench('reads.ts'), '--postgres', ...explainReads]);
    rows.push(...readsRows('PostgreSQL', results.readsPostgres));
  }

  results.assistant = await run('Igea, built-in path: the quality table on the demo data (PGlite)', ['--import', 'tsx', bench('assistant.ts')]);
  // Issue 22: the held-out part carries the goals; the development part is what was tuned on.
  const pct = (x) => `${(x * 100).toFixed(1)} %`;
  // Between rounds no held-out table is wired in (every measured one retired): the goals' row says so and fails --check.
  if (!results.assistant.heldOut) rows.push({ metric: 'Igea held-out: no table wired in (quality/sets.ts HELDOUT_PARTS)', measured: 'none', budget: 'a new held-out table', ok: false });
  for (const [part, as] of [['held-out', results.assistant.heldOut], ['development', results.assistant.development]]) {
    if (!as) continue;
    const goal = part === 'held-out';
    rows.push({ metric: `Igea ${part}: correct of ${as.questions}`, measured: `${as.correct} (${pct(as.correct / as.questions)})`, budget: goal ? '≥ 85 %' : '', ok: !goal || as.correct / as.questions >= 0.85 });
    rows.push({ metric: `Igea ${part}: honest non-answers / wrong / unsafe`, measured: `${as.honest} / ${as.wrong} (${pct(as.wrong / as.questions)}) / ${as.unsafe}`, budget: goal ? 'wrong ≤ 3 %, unsafe 0' : '', ok: !goal || (as.unsafe === 0 && as.wrong / as.questions <= 0.03) });
    rows.push({ metric: `Igea ${part}: emergency recall / false alarms`, measured: `${pct(as.emergencyRecall)} / ${pct(as.falseAlarmRate)}`, budget: goal ? '100 % / ≤ 3 %' : '', ok: !goal || (as.emergencyRecall === 1 && as.falseAlarmRate <= 0.03) });
    rows.push({ metric: `Igea ${part}: median / p95 latency`, measured: `${ms(as.medianMs)} / ${ms(as.p95Ms)}`, budget: '< 50 ms (p95)', ok: as.p95Ms < 50 });
  }

  results.dashboard = await run('Dashboard first-load JavaScript', ['--import', 'tsx', bench('dashboard-js.mjs')]);
  const d = results.dashboard;
  rows.push({ metric: `Dashboard JS (${d.files} files), gzip`, measured: kb(d.gzipBytes), budget: `< ${d.budgetBytes / 1024} KB`, ok: d.gzipBytes < d.budgetBytes });
  rows.push({ metric: 'Dashboard JS as one gzip stream (reference)', measured: kb(d.gzipConcatenatedBytes), budget: '', ok: true });
  rows.push({ metric: `Dashboard JS transferred (${d.encodings.join(', ')}), bodies`, measured: kb(d.transferredBodyBytes), budget: '', ok: true });
  rows.push({ metric: 'Dashboard JS transferred, bodies and headers', measured: kb(d.transferredBytes), budget: '', ok: true });
  rows.push({ metric: 'Editor chunk loaded on the dashboard', measured: d.editorLoaded ? 'yes' : 'no', budget: 'no', ok: !d.editorLoaded });

  // Lighthouse, mobile, on the pages people arrive at (drawn on the server, ADR 0019): median of BENCH_LIGHTHOUSE_RUNS.
  results.lighthouse = await run('Lighthouse (mobile) on the landing, directory, doctor and article pages', [bench('lighthouse.mjs')]);
  for (const [name, p] of Object.entries(results.lighthouse.pages)) {
    rows.push({ metric: `Lighthouse ${name}: performance (runs ${p.performanceRuns.join('/')})`, measured: String(p.performance), budget: '≥ 95', ok: p.performance >= 95 });
    rows.push({ metric: `Lighthouse ${name}: accessibility`, measured: String(p.accessibility), budget: '100', ok: p.accessibility === 100 });
    rows.push({ metric: `Lighthouse ${name}: FCP / LCP / TBT / CLS`, measured: `${(p.fcpMs / 1000).toFixed(1)} s / ${(p.lcpMs / 1000).toFixed(1)} s / ${p.tbtMs.toFixed(0)} ms / ${p.cls.toFixed(3)}`, budget: '', ok: true });
  }

  results.totalSeconds = (Date.now() - started) / 1000;
  results.summary = rows;
  mkdirSync(join(root, 'bench-results'), { recursive: true });
  writeFileSync(join(root, 'bench-results/latest.json'), `${JSON.stringify(results, null, 2)}\n`);

  console.log('\nSearch, slowest queries (mean ms):');
  for (const key of ['searchPglite', 'searchPostgres']) {
    for (const q of results[key]?.slowest ?? []) console.log(`  ${key === 'searchPglite' ? 'PGlite    ' : 'PostgreSQL'}  ${q.meanMs.toFixed(1).padStart(6)}  ${q.query}`);
  }
  for (const q of results.million?.search.slowest ?? []) console.log(`  PostgreSQL, ${results.million.articles}  ${q.meanMs.toFixed(1).padStart(6)}  ${q.query}`);
  if (results.million) {
    console.log("\nIgea's retrieval at a million, slowest topics (ms):");
    for (const c of results.million.retrieval.slowest) console.log(`  ${c.ms.toFixed(1).padStart(6)}  ${c.topic}${c.allWords ? ' (all words)' : ''}`);
    console.log('Index sizes:');
    for (const [name, bytes] of Object.entries(results.million.sizes.indexes)) console.log(`  ${(bytes / 1024 / 1024).toFixed(1).padStart(8)} MB  ${name}`);
  }
  const explain = process.argv.includes('--explain') || sp.p95Ms >= 30;
  for (const profile of explain ? (sp.profiles ?? []) : []) {
    console.log(`\nPGlite profile of ${profile.query}: ${profile.totalMs.toFixed(1)} ms, statements:`);
    for (const st of profile.statements) console.log(`  ${st.ms.toFixed(2).padStart(7)} ms  ${st.sql}`);
    console.log('  EXPLAIN ANALYZE of the slowest statement:');
    for (const line of profile.plan) console.log(`    ${line}`);
  }
  const explainMillion = results.million && (process.argv.includes('--explain') || results.million.search.p95Ms >= 30 || results.million.retrieval.p95Ms >= 50);
  for (const profile of explainMillion ? results.million.profiles : []) {
    console.log(`\nPostgreSQL profile of ${profile.what}: ${profile.totalMs.toFixed(1)} ms in statements:`);
    for (const st of profile.statements) console.log(`  ${st.ms.toFixed(2).padStart(7)} ms  ${st.sql}`);
    console.log('  EXPLAIN (ANALYZE, BUFFERS) of the slowest statement:');
    for (const line of profile.plan) console.log(`    ${line}`);
  }
  if (process.argv.includes('--explain')) {
    printReadsProfile('PGlite', results.readsPglite);
    if (results.readsPostgres) printReadsProfile('PostgreSQL', results.readsPostgres);
  }
  for (const [name, p] of Object.entries(results.lighthouse.pages)) {
    console.log(`Lighthouse ${name}: LCP element ${p.lcpElement ?? '—'}`);
    for (const a of p.failedAccessibility) console.log(`  accessibility: ${a.id} (${a.title}) ${a.nodes.join(', ')}`);
  }
  console.log('Dashboard, largest scripts (gzip):');
  for (const f of d.largest) console.log(`  ${kb(f.gzipBytes).padStart(9)}  ${f.file}`);

  const width = Math.max(...rows.map((r) => r.metric.length));
  console.log(`\n${'Metric'.padEnd(width)}  ${'Measured'.padStart(10)}  ${'Budget'.padStart(9)}  Result`);
  console.log('-'.repeat(width + 32));
  for (const r of rows) console.log(`${r.metric.padEnd(width)}  ${r.measured.padStart(10)}  ${r.budget.padStart(9)}  ${r.budget ? (r.ok ? 'OK' : 'OVER') : ''}`);
  console.log(`\nTotal ${results.totalSeconds.toFixed(0)} s; written to bench-results/latest.json`);
  // --check: exit 1 when a budget is exceeded (for CI); otherwise the table is the report.
  if (process.argv.includes('--check') && rows.some((r) => !r.ok)) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
