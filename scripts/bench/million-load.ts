// The bulk load of million.ts: the synthetic corpus (corpus-it.ts) into articles,
// article_categories and assistant_passages, as the app would have them, far faster than its API.
import pg from 'pg';
import { cutPassages } from '../../apps/server/src/modules/assistant/passages';
import { generateArticle } from './corpus-it';

/** Articles sent per statement (one JSON parameter each for the articles and their passages). */
const BATCH = 5_000;
const TABLES = ['articles', 'article_categories', 'assistant_passages'];

export interface Generation {
  seconds: { insert: number; categories: number; indexes: number; lexicon: number; analyze: number; total: number };
  /** Time each secondary index took to build. */
  indexSeconds: Record<string, number>;
}

/**
 * Inserts `articles` generated articles by the given authors (round robin), their sectors and
 * their passages; a fifth of the private ones name `viewerEmail` as an allowed user. The secondary
 * indexes are dropped for the load and rebuilt after from their own definitions.
 */
export async function loadCorpus(
  url: string,
  { articles, authors, viewerEmail, log }: { articles: number; authors: readonly string[]; viewerEmail: string; log: (m: string) => void },
): Promise<Generation> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const t0 = performance.now();
  const lap = (() => {
    let last = t0;
    return () => {
      const now = performance.now();
      const s = (now - last) / 1000;
      last = now;
      return s;
    };
  })();
  try {
    const indexes = (
      await client.query<{ name: string; def: string }>(
        `select indexname name, indexdef def from pg_indexes
         where schemaname = 'public' and tablename = any($1)
           and not exists (select 1 from pg_constraint where conindid = format('%I', indexname)::regclass)`,
        [TABLES],
      )
    ).rows;
    for (const index of indexes) await client.query(`drop index ${index.name}`);
    // Foreign-key triggers off for this session: the rows reference the authors and articles just made.
    await client.query(`set session_replication_role = replica`);
    await client.query(`set maintenance_work_mem = '512MB'`);
    const now = Date.now();
    let passageCount = 0;
    for (let lo = 0; lo < articles; lo += BATCH) {
      const rows: unknown[] = [];
      const passages: unknown[] = [];
      for (let n = lo; n < Math.min(articles, lo + BATCH); n += 1) {
        const a = generateArticle(n);
        const id = `m-${String(n).padStart(7, '0')}`;
        const at = new Date(now - a.ageDays * 86_400_000).toISOString();
        rows.push({
          id, author_id: authors[n % authors.length], title: a.title, content: a.content, tags: a.tags, category_ids: a.categoryIds,
          is_therapy: a.isTherapy, is_public: a.isPublic, is_paid: a.isPaid, price_cents: a.priceCents, status: a.status,
          at, published_at: a.status === 'published' ? at : null,
        });
        if (a.status !== 'published') continue;
        // What the `assistant-index` job stores for this article (passage-index.ts).
        cutPassages({ title: a.title, content: a.content, isPaid: a.isPaid }).forEach((text, ordinal) => passages.push({ article_id: id, ordinal, text, at }));
      }
      passageCount += passages.length;
      await client.query(
        `insert into articles (id, author_id, title, content, tags, category_ids, is_therapy, is_public, is_paid, price_cents,
                               status, created_at, updated_at, published_at)
         select id, author_id, title, content, array(select jsonb_array_elements_text(tags)), array(select jsonb_array_elements_text(category_ids)),
                is_therapy, is_public, is_paid, price_cents, status, at, at, published_at
         from jsonb_to_recordset($1::jsonb) as x(id text, author_id text, title text, content jsonb, tags jsonb, category_ids jsonb,
              is_therapy boolean, is_public boolean, is_paid boolean, price_cents int, status text, at timestamptz, published_at timestamptz)`,
        [JSON.stringify(rows)],
      );
      await client.query(
        `insert into assistant_passages (article_id, ordinal, text, source_updated_at)
         select article_id, ordinal, text, at from jsonb_to_recordset($1::jsonb) as x(article_id text, ordinal int, text text, at timestamptz)`,
        [JSON.stringify(passages)],
      );
      if ((lo / BATCH) % 20 === 19 || lo + BATCH >= articles) log(`inserted ${Math.min(articles, lo + BATCH)} articles, ${passageCount} passages, ${((performance.now() - t0) / 1000).toFixed(0)} s`);
    }
    const insert = lap();
    // As the app's save writes them (articles.repository): one row per sector, copying status, kind and publication.
    await client.query(`
      insert into article_categories (article_id, sector_id, position, status, is_therapy, published_at)
      select a.id, c.sector_id, c.pos - 1, a.status, a.is_therapy, a.published_at
      from articles a, unnest(a.category_ids) with ordinality as c(sector_id, pos)`);
    await client.query(`
      insert into article_allowed_users (article_id, value, match_key)
      select id, $1, lower($1) from articles where not is_public and hashtext(id) % 5 = 0`, [viewerEmail]);
    const categories = lap();
    const indexSeconds: Record<string, number> = {};
    for (const index of indexes) {
      const started = performance.now();
      await client.query(index.def);
      indexSeconds[index.name] = (performance.now() - started) / 1000;
      log(`index ${index.name}: ${indexSeconds[index.name]!.toFixed(1)} s`);
    }
    const indexSecondsTotal = lap();
    // The lexicon (migration 0024): its triggers did not fire in replica mode, so it is counted
    // from the loaded rows, as the migration does for existing ones.
    await client.query(`delete from search_lexicon`);
    await client.query(`insert into search_lexicon (corpus, word, ndoc)
      select 'articles', word, ndoc from ts_stat('select search_vector from articles where status = ''published''')
      union all select 'passages', word, ndoc from ts_stat('select search_vector from assistant_passages')`);
    const lexicon = lap();
    log(`lexicon counted: ${lexicon.toFixed(1)} s`);
    await client.query(`set session_replication_role = origin`);
    // What autovacuum would have done on a live database: statistics and the visibility map. users
    // too: its 41 rows are below autovacuum's threshold, and never analysed the planner took the
    // search's read rule (an EXISTS on users) for one row and drove its plans from it.
    await client.query(`vacuum analyze articles, article_categories, assistant_passages, article_allowed_users, users, search_lexicon`);
    const analyze = lap();
    return { seconds: { insert, categories, indexes: indexSecondsTotal, lexicon, analyze, total: (performance.now() - t0) / 1000 }, indexSeconds };
  } finally {
    await client.end();
  }
}

/** Bytes on disk: each table (heap, with TOAST), its indexes together, and every index alone. */
export async function tableSizes(pool: pg.Pool): Promise<{ tables: Record<string, { tableBytes: number; indexesBytes: number; totalBytes: number }>; indexes: Record<string, number> }> {
  const tables = await pool.query<{ name: string; table: string; indexes: string; total: string }>(
    `select t name, pg_table_size(t::regclass) "table", pg_indexes_size(t::regclass) indexes, pg_total_relation_size(t::regclass) total
     from unnest($1::text[]) t`,
    [[...TABLES, 'article_allowed_users']],
  );
  const indexes = await pool.query<{ name: string; bytes: string }>(
    `select indexname name, pg_relation_size(format('%I', indexname)::regclass) bytes from pg_indexes
     where schemaname = 'public' and tablename = any($1) order by 2 desc`,
    [TABLES],
  );
  return {
    tables: Object.fromEntries(tables.rows.map((r) => [r.name, { tableBytes: Number(r.table), indexesBytes: Number(r.indexes), totalBytes: Number(r.total) }])),
    indexes: Object.fromEntries(indexes.rows.map((r) => [r.name, Number(r.bytes)])),
  };
}
