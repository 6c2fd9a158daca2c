import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAndLogin, createTestApp, login, patientSpec, registerDoctor, registerPatient, type SignedIn, type TestApp } from '../../../test/helpers';
import { createTestClock } from '../../lib/clock';
import { auditLog } from '../../db/schema/privacy';

let t: TestApp;
let admin: SignedIn;
let doctor: SignedIn;
let patient: SignedIn;
const clock = createTestClock('2026-11-30T09:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await createAndLogin(t.app, patientSpec({ admin: 1 }));
  doctor = await registerDoctor(t.app, { displayName: 'Dott. Marco Bianchi' });
  patient = await registerPatient(t.app);
});
afterAll(() => t.close());

const inject = (who: SignedIn | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, ...(payload ? { payload } : {}) });

const plan = {
  name: 'Sanity Studio',
  price: 49.9,
  discountedPrice: 19.5,
  privileges: ['Agenda condivisa per lo studio', 'Fino a 5 professionisti'],
  offerDays: 60,
  active: true,
};

interface AdminPlan {
  id: string;
  name: string;
  price: number;
  discountedPrice: number;
  privileges: string[];
  offerDays: number;
  active: boolean;
  activeActivations: number;
}
interface Activation {
  id: string;
  doctor: { id: string; displayName: string; email: string };
  membership: { id: string; name: string };
  activatedAt: string;
  expiresAt: string;
  activeNow: boolean;
}

test.each([
  ['GET', '/api/admin/memberships', undefined],
  ['POST', '/api/admin/memberships', plan],
  ['PATCH', '/api/admin/memberships/pro', { active: false }],
  ['GET', '/api/admin/memberships/activations', undefined],
] as const)('%s %s: 401 signed out, 403 for a patient and a doctor', async (method, url, payload) => {
  expect((await inject(null, method, url, payload)).statusCode).toBe(401);
  expect((await inject(patient, method, url, payload)).statusCode).toBe(403);
  expect((await inject(doctor, method, url, payload)).statusCode).toBe(403);
});

