import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sectors } from '../../db/schema/sectors';

export type SectorRow = typeof sectors.$inferSelect;

export function createSectorsRepository(db: Db) {
  return {
    listActive(): Promise<SectorRow[]> {
      return db.select().from(sectors).where(eq(sectors.active, true)).orderBy(asc(sectors.name));
    },

    async activeIdsAmong(ids: string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: sectors.id })
        .from(sectors)
        .where(and(inArray(sectors.id, ids), eq(sectors.active, true)));
      return rows.map((r) => r.id);
    },

    /** Inserts the sectors that do not exist yet; never overwrites an edited one. */
    async insertMissing(rows: SectorRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db.insert(sectors).values(rows).onConflictDoNothing({ target: sectors.id });
    },
  };
}
