import { and, arrayOverlaps, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { estimatedRows, rowsOf, scanBeatsBitmap } from '../../db/estimates';
import { expansionsOf, similarLexemes, stemsOf, tsqueryOf, type Lexeme } from '../../db/lexicon';
import { articles, tagsSearchText, titleSearchText } from '../../db/schema/articles';

/** The words of a search, prepared by `searchTermsOf` (search.service.ts). */
export interface SearchTerms {
  /** The query's words, lower-cased, letters and digits only (at most 6); each must match. */
  words: string[];
  /** Those of at least 3 characters, LIKE-escaped: the rank's "starts a word of the title" tests. */
  likeWords: string[];
}

export interface SearchHit {
  id: string;
  isTherapy: boolean;
  rank: number;
}

export interface SearchOptions {
  limit: number;
  /** Candidates ranked: bounded work whatever the number of articles. */
  cap: number;
  similar?: { text: string; cap: number } | undefined;
  /** Whether a retrieval walks (default `walks`, from the lexicon's frequencies); tests force either. */
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
 * ANALYZE last saw it (pg_class.reltuples; -1 or 0 when never analysed) and the value of `lookup`
 * (a scalar subquery: the words' lexemes), read in the same statement.
 */
async function withIndexScans<T>(db: Db, lookup: SQL, run: (tx: Db, tableRows: number, found: unknown) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    // set_config(…, true) is SET LOCAL; one statement for the settings, the row count and the lexicon.
    const settings = await tx.execute(sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true),
      set_config('jit', 'off', true), set_config('max_parallel_workers_per_gather', '0', true),
      (select reltuples from pg_class where oid = 'articles'::regclass)::float8 as "tableRows", ${lookup} as "found"`);
    const row = rowsOf(settings)[0];
    return run(tx, Number(row?.tableRows ?? 0), row?.found);
  });
}

/**
 * A row tested in the newest-first walk costs about this many times a posting read from the GIN
 * index into a bitmap: measured at a million articles (scripts/bench/million.ts, load ~12), a
 * walk of articles_search_recent_idx testing one exact lexeme costs ~1.2–1.5 µs a row with the
 * index-only subquery that bounds it, a bitmap ~1 µs a posting; ×1.5 for a margin. ('allergia',
 * 56,000 rows of a million: walked 21 ms, bitmap 80 ms; 'ipertensione', 10,000: 27 and 10 ms.)
 */
const WALK_ROW_COST = 3;

/**
 * A walk reads at most 1.5 times the rows the frequency says it needs (the read rule and the
 * sectors leave out some of the rows the lexicon counts); one that falls short costs its rows and
 * the bitmap after all.
 */
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
 * reading its GIN bitmap: the walk reads about cap × tableRows / matches rows, the bitmap the
 * postings of every lexeme it names (`bitmapEntries`, the lexicon's frequencies), whatever the
 * result. So a frequent match ('car': the lexemes it begins, 300,000 postings of a million rows)
 * walks, a rare one ('ipertensione' in 11,000) reads its bitmap. Never without statistics (a
 * never-analysed table): the bitmap's cost is bounded by the matches, the walk's is not.
 */
export function walks(estimate: { matches: number; bitmapEntries: number; cap: number; tableRows: number }): boolean {
  return scanBeatsBitmap({ ...estimate, rowCost: WALK_ROW_COST });
}


/** Lexemes a typed word expands to at most (its most frequent; prefixes before inner matches). */
const EXPANSIONS = 8;
/** Lexemes a typo is matched against at most (the most similar). */
const SIMILAR_WORDS = 3;

/**
 * The search's own SQL over the articles table. Which rows a viewer may read is not decided here:
 * the caller passes the articles feature's read rule as a condition (`readable`).
 */
export function createSearchRepository(db: Db) {
  return {
    /**
     * Search (docs/api.md GET /api/search), in one transaction, as a search engine does it: the
     * lexicon first, then one capped retrieval of exact lexemes, ranked on its candidates only.
     * - Each typed word expands to the EXPANSIONS most frequent lexemes of the published titles and
     *   tags (search_lexicon) that begin with its Italian stem, then that hold it inside: a prefix,
     *   an inflection ('infiammazioni' → 'infiamm'), a part of a word ('cardio' → 'cardiolog',
     *   'elettrocardiogramm'). A word that is a stop word takes no part; one with no lexeme: no match.
     * - The retrieval: `search_vector @@ ('a' | 'b') & ('c' | …)`, the first `cap` matches. The
     *   lexicon's frequencies choose how: a GIN bitmap of those lexemes' postings (the GIN index
     *   intersects the words' lists from the rarest), or, for one frequent word, a walk of the
     *   published rows newest first along articles_search_recent_idx (`walks`).
     * rank = ts_rank(search_vector, query)
     *      + 1   when every word starts a word of the title (+0.2 when it is only inside one)
     *      + 0.5 when every word starts a word of the tags.
     * The best `limit` are returned. When `similar` is given and its word has no lexeme (a typo), the
     * lexemes most similar to `similar.text` (pg_trgm similarity over the lexicon, SIMILAR_WORDS)
     * are searched the same way (first `similar.cap`), ranked by the best similarity of a lexeme
     * the row holds minus 2 (below every real match). Only published rows matching `readable` count.
     */
    async search(readable: SQL, terms: SearchTerms, sectorIds: readonly string[], opts: SearchOptions): Promise<SearchHit[]> {
      const title = titleSearchText(articles);
      const tags = tagsSearchText(articles);
      const titleWords = sql`(' ' || translate(${title}, ${WORD_PUNCTUATION}, ${WORD_PUNCTUATION_SPACES}))`;
      const tagWords = sql`(' ' || ${tags})`;
      const titleHas = allOf(terms.likeWords.map((w) => sql`${title} like ${`%${w}%`}`));
      const titleStarts = allOf(terms.likeWords.map((w) => sql`${titleWords} like ${`% ${w}%`}`));
      const tagsStart = allOf(terms.likeWords.map((w) => sql`${tagWords} like ${`% ${w}%`}`));
      const base = and(published, readable, inSectors(sectorIds));
      // The walk's: `status = 'published'` as the index's predicate says it, which the planner
      // then drops (the status column is not in the index, so `published` would forbid the
      // index-only scan).
      const walkBase = and(eq(articles.status, 'published'), readable, inSectors(sectorIds));
      const lookup = sql`jsonb_build_object('lexemes', ${expansionsOf('articles', terms.words, EXPANSIONS)}, 'stems', ${stemsOf(terms.words)})`;

      return withIndexScans(db, lookup, async (tx, tableRows, found) => {
        const { lexemes, stems } = found as { lexemes: Array<Lexeme & { i: number }>; stems: Array<string | null> };
        // The groups of lexemes of the words that are not stop words, one per word.
        const groups = stems.flatMap((stem, at) => (stem === null ? [] : [lexemes.filter((l) => l.i === at + 1)]));
        // The sectors' share of the rows, for a walk's estimate (the planner's statistics of
        // category_ids; the lexicon knows words only).
        const sectorShare = async () =>
          sectorIds.length > 0 && tableRows > 0
            ? Math.min(1, ((await estimatedRows(tx, [sql`select 1 from ${articles} where ${arrayOverlaps(articles.categoryIds, [...sectorIds])}`]))[0] ?? 0) / tableRows)
            : 1;

        // A capped retrieval of `match`, ranked by `rank`: its best `limit`, and how many
        // candidates there were. Read from the GIN bitmap (any `cap` matches) or walked newest
        // first along articles_search_recent_idx (an index-only scan: it holds every column the
        // tests and the rank read): the newest `cap` matches among the newest `walk` published
        // rows, a bound for when the estimate was too high.
        const retrieval = (match: SQL, rank: SQL<number>, cap: number, walk?: number) => {
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
        // The lexemes `groups` (every group, any of its lexemes), walked or read from the bitmap as
        // their frequencies say; a walk that found fewer than its cap (its match was rarer among the
        // newest rows than estimated) reads the bitmap after all.
        const retrieve = async (groups: ReadonlyArray<readonly Lexeme[]>, rank: (query: SQL) => SQL<number>, cap: number) => {
          const query = sql`${tsqueryOf(groups.map((g) => g.map((l) => l.word)))}::tsquery`;
          const match = sql`${articles.searchVector} @@ ${query}`;
          const bitmapEntries = groups.reduce((sum, g) => sum + g.reduce((s, l) => s + l.ndoc, 0), 0);
          // Only one word walks: its frequency is the lexicon's, exact (the rows holding any of
          // its lexemes: at most the sum), in the sectors' share. Several words' matches would be
          // an estimate (as if independent) that correlated words make far too high ('colesterolo
          // alto': 560 estimated; walked 330 ms, bitmap 33 ms), while the GIN index intersects
          // their posting lists from the rarest.
          const matches = groups.length === 1 ? bitmapEntries * (await sectorShare()) : 0;
          if (groups.length === 1 && (opts.walk ?? walks)({ matches, bitmapEntries, cap, tableRows })) {
            const walk = Math.ceil((WALK_BOUND * cap * Math.max(tableRows, 1)) / Math.max(matches, 1));
            // Plain index scans on (the walk), bitmaps off (so that the planner cannot read every
            // match and sort); then back.
            await tx.execute(sql`select set_config('enable_indexscan', 'on', true), set_config('enable_bitmapscan', 'off', true)`);
            const walked = await retrieval(match, rank(query), cap, walk);
            await tx.execute(sql`select set_config('enable_indexscan', 'off', true), set_config('enable_bitmapscan', 'on', true)`);
            if ((walked[0]?.found ?? 0) >= cap) return walked;
          }
          return retrieval(match, rank(query), cap);
        };

        const rank = (query: SQL) => sql<number>`(ts_rank(${articles.searchVector}, ${query})
          + case when ${titleStarts} then 1 when ${titleHas} then 0.2 else 0 end
          + case when ${tagsStart} then 0.5 else 0 end)::float8`;
        // Every word that is not a stop word has lexemes; none does (only stop words): no match.
        const matchable = groups.length > 0 && groups.every((g) => g.length > 0);
        const hits = (matchable ? await retrieve(groups, rank, opts.cap) : []).map((r) => ({ id: r.id, isTherapy: r.isTherapy, rank: Number(r.rank) }));
        // A typo: the one word (not a stop word) has no lexeme at all; a word the lexicon holds
        // is no typo, however few its matches.
        if (!opts.similar || hits.length >= opts.limit || groups.length !== 1 || groups[0]!.length > 0) return hits;

        const similar = rowsOf(await tx.execute(similarLexemes('articles', opts.similar.text, SIMILAR_WORDS))).map((r) => ({
          word: String(r.word),
          ndoc: Number(r.ndoc),
          similarity: Number(r.similarity),
        }));
        if (similar.length === 0) return hits;
        // The best similarity of a lexeme the row holds (each lexeme alone, a constant of the statement).
        const similarity = sql.join(
          similar.map((l) => sql`case when ${articles.searchVector} @@ ${tsqueryOf([[l.word]])}::tsquery then ${l.similarity}::float8 else 0 end`),
          sql`, `,
        );
        const typos = await retrieve([similar], () => sql<number>`greatest(${similarity})::float8`, opts.similar.cap);
        const seen = new Set(hits.map((h) => h.id));
        return [...hits, ...typos.filter((r) => !seen.has(r.id)).map((r) => ({ id: r.id, isTherapy: r.isTherapy, rank: Number(r.rank) - 2 }))];
      });
    },
  };
}
