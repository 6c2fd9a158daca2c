import type { Article, ArticleArchive, ArticleCard, ArticleList } from '@sanity/shared/schemas/articles';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, login, type TestApp } from '../../test/helpers';
import { keyFromMediaUrl } from '../modules/uploads/storage';

let t: TestApp;
let patient: string;
let marco: string;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  patient = await login(t.app, 'paziente@sanity.demo', 'Paziente123!');
  marco = await login(t.app, 'dottore@sanity.demo', 'Dottore123!');
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('demo articles and therapies', () => {
  test('a dozen published items by several doctors, each with a generated featured image', async () => {
    const list = (await get('/api/articles?limit=50')).json<ArticleList>();
    expect(list.articles.length).toBeGreaterThanOrEqual(11);
    expect(new Set(list.articles.map((a) => a.authorId)).size).toBeGreaterThanOrEqual(6);
    expect(list.articles.some((a) => a.isTherapy)).toBe(true);
    for (const a of list.articles) {
      expect(a.featuredImage).toMatch(new RegExp(`^/media/users/${a.authorId}/articles/${a.id}/images/\\d+_[0-9a-f]{8}\\.webp$`));
      const info = await t.app.services.uploads.stat(keyFromMediaUrl(a.featuredImage)!);
      expect(info).toMatchObject({ contentType: 'image/webp' });
      expect(a.excerpt.length).toBeGreaterThan(0);
      expect(a.selectedCategories.length).toBeGreaterThan(0);
    }
    const titles = list.articles.map((a) => a.title);
    expect(titles).toEqual(expect.arrayContaining(['Ipertensione: 7 abitudini che abbassano la pressione', 'Piano di riabilitazione per la lombalgia', 'Ansia: quando chiedere aiuto']));
    expect(titles).not.toContain('Piano personale di controllo della pressione');
  });

  test('the Premium article, the embed and the link', async () => {
    const list = (await get('/api/articles?limit=50')).json<ArticleList>();
    const premium = list.articles.find((a) => a.isPaid)!;
    expect(premium).toMatchObject({ title: 'Alimentazione e colesterolo: cosa mettere nel piatto', price: 9.9, salePrice: 4.9 });
    const id = list.articles.find((a) => a.title.startsWith('Ipertensione'))!.id;
    const article = (await get(`/api/articles/${id}`)).json<{ article: Article }>().article;
    const types = (article.content as Array<{ type: string }>).map((b) => b.type);
    expect(types).toEqual(expect.arrayContaining(['paragraph', 'heading', 'list', 'embed', 'link']));
  });

  test('the patient: two favourites and the private therapy assigned to her', async () => {
    expect((await get('/api/favorites', patient)).json<ArticleList>().articles.map((a) => a.title).sort()).toEqual([
      'Ipertensione: 7 abitudini che abbassano la pressione',
      'Protezione solare: guida pratica per tutta la famiglia',
    ]);
    const assigned = (await get('/api/articles/assigned', patient)).json<ArticleList>().articles;
    expect(assigned.map((a) => a.title)).toEqual(['Piano personale di controllo della pressione']);
    expect(assigned[0]).toMatchObject({ isTherapy: true, isPublic: false });
  });

  test('Marco’s archive has his draft; search finds the demo content', async () => {
    const archive = (await get('/api/articles/mine', marco)).json<ArticleArchive>();
    expect(archive.articles.filter((a) => a.status === 'draft').map((a) => a.title)).toEqual(['Fibrillazione atriale: domande frequenti']);
    expect(archive.count).toBe(4);
    const results = (await get('/api/search?q=pressione')).json<{ results: ArticleCard[] }>().results;
    expect(results[0]?.title).toBe('Ipertensione: 7 abitudini che abbassano la pressione');
  });
});
