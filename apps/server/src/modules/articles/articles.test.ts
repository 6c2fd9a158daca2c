import type { Article, ArticleArchive, ArticleCard, ArticleList, ArticleSaved } from '@sanity/shared/schemas/articles';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  createAndLogin,
  createTestApp,
  doctorSpec,
  registerDoctor,
  registerPatient,
  type SignedIn,
  type TestApp,
} from '../../../test/helpers';
import { markEmailVerified } from '../../../test/verification';

let t: TestApp;
let doctor: SignedIn;
let otherDoctor: SignedIn;
let patient: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  doctor = await registerDoctor(t.app, { displayName: 'Dott. Marco Bianchi', sectors: ['cardiologia', 'medicina-generale'] });
  otherDoctor = await registerDoctor(t.app, { displayName: 'Dott.ssa Laura Esposito', sectors: ['dermatologia'], specialization: 'Dermatologia' });
  patient = await registerPatient(t.app, { displayName: 'Giulia Rossi' });
});
afterAll(() => t.close());

type Who = SignedIn | null;
const headers = (who: Who) => (who ? { cookie: who.cookie } : {});
const get = (who: Who, url: string) => t.app.inject({ method: 'GET', url, headers: headers(who) });
const send = (who: Who, method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: headers(who), ...(payload ? { payload } : {}) });
const errorOf = (r: LightMyRequestResponse) => r.json<{ error: { code: string; message: string; fields?: Record<string, string> } }>().error;

let counter = 0;
/** A complete, publishable article; override what the test is about. */
export function articlePayload(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    title: `Ipertensione: 7 abitudini che abbassano la pressione (${counter})`,
    content: [
      { id: 'h1', type: 'heading', data: { text: 'Perché conta', level: 2 } },
      { id: 'p1', type: 'paragraph', data: { text: 'La pressione alta non dà sintomi ma affatica il cuore.' } },
      { id: 'l1', type: 'list', data: { listType: 'ordered', items: ['Meno sale', 'Più movimento'] } },
    ],
    tags: ['pressione', 'prevenzione'],
    featuredImage: 'https://immagini.esempio.it/cuore.webp',
    selectedCategories: ['cardiologia'],
    ...overrides,
  };
}

async function publish(who: SignedIn, overrides: Record<string, unknown> = {}): Promise<Article> {
  const r = await send(who, 'POST', '/api/articles', articlePayload(overrides));
  if (r.statusCode !== 201) throw new Error(`publish failed: ${r.statusCode} ${r.body}`);
  return r.json<ArticleSaved>().article;
}

async function saveDraft(who: SignedIn, payload: Record<string, unknown>): Promise<string> {
  const r = await send(who, 'POST', '/api/articles/drafts', payload);
  if (r.statusCode !== 200) throw new Error(`draft failed: ${r.statusCode} ${r.body}`);
  return r.json<{ draftId: string }>().draftId;
}

const ids = (list: { articles: Array<{ id: string }> } | { results: Array<{ id: string }> }) => {
  const items = 'articles' in list ? list.articles : 'results' in list ? list.results : undefined;
  if (!items) throw new Error(`not a list: ${JSON.stringify(list)}`);
  return items.map((a) => a.id);
};

