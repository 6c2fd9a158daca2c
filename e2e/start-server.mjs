// Starts the real server for the e2e run on a fresh data directory (database, uploads, outbox)
// with the demo data seeded, exactly as `npm start` would on a new machine.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureServerBuilt, serverArgs, serverEnv } from '../scripts/server-build.mjs';

const root = new URL('..', import.meta.url).pathname;
const port = process.env.E2E_PORT ?? '3100';
const dataDir = join(root, `.tmp/e2e-data-${port}`);
rmSync(dataDir, { recursive: true, force: true });
await ensureServerBuilt();

const server = spawn(process.execPath, serverArgs, {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...serverEnv,
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DEMO_SEED: 'true',
    NODE_ENV: 'test',
    // calendar.spec.ts connects the Radicale it starts on 127.0.0.1: the SSRF guard refuses it otherwise.
    CALDAV_ALLOW_PRIVATE_NETWORKS: 'true',
    // Every browser of the suite comes from 127.0.0.1: the limits per IP address would refuse the
    // suite's registrations and searches. The API tests check each limit (rate-limits.test.ts).
    RATE_LIMIT_REGISTER_PER_HOUR: '100000',
    RATE_LIMIT_AVAILABILITY_PER_MINUTE: '100000',
    RATE_LIMIT_SEARCH_PER_MINUTE: '100000',
    RATE_LIMIT_MEDIA_PER_MINUTE: '1000000',
    RATE_LIMIT_UPLOADS_PER_HOUR: '100000',
    BOOKINGS_PER_DOCTOR_MAX: '100000',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
