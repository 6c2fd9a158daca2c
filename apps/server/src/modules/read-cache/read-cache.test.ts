import { emptyWeek } from '@sanity/shared/domain/practice/time-slots';
import type { Article, ArticleList, ArticleSaved } from '@sanity/shared/schemas/articles';
import type { DoctorList, DoctorPublic } from '@sanity/shared/schemas/doctors';
import type { Availability, Service } from '@sanity/shared/schemas/practice';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { book, bookingPayload, ECG, romeIso, VISIT } from '../../../test/booking';
import { createTestApp, login, registerDoctor, registerPatient, secondInstance, type SignedIn, type TestApp } from '../../../test/helpers';
import { markEmailVerified } from '../../../test/verification';
import { createTestClock } from '../../lib/clock';
import { coalesceVersionReads, scope, versionsSelect } from './read-versions';

/**
 * ADR 0024: public reads kept in each instance under the read versions. Two apps on one database
 * stand for two instances (PGlite here, PostgreSQL in CI with DATABASE_URL): a write on one is seen
 * by the other's next read, while an unchanged answer costs one statement and revalidates to 304.
 * Their clocks stand still unless a test moves them.
 */
/** Monday 23 November 2026, 11:00 in Rome. */
const NOW = '2026-11-23T10:00:00Z';
const clock = createTestClock(NOW);
/** The visit on Tuesdays 09:30–12:30: the first slot is Tuesday 24 at 09:30. */
const TUESDAY_MORNINGS: Availability[] = [{ serviceId: VISIT.id, weeklySchedule: { ...emptyWeek(), tuesday: { isAvailable: true, timeSlots: [{ start: '09:30', end: '12:30' }] } } }];

let t: TestApp;
let a: FastifyInstance;
let b: FastifyInstance;
let closeB: () => Promise<void>;
let doctor: SignedIn;
let patient: SignedIn;
let reader: SignedIn;

type Who = SignedIn | null;
const get = (app: FastifyInstance, url: string, who: Who = null, etag?: string) =>
  app.inject({ method: 'GET', url, headers: { ...(who ? { cookie: who.cookie } : {}), ...(etag ? { 'if-none-match': etag } : {}) } });

