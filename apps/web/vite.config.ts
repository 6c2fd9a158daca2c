import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { iconsChunkName } from './build-config/first-view-icons.ts';
import { preloadOnlyWhatIsMissing } from './build-config/preload-only-what-is-missing.ts';

const apiProxy = { '/api': { target: 'http://localhost:3000', changeOrigin: false } };

/** Text assets worth compressing; fonts (woff2) and media are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|html|txt)$/;

/**
 * Writes `name.br` and `name.gz` next to every compressible file of `dist/assets` (when smaller), so the
 * server (@fastify/static with `preCompressed`) sends them to browsers that accept them, with no
 * compression work per request. Media under `dist/media` is left alone: it keeps its byte ranges.
 */
function precompressAssets(): Plugin {
  let assetsDir = '';
  return {
    name: 'sanity:precompress-assets',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      assetsDir = resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    writeBundle() {
      if (!existsSync(assetsDir)) return;
      for (const name of readdirSync(assetsDir)) {
        if (!COMPRESSIBLE.test(name)) continue;
        const file = join(assetsDir, name);
        const raw = readFileSync(file);
        const gzip = gzipSync(raw, { level: 9 });
        if (gzip.length < raw.length) writeFileSync(`${file}.gz`, gzip);
        const brotli = brotliCompressSync(raw, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length },
        });
        if (brotli.length < raw.length) writeFileSync(`${file}.br`, brotli);
      }
    },
  };
}

/**
 * The server-side renderer (src/entry-server.tsx) is built into `<outDir>/ssr`, beside the browser's
 * app whatever `--outDir` says, so that one directory (the server's WEB_DIST_DIR) holds both. The
 * server never serves that folder as a file.
 */
function rendererBesideApp(): Plugin {
  return {
    name: 'sanity:renderer-beside-app',
    config(config) {
      const outDir = config.build?.outDir ?? 'dist';
      return { environments: { ssr: { build: { outDir: join(outDir, 'ssr'), emptyOutDir: true, copyPublicDir: false } } } };
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), precompressAssets(), preloadOnlyWhatIsMissing(), rendererBesideApp()],
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
  // One self-contained file with every dependency in it: the server loads it from wherever the
  // build was written (a test's own build in /tmp has no node_modules beside it).
  ssr: { noExternal: true },
  environments: {
    // The icons that three or more lazily loaded chunks share go in one chunk: each alone was a file of
    // ~250 bytes gzip with its own overhead, and the signed-in shell and dashboard load some twenty
    // of them (issue 27: −2.7 KB gzip on the dashboard's first load, +1.2 KB on the landing's). Those
    // the first view does not draw go in a second one (issue 30, build-config/first-view-icons.ts).
    client: {
      build: {
        rollupOptions: {
          output: { codeSplitting: { groups: [{ name: iconsChunkName(import.meta.dirname), test: /[\\/]lucide-react[\\/]/, minShareCount: 3 }] } },
        },
      },
    },
    // After the client: `vite build` builds the environments in this order, and the client's build
    // empties the folder the renderer is written into.
    ssr: { build: { rollupOptions: { input: 'src/entry-server.tsx' } } },
  },
  // `vite build` builds the browser's app, then the renderer.
  builder: {},
});
