import type { ArticleCard, ArticleSaved } from '@sanity/shared/schemas/articles';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { rowsOf } from '../../db/estimates';
import { createTestApp, registerDoctor, registerPatient, type SignedIn, type TestApp } from '../../../test/helpers';
import { markEmailVerified } from '../../../test/verification';
import { createSearchRepository, walks } from './search.repository';
import { orderResults, searchTermsOf } from './search.service';

let t: TestApp;
let cardiologist: SignedIn;
let dermatologist: SignedIn;
let patient: SignedIn;
let allowed: SignedIn;

const inject = (who: SignedIn | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, ...(payload ? { payload } : {}) });

async function publish(who: SignedIn, title: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const r = await inject(who, 'POST', '/api/articles', {
    title,
    content: [{ id: 'p', type: 'paragraph', data: { text: 'Testo di prova.' } }],
    featuredImage: 'https://immagini.esempio.it/a.webp',
    ...overrides,
  });
  if (r.statusCode !== 201) throw new Error(r.body);
  return r.json<ArticleSaved>().article.id;
}

const search = async (who: SignedIn | null, query: string) => {
  const r = await inject(who, 'GET', `/api/search?${query}`);
  expect(r.statusCode).toBe(200);
  return r.json<{ results: ArticleCard[] }>().results;
};
const titles = (results: ArticleCard[]) => results.map((r) => r.title);

const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  cardiologist = await registerDoctor(t.app, { displayName: 'Dott. Marco Bianchi', sectors: ['cardiologia', 'medicina-generale'] });
  dermatologist = await registerDoctor(t.app, { displayName: 'Dott.ssa Laura Esposito', sectors: ['dermatologia'] });
  patient = await registerPatient(t.app);
  allowed = await registerPatient(t.app);
  await markEmailVerified(t, allowed.user.id);
  const cardio = { selectedCategories: ['cardiologia'] };
  ids.title = await publish(cardiologist, 'Cardiologia dello sport: la visita di idoneità', cardio);
  ids.tag = await publish(cardiologist, 'Il cuore che batte troppo veloce', { ...cardio, tags: ['Cardiologia', 'aritmie'] });
  ids.inflected = await publish(cardiologist, "L'infiammazione del pericardio", cardio);
  ids.therapy = await publish(cardiologist, 'Terapia per la cardiomiopatia', { ...cardio, isTherapy: true });
  ids.derma = await publish(dermatologist, 'Dermatite atopica nei bambini', { selectedCategories: ['dermatologia'], tags: ['pelle'] });
  ids.dermaTherapy = await publish(dermatologist, 'Terapia della dermatite nelle mani', { selectedCategories: ['dermatologia'], isTherapy: true });
  ids.private = await publish(cardiologist, 'Cardiopalmo: il mio piano personale', { ...cardio, isTherapy: true, isPublic: false, allowedUsers: [allowed.user.email] });
  for (let i = 1; i <= 6; i += 1) await publish(dermatologist, `Pelle in estate: consiglio numero ${i}`, { selectedCategories: ['dermatologia'] });
  const draft = await inject(cardiologist, 'POST', '/api/articles/drafts', { title: 'Cardiologia: bozza non pubblicata', selectedCategories: ['cardiologia'] });
  ids.draft = draft.json<{ draftId: string }>().draftId;
});
afterAll(() => t.close());

