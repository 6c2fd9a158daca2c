import { and, count, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountTokens, loginFailures, sessions } from '../../db/schema/auth';
import { users } from '../../db/schema/users';

/** The writes of password reset and change, and the session listing (issue 12). */
export function createPasswordRepository(db: Db) {
  return {
    /** Inside the reset's transaction (PGlite has one connection: a read outside it would wait for it). */
    async findUser(tx: Db, id: string): Promise<{ id: string; email: string; isDisabled: boolean } | undefined> {
      const [row] = await tx.select({ id: users.id, email: users.email, isDisabled: users.isDisabled }).from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async setPasswordHash(tx: Db, userId: string, passwordHash: string): Promise<void> {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    },

    /** Ends every session of the account, or every one but `keep` (the one asking). */
    async deleteSessions(tx: Db, userId: string, keep?: string): Promise<void> {
      await tx.delete(sessions).where(keep ? and(eq(sessions.userId, userId), ne(sessions.id, keep)) : eq(sessions.userId, userId));
    },

    async clearFailures(tx: Db, email: string): Promise<void> {
      await tx.delete(loginFailures).where(eq(loginFailures.email, email));
    },

    /** Reset links issued to the account since `since` (used or not): the per-address cap. */
    async countResetLinksSince(userId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(accountTokens)
        .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, 'reset-password'), gt(accountTokens.createdAt, since)));
      return row?.n ?? 0;
    },

    /** The account's live sessions, newest use first (expiry and idleness filtered by the caller's cut-offs). */
    async liveSessions(userId: string, now: Date, idleSince: Date) {
      return db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, idleSince)));
    },

    async deleteSession(userId: string, id: string): Promise<void> {
      await db.delete(sessions).where(and(eq(sessions.userId, userId), eq(sessions.id, id)));
    },
  };
}
