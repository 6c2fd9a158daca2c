// Builds the server (apps/server/src/server.ts with the shared package it imports) into one ES module,
// apps/server/dist/server.mjs, run by plain `node` (docs/decisions/0025-memory.md): `tsx` would
// transpile ~1,700 modules at every start and keep their sources in memory. Packages from node_modules
// stay imports (native addons, PGlite's WebAssembly and their own files are found where npm put them);
// only the repository's own TypeScript is bundled. Rebuilt when missing or older than a source.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, stop } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
const serverEntry = path.join(root, 'apps/server/dist/server.mjs');
const outDir = path.dirname(serverEntry);
// The tsconfig files too: esbuild reads them (the target decides how class fields are emitted).
const sources = [
  'apps/server/src', 'packages/shared/src', 'apps/server/package.json', 'packages/shared/package.json', 'scripts/server-build.mjs',
  'tsconfig.base.json', 'apps/server/tsconfig.json', 'packages/shared/tsconfig.json',
];

/**
 * How the server process starts, whoever starts it (`npm start`, e2e, benchmarks); measured in
 * docs/decisions/0025-memory.md. glibc gives each thread that allocates an arena of its own and
 * keeps what was freed there: PGlite's compilation, argon2's hashes and sharp's images run on several
 * threads, and the arenas held ~120 MB after start-up; two arenas are enough. A fixed mmap threshold
 * returns every block of 128 KB or more to the system when freed (glibc otherwise raises the threshold
 * after the first such block, and argon2's 19 MB stayed in the heap); 32 KB would also return V8's
 * compiler memory, but cost a third more CPU on the directory's requests. V8's young generation is
 * held to 2 MB semi-spaces (16 MB by default), which a server answering small JSON documents does not
 * fill. (`--optimize-for-size` would save ~30 MB more of heap, but cost up to twice the CPU per request
 * on the article list and search.)
 */
export const serverEnv = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };

/**
 * How V8 compiles PGlite's WebAssembly. Its optimising compiler's memory, freed once the hot functions
 * are compiled, stayed resident in malloc's main heap (~40 MB) when several functions were compiled
 * at once: one at a time is enough. From V8 13 (Node.js 24) that compiler needs ~600 MB for one of
 * PGlite's functions (a known V8 regression, nodejs/node#63421; ~25 MB on Node.js 22), and the process
 * peaked at 650–850 MB when that function became hot: there PGlite stays on the baseline compiler,
 * Liftoff.
 */
export const wasmArgs = Number(process.versions.v8.split('.')[0]) >= 13 ? ['--liftoff-only'] : ['--wasm-num-compilation-tasks=1'];

export const serverArgs = ['--max-semi-space-size=2', ...wasmArgs, serverEntry];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function serverBuildIsStale() {
  if (!existsSync(serverEntry)) return true;
  const built = statSync(serverEntry).mtimeMs;
  return sources.some((s) => newestMtime(path.join(root, s)) > built);
}

/**
 * A module's `import.meta.url` must still name its source file once bundled (the migrations and
 * Igea's corpus are found next to theirs): it becomes the source's path relative to the bundle, so the
 * checkout can be moved after a build.
 */
const sourceUrls = {
  name: 'source-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const relative = path.relative(outDir, args.path).split(path.sep).join('/');
      return { contents: text.replaceAll('import.meta.url', `new URL(${JSON.stringify(relative)}, import.meta.url).href`), loader: 'ts' };
    });
  },
};

export async function ensureServerBuilt({ force = false } = {}) {
  if (!force && !serverBuildIsStale()) return;
  console.log('[sanity] Compilo il server (esbuild)…');
  const result = await build({
    entryPoints: [path.join(root, 'apps/server/src/server.ts')],
    outfile: serverEntry,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    // The workspace package is TypeScript (its exports point at src/*.ts): bundled, not imported.
    alias: { '@sanity/shared': path.join(root, 'packages/shared/src') },
    plugins: [sourceUrls],
    // For NODE_OPTIONS=--enable-source-maps when a stack trace must name the sources.
    sourcemap: 'linked',
    write: false,
    logLevel: 'warning',
  });
  // esbuild's service process would otherwise live as long as `npm start` (~20 MB beside the server).
  await stop();
  mkdirSync(outDir, { recursive: true });
  // Written beside and renamed: a server starting meanwhile (two benchmark instances) never reads half a file.
  for (const file of result.outputFiles) {
    const partial = `${file.path}.${process.pid}.tmp`;
    writeFileSync(partial, file.contents);
    renameSync(partial, file.path);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await ensureServerBuilt({ force: process.argv.includes('--force') });
