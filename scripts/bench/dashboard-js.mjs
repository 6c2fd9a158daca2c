// Dashboard first-load JavaScript (npm run bench): the real server on a free port with a temp
// DATA_DIR and the demo seed, /dashboard opened signed in as the demo patient in Chromium; sums the
// gzip size (level 9) of every JavaScript response's decoded body, whatever encoding the server chose,
// and reports what actually went over the wire beside it. Prints one JSON line on stdout prefixed
// with BENCH_RESULT.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { ensureWebBuilt } from '../web-build.mjs';

const root = new URL('../..', import.meta.url).pathname;
const log = (message) => process.stderr.write(`[bench:dashboard] ${message}\n`);

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl, server) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start within 120 s');
}

async function main() {
  ensureWebBuilt();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'sanity-bench-web-'));
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseUrl, DATA_DIR: dataDir, DEMO_SEED: 'true', NODE_ENV: 'test', LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/server.ts')], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  let browser;
  try {
    await waitForHealth(baseUrl, server);
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    const context = await browser.newContext({ baseURL: baseUrl });
    const login = await context.request.post('/api/auth/login', { data: { email: 'paziente@sanity.demo', password: 'Paziente123!' } });
    if (login.status() !== 200) throw new Error(`login failed: ${login.status()}`);
    const page = await context.newPage();
    const pending = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      const url = response.url();
      const contentType = response.headers()['content-type'] ?? '';
      if (type !== 'script' && !contentType.includes('javascript') && !url.endsWith('.js')) return;
      pending.push(
        (async () => {
          const body = await response.body();
          const sizes = await response.request().sizes().catch(() => null);
          return {
            body,
            file: new URL(url).pathname.replace(/^\/assets\//, ''),
            rawBytes: body.length,
            gzipBytes: gzipSync(body, { level: 9 }).length,
            transferredBytes: sizes ? sizes.responseBodySize + sizes.responseHeadersSize : body.length,
            // The encoded body alone (what the server's br/gzip saves), without the response headers.
            transferredBodyBytes: sizes ? sizes.responseBodySize : body.length,
            encoding: response.headers()['content-encoding'] ?? 'identity',
          };
        })(),
      );
    });
    await page.goto('/dashboard', { waitUntil: 'networkidle' });
    if (!page.url().endsWith('/dashboard')) throw new Error(`not on the dashboard: ${page.url()}`);
    const files = await Promise.all(pending);
    const sum = (key) => files.reduce((total, f) => total + f[key], 0);
    const editorLoaded = files.some((f) => /editor/i.test(f.file));
    const result = {
      files: files.length,
      rawBytes: sum('rawBytes'),
      gzipBytes: sum('gzipBytes'),
      // All the scripts as one gzip stream: what per-file compression overhead costs.
      gzipConcatenatedBytes: gzipSync(Buffer.concat(files.map((f) => f.body)), { level: 9 }).length,
      transferredBytes: sum('transferredBytes'),
      transferredBodyBytes: sum('transferredBodyBytes'),
      // Content-Encoding the server sent, with its file count (the server sends the web build's .br/.gz siblings).
      encodings: [...new Set(files.map((f) => f.encoding))].map((e) => `${e} ×${files.filter((f) => f.encoding === e).length}`),
      editorLoaded,
      largest: [...files].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 5).map((f) => ({ file: f.file, gzipBytes: f.gzipBytes })),
    };
    log(`${files.length} scripts loaded`);
    process.stdout.write(`BENCH_RESULT ${JSON.stringify(result)}\n`);
  } finally {
    await browser?.close();
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
