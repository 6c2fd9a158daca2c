// `npm run dev`: the API with reload on change (port 3000) and Vite's dev server (port 5173,
// proxying /api to the API). Open http://localhost:5173.
import { spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const children = [
  spawn('npx', ['tsx', 'watch', 'apps/server/src/server.ts'], { cwd: root, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@sanity/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = (signal) => children.forEach((c) => c.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
children.forEach((c) => c.on('exit', (code) => { stop('SIGTERM'); process.exitCode = code ?? 0; }));
