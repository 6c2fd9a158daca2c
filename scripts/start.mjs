// `npm start`: build the web app if needed, then run the server (it migrates, seeds an empty
// database and prints the URL and demo logins). Signals are forwarded so SIGTERM shuts down cleanly.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureWebBuilt } from './web-build.mjs';

const root = new URL('..', import.meta.url).pathname;
ensureWebBuilt();

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/server.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
