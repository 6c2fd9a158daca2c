import { and, arrayContains, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  articleAllowedUsers,
  articleCategories,
  articles,
  type ArticleRow,
  type StoredContent,
} from '../../db/schema/articles';
import { authorActive, readableBy, type Viewer } from './articles.access';

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

/** The exact, sortable text of a timestamp column (UTC, microseconds), for keyset cursors. */
const exactTime = (column: AnyPgColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const published = eq(articles.status, 'published');

function feedConditions(filter: FeedFilter): SQL[] {
  const out: SQL[] = [];
  if (filter.type) out.push(eq(articles.isTherapy, filter.type === 'therapy'));
  if (filter.category) out.push(arrayContains(articles.categoryIds, [filter.category]));
  return out;
}

/**
 * Called inside the transaction of every insert and update of an article (status changes
 * included), after its rows are written: what must commit with the save (Igea's index job).
 */
export type ArticleWriteHook = (tx: Db, id: string, updatedAt: Date) => Promise<void>;

export function createArticlesRepository(db: Db, onWrite?: ArticleWriteHook) {
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

    /** One article with what its read check needs: allowed users and whether its author is active. */
    async findById(id: string): Promise<(LoadedArticle & { authorActive: boolean }) | undefined> {
      const rows = await db
        .select({ ...columns, authorActive: sql<boolean>`${authorActive()}` })
        .from(articles)
        .where(eq(articles.id, id))
        .limit(1);
      const [row] = rows;
      if (!row) return undefined;
      const { authorActive: active, ...record } = row;
      const [loaded] = await attach([record], { withAllowed: true });
      return { ...loaded!, authorActive: active };
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
        await onWrite?.(tx, id, now);
      });
    },

    async update(id: string, write: ArticleWrite, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(articles)
          .set({ ...rowValues(write), updatedAt: now })
          .where(eq(articles.id, id));
        await writeChildren(tx, id, write);
        await onWrite?.(tx, id, now);
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
        // What a signed-out visitor may read: the read rule for nobody.
        .where(and(published, readableBy(null)))
        .orderBy(desc(articles.updatedAt))
        .limit(limit);
    },
  };
}

export type ArticlesRepository = ReturnType<typeof createArticlesRepository>;
