import { and, arrayContains, arrayOverlaps, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { unionAll, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  articleAllowedUsers,
  articleCategories,
  articles,
  tagsSearchText,
  titleSearchText,
  type ArticleRow,
  type StoredContent,
} from '../../db/schema/articles';
import type { Viewer } from './articles.access';

/** An article's columns as the application reads them (the generated search vector left out). */
export type ArticleRecord = Omit<ArticleRow, 'searchVector'>;

/** What the articles feature knows of one article: its row (with `categoryIds`) and allowed users. */
export interface LoadedArticle extends ArticleRecord {
  /** As the author entered them, in their order. */
  allowedUsers: string[];
  /** `allowedUserKey` of each allowed user. */
  allowedKeys: string[];
}

/** A row of a keyset-paged list together with its position key (exact, microseconds included). */
export interface PagedRecord extends ArticleRecord {
  sortKey: string;
}

/** Every column the application reads; selecting these keeps the search vector out of the wire. */
const columns = {
  id: articles.id,
  authorId: articles.authorId,
  title: articles.title,
  content: articles.content,
  tags: articles.tags,
  categoryIds: articles.categoryIds,
  featuredImage: articles.featuredImage,
  isTherapy: articles.isTherapy,
  isPublic: articles.isPublic,
  isPaid: articles.isPaid,
  priceCents: articles.priceCents,
  salePriceCents: articles.salePriceCents,
  saleEndDate: articles.saleEndDate,
  status: articles.status,
  createdAt: articles.createdAt,
  updatedAt: articles.updatedAt,
  publishedAt: articles.publishedAt,
};

/** What an insert or update writes: the row's fields, categories and allowed users. */
export interface ArticleWrite {
  title: string;
  content: StoredContent;
  tags: string[];
  featuredImage: string | null;
  isTherapy: boolean;
  isPublic: boolean;
  isPaid: boolean;
  priceCents: number | null;
  salePriceCents: number | null;
  saleEndDate: Date | null;
  status: 'draft' | 'published';
  publishedAt: Date | null;
  categories: readonly string[];
  allowedUsers: ReadonlyArray<{ value: string; matchKey: string }>;
}

/** A position in a keyset-paged list: the sort column's exact text and the id. */
export interface PageKey {
  sortKey: string;
  id: string;
}

export interface Page {
  limit: number;
  after?: PageKey | undefined;
}

export interface FeedFilter {
  type?: 'article' | 'therapy' | undefined;
  category?: string | undefined;
}

/** The words of a search, prepared by the search feature (see search.service.ts). */
export interface SearchTerms {
  /** The query as typed (trimmed), for websearch_to_tsquery. */
  text: string;
  /** `w1:* & w2:*` of the query's words (letters and digits only), or '' when there are none. */
  prefixQuery: string;
  /** Lower-cased words of at least 3 characters, LIKE-escaped; every one must match. */
  likeWords: string[];
}

export interface SearchHit {
  id: string;
  isTherapy: boolean;
  rank: number;
}

/** The exact, sortable text of a timestamp column (UTC, microseconds), for keyset cursors. */
const exactTime = (column: AnyPgColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * The read rule of articles.access.ts as SQL, for rows of `articles` (status is checked by the
 * caller: lists show published content only). Signed out: public only. Signed in: public, own, or
 * private with an allowed user matching one of the viewer's keys.
 */
export function readableBy(viewer: Viewer | null): SQL {
  if (!viewer) return sql`${articles.isPublic}`;
  const allowed =
    viewer.keys.length > 0
      ? sql`exists (select 1 from ${articleAllowedUsers} where ${articleAllowedUsers.articleId} = ${articles.id} and ${inArray(articleAllowedUsers.matchKey, viewer.keys)})`
      : undefined;
  return or(articles.isPublic, eq(articles.authorId, viewer.id), allowed)!;
}

const published = eq(articles.status, 'published');

function feedConditions(filter: FeedFilter): SQL[] {
  const out: SQL[] = [];
  if (filter.type) out.push(eq(articles.isTherapy, filter.type === 'therapy'));
  if (filter.category) out.push(arrayContains(articles.categoryIds, [filter.category]));
  return out;
}

/** Filed under any of the sectors (none given: no filter). Served by the GIN index on category_ids. */
function inSectors(sectorIds: readonly string[]): SQL | undefined {
  return sectorIds.length === 0 ? undefined : arrayOverlaps(articles.categoryIds, [...sectorIds]);
}

/** Characters that separate words in a title besides spaces (for "starts a word" ranking). */
const WORD_PUNCTUATION = `'’:;,.!?()[]"/-«»`;
const WORD_PUNCTUATION_SPACES = ' '.repeat([...WORD_PUNCTUATION].length);

function allOf(parts: SQL[]): SQL {
  return parts.length === 0 ? sql`false` : sql.join(parts, sql` and `);
}

/**
 * Runs the search statements with sequential and plain index scans disabled, so that every capped
 * retrieval is a bitmap scan of its GIN index. Without this, the LIMIT of a retrieval makes a
 * sequential scan look cheap to the planner ("the first 200 matches are near the start"), and
 * evaluating the text match on every row is what costs most (measured ~15 µs a row on PGlite,
 * so 150 ms on 100,000 articles instead of a few ms). SET LOCAL ends with the transaction.
 */
async function withIndexScans<T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    // set_config(…, true) is SET LOCAL; one statement for both settings.
    await tx.execute(sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`);
    return run(tx);
  });
}

export function createArticlesRepository(db: Db) {
  /** Attaches the allowed users (needed for one article's read check and its author's view only). */
  async function attach(rows: ArticleRecord[], { withAllowed }: { withAllowed: boolean }): Promise<LoadedArticle[]> {
    if (rows.length === 0) return [];
    const allowed = withAllowed
      ? await db
          .select({ articleId: articleAllowedUsers.articleId, value: articleAllowedUsers.value, matchKey: articleAllowedUsers.matchKey })
          .from(articleAllowedUsers)
          .where(inArray(articleAllowedUsers.articleId, rows.map((r) => r.id)))
          .orderBy(asc(articleAllowedUsers.articleId), asc(articleAllowedUsers.position))
      : [];
    return rows.map((row) => {
      const mine = allowed.filter((a) => a.articleId === row.id);
      return { ...row, allowedUsers: mine.map((a) => a.value), allowedKeys: mine.map((a) => a.matchKey) };
    });
  }

  async function paged(where: SQL | undefined, sortColumn: AnyPgColumn, page: Page): Promise<PagedRecord[]> {
    const after = page.after ? sql`(${sortColumn}, ${articles.id}) < (${page.after.sortKey}::timestamptz, ${page.after.id})` : undefined;
    return db
      .select({ ...columns, sortKey: exactTime(sortColumn) })
      .from(articles)
      .where(and(where, after))
      .orderBy(sql`${sortColumn} desc nulls last`, sql`${articles.id} desc nulls last`)
      .limit(page.limit);
  }

  async function writeChildren(tx: Db, id: string, write: ArticleWrite): Promise<void> {
    await tx.delete(articleCategories).where(eq(articleCategories.articleId, id));
    await tx.delete(articleAllowedUsers).where(eq(articleAllowedUsers.articleId, id));
    if (write.categories.length > 0) {
      await tx.insert(articleCategories).values(
        write.categories.map((sectorId, position) => ({
          articleId: id,
          sectorId,
          position,
          status: write.status,
          isTherapy: write.isTherapy,
          publishedAt: write.publishedAt,
        })),
      );
    }
    if (write.allowedUsers.length > 0) {
      await tx
        .insert(articleAllowedUsers)
        .values(write.allowedUsers.map((u, position) => ({ articleId: id, value: u.value, matchKey: u.matchKey, position })))
        .onConflictDoNothing();
    }
  }

  function rowValues(write: ArticleWrite) {
    const { categories, allowedUsers: _a, ...row } = write;
    return { ...row, categoryIds: [...categories] };
  }

  return {
    attach,

    async findById(id: string): Promise<LoadedArticle | undefined> {
      const rows = await db.select(columns).from(articles).where(eq(articles.id, id)).limit(1);
      const [loaded] = await attach(rows, { withAllowed: true });
      return loaded;
    },

    /** The rows of `ids` that are published and readable by `viewer`, categories attached (any order). */
    async findReadable(viewer: Viewer | null, ids: readonly string[]): Promise<LoadedArticle[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select(columns)
        .from(articles)
        .where(and(inArray(articles.id, [...ids]), published, readableBy(viewer)));
      return attach(rows, { withAllowed: false });
    },

    async insert(id: string, authorId: string, write: ArticleWrite, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(articles).values({ id, authorId, ...rowValues(write), createdAt: now, updatedAt: now });
        await writeChildren(tx, id, write);
      });
    },

    async update(id: string, write: ArticleWrite, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(articles)
          .set({ ...rowValues(write), updatedAt: now })
          .where(eq(articles.id, id));
        await writeChildren(tx, id, write);
      });
    },

    async remove(id: string): Promise<void> {
      await db.delete(articles).where(eq(articles.id, id));
    },

    /**
     * Published content `viewer` may read, newest first (the dashboard's lists). With a category,
     * the category's own ordered index range drives the query (article_categories_feed_*_idx).
     */
    listFeed(viewer: Viewer | null, filter: FeedFilter, page: Page): Promise<PagedRecord[]> {
      if (!filter.category) return paged(and(published, ...feedConditions(filter), readableBy(viewer)), articles.publishedAt, page);
      const c = articleCategories;
      const after = page.after ? sql`(${c.publishedAt}, ${c.articleId}) < (${page.after.sortKey}::timestamptz, ${page.after.id})` : undefined;
      return db
        .select({ ...columns, sortKey: exactTime(c.publishedAt) })
        .from(c)
        .innerJoin(articles, eq(articles.id, c.articleId))
        .where(
          and(
            eq(c.sectorId, filter.category),
            eq(c.status, 'published'),
            filter.type ? eq(c.isTherapy, filter.type === 'therapy') : undefined,
            readableBy(viewer),
            after,
          ),
        )
        .orderBy(sql`${c.publishedAt} desc nulls last`, sql`${c.articleId} desc nulls last`)
        .limit(page.limit);
    },

    /** One author's published content that `viewer` may read (doctor profile). */
    listPublishedByAuthor: (viewer: Viewer | null, authorId: string, filter: FeedFilter, page: Page) =>
      paged(and(eq(articles.authorId, authorId), published, ...feedConditions(filter), readableBy(viewer)), articles.publishedAt, page),

    /** The author's archive: drafts and published items, newest change first. */
    listByAuthor: (authorId: string, page: Page) => paged(eq(articles.authorId, authorId), articles.updatedAt, page),

    async countByAuthor(authorId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(articles).where(eq(articles.authorId, authorId));
      return row?.n ?? 0;
    },

    /** Published private content whose allowed users match the viewer (someone else's). */
    listAssigned(viewer: Viewer, page: Page): Promise<PagedRecord[]> {
      if (viewer.keys.length === 0) return Promise.resolve([]);
      const allowed = sql`exists (select 1 from ${articleAllowedUsers} where ${articleAllowedUsers.articleId} = ${articles.id} and ${inArray(articleAllowedUsers.matchKey, viewer.keys)})`;
      return paged(and(published, eq(articles.isPublic, false), allowed), articles.publishedAt, page);
    },

    /** Published articles and therapies of one author that `viewer` may read. */
    async countPublishedByAuthor(viewer: Viewer | null, authorId: string): Promise<{ articles: number; therapies: number }> {
      const [row] = await db
        .select({
          articles: sql<number>`count(*) filter (where not ${articles.isTherapy})`.mapWith(Number),
          therapies: sql<number>`count(*) filter (where ${articles.isTherapy})`.mapWith(Number),
        })
        .from(articles)
        .where(and(eq(articles.authorId, authorId), published, readableBy(viewer)));
      return { articles: row?.articles ?? 0, therapies: row?.therapies ?? 0 };
    },

    /** Public published content for the sitemap, most recently changed first. */
    async listPublicForSitemap(limit: number): Promise<Array<{ id: string; lastModified: Date }>> {
      return db
        .select({ id: articles.id, lastModified: articles.updatedAt })
        .from(articles)
        .where(and(published, eq(articles.isPublic, true)))
        .orderBy(desc(articles.updatedAt))
        .limit(limit);
    },

    /**
     * Search (docs/api.md GET /api/search), in one transaction. Two capped retrievals in one
     * statement (UNION ALL), each served by a GIN index and ranked on its own candidates only, so
     * the cost is bounded whatever the number of articles:
     * - title: every word is a substring of the lower-cased title (trigram index), first `titleCap`
     * - text: the Italian full text of title and tags matches (websearch_to_tsquery OR each word
     *   as a prefix; GIN on search_vector), or every word is a substring of the tags (trigram
     *   index), first `textCap`
     * rank = ts_rank(search_vector, query)
     *      + 1   when every word starts a word of the title (+0.2 when it is only inside one)
     *      + 0.5 when every word starts a word of the tags.
     * Each retrieval gives its best `limit` (a hit may come twice; the caller merges). When
     * `similar` is given and fewer than `limit` distinct hits were found, titles with a word
     * similar to `similar.text` (pg_trgm `<%`, first `similar.cap`) follow, ranked by word
     * similarity minus 2 (below every real match).
     */
    async search(
      viewer: Viewer | null,
      terms: SearchTerms,
      sectorIds: readonly string[],
      opts: { limit: number; titleCap: number; textCap: number; similar?: { text: string; cap: number } | undefined },
    ): Promise<SearchHit[]> {
      const query = terms.prefixQuery
        ? sql`(websearch_to_tsquery('italian', ${terms.text}) || to_tsquery('italian', ${terms.prefixQuery}))`
        : sql`websearch_to_tsquery('italian', ${terms.text})`;
      const title = titleSearchText(articles);
      const tags = tagsSearchText(articles);
      const titleWords = sql`(' ' || translate(${title}, ${WORD_PUNCTUATION}, ${WORD_PUNCTUATION_SPACES}))`;
      const tagWords = sql`(' ' || ${tags})`;
      const titleHas = allOf(terms.likeWords.map((w) => sql`${title} like ${`%${w}%`}`));
      const titleStarts = allOf(terms.likeWords.map((w) => sql`${titleWords} like ${`% ${w}%`}`));
      const tagsHave = allOf(terms.likeWords.map((w) => sql`${tags} like ${`%${w}%`}`));
      const tagsStart = allOf(terms.likeWords.map((w) => sql`${tagWords} like ${`% ${w}%`}`));
      const rank = sql<number>`(ts_rank(${articles.searchVector}, ${query})
        + case when ${titleStarts} then 1 when ${titleHas} then 0.2 else 0 end
        + case when ${tagsStart} then 0.5 else 0 end)::float8`;
      const base = and(published, readableBy(viewer), inSectors(sectorIds));
      const hasWords = terms.likeWords.length > 0;
      const textMatch = hasWords ? sql`(${articles.searchVector} @@ ${query} or ${tagsHave})` : sql`${articles.searchVector} @@ ${query}`;

      return withIndexScans(db, async (tx) => {
        const retrieval = (match: SQL, cap: number) => {
          const candidates = tx
            .select({ id: articles.id, isTherapy: articles.isTherapy, publishedAt: articles.publishedAt, rank: rank.as('rank') })
            .from(articles)
            .where(and(base, match))
            .limit(cap)
            .as('candidates');
          return tx
            .select({ id: candidates.id, isTherapy: candidates.isTherapy, rank: candidates.rank })
            .from(candidates)
            .orderBy(desc(candidates.rank), sql`${candidates.publishedAt} desc`, desc(candidates.id))
            .limit(opts.limit);
        };
        const rows = hasWords
          ? await unionAll(retrieval(titleHas, opts.titleCap), retrieval(textMatch, opts.textCap))
          : await retrieval(textMatch, opts.textCap);
        const hits = rows.map((r) => ({ id: r.id, isTherapy: r.isTherapy, rank: Number(r.rank) }));
        if (!opts.similar || new Set(hits.map((h) => h.id)).size >= opts.limit) return hits;

        const similarity = sql<number>`word_similarity(${opts.similar.text}, ${title})::float8`;
        const candidates = tx
          .select({ id: articles.id, isTherapy: articles.isTherapy, rank: similarity.as('rank') })
          .from(articles)
          .where(and(base, sql`${opts.similar.text} <% ${title}`))
          .limit(opts.similar.cap)
          .as('candidates');
        const similar = await tx
          .select({ id: candidates.id, isTherapy: candidates.isTherapy, rank: candidates.rank })
          .from(candidates)
          .orderBy(desc(candidates.rank), desc(candidates.id))
          .limit(opts.limit);
        const found = new Set(hits.map((h) => h.id));
        return [...hits, ...similar.filter((r) => !found.has(r.id)).map((r) => ({ id: r.id, isTherapy: r.isTherapy, rank: Number(r.rank) - 2 }))];
      });
    },
  };
}

export type ArticlesRepository = ReturnType<typeof createArticlesRepository>;
