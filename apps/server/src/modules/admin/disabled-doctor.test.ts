import type { Article, ArticleSaved } from '@sanity/shared/schemas/articles';
import type { DoctorList } from '@sanity/shared/schemas/doctors';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createAndLogin, createTestApp, doctorSpec, patientSpec, registerPatient, type SignedIn, type TestApp } from '../../../test/helpers';
import { markEmailVerified } from '../../../test/verification';

/**
 * Issue 13 point 8 end to end: a disabled doctor's profile and articles leave the directory,
 * search and public pages (the read rules are the doctors' and articles' own), and come back when
 * the account is enabled again.
 */
let t: TestApp;
let admin: SignedIn;
let doctor: SignedIn;
let patient: SignedIn;
let article: Article;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAndLogin(t.app, patientSpec({ admin: 1 }));
  doctor = await createAndLogin(t.app, doctorSpec({ displayName: 'Dott.ssa Elena Zanardelli', specialization: 'Cardiologia', biografia: 'Cardiologa a Bologna.' }));
  patient = await registerPatient(t.app);
  await markEmailVerified(t, doctor.user.id, patient.user.id);
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/articles',
    headers: { cookie: doctor.cookie },
    payload: {
      title: 'Zanardelli: il cuore e il freddo',
      content: [{ id: 'p1', type: 'paragraph', data: { text: 'Con il freddo la pressione sale: coprirsi e camminare.' } }],
      tags: ['cuore'],
      featuredImage: 'https://immagini.esempio.it/cuore.webp',
      selectedCategories: ['cardiologia'],
      isPublic: true,
    },
  });
  if (saved.statusCode !== 201) throw new Error(`publish failed: ${saved.statusCode} ${saved.body}`);
  article = saved.json<ArticleSaved>().article;
});
afterAll(() => t.close());

const get = (who: SignedIn | null, url: string) => t.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });
const directoryIds = async (who: SignedIn | null) => (await get(who, '/api/doctors?q=zanardelli')).json<DoctorList>().doctors.map((d) => d.id);
const searchIds = async (who: SignedIn | null) => (await get(who, '/api/search?q=zanardelli')).json<{ results: Array<{ id: string }> }>().results.map((a) => a.id);

async function expectVisible(visible: boolean) {
  for (const who of [null, patient]) {
    const label = who ? 'paziente' : 'anonimo';
    expect(await directoryIds(who), `directory, ${label}`).toEqual(visible ? [doctor.user.id] : []);
    expect((await get(who, `/api/doctors/${doctor.user.id}`)).statusCode, `profile, ${label}`).toBe(visible ? 200 : 404);
    expect(await searchIds(who), `search, ${label}`).toEqual(visible ? [article.id] : []);
    expect((await get(who, `/api/articles/${article.id}`)).statusCode, `article, ${label}`).toBe(visible ? 200 : 404);
  }
  expect((await t.app.inject({ method: 'GET', url: `/doctor/${doctor.user.id}` })).statusCode, 'public doctor page').toBe(visible ? 200 : 404);
  const articlePage = (await t.app.inject({ method: 'GET', url: `/article/${article.id}` })).body;
  expect(articlePage.includes('il cuore e il freddo'), 'public article page head').toBe(visible);
  const sitemap = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
  expect(sitemap.includes(article.id), 'sitemap').toBe(visible);
}

test('a disabled doctor leaves the directory, search and public pages; enabled, they come back', async () => {
  await expectVisible(true);

  const disabled = await t.app.inject({ method: 'POST', url: `/api/admin/users/${doctor.user.id}/disable`, headers: { cookie: admin.cookie }, payload: { reason: 'Iscrizione all’albo sospesa' } });
  expect(disabled.statusCode, disabled.body).toBe(200);
  await expectVisible(false);
  // Their session ended with the rest.
  expect((await get(doctor, '/api/auth/me')).statusCode).toBe(401);

  const enabled = await t.app.inject({ method: 'POST', url: `/api/admin/users/${doctor.user.id}/enable`, headers: { cookie: admin.cookie } });
  expect(enabled.statusCode, enabled.body).toBe(200);
  await expectVisible(true);
});
