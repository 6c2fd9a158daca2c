import { afterEach, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';

/**
 * Whose X-Forwarded-For the server believes (TRUST_PROXY) decides the client's address, which the
 * per-IP rate limits and login throttling count by. Requests come from 127.0.0.1 (light-my-request),
 * standing for the reverse proxy; the search limit is 2 per minute.
 */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function searchesFrom(trustProxy: string, forwardedFor: string[]): Promise<number[]> {
  t = await createTestApp({ env: { TRUST_PROXY: trustProxy, RATE_LIMIT_SEARCH_PER_MINUTE: '2' } });
  const statuses: number[] = [];
  for (const header of forwardedFor) {
    const response = await t.app.inject({ method: 'GET', url: '/api/doctors', headers: { 'x-forwarded-for': header } });
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe('TRUST_PROXY', () => {
  test('off: X-Forwarded-For is ignored, every request is the connecting address', async () => {
    expect(await searchesFrom('false', ['203.0.113.1', '203.0.113.2', '203.0.113.3'])).toEqual([200, 200, 429]);
  });

  test("the proxy's address: the client is what the proxy appended, a forged left part changes nothing", async () => {
    // The client forged the first entry each time; the proxy (127.0.0.1) appended the address it saw.
    const statuses = await searchesFrom('127.0.0.1', ['6.6.6.1, 203.0.113.7', '6.6.6.2, 203.0.113.7', '6.6.6.3, 203.0.113.7', '198.51.100.9']);
    expect(statuses).toEqual([200, 200, 429, 200]);
  });

  test('true: every hop is believed, so a forged left-most address gets its own counter (why docs/deploy.md asks for addresses)', async () => {
    expect(await searchesFrom('true', ['6.6.6.1, 203.0.113.7', '6.6.6.2, 203.0.113.7', '6.6.6.3, 203.0.113.7'])).toEqual([200, 200, 200]);
  });

  test('the login throttle counts by the same address', async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1', LOGIN_MAX_FAILURES_PER_IP: '2' } });
    const attempt = (forwardedFor: string) =>
      t!.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { email: 'nessuno@example.it', password: 'Sbagliata123!' },
      });
    expect((await attempt('6.6.6.1, 203.0.113.8')).statusCode).toBe(401);
    expect((await attempt('6.6.6.2, 203.0.113.8')).statusCode).toBe(401);
    expect((await attempt('6.6.6.3, 203.0.113.8')).statusCode).toBe(429);
    // Another client behind the same proxy is not locked out by the first one's failures.
    expect((await attempt('203.0.113.9')).statusCode).toBe(401);
  });
});