describe('GET /api/search', () => {
  test('fewer than 3 characters (after trimming) answers nothing', async () => {
    expect(await search(null, 'q=ca')).toEqual([]);
    expect(await search(null, 'q=%20%20ca%20%20')).toEqual([]);
    expect(await search(null, '')).toEqual([]);
  });

  test("'cardio' finds 'Cardiologia…' by title and by tag, title first; drafts never", async () => {
    const results = await search(null, 'q=cardio');
    const found = results.map((r) => r.id);
    expect(found).toContain(ids.title);
    expect(found).toContain(ids.tag);
    expect(found.indexOf(ids.title!)).toBeLessThan(found.indexOf(ids.tag!));
    expect(found).not.toContain(ids.draft);
    expect(found).not.toContain(ids.private);
    expect(results[0]).toMatchObject({ id: ids.title, excerpt: 'Testo di prova.', authorName: 'Dott. Marco Bianchi' });
  });

  test('an inflected Italian word matches through the stemmer; case does not matter', async () => {
    expect((await search(null, 'q=infiammazioni')).map((r) => r.id)).toContain(ids.inflected);
    expect((await search(null, 'q=INFIAMMAZIONE')).map((r) => r.id)[0]).toBe(ids.inflected);
  });

  test('stop words take no part: beside a word they do not hinder it, alone they find nothing (and are no typo)', async () => {
    const found = (await search(null, 'q=della%20dermatite')).map((r) => r.id);
    expect(found).toContain(ids.derma);
    expect(found).toContain(ids.dermaTherapy);
    expect(await search(null, 'q=della')).toEqual([]);
    expect(await search(null, 'q=della%20nelle')).toEqual([]);
  });

  test('a word with a typo still finds the title', async () => {
    expect((await search(null, 'q=dermatitte')).map((r) => r.id)).toContain(ids.derma);
  });

  test('at most 5 results, articles before therapies', async () => {
    const results = await search(null, 'q=terapia pelle dermatite'.replaceAll(' ', '%20'));
    expect(results.length).toBeLessThanOrEqual(5);
    const many = await search(null, 'q=pelle');
    expect(many).toHaveLength(5);
    const mixed = await search(null, 'q=dermatite');
    expect(titles(mixed)).toEqual(['Dermatite atopica nei bambini', 'Terapia della dermatite nelle mani']);
    const isTherapy = mixed.map((r) => r.isTherapy);
    expect(isTherapy).toEqual([...isTherapy].sort((a, b) => Number(a) - Number(b)));
  });

  test('sector filter: any of the given sectors; empty means all', async () => {
    expect((await search(null, 'q=terapia&sectors=dermatologia')).map((r) => r.id)).toEqual([ids.dermaTherapy]);
    const both = (await search(null, 'q=terapia&sectors=dermatologia,cardiologia')).map((r) => r.id);
    expect(both.sort()).toEqual([ids.dermaTherapy, ids.therapy].sort());
    expect((await search(null, 'q=terapia&sectors=')).length).toBe(2);
    expect((await search(null, 'q=terapia&sectors=pediatria')).length).toBe(0);
  });

  test('private content only for its allowed users and author', async () => {
    expect((await search(allowed, 'q=cardiopalmo')).map((r) => r.id)).toEqual([ids.private]);
    expect((await search(cardiologist, 'q=cardiopalmo')).map((r) => r.id)).toEqual([ids.private]);
    expect(await search(patient, 'q=cardiopalmo')).toEqual([]);
    expect(await search(null, 'q=cardiopalmo')).toEqual([]);
  });

  test('LIKE wildcards and tsquery syntax in the query are plain text', async () => {
    expect(await search(null, 'q=%25%25%25')).toEqual([]);
    expect(await search(null, `q=${encodeURIComponent("a:* & ! | ( '")}`)).toEqual([]);
    expect(await search(null, 'q=___')).toEqual([]);
  });

  test('the newest-first walk (frequent matches at scale) finds what the bitmaps find, and nothing a reader may not read', async () => {
    const found = async (who: SignedIn | null, q: string, sectors: string[], walk: boolean) => {
      const articles = t.app.services.articles;
      const readable = articles.readableCondition(await articles.viewerOf(who ? { id: who.user.id } : null));
      const opts = { limit: 5, cap: 200, walk: () => walk };
      const hits = await createSearchRepository(t.database.db).search(readable, searchTermsOf(q), sectors, opts);
      return orderResults(hits).map((h) => h.id);
    };
    const cases: Array<[SignedIn | null, string, string[]]> = [
      [null, 'cardio', []], [null, 'terapia', ['dermatologia']], [null, 'pelle estate', []], [null, 'cardiopalmo', []],
      [allowed, 'cardiopalmo', []], [patient, 'cardiopalmo', []], [cardiologist, 'bozza', []],
    ];
    for (const [who, q, sectors] of cases) expect(await found(who, q, sectors, true)).toEqual(await found(who, q, sectors, false));
    expect(await found(allowed, 'cardiopalmo', [], true)).toEqual([ids.private]);
    expect(await found(patient, 'cardiopalmo', [], true)).toEqual([]);
  });

  test('the lexicon follows every write of a published article (publication, edit, return to draft, deletion of a draft)', async () => {
    // What search_lexicon holds of the articles, and what the table holds (ts_stat), word → rows.
    const counts = async (query: SQL): Promise<Record<string, number>> =>
      Object.fromEntries(rowsOf(await t.database.db.execute(query)).map((r) => [String(r.word), Number(r.ndoc)]));
    const lexicon = () => counts(sql`select word, ndoc from search_lexicon where corpus = 'articles' and ndoc > 0 order by word`);
    const truth = () => counts(sql`select word, ndoc from ts_stat('select search_vector from articles where status = ''published''') order by word`);
    expect(await lexicon()).toEqual(await truth());
    const id = await publish(cardiologist, 'Zenzero e digestione', { selectedCategories: ['cardiologia'], tags: ['zenzero'] });
    expect((await lexicon()).zenzer).toBe(1);
    expect(titles(await search(null, 'q=zenz'))).toEqual(['Zenzero e digestione']);
    const edited = await inject(cardiologist, 'PATCH', `/api/articles/${id}`, { title: 'Curcuma e digestione', tags: [] });
    expect(edited.statusCode).toBe(200);
    expect((await lexicon()).zenzer).toBeUndefined();
    expect((await lexicon()).curcum).toBe(1);
    expect(await lexicon()).toEqual(await truth());
    expect((await inject(cardiologist, 'PATCH', `/api/articles/${id}`, { status: 'draft' })).statusCode).toBe(200);
    expect((await lexicon()).curcum).toBeUndefined();
    expect(await search(null, 'q=curcuma')).toEqual([]);
    expect((await inject(cardiologist, 'DELETE', `/api/articles/${id}`)).statusCode).toBe(204);
    expect(await lexicon()).toEqual(await truth());
  });

  test('a too long query is a 400', async () => {
    const r = await inject(null, 'GET', `/api/search?q=${'a'.repeat(201)}`);
    expect(r.statusCode).toBe(400);
  });
});

