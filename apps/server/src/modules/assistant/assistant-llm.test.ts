import type { Article, ArticleSaved } from '@sanity/shared/schemas/articles';
import type { ChatReply } from '@sanity/shared/schemas/chat';
import { it as catalogue } from '@sanity/shared/i18n/it';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createTestClock } from '../../lib/clock';
import { book, bookingPayload, openPractice, romeIso } from '../../../test/booking';
import { startFakeOpenAi, type FakeOpenAi } from '../../../test/fake-openai';
import { createTestApp, registerDoctor, registerPatient, type SignedIn, type TestApp } from '../../../test/helpers';
import { markEmailVerified } from '../../../test/verification';

/**
 * Igea with the optional model (issue 11 point 5), against a local OpenAI-compatible server:
 * the model writes the answer from what retrieval and the user's data gave it; emergencies never
 * reach it; its failures fall back to the built-in answer; nothing the user may not read is sent.
 */

const TIMEOUT_MS = 600;
const PASSAGE = 'Per misurare la pressione arteriosa resta seduto a riposo per cinque minuti e ripeti la misurazione due volte.';
const PRIVATE_PASSAGE = 'Il protocollo riservato Valtellina prevede controlli quotidiani della glicemia capillare.';
const PUBLIC_GLYCAEMIA = 'La glicemia a digiuno si controlla al mattino, prima di colazione.';

let t: TestApp;
let fake: FakeOpenAi;
let doctor: SignedIn;
let patient: SignedIn;
let stranger: SignedIn;
let reader: SignedIn;
let article: Article;
let privateArticle: Article;
let publicGlycaemia: Article;

async function publish(who: SignedIn, overrides: Record<string, unknown>): Promise<Article> {
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/articles',
    headers: { cookie: who.cookie },
    payload: {
      content: [{ id: 'p1', type: 'paragraph', data: { text: PASSAGE } }],
      tags: ['pressione'],
      featuredImage: 'https://immagini.esempio.it/cuore.webp',
      selectedCategories: ['cardiologia'],
      ...overrides,
    },
  });
  if (r.statusCode !== 201) throw new Error(`publish failed: ${r.statusCode} ${r.body}`);
  return r.json<ArticleSaved>().article;
}

async function ask(who: SignedIn, message: string) {
  const response = await t.app.inject({ method: 'POST', url: '/api/chat/messages', headers: { cookie: who.cookie }, payload: { message } });
  return { status: response.statusCode, reply: response.json<ChatReply>() };
}

/** Everything the model was sent, as one text. */
const prompts = () => fake.requests.map((r) => (r.body?.messages ?? []).map((m) => m.content).join('\n')).join('\n');

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await createTestApp({
    clock: createTestClock('2026-11-23T09:00:00Z'),
    env: { LLM_BASE_URL: fake.url, LLM_MODEL: 'modello-di-prova', LLM_API_KEY: 'sk-prova', LLM_TIMEOUT_MS: String(TIMEOUT_MS) },
  });
  doctor = await registerDoctor(t.app, { displayName: 'Marco Bianchi', sectors: ['cardiologia'] });
  patient = await registerPatient(t.app, { displayName: 'Giulia Rossi' });
  stranger = await registerPatient(t.app, { displayName: 'Luca Neri' });
  reader = await registerPatient(t.app, { displayName: 'Paola Verdi' });
  await markEmailVerified(t, reader.user.id);
  await openPractice(t.app, doctor);
  const booked = await book(t.app, patient, bookingPayload(doctor.user.id, romeIso('2026-12-01', '10:30')));
  if (booked.statusCode !== 201) throw new Error(`booking failed: ${booked.statusCode} ${booked.body}`);
  article = await publish(doctor, { title: 'Come misurare la pressione arteriosa a casa' });
  privateArticle = await publish(doctor, {
    title: 'Protocollo riservato Valtellina',
    content: [{ id: 'p1', type: 'paragraph', data: { text: PRIVATE_PASSAGE } }],
    tags: ['glicemia'],
    isTherapy: true,
    isPublic: false,
    allowedUsers: [reader.user.email],
  });
  publicGlycaemia = await publish(doctor, {
    title: 'Glicemia: quando controllarla',
    content: [{ id: 'p1', type: 'paragraph', data: { text: PUBLIC_GLYCAEMIA } }],
    tags: ['glicemia'],
  });
  // The passages are cut by the job runner, which tests run by hand.
  await t.app.services.jobs.drain();
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => fake.reset());

