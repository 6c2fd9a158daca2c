import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { follows } from '../../db/schema/follows';

/** The doctors feature's own data: who follows whom. */
export function createDoctorsRepository(db: Db) {
  return {
    async follow(followerId: string, doctorId: string): Promise<void> {
      await db.insert(follows).values({ followerId, doctorId }).onConflictDoNothing();
    },

    async unfollow(followerId: string, doctorId: string): Promise<void> {
      await db.delete(follows).where(and(eq(follows.followerId, followerId), eq(follows.doctorId, doctorId)));
    },

    async isFollowing(followerId: string, doctorId: string): Promise<boolean> {
      const rows = await db
        .select({ doctorId: follows.doctorId })
        .from(follows)
        .where(and(eq(follows.followerId, followerId), eq(follows.doctorId, doctorId)))
        .limit(1);
      return rows.length > 0;
    },

    async countFollowers(doctorId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(follows).where(eq(follows.doctorId, doctorId));
      return row?.n ?? 0;
    },
  };
}
