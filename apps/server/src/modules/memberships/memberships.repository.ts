import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { membershipActivations, memberships } from '../../db/schema/memberships';

export type MembershipRow = typeof memberships.$inferSelect;
export type ActivationRow = typeof membershipActivations.$inferSelect;

export function createMembershipsRepository(db: Db) {
  return {
    listActive(): Promise<MembershipRow[]> {
      return db.select().from(memberships).where(eq(memberships.active, true)).orderBy(memberships.price);
    },

    async findById(id: string): Promise<MembershipRow | undefined> {
      const [row] = await db.select().from(memberships).where(eq(memberships.id, id)).limit(1);
      return row;
    },

    async insertMissing(rows: MembershipRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db.insert(memberships).values(rows).onConflictDoNothing({ target: memberships.id });
    },

    /**
     * Returns the user's activation of the plan still running at `now`, or creates one lasting
     * `days`. A transaction-scoped advisory lock on (user, plan) makes two simultaneous requests
     * see each other, so a double click never creates two rows.
     */
    async activateOnce(userId: string, membershipId: string, now: Date, days: number): Promise<ActivationRow> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`membership:${userId}:${membershipId}`}, 0))`);
        const [existing] = await tx
          .select()
          .from(membershipActivations)
          .where(
            and(
              eq(membershipActivations.userId, userId),
              eq(membershipActivations.membershipId, membershipId),
              gt(membershipActivations.expiresAt, now),
            ),
          )
          .orderBy(desc(membershipActivations.expiresAt))
          .limit(1);
        if (existing) return existing;
        const expiresAt = new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
        const [created] = await tx
          .insert(membershipActivations)
          .values({ userId, membershipId, activatedAt: now, expiresAt })
          .returning();
        return created!;
      });
    },

    async countActiveActivations(now: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(membershipActivations)
        .where(gt(membershipActivations.expiresAt, now));
      return row?.n ?? 0;
    },
  };
}
