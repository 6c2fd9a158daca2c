import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';

const work = mkdtempSync(path.join(tmpdir(), 'sanity-db-open-'));
afterAll(() => {
  chmodSync(path.join(work, 'db'), 0o700);
  rmSync(work, { recursive: true, force: true });
});

/**
 * openDatabase in a child process: run as root (CI containers) the test would be allowed to read
 * anything, so there the child runs as `nobody`, to whom a folder of mode 000 is closed as it is
 * to the owner on an ordinary account.
 */
function openInChild(dataDir: string): Promise<{ code: number | null; stderr: string }> {
  const client = path.join(import.meta.dirname, 'client.ts');
  const script = `import { openDatabase } from ${JSON.stringify(client)};
try { await (await openDatabase({ DATA_DIR: ${JSON.stringify(dataDir)} })).close(); } catch (error) { console.error(error.message); process.exitCode = 1; }`;
  const asNobody = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'ignore', 'pipe'], ...asNobody });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // A child that cannot start at all (its Node.js not executable by nobody) fails the test at once, saying why.
  return new Promise((resolve) => {
    child.once('error', (error) => resolve({ code: null, stderr: `could not start the child: ${error.message}` }));
    child.once('exit', (code) => resolve({ code, stderr }));
  });
}

test('the embedded database in a folder the server may not read: the error names the folder and the cause', async () => {
  // The data directory itself is open to everyone; its db folder to nobody.
  chmodSync(work, 0o755);
  mkdirSync(path.join(work, 'db'));
  chmodSync(path.join(work, 'db'), 0o000);
  const { code, stderr } = await openInChild(work);
  expect(code).toBe(1);
  expect(stderr).toContain(`Impossibile aprire il database integrato in ${path.join(work, 'db')}: permesso negato (EACCES)`);
  expect(stderr).not.toContain('PGlite failed to initialize');
}, 60_000);
