import { sql, type SQL } from 'drizzle-orm';
import { boolean, check, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { sectors } from './sectors';
import { users } from './users';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The content of an article as stored: the already-normalised blocks (content spec §3, see
 * `StoredContentBlockSchema`), or a legacy HTML / plain string imported from the old platform.
 */
export type StoredContent = unknown[] | string;

/** The lower-cased title, as the search's rank tests it (no index since migration 0024). */
export const titleSearchText = (t: { title: AnyPgColumn }): SQL => sql`lower(${t.title})`;
/** The lower-cased tags joined by spaces, as the search's rank tests them. */
export const tagsSearchText = (t: { tags: AnyPgColumn }): SQL => sql`lower(sanity_tags_text(${t.tags}))`;

/**
 * Articles and therapies (content spec §3). `id` is also the spec's `draftId`. Prices are euro
 * cents. The spec searches "title or tags": `search_vector` (generated, read-only) holds their
 * Italian full text, whose lexemes the lexicon (schema/lexicon.ts) counts for prefixes, parts of
 * words and typos. `sanity_tags_text(text[])` is an IMMUTABLE wrapper of
 * array_to_string created by the migration 0003_content_search, because generated columns and
 * index expressions may only call immutable functions.
 */
export const articles = pgTable(
  'articles',
  {
    id: text('id').primaryKey(),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    content: jsonb('content').$type<StoredContent>().notNull().default([]),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /**
     * The sector ids of `article_categories`, in the author's order, written in the same
     * transaction: what reads return and what the category and sector filters use, so that a GIN
     * index can serve them together with the search indexes (one table, one bitmap).
     */
    categoryIds: text('category_ids').array().notNull().default(sql`'{}'::text[]`),
    featuredImage: text('featured_image'),
    isTherapy: boolean('is_therapy').notNull().default(false),
    isPublic: boolean('is_public').notNull().default(true),
    isPaid: boolean('is_paid').notNull().default(false),
    priceCents: integer('price_cents'),
    salePriceCents: integer('sale_price_cents'),
    saleEndDate: timestamptz('sale_end_date'),
    status: text('status', { enum: ['draft', 'published'] }).notNull().default('draft'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    /** Set on the first publication and kept when the item returns to draft and is published again. */
    publishedAt: timestamptz('published_at'),
    /** Italian full text: title with weight A, tags with weight B. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('italian'::regconfig, "title"), 'A') || setweight(to_tsvector('italian'::regconfig, sanity_tags_text("tags")), 'B')`,
    ),
  },
  (t) => [
    check('articles_status_check', sql`${t.status} in ('draft', 'published')`),
    check('articles_price_check', sql`${t.priceCents} is null or ${t.priceCents} >= 0`),
    check('articles_sale_price_check', sql`${t.salePriceCents} is null or ${t.salePriceCents} >= 0`),
    check('articles_published_at_check', sql`${t.status} = 'draft' or ${t.publishedAt} is not null`),
    // Feeds: published content newest first, all types or one type (keyset on published_at, id).
    index('articles_feed_idx').on(t.status, t.publishedAt.desc(), t.id.desc()),
    index('articles_feed_type_idx').on(t.status, t.isTherapy, t.publishedAt.desc(), t.id.desc()),
    // The author's archive, newest change first, and a doctor's published content.
    index('articles_author_idx').on(t.authorId, t.updatedAt.desc(), t.id.desc()),
    index('articles_author_published_idx')
      .on(t.authorId, t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'published'`),
    // Search (GET /api/search). A GIN index collects new entries in a pending list that every
    // search scans linearly until it is merged, by VACUUM or when it exceeds the limit (4 MB by
    // default; PGlite never runs autovacuum). Measured on 100,000 articles: 25–55 ms per index scan
    // with a full default list, 0.1 ms merged. The smallest limit (64 kB) keeps that scan short and
    // inserts batched (fastupdate off made a bulk insert 4× slower). The trigram indexes of the
    // title and tags were dropped by migration 0024: substrings and typos are looked up in the
    // lexicon (schema/lexicon.ts), which names the exact lexemes this index then reads.
    index('articles_search_vector_idx').using('gin', t.searchVector).with({ gin_pending_list_limit: 64 }),
    // Category (feeds) and sectors (search) filters.
    index('articles_category_ids_idx').using('gin', t.categoryIds).with({ gin_pending_list_limit: 64 }),
    // Not declared here: articles_search_recent_idx (migration 0021), the published rows newest
    // first INCLUDE-ing what the search tests, for its walk of frequent matches; drizzle's index
    // builder has no INCLUDE.
  ],
);

/**
 * The sectors an article is filed under (spec `selectedCategories`), with referential integrity;
 * `articles.category_ids` holds the same ids for reading and for the search's sector filter.
 * Rewritten with every save of the article, copying its status, kind and publication time so
 * that a category's feed is one ordered index range (`article_categories_feed_*_idx`) instead of
 * a walk through every article looking for that category.
 */
export const articleCategories = pgTable(
  'article_categories',
  {
    articleId: text('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    sectorId: text('sector_id')
      .notNull()
      .references(() => sectors.id),
    /** Order in which the author chose them. */
    position: integer('position').notNull().default(0),
    /** Copies of the article's columns (see above). */
    status: text('status', { enum: ['draft', 'published'] }).notNull(),
    isTherapy: boolean('is_therapy').notNull(),
    publishedAt: timestamptz('published_at'),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.sectorId] }),
    index('article_categories_feed_idx').on(t.sectorId, t.status, t.publishedAt.desc(), t.articleId.desc()),
    index('article_categories_feed_type_idx').on(t.sectorId, t.status, t.isTherapy, t.publishedAt.desc(), t.articleId.desc()),
  ],
);

/**
 * Who may read a private article (spec `allowedUsers`): `value` as the author entered it,
 * `match_key` = `allowedUserKey(value)` (e-mail lower case, phone digits and +), compared with the
 * same key of a reader's account e-mail and telefono.
 */
export const articleAllowedUsers = pgTable(
  'article_allowed_users',
  {
    articleId: text('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    matchKey: text('match_key').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.matchKey] }), index('article_allowed_users_key_idx').on(t.matchKey, t.articleId)],
);

/** A user's favourite articles (spec `isFavorited`, getFavoriteArticles). */
export const favorites = pgTable(
  'favorites',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    articleId: text('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.articleId] }),
    index('favorites_user_idx').on(t.userId, t.createdAt.desc(), t.articleId.desc()),
    index('favorites_article_idx').on(t.articleId),
  ],
);

export type ArticleRow = typeof articles.$inferSelect;
export type NewArticleRow = typeof articles.$inferInsert;
