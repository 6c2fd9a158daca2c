import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The lexicon of the search indexes (issue 27, ADR 0033): one row per distinct lexeme of a full
 * text column with the number of rows holding it (its document frequency), as a search engine
 * keeps next to its posting lists. `corpus` names the column:
 * - 'articles': `articles.search_vector` of the published rows (title and tags; GET /api/search);
 * - 'passages': `assistant_passages.search_vector` (Igea's retrieval).
 * Kept exact by statement-level triggers of migration 0024 in the same transaction as every write
 * of those tables (drizzle has no triggers: they are that migration's alone). A lexeme no row
 * holds any more keeps its row with ndoc 0.
 * Reads: a typed prefix expands to its most frequent lexemes through the text_pattern_ops btree
 * (instead of a `:*` prefix over the GIN index), a typo is matched by trigram similarity over the
 * lexicon (tens of thousands of rows, not a million titles), and a retrieval chooses its plan from
 * these frequencies (rarest word first) instead of the planner's estimates.
 */
export const searchLexicon = pgTable(
  'search_lexicon',
  {
    corpus: text('corpus', { enum: ['articles', 'passages'] }).notNull(),
    word: text('word').notNull(),
    ndoc: integer('ndoc').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.corpus, t.word] }),
    index('search_lexicon_prefix_idx').on(t.corpus, t.word.op('text_pattern_ops')),
    index('search_lexicon_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
  ],
);
