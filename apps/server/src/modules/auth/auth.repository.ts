import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures, sessions } from '../../db/schema/auth';

export type SessionRow = typeof sessions.$inferSelect;

export function createAuthRepository(db: Db) {
  return {
    async insertSession(row: typeof sessions.$inferInsert): Promise<void> {
      await db.insert(sessions).values(row);
    },

    async findLiveSession(id: string, now: Date): Promise<SessionRow | undefined> {
      const [row] = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)))
        .limit(1);
      return row;
    },

    async touchSession(id: string, now: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
    },

    async deleteSession(id: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, id));
    },

    async deleteExpiredSessions(now: Date): Promise<void> {
      await db.delete(sessions).where(lt(sessions.expiresAt, now));
    },

    /** Failures since `since` for this e-mail and for this IP, in one query. */
    async countFailures(email: string, ip: string, since: Date): Promise<{ byEmail: number; byIp: number }> {
      const [row] = await db
        .select({
          byEmail: sql<number>`count(*) filter (where ${loginFailures.email} = ${email})`.mapWith(Number),
          byIp: sql<number>`count(*) filter (where ${loginFailures.ip} = ${ip})`.mapWith(Number),
        })
        .from(loginFailures)
        .where(and(gt(loginFailures.createdAt, since), or(eq(loginFailures.email, email), eq(loginFailures.ip, ip))));
      return { byEmail: row?.byEmail ?? 0, byIp: row?.byIp ?? 0 };
    },

    async recordFailure(email: string, ip: string, at: Date): Promise<void> {
      await db.insert(loginFailures).values({ email, ip, createdAt: at });
    },

    async clearFailuresFor(email: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.email, email));
    },

    async deleteFailuresBefore(before: Date): Promise<void> {
      await db.delete(loginFailures).where(lt(loginFailures.createdAt, before));
    },
  };
}
