import { randomUUID } from 'node:crypto';
import { allowedUserKey } from '@sanity/shared/domain/content/allowed-users';
import { publishProblems } from '@sanity/shared/domain/content/publish';
import { isSupportedInstant } from '@sanity/shared/domain/dates/supported-range';
import { isStorableText } from '@sanity/shared/domain/text/storable-text';
import { isDoctorRole } from '@sanity/shared/domain/roles';
import { doctorDisplayName } from '@sanity/shared/domain/names';
import { it } from '@sanity/shared/i18n/it';
import { itSettings } from '@sanity/shared/i18n/it-settings';
import { itContent } from '@sanity/shared/i18n/it-content';
import {
  ArticleInputSchema,
  type Article,
  type ArticleArchive,
  type ArticleCard,
  type ArticleData,
  type ArticleList,
  type ArticleListQuery,
  type ArticlePatch,
  type ArticleSave,
  type ArticleSaved,
  type PersonalListQuery,
} from '@sanity/shared/schemas/articles';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/app-error';
import type { FavoritesService } from '../favorites/favorites.service';
import { createReadCache } from '../read-cache/read-cache';
import { articleReaderScopes, type ReadVersions } from '../read-cache/read-versions';
import type { UsersService } from '../users/users.service';
import { canRead, readableBy, viewerKeys, type Viewer } from './articles.access';
import { toArticleDto, toCardDto, toCents, toEuro, unknownAuthor, type AuthorInfo } from './articles.dto';
import {
  createArticlesRepository,
  type ArticleWrite,
  type ArticleWriteHook,
  type FeedFilter,
  type LoadedArticle,
  type PageKey,
  type PagedRecord,
} from './articles.repository';
import { suggestTags } from './suggest-tags';

const m = itContent.content;

/** Who is asking: the session user (only the id is needed), or null when signed out. */
export type Reader = { id: string } | null;

/**
 * Lists and articles one instance keeps, per reader (ADR 0024): counts, not bytes, so small enough
 * that full articles and pages of cards stay within a few tens of MB (issue 27's memory goal).
 */
const LISTS_KEPT = 500;
const ARTICLES_KEPT = 500;

export type ArticlesService = ReturnType<typeof createArticlesService>;

/** The opaque `nextCursor`: the last item's exact position in the list's order. */
export function encodeCursor(key: PageKey): string {
  return Buffer.from(JSON.stringify([key.sortKey, key.id]), 'utf8').toString('base64url');
}

export function decodeCursor(text: string | undefined): PageKey | undefined {
  if (text === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      typeof value[1] === 'string' &&
      // An edited cursor is input too: the text rule of every input, an instant PostgreSQL reads.
      isStorableText(value[1]) &&
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(value[0]) &&
      isSupportedInstant(value[0].slice(0, 23) + 'Z')
    ) {
      return { sortKey: value[0], id: value[1] };
    }
  } catch {
    // falls through to the 400 below
  }
  throw new AppError(400, m.cursorInvalid, { fields: { cursor: m.cursorInvalid } });
}

/** The field each publish problem belongs to, for `error.fields`. */
const PROBLEM_FIELDS: Record<string, string> = {
  [m.titleRequired]: 'title',
  [m.contentRequired]: 'content',
  [m.featuredImageRequired]: 'featuredImage',
  [m.categoryRequired]: 'selectedCategories',
  [m.priceRequired]: 'price',
};

/** 400 with the first publish problem as `message` and every problem in `fields`. */
function assertPublishable(data: Pick<ArticleData, 'title' | 'featuredImage' | 'selectedCategories' | 'isPaid' | 'price'> & { content: unknown[] | string }): void {
  const problems = publishProblems(data);
  if (problems.length === 0) return;
  const fields: Record<string, string> = {};
  for (const problem of problems) fields[PROBLEM_FIELDS[problem] ?? 'article'] ??= problem;
  throw new AppError(400, problems[0]!, { fields });
}

/** A zod failure of the merged PATCH, shaped like the route validation's 400. */
function validationError(error: z.ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.map(String).join('.') || 'body'] ??= issue.message;
  return new AppError(400, error.issues[0]?.message ?? it.validation.invalidRequest, { fields });
}