async function write(app: FastifyInstance, who: SignedIn, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  const response = await app.inject({ method, url, headers: { cookie: who.cookie }, payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response;
}

const profile = async (app: FastifyInstance, who: Who = null) => (await get(app, `/api/doctors/${doctor.user.id}`, who)).json<{ doctor: DoctorPublic }>().doctor;
const card = async (app: FastifyInstance) => (await get(app, '/api/doctors?limit=50')).json<DoctorList>().doctors.find((d) => d.id === doctor.user.id);
const feedTitles = async (app: FastifyInstance, who: Who = null) => (await get(app, '/api/articles?limit=50', who)).json<ArticleList>().articles.map((x) => x.title);

function article(title: string, overrides: Record<string, unknown> = {}) {
  return {
    title,
    content: [{ id: 'p1', type: 'paragraph', data: { text: 'La pressione alta non dà sintomi ma affatica il cuore.' } }],
    tags: ['pressione'],
    featuredImage: 'https://immagini.esempio.it/cuore.webp',
    selectedCategories: ['cardiologia'],
    ...overrides,
  };
}

beforeAll(async () => {
  t = await createTestApp({ clock, env: { BENCH_QUERY_STATS: 'true' } });
  a = t.app;
  ({ app: b, close: closeB } = await secondInstance(t, clock));
  doctor = await registerDoctor(a, { displayName: 'Dott. Marco Rinaldi', sectors: ['cardiologia'] });
  patient = await registerPatient(a, { displayName: 'Giulia Rossi' });
  reader = await registerPatient(a, { displayName: 'Paola Verdi' });
  await markEmailVerified(t, reader.user.id);
  await write(a, doctor, 'PUT', '/api/practice/config', { services: [VISIT], availabilities: TUESDAY_MORNINGS });
});
afterAll(async () => {
  await closeB();
  await t.close();
});

describe('public reads kept per instance', () => {
  test('an unchanged answer costs one statement (the versions) and revalidates to 304; a profile saved on the other instance is 200 with the new text', async () => {
    const url = `/api/doctors/${doctor.user.id}`;
    // The directory is rate limited: on PostgreSQL the shared counter is one more statement (ADR 0016).
    const counter = process.env.DATABASE_URL ? 1 : 0;
    for (const [path, statements] of [[url, 1], ['/api/doctors?limit=50', 1 + counter], [`${url}/services`, 1], ['/api/articles?limit=50', 1]] as const) {
      await get(b, path);
      const again = await get(b, path);
      expect(again.statusCode).toBe(200);
      expect(again.headers['x-query-count'], path).toBe(String(statements));
    }
    const tag = String((await get(b, url)).headers.etag);
    expect((await get(b, url, null, tag)).statusCode).toBe(304);

    await write(a, doctor, 'PATCH', `/api/users/${doctor.user.id}`, { biografia: 'Cardiologo a Milano da vent’anni.' });
    const changed = await get(b, url, null, tag);
    expect(changed.statusCode).toBe(200);
    expect(changed.json<{ doctor: DoctorPublic }>().doctor.biografia).toBe('Cardiologo a Milano da vent’anni.');
    expect((await card(b))?.biografia).toBe('Cardiologo a Milano da vent’anni.');
  });

  test('a doctor signing in on one instance leaves the other’s kept directory and profile as they were: one statement each', async () => {
    const url = `/api/doctors/${doctor.user.id}`;
    const counter = process.env.DATABASE_URL ? 1 : 0;
    await get(b, url);
    await get(b, '/api/doctors?limit=50');
    // Only `ultimo_login` changes, which no public read shows (migration 0020).
    await login(a, doctor.user.email, 'Dottore123!');
    expect((await get(b, url)).headers['x-query-count']).toBe('1');
    expect((await get(b, '/api/doctors?limit=50')).headers['x-query-count']).toBe(String(1 + counter));
  });

  test('a practice address saved on one instance is on the other’s card and profile at their next read', async () => {
    expect((await card(b))?.practiceAddress).toBeNull();
    await write(a, doctor, 'PUT', '/api/practice/address', { street: 'Via Roma 1', cap: '20100', city: 'Milano', province: 'MI' });
    expect((await card(b))?.practiceAddress).toMatchObject({ street: 'Via Roma 1', city: 'Milano' });
    expect((await profile(b)).practiceAddress).toMatchObject({ street: 'Via Roma 1', city: 'Milano' });
  });

  test('a service changed on one instance is on the other’s profile at its next read', async () => {
    const names = async () => (await get(b, `/api/doctors/${doctor.user.id}/services`)).json<{ services: Service[] }>().services.map((s) => s.name);
    expect(await names()).toEqual([VISIT.name]);
    await write(a, doctor, 'PUT', '/api/practice/config', { services: [{ ...VISIT, name: 'Visita di controllo' }], availabilities: TUESDAY_MORNINGS });
    expect(await names()).toEqual(['Visita di controllo']);
    await write(a, doctor, 'PUT', '/api/practice/config', { services: [VISIT], availabilities: TUESDAY_MORNINGS });
  });

  test('a service’s mode changed on one instance is on the other’s directory card at its next read, with no statement per card', async () => {
    const counter = process.env.DATABASE_URL ? 1 : 0;
    expect((await card(b))?.visitModes).toEqual({ inStudio: true, online: false });
    await write(a, doctor, 'PUT', '/api/practice/config', { services: [{ ...VISIT, mode: 'online' }], availabilities: TUESDAY_MORNINGS });
    try {
      const fresh = await get(b, '/api/doctors?limit=50');
      expect(fresh.json<DoctorList>().doctors.find((d) => d.id === doctor.user.id)?.visitModes).toEqual({ inStudio: false, online: true });
      // The page's visit modes and `doctor:` versions come in its own statement: 8 where 9 were before issue 29's card.
      expect(fresh.headers['x-query-count']).toBe(String(8 + counter));
    } finally {
      await write(a, doctor, 'PUT', '/api/practice/config', { services: [VISIT], availabilities: TUESDAY_MORNINGS });
    }
  });

  test('an article published, unpublished and made private on one instance: the other’s next read follows each change', async () => {
    const saved = (await write(a, doctor, 'POST', '/api/articles', article('Sette abitudini per la pressione'))).json<ArticleSaved>().article;
    const url = `/api/articles/${saved.id}`;
    expect(await feedTitles(b)).toContain(saved.title);
    expect((await profile(b)).articlesCount).toBe(1);
    const tag = String((await get(b, url)).headers.etag);
    expect((await get(b, url, null, tag)).statusCode).toBe(304);

    await write(a, doctor, 'PATCH', url, { status: 'draft' });
    expect(await feedTitles(b)).not.toContain(saved.title);
    expect((await get(b, url, null, tag)).statusCode).toBe(404);
    expect((await profile(b)).articlesCount).toBe(0);

    await write(a, doctor, 'PATCH', url, { status: 'published' });
    expect((await get(b, url)).statusCode).toBe(200);
    await write(a, doctor, 'PATCH', url, { isPublic: false, allowedUsers: [reader.user.email] });
    expect(await feedTitles(b)).not.toContain(saved.title);
    expect((await get(b, url)).statusCode).toBe(403);
    expect(await feedTitles(b, reader)).toContain(saved.title);
  });

  test('a private article read from the cache by its reader is never answered to a reader without access', async () => {
    const saved = (await write(a, doctor, 'POST', '/api/articles', article('Piano personale', { isPublic: false, allowedUsers: [reader.user.email] }))).json<ArticleSaved>().article;
    const url = `/api/articles/${saved.id}`;
    // Kept on b by the reader's two reads (the second one from memory).
    for (let i = 0; i < 2; i += 1) expect((await get(b, url, reader)).json<{ article: Article }>().article.title).toBe('Piano personale');
    expect(await feedTitles(b, reader)).toContain('Piano personale');
    // Validators are for signed-out visitors: a reader's own answer carries none.
    expect((await get(b, url, reader)).headers.etag).toBeUndefined();
    expect((await get(b, '/api/articles?limit=50', reader)).headers.etag).toBeUndefined();
    for (const who of [patient, null]) {
      expect((await get(b, url, who)).statusCode).toBe(403);
      expect(await feedTitles(b, who)).not.toContain('Piano personale');
    }
    // The counts of a profile are the reader's own too.
    expect((await profile(b, reader)).articlesCount).toBeGreaterThan((await profile(b, patient)).articlesCount);
  });

  test('a booking and its cancellation on one instance move the next free slot on the other', async () => {
    expect((await card(b))?.nextFreeSlot).toBe(romeIso('2026-11-24', '09:30'));
    const booked = await book(a, patient, bookingPayload(doctor.user.id, romeIso('2026-11-24', '09:30')));
    expect(booked.statusCode, booked.body).toBe(201);
    expect((await card(b))?.nextFreeSlot).toBe(romeIso('2026-11-24', '10:00'));
    const { appointment } = booked.json<{ appointment: { id: string } }>();
    await write(a, doctor, 'POST', `/api/appointments/${appointment.id}/cancel`, {});
    expect((await card(b))?.nextFreeSlot).toBe(romeIso('2026-11-24', '09:30'));
  });

  test('a closure saved and reopened on one instance moves the next free slot on the other', async () => {
    expect((await card(b))?.nextFreeSlot).toBe(romeIso('2026-11-24', '09:30'));
    const closed = await write(a, doctor, 'POST', '/api/schedule/closures', { allDay: true, fromDate: '2026-11-24', toDate: '2026-11-24', note: 'Congresso' });
    expect((await card(b))?.nextFreeSlot).toBe(romeIso('2026-12-01', '09:30'));
    await write(a, doctor, 'DELETE', `/api/schedule/closures/${closed.json<{ closure: { id: string } }>().closure.id}`);
    expect((await card(b))?.nextFreeSlot).toBe(romeIso('2026-11-24', '09:30'));
  });

  test('a follow and a favourite saved on one instance are the reader’s own on the other’s next read', async () => {
    const saved = (await write(a, doctor, 'POST', '/api/articles', article('Il cuore in inverno'))).json<ArticleSaved>().article;
    const favourite = async (who: SignedIn) => (await get(b, `/api/articles/${saved.id}`, who)).json<{ article: Article }>().article.isFavorited;
    expect((await profile(b, patient)).isFollowing).toBe(false);
    expect(await favourite(patient)).toBe(false);
    const followers = (await profile(b, reader)).followersCount;

    await write(a, patient, 'POST', `/api/doctors/${doctor.user.id}/follow`, {});
    await write(a, patient, 'POST', `/api/articles/${saved.id}/favorite`, {});
    expect(await profile(b, patient)).toMatchObject({ isFollowing: true, followersCount: followers + 1 });
    expect(await favourite(patient)).toBe(true);
    expect(await profile(b, reader)).toMatchObject({ isFollowing: false, followersCount: followers + 1 });
    expect(await favourite(reader)).toBe(false);
  });

  test('the next free slot moves on when the clock passes it, with nothing written', async () => {
    expect((await card(b))?.nextFreeSlot).toBe(romeIso('2026-11-24', '09:30'));
    try {
      clock.set(romeIso('2026-11-23', '23:59'));
      expect((await card(b))?.nextFreeSlot).toBe(romeIso('2026-11-24', '09:30'));
      // A day is no longer offered once it has come (the engine's rule), so Tuesday's slots go at midnight.
      clock.set(romeIso('2026-11-24', '00:01'));
      expect((await card(b))?.nextFreeSlot).toBe(romeIso('2026-12-01', '09:30'));
    } finally {
      clock.set(NOW);
    }
  });

  test('with a day’s notice, the next free slot moves on as the notice reaches it', async () => {
    await write(a, doctor, 'PUT', '/api/practice/config', { services: [{ ...VISIT, minNoticeMinutes: 24 * 60 }], availabilities: TUESDAY_MORNINGS });
    try {
      expect((await card(b))?.nextFreeSlot).toBe(romeIso('2026-11-24', '11:00'));
      clock.set(romeIso('2026-11-23', '11:10'));
      expect((await card(b))?.nextFreeSlot).toBe(romeIso('2026-11-24', '11:30'));
    } finally {
      clock.set(NOW);
      await write(a, doctor, 'PUT', '/api/practice/config', { services: [VISIT], availabilities: TUESDAY_MORNINGS });
    }
  });

  test('a first slot offered without notice stays kept though another service asks two days’ notice', async () => {
    const ecgTuesdays: Availability = { ...TUESDAY_MORNINGS[0]!, serviceId: ECG.id };
    await write(a, doctor, 'PUT', '/api/practice/config', { services: [VISIT, { ...ECG, minNoticeMinutes: 2 * 24 * 60 }], availabilities: [...TUESDAY_MORNINGS, ecgTuesdays] });
    try {
      const counter = process.env.DATABASE_URL ? 1 : 0;
      expect((await card(b))?.nextFreeSlot).toBe(romeIso('2026-11-24', '09:30'));
      // The visit's 09:30 holds until 09:30 itself, not until two days before it (already past).
      expect((await get(b, '/api/doctors?limit=50')).headers['x-query-count']).toBe(String(1 + counter));
    } finally {
      await write(a, doctor, 'PUT', '/api/practice/config', { services: [VISIT], availabilities: TUESDAY_MORNINGS });
    }
  });
});

describe('version reads asked at once share a statement', () => {
  test('a read asked after a write committed on the other instance never gets the answer of a statement sent before the write', async () => {
    // Stands for instance b's version reads, over the same database as a. The first statement is
    // held once its rows are read, until the test lets its answer through.
    const sent: string[][] = [];
    let rowsRead: () => void = () => undefined;
    const firstRowsRead = new Promise<void>((resolve) => (rowsRead = resolve));
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const select = versionsSelect(t.database.db);
    const onB = coalesceVersionReads(async (scopes) => {
      sent.push([...scopes]);
      const versions = await select(scopes);
      if (sent.length === 1) {
        rowsRead();
        await held;
      }
      return versions;
    });
    const first = onB.read([scope.directory]);
    await firstRowsRead;
    // The first statement has read the directory's version; now a save commits on a.
    await write(a, doctor, 'PATCH', `/api/users/${doctor.user.id}`, { biografia: 'Riceve anche il sabato.' });
    // Two reads asked while the first statement is still unanswered: they wait for the next one.
    const second = onB.read([scope.directory]);
    const third = onB.read([scope.user(reader.user.id)]);
    release();
    const before = (await first).get(scope.directory)!;
    expect((await second).get(scope.directory)).toBeGreaterThan(before);
    expect((await third).get(scope.user(reader.user.id))).toBeGreaterThan(0);
    // Three reads, two statements: the two that waited went together, over both their scopes.
    expect(sent).toEqual([[scope.directory], [scope.directory, scope.user(reader.user.id)]]);
  });
});
