import {
  ArticleArchiveSchema,
  ArticleListQuerySchema,
  ArticleListSchema,
  ArticlePatchSchema,
  ArticleResponseSchema,
  ArticleSavedSchema,
  ArticleSaveSchema,
  DoctorArticlesQuerySchema,
  DraftSavedSchema,
  PersonalListQuerySchema,
  TagSuggestionsSchema,
} from '@sanity/shared/schemas/articles';
import { idParam } from '@sanity/shared/schemas/fields';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Article, ArticleList } from '@sanity/shared/schemas/articles';
import { signedInUser } from '../../plugins/access';
import { keptReplies } from '../read-cache/kept-reply';

const Params = z.object({ id: idParam });

/**
 * The public reads of articles and therapies, registered under /api beside the public reads that carry
 * a validator (app.ts, issue 27): the feed, one doctor's list and one article.
 */
export const publicArticlesRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const articles = () => app.services.articles;
  // Kept answers go out as the bytes they were first sent as (ADR 0024); one sender per route.
  const sendFeed = keptReplies<ArticleList>({ validator: true });
  const sendArticle = keptReplies<Article>({ wrap: (article) => ({ article }), validator: true });
  const sendDoctorList = keptReplies<ArticleList>({ validator: true });

  app.get(
    '/articles',
    {
      config: { access: 'public' },
      schema: {
        tags: ['articles'],
        summary: 'Articoli e terapie pubblicati che chi chiede può leggere, dal più recente',
        querystring: ArticleListQuerySchema,
        response: { 200: ArticleListSchema },
      },
    },
    async (request, reply) => sendFeed(reply, await articles().list(request.user, request.query)),
  );

  app.get(
    '/articles/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['articles'],
        summary: 'Un articolo o una terapia (403 se privato, 404 se bozza di altri o inesistente)',
        params: Params,
        response: { 200: ArticleResponseSchema },
      },
    },
    async (request, reply) => sendArticle(reply, await articles().get(request.user, request.params.id)),
  );

  app.get(
    '/doctors/:id/articles',
    {
      config: { access: 'public' },
      schema: {
        tags: ['articles', 'doctors'],
        summary: 'Articoli e terapie pubblicati di un dottore che chi chiede può leggere',
        params: Params,
        querystring: DoctorArticlesQuerySchema,
        response: { 200: ArticleListSchema },
      },
    },
    async (request, reply) => sendDoctorList(reply, await articles().listByDoctor(request.user, request.params.id, request.query)),
  );
  done();
};

/**
 * Articles and therapies (docs/api.md, issue 5), registered under /api; the public reads are
 * `publicArticlesRoutes` above. Writes are declared
 * `doctor` here; that the doctor is the article's author is the service's check (403 otherwise).
 */
export const articlesRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const articles = () => app.services.articles;

  app.get(
    '/articles/mine',
    {
      config: { access: 'doctor' },
      schema: {
        tags: ['articles'],
        summary: "L'archivio dell'autore: bozze e pubblicati, dall'ultima modifica",
        querystring: PersonalListQuerySchema,
        response: { 200: ArticleArchiveSchema },
      },
    },
    (request) => articles().listMine(signedInUser(request).id, request.query),
  );

  app.get(
    '/articles/assigned',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['articles'],
        summary: "Contenuti privati pubblicati assegnati all'utente (per email)",
        querystring: PersonalListQuerySchema,
        response: { 200: ArticleListSchema },
      },
    },
    (request) => articles().listAssigned(signedInUser(request).id, request.query),
  );

  app.post(
    '/articles/drafts',
    {
      config: { access: 'doctor' },
      schema: {
        tags: ['articles'],
        summary: 'Salva una bozza (nuova, o la bozza draftId dell’autore)',
        body: ArticleSaveSchema,
        response: { 200: DraftSavedSchema },
      },
    },
    (request) => articles().saveDraft(signedInUser(request).id, request.body),
  );

  app.post(
    '/articles',
    {
      config: { access: 'doctor' },
      schema: {
        tags: ['articles'],
        summary: 'Pubblica un contenuto (nuovo, o la bozza draftId dell’autore)',
        body: ArticleSaveSchema,
        response: { 201: ArticleSavedSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await articles().publish(signedInUser(request).id, request.body)),
  );

  app.patch(
    '/articles/:id',
    {
      config: { access: 'doctor' },
      schema: {
        tags: ['articles'],
        summary: "Modifica parziale dell'autore; status 'published' pubblica, 'draft' riporta in bozza",
        params: Params,
        body: ArticlePatchSchema,
        response: { 200: ArticleSavedSchema },
      },
    },
    (request) => articles().update(signedInUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/articles/:id',
    {
      config: { access: 'doctor' },
      schema: {
        tags: ['articles'],
        summary: "Elimina una bozza dell'autore (409 per un contenuto pubblicato)",
        params: Params,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await articles().remove(signedInUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/articles/:id/suggest-tags',
    {
      config: { access: 'doctor' },
      schema: {
        tags: ['articles'],
        summary: "Fino a 5 tag suggeriti dal testo dell'articolo (solo per l'autore)",
        params: Params,
        response: { 200: TagSuggestionsSchema },
      },
    },
    (request) => articles().suggestTags(signedInUser(request).id, request.params.id),
  );

  done();
};