/** The editor's data as the repository writes it. Legacy string content is kept as is. */
function toWrite(data: ArticleData, content: unknown[] | string, status: 'draft' | 'published', publishedAt: Date | null): ArticleWrite {
  return {
    title: data.title,
    content,
    tags: data.tags,
    featuredImage: data.featuredImage,
    isTherapy: data.isTherapy,
    isPublic: data.isPublic,
    isPaid: data.isPaid,
    priceCents: toCents(data.price),
    salePriceCents: toCents(data.salePrice),
    saleEndDate: data.saleEndDate ? new Date(data.saleEndDate) : null,
    status,
    publishedAt,
    categories: data.selectedCategories,
    allowedUsers: data.allowedUsers.map((value) => ({ value, matchKey: allowedUserKey(value) })),
  };
}

/** The /media/ URLs an article references that live under its own folder (users/{author}/articles/{id}/). */
function ownFileUrls(row: LoadedArticle): string[] {
  const prefix = `/media/users/${row.authorId}/articles/${row.id}/`;
  const urls = [row.featuredImage];
  if (Array.isArray(row.content)) {
    for (const block of row.content as Array<{ data?: { url?: unknown } }>) {
      if (typeof block.data?.url === 'string') urls.push(block.data.url);
    }
  }
  return [...new Set(urls.filter((u): u is string => typeof u === 'string' && u.startsWith(prefix) && !u.includes('..')))];
}

/** A stored article in the editor's input shape, so a PATCH can be merged and validated again. */
function toInputShape(row: LoadedArticle): Record<string, unknown> {
  return {
    title: row.title,
    content: Array.isArray(row.content) ? row.content : [],
    tags: row.tags,
    featuredImage: row.featuredImage,
    selectedCategories: row.categoryIds,
    isTherapy: row.isTherapy,
    isPublic: row.isPublic,
    isPaid: row.isPaid,
    price: toEuro(row.priceCents),
    salePrice: toEuro(row.salePriceCents),
    saleEndDate: row.saleEndDate?.toISOString() ?? null,
    allowedUsers: row.allowedUsers,
  };
}

/**
 * Articles and therapies (content spec §2.2–§2.5, §4–§6; docs/api.md). Every read goes through the
 * rule of articles.access.ts: `canRead` for one article, `readableBy` (the same rule in SQL) for
 * lists, counts and search. Only doctors write, and only their own articles.
 */
