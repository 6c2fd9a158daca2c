// Article search benchmark (npm run bench): the real app on a fresh database (PGlite in a temp dir,
// or a fresh PostgreSQL database when --postgres and DATABASE_URL are set), 100,000 published
// articles inserted in bulk, then ~200 GET /api/search requests through app.inject.
// Prints one JSON line on stdout prefixed with BENCH_RESULT.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app';
import { parseConfig } from '../../apps/server/src/config';
import { PGlite } from '@electric-sql/pglite';
import { createPool, fromPglite, fromPool, pgliteExtensions, type Database } from '../../apps/server/src/db/client';
import { migrateDatabase } from '../../apps/server/src/db/migrate';
import { createAccount, doctorSpec, patientSpec } from '../../apps/server/src/seed/factories';
import { ensureReferenceData } from '../../apps/server/src/seed/reference-data';
import { createScratchDatabase } from './scratch-postgres';
import { measureSearch, searchIndexOf, searchOnce } from './search-load';

const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 100_000);
const REQUESTS = 200;
const WARMUP = 40;
const usePostgres = process.argv.includes('--postgres');

const log = (message: string) => process.stderr.write(`[bench:search${usePostgres ? ':pg' : ''}] ${message}\n`);

/** Statements run through PGlite while `recording` is set (inside transactions too), with their time. */
interface Recorded {
  sql: string;
  params: unknown[];
  ms: number;
}
let recording: Recorded[] | null = null;
type QueryFn = (query: string, params?: unknown[], options?: unknown) => Promise<unknown>;
function recorded(query: QueryFn): QueryFn {
  return async (text, params, options) => {
    const t0 = performance.now();
    const result = await query(text, params, options);
    recording?.push({ sql: text, params: params ?? [], ms: performance.now() - t0 });
    return result;
  };
}

async function openBenchDatabase(dataDir: string): Promise<{ database: Database; client?: PGlite; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!usePostgres || !url) {
    const client = await PGlite.create(path.join(dataDir, 'db'), { extensions: pgliteExtensions });
    const query = client.query.bind(client) as QueryFn;
    (client as unknown as { query: QueryFn }).query = recorded(query);
    const transaction = client.transaction.bind(client);
    (client as unknown as { transaction: typeof transaction }).transaction = (run) =>
      transaction((tx) => {
        (tx as unknown as { query: QueryFn }).query = recorded(tx.query.bind(tx) as QueryFn);
        return run(tx);
      });
    return { database: fromPglite(client), client, drop: () => Promise.resolve() };
  }
  const scratch = await createScratchDatabase();
  return { database: fromPool(createPool(scratch.url)), drop: scratch.drop };
}

const sqlArray = (words: readonly string[]) => `ARRAY[${words.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}]::text[]`;

