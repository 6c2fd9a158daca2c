import { and, asc, count, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { membershipActivations, memberships } from '../../db/schema/memberships';
import type { PageKey } from '../../lib/page-cursor';

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

    listAll(): Promise<MembershipRow[]> {
      return db.select().from(memberships).orderBy(asc(memberships.price), asc(memberships.id));
    },

    /** Activations running at `now`, per plan (plans without any are absent). */
    async activeCountsByPlan(now: Date): Promise<Map<string, number>> {
      const rows = await db
        .select({ id: membershipActivations.membershipId, n: count() })
        .from(membershipActivations)
        .where(gt(membershipActivations.expiresAt, now))
        .groupBy(membershipActivations.membershipId);
      return new Map(rows.map((r) => [r.id, r.n]));
    },

    /** The new plan, or undefined when the id is taken. */
    async insert(row: MembershipRow): Promise<MembershipRow | undefined> {
      const [created] = await db.insert(memberships).values(row).onConflictDoNothing({ target: memberships.id }).returning();
      return created;
    },

    async update(id: string, patch: Partial<Omit<MembershipRow, 'id'>>): Promise<MembershipRow | undefined> {
      const [row] = await db.update(memberships).set(patch).where(eq(memberships.id, id)).returning();
      return row;
    },

    /** Locks the plan's row until the end of the caller's transaction (a price check and its update see the same row). */
    async findForUpdate(id: string): Promise<MembershipRow | undefined> {
      const [row] = await db.select().from(memberships).where(eq(memberships.id, id)).for('update').limit(1);
      return row;
    },

    /**
     * Activations newest first (activation instant, then id descending), `limit` rows after `after`;
     * `sortKey` is the activation instant to the microsecond, for the next cursor.
     */
    activationsPage(query: { membershipId?: string | undefined; limit: number; after?: PageKey | undefined }) {
      const conditions: Array<SQL | undefined> = [query.membershipId ? eq(membershipActivations.membershipId, query.membershipId) : undefined];
      if (query.after) {
        conditions.push(
          sql`(${membershipActivations.activatedAt} < ${query.after.at}::timestamptz or (${membershipActivations.activatedAt} = ${query.after.at}::timestamptz and ${membershipActivations.id} < ${query.after.id}))`,
        );
      }
      return db
        .select({
          row: membershipActivations,
          planName: memberships.name,
          sortKey: sql<string>`to_char(${membershipActivations.activatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
        })
        .from(membershipActivations)
        .innerJoin(memberships, eq(memberships.id, membershipActivations.membershipId))
        .where(and(...conditions))
        .orderBy(desc(membershipActivations.activatedAt), desc(membershipActivations.id))
        .limit(query.limit);
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