export function createArticlesService({
  db,
  users,
  favorites,
  files,
  clock,
  onWrite,
  versions,
}: {
  db: Db;
  /** The read versions of migration 0019: the public lists and articles are kept under them (ADR 0024). */
  versions: ReadVersions;
  users: Pick<UsersService, 'findById' | 'findByIds' | 'sectorIdsOf'>;
  favorites: FavoritesService;
  /** The uploads feature: deletes a stored file by its /media/ URL (never throws). */
  files?: { removeByUrl(url: string): Promise<void> } | undefined;
  clock: Clock;
  /**
   * Runs in the transaction of every save (insert, update, status change), e.g. enqueueing Igea's
   * index job (assistant/passage-index.ts); `committed` after that transaction commits (wakes the runner).
   */
  onWrite?: { inTransaction: ArticleWriteHook; committed?: () => void } | undefined;
}) {
  const repo = createArticlesRepository(db, onWrite?.inTransaction);
  const lists = createReadCache<ArticleList>({ versions, clock, size: LISTS_KEPT });
  const singles = createReadCache<Article>({ versions, clock, size: ARTICLES_KEPT });
  const scopesOf = (reader: Reader) => articleReaderScopes(reader?.id);

  async function viewerOf(reader: Reader): Promise<Viewer | null> {
    if (!reader) return null;
    const row = await users.findById(reader.id);
    if (!row || row.isDisabled) return null;
    return { id: row.id, keys: viewerKeys(row) };
  }

  async function authorsOf(ids: readonly string[]): Promise<Map<string, AuthorInfo>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await users.findByIds(unique);
    return new Map(rows.map((row) => [row.id, { name: doctorDisplayName(row), avatar: row.avatar }]));
  }

  async function cards(viewer: Viewer | null, rows: LoadedArticle[]): Promise<ArticleCard[]> {
    const ids = rows.map((r) => r.id);
    const [authors, marked] = await Promise.all([
      authorsOf(rows.map((r) => r.authorId)),
      viewer ? favorites.markedAmong(viewer.id, ids) : Promise.resolve(new Set<string>()),
    ]);
    return rows.map((row) => toCardDto(row, authors.get(row.authorId) ?? unknownAuthor, marked.has(row.id)));
  }

  async function pageOf(viewer: Viewer | null, rows: PagedRecord[], limit: number): Promise<ArticleList> {
    const loaded = await repo.attach(rows, { withAllowed: false });
    const last = rows.at(-1);
    return {
      articles: await cards(viewer, loaded),
      nextCursor: rows.length === limit && last ? encodeCursor({ sortKey: last.sortKey, id: last.id }) : null,
    };
  }

  async function articleDto(viewer: Viewer | null, row: LoadedArticle): Promise<Article> {
    const [authors, marked] = await Promise.all([
      authorsOf([row.authorId]),
      viewer ? favorites.markedAmong(viewer.id, [row.id]) : Promise.resolve(new Set<string>()),
    ]);
    return toArticleDto(row, authors.get(row.authorId) ?? unknownAuthor, { isFavorited: marked.has(row.id), isAuthor: viewer?.id === row.authorId });
  }

  /** The article for a reader: 404 when missing or a draft of someone else, 403 when private. */
  async function requireReadable(viewer: Viewer | null, id: string): Promise<LoadedArticle> {
    const row = await repo.findById(id);
    const decision = row ? canRead(viewer, row) : 'not-found';
    if (!row || decision === 'not-found') throw new AppError(404, m.notFound);
    if (decision === 'forbidden') throw new AppError(403, m.noAccess);
    return row;
  }

  /** The article for a write by `userId`: 404 when missing, 403 when someone else's. */
  async function requireAuthored(userId: string, id: string): Promise<LoadedArticle> {
    const row = await repo.findById(id);
    if (!row) throw new AppError(404, m.notFound);
    if (row.authorId !== userId) throw new AppError(403, it.http.forbidden);
    return row;
  }

  /** Categories must be among the author's sectors (content spec §5). */
  async function assertCategories(authorId: string, categories: readonly string[]): Promise<void> {
    if (categories.length === 0) return;
    const enabled = new Set(await users.sectorIdsOf(authorId));
    if (enabled.size === 0) throw new AppError(400, m.noCategoriesEnabled, { fields: { selectedCategories: m.noCategoriesEnabled } });
    const fields: Record<string, string> = {};
    categories.forEach((id, i) => {
      if (!enabled.has(id)) fields[`selectedCategories.${i}`] = m.categoryNotEnabled;
    });
    if (Object.keys(fields).length > 0) throw new AppError(400, m.categoryNotEnabled, { fields });
  }

  async function loadDto(viewer: Viewer | null, id: string): Promise<Article> {
    const row = await repo.findById(id);
    if (!row) throw new AppError(404, m.notFound);
    return articleDto(viewer, row);
  }

  /**
   * Only a doctor approved by an admin publishes (ADR 0013): any save whose result is published
   * content, a new publication or an edit of a published item; drafts are always accepted.
   */
  async function assertMayPublish(userId: string): Promise<void> {
    const author = await users.findById(userId);
    if (!author?.isVerified) throw new AppError(403, itSettings.adminDoctors.notVerifiedPublish, { code: 'doctor-not-verified' });
  }

  /** Creates or updates (the author's `draftId`) with the given status; returns the id. */
  async function save(userId: string, input: ArticleSave, target: 'draft' | 'publish'): Promise<string> {
    const { draftId, ...data } = input;
    const existing = draftId !== undefined ? await requireAuthored(userId, draftId) : undefined;
    // A published item stays published when its draft is saved, so it must stay publishable.
    const status = target === 'publish' || existing?.status === 'published' ? 'published' : 'draft';
    if (status === 'published') assertPublishable(data);
    if (status === 'published') await assertMayPublish(userId);
    await assertCategories(userId, data.selectedCategories);
    const now = clock.now();
    const publishedAt = status === 'published' ? (existing?.publishedAt ?? now) : (existing?.publishedAt ?? null);
    if (existing) {
      await repo.update(existing.id, toWrite(data, data.content, status, publishedAt), now);
      onWrite?.committed?.();
      return existing.id;
    }
    const id = randomUUID();
    await repo.insert(id, userId, toWrite(data, data.content, status, publishedAt), now);
    onWrite?.committed?.();
    return id;
  }

  return {
    viewerOf,

    /** GET /api/articles/:id */
    get(reader: Reader, id: string): Promise<Article> {
      return singles.read(`${reader?.id ?? ''}|${id}`, scopesOf(reader), async () => {
        const viewer = await viewerOf(reader);
        return { value: await articleDto(viewer, await requireReadable(viewer, id)) };
      });
    },

    /** GET /api/articles: published content the reader may read, newest first. */
    list(reader: Reader, query: ArticleListQuery): Promise<ArticleList> {
      const key = JSON.stringify(['feed', reader?.id ?? '', query.type ?? '', query.category ?? '', query.limit, query.cursor ?? '']);
      return lists.read(key, scopesOf(reader), async () => {
        const viewer = await viewerOf(reader);
        const filter: FeedFilter = { type: query.type, category: query.category };
        const rows = await repo.listFeed(viewer, filter, { limit: query.limit, after: decodeCursor(query.cursor) });
        return { value: await pageOf(viewer, rows, query.limit) };
      });
    },

    /** GET /api/doctors/:id/articles: one doctor's published content the reader may read. */
    listByDoctor(reader: Reader, doctorId: string, query: ArticleListQuery): Promise<ArticleList> {
      const key = JSON.stringify(['doctor', doctorId, reader?.id ?? '', query.type ?? '', query.category ?? '', query.limit, query.cursor ?? '']);
      return lists.read(key, scopesOf(reader), async () => {
        const viewer = await viewerOf(reader);
        const filter: FeedFilter = { type: query.type, category: query.category };
        const rows = await repo.listPublishedByAuthor(viewer, doctorId, filter, { limit: query.limit, after: decodeCursor(query.cursor) });
        return { value: await pageOf(viewer, rows, query.limit) };
      });
    },

    /** GET /api/articles/mine: the author's archive with its total count. */
    async listMine(userId: string, query: PersonalListQuery): Promise<ArticleArchive> {
      const viewer = await viewerOf({ id: userId });
      const [rows, count] = await Promise.all([
        repo.listByAuthor(userId, { limit: query.limit, after: decodeCursor(query.cursor) }),
        repo.countByAuthor(userId),
      ]);
      return { ...(await pageOf(viewer, rows, query.limit)), count };
    },

    /** GET /api/articles/assigned: published private content whose allowed users name the reader. */
    async listAssigned(userId: string, query: PersonalListQuery): Promise<ArticleList> {
      const viewer = await viewerOf({ id: userId });
      if (!viewer) return { articles: [], nextCursor: null };
      const rows = await repo.listAssigned(viewer, { limit: query.limit, after: decodeCursor(query.cursor) });
      return pageOf(viewer, rows, query.limit);
    },

    /** GET /api/favorites: the reader's favourites they may still read, most recently marked first. */
    async listFavorites(userId: string, query: PersonalListQuery): Promise<ArticleList> {
      const viewer = await viewerOf({ id: userId });
      const marks = await favorites.page(userId, query.limit, decodeCursor(query.cursor));
      const readable = await repo.findReadable(viewer, marks.map((f) => f.articleId));
      const byId = new Map(readable.map((r) => [r.id, r]));
      const ordered = marks.map((f) => byId.get(f.articleId)).filter((r): r is LoadedArticle => r !== undefined);
      const last = marks.at(-1);
      return {
        articles: await cards(viewer, ordered),
        nextCursor: marks.length === query.limit && last ? encodeCursor({ sortKey: last.sortKey, id: last.articleId }) : null,
      };
    },

    /** POST / DELETE /api/articles/:id/favorite. Adding needs read access; removing only an existing article. */
    async setFavorite(userId: string, id: string, on: boolean): Promise<{ isFavorited: boolean }> {
      const viewer = await viewerOf({ id: userId });
      if (on) {
        await requireReadable(viewer, id);
        await favorites.add(userId, id, clock.now());
      } else {
        if (!(await repo.findById(id))) throw new AppError(404, m.notFound);
        await favorites.remove(userId, id);
      }
      return { isFavorited: on };
    },

    /** POST /api/articles/drafts: creates a draft or updates the author's `draftId`. */
    async saveDraft(userId: string, input: ArticleSave): Promise<{ success: true; draftId: string }> {
      return { success: true, draftId: await save(userId, input, 'draft') };
    },

    /** POST /api/articles: publishes a new article or the author's draft `draftId`. */
    async publish(userId: string, input: ArticleSave): Promise<ArticleSaved> {
      const id = await save(userId, input, 'publish');
      return { success: true, message: m.publishSuccess, article: await loadDto(await viewerOf({ id: userId }), id) };
    },

    /** PATCH /api/articles/:id: partial update and status change by the author. */
    async update(userId: string, id: string, patch: ArticlePatch): Promise<ArticleSaved> {
      const existing = await requireAuthored(userId, id);
      const { status: requested, ...fields } = patch;
      const parsed = ArticleInputSchema.safeParse({ ...toInputShape(existing), ...fields });
      if (!parsed.success) throw validationError(parsed.error);
      const data = parsed.data;
      const content = fields.content === undefined && typeof existing.content === 'string' ? existing.content : data.content;
      const status = requested ?? existing.status;
      if (status === 'published') assertPublishable({ ...data, content });
      if (status === 'published') await assertMayPublish(userId);
      await assertCategories(userId, data.selectedCategories);
      const now = clock.now();
      const publishedAt = status === 'published' ? (existing.publishedAt ?? now) : existing.publishedAt;
      await repo.update(id, toWrite(data, content, status, publishedAt), now);
      onWrite?.committed?.();
      const message =
        status === 'draft' && existing.status === 'published'
          ? m.returnedToDraft
          : status === 'published' && existing.status === 'draft'
            ? m.publishSuccess
            : m.updated;
      return { success: true, message, article: await loadDto(await viewerOf({ id: userId }), id) };
    },

    /**
     * DELETE /api/articles/:id: drafts only (409 for published content). The draft's stored files
     * that it still references (featured image, media blocks) are deleted with it.
     */
    async remove(userId: string, id: string): Promise<void> {
      const existing = await requireAuthored(userId, id);
      if (existing.status === 'published') throw new AppError(409, m.publishedNotDeletable);
      await repo.remove(id);
      if (files) await Promise.all(ownFileUrls(existing).map((url) => files.removeByUrl(url)));
    },

    /** POST /api/articles/:id/suggest-tags: keywords of the article's own text, for its author. */
    async suggestTags(userId: string, id: string): Promise<{ tags: string[] }> {
      const existing = await requireAuthored(userId, id);
      return { tags: suggestTags(existing.title, existing.content as Parameters<typeof suggestTags>[1], existing.tags) };
    },

    /**
     * The read rule as a SQL condition on rows of `articles` (articles.access.ts `readableBy`), for
     * the search feature's own queries; it checks the published status itself.
     */
    readableCondition: (viewer: Viewer | null): SQL => readableBy(viewer),

    /** Cards of `ids` in that order, keeping only published content the viewer may read. */
    async cardsOf(viewer: Viewer | null, ids: readonly string[]): Promise<ArticleCard[]> {
      const rows = await repo.findReadable(viewer, ids);
      const byId = new Map(rows.map((r) => [r.id, r]));
      return cards(
        viewer,
        ids.map((id) => byId.get(id)).filter((r): r is LoadedArticle => r !== undefined),
      );
    },

    /** For GET /api/doctors/:id: the doctor's published articles and therapies the viewer may read. */
    async countForDoctor(doctorId: string, viewerId?: string): Promise<{ articles: number; therapies: number }> {
      const viewer = await viewerOf(viewerId ? { id: viewerId } : null);
      return repo.countPublishedByAuthor(viewer, doctorId);
    },

    // ---- For the uploads and SEO features -------------------------------------------------

    /**
     * Resolves when `userId` may upload files to the article `draftId`: a doctor and its author
     * (drafts and published items alike). 404 'Articolo non trovato' for an unknown id, 403 otherwise.
     */
    async getUploadTarget(userId: string, draftId: string): Promise<{ articleId: string; authorId: string }> {
      const [row, user] = await Promise.all([repo.findById(draftId), users.findById(userId)]);
      if (!row) throw new AppError(404, m.notFound);
      if (row.authorId !== userId || !user || user.isDisabled || !isDoctorRole(user.role)) throw new AppError(403, it.http.forbidden);
      return { articleId: row.id, authorId: row.authorId };
    },

    /** Whether the reader (null: signed out) may read article `articleId`, hence its files. false when unknown. */
    async canReadFiles(reader: Reader, articleId: string): Promise<boolean> {
      const row = await repo.findById(articleId);
      if (!row) return false;
      return canRead(await viewerOf(reader), row) === 'ok';
    },

    /** The article when it is published and public (what a signed-out visitor may read); null otherwise. */
    async getForSeo(id: string): Promise<Article | null> {
      const row = await repo.findById(id);
      if (!row || canRead(null, row) !== 'ok') return null;
      return articleDto(null, row);
    },

    /** Public published content for the sitemap, most recently changed first. */
    listForSitemap: (limit: number) => repo.listPublicForSitemap(limit),
  };
}
