import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';

// BENCH_QUERY_STATS (plugins/query-stats.ts): the statement count `npm run bench --explain` reports per endpoint.
describe('x-query-count (BENCH_QUERY_STATS)', () => {
  let on: TestApp;
  let off: TestApp;
  beforeAll(async () => {
    on = await createTestApp({ env: { BENCH_QUERY_STATS: 'true' }, demo: true, listen: 0 });
    off = await createTestApp({ listen: 0 });
  });
  afterAll(async () => {
    await on.close();
    await off.close();
  });

  test('when on, each response counts only its own statements, also with requests running at once', async () => {
    // GET /api/health sends exactly one statement (select 1).
    const replies = await Promise.all(Array.from({ length: 20 }, () => fetch(`${on.baseUrl}/api/health`)));
    expect(replies.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(replies.map((r) => r.headers.get('x-query-count'))).toEqual(Array(20).fill('1'));
  });

  test('when on, the statements after the body is parsed and the session lookup are counted', async () => {
    const login = await fetch(`${on.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: on.baseUrl! },
      body: JSON.stringify({ email: 'paziente@sanity.demo', password: 'Paziente123!' }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie().find((c) => c.startsWith('sanity_session='))!.split(';')[0]!;
    expect(Number(login.headers.get('x-query-count'))).toBeGreaterThan(0);

    const anonymous = await fetch(`${on.baseUrl}/api/auth/me`);
    const signedIn = await fetch(`${on.baseUrl}/api/auth/me`, { headers: { cookie } });
    expect(signedIn.status).toBe(200);
    // Without a cookie there is no session to look up.
    expect(anonymous.headers.get('x-query-count')).toBe('0');
    expect(Number(signedIn.headers.get('x-query-count'))).toBeGreaterThan(0);
  });

  test('when off (the default), no response carries the header', async () => {
    const health = await fetch(`${off.baseUrl}/api/health`);
    expect(health.status).toBe(200);
    expect(health.headers.has('x-query-count')).toBe(false);
    const missing = await fetch(`${off.baseUrl}/api/nothing-here`);
    expect(missing.headers.has('x-query-count')).toBe(false);
  });
});
