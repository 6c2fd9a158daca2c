import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default in a run is one worker fewer than the cores: a single worker on CI's 2 cores,
    // where the API files (each on its own app and database, CPU-bound in PGlite or waiting on
    // PostgreSQL) then ran one after another with the second core idle. Two at least.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/shared/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}', 'apps/web/eslint/**/*.test.js'],
          environment: 'node',
          // As for the API tests below: modules loaded once per worker (23 s → 8 s); stubs are undone after each test.
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          // API tests share one migrated PGlite template; each file gets its own clone.
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // A worker runs file after file without loading the server's modules and PGlite's WebAssembly
          // again for each (half the suite's time went there, issue 23). Each file still builds its
          // own app on its own database; no test mocks modules or changes the environment.
          isolate: false,
        },
      },
    ],
  },
});
