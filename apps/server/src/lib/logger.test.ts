import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { book, bookingPayload, futureDate, openPractice, romeIso } from '../../test/booking';
import { createTestApp, patientRegistration, registerDoctor, registerPatient, type SignedIn, type TestApp } from '../../test/helpers';
import { createLogger, urlWithoutQueryValues } from './logger';
import { maskPersonalData, safeError } from './safe-log';

/**
 * No personal data in the log: database errors raised while storing an account or a booking (a
 * trigger makes the INSERT fail, with the values bound to it) are logged with their SQLSTATE and
 * the shape of the query only, never the e-mail, the password hash, the intake answers, the
 * password or the session cookie.
 */
describe('the log of a failing database write', () => {
  const lines: string[] = [];
  let t: TestApp;
  let doctor: SignedIn;
  let patient: SignedIn;

  beforeAll(async () => {
    const logger = createLogger({ LOG_LEVEL: 'info', NODE_ENV: 'test' }, { write: (line: string) => void lines.push(line) });
    t = await createTestApp({ logger });
    doctor = await registerDoctor(t.app);
    patient = await registerPatient(t.app, { email: 'giulia.paziente@example.it' });
    await openPractice(t.app, doctor);
    for (const statement of [
      `CREATE FUNCTION refuse_insert() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'inserimento rifiutato per il test'; END $$`,
      'CREATE TRIGGER refuse_users BEFORE INSERT ON users FOR EACH ROW EXECUTE FUNCTION refuse_insert()',
      'CREATE TRIGGER refuse_appointments BEFORE INSERT ON appointments FOR EACH ROW EXECUTE FUNCTION refuse_insert()',
    ]) {
      await t.database.db.execute(sql.raw(statement));
    }
  });
  afterAll(() => t.close());

  test('holds the error code and query shape, no e-mail, hash, answer, password or cookie', async () => {
    const answer = 'Allergia al lattice da tre anni';
    const booking = await book(
      t.app,
      patient,
      bookingPayload(doctor.user.id, romeIso(futureDate(5), '10:30'), {
        customerInfo: { name: 'Giulia Paziente', email: 'giulia.prenota@example.it', phone: '+39 333 765 4321', notes: 'Note riservate' },
        customFields: { motivo: 'Controllo', allergie: answer, peso: 62 },
      }),
    );
    expect(booking.statusCode, booking.body).toBe(500);

    const registration = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: patientRegistration({ email: 'mario.segreto@example.it', password: 'SegretissimaPw1!', confirmPassword: 'SegretissimaPw1!' }),
    });
    expect(registration.statusCode).toBe(500);

    const log = lines.join('');
    // The failures were logged, with what helps: the SQLSTATE of RAISE EXCEPTION and the statement.
    expect(log).toContain('unhandled error');
    expect(log).toContain('"sqlState":"P0001"');
    expect(log).toMatch(/"query":"insert into \\"users\\"/);
    expect(log).toMatch(/"query":"insert into \\"appointments\\"/);
    // …and nothing personal.
    for (const secret of [
      'giulia.prenota@example.it',
      'giulia.paziente@example.it',
      'mario.segreto@example.it',
      '$argon2',
      answer,
      'Note riservate',
      'SegretissimaPw1!',
      patient.cookie.split('=')[1]!,
    ]) {
      expect(log, secret).not.toContain(secret);
    }
  });
});

describe('log safety helpers', () => {
  test('a driver error keeps code and names, drops detail and message values', () => {
    const driver = Object.assign(new Error('invalid input syntax for type uuid: "mario@example.it"'), {
      code: '22P02',
      severity: 'ERROR',
      detail: 'Key (email)=(mario@example.it) already exists.',
      table: 'users',
    });
    const wrapped = Object.assign(new Error(`Failed query: select * from "users" where "id" = $1\nparams: mario@example.it`), {
      query: 'select * from "users" where "id" = $1',
      params: ['mario@example.it'],
      cause: driver,
    });
    const safe = JSON.stringify(safeError(wrapped));
    expect(safe).not.toContain('mario@example.it');
    expect(safeError(wrapped)).toMatchObject({
      message: 'Failed query',
      sqlState: '22P02',
      query: 'select * from "users" where "id" = $1',
      cause: { sqlState: '22P02', table: 'users' },
    });
  });

  test('other errors keep their message with e-mails and hashes masked', () => {
    expect(maskPersonalData('550 rejected <anna@example.it> $argon2id$v=19$m=65536$abc')).toBe('550 rejected <[email]> [hash]');
    expect(safeError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toMatchObject({
      message: 'connect ECONNREFUSED',
      code: 'ECONNREFUSED',
    });
  });

  test('request URLs keep their query keys, not their values', () => {
    expect(urlWithoutQueryValues('/api/doctors?q=mario%20rossi&sectors=a&sectors=b')).toBe('/api/doctors?q=…&sectors=…');
    expect(urlWithoutQueryValues('/api/health')).toBe('/api/health');
  });

  test('bodies, passwords and cookies passed to the logger by mistake are censored', () => {
    const lines: string[] = [];
    const logger = createLogger({ LOG_LEVEL: 'info', NODE_ENV: 'test' }, { write: (line: string) => void lines.push(line) });
    logger.info({ body: { email: 'a@b.it' }, password: 'pw-segreta', headers: { cookie: 'sanity_session=abc' } }, 'oops');
    const line = lines.join('');
    expect(line).not.toContain('a@b.it');
    expect(line).not.toContain('pw-segreta');
    expect(line).not.toContain('sanity_session=abc');
    expect(line).toContain('[redatto]');
  });
});

// Outside audit, issue 23: the request log printed the ICS feed's path, and the secret in it is the feed's only credential.
describe('the log of a calendar feed request', () => {
  const lines: string[] = [];
  let t: TestApp;

  beforeAll(async () => {
    const logger = createLogger({ LOG_LEVEL: 'info', NODE_ENV: 'test' }, { write: (line: string) => void lines.push(line) });
    t = await createTestApp({ logger });
  });
  afterAll(() => t.close());

  test('names the feed route, never its secret, at every level the request is logged', async () => {
    const doctor = await registerDoctor(t.app);
    const created = await t.app.inject({ method: 'POST', url: '/api/calendar/feed', headers: { cookie: doctor.cookie } });
    expect(created.statusCode).toBe(201);
    const feedPath = new URL(created.json<{ url: string }>().url).pathname;
    const secret = /\/calendar\/feed\/(.+)\.ics$/.exec(feedPath)![1]!;
    lines.length = 0;
    expect((await t.app.inject({ method: 'GET', url: feedPath })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `${feedPath}?x=1` })).statusCode).toBe(200);
    // An unknown secret is as secret as a known one (a mistyped one is one letter away).
    expect((await t.app.inject({ method: 'GET', url: '/calendar/feed/quasi-giusto.ics' })).statusCode).toBe(404);
    const log = lines.join('');
    expect(log).toContain('/calendar/feed/[redatto]');
    expect(log).not.toContain(secret);
    expect(log).not.toContain('quasi-giusto');
  });

  test('the request URL of a feed path loses its secret; other paths are unchanged', () => {
    expect(urlWithoutQueryValues('/calendar/feed/abcDEF_123-x.ics?x=1')).toBe('/calendar/feed/[redatto]?x=…');
    expect(urlWithoutQueryValues('/calendar/feed/abc')).toBe('/calendar/feed/[redatto]');
    expect(urlWithoutQueryValues('/api/calendar/feed')).toBe('/api/calendar/feed');
  });
});
