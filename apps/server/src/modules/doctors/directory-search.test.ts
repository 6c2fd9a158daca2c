import { emptyWeek } from '@sanity/shared/domain/practice/time-slots';
import type { DoctorList } from '@sanity/shared/schemas/doctors';
import type { Availability, ServiceInput } from '@sanity/shared/schemas/practice';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestClock } from '../../lib/clock';
import { createPracticeAddress } from '../../seed/factories';
import { VISIT } from '../../../test/booking';
import { createAccount, createTestApp, doctorSpec, login, type TestApp } from '../../../test/helpers';

/** Monday 23 November 2026, 11:00 in Rome. */
const clock = createTestClock('2026-11-23T10:00:00Z');
const SKIN: ServiceInput = { ...VISIT, id: 'dermatologia_1767225600001', sectorId: 'dermatologia', name: 'Visita dermatologica', customFields: [] };

let t: TestApp;

/** A verified doctor with a practice address; `day`: the weekday of their hours (none: no free slot). */
async function doctor(displayName: string, sectorIds: string[], specialization: string, place: { city: string; province: string } | null, extra: { biografia?: string; day?: 'monday' | 'thursday' } = {}) {
  const email = `${displayName.toLowerCase().replace(/[^a-z]+/g, '.')}@esempio.it`;
  const row = await createAccount(t.app.services, doctorSpec({ displayName, email, specialization, sectorIds, biografia: extra.biografia ?? '' }));
  if (place) await createPracticeAddress(t.app.services, row.id, { street: 'Via Roma 1', cap: '20100', ...place });
  if (extra.day) {
    const cookie = await login(t.app, email, 'Dottore123!');
    const availabilities: Availability[] = [{ serviceId: SKIN.id, weeklySchedule: { ...emptyWeek(), [extra.day]: { isAvailable: true, timeSlots: [{ start: '09:00', end: '12:00' }] } } }];
    const response = await t.app.inject({ method: 'PUT', url: '/api/practice/config', headers: { cookie }, payload: { services: [SKIN], availabilities } });
    if (response.statusCode !== 200) throw new Error(`practice config: ${response.statusCode} ${response.body}`);
  }
  return row;
}

const MILANO = { city: 'Milano', province: 'MI' };

beforeAll(async () => {
  t = await createTestApp({ clock });
  // Laura works Thursdays (first slot 26 November), Zoe Mondays (30 November: today's hours have passed).
  await doctor('Dott.ssa Laura Esposito', ['dermatologia'], 'Dermatologia', MILANO, { day: 'thursday' });
  await doctor('Dott.ssa Zoe Amato', ['dermatologia'], 'Dermatologia e venereologia', MILANO, { day: 'monday' });
  await doctor('Dott.ssa Chiara Ferri', ['dermatologia'], 'Dermatologa', { city: 'Torino', province: 'TO' });
  await doctor('Dott. Marco Bianchi', ['cardiologia'], 'Cardiologia', MILANO, { biografia: 'Collaboro con un dermatologo per le visite della pelle.' });
  await doctor('Dott.ssa Elena Gallo', ['oculistica'], 'Oculistica', MILANO);
  await doctor('Dott. Giorgio Rossi', ['ortopedia'], 'Ortopedia', { city: 'Forlì', province: 'FC' });
  await doctor('Dott.ssa Anna Milanesi', ['psicologia'], 'Psicologa', { city: 'Roma', province: 'RM' });
  await doctor('Dott. Paolo Conti', ['odontoiatria'], 'Odontoiatria', null);
});
afterAll(() => t.close());

