import { resolve } from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { createRunningTestClock } from './lib/clock';
import { createLogger } from './lib/logger';
import { loadIntentModel } from './modules/assistant/intent-model';
import { loadUrgencyModel } from './modules/assistant/urgency-model';
import { demoLogins, seedDatabase } from './seed/demo';

/**
 * Starts Sanity: configuration, database, migrations, seed, HTTP. Stops gracefully on
 * SIGTERM/SIGINT: in-flight requests finish, then the database is closed (PGlite flushes to disk).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config);
  const database = await openDatabase(config);
  logger.info({ database: database.kind }, 'database opened');
  await migrateDatabase(database);

  // Test-only: config.ts refuses TEST_CLOCK_START unless NODE_ENV=test.
  const testClock = config.TEST_CLOCK_START ? createRunningTestClock(config.TEST_CLOCK_START) : undefined;
  if (testClock) logger.warn({ now: testClock.now().toISOString() }, 'test clock (TEST_CLOCK_START): /api/test/clock moves it');
  const app = await buildApp({
    config,
    db: database.db,
    logger,
    ...(config.WEB_DIST_DIR ? { webDistDir: resolve(config.WEB_DIST_DIR) } : {}),
    ...(testClock ? { testClock } : {}),
  });
  const midway = async () => {
    logger.warn('demo seeding paused (TEST_SEED_PAUSE)');
    await new Promise((resolve) => setTimeout(resolve, 60_000));
  };
  const seeded = await seedDatabase(app.services, { demo: config.DEMO_SEED, ...(config.NODE_ENV === 'test' && config.TEST_SEED_PAUSE ? { midway } : {}) });
  if (seeded) logger.info('demo data seeded');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // Readiness answers 503 from now on; the grace lets the proxy notice and send new requests elsewhere.
    app.services.health.markClosing();
    if (config.SHUTDOWN_GRACE_MS > 0) await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_GRACE_MS));
    const force = setTimeout(() => {
      logger.error('shutdown took too long, exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      // The job runner first: it waits for the jobs in progress, which still need the database and the mail transport.
      await app.services.jobs.stop();
      app.services.notifications.close();
      await app.close();
      await database.close();
      logger.info('bye');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = config.PUBLIC_URL === `http://localhost:${config.PORT}` ? `http://localhost:${port}` : config.PUBLIC_URL;
  app.services.jobs.start();
  // Igea's urgency and intent classifiers learn their corpora now rather than during the first chat message.
  setImmediate(() => {
    loadUrgencyModel();
    loadIntentModel();
  });
  const lines = [`Sanity è pronto su ${url}`, `Documentazione API: ${url}/api/docs`];
  if (config.DEMO_SEED) {
    lines.push('Accessi demo:');
    for (const login of demoLogins) lines.push(`  ${login.label.padEnd(15)} ${login.email.padEnd(24)} ${login.password}`);
  }
  console.log(`\n${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error('Avvio non riuscito:', error);
  process.exit(1);
});
