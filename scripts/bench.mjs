// npm run bench: slot engine, booking (availability endpoint against a bare route, 200-request
// booking races, the booking's response time with a mail server taking 2 s per message), Igea's quality table and latency on the demo data, article search on 100,000 articles (PGlite, and PostgreSQL when DATABASE_URL is
// set), dashboard first-load JavaScript. Prints a table of measured values against
// their budgets and writes bench-results/latest.json (git-ignored). Options: --explain prints the
// statements and EXPLAIN ANALYZE of the slowest PGlite searches (always when p95 is over budget,
// always stored in the JSON); --check exits 1 when a budget is exceeded.
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

  results.assistant = await run('Igea, built-in path: the quality table on the demo data (PGlite)', ['--import', 'tsx', bench('assistant.ts')]);
  const as = results.assistant;
  rows.push({ metric: `Igea built-in: questions answered correctly (${as.questions})`, measured: `${as.correct} (${(as.share * 100).toFixed(0)} %)`, budget: '≥ 90 %', ok: as.share >= 0.9 });
  rows.push({ metric: 'Igea built-in: median latency', measured: ms(as.medianMs), budget: '', ok: true });
  rows.push({ metric: 'Igea built-in: p95 latency', measured: ms(as.p95Ms), budget: '< 150 ms', ok: as.p95Ms < 150 });

  results.dashboard = await run('Dashboard first-load JavaScript', [bench('dashboard-js.mjs')]);
  const d = results.dashboard;
  rows.push({ metric: `Dashboard JS (${d.files} files), gzip`, measured: kb(d.gzipBytes), budget: '< 200 KB', ok: d.gzipBytes < 200 * 1024 });
  rows.push({ metric: 'Dashboard JS as one gzip stream (reference)', measured: kb(d.gzipConcatenatedBytes), budget: '', ok: true });
  rows.push({ metric: `Dashboard JS transferred (${d.encodings.join(', ')}), bodies`, measured: kb(d.transferredBodyBytes), budget: '', ok: true });
  rows.push({ metric: 'Dashboard JS transferred, bodies and headers', measured: kb(d.transferredBytes), budget: '', ok: true });
  rows.push({ metric: 'Editor chunk loaded on the dashboard', measured: d.editorLoaded ? 'yes' : 'no', budget: 'no', ok: !d.editorLoaded });

  results.totalSeconds = (Date.now() - started) / 1000;
  results.summary = rows;
  mkdirSync(join(root, 'bench-results'), { recursive: true });
  writeFileSync(join(root, 'bench-results/latest.json'), `${JSON.stringify(results, null, 2)}\n`);

  console.log('\nSearch, slowest queries (mean ms):');
  for (const key of ['searchPglite', 'searchPostgres']) {
    for (const q of results[key]?.slowest ?? []) console.log(`  ${key === 'searchPglite' ? 'PGlite    ' : 'PostgreSQL'}  ${q.meanMs.toFixed(1).padStart(6)}  ${q.query}`);
  }
  const explain = process.argv.includes('--explain') || sp.p95Ms >= 30;
  for (const profile of explain ? (sp.profiles ?? []) : []) {
    console.log(`\nPGlite profile of ${profile.query}: ${profile.totalMs.toFixed(1)} ms, statements:`);
    for (const st of profile.statements) console.log(`  ${st.ms.toFixed(2).padStart(7)} ms  ${st.sql}`);
    console.log('  EXPLAIN ANALYZE of the slowest statement:');
    for (const line of profile.plan) console.log(`    ${line}`);
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