describe('Igea with a model', () => {
  test('the answer is the model’s text, its sources those it cites; the passage was in the prompt', async () => {
    fake.respond({ text: 'Misurala da seduto, dopo cinque minuti di riposo, e ripeti la misura due volte [1].' });
    const { status, reply } = await ask(patient, 'Cosa dicono gli articoli sulla pressione arteriosa?');
    expect(status).toBe(200);
    expect(reply.emergency).toBe(false);
    expect(reply.response.startsWith('Misurala da seduto, dopo cinque minuti di riposo, e ripeti la misura due volte [1].')).toBe(true);
    expect(reply.sources).toEqual([{ kind: 'article', title: article.title, url: `/article/${article.id}` }]);
    expect(reply.reply).toMatchObject({ role: 'assistant', content: reply.response, sources: reply.sources });

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request!.headers.authorization).toBe('Bearer sk-prova');
    expect(request!.body).toMatchObject({ model: 'modello-di-prova', stream: false });
    expect(request!.body!.messages![0]!.role).toBe('system');
    expect(prompts()).toContain(PASSAGE);
    expect(prompts()).toContain('Cosa dicono gli articoli sulla pressione arteriosa?');
  });

  test('the user’s next appointment is a fact given to the model', async () => {
    fake.respond({ text: 'Il tuo prossimo appuntamento è martedì 1 dicembre 2026 alle 10:30 con il Dott. Marco Bianchi.' });
    const { status, reply } = await ask(patient, 'Quando è il mio prossimo appuntamento?');
    expect(status).toBe(200);
    expect(reply.response).toContain('Il tuo prossimo appuntamento è martedì 1 dicembre 2026 alle 10:30');
    expect(fake.requests).toHaveLength(1);
    const prompt = prompts();
    expect(prompt).toContain('martedì 1 dicembre 2026 alle 10:30');
    expect(prompt).toContain('Marco Bianchi');
    expect(prompt).toContain('Visita cardiologica');
  });

  test('an emergency never reaches the model and gets 112 at once', async () => {
    const { status, reply } = await ask(patient, 'Ho un dolore fortissimo al petto che va al braccio sinistro e sudo freddo');
    expect(status).toBe(200);
    expect(reply.emergency).toBe(true);
    expect(reply.response).toContain('112');
    expect(fake.requests).toHaveLength(0);
  });

  test('a model that does not answer in time → the built-in answer, not the failure', async () => {
    fake.respond({ delayMs: 5_000, text: 'Troppo tardi.' });
    const started = Date.now();
    const { status, reply } = await ask(patient, 'Cosa dicono gli articoli sulla pressione arteriosa?');
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 2_500);
    expect(status).toBe(200);
    expect(fake.requests).toHaveLength(1);
    expect(reply.response).not.toContain('Troppo tardi.');
    expect(reply.response).not.toBe(catalogue.assistant.failure);
    expect(reply.sources).toContainEqual({ kind: 'article', title: article.title, url: `/article/${article.id}` });
  });

  test('a model answering 500 → the built-in answer, not the failure', async () => {
    fake.respond({ status: 500 });
    const { status, reply } = await ask(patient, 'Cosa dicono gli articoli sulla pressione arteriosa?');
    expect(status).toBe(200);
    expect(fake.requests).toHaveLength(1);
    expect(reply.response).not.toBe(catalogue.assistant.failure);
    expect(reply.sources).toContainEqual({ kind: 'article', title: article.title, url: `/article/${article.id}` });
  });

  test('a private article of another user is never sent to the model for a stranger', async () => {
    fake.respond({ text: 'Secondo le fonti [1] [2] [3].' });
    const question = 'Cosa dicono gli articoli sui controlli della glicemia?';
    const asStranger = await ask(stranger, question);
    expect(asStranger.status).toBe(200);
    // The model was asked, with the public article on the same topic, and nothing more.
    expect(fake.requests).toHaveLength(1);
    const sent = prompts();
    expect(sent).toContain(PUBLIC_GLYCAEMIA);
    expect(asStranger.reply.sources).toEqual([{ kind: 'article', title: publicGlycaemia.title, url: `/article/${publicGlycaemia.id}` }]);
    expect(sent).not.toContain(PRIVATE_PASSAGE);
    expect(sent).not.toContain(privateArticle.title);
    expect(sent).not.toContain(privateArticle.id);
    expect(JSON.stringify(asStranger.reply)).not.toContain(privateArticle.id);

    // The same question from the reader it was shared with does reach it: the check above can fail.
    fake.reset();
    fake.respond({ text: 'Il protocollo prevede controlli quotidiani [1] [2].' });
    const asReader = await ask(reader, question);
    expect(asReader.status).toBe(200);
    expect(prompts()).toContain(PRIVATE_PASSAGE);
    expect(prompts()).toContain(PUBLIC_GLYCAEMIA);
    expect(asReader.reply.sources).toContainEqual({ kind: 'therapy', title: privateArticle.title, url: `/article/${privateArticle.id}` });
  });
});
