import { sql, type SQL } from 'drizzle-orm';
import { searchLexicon } from './schema/lexicon';

/** A lexeme of the lexicon (schema/lexicon.ts) with its document frequency. */
export interface Lexeme {
  word: string;
  ndoc: number;
}

/**
 * The Italian lexeme of each typed word (null for a stop word), as to_tsvector stems it: what the
 * full text indexes hold. `words` are letters and digits (search.service `searchTermsOf`,
 * retrieval `topicWordsOf`), so each gives at most one lexeme. A scalar subquery: jsonb array.
 */
export const stemsOf = (words: readonly string[]): SQL =>
  sql`(select coalesce(jsonb_agg((tsvector_to_array(to_tsvector('italian', w.typed)))[1] order by w.i), '[]'::jsonb)
    from jsonb_array_elements_text(${JSON.stringify(words)}::jsonb) with ordinality as w(typed, i))`;

/**
 * Each typed word's lexeme (null for a stop word, as `stemsOf`) and its document frequency in
 * `corpus` (0 when no row holds it). A scalar subquery: jsonb array of { stem, ndoc }, in order.
 */
export const frequenciesOf = (corpus: 'articles' | 'passages', words: readonly string[]): SQL =>
  sql`(select coalesce(jsonb_agg(jsonb_build_object('stem', s.stem, 'ndoc', coalesce(l.ndoc, 0)) order by w.i), '[]'::jsonb)
    from jsonb_array_elements_text(${JSON.stringify(words)}::jsonb) with ordinality as w(typed, i)
    cross join lateral (select (tsvector_to_array(to_tsvector('italian', w.typed)))[1] as stem) s
    left join ${searchLexicon} l on l.corpus = ${corpus} and l.word = s.stem)`;

/**
 * For each typed word (its position `i`, from 1), the `per` most frequent lexemes of `corpus` that
 * begin with its stem (a range of search_lexicon_prefix_idx, text_pattern_ops: `~>=~` and `~<~`
 * are its byte-wise operators, U+10FFFF sorts after every character), then, when the stem has 3
 * characters or more and room is left, those holding it inside (search_lexicon_trgm_idx). A
 * scalar subquery: jsonb array of { i, word, ndoc }, prefixes first, most frequent first.
 */
export function expansionsOf(corpus: 'articles' | 'passages', words: readonly string[], per: number): SQL {
  const l = searchLexicon;
  const starts = sql`${l.word} ~>=~ s.stem and ${l.word} ~<~ (s.stem || chr(1114111))`;
  return sql`(select coalesce(jsonb_agg(jsonb_build_object('i', w.i, 'word', e.word, 'ndoc', e.ndoc) order by w.i, e.prefix desc, e.ndoc desc), '[]'::jsonb)
    from jsonb_array_elements_text(${JSON.stringify(words)}::jsonb) with ordinality as w(typed, i)
    cross join lateral (select (tsvector_to_array(to_tsvector('italian', w.typed)))[1] as stem) s
    cross join lateral (
      select x.word, x.ndoc, x.prefix from (
        (select ${l.word} as word, ${l.ndoc} as ndoc, true as prefix from ${l}
          where ${l.corpus} = ${corpus} and ${starts} and ${l.ndoc} > 0 order by ${l.ndoc} desc limit ${per})
        union all
        (select ${l.word}, ${l.ndoc}, false from ${l}
          where ${l.corpus} = ${corpus} and length(s.stem) >= 3 and ${l.word} like '%' || s.stem || '%' and not (${starts}) and ${l.ndoc} > 0
          order by ${l.ndoc} desc limit ${per})
      ) x order by x.prefix desc, x.ndoc desc limit ${per}
    ) e)`;
}

/**
 * The lexemes of `corpus` most similar to `text` (pg_trgm similarity over the lexicon, at least
 * pg_trgm.similarity_threshold, 0.3 by default), best first: a typo's candidates.
 */
export const similarLexemes = (corpus: 'articles' | 'passages', text: string, limit: number): SQL =>
  sql`select ${searchLexicon.word} as word, ${searchLexicon.ndoc} as ndoc, similarity(${searchLexicon.word}, ${text})::float8 as similarity
    from ${searchLexicon} where ${searchLexicon.corpus} = ${corpus} and ${searchLexicon.ndoc} > 0 and ${searchLexicon.word} % ${text}
    order by similarity(${searchLexicon.word}, ${text}) desc, ${searchLexicon.ndoc} desc limit ${limit}`;

/** A lexeme as a tsquery operand: quoted, so that it is taken verbatim (no parsing, no stemming). */
const operand = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** `('a' | 'b') & ('c')`: every group matches, through any of its lexemes. For `::tsquery`. */
export const tsqueryOf = (groups: ReadonlyArray<readonly string[]>): string => groups.map((g) => `(${g.map(operand).join(' | ')})`).join(' & ');
