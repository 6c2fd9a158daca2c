import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger, FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { parseConfig, type Config } from '../src/config';
import type { Clock, TestClock } from '../src/lib/clock';
import { createPool, fromPglite, fromPool, pgliteExtensions, type Database, type DatabaseOptions } from '../src/db/client';
import { seedDatabase } from '../src/seed/demo';
import { ensureReferenceData } from '../src/seed/reference-data';
import { createAccount, doctorSpec, patientSpec, uniqueEmail, type AccountSpec } from '../src/seed/factories';

export { createAccount, doctorSpec, patientSpec, uniqueEmail };

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Set when `listen: true`: http://127.0.0.1:<port> */
  baseUrl?: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Extra environment variables, parsed like the real ones. */
  env?: Record<string, string>;
  /** Also seed the demo accounts (reference data is always seeded). */
  demo?: boolean;
  /** Listen on 127.0.0.1 on this port (0: any free port). */
  listen?: number;
  /** Start the app at a fixed instant (createTestClock) instead of the system clock. */
  clock?: Clock;
  /** As server.ts under TEST_CLOCK_START: the app's clock, and GET/PUT /api/test/clock to read and move it. */
  testClock?: TestClock;
  /** A pino logger instead of one made from LOG_LEVEL (e.g. writing into memory, to read the log). */
  logger?: FastifyBaseLogger;
}

async function openTestDatabase(options: DatabaseOptions): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const blob = new Blob([readFileSync(inject('pgliteTemplatePath'))]);
    const client = await PGlite.create({ loadDataDir: blob, extensions: pgliteExtensions });
    return { database: fromPglite(client, options), drop: () => Promise.resolve() };
  }
  const name = `sanity_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    // Parallel files clone the same template; PostgreSQL refuses while another clone is copying it.
    for (let attempt = 0; ; attempt += 1) {
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
        break;
      } catch (error) {
        if (attempt >= 20 || !String(error).includes('being accessed by other users')) throw error;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
  } finally {
    await admin.end();
  }
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return {
    database: fromPool(createPool(dbUrl.href), options),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * Every request of a test comes from 127.0.0.1: with the production limits a file registering a
 * few dozen accounts would be refused. The counters still run on every limited request (so the
 * store is exercised on PGlite and PostgreSQL alike); a test of a limit sets it low in `env`.
 */
export const RELAXED_RATE_LIMITS: Record<string, string> = {
  RATE_LIMIT_REGISTER_PER_HOUR: '100000',
  RATE_LIMIT_AVAILABILITY_PER_MINUTE: '100000',
  RATE_LIMIT_SEARCH_PER_MINUTE: '100000',
  RATE_LIMIT_MEDIA_PER_MINUTE: '1000000',
  RATE_LIMIT_UPLOADS_PER_HOUR: '100000',
  RATE_LIMIT_EXPORT_PER_HOUR: '100000',
  // Many booking tests have one patient book a doctor again and again; booking-cap.test.ts sets the real cap.
  BOOKINGS_PER_DOCTOR_MAX: '100000',
};

/**
 * A second app on `first`'s database, as a second instance of the server would be: its own
 * in-memory caches and data folder, the same rows. Closed with `close()` (before `first`).
 */
export async function secondInstance(first: TestApp, clock?: Clock): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sanity-test-b-'));
  const app = await buildApp({ config: first.config, db: first.database.db, webDistDir: path.join(dataDir, 'no-web'), ...(clock ? { clock } : {}) });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh app on its own migrated database clone, with sectors and memberships seeded. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sanity-test-data-'));
  const env = { NODE_ENV: 'test', LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent', DATA_DIR: dataDir, ...RELAXED_RATE_LIMITS, ...options.env };
  const config = parseConfig(env);
  const { database, drop } = await openTestDatabase({ countQueries: config.BENCH_QUERY_STATS });
  const app = await buildApp({ config, db: database.db, webDistDir: path.join(dataDir, 'no-web'), ...(options.clock ? { clock: options.clock } : {}), ...(options.testClock ? { testClock: options.testClock } : {}), ...(options.logger ? { logger: options.logger } : {}) });
  if (options.demo) await seedDatabase(app.services, { demo: true });
  else await ensureReferenceData(app.services);
  let baseUrl: string | undefined;
  if (options.listen !== undefined) {
    await app.listen({ port: options.listen, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    baseUrl = `http://127.0.0.1:${address.port}`;
  } else {
    await app.ready();
  }
  return {
    app,
    database,
    config,
    ...(baseUrl ? { baseUrl } : {}),
    async close() {
      await app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The `name=value` pair of the session cookie in a response, ready for a Cookie header. */
export function sessionCookieFrom(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'sanity_session');
  if (!cookie?.value) throw new Error(`no session cookie (status ${response.statusCode}: ${response.body})`);
  return `sanity_session=${cookie.value}`;
}

export function patientRegistration(overrides: Record<string, unknown> = {}) {
  return {
    role: 'user',
    displayName: 'Giulia Rossi',
    email: uniqueEmail('paziente'),
    password: 'Paziente123!',
    confirmPassword: 'Paziente123!',
    acceptTerms: true,
    ...overrides,
  };
}

export function doctorRegistration(overrides: Record<string, unknown> = {}) {
  return {
    role: 'doctor',
    displayName: 'Marco Bianchi',
    email: uniqueEmail('dottore'),
    password: 'Dottore123!',
    confirmPassword: 'Dottore123!',
    specialization: 'Cardiologia',
    licenseNumber: 'MI-12345',
    phoneNumber: '+39 333 123 4567',
    sectors: ['cardiologia'],
    acceptDoctorTerms: true,
    ...overrides,
  };
}

export interface SignedIn {
  cookie: string;
  user: { id: string; email: string; role: string; [key: string]: unknown };
}

async function registerVia(app: FastifyInstance, payload: Record<string, unknown>): Promise<SignedIn> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { cookie: sessionCookieFrom(response), user: response.json<{ user: SignedIn['user'] }>().user };
}

