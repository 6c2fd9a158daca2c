import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';

/** The rows of `execute` (node-postgres and PGlite both answer `{ rows }`; drizzle types it per driver). */
export const rowsOf = (result: unknown): Array<Record<string, unknown>> => (result as { rows: Array<Record<string, unknown>> }).rows;

/**
 * The planner's estimate of the rows each of `selects` gives (one EXPLAIN of them all, nothing
 * run): what ANALYZE's statistics say, such as the most common lexemes of a tsvector column or the
 * histogram of a trigram index's expression. For choosing a plan by how frequent a match is.
 */
export async function estimatedRows(db: Db, selects: readonly SQL[]): Promise<number[]> {
  if (selects.length === 0) return [];
  const explained = rowsOf(await db.execute(sql`explain (format json) ${sql.join([...selects], sql` union all `)}`));
  const cell = explained[0]?.['QUERY PLAN'];
  type Node = { 'Plan Rows': number; Plans?: Node[] };
  const [top] = (typeof cell === 'string' ? JSON.parse(cell) : cell) as Array<{ Plan: Node }>;
  const plan = top!.Plan;
  return selects.length === 1 ? [plan['Plan Rows']] : plan.Plans!.map((p) => p['Plan Rows']);
}

/**
 * Whether reading a table's rows in order and testing each until `cap` match (about
 * cap × tableRows / matches rows, `rowCost` each) costs less than reading a GIN bitmap of
 * `bitmapEntries` entries (1 each). Never without statistics (`tableRows` ≤ 0: a never-analysed
 * table): a bitmap's cost is bounded by its matches, a scan's is not.
 */
export function scanBeatsBitmap({ matches, bitmapEntries, cap, tableRows, rowCost }: { matches: number; bitmapEntries: number; cap: number; tableRows: number; rowCost: number }): boolean {
  if (tableRows <= 0 || matches <= 0) return false;
  return (rowCost * cap * tableRows) / matches < bitmapEntries;
}
