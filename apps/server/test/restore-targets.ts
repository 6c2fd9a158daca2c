import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { parseConfig, type Config } from '../src/config';

/**
 * Empty places to restore a backup into: each `emptyTarget()` is a new DATA_DIR and, when the
 * suite runs on PostgreSQL (DATABASE_URL), a new empty database; `cleanUp()` drops them all.
 */
export function restoreTargets(label: string) {
  const work = mkdtempSync(path.join(tmpdir(), `sanity-${label}-`));
  const databases: string[] = [];
  return {
    work,
    async emptyTarget(env: Record<string, string> = {}): Promise<Config> {
      const full: Record<string, string> = { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: mkdtempSync(path.join(work, 'target-')), ...env };
      const url = process.env.DATABASE_URL;
      if (url) {
        const name = `sanity_restore_${randomBytes(5).toString('hex')}`;
        const admin = new pg.Client({ connectionString: url });
        await admin.connect();
        await admin.query(`CREATE DATABASE ${name}`);
        await admin.end();
        databases.push(name);
        const dbUrl = new URL(url);
        dbUrl.pathname = `/${name}`;
        full.DATABASE_URL = dbUrl.href;
      }
      return parseConfig(full);
    },
    async cleanUp(): Promise<void> {
      const url = process.env.DATABASE_URL;
      if (url && databases.length > 0) {
        const admin = new pg.Client({ connectionString: url });
        await admin.connect();
        for (const name of databases) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/** The restore command's output, kept for the assertion's message. */
export function captureOutput() {
  const lines: string[] = [];
  return { lines, io: { progress: (line: string) => lines.push(line), summary: (line: string) => lines.push(line) } };
}
