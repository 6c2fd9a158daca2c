import type { Db } from '../../db/client';
import type { ArticlesService, Reader } from '../articles/articles.service';
import { createRetrievalRepository, type PassageHit } from './retrieval.repository';

/** One passage Igea may quote (the repository's hit, as the assistant names it). */
export type RetrievedPassage = PassageHit;

/** Words of a topic that take part (a question, not a document). */
export const MAX_TOPIC_WORDS = 8;
/** Candidates ranked per retrieval: bounded work whatever the number of articles. */
const ALL_WORDS_CAP = 200;
const ANY_WORD_CAP = 300;

/**
 * The words of a topic: lower-cased, split at anything that is not a letter or a digit (accents
 * kept), as search.service's `searchTermsOf`, so they are safe tsquery syntax.
 */
export function topicWordsOf(topic: string): string[] {
  return [...new Set(topic.toLocaleLowerCase('it').split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean))].slice(0, MAX_TOPIC_WORDS);
}

export type Retrieval = ReturnType<typeof createRetrieval>;

/**
 * What Igea knows from the platform's articles and therapies: the best passages about a topic among
 * the published content the reader may read (the read rule of the article API, through the articles
 * service: private, premium as its card, drafts never).
 */
export function createRetrieval({ db, articles }: { db: Db; articles: Pick<ArticlesService, 'viewerOf' | 'readableCondition'> }) {
  const repo = createRetrievalRepository(db);
  return {
    /**
     * The best passage of each of the best `limit` articles about `topic`, best first; [] for an
     * empty topic. `allWords`: only passages with every word of the topic (for a message whose
     * intent was not understood, where one shared word is no evidence of an answer).
     */
    async retrieve(reader: Reader, topic: string, limit = 3, { allWords = false }: { allWords?: boolean } = {}): Promise<RetrievedPassage[]> {
      const words = topicWordsOf(topic);
      if (words.length === 0 || limit <= 0) return [];
      const viewer = await articles.viewerOf(reader);
      return repo.retrieve(articles.readableCondition(viewer), words, { limit, allCap: ALL_WORDS_CAP, anyCap: allWords ? 0 : ANY_WORD_CAP });
    },
  };
}
