import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPool, fromPglite, fromPool, pgliteExtensions } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: path of an (uncompressed) dump of a migrated database. Empty when running on PostgreSQL. */
    pgliteTemplatePath: string;
    /** PostgreSQL: name of this run's migrated template database (per run, so concurrent runs on one server never meet). Empty on PGlite. */
    postgresTemplate: string;
  }
}

/**
 * Runs once for the api project. PGlite: migrate one in-memory instance and dump it, so that
 * each test file loads a ready database in under a second. PostgreSQL (DATABASE_URL set): build a
 * migrated template database that each test file clones with CREATE DATABASE … TEMPLATE.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const POSTGRES_TEMPLATE = `sanity_test_template_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${POSTGRES_TEMPLATE} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${POSTGRES_TEMPLATE}`);
    } finally {
      await admin.end();
    }
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${POSTGRES_TEMPLATE}`;
    const database = fromPool(createPool(templateUrl.href));
    try {
      await migrateDatabase(database);
    } finally {
      await database.close();
    }
    project.provide('pgliteTemplatePath', '');
    project.provide('postgresTemplate', POSTGRES_TEMPLATE);
    return async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${POSTGRES_TEMPLATE} WITH (FORCE)`).catch(() => undefined);
      await cleanup.end();
    };
  }

  const dir = mkdtempSync(path.join(tmpdir(), 'sanity-api-tests-'));
  const file = path.join(dir, 'template.tar');
  const client = await PGlite.create({ extensions: pgliteExtensions });
  const database = fromPglite(client);
  try {
    await migrateDatabase(database);
    // Uncompressed: each test file loads it a third faster than the gzip dump (issue 23).
    const dump = await client.dumpDataDir('none');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('pgliteTemplatePath', file);
  project.provide('postgresTemplate', '');
  return () => {
    rmSync(dir, { recursive: true, force: true });
    return Promise.resolve();
  };
}
