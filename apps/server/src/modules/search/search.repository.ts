import { and, arrayOverlaps, desc, eq, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { estimatedRows, rowsOf, scanBeatsBitmap } from '../../db/estimates';
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
  /** Which retrievals walk (default `walks`, from the planner's estimates); tests force either. */
  walk?: typeof walks;
}

/**
 * Published, in a form no btree index serves (`is true` is not an indexable clause): as
 * `status = 'published'` the planner ANDed the search's GIN bitmaps with a bitmap of
 * articles_feed_idx over every published row (92 % of the table), which cost 250–400 ms of a
 * 1,000,000-article search (scripts/bench/million.ts); nearly every row is published, so the
 * condition is better checked on the few candidate rows the GIN indexes give.
 */
const published = sql`(${articles.status} = 'published') is true`;

/**
 * Filed under any of the sectors (none given: no filter), tested on the candidates: in a form the
 * GIN index on category_ids does not serve (as `published`), because ANDing its bitmap (cardiologia:
 * 127,000 of a million rows, 95–120 ms) with the search's cost more than the whole search.
 */
function inSectors(sectorIds: readonly string[]): SQL | undefined {
  return sectorIds.length === 0 ? undefined : sql`(${arrayOverlaps(articles.categoryIds, [...sectorIds])}) is true`;
}

/** Characters that separate words in a title besides spaces (for "starts a word" ranking). */
const WORD_PUNCTUATION = `'’:;,.!?()[]"/-«»`;
const WORD_PUNCTUATION_SPACES = ' '.repeat([...WORD_PUNCTUATION].length);

function allOf(parts: SQL[]): SQL {
  return parts.length === 0 ? sql`false` : sql.join(parts, sql` and `);
}

/**
 * Runs the search statements with sequential and plain index scans disabled, so that every capped
 * retrieval is a bitmap scan of its GIN index unless the search switches to a walk (`walkScans`).
 * Without this, the LIMIT of a retrieval makes a sequential scan look cheap to the planner ("the
 * first 200 matches are near the start"), and evaluating the text match on every row is what costs
 * most (measured ~15 µs a row on PGlite, so 150 ms on 100,000 articles instead of a few ms). JIT
 * off: the plans' estimated cost (a bitmap heap scan of every match, the LIMIT aside) passes
 * PostgreSQL's jit_above_cost at a million articles, and compiling took 100–130 ms of a statement
 * that runs in a few ms. SET LOCAL ends with the transaction. Gives the table's row count as
 * ANALYZE last saw it (pg_class.reltuples; -1 or 0 when never analysed).
 */
