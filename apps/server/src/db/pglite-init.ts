import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Creates a new PGlite database in the empty directory `dir` in a child process that then exits.
 * PGlite's initdb runs a second WebAssembly Postgres beside the first and copies its memory: in this
 * process it left ~400 MB of peak and tens of megabytes of freed but unreturned memory for as long as
 * the server ran (docs/decisions/0025-memory.md). A directory already holding anything is left to
 * PGlite as before; so is any failure here, which the opening in this process then explains.
 */
export async function initialisePgliteApart(dir: string): Promise<void> {
  try {
    if (readdirSync(dir).length > 0) return;
  } catch {
    return;
  }
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = 'require(process.env.PGLITE_MODULE).PGlite.create(process.env.PGLITE_DIR).then((db) => db.close())';
  await new Promise<void>((resolve) => {
    // Baseline WebAssembly code only: initdb runs once, and Node.js 24's optimising compiler took the
    // child from ~630 to ~1,000 MB (scripts/server-build.mjs says why; Node.js 20 and 22: no change).
    const child = spawn(process.execPath, ['--liftoff-only', '-e', script], { stdio: 'ignore', env: { ...process.env, PGLITE_MODULE: pglite, PGLITE_DIR: dir } });
    child.once('error', () => resolve());
    child.once('exit', () => resolve());
  });
}
