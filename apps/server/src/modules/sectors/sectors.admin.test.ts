import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAndLogin, createTestApp, patientSpec, registerDoctor, registerPatient, type SignedIn, type TestApp } from '../../../test/helpers';
import { auditLog } from '../../db/schema/privacy';
import { sectors } from '../../db/schema/sectors';
import { userSectors } from '../../db/schema/users';

let t: TestApp;
let admin: SignedIn;
let doctor: SignedIn;
let patient: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAndLogin(t.app, patientSpec({ admin: 1 }));
  doctor = await registerDoctor(t.app, { sectors: ['cardiologia'] });
  patient = await registerPatient(t.app);
});
afterAll(() => t.close());

const as = (who: SignedIn | null) => (who ? { cookie: who.cookie } : {});
const inject = (who: SignedIn | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: as(who), ...(payload ? { payload } : {}) });

interface AdminSector {
  id: string;
  name: string;
  description: string | null;
  active: boolean;
  usage: { doctors: number; services: number; articles: number };
}

const activeIds = async () => (await inject(null, 'GET', '/api/sectors')).json<{ sectors: Array<{ id: string }> }>().sectors.map((s) => s.id);
const auditOf = (action: string, targetId: string) =>
  t.database.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));

describe('admin-only sector routes', () => {
  const routes: Array<[method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object]> = [
    ['GET', '/api/admin/sectors'],
    ['POST', '/api/sectors', { name: 'Geriatria' }],
    ['PATCH', '/api/sectors/cardiologia', { active: false }],
    ['DELETE', '/api/sectors/cardiologia'],
  ];
  test.each(routes)('%s %s: 401 signed out, 403 for a patient and a doctor', async (method, url, payload) => {
    expect((await inject(null, method, url, payload)).statusCode).toBe(401);
    for (const who of [patient, doctor]) {
      const response = await inject(who, method, url, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json<{ error: { message: string } }>().error.message).toMatch(/[a-zà-ù]/);
    }
    // Nothing changed.
    expect((await t.database.db.select().from(sectors).where(eq(sectors.id, 'cardiologia')))[0]!.active).toBe(true);
  });
});

describe('public sector calls', () => {
  test('GET /api/sectors/:id answers one sector; an unknown id is 404 in Italian', async () => {
    const one = await inject(null, 'GET', '/api/sectors/cardiologia');
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: 'cardiologia', name: 'Cardiologia', active: true });
    const missing = await inject(null, 'GET', '/api/sectors/non-esiste');
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ error: { message: string } }>().error.message).toBe('Settore non trovato.');
  });

  test('POST /api/sectors/verify splits ids into existing active ones and the rest', async () => {
    const response = await inject(null, 'POST', '/api/sectors/verify', { sectorIds: ['cardiologia', 'inventato', 'cardiologia', 'chirurgia-estetica'] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ valid: ['cardiologia'], invalid: ['inventato', 'chirurgia-estetica'] });
    const tooMany = await inject(null, 'POST', '/api/sectors/verify', { sectorIds: Array.from({ length: 51 }, (_, i) => `s${i}`) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<{ error: { fields: Record<string, string> } }>().error.fields.sectorIds).toBe('Puoi verificare al massimo 50 settori alla volta.');
  });
});

