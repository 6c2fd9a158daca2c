import { and, asc, count, countDistinct, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articleCategories } from '../../db/schema/articles';
import { services } from '../../db/schema/practice';
import { sectors } from '../../db/schema/sectors';
import { userSectors } from '../../db/schema/users';

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

    listAll(): Promise<SectorRow[]> {
      return db.select().from(sectors).orderBy(asc(sectors.name));
    },

    async findById(id: string): Promise<SectorRow | undefined> {
      const [row] = await db.select().from(sectors).where(eq(sectors.id, id)).limit(1);
      return row;
    },

    /** Another sector (not `exceptId`) whose name is the same but for case and surrounding spaces. */
    async findByName(name: string, exceptId?: string): Promise<SectorRow | undefined> {
      const [row] = await db
        .select()
        .from(sectors)
        .where(and(sql`lower(trim(${sectors.name})) = lower(${name.trim()})`, exceptId ? ne(sectors.id, exceptId) : undefined))
        .limit(1);
      return row;
    },

    /**
     * Every row that refers to each sector (the foreign keys that forbid its deletion): doctors
     * who declared it, services filed under it (retired ones too: appointments keep them), and
     * articles in its category (drafts too). Sectors nobody uses are absent from the map.
     * It reads the three referencing tables directly (only their sector_id column, no personal
     * data): those foreign keys are what forbids the delete, and the owning services are built
     * after this one (users and practice depend on sectors), so they cannot be asked.
     */
    async usage(ids?: readonly string[]): Promise<Map<string, { doctors: number; services: number; articles: number }>> {
      const only = <C extends typeof userSectors.sectorId | typeof services.sectorId | typeof articleCategories.sectorId>(column: C) =>
        ids ? inArray(column, [...ids]) : undefined;
      // One after the other: inside a transaction (the delete's check) queries cannot run at once.
      const doctors = await db.select({ id: userSectors.sectorId, n: count() }).from(userSectors).where(only(userSectors.sectorId)).groupBy(userSectors.sectorId);
      const serviceRows = await db.select({ id: services.sectorId, n: count() }).from(services).where(only(services.sectorId)).groupBy(services.sectorId);
      const articleRows = await db
        .select({ id: articleCategories.sectorId, n: countDistinct(articleCategories.articleId) })
        .from(articleCategories)
        .where(only(articleCategories.sectorId))
        .groupBy(articleCategories.sectorId);
      const out = new Map<string, { doctors: number; services: number; articles: number }>();
      const entry = (id: string) => {
        let e = out.get(id);
        if (!e) out.set(id, (e = { doctors: 0, services: 0, articles: 0 }));
        return e;
      };
      for (const r of doctors) entry(r.id).doctors = r.n;
      for (const r of serviceRows) entry(r.id).services = r.n;
      for (const r of articleRows) entry(r.id).articles = r.n;
      return out;
    },

    async insert(row: SectorRow): Promise<SectorRow> {
      const [created] = await db.insert(sectors).values(row).returning();
      return created!;
    },

    async update(id: string, patch: Partial<Omit<SectorRow, 'id'>>): Promise<SectorRow | undefined> {
      const [row] = await db.update(sectors).set(patch).where(eq(sectors.id, id)).returning();
      return row;
    },

    /** True when a row was deleted. */
    async delete(id: string): Promise<boolean> {
      const rows = await db.delete(sectors).where(eq(sectors.id, id)).returning({ id: sectors.id });
      return rows.length > 0;
    },

    /** Serialises sector writes (create, rename) within the caller's transaction: the name check and the write see each other. */
    async lockWrites(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended('sectors:write', 0))`);
    },

    /** Inserts the sectors that do not exist yet; never overwrites an edited one. */
    async insertMissing(rows: SectorRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db.insert(sectors).values(rows).onConflictDoNothing({ target: sectors.id });
    },
  };
}
