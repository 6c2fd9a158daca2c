import type { Article, ArticleList, ArticleSaved } from '@sanity/shared/schemas/articles';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, registerDoctor, registerPatient, type SignedIn, type TestApp } from '../../../test/helpers';

let t: TestApp;
let doctor: SignedIn;
let patient: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  doctor = await registerDoctor(t.app, { displayName: 'Dott. Marco Bianchi', sectors: ['cardiologia'] });
  patient = await registerPatient(t.app, { displayName: 'Giulia Rossi' });
});
afterAll(() => t.close());

const inject = (who: SignedIn | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, ...(payload ? { payload } : {}) });

async function publish(title: string, overrides: Record<string, unknown> = {}): Promise<Article> {
  const r = await inject(doctor, 'POST', '/api/articles', {
    title,
    content: [{ id: 'p', type: 'paragraph', data: { text: 'Testo.' } }],
    featuredImage: 'https://immagini.esempio.it/a.webp',
    selectedCategories: ['cardiologia'],
    ...overrides,
  });
  expect(r.statusCode).toBe(201);
  return r.json<ArticleSaved>().article;
}

const favorites = async (who: SignedIn, query = '') => (await inject(who, 'GET', `/api/favorites${query}`)).json<ArticleList>();

describe('favourites', () => {
  test('add (idempotent), list newest first, detail and cards say isFavorited, remove', async () => {
    const a = await publish('Aritmie: cosa sapere');
    const b = await publish('Scompenso cardiaco: i segnali');
    for (let i = 0; i < 2; i += 1) {
      const r = await inject(patient, 'POST', `/api/articles/${a.id}/favorite`);
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual({ isFavorited: true });
    }
    await inject(patient, 'POST', `/api/articles/${b.id}/favorite`);
    const list = await favorites(patient);
    expect(list.articles.map((x) => x.id)).toEqual([b.id, a.id]);
    expect(list.articles.every((x) => x.isFavorited)).toBe(true);
    expect((await inject(patient, 'GET', `/api/articles/${a.id}`)).json<{ article: Article }>().article.isFavorited).toBe(true);
    expect((await inject(doctor, 'GET', `/api/articles/${a.id}`)).json<{ article: Article }>().article.isFavorited).toBe(false);
    const feed = (await inject(patient, 'GET', '/api/articles')).json<ArticleList>();
    expect(feed.articles.find((x) => x.id === a.id)?.isFavorited).toBe(true);

    const page = await favorites(patient, '?limit=1');
    expect(page.articles.map((x) => x.id)).toEqual([b.id]);
    expect((await favorites(patient, `?limit=1&cursor=${page.nextCursor}`)).articles.map((x) => x.id)).toEqual([a.id]);

    for (let i = 0; i < 2; i += 1) {
      const r = await inject(patient, 'DELETE', `/api/articles/${a.id}/favorite`);
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual({ isFavorited: false });
    }
    expect((await favorites(patient)).articles.map((x) => x.id)).toEqual([b.id]);
  });

  test('content that became private is no longer listed, nor can it be favourited again', async () => {
    const a = await publish('Prevenzione cardiovascolare dopo i 40 anni');
    await inject(patient, 'POST', `/api/articles/${a.id}/favorite`);
    expect((await favorites(patient)).articles.map((x) => x.id)).toContain(a.id);
    const patch = await inject(doctor, 'PATCH', `/api/articles/${a.id}`, { isPublic: false, allowedUsers: ['qualcuno@esempio.it'] });
    expect(patch.statusCode).toBe(200);
    expect((await favorites(patient)).articles.map((x) => x.id)).not.toContain(a.id);
    const again = await inject(patient, 'POST', `/api/articles/${a.id}/favorite`);
    expect(again.statusCode).toBe(403);
    expect(again.json<{ error: { message: string } }>().error.message).toBe('Non hai accesso a questo articolo');
    // Returned to draft: not listed either.
    const b = await publish('Colesterolo: i valori da conoscere');
    await inject(patient, 'POST', `/api/articles/${b.id}/favorite`);
    await inject(doctor, 'PATCH', `/api/articles/${b.id}`, { status: 'draft' });
    expect((await favorites(patient)).articles.map((x) => x.id)).not.toContain(b.id);
  });

  test('signed out cannot favourite; unknown articles are 404', async () => {
    expect((await inject(null, 'GET', '/api/favorites')).statusCode).toBe(401);
    const a = await publish('Palpitazioni: quando preoccuparsi');
    expect((await inject(null, 'POST', `/api/articles/${a.id}/favorite`)).statusCode).toBe(401);
    expect((await inject(patient, 'POST', '/api/articles/sconosciuto/favorite')).statusCode).toBe(404);
    expect((await inject(patient, 'DELETE', '/api/articles/sconosciuto/favorite')).statusCode).toBe(404);
  });
});
