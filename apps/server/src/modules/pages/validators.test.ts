import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, registerDoctor, type SignedIn, type TestApp } from '../../../test/helpers';

/**
 * Issue 27: public reads and the directory's API answer with a validator; a client that sends it
 * back gets 304 and no body while nothing changed, and the new answer once something did.
 */
let t: TestApp;
let doctor: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  doctor = await registerDoctor(t.app);
});
afterAll(() => t.close());

async function revalidate(url: string): Promise<void> {
  const first = await t.app.inject({ method: 'GET', url });
  expect(first.statusCode, first.body).toBe(200);
  const tag = first.headers.etag;
  expect(tag).toMatch(/^W\/"/);
  const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(tag) } });
  expect(again.statusCode).toBe(304);
  expect(again.body).toBe('');
}

describe('validators on public reads', () => {
  test('a doctor’s public profile: 304 while unchanged, 200 with a new validator after the doctor edits it', async () => {
    const url = `/api/doctors/${doctor.user.id}`;
    await revalidate(url);
    const tag = (await t.app.inject({ method: 'GET', url })).headers.etag;
    const saved = await t.app.inject({ method: 'PATCH', url: `/api/users/${doctor.user.id}`, headers: { cookie: doctor.cookie }, payload: { biografia: 'Cardiologo a Milano da vent’anni.' } });
    expect(saved.statusCode, saved.body).toBe(200);
    const changed = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(tag) } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(tag);
    expect(changed.body).toContain('vent’anni');
  });

  test('the directory and the sectors', async () => {
    await revalidate('/api/doctors?limit=24');
    await revalidate('/api/sectors');
  });

  test('nothing personal carries one: the signed-in account', async () => {
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: doctor.cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.headers.etag).toBeUndefined();
  });
});
