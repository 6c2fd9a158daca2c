import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { membershipActivations } from '../../db/schema/memberships';
import { createTestApp, registerDoctor, type SignedIn, type TestApp } from '../../../test/helpers';

let t: TestApp;
let doctor: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  doctor = await registerDoctor(t.app);
});
afterAll(() => t.close());

const activate = (who: SignedIn, membershipId = 'pro') =>
  t.app.inject({
    method: 'POST',
    url: `/api/users/${who.user.id}/activate-membership`,
    headers: { cookie: who.cookie },
    payload: { membershipId },
  });

describe('GET /api/memberships', () => {
  test('lists only active plans: the Pro offer', async () => {
    await t.database.db.execute(
      sql`insert into memberships (id, name, active, privileges, price, discounted_price, offer_days)
          values ('legacy', 'Piano dismesso', false, '{}', 9.90, 9.90, 30)`,
    );
    const response = await t.app.inject({ method: 'GET', url: '/api/memberships' });
    expect(response.statusCode).toBe(200);
    const { memberships } = response.json<{ memberships: Array<{ id: string; privileges: string[] }> }>();
    expect(memberships).toHaveLength(1);
    expect(memberships[0]).toMatchObject({ id: 'pro', name: 'Sanity Pro', active: true, price: 29, discountedPrice: 0, offerDays: 90 });
    expect(memberships[0]!.privileges).toContain('Sincronizzazione con il tuo calendario');
    expect(memberships[0]!.privileges.length).toBeGreaterThanOrEqual(4);
  });
});

describe('POST /api/users/:uid/activate-membership', () => {
  test('returns an expiry 90 days after activation, and is idempotent', async () => {
    const first = await activate(doctor);
    expect(first.statusCode).toBe(200);
    const body = first.json<{ membershipId: string; activatedAt: string; expiryDate: string }>();
    expect(body.membershipId).toBe('pro');
    const days = (Date.parse(body.expiryDate) - Date.parse(body.activatedAt)) / (24 * 60 * 60 * 1000);
    expect(days).toBe(90);
    expect(Math.abs(Date.parse(body.activatedAt) - Date.now())).toBeLessThan(60_000);

    const again = await activate(doctor);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(body);
    const [concurrentA, concurrentB] = await Promise.all([activate(doctor), activate(doctor)]);
    expect(concurrentA.json()).toEqual(body);
    expect(concurrentB.json()).toEqual(body);
    const [row] = await t.database.db
      .select({ n: count() })
      .from(membershipActivations)
      .where(eq(membershipActivations.userId, doctor.user.id));
    expect(row!.n).toBe(1);
  });

  test('two doctors activating at once each get their own activation', async () => {
    const a = await registerDoctor(t.app);
    const b = await registerDoctor(t.app);
    const [ra, rb] = await Promise.all([activate(a), activate(b)]);
    expect(ra.statusCode).toBe(200);
    expect(rb.statusCode).toBe(200);
  });

  test('an unknown or inactive plan is 404 Membership non disponibile.', async () => {
    for (const id of ['gold', 'legacy']) {
      const response = await activate(doctor, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'not-found', message: 'Membership non disponibile.' } });
    }
  });

  test('a missing membershipId is a 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/users/${doctor.user.id}/activate-membership`,
      headers: { cookie: doctor.cookie },
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { code: string; fields: Record<string, string> } }>().error.fields).toHaveProperty('membershipId');
  });
});