describe('lifecycle', () => {
  test('create a draft, publish it, return it to draft: statuses and dates', async () => {
    const draftId = await saveDraft(doctor, { title: 'Alimentazione e colesterolo' });
    const asDraft = (await get(doctor, `/api/articles/${draftId}`)).json<{ article: Article }>().article;
    expect(asDraft).toMatchObject({ id: draftId, draftId, status: 'draft', publishedAt: null, isPublic: true, isTherapy: false, isPaid: false, content: [] });

    // Saving again updates the same draft.
    expect(await saveDraft(doctor, { draftId, title: 'Alimentazione e colesterolo', tags: ['dieta'] })).toBe(draftId);

    const published = await send(doctor, 'POST', '/api/articles', articlePayload({ draftId, title: 'Alimentazione e colesterolo' }));
    expect(published.statusCode).toBe(201);
    const body = published.json<ArticleSaved>();
    expect(body).toMatchObject({ success: true, message: 'Articolo pubblicato con successo!' });
    expect(body.article).toMatchObject({ id: draftId, status: 'published', title: 'Alimentazione e colesterolo', authorName: 'Dott. Marco Bianchi' });
    const firstPublishedAt = body.article.publishedAt!;
    expect(Date.parse(firstPublishedAt)).toBeGreaterThanOrEqual(Date.parse(asDraft.createdAt));
    expect(body.article.createdAt).toBe(asDraft.createdAt);

    const back = await send(doctor, 'PATCH', `/api/articles/${draftId}`, { status: 'draft' });
    expect(back.statusCode).toBe(200);
    expect(back.json<ArticleSaved>()).toMatchObject({ message: 'Il contenuto è stato riportato in bozza.', article: { status: 'draft', publishedAt: firstPublishedAt } });
    expect(Date.parse(back.json<ArticleSaved>().article.updatedAt)).toBeGreaterThanOrEqual(Date.parse(body.article.updatedAt));
    expect(back.json<ArticleSaved>().article.lastModified).toBe(back.json<ArticleSaved>().article.updatedAt);

    const again = await send(doctor, 'PATCH', `/api/articles/${draftId}`, { status: 'published' });
    expect(again.json<ArticleSaved>()).toMatchObject({ message: 'Articolo pubblicato con successo!', article: { status: 'published', publishedAt: firstPublishedAt } });
  });

  test('PATCH changes only the fields sent and validates the merged article', async () => {
    const a = await publish(doctor, { isPaid: true, price: 9.9, salePrice: 4.9, saleEndDate: '2030-01-31T23:00:00.000Z' });
    expect(a).toMatchObject({ isPaid: true, price: 9.9, salePrice: 4.9, saleEndDate: '2030-01-31T23:00:00.000Z' });
    const r = await send(doctor, 'PATCH', `/api/articles/${a.id}`, { title: 'Pressione alta: le abitudini che aiutano' });
    expect(r.statusCode).toBe(200);
    expect(r.json<ArticleSaved>()).toMatchObject({ message: 'Contenuto aggiornato con successo!' });
    expect(r.json<ArticleSaved>().article).toMatchObject({ title: 'Pressione alta: le abitudini che aiutano', tags: a.tags, content: a.content, price: 9.9, salePrice: 4.9, status: 'published' });
    const bad = await send(doctor, 'PATCH', `/api/articles/${a.id}`, { salePrice: 12 });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad)).toMatchObject({ message: 'Il prezzo scontato deve essere inferiore al prezzo', fields: { salePrice: 'Il prezzo scontato deve essere inferiore al prezzo' } });
    const unpublishable = await send(doctor, 'PATCH', `/api/articles/${a.id}`, { title: '  ' });
    expect(errorOf(unpublishable).message).toBe('Il titolo è obbligatorio');
  });

  test('saving the draftId of a published item keeps it published', async () => {
    const a = await publish(doctor);
    expect(await saveDraft(doctor, articlePayload({ draftId: a.id, title: 'Titolo aggiornato' }))).toBe(a.id);
    expect((await get(null, `/api/articles/${a.id}`)).json<{ article: Article }>().article).toMatchObject({ status: 'published', title: 'Titolo aggiornato', publishedAt: a.publishedAt });
  });

  test('an unknown draftId is 404', async () => {
    const r = await send(doctor, 'POST', '/api/articles/drafts', { draftId: '00000000-0000-4000-8000-000000000000', title: 'X' });
    expect(r.statusCode).toBe(404);
    expect(errorOf(r).message).toBe('Articolo non trovato');
  });

  test('deleting: a published item is 409, a draft 204 and gone', async () => {
    const a = await publish(doctor);
    const refused = await send(doctor, 'DELETE', `/api/articles/${a.id}`);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toEqual({ code: 'aborted', message: 'Un contenuto pubblicato non può essere eliminato: riportalo prima in bozza.' });
    const draftId = await saveDraft(doctor, { title: 'Da eliminare' });
    // Its stored files go with it; files of other articles and external URLs are left alone.
    const own = `users/${doctor.user.id}/articles/${draftId}/images/1700000000000_abcd1234.webp`;
    const other = `users/${doctor.user.id}/articles/${a.id}/images/1700000000000_abcd1234.webp`;
    for (const key of [own, other]) await t.app.services.uploads.storage.put(key, Buffer.from('x'), 'image/webp');
    await saveDraft(doctor, {
      draftId,
      title: 'Da eliminare',
      featuredImage: `/media/${own}`,
      content: [{ id: 'i', type: 'image', data: { url: `/media/${other}` } }],
    });
    expect((await send(doctor, 'DELETE', `/api/articles/${draftId}`)).statusCode).toBe(204);
    expect((await get(doctor, `/api/articles/${draftId}`)).statusCode).toBe(404);
    expect(await t.app.services.uploads.stat(own)).toBeNull();
    expect(await t.app.services.uploads.stat(other)).not.toBeNull();
  });

  test('the archive lists the author’s drafts and published items, newest change first, with the count', async () => {
    const d = await createAndLogin(t.app, doctorSpec({ sectorIds: ['cardiologia'] }));
    const first = await publish(d);
    const draft = await saveDraft(d, { title: 'Bozza in archivio', content: [{ id: 'p', type: 'paragraph', data: { text: 'x'.repeat(200) } }] });
    const archive = (await get(d, '/api/articles/mine')).json<ArticleArchive>();
    expect(archive.count).toBe(2);
    expect(ids(archive)).toEqual([draft, first.id]);
    expect(archive.articles[0]).toMatchObject({ status: 'draft', excerpt: `${'x'.repeat(150)}...` });
    expect(archive.articles[0]).not.toHaveProperty('content');
    const page = (await get(d, '/api/articles/mine?limit=1')).json<ArticleArchive>();
    expect(ids(page)).toEqual([draft]);
    expect(ids((await get(d, `/api/articles/mine?limit=1&cursor=${page.nextCursor}`)).json<ArticleArchive>())).toEqual([first.id]);
    expect((await get(patient, '/api/articles/mine')).statusCode).toBe(403);
  });
});

