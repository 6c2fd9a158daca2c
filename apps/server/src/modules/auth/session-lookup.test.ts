import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestClock } from '../../lib/clock';
import { selectRows } from '../../fuzz/db-fingerprint';
import { createTestApp, registerDoctor, registerPatient, secondInstance, type TestApp } from '../../../test/helpers';

/**
 * ADR 0016: the session lookup of every signed-in request is one statement, and writes the session
 * only when its last use is more than five minutes old. BENCH_QUERY_STATS counts each request's
 * statements in `x-query-count`.
 */
const clock = createTestClock('2026-03-02T08:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { BENCH_QUERY_STATS: 'true' } });
});
afterAll(() => t.close());

const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
const lastSeen = async (userId: string) =>
  (await selectRows<{ at: Date }>(t.database.db, sql`select last_seen_at as at from sessions where user_id = ${userId}`)).map((r) => new Date(r.at).toISOString());

describe('session lookup', () => {
  test('GET /api/auth/me is one statement and answers the whole account, a doctor’s sectors included', async () => {
    const doctor = await registerDoctor(t.app, { sectors: ['dermatologia', 'cardiologia'] });
    const response = await me(doctor.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-query-count']).toBe('1');
    expect(response.json<{ user: Record<string, unknown> }>().user).toMatchObject({
      id: doctor.user.id,
      email: doctor.user.email,
      role: 'doctor',
      sectors: ['cardiologia', 'dermatologia'],
      doctorReview: { status: 'approved', reason: null },
    });
  });

  test('no write within five minutes of the last use; one after, and the session stays alive', async () => {
    const patient = await registerPatient(t.app);
    const signedInAt = clock.now().toISOString();
    clock.advance(4 * 60_000);
    for (let i = 0; i < 3; i += 1) expect((await me(patient.cookie)).headers['x-query-count']).toBe('1');
    expect(await lastSeen(patient.user.id)).toEqual([signedInAt]);

    clock.advance(2 * 60_000);
    expect((await me(patient.cookie)).statusCode).toBe(200);
    const touchedAt = clock.now().toISOString();
    // The touch is not awaited by the request: wait for it.
    await expect.poll(() => lastSeen(patient.user.id)).toEqual([touchedAt]);
    clock.advance(60_000);
    expect((await me(patient.cookie)).headers['x-query-count']).toBe('1');
    expect(await lastSeen(patient.user.id)).toEqual([touchedAt]);
  });

  test('a disabled or erased account is refused by the same statement at once', async () => {
    const patient = await registerPatient(t.app);
    expect((await me(patient.cookie)).statusCode).toBe(200);
    await t.app.services.users.setDisabled(patient.user.id, true);
    expect((await me(patient.cookie)).statusCode).toBe(401);
    await t.app.services.users.setDisabled(patient.user.id, false);
    expect((await me(patient.cookie)).statusCode).toBe(200);
    await t.database.db.execute(sql`update users set erased_at = ${clock.now().toISOString()}::timestamptz where id = ${patient.user.id}`);
    expect((await me(patient.cookie)).statusCode).toBe(401);
  });

  test('signed-in requests arriving together share look-ups, each answered with its own account; a logout on the other instance is refused at once', async () => {
    const { app: b, close } = await secondInstance(t, clock);
    try {
      const patients = await Promise.all([0, 1, 2, 3, 4].map((i) => registerPatient(t.app, { displayName: `Paziente ${i}` })));
      const leaving = await registerPatient(t.app);
      const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: leaving.cookie } });
      expect(logout.statusCode).toBeLessThan(300);
      const onB = (cookie: string) => b.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
      const answers = await Promise.all([...patients, ...patients, leaving].map((p) => onB(p.cookie)));
      [...patients, ...patients].forEach((p, i) => {
        expect(answers[i]!.statusCode).toBe(200);
        expect(answers[i]!.json<{ user: { id: string } }>().user.id).toBe(p.user.id);
      });
      expect(answers.at(-1)!.statusCode).toBe(401);
      // Eleven requests at once, fewer statements: those arriving while one was in flight went together in the next.
      const statements = answers.reduce((sum, r) => sum + Number(r.headers['x-query-count']), 0);
      expect(statements).toBeLessThan(answers.length);
    } finally {
      await close();
    }
  });
});