// Word lists for realistic Italian titles and tags.
const OPENINGS = ['Guida pratica a', 'Come riconoscere', 'Prevenire', 'Domande frequenti su', 'Nuove terapie per', 'Alimentazione e', 'Vivere con', 'I sintomi di', 'Cosa sapere su', 'Esami utili per'];
const TOPICS = [
  'ipertensione', 'infiammazione articolare', 'cardiopatia ischemica', 'aritmie cardiache', 'diabete di tipo 2', 'colesterolo alto',
  'emicrania', 'artrosi del ginocchio', 'dermatite atopica', 'ansia generalizzata', 'insonnia', 'carie dentale', 'gastrite', 'allergie stagionali',
  'asma bronchiale', 'osteoporosi', 'ipotiroidismo', 'obesità', 'scoliosi', 'sinusite cronica', 'mal di schiena', 'psoriasi', 'reflusso gastroesofageo',
  'cataratta', 'depressione', 'infiammazioni intestinali', 'carenza di ferro', 'cardiomiopatia', 'tendinite', 'otite',
];
const CLOSINGS = ['negli anziani', 'nei bambini', 'in gravidanza', 'dopo i 50 anni', 'e attività fisica', 'e stile di vita', 'in estate', 'al lavoro', 'a casa', 'in menopausa', 'negli sportivi', 'e sonno'];
const TAGS = ['prevenzione', 'cuore', 'pressione', 'infiammazioni', 'dieta', 'sport', 'bambini', 'anziani', 'farmaci', 'esami', 'benessere', 'stress', 'pelle', 'ossa', 'sonno', 'vitamine', 'cardiologia', 'riabilitazione', 'gravidanza', 'dolore'];
const SECTORS = ['cardiologia', 'dermatologia', 'nutrizione', 'psicologia', 'fisioterapia', 'ortopedia', 'neurologia', 'endocrinologia'];

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sanity-bench-'));
  const { database, client, drop } = await openBenchDatabase(dataDir);
  try {
    await migrateDatabase(database);
    // Every request comes from one address: the search limit (120 a minute) would answer 429 within the run.
    const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, RATE_LIMIT_SEARCH_PER_MINUTE: '1000000' });
    const app = await buildApp({ config, db: database.db, webDistDir: path.join(dataDir, 'no-web') });
    await app.ready();
    await ensureReferenceData(app.services);
    const db = database.db;

    const authors: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const sector = SECTORS[i]!;
      const author = await createAccount(app.services, doctorSpec({ displayName: `Dott. Autore ${i + 1}`, sectorIds: [sector, SECTORS[(i + 3) % SECTORS.length]!] }));
      authors.push(author.id);
    }
    const viewerSpec = patientSpec();
    await createAccount(app.services, viewerSpec);

    const started = performance.now();
    const BATCH = 25_000;
    for (let lo = 1; lo <= ARTICLES; lo += BATCH) {
      const hi = Math.min(ARTICLES, lo + BATCH - 1);
      await db.execute(
        sql.raw(`
        WITH w AS (SELECT ${sqlArray(OPENINGS)} o, ${sqlArray(TOPICS)} t, ${sqlArray(CLOSINGS)} c, ${sqlArray(TAGS)} tg,
                          ${sqlArray(SECTORS)} s, ${sqlArray(authors)} a)
        INSERT INTO articles (id, author_id, title, content, tags, category_ids, is_therapy, is_public, is_paid, price_cents,
                              status, created_at, updated_at, published_at)
        SELECT 'bench-' || g, w.a[1 + g % ${authors.length}],
               w.o[1 + (g * 7) % ${OPENINGS.length}] || ' ' || w.t[1 + (g * 13) % ${TOPICS.length}] || ' ' || w.c[1 + (g * 17) % ${CLOSINGS.length}],
               jsonb_build_array(jsonb_build_object('id', 'p1', 'type', 'paragraph', 'data', jsonb_build_object('text', 'Testo di esempio numero ' || g, 'alignment', 'left'))),
               ARRAY[w.tg[1 + (g * 3) % ${TAGS.length}], w.tg[1 + (g * 11) % ${TAGS.length}], w.tg[1 + (g * 19) % ${TAGS.length}]],
               ARRAY[w.s[1 + g % ${SECTORS.length}]] || CASE WHEN g % 4 = 0 THEN ARRAY[w.s[1 + (g + 3) % ${SECTORS.length}]] ELSE '{}'::text[] END,
               g % 10 = 0, g % 20 <> 7, g % 30 = 0, CASE WHEN g % 30 = 0 THEN 4900 END,
               'published', now() - g * interval '5 minutes', now() - g * interval '5 minutes', now() - g * interval '5 minutes'
        FROM generate_series(${lo}, ${hi}) g, w`),
      );
      await db.execute(
        sql.raw(`
        INSERT INTO article_categories (article_id, sector_id, position, status, is_therapy, published_at)
        SELECT a.id, c.sector_id, c.pos - 1, a.status, a.is_therapy, a.published_at
        FROM articles a, unnest(a.category_ids) WITH ORDINALITY AS c(sector_id, pos)
        WHERE a.id IN (SELECT 'bench-' || g FROM generate_series(${lo}, ${hi}) g)`),
      );
      log(`inserted ${hi} articles`);
    }
    // A few private articles readable by the signed-in viewer.
    await db.execute(
      sql.raw(`INSERT INTO article_allowed_users (article_id, value, match_key)
        SELECT id, '${viewerSpec.email}', '${viewerSpec.email.toLowerCase()}' FROM articles WHERE NOT is_public AND id LIKE 'bench-%' AND random() < 0.2`),
    );
    if (database.kind === 'pglite') await db.execute(sql`VACUUM ANALYZE`);
    else await db.execute(sql`ANALYZE`);
    const insertMs = performance.now() - started;
    log(`data ready in ${(insertMs / 1000).toFixed(1)} s`);

    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: viewerSpec.email, password: viewerSpec.password } });
    const session = login.cookies.find((c) => c.name === 'sanity_session');
    if (!session) throw new Error(`login failed: ${login.statusCode}`);
    const cookie = `sanity_session=${session.value}`;

    const load = await measureSearch(app, cookie, { requests: REQUESTS, warmup: WARMUP });
    const { slowest } = load;
    // Where the time of the slowest queries goes: each statement of one request, and the plan of the
    // slowest statement (EXPLAIN ANALYZE, with the search's enable_seqscan/indexscan off).
    const profiles: Array<{ query: string; totalMs: number; statements: Array<{ ms: number; sql: string }>; plan: string[] }> = [];
    if (client && process.env.BENCH_EXPLAIN !== '0') {
      for (const slow of slowest.slice(0, 3)) {
        const i = searchIndexOf(slow.query);
        recording = [];
        const t0 = performance.now();
        await searchOnce(app, cookie, i);
        const totalMs = performance.now() - t0;
        const statements = recording;
        recording = null;
        const worst = [...statements].sort((a, b) => b.ms - a.ms)[0]!;
        const plan = await client.transaction(async (tx) => {
          await tx.query(`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`);
          const explained = await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${worst.sql}`, worst.params);
          return explained.rows.map((r) => r['QUERY PLAN']);
        });
        profiles.push({
          query: slow.query,
          totalMs,
          statements: statements.map((st) => ({ ms: Math.round(st.ms * 100) / 100, sql: st.sql.replace(/\s+/g, ' ').slice(0, 160) })),
          plan,
        });
      }
    }
    const result = { database: database.kind, articles: ARTICLES, ...load, setupSeconds: insertMs / 1000, profiles };
    process.stdout.write(`BENCH_RESULT ${JSON.stringify(result)}\n`);
    await app.close();
  } finally {
    await database.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
