import { SEARCH_MAX_RESULTS, SEARCH_MIN_LENGTH, type ArticleCard, type SearchQuery } from '@sanity/shared/schemas/articles';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { createReadCache } from '../read-cache/read-cache';
import { articleReaderScopes, type ReadVersions } from '../read-cache/read-versions';
import type { ArticlesService, Reader } from '../articles/articles.service';
import { createSearchRepository, type SearchHit, type SearchTerms } from './search.repository';

export type SearchService = ReturnType<typeof createSearchService>;

/** At most this many words of a query take part (a search box, not a document). */
const MAX_WORDS = 6;
/** Words shorter than this are not matched as substrings (no trigram can serve them). */
const MIN_LIKE_WORD = 3;
/** Candidates ranked: bounded work whatever the number of articles (see docs/api.md). */
const CAP = 200;
const SIMILAR_CAP = 50;
const MIN_SIMILAR_LENGTH = 4;

/** Searches one instance keeps, per reader (ADR 0024). */
const KEPT = 1000;

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The words of a query: lower-cased, split at anything that is not a letter or a digit (accents
 * kept), so that each is one lexeme of the Italian full text at most.
 */
export function searchTermsOf(q: string): SearchTerms {
  const words = [...new Set(q.toLocaleLowerCase('it').split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean))].slice(0, MAX_WORDS);
  return {
    words,
    likeWords: words.filter((w) => [...w].length >= MIN_LIKE_WORD).map(escapeLike),
  };
}

/**
 * The order of the dropdown (content spec §5 "at most 5 results, articles first and then
 * therapies"): the 5 best hits by rank (ties: the order they were found in, newest first), then
 * articles before therapies, each group by rank.
 */
export function orderResults(hits: readonly SearchHit[], max = SEARCH_MAX_RESULTS): SearchHit[] {
  const best = new Map<string, SearchHit>();
  for (const hit of hits) {
    const seen = best.get(hit.id);
    if (!seen || hit.rank > seen.rank) best.set(hit.id, hit);
  }
  const top = [...best.values()].sort((a, b) => b.rank - a.rank).slice(0, max);
  return top.sort((a, b) => Number(a.isTherapy) - Number(b.isTherapy) || b.rank - a.rank);
}

/**
 * GET /api/search (content spec §5 Search): Italian full text, prefixes and parts of the words of
 * title and tags (through the lexicon); when that finds fewer than 5, a similar word (typos). Only published content
 * the reader may read, filtered by any of the sectors (none: all). The SQL is this feature's own
 * (search.repository.ts); who may read what comes from the articles service, as do the cards.
 */
export function createSearchService({
  db,
  articles,
  versions,
  clock,
}: {
  db: Db;
  articles: Pick<ArticlesService, 'viewerOf' | 'readableCondition' | 'cardsOf'>;
  /** The read versions of migration 0019: a reader's searches are kept under the articles' (ADR 0024). */
  versions: ReadVersions;
  clock: Clock;
}) {
  const repo = createSearchRepository(db);
  const kept = createReadCache<{ results: ArticleCard[] }>({ versions, clock, size: KEPT });

  async function searchFresh(reader: Reader, query: SearchQuery, terms: SearchTerms): Promise<{ results: ArticleCard[] }> {
    const viewer = await articles.viewerOf(reader);
    // Typos: only for a single word (its lexicon's neighbours; several misspelt words would need
    // every combination of theirs).
    const word = terms.words.length === 1 ? terms.words[0]! : '';
    const similar = [...word].length >= MIN_SIMILAR_LENGTH ? { text: word, cap: SIMILAR_CAP } : undefined;
    const hits = await repo.search(articles.readableCondition(viewer), terms, query.sectors, { limit: SEARCH_MAX_RESULTS, cap: CAP, similar });
    const ordered = orderResults(hits);
    return { results: await articles.cardsOf(viewer, ordered.map((h) => h.id)) };
  }

  return {
    search(reader: Reader, query: SearchQuery): Promise<{ results: ArticleCard[] }> {
      const q = query.q.trim();
      if ([...q].length < SEARCH_MIN_LENGTH) return Promise.resolve({ results: [] });
      const terms = searchTermsOf(q);
      if (terms.words.length === 0) return Promise.resolve({ results: [] });
      const key = JSON.stringify([reader?.id ?? '', q, query.sectors ?? []]);
      return kept.read(key, articleReaderScopes(reader?.id), async () => ({ value: await searchFresh(reader, query, terms) }));
    },
  };
}
