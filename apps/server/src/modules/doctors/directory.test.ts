import type { DoctorList } from '@sanity/shared/schemas/doctors';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAccount, createTestApp, doctorSpec, login, patientSpec, type TestApp } from '../../../test/helpers';

let t: TestApp;
let marcoId: string;
let lauraId: string;
let patientCookie: string;
let marcoCookie: string;

const FILLER = 60;

beforeAll(async () => {
  t = await createTestApp();
  const marco = await createAccount(
    t.app.services,
    doctorSpec({
      displayName: 'Dott. Marco Bianchi',
      email: 'marco@esempio.it',
      specialization: 'Cardiologia',
      sectorIds: ['cardiologia', 'medicina-generale'],
      biografia: 'Mi occupo di prevenzione cardiovascolare, ipertensione e aritmie.',
    }),
  );
  const laura = await createAccount(
    t.app.services,
    doctorSpec({
      displayName: 'Dott.ssa Laura Esposito',
      specialization: 'Dermatologia',
      sectorIds: ['dermatologia'],
      biografia: 'Controllo dei nei con dermatoscopia digitale; acne e dermatiti.',
    }),
  );
  marcoId = marco.id;
  lauraId = laura.id;
  await createAccount(t.app.services, doctorSpec({ displayName: 'Elena Gallo', role: 'professionista', specialization: 'Oculistica', sectorIds: ['oculistica'] }));
  const disabled = await createAccount(t.app.services, doctorSpec({ displayName: 'Dott. Disabilitato Bianchi', sectorIds: ['cardiologia'] }));
  await t.app.services.users.setDisabled(disabled.id, true);
  await createAccount(t.app.services, patientSpec({ displayName: 'Giulia Bianchi', email: 'giulia@esempio.it' }));
  for (let i = 0; i < FILLER; i += 1) {
    await createAccount(
      t.app.services,
      doctorSpec({
        displayName: `Dott. Riempitivo ${String(i).padStart(2, '0')}`,
        specialization: 'Medicina generale',
        sectorIds: [i % 2 === 0 ? 'medicina-generale' : 'nutrizione'],
      }),
    );
  }
  patientCookie = await login(t.app, 'giulia@esempio.it', 'Paziente123!');
  marcoCookie = await login(t.app, 'marco@esempio.it', 'Dottore123!');
});
afterAll(() => t.close());

const list = async (query: string, cookie?: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/doctors${query}`, headers: cookie ? { cookie } : {} });
  return response;
};
const names = async (query: string, cookie?: string) => {
  const response = await list(query, cookie);
  expect(response.statusCode).toBe(200);
  return response.json<DoctorList>().doctors.map((d) => d.name);
};

describe('GET /api/doctors', () => {
  test('cards carry id, name, specialization, full biography, avatar and sectors', async () => {
    const response = await list('?q=esposito');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      doctors: [
        {
          id: lauraId,
          name: 'Dott.ssa Laura Esposito',
          specialization: 'Dermatologia',
          biografia: 'Controllo dei nei con dermatoscopia digitale; acne e dermatiti.',
          avatar: null,
          sectors: ['dermatologia'],
          isVerified: true,
          nextFreeSlot: null,
          practiceAddress: null,
          rating: null,
          visitModes: { inStudio: false, online: false },
        },
      ],
      nextCursor: null,
    });
  });

  test('search by name, specialization or a word of the bio, case-insensitive', async () => {
    expect(await names('?q=BIANCHI')).toEqual(['Dott. Marco Bianchi']);
    expect(await names('?q=dermatolog')).toEqual(['Dott.ssa Laura Esposito']);
    expect(await names('?q=Ipertensione')).toEqual(['Dott. Marco Bianchi']);
    expect(await names('?q=oculistica')).toEqual(['Elena Gallo']);
    expect(await names('?q=%20%20marco%20%20cardio%20')).toEqual(['Dott. Marco Bianchi']);
    expect(await names('?q=marco%20dermatologia')).toEqual([]);
    expect(await names('?q=100%25')).toEqual([]);
    expect(await names('?q=_')).toEqual([]);
  });

  test('sector filter: any of, duplicates ignored, combined with the search', async () => {
    expect(await names('?sectors=dermatologia')).toEqual(['Dott.ssa Laura Esposito']);
    expect(await names('?sectors=dermatologia,oculistica,dermatologia')).toEqual(['Dott.ssa Laura Esposito', 'Elena Gallo']);
    expect(await names('?sectors=dermatologia&sectors=oculistica')).toEqual(['Dott.ssa Laura Esposito', 'Elena Gallo']);
    expect(await names('?sectors=cardiologia&q=marco')).toEqual(['Dott. Marco Bianchi']);
    expect(await names('?sectors=settore-inesistente')).toEqual([]);
    expect(await names('?sectors=')).toHaveLength(24);
  });

  test('patients, disabled doctors and the signed-in user are not listed', async () => {
    expect(await names('?q=bianchi', patientCookie)).toEqual(['Dott. Marco Bianchi']);
    expect(await names('?q=bianchi', marcoCookie)).toEqual([]);
    expect(await names('?q=marco', marcoCookie)).toEqual([]);
  });

  test('paging with the cursor returns every doctor exactly once, by name', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `?limit=25${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const response = await list(query);
      expect(response.statusCode).toBe(200);
      const body = response.json<DoctorList>();
      expect(body.doctors.length).toBeLessThanOrEqual(25);
      seen.push(...body.doctors.map((d) => d.id));
      cursor = body.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(FILLER + 3);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toContain(marcoId);
  });

  test('default page size 24; bad limit, cursor or search give 400 in Italian, never 500', async () => {
    const first = await list('');
    expect(first.json<DoctorList>().doctors).toHaveLength(24);
    expect(first.json<DoctorList>().nextCursor).toEqual(expect.any(String));
    for (const [query, message] of [
      ['?limit=0', 'Il numero di risultati deve essere tra 1 e 50'],
      ['?limit=51', 'Il numero di risultati deve essere tra 1 e 50'],
      ['?limit=abc', 'Il numero di risultati deve essere tra 1 e 50'],
      ['?limit=2.5', 'Il numero di risultati deve essere tra 1 e 50'],
      ['?cursor=non-valido', 'La pagina richiesta non è valida. Ricarica l’elenco.'],
      [`?cursor=${Buffer.from('{"a":1}').toString('base64url')}`, 'La pagina richiesta non è valida. Ricarica l’elenco.'],
      [`?q=${'a'.repeat(101)}`, 'La ricerca può contenere al massimo 100 caratteri'],
    ] as const) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ error: { code: string; message: string } }>().error, query).toMatchObject({ code: 'invalid-argument', message });
    }
  });
});
