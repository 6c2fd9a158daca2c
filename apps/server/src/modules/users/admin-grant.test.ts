import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, login, registerPatient, type TestApp } from '../../../test/helpers';
import { auditLog } from '../../db/schema/privacy';
import { setAdminByEmail } from './admin-grant';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test('the console grants and revokes the admin flag by e-mail, and the log says so', async () => {
  const patient = await registerPatient(t.app, { email: 'Futura.Admin@example.it', password: 'Segreta123!', confirmPassword: 'Segreta123!' });
  const overview = async () => (await t.app.inject({ method: 'GET', url: '/api/admin/overview', headers: { cookie: await login(t.app, 'futura.admin@example.it', 'Segreta123!') } })).statusCode;
  expect(await overview()).toBe(403);

  expect(await setAdminByEmail(t.database.db, t.app.services.audit, ' FUTURA.ADMIN@example.it ', true)).toBe('granted');
  expect(await overview()).toBe(200);
  expect(await setAdminByEmail(t.database.db, t.app.services.audit, 'futura.admin@example.it', true)).toBe('unchanged');
  expect(await setAdminByEmail(t.database.db, t.app.services.audit, 'futura.admin@example.it', false)).toBe('revoked');
  expect(await overview()).toBe(403);
  expect(await setAdminByEmail(t.database.db, t.app.services.audit, 'nessuno@example.it', true)).toBe('not-found');

  const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.subjectId, patient.user.id));
  expect(entries.map((e) => [e.action, e.actorRole])).toEqual([
    ['admin.user.grant-admin', 'system'],
    ['admin.user.revoke-admin', 'system'],
  ]);
});

test('npm run admin: usage, and an address without an account', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sanity-admin-cli-'));
  try {
    const root = path.resolve(import.meta.dirname, '../../../../..');
    const run = (...args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/admin.ts', ...args], {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn' },
        timeout: 60_000,
      });
    const usage = run();
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain('Uso: npm run admin -- grant <email>');
    const missing = run('grant', 'nessuno@example.it');
    expect(missing.status, missing.stderr).toBe(1);
    expect(missing.stdout).toContain("Nessun account con l'indirizzo nessuno@example.it");
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 90_000);
