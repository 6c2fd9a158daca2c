import { and, eq, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { rowsOf, scanBeatsBitmap } from '../../db/estimates';
import { frequenciesOf } from '../../db/lexicon';
import { assistantPassages } from '../../db/schema/assistant';
import { articles } from '../../db/schema/articles';

/** One passage Igea may quote, with its source (the answer links `/article/:articleId`). */
export interface PassageHit {
  articleId: string;
  title: string;
  isTherapy: boolean;
  isPaid: boolean;
  text: string;
  rank: number;
}

export interface RetrievalOptions {
  limit: number;
  /** Candidates of the passages matching every word. */
  allCap: number;
  /** Candidates of the passages matching any word; 0: only passages matching every word count. */
  anyCap: number;
}

/**
 * A passage tested in a scan costs about this many times a bitmap entry (its tsvector is read and
 * matched; measured at a million articles, scripts/bench/million.ts).
 */
const PASSAGE_ROW_COST = 8;

/** Added to a passage's rank when its article's title or tags match too (articles.search_vector). */
export const TITLE_BONUS = 0.3;

/**
 * Igea's retrieval over assistant_passages. Which rows a reader may read is not decided here: the
 * caller passes the articles feature's read rule as a condition on `articles` (`readable`), and
 * only published articles count, whatever the index still holds.
 */
export function createRetrievalRepository(db: Db) {
  return {
    /**
     * The best passage of each of the best `limit` articles for the words (letters and digits only,
     * so safe tsquery syntax). Two capped retrievals, each a bitmap scan of the passages' GIN index
     * joined to readable published articles: the passages matching every word (the most relevant,
     * and few) and those matching any word (so 'pressione alta sanguigna' still finds 'pressione
     * arteriosa'). The cost is bounded by the caps whatever the number of articles; ranked on the
     * candidates only: ts_rank_cd of the passage + TITLE_BONUS when the title or tags match.
     * A candidate counts only when its article's title or tags hold one of the words, or the
     * passage (with title and tags) at least half of the words that are not stop words: one word
     * of a long question found somewhere in a body ("mi sento giù e non dormo") is no evidence
     * that the article answers it. The best passage of an article covers most words.
     */
    async retrieve(readable: SQL, words: readonly string[], opts: RetrievalOptions): Promise<PassageHit[]> {
      if (words.length === 0) return [];
      const base = and(eq(articles.status, 'published'), readable);
      const text = sql`(${assistantPassages.searchVector} || ${articles.searchVector})`;
      const coverage = sql.join(
        words.map((w) => sql`(case when ${text} @@ to_tsquery('italian', ${w}) then 1 else 0 end)`),
        sql` + `,
      );
      // Words the Italian configuration keeps (not stop words); a constant of the statement.
      const meaningful = sql.join(
        words.map((w) => sql`(case when numnode(to_tsquery('italian', ${w})) > 0 then 1 else 0 end)`),
        sql` + `,
      );
      // Each word's lexeme (null: a stop word) and how many passages hold it, from the lexicon.
      const frequencies = frequenciesOf('passages', words);
      return db.transaction(async (tx) => {
        // As in search.repository: with a LIMIT the planner may prefer walking the table and
        // testing every row; off, each retrieval is a bitmap scan of the GIN index. JIT off, as
        // there: compiling costs far more than these short statements run. SET LOCAL.
        // Parallel workers off: starting them costs more than these capped scans.
        const settings = await tx.execute(sql`select set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true),
          set_config('max_parallel_workers_per_gather', '0', true), (select reltuples from pg_class where oid = 'assistant_passages'::regclass)::float8 as "tableRows",
          ${frequencies} as "frequencies"`);
        const row = rowsOf(settings)[0];
        const tableRows = Number(row?.tableRows ?? 0);
        const kept = (row?.frequencies as Array<{ stem: string | null; ndoc: number }>).flatMap((f, at) => (f.stem === null ? [] : [{ word: words[at]!, ndoc: f.ndoc }]));
        // A word no passage holds: no passage holds every word (the all-words retrieval is not
        // run; its GIN bitmap would be empty, but reading it costs the other words' postings).
        // None held (or only stop words): nothing to look for.
        const present = kept.filter((k) => k.ndoc > 0);
        if (present.length === 0) return [];
        const everyWord = kept.length === present.length;
        const all = sql`to_tsquery('italian', ${words.join(' & ')})`;
        const any = sql`to_tsquery('italian', ${words.join(' | ')})`;
        // When one of the words is frequent, the any-word retrieval reads the passages in order
        // (of the primary key) until its cap instead of its GIN bitmap ('febbre | bambini':
        // 233,000 of 3,000,000 passages, 140–290 ms; the scan tests ~3,500 rows, 6 ms), chosen by
        // the lexicon's frequency of each word (`scanBeatsBitmap`; the any-word matches are at
        // least the most frequent word's, so the scan is short). Its candidates are as arbitrary
        // as the bitmap's (which come in the table's order): the first `cap` matches. Its match is
        // then written so that no index serves it (`… is true`), leaving the scan of the primary
        // key, which the LIMIT stops. The all-words retrieval always reads its bitmap (the GIN
        // index intersects the words' posting lists from the rarest; a bitmap of the rarest word
        // alone with the others tested on each passage was 4–40 times slower, measured at a
        // million articles): its matches may be far fewer than estimated, and a scan would not stop.
        const counts = present.map((k) => k.ndoc);
        const scanAny =
          tableRows > 0 &&
          opts.anyCap > 0 &&
          scanBeatsBitmap({ matches: Math.max(...counts), bitmapEntries: counts.reduce((sum, n) => sum + n, 0), cap: opts.anyCap, tableRows, rowCost: PASSAGE_ROW_COST });
        const retrieval = (query: SQL, cap: number, scan: boolean) => {
          const match = scan ? sql`(${assistantPassages.searchVector} @@ ${query}) is true` : sql`${assistantPassages.searchVector} @@ ${query}`;
          const rank = sql<number>`(ts_rank_cd(${assistantPassages.searchVector}, ${query})
            + case when ${articles.searchVector} @@ ${query} then ${sql.raw(String(TITLE_BONUS))} else 0 end)::float8`;
          return tx
            .select({
              articleId: assistantPassages.articleId,
              ordinal: assistantPassages.ordinal,
              title: articles.title,
              isTherapy: articles.isTherapy,
              isPaid: articles.isPaid,
              text: assistantPassages.text,
              rank: rank.as('rank'),
              coverage: sql<number>`(${coverage})::int`.as('coverage'),
              inTitle: sql<boolean>`(${articles.searchVector} @@ ${any})`.as('in_title'),
            })
            .from(assistantPassages)
            .innerJoin(articles, eq(articles.id, assistantPassages.articleId))
            .where(and(match, base))
            .limit(cap);
        };
        // One word (the others stop words): every word is any word, so the any-word retrieval
        // alone finds the same passages ('vaccino': its all-words bitmap read 186,000 postings
        // for what the any-word scan finds in a few hundred rows).
        const allWords = everyWord && !(opts.anyCap > 0 && kept.length === 1);
        const parts = [...(allWords ? [retrieval(all, opts.allCap, false)] : []), ...(opts.anyCap > 0 ? [retrieval(any, opts.anyCap, scanAny)] : [])];
        if (parts.length === 0) return [];
        const matching = parts.length === 2 ? unionAll(parts[0]!, parts[1]!) : parts[0]!;
        const candidates = matching.as('candidates');
        // The best passage of each article (most words, then rank; ties: the earlier passage), then the best articles.
        const best = tx
          .selectDistinctOn([candidates.articleId], {
            articleId: candidates.articleId,
            title: candidates.title,
            isTherapy: candidates.isTherapy,
            isPaid: candidates.isPaid,
            text: candidates.text,
            rank: candidates.rank,
            coverage: candidates.coverage,
          })
          .from(candidates)
          .where(sql`(${candidates.inTitle} or ${candidates.coverage} * 2 >= (${meaningful}))`)
          .orderBy(candidates.articleId, sql`${candidates.coverage} desc`, sql`${candidates.rank} desc`, candidates.ordinal)
          .as('best');
        const found = await tx
          .select()
          .from(best)
          .orderBy(sql`${best.coverage} desc`, sql`${best.rank} desc`, best.articleId)
          .limit(opts.limit);
        const rows = found.map(({ coverage: _coverage, ...hit }) => hit);
        return rows.map((r) => ({ ...r, rank: Number(r.rank) }));
      });
    },
  };
}
