// Dashboard first-load JavaScript (npm run bench): the real server on a free port with a temp
// DATA_DIR and the demo seed, /dashboard opened signed in as the demo patient in Chromium; sums the
// gzip size (level 9) of every JavaScript response's decoded body, whatever encoding the server chose,
// and reports what actually went over the wire beside it (the measuring is script-sizes.ts, shared
// with the CI budget e2e/js-budget.spec.ts; run with `--import tsx`). Prints one JSON line on stdout
// prefixed with BENCH_RESULT.
import { chromium } from '@playwright/test';
import { demoAccounts, startDemoServer } from './demo-server.mjs';
import { DASHBOARD_JS_BUDGET_BYTES, recordScripts, summariseScripts } from './script-sizes.ts';

const log = (message) => process.stderr.write(`[bench:dashboard] ${message}\n`);

async function main() {
  const server = await startDemoServer();
  let browser;
  try {
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    const context = await browser.newContext({ baseURL: server.baseUrl });
    const login = await context.request.post('/api/auth/login', { data: demoAccounts.patient });
    if (login.status() !== 200) throw new Error(`login failed: ${login.status()}`);
    const page = await context.newPage();
    const scripts = recordScripts(page);
    await page.goto('/dashboard', { waitUntil: 'networkidle' });
    if (!page.url().endsWith('/dashboard')) throw new Error(`not on the dashboard: ${page.url()}`);
    const { paths: _paths, ...result } = summariseScripts(await scripts.collect());
    log(`${result.files} scripts loaded`);
    // The budget of the CI test (e2e/js-budget.spec.ts), so that the table checks the same figure.
    process.stdout.write(`BENCH_RESULT ${JSON.stringify({ ...result, budgetBytes: DASHBOARD_JS_BUDGET_BYTES })}\n`);
  } finally {
    await browser?.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
