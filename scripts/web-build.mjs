// Builds the web app when its output is missing or older than any of its sources.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'apps/web/dist/index.html');
// The server-side renderer built beside the app (apps/web/vite.config.ts); a build from before it is stale.
const renderer = join(root, 'apps/web/dist/ssr/entry-server.js');
const sources = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/build-config', 'packages/shared/src'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function webBuildIsStale() {
  if (!existsSync(dist) || !existsSync(renderer)) return true;
  const built = statSync(dist).mtimeMs;
  return sources.some((s) => newestMtime(join(root, s)) > built);
}

export function ensureWebBuilt({ force = false } = {}) {
  if (!force && !webBuildIsStale()) return;
  console.log('[sanity] Compilo l’app web (vite build)…');
  execFileSync('npm', ['run', 'build', '-w', '@sanity/web'], { cwd: root, stdio: 'inherit' });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureWebBuilt({ force: process.argv.includes('--force') });
