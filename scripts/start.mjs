// `npm start`: build the web app and the server if needed, then run the server (it migrates, seeds an
// empty database and prints the URL and demo logins). Signals are forwarded so SIGTERM shuts down cleanly.
import { spawn } from 'node:child_process';
import { ensureServerBuilt, serverArgs, serverEnv } from './server-build.mjs';
import { ensureWebBuilt } from './web-build.mjs';

const root = new URL('..', import.meta.url).pathname;
ensureWebBuilt();
await ensureServerBuilt();

const server = spawn(process.execPath, serverArgs, {
  cwd: root,
  stdio: 'inherit',
  env: { ...serverEnv, ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
