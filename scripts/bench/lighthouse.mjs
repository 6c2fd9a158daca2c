// Lighthouse on the pages people arrive at (npm run bench; issue 14): the landing, the directory
// (signed in as the demo patient: the spec makes it a signed-in page), a public doctor page and a
// public article, on the real server with the demo data, in Debian's Chromium (never a downloaded
// browser), Lighthouse's default mobile profile with simulated throttling. Each page RUNS times; the
// median run by performance score is reported. Prints one JSON line on stdout prefixed with
// BENCH_RESULT.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { demoAccounts, signIn, startDemoServer } from './demo-server.mjs';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const chromePath = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium';
const log = (message) => process.stderr.write(`[bench:lighthouse] ${message}\n`);

async function firstPublicIds(baseUrl) {
  const doctors = await (await fetch(`${baseUrl}/api/doctors?q=Bianchi`)).json();
  const articles = await (await fetch(`${baseUrl}/api/articles?limit=20`)).json();
  const doctor = doctors.doctors.find((d) => d.name.includes('Marco Bianchi'));
  const article = articles.articles.find((a) => a.isPublic);
  if (!doctor || !article) throw new Error('demo doctor or public article not found');
  return { doctorId: doctor.id, articleId: article.id };
}

function summarise(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  // Weighted audits of the category that did not pass (null: not applicable to the page).
  const weighted = new Set(lhr.categories.accessibility.auditRefs.filter((r) => r.weight > 0).map((r) => r.id));
  const failedA11y = Object.values(lhr.audits)
    .filter((a) => weighted.has(a.id) && a.score !== null && a.score < 1)
    .map((a) => ({ id: a.id, title: a.title, nodes: (a.details?.items ?? []).map((i) => i.node?.selector).filter(Boolean).slice(0, 5) }));
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    speedIndexMs: audit('speed-index'),
    lcpElement: lcpElement ? `${lcpElement.selector ?? ''} ${String(lcpElement.snippet ?? '').slice(0, 120)}` : null,
    failedAccessibility: failedA11y,
  };
}

async function main() {
  const server = await startDemoServer();
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    const { doctorId, articleId } = await firstPublicIds(server.baseUrl);
    const { cookie } = await signIn(server.baseUrl, demoAccounts.patient);
    const pages = [
      { name: 'landing', path: '/' },
      { name: 'directory', path: '/dottori', headers: { Cookie: cookie } },
      { name: 'doctor', path: `/doctor/${doctorId}` },
      { name: 'article', path: `/article/${articleId}` },
    ];
    const result = { runs: RUNS, pages: {} };
    for (const page of pages) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) {
        const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], ...(page.headers ? { extraHeaders: page.headers } : {}) };
        const answer = await lighthouse(`${server.baseUrl}${page.path}`, flags);
        if (!answer?.lhr) throw new Error(`no Lighthouse result for ${page.path}`);
        runs.push(summarise(answer.lhr));
      }
      runs.sort((a, b) => a.performance - b.performance);
      const median = runs[Math.floor(runs.length / 2)];
      result.pages[page.name] = { ...median, performanceRuns: runs.map((r) => r.performance) };
      log(`${page.name}: performance ${runs.map((r) => r.performance).join('/')}, accessibility ${median.accessibility}`);
    }
    process.stdout.write(`BENCH_RESULT ${JSON.stringify(result)}\n`);
  } finally {
    await chrome.kill();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
