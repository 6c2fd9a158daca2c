import { stripHtml } from './excerpt';

/**
 * Reading time of an article (issue 15; the spec's fixed '5 min read' said nothing about the article):
 * its words at an average adult pace, rounded up, never below one minute.
 */
export const WORDS_PER_MINUTE = 200;

type BlockLike = { type: string; data?: unknown };

/** The words a reader reads in one block: body text, list items, and the captions and titles of media. */
function wordsTextOf(block: BlockLike): string {
  const data = (block.data ?? {}) as { text?: unknown; items?: unknown; caption?: unknown; title?: unknown };
  const parts: unknown[] = [data.text, data.caption, data.title];
  if (Array.isArray(data.items)) parts.push(...(data.items as unknown[]));
  return parts.filter((p): p is string => typeof p === 'string').join(' ');
}

function countWords(text: string): number {
  // Letters or digits in any script; apostrophes join Italian elisions ("l'articolo") into one word.
  return text.match(/[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/** Words of block content, or of legacy content given as an HTML or plain string. */
export function wordCountOf(content: readonly BlockLike[] | string | null | undefined): number {
  if (!content) return 0;
  if (typeof content === 'string') return countWords(stripHtml(content));
  return content.reduce((sum, block) => sum + countWords(wordsTextOf(block)), 0);
}

/** Whole minutes to read `content`: at least 1, so an article never reads '0 min'. */
export function readingMinutesOf(content: readonly BlockLike[] | string | null | undefined): number {
  return Math.max(1, Math.ceil(wordCountOf(content) / WORDS_PER_MINUTE));
}
