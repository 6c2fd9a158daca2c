import { and, asc, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assistantPassages } from '../../db/schema/assistant';
import { articles, type StoredContent } from '../../db/schema/articles';

/** What the index job reads of an article. */
export interface IndexedArticle {
  id: string;
  title: string;
  content: StoredContent;
  isPaid: boolean;
  status: 'draft' | 'published';
  updatedAt: Date;
}

/**
 * Whether the passages of a row of `articles` are out of date: published with no passages cut from
 * its current version, or no longer published and still with passages. The first passage (ordinal 0)
 * stands for the article's set, which is always replaced whole; a primary-key probe each.
 * `date_trunc` because a JS Date (what the job stores) keeps milliseconds, the column microseconds.
 */
const stale = sql`(
  (${articles.status} = 'published' and not exists (
    select 1 from ${assistantPassages}
    where ${assistantPassages.articleId} = ${articles.id} and ${assistantPassages.ordinal} = 0
      and ${assistantPassages.sourceUpdatedAt} >= date_trunc('milliseconds', ${articles.updatedAt})))
  or (${articles.status} <> 'published' and exists (
    select 1 from ${assistantPassages}
    where ${assistantPassages.articleId} = ${articles.id} and ${assistantPassages.ordinal} = 0))
)`;

/** The index's writes and the backfill's scan (the reads for Igea are retrieval.repository.ts). */
export function createPassagesRepository(db: Db) {
  return {
    /**
     * Replaces the passages of article `id` with what `cut` makes of its current row, in one
     * transaction; none when it is gone or not published. The article's row is locked (FOR NO KEY
     * UPDATE: an article save waits, a reader or a favourite does not) so two index jobs of the
     * same article, or a job and a save, cannot interleave their delete and insert.
     */
    async replace(id: string, cut: (article: IndexedArticle) => string[]): Promise<{ published: boolean; passages: number }> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({
            id: articles.id,
            title: articles.title,
            content: articles.content,
            isPaid: articles.isPaid,
            status: articles.status,
            updatedAt: articles.updatedAt,
          })
          .from(articles)
          .where(eq(articles.id, id))
          .for('no key update');
        await tx.delete(assistantPassages).where(eq(assistantPassages.articleId, id));
        if (!row || row.status !== 'published') return { published: false, passages: 0 };
        const passages = cut(row);
        if (passages.length > 0) {
          await tx
            .insert(assistantPassages)
            .values(passages.map((text, ordinal) => ({ articleId: id, ordinal, text, sourceUpdatedAt: row.updatedAt })));
        }
        return { published: true, passages: passages.length };
      });
    },

    /**
     * One step of the backfill sweep: the next `chunk` articles by id after `after` (a range of the
     * primary key), and among them at most `limit` whose passages are stale and that were last saved
     * before `savedBefore` (a recent save's own job is still due), with their updated_at.
     * `last` is the last id of the chunk (null when the sweep reached the end). Bounded work per
     * call whatever the number of articles: `chunk` primary-key probes of assistant_passages.
     */
    async staleAfter(after: string, chunk: number, limit: number, savedBefore: Date): Promise<{ stale: Array<{ id: string; updatedAt: Date }>; last: string | null }> {
      const range = db
        .select({ id: articles.id })
        .from(articles)
        .where(gt(articles.id, after))
        .orderBy(asc(articles.id))
        .limit(chunk)
        .as('range');
      const [end] = await db.select({ last: sql<string | null>`max(${range.id})`, n: sql<number>`count(*)`.mapWith(Number) }).from(range);
      const last = end?.last ?? null;
      if (last === null) return { stale: [], last: null };
      const rows = await db
        .select({ id: articles.id, updatedAt: articles.updatedAt })
        .from(articles)
        .where(and(gt(articles.id, after), lte(articles.id, last), lt(articles.updatedAt, savedBefore), stale))
        .orderBy(asc(articles.id))
        .limit(limit);
      // A full page of stale rows: continue right after the last one next time.
      if (rows.length === limit) return { stale: rows, last: rows.at(-1)!.id };
      return { stale: rows, last: (end?.n ?? 0) < chunk ? null : last };
    },

    /** For tests and checks: the passages of an article in order. */
    async passagesOf(id: string): Promise<Array<{ ordinal: number; text: string; sourceUpdatedAt: Date }>> {
      return db
        .select({ ordinal: assistantPassages.ordinal, text: assistantPassages.text, sourceUpdatedAt: assistantPassages.sourceUpdatedAt })
        .from(assistantPassages)
        .where(eq(assistantPassages.articleId, id))
        .orderBy(asc(assistantPassages.ordinal));
    },

    /** For tests: forgets an article's passages (as if its index job had been lost). */
    async forget(id: string): Promise<void> {
      await db.delete(assistantPassages).where(eq(assistantPassages.articleId, id));
    },
  };
}

export type PassagesRepository = ReturnType<typeof createPassagesRepository>;
