import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { uniqueEmail } from '../test/helpers';
import { createEmptyDatabase, type EmptyDatabase, freePort, startServerProcess } from '../test/server-process';

// The real process, as `npm start` runs it: start, write, SIGTERM, start again, read back.
const dataDir = mkdtempSync(path.join(tmpdir(), 'sanity-server-test-'));
let emptyDatabase: EmptyDatabase | undefined;

beforeAll(async () => {
  emptyDatabase = await createEmptyDatabase('sanity_server_test');
});
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await emptyDatabase?.drop();
});

test('SIGTERM shuts down cleanly and a committed registration survives the restart', async () => {
  const port = await freePort();
  const email = uniqueEmail('riavvio');
  const password = 'Segreta123';

  const startServer = () => startServerProcess({ port, dataDir, databaseUrl: emptyDatabase!.url });

  const first = await startServer();
  const registered = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ role: 'user', displayName: 'Riavvio Prova', email, password, confirmPassword: password, acceptTerms: true }),
  });
  expect(registered.status).toBe(201);
  first.child.kill('SIGTERM');
  expect(await first.exited).toBe(0);

  const second = await startServer();
  try {
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { user: { email: string } }).user.email).toBe(email);
  } finally {
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }
}, 90_000);
