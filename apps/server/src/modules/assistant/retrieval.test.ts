import type { Article, ArticleSaved } from '@sanity/shared/schemas/articles';
import { and, count, eq, like, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, registerDoctor, registerPatient, type SignedIn, type TestApp } from '../../../test/helpers';
import { markEmailVerified } from '../../../test/verification';
import { rowsOf } from '../../db/estimates';
import { articles } from '../../db/schema/articles';
import { assistantPassages } from '../../db/schema/assistant';
import { jobs } from '../../db/schema/jobs';
import { createTestClock } from '../../lib/clock';
import { ASSISTANT_INDEX_JOB, BACKFILL_INTERVAL_MS } from './passage-index';
import { createPassagesRepository } from './passages.repository';
import type { RetrievedPassage } from './retrieval';

let t: TestApp;
let doctor: SignedIn;
let stranger: SignedIn;
let allowed: SignedIn;
const clock = createTestClock('2026-11-23T09:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ clock, env: { JOBS_POLL_INTERVAL_MS: '0' } });
  doctor = await registerDoctor(t.app, { displayName: 'Dott. Marco Bianchi', sectors: ['cardiologia'] });
  stranger = await registerPatient(t.app, { displayName: 'Luca Neri' });
  allowed = await registerPatient(t.app, { displayName: 'Giulia Rossi' });
  await markEmailVerified(t, allowed.user.id);
  await t.app.services.jobs.drain();
});
afterAll(() => t.close());

const services = () => t.app.services;
const passages = () => createPassagesRepository(t.database.db);
const drain = () => services().jobs.drain();
const retrieve = (who: SignedIn | null, topic: string, limit?: number): Promise<RetrievedPassage[]> =>
  services().retrieval.retrieve(who ? { id: who.user.id } : null, topic, limit);
const idsOf = (hits: RetrievedPassage[]) => hits.map((h) => h.articleId);

/** A complete, publishable article whose text is about `about` (a word no other test uses). */
function payload(about: string, overrides: Record<string, unknown> = {}) {
  return {
    title: `Pressione arteriosa e ${about}`,
    content: [
      { id: 'h1', type: 'heading', data: { text: 'Come si misura', level: 2 } },
      {
        id: 'p1',
        type: 'paragraph',
        data: { text: `La pressione arteriosa si misura a riposo, seduti, con il bracciale all'altezza del cuore. Il ${about} non cambia la regola.` },
      },
    ],
    tags: ['pressione'],
    featuredImage: 'https://immagini.esempio.it/cuore.webp',
    selectedCategories: ['cardiologia'],
    ...overrides,
  };
}

async function publish(about: string, overrides: Record<string, unknown> = {}): Promise<Article> {
  const r = await t.app.inject({ method: 'POST', url: '/api/articles', headers: { cookie: doctor.cookie }, payload: payload(about, overrides) });
  if (r.statusCode !== 201) throw new Error(`publish failed: ${r.statusCode} ${r.body}`);
  return r.json<ArticleSaved>().article;
}

async function patch(id: string, body: Record<string, unknown>): Promise<void> {
  clock.advance(1000);
  const r = await t.app.inject({ method: 'PATCH', url: `/api/articles/${id}`, headers: { cookie: doctor.cookie }, payload: body });
  if (r.statusCode !== 200) throw new Error(`patch failed: ${r.statusCode} ${r.body}`);
}