async function withIndexScans<T>(db: Db, run: (tx: Db, tableRows: number) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    // set_config(…, true) is SET LOCAL; one statement for the settings and the row count.
    const settings = await tx.execute(sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true),
      set_config('jit', 'off', true), set_config('max_parallel_workers_per_gather', '0', true), (select reltuples from pg_class where oid = 'articles'::regclass)::float8 as "tableRows"`);
    return run(tx, Number(rowsOf(settings)[0]?.tableRows ?? 0));
  });
}

/**
 * A row tested in the newest-first walk costs about this many times a match read from a GIN
 * index into a bitmap (measured at a million articles, scripts/bench/million.ts: ~9 µs a row of
 * articles_search_recent_idx with the title, tags and full-text tests, ~1.1 µs a bitmap entry,
 * both under the same load).
 */
const WALK_ROW_COST = 8;

/**
 * A walk is chosen only when its estimate is at most half the bitmaps' cost, and reads at most 1.5
 * times the rows its estimate says it needs: the estimate of several words ANDed with prefixes can
 * be several times too high ('dieta sport': 15,000 estimated, 4,000 real), and a walk that falls
 * short costs its rows and the bitmaps after all.
 */
const WALK_MARGIN = 2;
const WALK_BOUND = 1.5;

/** The order of articles_search_recent_idx (and of the feeds): newest publication first. */
const newestFirst = [sql`${articles.publishedAt} desc nulls last`, sql`${articles.id} desc nulls last`];

/**
 * The publication time of the `rows`-th newest published row (-infinity when there are fewer): a
 * walk from the newest row down to it reads at most `rows` rows. An index-only scan that skips
 * entries without testing them.
 */
const newestRowsFrom = (rows: number): SQL =>
  sql`coalesce((select ${articles.publishedAt} from ${articles} where ${articles.status} = 'published' order by ${sql.join(newestFirst, sql`, `)} offset ${rows - 1} limit 1), '-infinity')`;

/**
 * Whether a capped retrieval should walk the published rows newest first (testing each) instead of
 * reading its GIN bitmaps: the walk reads about cap × tableRows / matches rows, the bitmaps every
 * entry of every indexed condition they combine (`bitmapEntries`: a word's trigram or prefix postings,
 * a sector's, whatever the result). So a frequent match ('car' inside 77,000 titles of a million:
 * 1,300 rows walked instead of a 77,000-entry bitmap) walks, a rare one (an empty typo,
 * 'ipertensione' in 11,000) reads its bitmap. Never without statistics (a never-analysed table):
 * the bitmaps' cost is bounded by the matches, the walk's is not.
 */
export function walks(estimate: { matches: number; bitmapEntries: number; cap: number; tableRows: number }): boolean {
  return scanBeatsBitmap({ ...estimate, rowCost: WALK_ROW_COST * WALK_MARGIN });
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
      // The walk's: `status = 'published'` as the index's predicate says it, which the planner
      // then drops (the status column is not in the index, so `published` would forbid the
      // index-only scan).
      const walkBase = and(eq(articles.status, 'published'), readable, inSectors(sectorIds));
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

      return withIndexScans(db, async (tx, tableRows) => {
        // Each retrieval: its capped candidates, ranked, its best `limit`, with how many candidates
        // there were. Read from the GIN bitmaps (any `cap` matches) or, for a frequent match,
        // walked newest first along articles_search_recent_idx (an index-only scan: it holds every
        // column the tests and the rank read): the newest `cap` matches among the newest `walk`
        // published rows, a bound for when the estimate was too high.
        const retrieval = (match: SQL, cap: number, walk?: number) => {
          const capped = tx
            .select({ id: articles.id, isTherapy: articles.isTherapy, publishedAt: articles.publishedAt, rank: rank.as('rank') })
            .from(articles);
          const candidates = (
            walk === undefined
              ? capped.where(and(base, match))
              : capped.where(and(walkBase, sql`${articles.publishedAt} >= ${newestRowsFrom(walk)}`, match)).orderBy(...newestFirst)
          )
            .limit(cap)
            .as('candidates');
          return tx
            .select({ id: candidates.id, isTherapy: candidates.isTherapy, rank: candidates.rank, found: sql<number>`count(*) over ()`.mapWith(Number) })
            .from(candidates)
            .orderBy(desc(candidates.rank), sql`${candidates.publishedAt} desc`, desc(candidates.id))
            .limit(opts.limit);
        };
        type Retrieval = ReturnType<typeof retrieval>;
        const run = async (parts: Retrieval[]): Promise<Array<Awaited<Retrieval>[number]>> => (parts.length === 0 ? [] : parts.length === 1 ? parts[0]! : unionAll(parts[0]!, parts[1]!));
        // The indexed conditions each retrieval's bitmaps would read (each word alone), for `walks`.
        const prefixes = terms.prefixQuery.split(' & ').map((p) => sql`${articles.searchVector} @@ to_tsquery('italian', ${p})`);
        const textAtoms = !hasWords
          ? [textMatch]
          : [...(singleWord ? [sql`${articles.searchVector} @@ ${matched}`] : prefixes), ...terms.likeWords.map((w) => sql`${tags} like ${`%${w}%`}`)];
        const branches = [
          ...(hasWords ? [{ match: titleHas, cap: opts.titleCap, atoms: terms.likeWords.map((w) => sql`${title} like ${`%${w}%`}`) }] : []),
          { match: textMatch, cap: opts.textCap, atoms: textAtoms },
        ];
        const selects = branches.flatMap((b) => [and(base, b.match)!, ...b.atoms]).map((c) => sql`select 1 from ${articles} where ${c}`);
        const estimates = tableRows > 0 || opts.walk ? await estimatedRows(tx, selects) : selects.map(() => 0);
        let at = 0;
        const plans = branches.map((b) => {
          const [matches, ...atoms] = estimates.slice(at, (at += 1 + b.atoms.length));
          const walk = (opts.walk ?? walks)({ matches: matches!, bitmapEntries: atoms.reduce((sum, n) => sum + n, 0), cap: b.cap, tableRows });
          // Twice the rows the estimate says the walk needs.
          return { ...b, walk: walk ? Math.ceil((WALK_BOUND * b.cap * Math.max(tableRows, 1)) / Math.max(matches!, 1)) : undefined };
        });
        const rows = await run(plans.filter((p) => p.walk === undefined).map((p) => retrieval(p.match, p.cap)));
        const walked = plans.filter((p) => p.walk !== undefined);
        if (walked.length > 0) {
          // Plain index scans on (the walk), bitmaps off (so that the planner cannot read every
          // match and sort); then back, for the typo step and for a walk that found fewer than its
          // cap (its match was rarer among the newest rows than estimated): its bitmaps after all.
          await tx.execute(sql`select set_config('enable_indexscan', 'on', true), set_config('enable_bitmapscan', 'off', true)`);
          const short: typeof walked = [];
          for (const p of walked) {
            const found = await retrieval(p.match, p.cap, p.walk);
            if ((found[0]?.found ?? 0) < p.cap) short.push(p);
            else rows.push(...found);
          }
          await tx.execute(sql`select set_config('enable_indexscan', 'off', true), set_config('enable_bitmapscan', 'on', true)`);
          rows.push(...(await run(short.map((p) => retrieval(p.match, p.cap)))));
        }
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