async function names(q: string, extra = ''): Promise<string[]> {
  const response = await t.app.inject({ method: 'GET', url: `/api/doctors?q=${encodeURIComponent(q)}${extra}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DoctorList>().doctors.map((d) => d.name);
}

describe('GET /api/doctors?q= (issue 24)', () => {
  test('a profession and a city: the dermatologists of Milan, the earliest free slot first, then a doctor whose biography names it', async () => {
    // Laura's first slot (Thursday 26) comes before Zoe's (Monday 30), so Laura leads although Amato sorts first by name.
    expect(await names('dermatologo milano')).toEqual(['Dott.ssa Laura Esposito', 'Dott.ssa Zoe Amato', 'Dott. Marco Bianchi']);
  });

  test('the profession alone, in any of its forms, finds every dermatologist', async () => {
    const dermatologists = ['Dott.ssa Laura Esposito', 'Dott.ssa Zoe Amato', 'Dott.ssa Chiara Ferri'];
    for (const q of ['dermatologo', 'dermatologa', 'Dermatologia', 'dermatologi']) {
      expect((await names(q)).slice(0, 3).sort(), q).toEqual([...dermatologists].sort());
    }
    expect(await names('dentista')).toEqual(['Dott. Paolo Conti']);
    expect(await names('oculista')).toEqual(['Dott.ssa Elena Gallo']);
  });

  test('a city finds every doctor practising there, and only a whole name ("Milanesi" is not in Milano)', async () => {
    expect((await names('Milano')).sort()).toEqual(['Dott. Marco Bianchi', 'Dott.ssa Elena Gallo', 'Dott.ssa Laura Esposito', 'Dott.ssa Zoe Amato'].sort());
    expect(await names('FC')).toEqual(['Dott. Giorgio Rossi']);
  });

  test('words in any order, without accents or with them, and titles aside', async () => {
    expect(await names('milano dermatologo')).toEqual(await names('dermatologo milano'));
    expect(await names('forli')).toEqual(['Dott. Giorgio Rossi']);
    expect(await names('FORLÌ ortopedico')).toEqual(['Dott. Giorgio Rossi']);
    expect(await names('dottoressa esposito')).toEqual(['Dott.ssa Laura Esposito']);
    expect(await names('un dermatologo a Torino')).toEqual(['Dott.ssa Chiara Ferri']);
  });

  test('typos in longer words are forgiven when nothing matches as typed', async () => {
    // The biography is not searched with typos: too much text to stay precise.
    expect(await names('dermatolgo Mialno')).toEqual(['Dott.ssa Laura Esposito', 'Dott.ssa Zoe Amato']);
    expect(await names('Esposto')).toEqual(['Dott.ssa Laura Esposito']);
    expect(await names('oculsta')).toEqual(['Dott.ssa Elena Gallo']);
    expect(await names('zzzzzz')).toEqual([]);
  });

  test('a name, a part of it, and the filters still apply', async () => {
    expect(await names('Laura Esposito')).toEqual(['Dott.ssa Laura Esposito']);
    expect(await names('espo')).toEqual(['Dott.ssa Laura Esposito']);
    expect(await names('dermatologo', '&city=Torino')).toEqual(['Dott.ssa Chiara Ferri']);
    expect(await names('milano', '&sectors=oculistica')).toEqual(['Dott.ssa Elena Gallo']);
    // Titles alone ask for no one in particular: the whole directory.
    expect(await names('Dottore')).toHaveLength(8);
  });

  test('pages of a search follow the ranking; a cursor of another kind is a 400', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/doctors?q=dermatologo&limit=2' });
    const body = first.json<DoctorList>();
    expect(body.doctors.map((d) => d.name)).toEqual(['Dott.ssa Laura Esposito', 'Dott.ssa Zoe Amato']);
    expect(body.nextCursor).toEqual(expect.any(String));
    const second = await t.app.inject({ method: 'GET', url: `/api/doctors?q=dermatologo&limit=2&cursor=${encodeURIComponent(body.nextCursor!)}` });
    expect(second.json<DoctorList>().doctors.map((d) => d.name)).toEqual(['Dott.ssa Chiara Ferri', 'Dott. Marco Bianchi']);
    expect(second.json<DoctorList>().nextCursor).toBeNull();
    const browse = await t.app.inject({ method: 'GET', url: '/api/doctors?limit=2' });
    const wrong = await t.app.inject({ method: 'GET', url: `/api/doctors?q=dermatologo&cursor=${encodeURIComponent(browse.json<DoctorList>().nextCursor!)}` });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ error: { message: string } }>().error.message).toBe('La pagina richiesta non è valida. Ricarica l’elenco.');
  });
});