describe('retrieve', () => {
  test('published public content is indexed by its job and found by any word of the topic, with its source', async () => {
    const article = await publish('fragolino');
    // In the same transaction as the save: one index job, not yet run.
    const queued = await t.database.db.select().from(jobs).where(eq(jobs.kind, ASSISTANT_INDEX_JOB));
    expect(queued.map((j) => j.payload)).toContainEqual({ articleId: article.id });
    expect(await retrieve(null, 'fragolino')).toEqual([]);

    await drain();
    const stored = await passages().passagesOf(article.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.sourceUpdatedAt.toISOString()).toBe(article.updatedAt);

    // 'alta' and 'sanguigna' are nowhere: the OR of the words still finds 'pressione arteriosa'.
    const hits = await retrieve(null, 'Pressione alta sanguigna, fragolino?');
    const hit = hits.find((h) => h.articleId === article.id);
    expect(hit).toMatchObject({ articleId: article.id, title: article.title, isTherapy: false, isPaid: false });
    expect(hit!.text).toContain('La pressione arteriosa si misura a riposo');
    expect(hit!.text.startsWith(`${article.title}\nCome si misura\n`)).toBe(true);
    expect(hit!.rank).toBeGreaterThan(0);
    // Every word matching ranks this article first.
    expect(hits[0]!.articleId).toBe(article.id);
    expect(await retrieve(stranger, 'fragolino')).toHaveLength(1);
  });

  test('an empty topic, or one without letters or digits, retrieves nothing', async () => {
    expect(await retrieve(null, '')).toEqual([]);
    expect(await retrieve(null, '  ?!… ')).toEqual([]);
    // Italian stop words only: an empty query, no error.
    expect(await retrieve(null, 'il la di')).toEqual([]);
  });

  test('best articles first, one passage each, at most `limit`', async () => {
    const inTitle = await publish('melograno');
    const inBody = await publish('altro', {
      title: 'Consigli per il cuore',
      content: [{ id: 'p', type: 'paragraph', data: { text: 'Anche il melograno fa parte di una dieta varia.' } }],
    });
    await drain();
    const hits = await retrieve(null, 'melograno');
    expect(idsOf(hits)).toEqual([inTitle.id, inBody.id]);
    expect(idsOf(await retrieve(null, 'melograno', 1))).toEqual([inTitle.id]);
  });

  test('private content: its author and the users it names, never a stranger or someone signed out', async () => {
    const article = await publish('lampone', { isPublic: false, allowedUsers: [allowed.user.email.toUpperCase()] });
    await drain();
    expect(idsOf(await retrieve(null, 'lampone'))).toEqual([]);
    expect(idsOf(await retrieve(stranger, 'lampone'))).toEqual([]);
    expect(idsOf(await retrieve(doctor, 'lampone'))).toEqual([article.id]);
    expect(idsOf(await retrieve(allowed, 'lampone'))).toEqual([article.id]);
  });

  test('a draft is never indexed nor retrieved, not even for its author', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/api/articles/drafts', headers: { cookie: doctor.cookie }, payload: payload('mirtillo') });
    expect(r.statusCode).toBe(200);
    const draftId = r.json<{ draftId: string }>().draftId;
    await drain();
    expect(await passages().passagesOf(draftId)).toEqual([]);
    expect(await retrieve(doctor, 'mirtillo')).toEqual([]);
  });

  test('saving twice at the same instant: one job, and the second save does not fail', async () => {
    const first = await t.app.inject({ method: 'POST', url: '/api/articles/drafts', headers: { cookie: doctor.cookie }, payload: payload('ribes') });
    const draftId = first.json<{ draftId: string }>().draftId;
    const again = await t.app.inject({ method: 'POST', url: '/api/articles/drafts', headers: { cookie: doctor.cookie }, payload: { ...payload('ribes'), draftId } });
    expect(again.statusCode).toBe(200);
    const [row] = await t.database.db.select({ n: count() }).from(jobs).where(like(jobs.dedupeKey, `assistant-index:${draftId}:%`));
    expect(row!.n).toBe(1);
  });

  test('published then returned to draft: gone at once (the read checks the status), and its passages after the job', async () => {
    const article = await publish('albicocca');
    await drain();
    expect(idsOf(await retrieve(doctor, 'albicocca'))).toEqual([article.id]);

    await patch(article.id, { status: 'draft' });
    // The job has not run: the passages are still stored, yet nobody gets them.
    expect((await passages().passagesOf(article.id)).length).toBeGreaterThan(0);
    expect(await retrieve(doctor, 'albicocca')).toEqual([]);
    expect(await retrieve(null, 'albicocca')).toEqual([]);

    await drain();
    expect(await passages().passagesOf(article.id)).toEqual([]);

    // Published again: indexed again.
    await patch(article.id, { status: 'published' });
    await drain();
    expect(idsOf(await retrieve(null, 'albicocca'))).toEqual([article.id]);
  });

  test("the passages' lexicon (search_lexicon) follows the index jobs' writes exactly", async () => {
    const counts = async (query: SQL) => rowsOf(await t.database.db.execute(query)).map((r) => ({ word: String(r.word), ndoc: Number(r.ndoc) }));
    const lexicon = () => counts(sql`select word, ndoc from search_lexicon where corpus = 'passages' and ndoc > 0 order by word`);
    const truth = () => counts(sql`select word, ndoc from ts_stat('select search_vector from assistant_passages') order by word`);
    const article = await publish('mirtillo');
    await drain();
    expect(await lexicon()).toEqual(await truth());
    await patch(article.id, { status: 'draft' });
    await drain();
    expect((await lexicon()).some((r) => r.word === 'mirtill')).toBe(false);
    expect(await lexicon()).toEqual(await truth());
  });

  test('paid content: the title and the card excerpt only, the paid body is never returned', async () => {
    const opening = 'Il programma di allenamento per chi ha la pressione arteriosa alta parte con dieci minuti di cammino al giorno, poi aumenta piano piano.';
    const article = await publish('ciliegia', {
      isPaid: true,
      price: 9.9,
      content: [
        { id: 'p1', type: 'paragraph', data: { text: opening } },
        { id: 'p2', type: 'paragraph', data: { text: 'La parte riservata spiega il metodo del tamarindo settimana per settimana.' } },
      ],
    });
    await drain();
    const stored = await passages().passagesOf(article.id);
    expect(stored.map((p) => p.text)).toEqual([`${article.title}\n${(opening + ' La parte riservata spiega').slice(0, 150).trimEnd()}...`]);
    expect(stored.map((p) => p.text).join(' ')).not.toContain('tamarindo');

    const [hit] = await retrieve(null, 'ciliegia allenamento');
    expect(hit).toMatchObject({ articleId: article.id, isPaid: true });
    expect(hit!.text).not.toContain('tamarindo');
    expect(await retrieve(null, 'tamarindo')).toEqual([]);
  });

  test('edited: the new text is found, the old is gone', async () => {
    const article = await publish('pompelmo');
    await drain();
    expect(idsOf(await retrieve(null, 'pompelmo'))).toEqual([article.id]);

    await patch(article.id, {
      title: 'Colazione e pressione arteriosa',
      content: [{ id: 'p', type: 'paragraph', data: { text: 'Ora si parla del mandarancio e della colazione.' } }],
    });
    // Before the job runs the old passages are still what the index holds.
    expect(idsOf(await retrieve(null, 'mandarancio'))).toEqual([]);
    await drain();
    const [hit] = await retrieve(null, 'mandarancio');
    expect(hit).toMatchObject({ articleId: article.id, title: 'Colazione e pressione arteriosa', text: 'Colazione e pressione arteriosa\nOra si parla del mandarancio e della colazione.' });
    expect(await retrieve(null, 'pompelmo')).toEqual([]);
  });

  test('the backfill finds published content whose passages are missing or stale, and drafts that kept theirs', async () => {
    const missing = await publish('castagna');
    await drain();
    await passages().forget(missing.id);
    expect(await retrieve(null, 'castagna')).toEqual([]);

    // A draft that still holds passages (its job was lost): the backfill clears them.
    const draft = await publish('nocciola');
    await drain();
    await t.database.db.update(articles).set({ status: 'draft' }).where(eq(articles.id, draft.id));
    expect((await passages().passagesOf(draft.id)).length).toBeGreaterThan(0);

    // The periodic task, as the runner runs it once its interval has passed.
    clock.advance(BACKFILL_INTERVAL_MS);
    await drain();
    expect(idsOf(await retrieve(null, 'castagna'))).toEqual([missing.id]);
    expect(await passages().passagesOf(draft.id)).toEqual([]);

    // Nothing stale left: a run enqueues nothing.
    expect(await services().passageIndex.backfill()).toBe(0);
  });

  test('an article deleted as a draft takes its passages with it', async () => {
    const article = await publish('susina');
    await drain();
    await t.database.db.update(articles).set({ status: 'draft' }).where(eq(articles.id, article.id));
    const r = await t.app.inject({ method: 'DELETE', url: `/api/articles/${article.id}`, headers: { cookie: doctor.cookie } });
    expect(r.statusCode).toBe(204);
    const [row] = await t.database.db.select({ n: count() }).from(assistantPassages).where(and(eq(assistantPassages.articleId, article.id)));
    expect(row!.n).toBe(0);
  });
});

describe('demo seed', () => {
  test('the seed publishes through the services: its index jobs are queued with it, and the runner indexes every published item', async () => {
    const demo = await createTestApp({ clock: createTestClock('2026-11-23T09:00:00Z'), demo: true, env: { JOBS_POLL_INTERVAL_MS: '0' } });
    try {
      const db = demo.database.db;
      const [published] = await db.select({ n: count() }).from(articles).where(eq(articles.status, 'published'));
      expect(published!.n).toBeGreaterThan(0);
      const [queued] = await db.select({ n: count() }).from(jobs).where(and(eq(jobs.kind, ASSISTANT_INDEX_JOB), eq(jobs.status, 'pending')));
      expect(queued!.n).toBeGreaterThanOrEqual(published!.n);
      // What the started runner does first: the backfill leaves these just-saved items to their own jobs.
      expect(await demo.app.services.passageIndex.backfill()).toBe(0);
      await demo.app.services.jobs.drain();
      const [indexed] = await db.select({ n: sql<number>`count(distinct ${assistantPassages.articleId})`.mapWith(Number) }).from(assistantPassages);
      expect(indexed!.n).toBe(published!.n);
    } finally {
      await demo.close();
    }
  }, 120_000);
});