describe('search rules', () => {
  test('terms: lower case, letters and digits only, LIKE-escaped, short words not substrings', () => {
    expect(searchTermsOf('Dermatite  atopica!')).toEqual({ words: ['dermatite', 'atopica'], likeWords: ['dermatite', 'atopica'] });
    expect(searchTermsOf("dell'ansia e 5 cose").likeWords).toEqual(['dell', 'ansia', 'cose']);
  });
  test('order: best 5 by rank, then articles before therapies', () => {
    const hits = [
      { id: 't1', isTherapy: true, rank: 3 },
      { id: 'a1', isTherapy: false, rank: 1 },
      { id: 'a2', isTherapy: false, rank: 2 },
      { id: 't1', isTherapy: true, rank: 1 },
      { id: 'a3', isTherapy: false, rank: 0.5 },
      { id: 't2', isTherapy: true, rank: 0.9 },
      { id: 'a4', isTherapy: false, rank: 0.1 },
    ];
    expect(orderResults(hits).map((h) => h.id)).toEqual(['a2', 'a1', 'a3', 't1', 't2']);
  });
  test('a frequent match walks the newest rows, a rare one reads its bitmaps; never without statistics', () => {
    // A million rows: 'car' in 77,000 rows (cap 100) walks ~1,300 rows instead of 77,000 postings.
    expect(walks({ matches: 77_000, bitmapEntries: 77_000, cap: 100, tableRows: 1_000_000 })).toBe(true);
    // 'ipertensione' in 11,000: a 200-candidate walk would read ~18,000 rows.
    expect(walks({ matches: 11_000, bitmapEntries: 11_300, cap: 200, tableRows: 1_000_000 })).toBe(false);
    // Costly bitmaps (two frequent words' postings) walk when the walk is short.
    expect(walks({ matches: 60_000, bitmapEntries: 200_000, cap: 200, tableRows: 1_000_000 })).toBe(true);
    expect(walks({ matches: 50, bitmapEntries: 50, cap: 100, tableRows: 60 })).toBe(false);
    expect(walks({ matches: 77_000, bitmapEntries: 77_000, cap: 100, tableRows: -1 })).toBe(false);
  });
});