describe('sector administration', () => {
  test('create: the id is a slug of the name; a clash (id or name in any case) is 409', async () => {
    const created = await inject(admin, 'POST', '/api/sectors', { name: '  Medicina interna ', description: 'Diagnosi e cura delle malattie degli organi interni.' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id: 'medicina-interna',
      name: 'Medicina interna',
      description: 'Diagnosi e cura delle malattie degli organi interni.',
      active: true,
      usage: { doctors: 0, services: 0, articles: 0 },
    });
    expect(await activeIds()).toContain('medicina-interna');
    expect(await auditOf('admin.sector.create', 'medicina-interna')).toEqual([
      expect.objectContaining({ actorId: admin.user.id, actorRole: 'admin', subjectId: null, details: { active: true } }),
    ]);

    for (const name of ['Medicina Interna', 'MEDICINA INTERNA', 'Medicina  interna', 'Cardiologia']) {
      const clash = await inject(admin, 'POST', '/api/sectors', { name });
      expect(clash.statusCode, name).toBe(409);
      expect(clash.json<{ error: { message: string } }>().error.message).toBe('Esiste già un settore con questo nome.');
    }
    const accents = await inject(admin, 'POST', '/api/sectors', { name: 'Medicina dell’età evolutiva', active: false });
    expect(accents.statusCode).toBe(201);
    expect(accents.json<AdminSector>()).toMatchObject({ id: 'medicina-dell-eta-evolutiva', active: false, description: null });
    expect(await activeIds()).not.toContain('medicina-dell-eta-evolutiva');
  });

  test('create: a name in another script has letters, yet no id can be made of it; compatibility letters and ß keep their meaning', async () => {
    for (const name of ['Ωτορινολαρυγγολογία', '眼科']) {
      const response = await inject(admin, 'POST', '/api/sectors', { name });
      expect(response.statusCode, name).toBe(400);
      expect(response.json<{ error: { fields: Record<string, string> } }>().error.fields.name, name).toBe(
        'Il nome deve contenere almeno una lettera dell’alfabeto latino o una cifra: ne ricaviamo l’identificativo del settore.',
      );
    }
    const ligature = await inject(admin, 'POST', '/api/sectors', { name: 'Medicina ﬁsica' });
    expect(ligature.statusCode, ligature.body).toBe(201);
    expect(ligature.json<AdminSector>().id).toBe('medicina-fisica');
    const sharp = await inject(admin, 'POST', '/api/sectors', { name: 'Fußpflege' });
    expect(sharp.statusCode, sharp.body).toBe(201);
    expect(sharp.json<AdminSector>().id).toBe('fusspflege');
  });

  test('create and update refuse bad input with Italian field errors (400)', async () => {
    const cases: Array<[object, string, string]> = [
      [{ name: '' }, 'name', 'Inserisci il nome del settore.'],
      [{ name: '   ' }, 'name', 'Inserisci il nome del settore.'],
      [{ name: '!!!' }, 'name', 'Il nome deve contenere almeno una lettera o una cifra.'],
      [{ name: 'x'.repeat(81) }, 'name', 'Il nome può avere al massimo 80 caratteri.'],
      [{ name: 'Allergologia', description: 'd'.repeat(501) }, 'description', 'La descrizione può avere al massimo 500 caratteri.'],
      [{ name: 'Allergologia', active: 'sì' }, 'active', 'Richiesta non valida.'],
      [{ name: 'Aller\u0000gologia' }, 'name', 'Richiesta non valida.'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await inject(admin, 'POST', '/api/sectors', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ error: { fields: Record<string, string> } }>().error.fields[field]).toBe(message);
    }
    expect((await inject(admin, 'PATCH', '/api/sectors/cardiologia', {})).statusCode).toBe(400);
    expect((await inject(admin, 'PATCH', '/api/sectors/non-esiste', { active: false })).statusCode).toBe(404);
  });

  test('rename keeps the id; a rename onto another name is 409; the admin list shows inactive sectors with usage', async () => {
    const renamed = await inject(admin, 'PATCH', '/api/sectors/medicina-interna', { name: 'Medicina Interna e Geriatria', description: '' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<AdminSector>()).toMatchObject({ id: 'medicina-interna', name: 'Medicina Interna e Geriatria', description: null });
    // Its own name in another case is not a clash.
    expect((await inject(admin, 'PATCH', '/api/sectors/medicina-interna', { name: 'Medicina interna e geriatria' })).statusCode).toBe(200);
    expect((await inject(admin, 'PATCH', '/api/sectors/medicina-interna', { name: 'cardiologia' })).statusCode).toBe(409);
    expect(await auditOf('admin.sector.update', 'medicina-interna')).toHaveLength(2);

    const list = await inject(admin, 'GET', '/api/admin/sectors');
    expect(list.statusCode).toBe(200);
    const all = list.json<{ sectors: AdminSector[] }>().sectors;
    expect(all.find((s) => s.id === 'chirurgia-estetica')).toMatchObject({ active: false });
    expect(all.find((s) => s.id === 'cardiologia')!.usage.doctors).toBeGreaterThanOrEqual(1);
    expect(all.find((s) => s.id === 'medicina-interna')!.usage).toEqual({ doctors: 0, services: 0, articles: 0 });
  });

  test('deactivate: gone from GET /api/sectors and from registration, still on the doctor’s profile, who can still save it', async () => {
    const other = await registerDoctor(t.app, { sectors: ['dermatologia', 'cardiologia'] });
    const off = await inject(admin, 'PATCH', '/api/sectors/dermatologia', { active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json<AdminSector>()).toMatchObject({ active: false, usage: { doctors: 1 } });
    expect(await auditOf('admin.sector.update', 'dermatologia')).toEqual([expect.objectContaining({ details: { renamed: false, described: false, active: false } })]);
    expect(await activeIds()).not.toContain('dermatologia');
    // Still readable by id and in the full list (names on profiles that keep it).
    expect((await inject(null, 'GET', '/api/sectors/dermatologia')).json()).toMatchObject({ name: 'Dermatologia', active: false });
    const full = (await inject(null, 'GET', '/api/sectors?include=inactive')).json<{ sectors: AdminSector[] }>().sectors;
    expect(full.find((s) => s.id === 'dermatologia')).toMatchObject({ active: false });
    expect((await inject(null, 'GET', '/api/sectors?include=tutto')).statusCode).toBe(400);

    // The doctor keeps it, on the public profile and in the directory.
    const profile = await inject(null, 'GET', `/api/doctors/${other.user.id}`);
    expect(profile.statusCode).toBe(200);
    expect(JSON.stringify(profile.json())).toContain('"dermatologia"');
    const directory = await inject(patient, 'GET', '/api/doctors?sectors=cardiologia&limit=50');
    expect(directory.statusCode).toBe(200);
    expect(JSON.stringify(directory.json())).toContain(other.user.id);

    // Saving the profile with the kept sector works; adding an inactive one it did not have does not.
    const keep = await inject(other, 'PATCH', `/api/users/${other.user.id}`, { sectors: ['dermatologia', 'cardiologia'], biografia: 'Dermatologo.' });
    expect(keep.statusCode).toBe(200);
    const add = await inject(doctor, 'PATCH', `/api/users/${doctor.user.id}`, { sectors: ['cardiologia', 'dermatologia'] });
    expect(add.statusCode).toBe(400);
    // Registration no longer offers it.
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        role: 'doctor',
        displayName: 'Laura Neri',
        email: `laura.neri.${Date.now()}@esempio.it`,
        password: 'Dottore123!',
        confirmPassword: 'Dottore123!',
        acceptTerms: true,
        specialization: 'Dermatologia',
        licenseNumber: 'MI-99999',
        sectors: ['dermatologia'],
      },
    });
    expect(register.statusCode).toBe(400);

    // Reactivated, it is offered again.
    expect((await inject(admin, 'PATCH', '/api/sectors/dermatologia', { active: true })).statusCode).toBe(200);
    expect(await activeIds()).toContain('dermatologia');
  });

  test('delete: an unused sector goes (204); one in use is 409 and stays', async () => {
    expect((await inject(admin, 'DELETE', '/api/sectors/medicina-dell-eta-evolutiva')).statusCode).toBe(204);
    expect((await inject(null, 'GET', '/api/sectors/medicina-dell-eta-evolutiva')).statusCode).toBe(404);
    expect(await auditOf('admin.sector.delete', 'medicina-dell-eta-evolutiva')).toHaveLength(1);
    expect((await inject(admin, 'DELETE', '/api/sectors/medicina-dell-eta-evolutiva')).statusCode).toBe(404);

    const inUse = await inject(admin, 'DELETE', '/api/sectors/cardiologia');
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json<{ error: { message: string } }>().error.message).toMatch(/^Il settore è in uso \(\d+ professionist[ai], \d+ prestazion[ei], \d+ articol[oi]\) e non può essere eliminato: puoi disattivarlo\.$/);
    expect((await inject(null, 'GET', '/api/sectors/cardiologia')).statusCode).toBe(200);
    expect(await auditOf('admin.sector.delete', 'cardiologia')).toHaveLength(0);
  });

  test('a sector a doctor chose a moment ago counts as in use (409)', async () => {
    await inject(admin, 'POST', '/api/sectors', { name: 'Angiologia' });
    await t.database.db.insert(userSectors).values({ userId: doctor.user.id, sectorId: 'angiologia' });
    const response = await inject(admin, 'DELETE', '/api/sectors/angiologia');
    expect(response.statusCode).toBe(409);
    expect((await inject(null, 'GET', '/api/sectors/angiologia')).statusCode).toBe(200);
  });
});
