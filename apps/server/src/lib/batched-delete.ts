import { inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/**
 * Deletes at most `limit` rows of `table` matching `where`, and says how many: one short statement
 * per call, so that the retention job never holds a long lock or a huge transaction however much
 * is due (it calls again until fewer than `limit` went).
 */
export async function deleteBatch(db: Db, table: PgTable, key: PgColumn, where: SQL | undefined, limit: number): Promise<number> {
  const batch = db.select({ key }).from(table).where(where).limit(limit);
  const deleted = await db.delete(table).where(inArray(key, batch)).returning({ key });
  return deleted.length;
}
