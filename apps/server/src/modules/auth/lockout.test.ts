import { it as msg } from '@sanity/shared/i18n/it';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestClock } from '../../lib/clock';
import { createAccount, createTestApp, login, patientSpec, type TestApp } from '../../../test/helpers';

// Lock-out by (account, address) with growing delays (docs/decisions/0003-login-throttling.md, update for issue 12).
const clock = createTestClock('2026-11-23T10:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const attempt = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

/** An account whose owner signed in once from `homeIp` (their session is still open there). */
async function ownerAt(homeIp: string) {
  const spec = patientSpec({ password: 'Giusta-Davvero-7' });
  await createAccount(t.app.services, spec);
  await login(t.app, spec.email, spec.password, homeIp);
  return spec;
}

describe('a password spray against one account', () => {
  test('30 wrong passwords from 30 addresses: the owner still signs in from home; an attacker address waits and recovers', async () => {
    const owner = await ownerAt('198.51.100.1');
    for (let i = 1; i <= 30; i += 1) {
      const response = await attempt(owner.email, `Tentativo-${i}`, `203.0.113.${i}`);
      expect(response.statusCode).toBe(401);
      clock.advance(1000);
    }
    // The owner, from the network where they had a session, with the right password.
    expect((await attempt(owner.email, owner.password, '198.51.100.1')).statusCode).toBe(200);
    // The owner from a network with no failures of its own (their phone) is not blocked either.
    expect((await attempt(owner.email, owner.password, '192.0.2.200')).statusCode).toBe(200);
    // An attacker address that already failed: slowed, with Retry-After, even with the right password.
    const slowed = await attempt(owner.email, 'Tentativo-31', '203.0.113.7');
    expect(slowed.statusCode).toBe(429);
    const seconds = Number(slowed.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(slowed.json()).toEqual({ error: { code: 'too-many-requests', message: msg.security.loginSlowDown(seconds) } });
    // Capped at the window: older failures slide out of it meanwhile, so the wait never exceeds it.
    expect(seconds).toBeLessThanOrEqual(15 * 60);
    const half = Math.floor(seconds / 2);
    clock.advance(half * 1000);
    expect((await attempt(owner.email, 'Tentativo-31', '203.0.113.7')).statusCode).toBe(429);
    clock.advance((seconds - half) * 1000);
    expect((await attempt(owner.email, 'Tentativo-31', '203.0.113.7')).statusCode).toBe(401);
  });

  test('the delay grows with each further failure: 2, 4, 8 seconds', async () => {
    const owner = await ownerAt('198.51.100.2');
    for (let i = 1; i <= 5; i += 1) expect((await attempt(owner.email, `Tentativo-${i}`, `203.0.113.${100 + i}`)).statusCode).toBe(401);
    const attacker = '203.0.113.101';
    for (const seconds of [2, 4, 8]) {
      const slowed = await attempt(owner.email, 'Ancora-uno-1', attacker);
      expect(slowed.statusCode).toBe(429);
      expect(slowed.headers['retry-after']).toBe(String(seconds));
      clock.advance(seconds * 1000);
      expect((await attempt(owner.email, 'Ancora-uno-1', attacker)).statusCode).toBe(401);
    }
    // The owner is never slowed from home.
    expect((await attempt(owner.email, owner.password, '198.51.100.2')).statusCode).toBe(200);
  });

  test('one address guessing one account: 5 failures block that pair only', async () => {
    const owner = await ownerAt('198.51.100.3');
    const attacker = '203.0.113.200';
    for (let i = 0; i < 5; i += 1) {
      expect((await attempt(owner.email, `Tentativo-${i}`, attacker)).statusCode).toBe(401);
      clock.advance(60_000);
    }
    const blocked = await attempt(owner.email, owner.password, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: { code: 'too-many-requests', message: 'Troppi tentativi falliti. Riprova più tardi.' } });
    expect((await attempt(owner.email, owner.password, '198.51.100.3')).statusCode).toBe(200);
    // The window passes: the pair may try again.
    clock.advance(15 * 60 * 1000);
    expect((await attempt(owner.email, owner.password, attacker)).statusCode).toBe(200);
  });
});
