// The single test command (`npm test`): lint, type check, unit tests, API tests and the
// end-to-end tests in Chromium. `node scripts/test.mjs api` (or unit, e2e, lint, types) runs one
// stage. It ends with the line "N passed, N failed" summing every test that ran.
//
// The API tests run on PGlite, or on PostgreSQL when DATABASE_URL is set. The e2e tests need
// Debian's Chromium at /usr/bin/chromium (or E2E_CHROMIUM): on a developer machine without it
// they are skipped with a clear message; under CI a missing browser is a failure.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ensureWebBuilt } from './web-build.mjs';

const root = new URL('..', import.meta.url).pathname;
const tmp = join(root, '.tmp');
mkdirSync(tmp, { recursive: true });

const allStages = ['lint', 'types', 'unit', 'api', 'e2e'];
const requested = process.argv.slice(2);
const stages = requested.length ? requested : allStages;
for (const s of stages) {
  if (!allStages.includes(s)) {
    console.error(`Fase sconosciuta: ${s}. Fasi: ${allStages.join(', ')}`);
    process.exit(2);
  }
}

const chromium = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium';
const inCI = process.env.CI === 'true' || process.env.CI === '1';
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
// Named again at the very end, where a CI log's tail shows them.
const failedTests = [];

// Each stage's seconds, printed at the end: where a run's time goes (issue 23).
const seconds = [];

function run(label, cmd, args, env = {}) {
  console.log(`\n▶ ${label} (Node.js ${process.version}): ${cmd} ${args.join(' ')}`);
  const started = performance.now();
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  seconds.push(`${label} ${Math.round((performance.now() - started) / 1000)} s`);
  if (result.status !== 0) failures.push(label);
  return result.status === 0;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const file of report.testResults ?? []) {
    for (const t of file.assertionResults ?? []) {
      if (t.status === 'failed') failedTests.push(`${file.name.replace(root, '')} › ${t.fullName ?? t.title}`);
    }
  }
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
  const { suites = [] } = JSON.parse(readFileSync(file, 'utf8'));
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected') continue;
        // The first lines of the error: a CI log is often read from its tail only.
        const result = t.results?.at(-1);
        const last = result?.error ?? result?.errors?.[0];
        const error = `${result?.status ?? ''} ${last?.location ? `line ${last.location.line}: ` : ''}${last?.message ?? ''}`;
        const why = stripVTControlCharacters(error).split('\n').filter((line) => line.trim()).slice(0, 4).map((line) => `\n    ${line.trim().slice(0, 200)}`).join('');
        failedTests.push(`e2e/${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')}${why}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const s of suites) walk(s, []);
}

function vitest(project) {
  const out = join(tmp, `vitest-${project}.json`);
  rmSync(out, { force: true });
  const db = project === 'api' ? (process.env.DATABASE_URL ? ' on PostgreSQL' : ' on PGlite') : '';
  run(`${project} tests${db}`, 'npx', ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`]);
  countVitest(out);
}

/** Runs commands side by side (each one process, one core), then prints each one's output whole. */
async function runTogether(commands) {
  const results = await Promise.all(
    commands.map(
      ({ label, cmd, args }) =>
        new Promise((resolve) => {
          const started = performance.now();
          const child = spawn(cmd, args, { cwd: root, env: process.env });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('close', (code) => resolve({ label, cmd, args, code, output, seconds: Math.round((performance.now() - started) / 1000) }));
        }),
    ),
  );
  for (const r of results) {
    console.log(`\n▶ ${r.label} (Node.js ${process.version}, side by side): ${r.cmd} ${r.args.join(' ')}`);
    process.stdout.write(r.output);
    seconds.push(`${r.label} ${r.seconds} s`);
    if (r.code !== 0) failures.push(r.label);
  }
}

const LINT = { label: 'lint', cmd: 'npx', args: ['eslint', '.', '--max-warnings', '0'] };
const TYPES = { label: 'type check', cmd: 'npm', args: ['run', '--silent', 'typecheck'] };
// Lint and the type check are one process each: together they take the time of the longer (issue 23).
if (stages.includes('lint') && stages.includes('types')) await runTogether([LINT, TYPES]);

for (const stage of stages) {
  const together = stages.includes('lint') && stages.includes('types');
  if (stage === 'lint' && !together) run(LINT.label, LINT.cmd, LINT.args);
  if (stage === 'types' && !together) run(TYPES.label, TYPES.cmd, TYPES.args);
  if (stage === 'unit' || stage === 'api') vitest(stage);
  if (stage === 'e2e') {
    if (!existsSync(chromium)) {
      const how = 'Installa Chromium con `apt-get install chromium` (o indica il percorso in E2E_CHROMIUM).';
      if (inCI) {
        console.error(`\n✗ e2e: Chromium non trovato in ${chromium}. ${how}`);
        failures.push('e2e (no browser)');
      } else {
        console.warn(`\n⚠ e2e SALTATI: Chromium non trovato in ${chromium}. ${how}`);
      }
      continue;
    }
    ensureWebBuilt();
    const out = join(tmp, 'playwright.json');
    rmSync(out, { force: true });
    run('e2e tests (Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: out,
      E2E_CHROMIUM: chromium,
    });
    countPlaywright(out);
  }
}

console.log('');
console.log(`Tempi: ${seconds.join(' · ')}`);
if (failures.length) console.log(`Fasi non riuscite: ${failures.join(', ')}`);
for (const name of failedTests) console.log(`✗ ${name}`);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(failures.length ? 1 : 0);
