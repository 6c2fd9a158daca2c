// The search requests of the search benchmarks (search.ts on 100,000 articles, million.ts on
// 1,000,000): a fixed mix of prefixes, words, phrases, sector filters and typos, a quarter of them
// signed in, through GET /api/search with app.inject.
import type { FastifyInstance } from 'fastify';
import { quantile } from './quantile';

const SEARCH_QUERIES: ReadonlyArray<{ q: string; sectors?: string[] }> = [
  { q: 'car' }, { q: 'ans' }, { q: 'dia' }, { q: 'ost' }, { q: 'pso' },
  { q: 'ipertensione' }, { q: 'emicrania' }, { q: 'osteoporosi' }, { q: 'gastrite' }, { q: 'insonnia' },
  { q: 'infiammazioni' }, { q: 'aritmia' }, { q: 'allergia' }, { q: 'tendiniti' }, { q: 'bambino' },
  { q: 'colesterolo alto' }, { q: 'mal di schiena' }, { q: 'dieta sport' }, { q: 'cardiopatia anziani' }, { q: 'dermatite atopica' },
  { q: 'ipertensione', sectors: ['cardiologia'] }, { q: 'car', sectors: ['cardiologia'] }, { q: 'ansia', sectors: ['psicologia'] },
  { q: 'ipertensoine' }, { q: 'osteoprosi' },
];

const searchUrlOf = (i: number): string => {
  const query = SEARCH_QUERIES[i % SEARCH_QUERIES.length]!;
  const params = new URLSearchParams({ q: query.q });
  for (const s of query.sectors ?? []) params.append('sectors', s);
  return `/api/search?${params.toString()}`;
};
/** Request i is signed in every fourth time; its key names the URL and whether it was. */
const searchKeyOf = (i: number): string => `${searchUrlOf(i)}${i % 4 === 3 ? ' (signed in)' : ''}`;
/** A request i with that key (a `slowest` entry's `query`), to run it again. */
export const searchIndexOf = (key: string): number => [...Array(SEARCH_QUERIES.length * 4).keys()].find((i) => searchKeyOf(i) === key)!;

/** One search request i, timed; throws on anything but 200. */
export async function searchOnce(app: FastifyInstance, cookie: string, i: number): Promise<{ ms: number; results: number }> {
  const signedIn = i % 4 === 3;
  const t0 = performance.now();
  const response = await app.inject({ method: 'GET', url: searchUrlOf(i), ...(signedIn ? { headers: { cookie } } : {}) });
  const ms = performance.now() - t0;
  if (response.statusCode !== 200) throw new Error(`${searchUrlOf(i)}: ${response.statusCode} ${response.body}`);
  return { ms, results: response.json<{ results: unknown[] }>().results.length };
}

export interface SearchLoad {
  requests: number;
  emptyResults: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  /** The five query kinds with the highest mean. */
  slowest: Array<{ query: string; maxMs: number; meanMs: number }>;
}

/**
 * `warmup` untimed requests, then `requests` timed ones, one at a time. `beforeEach` (untimed) runs
 * before every request: million.ts moves the articles' read version there, so that no answer comes
 * from the searches an instance keeps (ADR 0024) and each one is the database's work.
 */
export async function measureSearch(
  app: FastifyInstance,
  cookie: string,
  { requests, warmup, beforeEach }: { requests: number; warmup: number; beforeEach?: () => Promise<void> },
): Promise<SearchLoad> {
  for (let i = 0; i < warmup; i += 1) {
    await beforeEach?.();
    await searchOnce(app, cookie, i);
  }
  const times: number[] = [];
  const perQuery = new Map<string, number[]>();
  let empty = 0;
  for (let i = 0; i < requests; i += 1) {
    await beforeEach?.();
    const { ms, results } = await searchOnce(app, cookie, i);
    times.push(ms);
    if (results === 0) empty += 1;
    perQuery.set(searchKeyOf(i), [...(perQuery.get(searchKeyOf(i)) ?? []), ms]);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const slowest = [...perQuery.entries()]
    .map(([query, list]) => ({ query, maxMs: Math.max(...list), meanMs: list.reduce((a, b) => a + b, 0) / list.length }))
    .sort((a, b) => b.meanMs - a.meanMs)
    .slice(0, 5);
  return { requests, emptyResults: empty, medianMs: quantile(sorted, 0.5), p95Ms: quantile(sorted, 0.95), maxMs: sorted.at(-1)!, slowest };
}