describe('publish checks', () => {
  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ['title', { title: '   ' }, 'title', 'Il titolo è obbligatorio'],
    ['content', { content: [] }, 'content', "È necessario aggiungere almeno un contenuto per pubblicare l'articolo"],
    ['featured image', { featuredImage: null }, 'featuredImage', "L'immagine in evidenza è obbligatoria per pubblicare"],
    ['category', { selectedCategories: [] }, 'selectedCategories', "È necessario selezionare almeno una categoria per pubblicare l'articolo"],
    ['price', { isPaid: true, price: null }, 'price', 'Il prezzo è obbligatorio per gli articoli a pagamento'],
  ];
  test.each(cases)('missing %s → 400 with the spec message', async (_name, overrides, field, message) => {
    const r = await send(doctor, 'POST', '/api/articles', articlePayload(overrides));
    expect(r.statusCode).toBe(400);
    expect(errorOf(r)).toMatchObject({ code: 'invalid-argument', message, fields: { [field]: message } });
  });

  test('message is the first problem in the spec order; fields list every one', async () => {
    const r = await send(doctor, 'POST', '/api/articles', { isPaid: true });
    expect(errorOf(r).message).toBe('Il titolo è obbligatorio');
    expect(Object.keys(errorOf(r).fields ?? {})).toEqual(['title', 'content', 'featuredImage', 'selectedCategories', 'price']);
  });

  test('categories must be among the author’s sectors', async () => {
    const r = await send(doctor, 'POST', '/api/articles', articlePayload({ selectedCategories: ['cardiologia', 'dermatologia'] }));
    expect(r.statusCode).toBe(400);
    expect(errorOf(r)).toMatchObject({ message: 'Puoi scegliere solo le categorie abilitate nel tuo profilo', fields: { 'selectedCategories.1': 'Puoi scegliere solo le categorie abilitate nel tuo profilo' } });
    const draft = await send(doctor, 'POST', '/api/articles/drafts', { title: 'Bozza', selectedCategories: ['pediatria'] });
    expect(draft.statusCode).toBe(400);
    const noSectors = await createAndLogin(t.app, doctorSpec({ sectorIds: [] }));
    const none = await send(noSectors, 'POST', '/api/articles', articlePayload());
    expect(errorOf(none).message).toBe('Nessuna categoria abilitata nel tuo profilo');
  });

  test('a javascript: link is refused; text with <script> is kept verbatim as plain text', async () => {
    const link = await send(doctor, 'POST', '/api/articles/drafts', {
      title: 'Link',
      content: [{ id: 'l', type: 'link', data: { url: 'javascript:alert(1)', title: 'clic' } }],
    });
    expect(link.statusCode).toBe(400);
    expect(errorOf(link).message).toBe('Inserisci un link valido che inizi con http:// o https://');

    const text = '<script>alert("x")</script> & <b>grassetto</b>';
    const a = await publish(doctor, { content: [{ id: 'p', type: 'paragraph', data: { text } }] });
    const read = (await get(null, `/api/articles/${a.id}`)).json<{ article: Article }>().article;
    expect(read.content).toEqual([{ id: 'p', type: 'paragraph', data: { text, alignment: 'left' } }]);
  });

  test('an invalid YouTube URL is refused; a valid one is stored as its embed URL', async () => {
    const bad = await send(doctor, 'POST', '/api/articles', articlePayload({ content: [{ id: 'e', type: 'embed', data: { embedType: 'youtube', url: 'https://www.youtube.com/watch?v=corto' } }] }));
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toBe('URL non valido per YouTube/Vimeo');
    const ok = await publish(doctor, { content: [{ id: 'e', type: 'embed', data: { embedType: 'youtube', url: 'https://youtu.be/dQw4w9WgXcQ' } }] });
    expect(ok.content).toEqual([{ id: 'e', type: 'embed', data: { embedType: 'youtube', url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', caption: '' } }]);
  });
});

describe('who may write', () => {
  test('a patient can neither create nor save a draft', async () => {
    expect((await send(patient, 'POST', '/api/articles', articlePayload())).statusCode).toBe(403);
    expect((await send(patient, 'POST', '/api/articles/drafts', { title: 'x' })).statusCode).toBe(403);
    expect((await send(null, 'POST', '/api/articles/drafts', { title: 'x' })).statusCode).toBe(401);
  });

  test('another doctor cannot update, publish, return to draft, delete or save over the draftId', async () => {
    const published = await publish(doctor);
    const draftId = await saveDraft(doctor, articlePayload());
    const forbidden = [
      await send(otherDoctor, 'PATCH', `/api/articles/${published.id}`, { title: 'Mio' }),
      await send(otherDoctor, 'PATCH', `/api/articles/${draftId}`, { status: 'published' }),
      await send(otherDoctor, 'PATCH', `/api/articles/${published.id}`, { status: 'draft' }),
      await send(otherDoctor, 'DELETE', `/api/articles/${draftId}`),
      await send(otherDoctor, 'POST', '/api/articles/drafts', { draftId, title: 'Mio' }),
      await send(otherDoctor, 'POST', '/api/articles', articlePayload({ draftId, selectedCategories: ['dermatologia'] })),
      await send(otherDoctor, 'POST', `/api/articles/${draftId}/suggest-tags`),
    ];
    for (const r of forbidden) {
      expect(r.statusCode).toBe(403);
      expect(errorOf(r).code).toBe('permission-denied');
    }
    expect((await get(doctor, `/api/articles/${draftId}`)).json<{ article: Article }>().article.status).toBe('draft');
    expect((await get(null, `/api/articles/${published.id}`)).json<{ article: Article }>().article.title).toBe(published.title);
  });
});

describe('who may read', () => {
  let privateArticle: Article;
  let emailReader: SignedIn;
  let phoneReader: SignedIn;

  beforeAll(async () => {
    emailReader = await registerPatient(t.app, { displayName: 'Paola Verdi' });
    phoneReader = await registerPatient(t.app, { displayName: 'Luca Neri' });
    // Private content is read by e-mail only once the address is verified (ADR 0012).
    await markEmailVerified(t, emailReader.user.id, phoneReader.user.id);
    await send(phoneReader, 'PATCH', `/api/users/${phoneReader.user.id}`, { telefono: '+39 347 555 0199' });
    privateArticle = await publish(doctor, {
      title: 'Piano personale di controllo della pressione',
      isTherapy: true,
      isPublic: false,
      allowedUsers: [emailReader.user.email.toUpperCase(), '+39 (347) 555-0199'],
    });
  });

  test('a private article is 403 for a stranger and signed out, readable by an allowed e-mail', async () => {
    expect(privateArticle).toMatchObject({ isPublic: false, isRestrictedAccess: true, allowedUsers: [emailReader.user.email, '+39 (347) 555-0199'] });
    // phoneReader typed an allowed number into their own profile: unverified, so it grants nothing.
    for (const who of [patient, otherDoctor, phoneReader, null]) {
      const r = await get(who, `/api/articles/${privateArticle.id}`);
      expect(r.statusCode).toBe(403);
      expect(errorOf(r).message).toBe('Non hai accesso a questo articolo');
    }
    for (const who of [emailReader]) {
      const r = await get(who, `/api/articles/${privateArticle.id}`);
      expect(r.statusCode).toBe(200);
      // Only the author sees who else may read it.
      expect(r.json<{ article: Article }>().article).toMatchObject({ title: privateArticle.title, allowedUsers: [] });
    }
  });

  test('assigned lists it for the allowed users only', async () => {
    expect(ids((await get(emailReader, '/api/articles/assigned')).json<ArticleList>())).toContain(privateArticle.id);
    for (const who of [patient, phoneReader]) {
      expect(ids((await get(who, '/api/articles/assigned')).json<ArticleList>())).not.toContain(privateArticle.id);
    }
    expect((await get(null, '/api/articles/assigned')).statusCode).toBe(401);
  });

  test('lists show private content only to those who may read it', async () => {
    expect(ids((await get(emailReader, '/api/articles?type=therapy&limit=50')).json<ArticleList>())).toContain(privateArticle.id);
    expect(ids((await get(phoneReader, '/api/articles?type=therapy&limit=50')).json<ArticleList>())).not.toContain(privateArticle.id);
    expect(ids((await get(patient, '/api/articles?type=therapy&limit=50')).json<ArticleList>())).not.toContain(privateArticle.id);
    expect(ids((await get(doctor, '/api/articles?type=therapy&limit=50')).json<ArticleList>())).toContain(privateArticle.id);
    const card = (await get(emailReader, `/api/doctors/${doctor.user.id}/articles?type=therapy`)).json<ArticleList>().articles.find((a) => a.id === privateArticle.id);
    expect(card).toMatchObject({ isTherapy: true, isPublic: false, isRestrictedAccess: true, authorName: 'Dott. Marco Bianchi' });
    expect(card).not.toHaveProperty('allowedUsers');
  });

  test('drafts are 404 for anyone but the author and never listed', async () => {
    const draftId = await saveDraft(doctor, articlePayload({ title: 'Bozza segreta sulla cardiologia' }));
    expect((await get(doctor, `/api/articles/${draftId}`)).statusCode).toBe(200);
    for (const who of [patient, otherDoctor, null]) {
      const r = await get(who, `/api/articles/${draftId}`);
      expect(r.statusCode).toBe(404);
      expect(errorOf(r).message).toBe('Articolo non trovato');
    }
    for (const who of [doctor, patient, null]) {
      expect(ids((await get(who, '/api/articles?limit=50')).json<ArticleList>())).not.toContain(draftId);
      expect(ids((await get(who, `/api/doctors/${doctor.user.id}/articles`)).json<ArticleList>())).not.toContain(draftId);
      expect(ids((await get(who, '/api/search?q=segreta')).json<{ results: ArticleCard[] }>())).not.toContain(draftId);
    }
    expect((await send(patient, 'POST', `/api/articles/${draftId}/favorite`)).statusCode).toBe(404);
  });

  test('signed out sees public published content only', async () => {
    const list = (await get(null, '/api/articles?limit=50')).json<ArticleList>();
    expect(list.articles.length).toBeGreaterThan(0);
    expect(list.articles.every((a) => a.isPublic && a.status === 'published' && !a.isFavorited)).toBe(true);
  });
});

describe('lists', () => {
  test('type and category filters, newest first, keyset pages', async () => {
    const d = await createAndLogin(t.app, doctorSpec({ sectorIds: ['nutrizione', 'endocrinologia'] }));
    const a1 = await publish(d, { selectedCategories: ['nutrizione'] });
    const th = await publish(d, { isTherapy: true, selectedCategories: ['nutrizione'] });
    const a2 = await publish(d, { selectedCategories: ['endocrinologia', 'nutrizione'] });
    expect(a2.selectedCategories).toEqual(['endocrinologia', 'nutrizione']);
    expect(ids((await get(null, '/api/articles?category=nutrizione')).json<ArticleList>())).toEqual([a2.id, th.id, a1.id]);
    expect(ids((await get(null, '/api/articles?category=nutrizione&type=article')).json<ArticleList>())).toEqual([a2.id, a1.id]);
    expect(ids((await get(null, '/api/articles?category=nutrizione&type=therapy')).json<ArticleList>())).toEqual([th.id]);
    expect(ids((await get(null, `/api/doctors/${d.user.id}/articles?category=endocrinologia`)).json<ArticleList>())).toEqual([a2.id]);

    const p1 = (await get(null, '/api/articles?category=nutrizione&limit=2')).json<ArticleList>();
    expect(ids(p1)).toEqual([a2.id, th.id]);
    const p2 = (await get(null, `/api/articles?category=nutrizione&limit=2&cursor=${p1.nextCursor}`)).json<ArticleList>();
    expect(ids(p2)).toEqual([a1.id]);
    expect(p2.nextCursor).toBeNull();

    const badCursor = await get(null, '/api/articles?cursor=abc');
    expect(badCursor.statusCode).toBe(400);
    expect((await get(null, '/api/articles?limit=51')).statusCode).toBe(400);
    expect((await get(null, '/api/articles?type=video')).statusCode).toBe(400);
  });

  test('cards carry the excerpt of the card rule and the author', async () => {
    const a = await publish(doctor, {
      content: [
        { id: 'i', type: 'image', data: { url: 'https://immagini.esempio.it/x.webp' } },
        { id: 'p', type: 'paragraph', data: { text: 'Primo paragrafo.' } },
        { id: 'h', type: 'heading', data: { text: 'Titoletto' } },
      ],
    });
    const card = (await get(null, `/api/doctors/${doctor.user.id}/articles`)).json<ArticleList>().articles.find((c) => c.id === a.id)!;
    expect(card).toMatchObject({ excerpt: 'Primo paragrafo. Titoletto', authorId: doctor.user.id, authorName: 'Dott. Marco Bianchi', authorAvatar: null, status: 'published' });
  });

  test('the doctor profile counts published articles and therapies the viewer may read', async () => {
    const d = await createAndLogin(t.app, doctorSpec({ displayName: 'Dott. Paolo Conti', sectorIds: ['ortopedia'] }));
    const reader = await registerPatient(t.app);
    await markEmailVerified(t, reader.user.id);
    await publish(d, { selectedCategories: ['ortopedia'] });
    await publish(d, { selectedCategories: ['ortopedia'] });
    await publish(d, { selectedCategories: ['ortopedia'], isTherapy: true });
    await publish(d, { selectedCategories: ['ortopedia'], isTherapy: true, isPublic: false, allowedUsers: [reader.user.email] });
    await saveDraft(d, articlePayload({ selectedCategories: ['ortopedia'] }));
    const counts = async (who: Who) => {
      const doc = (await get(who, `/api/doctors/${d.user.id}`)).json<{ doctor: { articlesCount: number; therapiesCount: number } }>().doctor;
      return [doc.articlesCount, doc.therapiesCount];
    };
    expect(await counts(null)).toEqual([2, 1]);
    expect(await counts(patient)).toEqual([2, 1]);
    expect(await counts(reader)).toEqual([2, 2]);
    expect(await counts(d)).toEqual([2, 2]);
  });
});

describe('suggested tags', () => {
  test('Italian keywords of the article, no stop words, not already tagged, for the author only', async () => {
    const a = await publish(doctor, {
      title: 'Ipertensione: le abitudini che abbassano la pressione',
      tags: ['Pressione'],
      content: [
        { id: 'p1', type: 'paragraph', data: { text: "L'ipertensione è molto diffusa: riguarda un adulto su tre. Le abitudini quotidiane contano più di quanto si pensi." } },
        { id: 'p2', type: 'paragraph', data: { text: 'Ridurre il sale, camminare ogni giorno e controllare il peso sono abitudini semplici. Il sale nascosto è ovunque.' } },
        { id: 'l', type: 'list', data: { items: ['Meno sale', 'Camminare trenta minuti'] } },
      ],
    });
    const r = await send(doctor, 'POST', `/api/articles/${a.id}/suggest-tags`);
    expect(r.statusCode).toBe(200);
    const { tags } = r.json<{ tags: string[] }>();
    expect(tags).toEqual(['abitudini', 'ipertensione', 'abbassano', 'sale', 'camminare']);
    expect((await send(patient, 'POST', `/api/articles/${a.id}/suggest-tags`)).statusCode).toBe(403);
  });
});

describe('files of an article (for the uploads feature)', () => {
  test('getUploadTarget and canReadFiles follow the same rules', async () => {
    const articles = t.app.services.articles;
    const draftId = await saveDraft(doctor, { title: 'Con allegati' });
    await expect(articles.getUploadTarget(doctor.user.id, draftId)).resolves.toEqual({ articleId: draftId, authorId: doctor.user.id });
    await expect(articles.getUploadTarget(otherDoctor.user.id, draftId)).rejects.toMatchObject({ status: 403 });
    await expect(articles.getUploadTarget(doctor.user.id, 'sconosciuto')).rejects.toMatchObject({ status: 404 });
    expect(await articles.canReadFiles(doctor.user, draftId)).toBe(true);
    expect(await articles.canReadFiles(patient.user, draftId)).toBe(false);
    expect(await articles.canReadFiles(null, 'sconosciuto')).toBe(false);
    const pub = await publish(doctor);
    expect(await articles.canReadFiles(null, pub.id)).toBe(true);
    expect(await articles.getForSeo(pub.id)).toMatchObject({ id: pub.id, title: pub.title });
    expect(await articles.getForSeo(draftId)).toBeNull();
  });
});