describe('plans as data', () => {
  test('create: id from the name (or given), listed for the admin, offered only while active; audited', async () => {
    const created = await inject(admin, 'POST', '/api/admin/memberships', plan);
    expect(created.statusCode).toBe(201);
    expect(created.json<AdminPlan>()).toEqual({ id: 'sanity-studio', ...plan, activeActivations: 0 });
    const hidden = await inject(admin, 'POST', '/api/admin/memberships', { ...plan, id: 'prova-2027', name: 'Prova', active: false, privileges: [] });
    expect(hidden.statusCode).toBe(201);
    expect((await inject(admin, 'POST', '/api/admin/memberships', { ...plan, name: 'Altro' , id: 'prova-2027' })).statusCode).toBe(409);
    expect((await inject(admin, 'POST', '/api/admin/memberships', plan)).statusCode).toBe(409);

    const offered = (await inject(null, 'GET', '/api/memberships')).json<{ memberships: AdminPlan[] }>().memberships.map((m) => m.id);
    expect(offered).toEqual(expect.arrayContaining(['pro', 'sanity-studio']));
    expect(offered).not.toContain('prova-2027');
    const all = (await inject(admin, 'GET', '/api/admin/memberships')).json<{ memberships: AdminPlan[] }>().memberships.map((m) => m.id);
    expect(all).toEqual(expect.arrayContaining(['pro', 'sanity-studio', 'prova-2027']));
    // An inactive plan cannot be activated.
    const activate = await inject(doctor, 'POST', `/api/users/${doctor.user.id}/activate-membership`, { membershipId: 'prova-2027' });
    expect(activate.statusCode).toBe(404);

    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'admin.membership.create'));
    expect(entries.map((e) => e.targetId).sort()).toEqual(['prova-2027', 'sanity-studio']);
    expect(entries.every((e) => e.actorId === admin.user.id && e.subjectId === null)).toBe(true);
  });

  test('validation: 400 with an Italian message on the field', async () => {
    const cases: Array<[object, string, string]> = [
      [{ ...plan, price: -1 }, 'price', 'Inserisci un importo da € 0 a € 99.999,99 con al massimo due decimali.'],
      [{ ...plan, price: 10.555 }, 'price', 'Inserisci un importo da € 0 a € 99.999,99 con al massimo due decimali.'],
      [{ ...plan, price: '10' }, 'price', 'Inserisci un importo da € 0 a € 99.999,99 con al massimo due decimali.'],
      [{ ...plan, discountedPrice: 60 }, 'discountedPrice', 'Il prezzo scontato non può superare il prezzo pieno.'],
      [{ ...plan, privileges: Array.from({ length: 21 }, (_, i) => `Vantaggio ${i}`) }, 'privileges', 'Puoi indicare al massimo 20 vantaggi.'],
      [{ ...plan, privileges: ['ok', '  '] }, 'privileges.1', 'Ogni vantaggio deve avere da 1 a 200 caratteri.'],
      [{ ...plan, privileges: ['x'.repeat(201)] }, 'privileges.0', 'Ogni vantaggio deve avere da 1 a 200 caratteri.'],
      [{ ...plan, offerDays: 0 }, 'offerDays', 'Inserisci un numero intero di giorni da 1 a 3650.'],
      [{ ...plan, offerDays: 3651 }, 'offerDays', 'Inserisci un numero intero di giorni da 1 a 3650.'],
      [{ ...plan, offerDays: 1.5 }, 'offerDays', 'Inserisci un numero intero di giorni da 1 a 3650.'],
      [{ ...plan, name: ' ' }, 'name', 'Inserisci il nome del piano.'],
      [{ ...plan, name: 'Nuovo', id: 'Pro Plus' }, 'id', 'Usa solo lettere minuscole, cifre e trattini (al massimo 60 caratteri).'],
      [{ ...plan, name: 'Πλήρες' }, 'id', 'Dal nome non si ricava un identificativo: indicane uno con lettere minuscole, cifre e trattini.'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await inject(admin, 'POST', '/api/admin/memberships', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ error: { fields: Record<string, string> } }>().error.fields[field], JSON.stringify(payload)).toBe(message);
    }
    // PATCH checks discountedPrice ≤ price against the stored plan (Pro: 29 → 0).
    const above = await inject(admin, 'PATCH', '/api/admin/memberships/pro', { discountedPrice: 30 });
    expect(above.statusCode).toBe(400);
    expect(above.json<{ error: { fields: Record<string, string> } }>().error.fields.discountedPrice).toBe('Il prezzo scontato non può superare il prezzo pieno.');
    expect((await inject(admin, 'PATCH', '/api/admin/memberships/pro', {})).statusCode).toBe(400);
    expect((await inject(admin, 'PATCH', '/api/admin/memberships/nessuno', { active: false })).statusCode).toBe(404);
  });

  test('update: prices, privileges and active flag; the offer screen list follows', async () => {
    const updated = await inject(admin, 'PATCH', '/api/admin/memberships/pro', { discountedPrice: 9.99, privileges: ['Profilo in evidenza'] });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<AdminPlan>()).toMatchObject({ id: 'pro', price: 29, discountedPrice: 9.99, privileges: ['Profilo in evidenza'] });
    const offered = (await inject(null, 'GET', '/api/memberships')).json<{ memberships: AdminPlan[] }>().memberships;
    expect(offered.find((m) => m.id === 'pro')).toMatchObject({ discountedPrice: 9.99 });

    expect((await inject(admin, 'PATCH', '/api/admin/memberships/sanity-studio', { active: false })).statusCode).toBe(200);
    expect((await inject(null, 'GET', '/api/memberships')).json<{ memberships: AdminPlan[] }>().memberships.map((m) => m.id)).not.toContain('sanity-studio');
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admin.membership.update'), eq(auditLog.targetId, 'sanity-studio')));
    expect(entries).toEqual([expect.objectContaining({ details: { active: false } })]);
  });

  test('activations: newest first, paged, with doctor and plan, running or expired at the clock', async () => {
    const second = await registerDoctor(t.app, { displayName: 'Dott.ssa Laura Neri' });
    clock.set('2026-11-30T09:00:00Z');
    expect((await inject(doctor, 'POST', `/api/users/${doctor.user.id}/activate-membership`, { membershipId: 'pro' })).statusCode).toBe(200);
    clock.set('2026-12-01T09:00:00Z');
    expect((await inject(second, 'POST', `/api/users/${second.user.id}/activate-membership`, { membershipId: 'pro' })).statusCode).toBe(200);
    // Pro offer: 90 days. The first ended on 28 February, the second ends an hour from now.
    clock.set('2027-03-01T08:00:00Z');
    // Sessions have expired by then: sign in again.
    admin = { ...admin, cookie: await login(t.app, admin.user.email, 'Paziente123!') };

    const first = await inject(admin, 'GET', '/api/admin/memberships/activations?limit=1');
    expect(first.statusCode).toBe(200);
    const page1 = first.json<{ activations: Activation[]; nextCursor: string | null }>();
    expect(page1.activations).toHaveLength(1);
    expect(page1.activations[0]).toMatchObject({
      doctor: { id: second.user.id, displayName: 'Dott.ssa Laura Neri', email: second.user.email },
      membership: { id: 'pro', name: 'Sanity Pro' },
      activatedAt: '2026-12-01T09:00:00.000Z',
      activeNow: true,
    });
    expect(page1.nextCursor).toEqual(expect.any(String));
    const page2 = (await inject(admin, 'GET', `/api/admin/memberships/activations?limit=1&cursor=${page1.nextCursor}`)).json<{ activations: Activation[]; nextCursor: string | null }>();
    expect(page2.activations.map((a) => [a.doctor.id, a.activeNow])).toEqual([[doctor.user.id, false]]);
    expect(page2.nextCursor).toBeNull();

    const filtered = (await inject(admin, 'GET', '/api/admin/memberships/activations?membershipId=sanity-studio')).json<{ activations: Activation[] }>();
    expect(filtered.activations).toEqual([]);
    const counts = (await inject(admin, 'GET', '/api/admin/memberships')).json<{ memberships: AdminPlan[] }>().memberships;
    expect(counts.find((m) => m.id === 'pro')!.activeActivations).toBe(1);

    expect((await inject(admin, 'GET', '/api/admin/memberships/activations?cursor=inventato')).statusCode).toBe(400);
    expect((await inject(admin, 'GET', '/api/admin/memberships/activations?limit=101')).statusCode).toBe(400);
  });
});
