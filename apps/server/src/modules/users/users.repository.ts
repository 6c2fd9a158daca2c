import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userSectors, users, type NewUserRow, type UserRow } from '../../db/schema/users';

export function createUsersRepository(db: Db) {
  return {
    /** Inserts a user and their sectors together. */
    async insert(row: NewUserRow & { id: string }, sectorIds: readonly string[]): Promise<UserRow> {
      return db.transaction(async (tx) => {
        const [created] = await tx.insert(users).values(row).returning();
        if (sectorIds.length > 0) {
          await tx.insert(userSectors).values(sectorIds.map((sectorId) => ({ userId: row.id, sectorId })));
        }
        return created!;
      });
    },

    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
      return row;
    },

    async findByGoogleSub(sub: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.googleSub, sub)).limit(1);
      return row;
    },

    async sectorIdsOf(userId: string): Promise<string[]> {
      const rows = await db
        .select({ id: userSectors.sectorId })
        .from(userSectors)
        .where(eq(userSectors.userId, userId))
        .orderBy(asc(userSectors.sectorId));
      return rows.map((r) => r.id);
    },

    /** Updates columns and, when given, replaces the sector list, in one transaction. */
    async update(id: string, patch: Partial<NewUserRow>, sectorIds?: readonly string[]): Promise<UserRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ ...patch, updatedAt: new Date() })
          .where(eq(users.id, id))
          .returning();
        if (row && sectorIds) {
          await tx.delete(userSectors).where(eq(userSectors.userId, id));
          if (sectorIds.length > 0) {
            await tx.insert(userSectors).values(sectorIds.map((sectorId) => ({ userId: id, sectorId })));
          }
        }
        return row;
      });
    },

    async touchLogin(id: string, at: Date): Promise<void> {
      await db.update(users).set({ ultimoLogin: at }).where(eq(users.id, id));
    },

    async countAll(): Promise<{ users: number; doctors: number; patients: number }> {
      const [row] = await db
        .select({
          users: count(),
          doctors: sql<number>`count(*) filter (where ${users.role} in ('doctor', 'professionista'))`.mapWith(Number),
          patients: sql<number>`count(*) filter (where ${users.role} = 'user')`.mapWith(Number),
        })
        .from(users);
      return { users: row?.users ?? 0, doctors: row?.doctors ?? 0, patients: row?.patients ?? 0 };
    },

    async isEmpty(): Promise<boolean> {
      const rows = await db.select({ id: users.id }).from(users).limit(1);
      return rows.length === 0;
    },
  };
}