/** Registers a patient over HTTP; returns the cookie header and the user. */
export function registerPatient(app: FastifyInstance, overrides: Record<string, unknown> = {}): Promise<SignedIn> {
  return registerVia(app, patientRegistration(overrides));
}

/**
 * Registers a doctor over HTTP; returns the cookie header and the user. The doctor is then approved
 * through the services, as an admin would (ADR 0013: only approved doctors are listed, booked and
 * publish), unless `{ pending: true }` keeps them awaiting review.
 */
export async function registerDoctor(app: FastifyInstance, overrides: Record<string, unknown> = {}, options: { pending?: boolean } = {}): Promise<SignedIn> {
  const signedIn = await registerVia(app, doctorRegistration(overrides));
  if (options.pending) return signedIn;
  const approved = await approveDoctor(app, signedIn.user.id);
  return { cookie: signedIn.cookie, user: await app.services.users.toDto(approved) };
}

/** Approves a doctor directly through the users service (no admin, no audit entry, no e-mail). */
export async function approveDoctor(app: FastifyInstance, doctorId: string) {
  const row = await app.services.users.setDoctorReview(
    doctorId,
    { isVerified: true, doctorRejectionReason: null, doctorReviewedAt: app.services.clock.now() },
    ['pending', 'rejected'],
  );
  if (!row) throw new Error(`approveDoctor: ${doctorId} is not a doctor awaiting review`);
  return row;
}

/** Logs in over HTTP; returns the Cookie header value. */
export async function login(app: FastifyInstance, email: string, password: string, remoteAddress?: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return sessionCookieFrom(response);
}

/** Creates an account with the shared factories (e.g. an admin, who cannot register) and signs in. */
export async function createAndLogin(app: FastifyInstance, spec: AccountSpec): Promise<SignedIn> {
  const row = await createAccount(app.services, spec);
  const cookie = await login(app, spec.email, spec.password);
  return { cookie, user: { id: row.id, email: row.email, role: row.role } };
}
