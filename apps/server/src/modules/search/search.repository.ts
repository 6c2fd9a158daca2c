import { and, arrayOverlaps, desc, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { articles, tagsSearchText, titleSearchText } from '../../db/schema/articles';

/** The words of a search, prepared by `searchTermsOf` (search.service.ts). */
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

export interface SearchOptions {
  limit: number;
  titleCap: number;
  textCap: number;
  similar?: { text: string; cap: number } | undefined;
}

/**
 * Published, in a form no btree index serves (`is true` is not an indexable clause): as
 * `status = 'published'` the planner ANDed the search's GIN bitmaps with a bitmap of
 * articles_feed_idx over every published row (92 % of the table), which cost 250–400 ms of a
 * 1,000,000-article search (scripts/bench/million.ts); nearly every row is published, so the
 * condition is better checked on the few candidate rows the GIN indexes give.
 */
const published = sql`(${articles.status} = 'published') is true`;

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
 * so 150 ms on 100,000 articles instead of a few ms). JIT off: the plans' estimated cost (a
 * bitmap heap scan of every match, the LIMIT aside) passes PostgreSQL's jit_above_cost at a
 * million articles, and compiling took 100–130 ms of a statement that runs in a few ms.
 * SET LOCAL ends with the transaction.
 */
async function withIndexScans<T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    // set_config(…, true) is SET LOCAL; one statement for the settings.
    await tx.execute(sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true), set_config('jit', 'off', true)`);
    return run(tx);
  });
}

/**
 * The search's own SQL over the articles table. Which rows a viewer may read is not decided here:
 * the caller passes the articles feature's read rule as a condition (`readable`).
 */
export function createSearchRepository(db: Db) {
  return {
    /**
     * Search (docs/api.md GET /api/search), in one transaction. Two capped retrievals in one
     * statement (UNION ALL), each served by a GIN index and ranked on its own candidates only, so
     * the cost is bounded whatever the number of articles:
     * - title: every word is a substring of the lower-cased title (trigram index), first `titleCap`
     * - text: the Italian full text of title and tags matches (websearch_to_tsquery OR, for
     *   several words, each word as a prefix; GIN on search_vector), or every word is a substring
     *   of the tags (trigram index), first `textCap`
     * rank = ts_rank(search_vector, query)
     *      + 1   when every word starts a word of the title (+0.2 when it is only inside one)
     *      + 0.5 when every word starts a word of the tags.
     * Each retrieval gives its best `limit` (a hit may come twice; the caller merges). When
     * `similar` is given and fewer than `limit` distinct hits were found, titles with a word
     * similar to `similar.text` (pg_trgm `<%`, first `similar.cap`) follow, ranked by word
     * similarity minus 2 (below every real match). Only published rows matching `readable` count.
     */
    async search(readable: SQL, terms: SearchTerms, sectorIds: readonly string[], opts: SearchOptions): Promise<SearchHit[]> {
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
      const base = and(published, readable, inSectors(sectorIds));
      const hasWords = terms.likeWords.length > 0;
      // One word of 3 or more characters: a title or a tag word it starts is also one it is inside
      // of, which the title retrieval (titleHas) and tagsHave match already, so the text retrieval
      // needs no prefix. A short prefix is the costliest scan of the search: 'car:*' reads the
      // postings of every lexeme from 'car' to 'cardiopat' (measured 270 ms at a million articles
      // under load, 5 ms for the word 'car' alone). Several words keep it: they may be split
      // between title and tags, which neither substring match covers.
      const singleWord = hasWords && terms.likeWords.length === 1 && !terms.prefixQuery.includes('&');
      const matched = singleWord ? sql`websearch_to_tsquery('italian', ${terms.text})` : query;
      const textMatch = hasWords ? sql`(${articles.searchVector} @@ ${matched} or ${tagsHave})` : sql`${articles.searchVector} @@ ${query}`;

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
